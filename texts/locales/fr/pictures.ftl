# The words a board picture and a replay draw: the header's sides, counts,
# goals and results, a clock.

# A side's name.
picture-team = { $team ->
    [white] Blancs
   *[black] Noirs
}
picture-to-move = Trait aux { picture-team }
picture-to-place = Les { picture-team } placent ({ $left } à placer)
picture-count = coup { $done }/{ $limit }
picture-turn-count = tour { $done }/{ $limit }
picture-half = mi-temps { $half }
picture-goal = BUT des { picture-team } !
picture-winner = Fin : les { picture-team } gagnent
# A timed game's clock: units as typed in commands (1d, 23h).
picture-clock = { $left } restant sur { $per_move }
picture-draw = Fin : nulle
