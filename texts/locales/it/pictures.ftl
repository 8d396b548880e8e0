# The words a board picture and a replay draw: the header's sides, counts,
# goals and results, a clock.

# A side's name.
picture-team = { $team ->
    [white] Bianco
   *[black] Nero
}
picture-to-move = Muove il { picture-team }
picture-to-place = Il { picture-team } piazza ({ $left } da piazzare)
picture-count = mossa { $done }/{ $limit }
picture-turn-count = turno { $done }/{ $limit }
picture-half = tempo { $half }
picture-goal = GOL del { picture-team }!
picture-winner = Fine: vince il { picture-team }
# A timed game's clock: units as typed in commands (1d, 23h).
picture-clock = restano { $left } su { $per_move }
picture-draw = Fine: patta
