# The words a board picture and a replay draw: the header's sides, counts,
# goals and results, a clock.

# A side's name.
picture-team = { $team ->
    [white] الأبيض
   *[black] الأسود
}
picture-to-move = دور { picture-team }
picture-to-place = يضع { picture-team } (بقي { $left })
picture-count = الحركة { $done }/{ $limit }
picture-turn-count = الدور { $done }/{ $limit }
picture-half = الشوط { $half }
picture-goal = هدف! سجّل { picture-team }
picture-winner = النهاية: فاز { picture-team }
# A timed game's clock: units as typed in commands (1d, 23h).
picture-clock = بقي { $left } من { $per_move }
picture-draw = النهاية: تعادل
