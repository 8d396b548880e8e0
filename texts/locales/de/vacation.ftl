# What the bot says about vacations (`vacaciones`). $deadline is the
# host's marker (U+E001) for when the vacation ends, which each adapter
# writes its own way; $used, $allowance and $left are durations ("3d").

# `vacaciones` while on vacation: what is used this year, and its end.
vacation-status-running = Urlaub dieses Jahr: { $used } von { $allowance }. Du bist im Urlaub bis { $deadline } (`{ discord-command-vacaciones } end` beendet ihn).
# `vacaciones` with none running: what is used this year.
vacation-status = Urlaub dieses Jahr: { $used } von { $allowance }. `{ discord-command-vacaciones } 3d` hält deine Uhren drei Tage an.
# A vacation longer than what is left of the year's allowance.
vacation-too-long = So viele Urlaubstage hast du dieses Jahr nicht mehr: Dir bleiben { $left }.
# The vacation started: in how many timed games the clocks stopped (none:
# no timed game is going, and nobody is told).
vacation-started = { $games ->
    [0] Im Urlaub bis { $deadline }. Du spielst gerade keine Partie mit Uhr; Partien, die du beginnst, werden nicht angehalten.
    [one] Im Urlaub bis { $deadline }: Uhr in { $games } Partie angehalten. Dein Gegner weiß Bescheid.
   *[other] Im Urlaub bis { $deadline }: Uhren in { $games } Partien angehalten. Deine Gegner wissen Bescheid.
}
# `vacaciones fin` with none running.
vacation-none = Du bist nicht im Urlaub.
# The vacation ended early; the days not used are given back.
vacation-ended = Urlaub beendet: Deine Uhren laufen wieder, und die Tage, die du nicht genutzt hast, bekommst du zurück.
# In a game's channel: a player's vacation stopped its clocks.
vacation-paused = { $who } ist im Urlaub: Die Uhren dieser Partie stehen bis { $deadline }.
# In a game's channel: the player is back early.
vacation-resumed = { $who } ist aus dem Urlaub zurück: Die Uhren dieser Partie laufen wieder.
