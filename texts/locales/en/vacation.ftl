# What the bot says about vacations (`vacaciones`). $deadline is the
# host's marker (U+E001) for when the vacation ends, which each adapter
# writes its own way; $used, $allowance and $left are durations ("3d").

# `vacaciones` while on vacation: what is used this year, and its end.
vacation-status-running = Vacation this year: { $used } of { $allowance }. You are on vacation until { $deadline } (`vacation end` ends it).
# `vacaciones` with none running: what is used this year.
vacation-status = Vacation this year: { $used } of { $allowance }. `vacation 3d` stops your clocks for three days.
# A vacation longer than what is left of the year's allowance.
vacation-too-long = You do not have that much vacation left this year: { $left } left.
# The vacation started: in how many timed games the clocks stopped (none:
# no timed game is going, and nobody is told).
vacation-started = { $games ->
    [0] On vacation until { $deadline }. You play no timed game now; games you start are not stopped.
    [one] On vacation until { $deadline }: the clock stopped in { $games } game. Your opponent is told.
   *[other] On vacation until { $deadline }: clocks stopped in { $games } games. Your opponents are told.
}
# `vacaciones fin` with none running.
vacation-none = You are not on vacation.
# The vacation ended early; the days not used are given back.
vacation-ended = Vacation over: your clocks run again, and the days you did not use are yours again.
# In a game's channel: a player's vacation stopped its clocks.
vacation-paused = { $who } is on vacation: this game's clocks are stopped until { $deadline }.
# In a game's channel: the player is back early.
vacation-resumed = { $who } is back from vacation: this game's clocks run again.
