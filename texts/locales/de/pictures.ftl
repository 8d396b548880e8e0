# The words a board picture and a replay draw: the header's sides, counts,
# goals and results, a clock.

# A side's name.
picture-team = { $team ->
    [white] Weiß
   *[black] Schwarz
}
picture-to-move = { picture-team } am Zug
picture-to-place = { picture-team } setzt ({ $left } übrig)
picture-count = Zug { $done }/{ $limit }
picture-turn-count = Runde { $done }/{ $limit }
picture-half = Halbzeit { $half }
picture-goal = TOR für { picture-team }!
picture-winner = Ende: { picture-team } gewinnt
# A timed game's clock: units as typed in commands (1d, 23h).
picture-clock = { $left } von { $per_move } übrig
picture-draw = Ende: Remis
