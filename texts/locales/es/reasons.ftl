# The engine's refusals: why a text is not an action, or why the rules
# forbid the action here. Squares are passed as written (e4); user text
# ($text) comes already made safe and cut short.

## The text is not an action.

reason-empty = no has escrito ninguna jugada
# $text looks like a square but is not on this board.
reason-not-a-square = { $text } no es una casilla
reason-unrecognized = «{ $text }» no es una jugada: escribe c3-d4, c3xd4, e3>c5 o --
reason-not-a-piece = «{ $text }» no es una letra de pieza aquí
# boyer: `x` was written (a syntax error), or a move onto an opponent.
reason-boyer-has-no-captures = en boyer no se captura
# boyer: `--` stood beside other tokens.
reason-skip-not-alone = `--` es un turno completo por sí solo
# boyer: a token that is neither a move nor a kick.
reason-not-a-boyer-token = los turnos de boyer son movimientos y chuts
# boyer: more tokens than a turn holds (a syntax error, or a rule).
reason-turn-too-long = un turno tiene como mucho un movimiento y 8 chuts

## The rules forbid the action here.

reason-game-over = la partida ha terminado
# The from-square is empty or holds an opponent.
reason-no-piece-of-yours = en { $square } no hay ninguna pieza tuya
# A ball action from a piece that does not hold the ball.
reason-not-the-carrier = la pieza de { $square } no lleva el balón
reason-same-square = la jugada debe ir a otra casilla
# The target holds a piece of the mover's own side.
reason-own-piece = en { $square } hay una pieza tuya
# The target holds an opponent that cannot be captured this way.
reason-occupied = { $square } está ocupada
reason-nothing-to-capture = en { $square } no hay nada que capturar
# A piece or the ball would pass through an occupied square.
reason-blocked = { $square } está en medio
# The ball travels along a rank, file or diagonal only.
reason-not-in-line = { $from } y { $to } no están en la misma fila, columna o diagonal
# `--` while some action exists.
reason-cannot-skip = tienes jugadas posibles: no puedes pasar
# futbol: a piece's target is not in its kind's move pattern.
reason-kind-pattern = { $kind ->
    [goalkeeper] el portero se mueve una casilla en cualquier dirección
    [defender] el defensa se mueve 1 o 2 casillas en horizontal o vertical
    [midfielder] el centrocampista se mueve 1 o 2 casillas en diagonal
   *[forward] el delantero salta como el caballo
}
# boyer, chessfootball: a piece's target is not in its role's move pattern.
reason-role-pattern = { $role ->
    [king] el rey se mueve una casilla
    [queen] la dama se mueve en línea recta o diagonal
    [rook] la torre se mueve en horizontal o vertical
    [bishop] el alfil se mueve en diagonal
    [knight] el caballo salta en L
   *[pawn] el peón avanza una casilla y pasa o captura en diagonal hacia delante
}
reason-carrier-cannot-capture = quien lleva el balón no puede capturar
reason-dribble-one-square = el regate es de una sola casilla
reason-no-capture-on-first-move = en la primera jugada no se puede capturar
reason-pass-too-far = un pase llega como mucho a 5 casillas
reason-cross-too-far = un centro llega como mucho a 5 casillas
reason-shot-too-far = un tiro llega como mucho a 3 casillas
reason-cross-onto-goal = un centro no puede acabar en una casilla de gol ({ $square })
# futbol: the ball reaches an opponent only as a save on its goal.
reason-ball-to-opponent = no puedes jugar el balón al rival de { $square }
# futbol: a kick named its kicker, as only boyer writes it.
reason-kicker-named-outside-boyer = solo en boyer se indica quién chuta (d4:)
# futbol: a promotion, a placement or a whole turn.
reason-not-in-futbol = en futbol no hay coronación, colocación ni turnos de varias jugadas
# boyer: an action that is not a whole turn.
reason-not-a-boyer-turn = un turno de boyer es un movimiento y chuts, como b1-c3 e5>e7, o --
# boyer: a move after a kick, or a second move.
reason-move-comes-first = el movimiento va primero, y solo uno por turno
# boyer: a move onto a goal square.
reason-stop-on-goal = ninguna pieza puede pararse en e1 ni en e9
# boyer: a kick names a square the ball is not on; $square is where it is.
reason-ball-not-there = el balón está en { $square }
# boyer: the named kicker cannot make this kick.
reason-cannot-kick = la pieza de { $kicker } no puede chutar el balón a { $target }
# boyer: no piece of the side to move can make this kick.
reason-no-kicker = ninguna pieza tuya puede chutar el balón de { $from } a { $to }
# boyer: two knights could make the kick and none was named.
reason-ambiguous-kick = dos caballos pueden chutar así: indica cuál, como d4:e5>d7
# boyer: something followed a goal in the same turn.
reason-goal-ends-turn = un gol termina el turno
# boyer: a step with no token in it.
reason-empty-token = falta la jugada
# chessfootball: a placement after the placement phase.
reason-placement-over = la colocación ha terminado
# chessfootball: pieces are placed in their own half.
reason-not-your-half = { $square } no está en tu campo
# chessfootball: the kick-off side's first piece.
reason-kick-off-first = tu primera pieza es una dama, torre, alfil o caballo en tu casilla de saque { $square }
# chessfootball: the king placed off its own goal squares.
reason-king-off-goal = el rey va en una de tus casillas de gol
# chessfootball: a pawn placed on a goal square.
reason-pawn-on-goal = un peón nunca va en una casilla de gol
# chessfootball: a chess set's limit on one kind of piece ($role, as
# reason-army-role names it).
reason-army-limit = un ejército tiene como mucho { $max } de la pieza { reason-army-role }
# A piece's name as reason-army-limit needs it (Russian: the genitive
# plural, «ладей»).
reason-army-role = { $role ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}
# chessfootball: a placement that leaves no room for the king and the two
# pawns every army holds.
reason-no-room-for-king-and-pawns = deja sitio para tu rey y dos peones
# chessfootball: a placement after which the kick-off piece could never pass.
reason-kick-off-without-pass = así tu pieza de saque se quedaría sin pase
# chessfootball: a placement refused for no rule in particular.
reason-impossible-placement = esa colocación no es posible
# chessfootball: a play action during the placement phase.
reason-place-first = primero coloca tus piezas, como N@e4
# chessfootball: a whole boyer-style turn.
reason-not-in-chess-football = en chessfootball no hay turnos de varias jugadas
# chessfootball: at kick-off, anything but a pass from this square.
reason-kick-off-pass = la primera jugada es un pase desde la casilla de saque { $square }
# chessfootball: the ball played to an empty square or an opponent.
reason-pass-to-teammate = un pase va a un compañero
# chessfootball: a capture of a piece without the ball.
reason-only-the-carrier = solo se puede capturar a quien lleva el balón
# chessfootball: a pawn reaching its last rank without =Q and the like.
reason-must-promote = un peón en la última fila corona: añade =Q, =R, =B o =N
# chessfootball: =Q and the like on anything but a pawn reaching its last rank.
reason-cannot-promote = solo corona un peón que llega a la última fila
