# A board picture in words (its alt text): the header, each side's
# pieces, the ball, the last action.

describe-board = اللوحة: { $game }. { $title }. { $status }.
# One side and its pieces.
describe-side = { picture-team }: { $pieces }.
describe-carried = الكرة: مع القطعة في { $square }.
describe-loose = الكرة: حرة في { $square }.
describe-no-ball = الكرة: لم تدخل اللعب بعد.
describe-last = آخر حركة: { $action }.
# A kind of piece and its squares: "Portero e1".
describe-group = { describe-piece } { $squares }
describe-piece = { $piece ->
    [goalkeeper] حارس
    [defender] مدافع
    [midfielder] لاعب وسط
    [forward] مهاجم
    [king] ملك
    [queen] وزير
    [rook] رخ
    [bishop] فيل
    [knight] حصان
    [pawn] بيدق
   *[other] ?
}
# Between squares, and between kinds of piece.
describe-comma = {"، "}
describe-semicolon = {"؛ "}
describe-none = لا قطع
