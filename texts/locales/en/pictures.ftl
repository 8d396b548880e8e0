# The words a board picture and a replay draw: the header's sides, counts,
# goals and results, a clock.

# A side's name.
picture-team = { $team ->
    [white] White
   *[black] Black
}
picture-to-move = { picture-team } to move
picture-to-place = { picture-team } places ({ $left } left)
picture-count = action { $done }/{ $limit }
picture-turn-count = turn { $done }/{ $limit }
picture-half = half { $half }
picture-goal = GOAL for { picture-team }!
picture-winner = Game over: { picture-team } wins
# A timed game's clock: units as typed in commands (1d, 23h).
picture-clock = { $left } of { $per_move } left
picture-draw = Game over: draw
