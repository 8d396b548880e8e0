# What the bot says about vacations (`vacaciones`). $deadline is the
# host's marker (U+E001) for when the vacation ends, which each adapter
# writes its own way; $used, $allowance and $left are durations ("3d").

# `vacaciones` while on vacation: what is used this year, and its end.
vacation-status-running = Vacances cette année : { $used } sur { $allowance }. Tu es en vacances jusqu'à { $deadline } (`{ discord-command-vacaciones } end` les termine).
# `vacaciones` with none running: what is used this year.
vacation-status = Vacances cette année : { $used } sur { $allowance }. `{ discord-command-vacaciones } 3d` arrête tes pendules pendant trois jours.
# A vacation longer than what is left of the year's allowance.
vacation-too-long = Il ne te reste pas autant de jours de vacances cette année : il te reste { $left }.
# The vacation started: in how many timed games the clocks stopped (none:
# no timed game is going, and nobody is told).
vacation-started = { $games ->
    [0] En vacances jusqu'à { $deadline }. Tu ne joues aucune partie avec pendule en ce moment ; celles que tu commenceras ne s'arrêteront pas.
    [one] En vacances jusqu'à { $deadline } : pendule arrêtée dans { $games } partie. Ton adversaire est prévenu.
   *[other] En vacances jusqu'à { $deadline } : pendules arrêtées dans { $games } parties. Tes adversaires sont prévenus.
}
# `vacaciones fin` with none running.
vacation-none = Tu n'es pas en vacances.
# The vacation ended early; the days not used are given back.
vacation-ended = Vacances terminées : tes pendules repartent et les jours non utilisés te sont rendus.
# In a game's channel: a player's vacation stopped its clocks.
vacation-paused = { $who } est en vacances : les pendules de cette partie sont arrêtées jusqu'à { $deadline }.
# In a game's channel: the player is back early.
vacation-resumed = { $who } est de retour de vacances : les pendules de cette partie repartent.
