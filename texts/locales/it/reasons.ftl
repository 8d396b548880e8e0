# The engine's refusals: why a text is not an action, or why the rules
# forbid the action here. Squares are passed as written (e4); user text
# ($text) comes already made safe and cut short.

## The text is not an action.

reason-empty = non hai scritto nessuna mossa
# $text looks like a square but is not on this board.
reason-not-a-square = { $text } non è una casa
reason-unrecognized = «{ $text }» non è una mossa: scrivi c3-d4, c3xd4, e3>c5 o --
reason-not-a-piece = «{ $text }» non è la lettera di un pezzo qui
# boyer: `x` was written (a syntax error), or a move onto an opponent.
reason-boyer-has-no-captures = in boyer non si cattura
# boyer: `--` stood beside other tokens.
reason-skip-not-alone = `--` è da solo un turno completo
# boyer: a token that is neither a move nor a kick.
reason-not-a-boyer-token = i turni di boyer sono mosse e calci
# boyer: more tokens than a turn holds (a syntax error, or a rule).
reason-turn-too-long = un turno ha al massimo una mossa e 8 calci

## The rules forbid the action here.

reason-game-over = la partita è finita
# The from-square is empty or holds an opponent.
reason-no-piece-of-yours = in { $square } non c'è nessun tuo pezzo
# A ball action from a piece that does not hold the ball.
reason-not-the-carrier = il pezzo in { $square } non ha la palla
reason-same-square = la mossa deve andare in un'altra casa
# The target holds a piece of the mover's own side.
reason-own-piece = in { $square } c'è un tuo pezzo
# The target holds an opponent that cannot be captured this way.
reason-occupied = { $square } è occupata
reason-nothing-to-capture = in { $square } non c'è niente da catturare
# A piece or the ball would pass through an occupied square.
reason-blocked = { $square } è in mezzo
# The ball travels along a rank, file or diagonal only.
reason-not-in-line = { $from } e { $to } non sono sulla stessa traversa, colonna o diagonale
# `--` while some action exists.
reason-cannot-skip = hai mosse possibili: non puoi passare
# futbol: a piece's target is not in its kind's move pattern.
reason-kind-pattern = { $kind ->
    [goalkeeper] il portiere si muove di una casa in qualsiasi direzione
    [defender] il difensore si muove di 1 o 2 case in orizzontale o in verticale
    [midfielder] il centrocampista si muove di 1 o 2 case in diagonale
   *[forward] l'attaccante salta come il cavallo
}
# boyer, chessfootball: a piece's target is not in its role's move pattern.
reason-role-pattern = { $role ->
    [king] il re si muove di una casa
    [queen] la donna si muove in linea retta o in diagonale
    [rook] la torre si muove in orizzontale o in verticale
    [bishop] l'alfiere si muove in diagonale
    [knight] il cavallo salta a L
   *[pawn] il pedone avanza di una casa e passa o cattura in diagonale in avanti
}
reason-carrier-cannot-capture = chi ha la palla non può catturare
reason-dribble-one-square = il dribbling è di una sola casa
reason-no-capture-on-first-move = alla prima mossa non si può catturare
reason-pass-too-far = un passaggio arriva al massimo a 5 case
reason-cross-too-far = un cross arriva al massimo a 5 case
reason-shot-too-far = un tiro arriva al massimo a 3 case
reason-cross-onto-goal = un cross non può finire su una casa di porta ({ $square })
# futbol: the ball reaches an opponent only as a save on its goal.
reason-ball-to-opponent = non puoi giocare la palla all'avversario in { $square }
# futbol: a kick named its kicker, as only boyer writes it.
reason-kicker-named-outside-boyer = solo in boyer si indica chi calcia (d4:)
# futbol: a promotion, a placement or a whole turn.
reason-not-in-futbol = in futbol non ci sono promozione, piazzamento né turni di più mosse
# boyer: an action that is not a whole turn.
reason-not-a-boyer-turn = un turno di boyer è una mossa e dei calci, come b1-c3 e5>e7, oppure --
# boyer: a move after a kick, or a second move.
reason-move-comes-first = la mossa va per prima, e solo una per turno
# boyer: a move onto a goal square.
reason-stop-on-goal = nessun pezzo può fermarsi in e1 o in e9
# boyer: a kick names a square the ball is not on; $square is where it is.
reason-ball-not-there = la palla è in { $square }
# boyer: the named kicker cannot make this kick.
reason-cannot-kick = il pezzo in { $kicker } non può calciare la palla in { $target }
# boyer: no piece of the side to move can make this kick.
reason-no-kicker = nessun tuo pezzo può calciare la palla da { $from } a { $to }
# boyer: two knights could make the kick and none was named.
reason-ambiguous-kick = due cavalli possono calciare così: indica quale, come d4:e5>d7
# boyer: something followed a goal in the same turn.
reason-goal-ends-turn = un gol termina il turno
# boyer: a step with no token in it.
reason-empty-token = manca la mossa
# chessfootball: a placement after the placement phase.
reason-placement-over = il piazzamento è finito
# chessfootball: pieces are placed in their own half.
reason-not-your-half = { $square } non è nella tua metà campo
# chessfootball: the kick-off side's first piece.
reason-kick-off-first = il tuo primo pezzo è una donna, una torre, un alfiere o un cavallo sulla tua casa del calcio d'inizio { $square }
# chessfootball: the king placed off its own goal squares.
reason-king-off-goal = il re va su una delle tue case di porta
# chessfootball: a pawn placed on a goal square.
reason-pawn-on-goal = un pedone non va mai su una casa di porta
# chessfootball: a chess set's limit on one kind of piece ($role, as
# reason-army-role names it).
reason-army-limit = { $max ->
    [one] un esercito ha al massimo { $max } pezzo di tipo { reason-army-role }
   *[other] un esercito ha al massimo { $max } pezzi di tipo { reason-army-role }
}
# A piece's name as reason-army-limit needs it (Russian: the genitive
# plural, «ладей»).
reason-army-role = { $role ->
    [king] re
    [queen] donna
    [rook] torre
    [bishop] alfiere
    [knight] cavallo
   *[pawn] pedone
}
# chessfootball: a placement that leaves no room for the king and the two
# pawns every army holds.
reason-no-room-for-king-and-pawns = lascia spazio per il tuo re e due pedoni
# chessfootball: a placement after which the kick-off piece could never pass.
reason-kick-off-without-pass = così il tuo pezzo del calcio d'inizio resterebbe senza passaggio
# chessfootball: a placement refused for no rule in particular.
reason-impossible-placement = quel piazzamento non è possibile
# chessfootball: a play action during the placement phase.
reason-place-first = prima piazza i tuoi pezzi, come N@e4
# chessfootball: a whole boyer-style turn.
reason-not-in-chess-football = in chessfootball non ci sono turni di più mosse
# chessfootball: at kick-off, anything but a pass from this square.
reason-kick-off-pass = la prima mossa è un passaggio dalla casa del calcio d'inizio { $square }
# chessfootball: the ball played to an empty square or an opponent.
reason-pass-to-teammate = un passaggio va a un compagno
# chessfootball: a capture of a piece without the ball.
reason-only-the-carrier = si può catturare solo chi ha la palla
# chessfootball: a pawn reaching its last rank without =Q and the like.
reason-must-promote = un pedone sull'ultima traversa va promosso: aggiungi =Q, =R, =B o =N
# chessfootball: =Q and the like on anything but a pawn reaching its last rank.
reason-cannot-promote = si promuove solo un pedone che arriva all'ultima traversa
