# A board picture in words (its alt text): the header, each side's
# pieces, the ball, the last action.

describe-board = Board: { $game }. { $title }. { $status }.
# One side and its pieces.
describe-side = { picture-team }: { $pieces }.
describe-carried = Ball: held by the piece on { $square }.
describe-loose = Ball: loose on { $square }.
describe-no-ball = Ball: not in play yet.
describe-last = Last action: { $action }.
# A kind of piece and its squares: "Portero e1".
describe-group = { describe-piece } { $squares }
describe-piece = { $piece ->
    [goalkeeper] Goalkeeper
    [defender] Defender
    [midfielder] Midfielder
    [forward] Forward
    [king] King
    [queen] Queen
    [rook] Rook
    [bishop] Bishop
    [knight] Knight
    [pawn] Pawn
   *[other] ?
}
# Between squares, and between kinds of piece.
describe-comma = {", "}
describe-semicolon = {"; "}
describe-none = no pieces
