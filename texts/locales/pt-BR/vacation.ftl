# What the bot says about vacations (`vacaciones`). $deadline is the
# host's marker (U+E001) for when the vacation ends, which each adapter
# writes its own way; $used, $allowance and $left are durations ("3d").

# `vacaciones` while on vacation: what is used this year, and its end.
vacation-status-running = Férias este ano: { $used } de { $allowance }. Você está de férias até { $deadline } (`{ discord-command-vacaciones } end` encerra).
# `vacaciones` with none running: what is used this year.
vacation-status = Férias este ano: { $used } de { $allowance }. `{ discord-command-vacaciones } 3d` pausa seus relógios por três dias.
# A vacation longer than what is left of the year's allowance.
vacation-too-long = Você não tem tantos dias de férias sobrando este ano: restam { $left }.
# The vacation started: in how many timed games the clocks stopped (none:
# no timed game is going, and nobody is told).
vacation-started = { $games ->
    [0] De férias até { $deadline }. Você não tem nenhuma partida com relógio agora; as que você começar não serão pausadas.
    [one] De férias até { $deadline }: relógio pausado em { $games } partida. Seu adversário foi avisado.
   *[other] De férias até { $deadline }: relógios pausados em { $games } partidas. Seus adversários foram avisados.
}
# `vacaciones fin` with none running.
vacation-none = Você não está de férias.
# The vacation ended early; the days not used are given back.
vacation-ended = Férias encerradas: seus relógios voltam a correr, e os dias que você não usou voltam para a sua conta.
# In a game's channel: a player's vacation stopped its clocks.
vacation-paused = { $who } está de férias: os relógios desta partida estão pausados até { $deadline }.
# In a game's channel: the player is back early.
vacation-resumed = { $who } voltou das férias: os relógios desta partida voltam a correr.
