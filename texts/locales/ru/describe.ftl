# A board picture in words (its alt text): the header, each side's
# pieces, the ball, the last action.

describe-board = Доска: { $game }. { $title }. { $status }.
# One side and its pieces.
describe-side = { picture-team }: { $pieces }.
describe-carried = Мяч: у фигуры на { $square }.
describe-loose = Мяч: свободен на { $square }.
describe-no-ball = Мяч: ещё не в игре.
describe-last = Последний ход: { $action }.
# A kind of piece and its squares: "Portero e1".
describe-group = { describe-piece } { $squares }
describe-piece = { $piece ->
    [goalkeeper] Вратарь
    [defender] Защитник
    [midfielder] Полузащитник
    [forward] Нападающий
    [king] Король
    [queen] Ферзь
    [rook] Ладья
    [bishop] Слон
    [knight] Конь
    [pawn] Пешка
   *[other] ?
}
# Between squares, and between kinds of piece.
describe-comma = {", "}
describe-semicolon = {"; "}
describe-none = нет фигур
