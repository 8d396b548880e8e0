# A board picture in words (its alt text): the header, each side's
# pieces, the ball, the last action.

describe-board = Tablero: { $game }. { $title }. { $status }.
# One side and its pieces.
describe-side = { picture-team }: { $pieces }.
describe-carried = Balón: lo lleva la pieza de { $square }.
describe-loose = Balón: suelto en { $square }.
describe-no-ball = Balón: aún no está en juego.
describe-last = Última jugada: { $action }.
# A kind of piece and its squares: "Portero e1".
describe-group = { describe-piece } { $squares }
describe-piece = { $piece ->
    [goalkeeper] Portero
    [defender] Defensa
    [midfielder] Centrocampista
    [forward] Delantero
    [king] Rey
    [queen] Dama
    [rook] Torre
    [bishop] Alfil
    [knight] Caballo
    [pawn] Peón
   *[other] ?
}
# Between squares, and between kinds of piece.
describe-comma = {", "}
describe-semicolon = {"; "}
describe-none = ninguna pieza
