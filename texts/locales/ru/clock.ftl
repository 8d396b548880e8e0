# What the bot says about clocks, turns and pings. $mention and
# $deadline are the host's markers (U+E000, U+E001), which each adapter
# writes its own way: the player to move, and when their time runs out.

# Under a new board: whose move it is.
clock-turn = Ходит { $mention }.
# Under a new board in a timed game: whose move it is, and until when.
clock-turn-timed = Ходит { $mention }; время истекает { $deadline }.
# The reminder at 80 % of the move's time.
clock-reminder = ⏰ { $mention }, твой ход: твоё время истекает { $deadline }.
# The side to move ran out of time and lost ($team: the side's name).
clock-timed-out = { $who } ({ $team }): время вышло, поражение по времени.
# Time ran out before both sides had moved.
clock-aborted = { $who }: время вышло до того, как сходили обе стороны. Партия отменена, без результата.
# A player gave the opponent time ($given: a duration, "1h").
clock-time-given = { $giver } добавляет { $given } на этот ход игроку { $receiver }.
# `ver` in a timed game: the clock ($clock: as a picture shows it,
# picture-clock: "осталось 23h из 1d").
clock-status = Часы: { $clock } на этот ход.
# The engine's seat, by level.
clock-computer = Компьютер (уровень { $level })
# A room against the engine was opened ($seat: the player's side's name).
clock-created-vs-computer = Комната { $code } создана: { $variant } против компьютера (уровень { $level }). { $seat } — { $who }.
# Too many searches at once: the engine moves as soon as it can.
clock-computer-busy = Компьютер занят другими партиями: он сходит, как только сможет.
# `avisos si` was saved.
clock-pings-on = Уведомления включены: я упомяну тебя, когда будет твой ход.
# `avisos no` was saved.
clock-pings-off = Уведомления выключены: твоё имя будет без упоминания.
# `tiempo` in a room without a clock.
clock-no-clock = В этой комнате нет часов.
# `tiempo` for one's own move.
clock-own-time = Добавить время можно только сопернику, пока идёт его ход.
# More time than a whole move's ($most: a move's time, "1d").
clock-too-much-time = Можно дать не больше времени одного хода ({ $most }).
