# What the bot says about vacations (`vacaciones`). $deadline is the
# host's marker (U+E001) for when the vacation ends, which each adapter
# writes its own way; $used, $allowance and $left are durations ("3d").

# `vacaciones` while on vacation: what is used this year, and its end.
vacation-status-running = Vacaciones este año: { $used } de { $allowance }. Estás de vacaciones hasta { $deadline } (`vacaciones fin` las termina).
# `vacaciones` with none running: what is used this year.
vacation-status = Vacaciones este año: { $used } de { $allowance }. `vacaciones 3d` para tus relojes tres días.
# A vacation longer than what is left of the year's allowance.
vacation-too-long = No te quedan tantos días de vacaciones este año: te quedan { $left }.
# The vacation started: in how many timed games the clocks stopped (none:
# no timed game is going, and nobody is told).
vacation-started = { $games ->
    [0] De vacaciones hasta { $deadline }. Ahora no juegas ninguna partida con reloj; las que empieces no se paran.
    [one] De vacaciones hasta { $deadline }: reloj parado en { $games } partida. Tu rival lo sabe.
   *[other] De vacaciones hasta { $deadline }: relojes parados en { $games } partidas. Tus rivales lo saben.
}
# `vacaciones fin` with none running.
vacation-none = No estás de vacaciones.
# The vacation ended early; the days not used are given back.
vacation-ended = Vacaciones terminadas: tus relojes corren de nuevo y los días que no usaste vuelven a tu cuenta.
# In a game's channel: a player's vacation stopped its clocks.
vacation-paused = { $who } está de vacaciones: los relojes de esta partida se paran hasta { $deadline }.
# In a game's channel: the player is back early.
vacation-resumed = { $who } ha vuelto de vacaciones: los relojes de esta partida corren de nuevo.
