# A board picture in words (its alt text): the header, each side's
# pieces, the ball, the last action.

describe-board = Tabuleiro: { $game }. { $title }. { $status }.
# One side and its pieces.
describe-side = { picture-team }: { $pieces }.
describe-carried = Bola: com a peça em { $square }.
describe-loose = Bola: solta em { $square }.
describe-no-ball = Bola: ainda não está em jogo.
describe-last = Último lance: { $action }.
# A kind of piece and its squares: "Portero e1".
describe-group = { describe-piece } { $squares }
describe-piece = { $piece ->
    [goalkeeper] Goleiro
    [defender] Zagueiro
    [midfielder] Meio-campista
    [forward] Atacante
    [king] Rei
    [queen] Dama
    [rook] Torre
    [bishop] Bispo
    [knight] Cavalo
    [pawn] Peão
   *[other] ?
}
# Between squares, and between kinds of piece.
describe-comma = {", "}
describe-semicolon = {"; "}
describe-none = nenhuma peça
