# What goes with a board: the picker's texts, button and menu labels,
# the rules in short, the help after the commands, and an accepted
# action in words.

# The picker's second step: $piece is what was picked (a square, @N, ball).
guide-pick-target = Elige la jugada de { $piece }:
# The `boyer` turn being built: $tokens is its move and kicks so far.
guide-turn-so-far = Turno en curso: { $tokens }. Sigue con otro chut o termina el turno.

## Button and menu labels: 80 characters at most.

# Take the free seat.
guide-label-join = Unirse
# Ask for a rematch.
guide-label-rematch = Revancha
# Give up.
guide-label-resign = Rendirse
# Offer or accept a draw.
guide-label-draw = Ofrecer tablas
# The picker's first menu.
guide-label-pick = Mover: elige pieza
# The picker's second menu.
guide-label-actions = Elige la jugada
# End a `boyer` turn.
guide-label-end-turn = Terminar turno
# The next page of a long menu.
guide-label-more = Más…
# Accept the opponent's takeback request.
guide-label-takeback-yes = Deshacer: sí
# Decline it.
guide-label-takeback-no = Deshacer: no
guide-label-analyse = Analizar
# The button under a board that opens the live board inside Discord
# (the Activity).
guide-label-open-board = Abrir el tablero

## The rules in short, one game each (2,000 characters at most), with
## where the full rules are on a line of its own.

guide-rules-futbol-short =
    futbol (Fútbol-Ajedrez): 8×8, portero P (1 casilla), defensas D (1–2 en recto), centrocampistas C (1–2 en diagonal), delanteros A (salto de caballo). Porterías d1/e1 y d8/e8. Una acción por turno. Quien lleva el balón regatea 1 casilla, pasa (≤5), centra (≤5, nunca a una casilla de gol) o tira (≤3). Capturar al portador roba el balón. Gana quien marca 2 goles; tras 160 jugadas, quien vaya por delante. (Elección: posición inicial, orden de recolocación tras un gol y centros nunca a una casilla de gol.)
guide-rules-futbol =
    { guide-rules-futbol-short }
    { guide-full-rules }
guide-rules-boyer-short =
    boyer (Boyer, 1951): 9×9, piezas de ajedrez sin peones, balón en e5, porterías e1 y e9. Sin capturas. Turno: un movimiento opcional y luego chuts de piezas junto al balón, cada una una vez. Rey: 1 casilla; torre recto; alfil diagonal; dama ambos; caballo a un salto lejos de sí. No se chuta por la fila 1 o 9 hacia la portería. Gana el primer gol (configurable); 100 turnos por bando sin gol, tablas. (Elección: sin excepción de esquina para el caballo, tablas a los 200 turnos.)
guide-rules-boyer =
    { guide-rules-boyer-short }
    { guide-full-rules }
guide-rules-chessfootball-short =
    chessfootball: 8×8, 6 piezas por bando colocadas una a una en tu campo (rey en una casilla de gol, 2 peones, 3 a elegir); porterías c1–f1 y c8–f8. El balón siempre lo lleva alguien; solo se captura al portador. Gol si el balón acaba en una casilla de gol rival (también por pase) o al capturar al rey con balón. Dos partes de 45 jugadas por bando. (Elección: coloca primero quien saca, y su primera pieza va a e4/e5.)
guide-rules-chessfootball =
    { guide-rules-chessfootball-short }
    { guide-full-rules }
# Where the full rules are.
guide-full-rules = Reglas completas: docs/rules.md en el repositorio del bot.

## The help after the list of commands: actions, buttons and reactions,
## one line. Command words stay as the parser reads them.

guide-help-rest = Jugadas: `c3-d4` mover, `c3xd4` capturar, `e3>c5` balón, `N@e4` colocar, `e7-e8=Q` coronar, `--` pasar. Botones: Unirse, Mover, Tablas, Rendirse, Revancha. En Matrix, reacciones: ✋ unirse, 🤝 tablas, 🏳️ rendirse, 🔁 revancha, 👍/👎 a una petición de deshacer. Salir durante la partida es rendirse.

## An accepted action in words: "Blancas: pase e3 → c5". $side is the
## side's name, $from and $to squares, $role a piece letter, $turn a
## whole `boyer` turn; the word for what was played comes from
## guide-played-kind.

# What was played, by its kind.
guide-played-kind = { $kind ->
    [skip] pasa el turno
    [move] mueve
    [pick-up] recoge el balón
    [capture] captura
    [steal] roba el balón
    [dribble] regate
    [pass] pase
    [cross] centro
    [shot] tiro
    [save] tiro… ¡parada!
    [turn] turno
    [place] coloca
   *[promote] corona
}
# The turn passed.
guide-played-skip = { $side }: { guide-played-kind }.
# A piece or the ball went from a square to another.
guide-played-step = { $side }: { guide-played-kind } { $from } → { $to }
# A pawn promoted to $role.
guide-played-promote = { $side }: { guide-played-kind } { $from } → { $to } = { $role }
# A piece was placed (`chessfootball`).
guide-played-place = { $side }: { guide-played-kind } { $role } { $to }
# A whole `boyer` turn.
guide-played-turn = { $side }: { guide-played-kind } { $turn }

# A step's kind, before it in the move picker's menus ("Pass g4>h4").
guide-step-kind = { $kind ->
    [capture] Capturar
    [pass] Pase
    [cross] Centro
    [shot] Tiro
    [goal] ¡Gol!
    [kick] Patada
    [place] Colocar
    [promote] Coronar
    [skip] Pasar
    [end] Terminar turno
   *[move] Mover
}
