# `reglas pieza` / `rules piece`: one futbol piece in words (its
# pattern, then how every piece captures and plays the ball), its help
# line, its argument's description and its Discord names (an option of
# /futbol reglas; the names follow Discord's rules, see discord.ftl).
piece-describe = Как ходит фигура футбола, словами
piece-arg = Фигура: вратарь, защитник, полузащитник или нападающий
piece-moves =
    { $piece ->
        [goalkeeper] Вратарь (P): 1 клетка в любом из 8 направлений, как король в шахматах.
        [defender] Защитник (D): 1 или 2 клетки по прямой (по горизонтали или вертикали); при ходе на 2 средняя клетка должна быть пустой.
        [midfielder] Полузащитник (C): 1 или 2 клетки по диагонали; при ходе на 2 средняя клетка должна быть пустой.
       *[forward] Нападающий (A): ход коня (2 клетки в одну сторону и 1 в другую), через любые фигуры.
    }
    { piece-captures }
    { piece-carrier }
piece-captures = Бьёт так же, как ходит: встаёт на фигуру соперника, и та покидает игру. Взятие фигуры с мячом отбирает мяч.
piece-carrier = С мячом фигура не бьёт и не ходит по своему правилу: ведёт мяч на 1 клетку, пасует, навешивает или бьёт по воротам.
discord-command-reglas-pieza = правила-фигура
discord-option-pieza = фигура
discord-choice-pieza-portero = вратарь
discord-choice-pieza-defensa = защитник
discord-choice-pieza-centrocampista = полузащитник
discord-choice-pieza-delantero = нападающий
