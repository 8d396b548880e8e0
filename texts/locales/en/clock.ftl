# What the bot says about clocks, turns and pings. $mention and
# $deadline are the host's markers (U+E000, U+E001), which each adapter
# writes its own way: the player to move, and when their time runs out.

# Under a new board: whose move it is.
clock-turn = { $mention } to move.
# Under a new board in a timed game: whose move it is, and until when.
clock-turn-timed = { $mention } to move; their time runs out { $deadline }.
# The reminder at 80 % of the move's time.
clock-reminder = ⏰ { $mention }, your move: your time runs out { $deadline }.
# The side to move ran out of time and lost ($team: the side's name).
clock-timed-out = { $who } ({ $team }) ran out of time and loses on time.
# Time ran out before both sides had moved.
clock-aborted = { $who } ran out of time before both sides had moved: game aborted, no result.
# A player gave the opponent time ($given: a duration, "1h").
clock-time-given = { $giver } gives { $receiver } { $given } more for this move.
# `ver` in a timed game: the clock ($clock: as a picture shows it,
# picture-clock: "23h of 1d left").
clock-status = Clock: { $clock } for this move.
# The engine's seat, by level.
clock-computer = Computer (level { $level })
# A room against the engine was opened ($seat: the player's side's name).
clock-created-vs-computer = Room { $code } created: { $variant } against the computer (level { $level }). { $who } plays { $seat }.
# Too many searches at once: the engine moves as soon as it can.
clock-computer-busy = The computer is busy with other games: it will move as soon as it can.
# `avisos si` was saved.
clock-pings-on = Pings on: I will mention you when it is your move.
# `avisos no` was saved.
clock-pings-off = Pings off: your name will appear without a mention.
# `tiempo` in a room without a clock.
clock-no-clock = This room has no clock.
# `tiempo` for one's own move.
clock-own-time = You can only give time to your opponent, on their move.
# More time than a whole move's ($most: a move's time, "1d").
clock-too-much-time = You can give at most one move's time ({ $most }).
