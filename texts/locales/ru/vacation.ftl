# What the bot says about vacations (`vacaciones`). $deadline is the
# host's marker (U+E001) for when the vacation ends, which each adapter
# writes its own way; $used, $allowance and $left are durations ("3d").

# `vacaciones` while on vacation: what is used this year, and its end.
vacation-status-running = Отпуск в этом году: { $used } из { $allowance }. Ты в отпуске до { $deadline } (`{ discord-command-vacaciones } end` завершает его).
# `vacaciones` with none running: what is used this year.
vacation-status = Отпуск в этом году: { $used } из { $allowance }. `{ discord-command-vacaciones } 3d` останавливает твои часы на три дня.
# A vacation longer than what is left of the year's allowance.
vacation-too-long = У тебя не осталось столько отпуска в этом году: осталось { $left }.
# The vacation started: in how many timed games the clocks stopped (none:
# no timed game is going, and nobody is told). The count comes after a
# colon, the same form for every count.
vacation-started = { $games ->
    [0] В отпуске до { $deadline }. Сейчас у тебя нет партий с часами; новые партии не останавливаются.
   *[other] В отпуске до { $deadline }: часы остановлены в партиях: { $games }. Соперники предупреждены.
}
# `vacaciones fin` with none running.
vacation-none = Ты не в отпуске.
# The vacation ended early; the days not used are given back.
vacation-ended = Отпуск окончен: твои часы снова идут, а неиспользованные дни возвращены.
# In a game's channel: a player's vacation stopped its clocks.
vacation-paused = { $who } в отпуске: часы этой партии остановлены до { $deadline }.
# In a game's channel: the player is back early.
vacation-resumed = { $who } вернулся из отпуска: часы этой партии снова идут.
