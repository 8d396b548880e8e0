# The engine's refusals: why a text is not an action, or why the rules
# forbid the action here. Squares are passed as written (e4); user text
# ($text) comes already made safe and cut short.

## The text is not an action.

reason-empty = no action was given
# $text looks like a square but is not on this board.
reason-not-a-square = { $text } is not a square
reason-unrecognized = “{ $text }” is not an action: write c3-d4, c3xd4, e3>c5 or --
reason-not-a-piece = “{ $text }” is not a piece letter here
# boyer: `x` was written (a syntax error), or a move onto an opponent.
reason-boyer-has-no-captures = boyer has no captures
# boyer: `--` stood beside other tokens.
reason-skip-not-alone = `--` is a whole turn on its own
# boyer: a token that is neither a move nor a kick.
reason-not-a-boyer-token = boyer turns are moves and kicks
# boyer: more tokens than a turn holds (a syntax error, or a rule).
reason-turn-too-long = a turn has at most one move and 8 kicks

## The rules forbid the action here.

reason-game-over = the game is over
# The from-square is empty or holds an opponent.
reason-no-piece-of-yours = { $square } has no piece of yours
# A ball action from a piece that does not hold the ball.
reason-not-the-carrier = { $square } does not have the ball
reason-same-square = the action must go to another square
# The target holds a piece of the mover's own side.
reason-own-piece = { $square } is taken by your own piece
# The target holds an opponent that cannot be captured this way.
reason-occupied = { $square } is taken
reason-nothing-to-capture = there is nothing to capture on { $square }
# A piece or the ball would pass through an occupied square.
reason-blocked = { $square } is in the way
# The ball travels along a rank, file or diagonal only.
reason-not-in-line = { $from } and { $to } are not on one rank, file or diagonal
# `--` while some action exists.
reason-cannot-skip = you have a legal action, so you cannot pass the turn
# futbol: a piece's target is not in its kind's move pattern.
reason-kind-pattern = { $kind ->
    [goalkeeper] a goalkeeper moves one square in any direction
    [defender] a defender moves 1 or 2 squares along a rank or file
    [midfielder] a midfielder moves 1 or 2 squares diagonally
   *[forward] a forward moves like a knight
}
# boyer, chessfootball: a piece's target is not in its role's move pattern.
reason-role-pattern = { $role ->
    [king] a king moves one square
    [queen] a queen moves along a rank, file or diagonal
    [rook] a rook moves along a rank or file
    [bishop] a bishop moves along a diagonal
    [knight] a knight moves in an L
   *[pawn] a pawn moves one square forward and passes or captures diagonally forward
}
reason-carrier-cannot-capture = the carrier cannot capture
reason-dribble-one-square = the carrier only dribbles one square at a time
reason-no-capture-on-first-move = nothing can be captured on the first move
reason-pass-too-far = a pass goes at most 5 squares
reason-cross-too-far = a cross goes at most 5 squares
reason-shot-too-far = a shot goes at most 3 squares
reason-cross-onto-goal = a cross may not end on a goal square ({ $square })
# futbol: the ball reaches an opponent only as a save on its goal.
reason-ball-to-opponent = the ball cannot be played to the opponent on { $square }
# futbol: a kick named its kicker, as only boyer writes it.
reason-kicker-named-outside-boyer = only boyer kicks name their kicker (d4:)
# futbol: a promotion, a placement or a whole turn.
reason-not-in-futbol = futbol has no promotions, placements or multi-token turns
# boyer: an action that is not a whole turn.
reason-not-a-boyer-turn = a boyer turn is moves and kicks, like b1-c3 e5>e7, or --
# boyer: a move after a kick, or a second move.
reason-move-comes-first = the move comes first, and only one a turn
# boyer: a move onto a goal square.
reason-stop-on-goal = no piece may stop on e1 or e9
# boyer: a kick names a square the ball is not on; $square is where it is.
reason-ball-not-there = the ball is on { $square }
# boyer: the named kicker cannot make this kick.
reason-cannot-kick = the piece on { $kicker } cannot kick the ball to { $target }
# boyer: no piece of the side to move can make this kick.
reason-no-kicker = no piece of yours can kick the ball from { $from } to { $to }
# boyer: two knights could make the kick and none was named.
reason-ambiguous-kick = two knights can make this kick: name the kicker, like d4:e5>d7
# boyer: something followed a goal in the same turn.
reason-goal-ends-turn = a goal ends the turn
# boyer: a step with no token in it.
reason-empty-token = an empty token
# chessfootball: a placement after the placement phase.
reason-placement-over = the placement phase is over
# chessfootball: pieces are placed in their own half.
reason-not-your-half = { $square } is not in your half
# chessfootball: the kick-off side's first piece.
reason-kick-off-first = your first piece is a queen, rook, bishop or knight on your kick-off square { $square }
# chessfootball: the king placed off its own goal squares.
reason-king-off-goal = the king goes on one of your goal squares
# chessfootball: a pawn placed on a goal square.
reason-pawn-on-goal = a pawn never stands on a goal square
# chessfootball: a chess set's limit on one kind of piece ($role, as
# reason-army-role names it).
reason-army-limit = an army has at most { $max } of the { reason-army-role }
# A piece's name as reason-army-limit needs it (Russian: the genitive
# plural, «ладей»).
reason-army-role = { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}
# chessfootball: a placement that leaves no room for the king and the two
# pawns every army holds.
reason-no-room-for-king-and-pawns = keep room for your king and two pawns
# chessfootball: a placement after which the kick-off piece could never pass.
reason-kick-off-without-pass = that would leave your kick-off piece with no pass
# chessfootball: a placement refused for no rule in particular.
reason-impossible-placement = that placement is not possible
# chessfootball: a play action during the placement phase.
reason-place-first = place your pieces first, like N@e4
# chessfootball: a whole boyer-style turn.
reason-not-in-chess-football = chessfootball has no multi-token turns
# chessfootball: at kick-off, anything but a pass from this square.
reason-kick-off-pass = the first action is a pass from the kick-off square { $square }
# chessfootball: the ball played to an empty square or an opponent.
reason-pass-to-teammate = a pass goes to a teammate
# chessfootball: a capture of a piece without the ball.
reason-only-the-carrier = only the ball carrier can be captured
# chessfootball: a pawn reaching its last rank without =Q and the like.
reason-must-promote = a pawn on the last rank promotes: add =Q, =R, =B or =N
# chessfootball: =Q and the like on anything but a pawn reaching its last rank.
reason-cannot-promote = only a pawn reaching the last rank promotes
