# A board picture in words (its alt text): the header, each side's
# pieces, the ball, the last action.

describe-board = Scacchiera: { $game }. { $title }. { $status }.
# One side and its pieces.
describe-side = { picture-team }: { $pieces }.
describe-carried = Palla: la porta il pezzo in { $square }.
describe-loose = Palla: libera in { $square }.
describe-no-ball = Palla: non ancora in gioco.
describe-last = Ultima mossa: { $action }.
# A kind of piece and its squares: "Portero e1".
describe-group = { describe-piece } { $squares }
describe-piece = { $piece ->
    [goalkeeper] Portiere
    [defender] Difensore
    [midfielder] Centrocampista
    [forward] Attaccante
    [king] Re
    [queen] Donna
    [rook] Torre
    [bishop] Alfiere
    [knight] Cavallo
    [pawn] Pedone
   *[other] ?
}
# Between squares, and between kinds of piece.
describe-comma = {", "}
describe-semicolon = {"; "}
describe-none = nessun pezzo
