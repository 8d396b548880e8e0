# The words a board picture and a replay draw: the header's sides, counts,
# goals and results, a clock.

# A side's name.
picture-team = { $team ->
    [white] Белые
   *[black] Чёрные
}
picture-to-move = Ходят { picture-team }
picture-to-place = Расставляют { picture-team } (осталось { $left })
picture-count = действие { $done }/{ $limit }
picture-turn-count = ход { $done }/{ $limit }
picture-half = тайм { $half }
picture-goal = ГОЛ! Забили { picture-team }
picture-winner = Конец: победили { picture-team }
# A timed game's clock: units as typed in commands (1d, 23h).
picture-clock = осталось { $left } из { $per_move }
picture-draw = Конец: ничья
