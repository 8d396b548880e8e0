# The engine's refusals: why a text is not an action, or why the rules
# forbid the action here. Squares are passed as written (e4); user text
# ($text) comes already made safe and cut short.

## The text is not an action.

reason-empty = tu n'as écrit aucun coup
# $text looks like a square but is not on this board.
reason-not-a-square = { $text } n'est pas une case
reason-unrecognized = « { $text } » n'est pas un coup : écris c3-d4, c3xd4, e3>c5 ou --
reason-not-a-piece = « { $text } » n'est pas une lettre de pièce ici
# boyer: `x` was written (a syntax error), or a move onto an opponent.
reason-boyer-has-no-captures = au boyer, on ne prend pas
# boyer: `--` stood beside other tokens.
reason-skip-not-alone = `--` est un tour complet à lui seul
# boyer: a token that is neither a move nor a kick.
reason-not-a-boyer-token = les tours de boyer sont des déplacements et des frappes
# boyer: more tokens than a turn holds (a syntax error, or a rule).
reason-turn-too-long = un tour compte au plus un déplacement et 8 frappes

## The rules forbid the action here.

reason-game-over = la partie est terminée
# The from-square is empty or holds an opponent.
reason-no-piece-of-yours = tu n'as aucune pièce en { $square }
# A ball action from a piece that does not hold the ball.
reason-not-the-carrier = la pièce en { $square } n'a pas le ballon
reason-same-square = le coup doit aller sur une autre case
# The target holds a piece of the mover's own side.
reason-own-piece = il y a une de tes pièces en { $square }
# The target holds an opponent that cannot be captured this way.
reason-occupied = { $square } est occupée
reason-nothing-to-capture = il n'y a rien à prendre en { $square }
# A piece or the ball would pass through an occupied square.
reason-blocked = { $square } est sur le chemin
# The ball travels along a rank, file or diagonal only.
reason-not-in-line = { $from } et { $to } ne sont pas sur la même rangée, colonne ou diagonale
# `--` while some action exists.
reason-cannot-skip = tu as des coups possibles : tu ne peux pas passer
# futbol: a piece's target is not in its kind's move pattern.
reason-kind-pattern = { $kind ->
    [goalkeeper] le gardien se déplace d'une case dans n'importe quelle direction
    [defender] le défenseur se déplace de 1 ou 2 cases à l'horizontale ou à la verticale
    [midfielder] le milieu se déplace de 1 ou 2 cases en diagonale
   *[forward] l'attaquant saute comme le cavalier
}
# boyer, chessfootball: a piece's target is not in its role's move pattern.
reason-role-pattern = { $role ->
    [king] le roi se déplace d'une case
    [queen] la dame se déplace en ligne droite ou en diagonale
    [rook] la tour se déplace à l'horizontale ou à la verticale
    [bishop] le fou se déplace en diagonale
    [knight] le cavalier saute en L
   *[pawn] le pion avance d'une case et passe ou prend en diagonale vers l'avant
}
reason-carrier-cannot-capture = le porteur du ballon ne peut pas prendre
reason-dribble-one-square = le dribble ne fait qu'une case
reason-no-capture-on-first-move = on ne peut pas prendre au premier coup
reason-pass-too-far = une passe va au plus à 5 cases
reason-cross-too-far = un centre va au plus à 5 cases
reason-shot-too-far = un tir va au plus à 3 cases
reason-cross-onto-goal = un centre ne peut pas finir sur une case de but ({ $square })
# futbol: the ball reaches an opponent only as a save on its goal.
reason-ball-to-opponent = tu ne peux pas jouer le ballon vers l'adversaire en { $square }
# futbol: a kick named its kicker, as only boyer writes it.
reason-kicker-named-outside-boyer = on n'indique le tireur (d4:) qu'au boyer
# futbol: a promotion, a placement or a whole turn.
reason-not-in-futbol = au futbol, il n'y a ni promotion, ni placement, ni tours de plusieurs coups
# boyer: an action that is not a whole turn.
reason-not-a-boyer-turn = un tour de boyer est un déplacement et des frappes, comme b1-c3 e5>e7, ou --
# boyer: a move after a kick, or a second move.
reason-move-comes-first = le déplacement vient en premier, et un seul par tour
# boyer: a move onto a goal square.
reason-stop-on-goal = aucune pièce ne peut s'arrêter en e1 ni en e9
# boyer: a kick names a square the ball is not on; $square is where it is.
reason-ball-not-there = le ballon est en { $square }
# boyer: the named kicker cannot make this kick.
reason-cannot-kick = la pièce en { $kicker } ne peut pas frapper le ballon vers { $target }
# boyer: no piece of the side to move can make this kick.
reason-no-kicker = aucune de tes pièces ne peut frapper le ballon de { $from } à { $to }
# boyer: two knights could make the kick and none was named.
reason-ambiguous-kick = deux cavaliers peuvent faire cette frappe : indique lequel, comme d4:e5>d7
# boyer: something followed a goal in the same turn.
reason-goal-ends-turn = un but termine le tour
# boyer: a step with no token in it.
reason-empty-token = il manque le coup
# chessfootball: a placement after the placement phase.
reason-placement-over = le placement est terminé
# chessfootball: pieces are placed in their own half.
reason-not-your-half = { $square } n'est pas dans ton camp
# chessfootball: the kick-off side's first piece.
reason-kick-off-first = ta première pièce est une dame, une tour, un fou ou un cavalier sur ta case de coup d'envoi { $square }
# chessfootball: the king placed off its own goal squares.
reason-king-off-goal = le roi va sur une de tes cases de but
# chessfootball: a pawn placed on a goal square.
reason-pawn-on-goal = un pion ne va jamais sur une case de but
# chessfootball: a chess set's limit on one kind of piece ($role, as
# reason-army-role names it).
reason-army-limit = { $max ->
    [one] une armée a au plus { $max } pièce de type { reason-army-role }
   *[other] une armée a au plus { $max } pièces de type { reason-army-role }
}
# A piece's name as reason-army-limit needs it (Russian: the genitive
# plural, «ладей»).
reason-army-role = { $role ->
    [king] roi
    [queen] dame
    [rook] tour
    [bishop] fou
    [knight] cavalier
   *[pawn] pion
}
# chessfootball: a placement that leaves no room for the king and the two
# pawns every army holds.
reason-no-room-for-king-and-pawns = laisse de la place pour ton roi et deux pions
# chessfootball: a placement after which the kick-off piece could never pass.
reason-kick-off-without-pass = ta pièce de coup d'envoi n'aurait alors aucune passe
# chessfootball: a placement refused for no rule in particular.
reason-impossible-placement = ce placement n'est pas possible
# chessfootball: a play action during the placement phase.
reason-place-first = place d'abord tes pièces, comme N@e4
# chessfootball: a whole boyer-style turn.
reason-not-in-chess-football = au chessfootball, il n'y a pas de tours de plusieurs coups
# chessfootball: at kick-off, anything but a pass from this square.
reason-kick-off-pass = le premier coup est une passe depuis la case de coup d'envoi { $square }
# chessfootball: the ball played to an empty square or an opponent.
reason-pass-to-teammate = une passe va à un coéquipier
# chessfootball: a capture of a piece without the ball.
reason-only-the-carrier = seul le porteur du ballon peut être pris
# chessfootball: a pawn reaching its last rank without =Q and the like.
reason-must-promote = un pion sur la dernière rangée est promu : ajoute =Q, =R, =B ou =N
# chessfootball: =Q and the like on anything but a pawn reaching its last rank.
reason-cannot-promote = seul un pion qui atteint la dernière rangée est promu
