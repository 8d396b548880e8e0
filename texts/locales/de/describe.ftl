# A board picture in words (its alt text): the header, each side's
# pieces, the ball, the last action.

describe-board = Brett: { $game }. { $title }. { $status }.
# One side and its pieces.
describe-side = { picture-team }: { $pieces }.
describe-carried = Ball: bei der Figur auf { $square }.
describe-loose = Ball: frei auf { $square }.
describe-no-ball = Ball: noch nicht im Spiel.
describe-last = Letzter Zug: { $action }.
# A kind of piece and its squares: "Portero e1".
describe-group = { describe-piece } { $squares }
describe-piece = { $piece ->
    [goalkeeper] Torwart
    [defender] Verteidiger
    [midfielder] Mittelfeldspieler
    [forward] Stürmer
    [king] König
    [queen] Dame
    [rook] Turm
    [bishop] Läufer
    [knight] Springer
    [pawn] Bauer
   *[other] ?
}
# Between squares, and between kinds of piece.
describe-comma = {", "}
describe-semicolon = {"; "}
describe-none = keine Figuren
