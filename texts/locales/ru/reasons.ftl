# The engine's refusals: why a text is not an action, or why the rules
# forbid the action here. Squares are passed as written (e4); user text
# ($text) comes already made safe and cut short.

## The text is not an action.

reason-empty = ход не указан
# $text looks like a square but is not on this board.
reason-not-a-square = { $text } — не поле доски
reason-unrecognized = «{ $text }» — не ход: напиши c3-d4, c3xd4, e3>c5 или --
reason-not-a-piece = здесь нет фигуры с буквой «{ $text }»
# boyer: `x` was written (a syntax error), or a move onto an opponent.
reason-boyer-has-no-captures = в boyer фигуры не бьют
# boyer: `--` stood beside other tokens.
reason-skip-not-alone = `--` — это целый ход сам по себе
# boyer: a token that is neither a move nor a kick.
reason-not-a-boyer-token = ход в boyer состоит из перемещения и ударов по мячу
# boyer: more tokens than a turn holds (a syntax error, or a rule).
reason-turn-too-long = за ход — не больше одного перемещения и 8 ударов

## The rules forbid the action here.

reason-game-over = партия окончена
# The from-square is empty or holds an opponent.
reason-no-piece-of-yours = на { $square } нет твоей фигуры
# A ball action from a piece that does not hold the ball.
reason-not-the-carrier = у фигуры на { $square } нет мяча
reason-same-square = ход должен вести на другое поле
# The target holds a piece of the mover's own side.
reason-own-piece = на { $square } стоит твоя фигура
# The target holds an opponent that cannot be captured this way.
reason-occupied = поле { $square } занято
reason-nothing-to-capture = на { $square } нечего бить
# A piece or the ball would pass through an occupied square.
reason-blocked = путь перекрыт на { $square }
# The ball travels along a rank, file or diagonal only.
reason-not-in-line = { $from } и { $to } не на одной горизонтали, вертикали или диагонали
# `--` while some action exists.
reason-cannot-skip = у тебя есть допустимый ход, пропустить нельзя
# futbol: a piece's target is not in its kind's move pattern.
reason-kind-pattern = { $kind ->
    [goalkeeper] вратарь ходит на одно поле в любом направлении
    [defender] защитник ходит на 1 или 2 поля по горизонтали или вертикали
    [midfielder] полузащитник ходит на 1 или 2 поля по диагонали
   *[forward] нападающий ходит как конь
}
# boyer, chessfootball: a piece's target is not in its role's move pattern.
reason-role-pattern = { $role ->
    [king] король ходит на одно поле
    [queen] ферзь ходит по горизонтали, вертикали или диагонали
    [rook] ладья ходит по горизонтали или вертикали
    [bishop] слон ходит по диагонали
    [knight] конь ходит буквой «Г»
   *[pawn] пешка ходит на одно поле вперёд, а пасует и бьёт по диагонали вперёд
}
reason-carrier-cannot-capture = фигура с мячом не может бить
reason-dribble-one-square = с мячом можно пройти только на одно поле
reason-no-capture-on-first-move = на первом ходу бить нельзя
reason-pass-too-far = пас — не дальше 5 полей
reason-cross-too-far = навес — не дальше 5 полей
reason-shot-too-far = удар по воротам — не дальше 3 полей
reason-cross-onto-goal = навес не может заканчиваться на поле ворот ({ $square })
# futbol: the ball reaches an opponent only as a save on its goal.
reason-ball-to-opponent = нельзя отдать мяч сопернику на { $square }
# futbol: a kick named its kicker, as only boyer writes it.
reason-kicker-named-outside-boyer = бьющую фигуру (d4:) указывают только в boyer
# futbol: a promotion, a placement or a whole turn.
reason-not-in-futbol = в futbol нет превращения, расстановки и ходов из нескольких частей
# boyer: an action that is not a whole turn.
reason-not-a-boyer-turn = ход в boyer — это перемещение и удары, например b1-c3 e5>e7, или --
# boyer: a move after a kick, or a second move.
reason-move-comes-first = перемещение идёт первым, и только одно за ход
# boyer: a move onto a goal square.
reason-stop-on-goal = никакая фигура не может встать на e1 или e9
# boyer: a kick names a square the ball is not on; $square is where it is.
reason-ball-not-there = мяч на { $square }
# boyer: the named kicker cannot make this kick.
reason-cannot-kick = фигура на { $kicker } не может пробить мяч на { $target }
# boyer: no piece of the side to move can make this kick.
reason-no-kicker = ни одна твоя фигура не может пробить мяч с { $from } на { $to }
# boyer: two knights could make the kick and none was named.
reason-ambiguous-kick = этот удар могут сделать два коня: укажи, какой, например d4:e5>d7
# boyer: something followed a goal in the same turn.
reason-goal-ends-turn = гол завершает ход
# boyer: a step with no token in it.
reason-empty-token = пустая часть хода
# chessfootball: a placement after the placement phase.
reason-placement-over = расстановка закончена
# chessfootball: pieces are placed in their own half.
reason-not-your-half = { $square } не на твоей половине доски
# chessfootball: the kick-off side's first piece.
reason-kick-off-first = твоя первая фигура — ферзь, ладья, слон или конь на поле начального удара { $square }
# chessfootball: the king placed off its own goal squares.
reason-king-off-goal = король ставится на одно из полей твоих ворот
# chessfootball: a pawn placed on a goal square.
reason-pawn-on-goal = пешку нельзя ставить на поле ворот
# chessfootball: a chess set's limit on one kind of piece ($role, as
# reason-army-role names it).
reason-army-limit = { reason-army-role } в армии может быть не больше { $max }
# A piece's name as reason-army-limit needs it (Russian: the genitive
# plural, «ладей»).
reason-army-role = { $role ->
    [king] королей
    [queen] ферзей
    [rook] ладей
    [bishop] слонов
    [knight] коней
   *[pawn] пешек
}
# chessfootball: a placement that leaves no room for the king and the two
# pawns every army holds.
reason-no-room-for-king-and-pawns = оставь место для короля и двух пешек
# chessfootball: a placement after which the kick-off piece could never pass.
reason-kick-off-without-pass = тогда фигуре начального удара некому будет отдать пас
# chessfootball: a placement refused for no rule in particular.
reason-impossible-placement = такая расстановка невозможна
# chessfootball: a play action during the placement phase.
reason-place-first = сначала расставь фигуры, например N@e4
# chessfootball: a whole boyer-style turn.
reason-not-in-chess-football = в chessfootball нет ходов из нескольких частей
# chessfootball: at kick-off, anything but a pass from this square.
reason-kick-off-pass = первое действие — пас с поля начального удара { $square }
# chessfootball: the ball played to an empty square or an opponent.
reason-pass-to-teammate = пас отдают своей фигуре
# chessfootball: a capture of a piece without the ball.
reason-only-the-carrier = бить можно только фигуру с мячом
# chessfootball: a pawn reaching its last rank without =Q and the like.
reason-must-promote = пешка на последней горизонтали превращается: добавь =Q, =R, =B или =N
# chessfootball: =Q and the like on anything but a pawn reaching its last rank.
reason-cannot-promote = превращается только пешка, дошедшая до последней горизонтали
