# The words a board picture and a replay draw: the header's sides, counts,
# goals and results, a clock.

# A side's name.
picture-team = { $team ->
    [white] Brancas
   *[black] Pretas
}
picture-to-move = Jogam as { picture-team }
picture-to-place = As { picture-team } colocam ({ $left } restantes)
picture-count = lance { $done }/{ $limit }
picture-turn-count = turno { $done }/{ $limit }
picture-half = tempo { $half }
picture-goal = GOL das { picture-team }!
picture-winner = Fim: vencem as { picture-team }
# A timed game's clock: units as typed in commands (1d, 23h).
picture-clock = restam { $left } de { $per_move }
picture-draw = Fim: empate
