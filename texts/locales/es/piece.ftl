# `reglas pieza` / `rules piece`: one futbol piece in words (its
# pattern, then how every piece captures and plays the ball), its help
# line, its argument's description and its Discord names (an option of
# /futbol reglas; the names follow Discord's rules, see discord.ftl).
piece-describe = Cómo mueve una pieza de futbol, en palabras
piece-arg = La pieza: portero, defensa, centrocampista o delantero
piece-moves =
    { $piece ->
        [goalkeeper] Portero (P): 1 casilla en cualquiera de las 8 direcciones, como el rey del ajedrez.
        [defender] Defensa (D): 1 o 2 casillas en línea recta (por fila o columna); para 2, la casilla del medio debe estar vacía.
        [midfielder] Centrocampista (C): 1 o 2 casillas en diagonal; para 2, la casilla del medio debe estar vacía.
       *[forward] Delantero (A): el salto del caballo (2 casillas en una dirección y 1 en la otra), por encima de todo.
    }
    { piece-captures }
    { piece-carrier }
piece-captures = Captura como mueve: cae sobre una pieza rival, que sale del juego. Capturar al que lleva el balón se lo roba.
piece-carrier = Con el balón no captura ni usa su patrón: regatea 1 casilla, pasa, centra o tira.
discord-command-reglas-pieza = reglas-pieza
discord-option-pieza = pieza
discord-choice-pieza-portero = portero
discord-choice-pieza-defensa = defensa
discord-choice-pieza-centrocampista = centrocampista
discord-choice-pieza-delantero = delantero
