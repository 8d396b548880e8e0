# The engine's refusals: why a text is not an action, or why the rules
# forbid the action here. Squares are passed as written (e4); user text
# ($text) comes already made safe and cut short.

## The text is not an action.

reason-empty = você não escreveu nenhum lance
# $text looks like a square but is not on this board.
reason-not-a-square = { $text } não é uma casa
reason-unrecognized = “{ $text }” não é um lance: escreva c3-d4, c3xd4, e3>c5 ou --
reason-not-a-piece = “{ $text }” não é uma letra de peça aqui
# boyer: `x` was written (a syntax error), or a move onto an opponent.
reason-boyer-has-no-captures = no boyer não há capturas
# boyer: `--` stood beside other tokens.
reason-skip-not-alone = `--` já é um turno completo sozinho
# boyer: a token that is neither a move nor a kick.
reason-not-a-boyer-token = os turnos de boyer são movimentos e chutes
# boyer: more tokens than a turn holds (a syntax error, or a rule).
reason-turn-too-long = um turno tem no máximo um movimento e 8 chutes

## The rules forbid the action here.

reason-game-over = a partida terminou
# The from-square is empty or holds an opponent.
reason-no-piece-of-yours = não há nenhuma peça sua em { $square }
# A ball action from a piece that does not hold the ball.
reason-not-the-carrier = a peça em { $square } não está com a bola
reason-same-square = o lance precisa ir para outra casa
# The target holds a piece of the mover's own side.
reason-own-piece = há uma peça sua em { $square }
# The target holds an opponent that cannot be captured this way.
reason-occupied = { $square } está ocupada
reason-nothing-to-capture = não há nada para capturar em { $square }
# A piece or the ball would pass through an occupied square.
reason-blocked = { $square } está no caminho
# The ball travels along a rank, file or diagonal only.
reason-not-in-line = { $from } e { $to } não estão na mesma fileira, coluna ou diagonal
# `--` while some action exists.
reason-cannot-skip = você tem lances possíveis: não pode passar a vez
# futbol: a piece's target is not in its kind's move pattern.
reason-kind-pattern = { $kind ->
    [goalkeeper] o goleiro se move uma casa em qualquer direção
    [defender] o zagueiro se move 1 ou 2 casas na horizontal ou na vertical
    [midfielder] o meio-campista se move 1 ou 2 casas na diagonal
   *[forward] o atacante salta como o cavalo
}
# boyer, chessfootball: a piece's target is not in its role's move pattern.
reason-role-pattern = { $role ->
    [king] o rei se move uma casa
    [queen] a dama se move em linha reta ou na diagonal
    [rook] a torre se move na horizontal ou na vertical
    [bishop] o bispo se move na diagonal
    [knight] o cavalo salta em L
   *[pawn] o peão avança uma casa e passa ou captura na diagonal para a frente
}
reason-carrier-cannot-capture = quem está com a bola não pode capturar
reason-dribble-one-square = o drible é de uma casa só
reason-no-capture-on-first-move = não se pode capturar no primeiro lance
reason-pass-too-far = um passe vai no máximo 5 casas
reason-cross-too-far = um cruzamento vai no máximo 5 casas
reason-shot-too-far = um chute a gol vai no máximo 3 casas
reason-cross-onto-goal = um cruzamento não pode terminar numa casa de gol ({ $square })
# futbol: the ball reaches an opponent only as a save on its goal.
reason-ball-to-opponent = você não pode jogar a bola para o adversário em { $square }
# futbol: a kick named its kicker, as only boyer writes it.
reason-kicker-named-outside-boyer = só no boyer se indica quem chuta (d4:)
# futbol: a promotion, a placement or a whole turn.
reason-not-in-futbol = no futbol não há promoção, colocação nem turnos de vários lances
# boyer: an action that is not a whole turn.
reason-not-a-boyer-turn = um turno de boyer é um movimento e chutes, como b1-c3 e5>e7, ou --
# boyer: a move after a kick, or a second move.
reason-move-comes-first = o movimento vem primeiro, e só um por turno
# boyer: a move onto a goal square.
reason-stop-on-goal = nenhuma peça pode parar em e1 nem em e9
# boyer: a kick names a square the ball is not on; $square is where it is.
reason-ball-not-there = a bola está em { $square }
# boyer: the named kicker cannot make this kick.
reason-cannot-kick = a peça em { $kicker } não pode chutar a bola para { $target }
# boyer: no piece of the side to move can make this kick.
reason-no-kicker = nenhuma peça sua pode chutar a bola de { $from } para { $to }
# boyer: two knights could make the kick and none was named.
reason-ambiguous-kick = dois cavalos podem chutar assim: indique qual, como d4:e5>d7
# boyer: something followed a goal in the same turn.
reason-goal-ends-turn = um gol encerra o turno
# boyer: a step with no token in it.
reason-empty-token = falta o lance
# chessfootball: a placement after the placement phase.
reason-placement-over = a colocação terminou
# chessfootball: pieces are placed in their own half.
reason-not-your-half = { $square } não está no seu campo
# chessfootball: the kick-off side's first piece.
reason-kick-off-first = sua primeira peça é uma dama, torre, bispo ou cavalo na sua casa de saída { $square }
# chessfootball: the king placed off its own goal squares.
reason-king-off-goal = o rei vai numa das suas casas de gol
# chessfootball: a pawn placed on a goal square.
reason-pawn-on-goal = um peão nunca vai numa casa de gol
# chessfootball: a chess set's limit on one kind of piece ($role, as
# reason-army-role names it).
reason-army-limit = a peça { reason-army-role } está limitada a { $max } por exército
# A piece's name as reason-army-limit needs it (Russian: the genitive
# plural, «ладей»; Portuguese: the singular, after "a peça").
reason-army-role = { $role ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] bispo
    [knight] cavalo
   *[pawn] peão
}
# chessfootball: a placement that leaves no room for the king and the two
# pawns every army holds.
reason-no-room-for-king-and-pawns = deixe espaço para o seu rei e dois peões
# chessfootball: a placement after which the kick-off piece could never pass.
reason-kick-off-without-pass = assim sua peça de saída ficaria sem passe
# chessfootball: a placement refused for no rule in particular.
reason-impossible-placement = essa colocação não é possível
# chessfootball: a play action during the placement phase.
reason-place-first = primeiro coloque suas peças, como N@e4
# chessfootball: a whole boyer-style turn.
reason-not-in-chess-football = no chessfootball não há turnos de vários lances
# chessfootball: at kick-off, anything but a pass from this square.
reason-kick-off-pass = o primeiro lance é um passe a partir da casa de saída { $square }
# chessfootball: the ball played to an empty square or an opponent.
reason-pass-to-teammate = um passe vai para um companheiro
# chessfootball: a capture of a piece without the ball.
reason-only-the-carrier = só se pode capturar quem está com a bola
# chessfootball: a pawn reaching its last rank without =Q and the like.
reason-must-promote = um peão na última fileira é promovido: acrescente =Q, =R, =B ou =N
# chessfootball: =Q and the like on anything but a pawn reaching its last rank.
reason-cannot-promote = só é promovido um peão que chega à última fileira
