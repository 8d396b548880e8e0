# What the host says while it runs a tournament: registration, the
# organiser's steps, each round's pairings, the boards' first lines and
# every refusal. Names ($name, $white, $black, $organiser) are already
# safe to echo; $id is the tournament's number. Commands in backticks
# are written as typed (Spanish in Spanish, English in every other
# language).

## Formats and registration.

# A Swiss's format in words.
run-format-swiss = Swiss, { $rounds } rounds
# An arena's format in words.
run-format-arena = arena, { $minutes } min
# Registration is open. $game: the game's name; $how: run-format-swiss or
# run-format-arena; $time: the time per move (1d, 23h).
run-created = 🏆 Tournament { $id } ({ $game }, { $how }, { $time } a move): registration is open. Join with the button or `tournament join { $id }`. { $organiser } starts it with `tournament start { $id }`.
# A tournament without a clock is refused.
run-needs-clock = A tournament needs a clock: choose a time a move, like `tournament create 1d`.
# Only the community's admins may organise.
run-may-not-organise = Only the server's admins may organise tournaments here (with `config tournaments on`, anyone may).
# The organiser holds as many registrations open as one may.
run-too-many = You already have { $most } tournaments taking entrants, the most allowed: start one first.
# No tournament with that number here.
run-unknown = There is no tournament { $id } here.
# No number given, and none open in this channel.
run-none-open-here = No tournament is open in this channel: give its number, like `tournament show 3`.
# Someone registered; $count: how many are in now.
run-joined = { $name } joins tournament { $id } ({ $count } players).
run-already-in = You are in tournament { $id } already.
run-full = Tournament { $id } is full: it takes at most { $most } players.
run-closed = Registration for tournament { $id } is closed.
# Only its organiser (or an admin) starts it.
run-not-organiser = Only the organiser of tournament { $id } (or an admin) can start it.
run-started-already = Tournament { $id } has started already.
run-too-few = Tournament { $id } needs at least 2 players to start.
# It starts now; $how: run-format-swiss or run-format-arena.
run-starts = 🏁 Tournament { $id } starts: { $players } players, { $how }.
# Someone withdrew.
run-withdrew = { $name } withdraws from tournament { $id }: no more pairings.
# Someone withdrew while a game of theirs, in room $code, still runs.
run-withdrew-playing = { $name } withdraws from tournament { $id }: no more pairings. Their game in room { $code } still counts: play it or resign.
run-not-in = You are not in tournament { $id }.
# Before it starts: $total registered; $list: their names, comma-joined,
# with "+N" for those left out.
run-registered = Tournament { $id }, registration open ({ $total }): { $list }

## Rounds and boards.

# A Swiss round's pairings, heading.
run-round-paired = Tournament { $id } · round { $round } of { $rounds }:
# An arena's new games, heading.
run-arena-paired = Arena { $id } · new games:
# One board of the pairings: its number, who plays whom, the room's code.
run-board-line = { $board }. { $white } – { $black } · room { $code }
# The same, with the room's web address.
run-board-line-linked = { $board }. { $white } – { $black } · room { $code } <{ $link }>
# The boards a round's list left out.
run-more-boards = … and { $more } more boards (`tournament show { $id }`)
# The bye of the round.
run-bye = Bye: { $name } (1 point)
# A board's first line in its room; $round: "2/5" (a Swiss) or "#3" (an arena).
run-board-intro = Tournament { $id }, round { $round }: { $white } (white) against { $black } (black). No rematch: the room closes when it ends.
# Pings the board's player who does not move first. $mention: where the
# player is named; $side: their side's name (picture-team).
run-you-play = { $mention }, your tournament game is here: you play { $side }.
# The end, under the final standings.
run-over = 🏆 Tournament { $id } is over. Its standings and games: `tournament show { $id }`.
# The games of a tournament; $list: their archive numbers ("#1 #2").
run-games = Games (`game N`): { $list }
