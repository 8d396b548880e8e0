# What the bot says about puzzles (`problema`): a position where one side
# forces a goal within a few of its own actions, and only one first
# action does it. Solving one raises the solver's puzzle rating (apart
# from their game ratings) and lowers the puzzle's own.

# The heading: $id is the puzzle's number (#3a9c2e), $team who scores
# (White or Black) and $left in how many of their own actions.
puzzle-heading = Puzzle #{ $id } ({ $variant }): { $team } to play and score in { $left ->
        [one] 1 action
       *[other] { $left } actions
    }.
# How to answer in chat (Discord, Matrix): the menu, or the typed command.
# In `boyer`, under the heading: how its actions are counted.
puzzle-steps = In Boyer's game the goal comes this turn: the move and each kick count as one action each.
puzzle-how = Choose from the menu or type “problema ACTION”.
# The same on the web page: the lists, or the action alone.
puzzle-how-page = Choose from the lists or type the action.
puzzle-pick = Choose the action:
puzzle-good = ✓ { $played }. Go on.
puzzle-good-reply = ✓ { $played }. The defender answers { $reply }.
puzzle-solved = ⚽ Goal! { $played } solves the puzzle. Your puzzle rating: { $rating } ({ $change }); streak: { $streak }.
puzzle-solved-helped = ⚽ Goal! { $played } solves the puzzle (with a hint: your rating stays).
puzzle-wrong = ✗ { $played } does not force the goal: { $stopped } The solution: { $solution }. Your puzzle rating: { $rating } ({ $change }).
puzzle-wrong-stopped = the defender stops it with { $reply }.
puzzle-wrong-no-goal = no goal is forced any more.
puzzle-hint-origin = Hint: the action starts from { $origin }. (After a hint, this puzzle no longer changes your rating.)
puzzle-hint-action = Hint: play { $action }.
puzzle-no-hint = There is no hint for this position.
puzzle-none-going = You are not solving a puzzle: type “problema” to start one.
puzzle-none-for = There are no { $variant } puzzles yet: try “problema futbol”.
puzzle-all-done = You have had every { $variant } puzzle in the last 30 days: come back soon.
puzzle-hint-label = Hint
puzzle-next-label = Another puzzle
puzzle-daily-label = Solve
puzzle-daily-admins = Only the community's admins turn the puzzle of the day on or off.
puzzle-daily-on = Done: the puzzle of the day will be posted in this channel every day at { $hour }:00 UTC.
puzzle-daily-off = Done: no more puzzle of the day.
puzzle-daily-over = That puzzle of the day is over: try today's.
puzzle-daily-none = This community has no puzzle of the day (its admins turn it on with “problema diario 18h”).
puzzle-daily-tried = You have tried today's puzzle already: there is another tomorrow.
# The heading of the day's puzzle while it is solved.
puzzle-daily-mark = Puzzle of the day ({ $day }), one try:
puzzle-daily-post = Puzzle of the day #{ $id } ({ $variant }): { $team } to play and score in { $left ->
        [one] 1 action
       *[other] { $left } actions
    }. Press Solve to try it.
puzzle-daily-solvers = { $count ->
        [0] Nobody solved yesterday's puzzle.
        [one] Yesterday's was solved by { $names }.
       *[other] Yesterday's was solved by { $count }: { $names }.
    }
puzzle-profile = Puzzles: { $rating }, streak { $streak } (best { $best }), { $solved } solved and { $failed } failed.
