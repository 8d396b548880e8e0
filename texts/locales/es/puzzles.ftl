# Lo que dice el bot de los problemas (`problema`): una posición en la que
# un bando marca gol a la fuerza en unas pocas acciones suyas, y solo una
# primera acción lo consigue. Quien lo resuelve sube su puntuación de
# problemas (aparte de la de partidas) y el problema baja la suya.

# La cabecera: $id es el número del problema (#3a9c2e), $team quien marca
# (Blancas o Negras) y $left en cuántas acciones suyas.
puzzle-heading = Problema #{ $id } ({ $variant }): juegan { $team } y marcan en { $left ->
        [one] 1 acción
       *[other] { $left } acciones
    }.
# How to answer in chat (Discord, Matrix): the menu, or the typed command.
puzzle-steps = En el juego de Boyer el gol llega en este turno: el movimiento y cada patada cuentan como una acción cada uno.
puzzle-how = Elige en el menú o escribe «problema JUGADA».
# The same on the web page: the lists, or the action alone.
puzzle-how-page = Elige en las listas o escribe la jugada.
# El segundo paso del menú.
puzzle-pick = Elige la jugada:
# Una respuesta buena; sigue el mismo bando.
puzzle-good = ✓ { $played }. Sigue.
# Una respuesta buena y la réplica del defensor.
puzzle-good-reply = ✓ { $played }. El rival responde { $reply }.
# Resuelto sin pista: $change lleva su signo (+12, −8).
puzzle-solved = ⚽ ¡Gol! { $played } resuelve el problema. Tu puntuación de problemas: { $rating } ({ $change }); racha: { $streak }.
# Resuelto después de una pista: no cuenta para la puntuación.
puzzle-solved-helped = ⚽ ¡Gol! { $played } resuelve el problema (con pista: tu puntuación no cambia).
# Una respuesta equivocada: $stopped es puzzle-wrong-stopped o
# puzzle-wrong-no-goal; $solution, las acciones que funcionaban.
puzzle-wrong = ✗ { $played } no fuerza el gol: { $stopped } La solución: { $solution }. Tu puntuación de problemas: { $rating } ({ $change }).
puzzle-wrong-stopped = el rival lo para con { $reply }.
puzzle-wrong-no-goal = ya no hay gol a la fuerza.
# Las pistas: primero de dónde sale la jugada, luego la jugada.
puzzle-hint-origin = Pista: la jugada sale de { $origin }. (Con pista, este problema ya no cambia tu puntuación.)
puzzle-hint-action = Pista: juega { $action }.
puzzle-no-hint = No hay pista para esta posición.
puzzle-none-going = No estás resolviendo ningún problema: escribe «problema» para empezar uno.
puzzle-none-for = Aún no hay problemas de { $variant }: prueba «problema futbol».
puzzle-all-done = Ya has hecho todos los problemas de { $variant } de los últimos 30 días: vuelve pronto.
puzzle-hint-label = Pista
puzzle-next-label = Otro problema
puzzle-daily-label = Resolver
# El problema del día: lo activan los administradores del servidor.
puzzle-daily-admins = Solo los administradores de la comunidad activan o quitan el problema del día.
puzzle-daily-on = Hecho: el problema del día saldrá en este canal cada día a las { $hour }:00 UTC.
puzzle-daily-off = Hecho: ya no sale el problema del día.
puzzle-daily-over = Ese problema del día ya pasó: prueba el de hoy.
puzzle-daily-none = Esta comunidad no tiene problema del día (sus administradores lo activan con «problema diario 18h»).
puzzle-daily-tried = Ya has probado el problema de hoy: mañana hay otro.
# The heading of the day's puzzle while it is solved.
puzzle-daily-mark = Problema del día ({ $day }), un intento:
puzzle-daily-post = Problema del día #{ $id } ({ $variant }): juegan { $team } y marcan en { $left ->
        [one] 1 acción
       *[other] { $left } acciones
    }. Pulsa Resolver para intentarlo.
# Quienes resolvieron el de ayer: solo nombres, sin menciones.
puzzle-daily-solvers = { $count ->
        [0] Nadie resolvió el problema de ayer.
        [one] Resolvió el de ayer: { $names }.
       *[other] Resolvieron el de ayer ({ $count }): { $names }.
    }
# La línea de problemas del perfil.
puzzle-profile = Problemas: { $rating }, racha { $streak } (mejor { $best }), { $solved } resueltos y { $failed } fallados.
