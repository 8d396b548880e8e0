# The words a board picture and a replay draw: the header's sides, counts,
# goals and results, a clock.

# A side's name.
picture-team = { $team ->
    [white] Blancas
   *[black] Negras
}
picture-to-move = Juegan { picture-team }
picture-to-place = Colocan { picture-team } ({ $left } por colocar)
picture-count = jugada { $done }/{ $limit }
picture-turn-count = turno { $done }/{ $limit }
picture-half = parte { $half }
picture-goal = ¡GOL de { picture-team }!
picture-winner = Fin: ganan { picture-team }
# A timed game's clock: units as typed in commands (1d, 23h).
picture-clock = quedan { $left } de { $per_move }
picture-draw = Fin: tablas
