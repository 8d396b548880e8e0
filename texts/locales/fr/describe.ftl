# A board picture in words (its alt text): the header, each side's
# pieces, the ball, the last action.

describe-board = Plateau : { $game }. { $title }. { $status }.
# One side and its pieces.
describe-side = { picture-team } : { $pieces }.
describe-carried = Ballon : porté par la pièce en { $square }.
describe-loose = Ballon : libre en { $square }.
describe-no-ball = Ballon : pas encore en jeu.
describe-last = Dernier coup : { $action }.
# A kind of piece and its squares: "Portero e1".
describe-group = { describe-piece } { $squares }
describe-piece = { $piece ->
    [goalkeeper] Gardien
    [defender] Défenseur
    [midfielder] Milieu
    [forward] Attaquant
    [king] Roi
    [queen] Dame
    [rook] Tour
    [bishop] Fou
    [knight] Cavalier
    [pawn] Pion
   *[other] ?
}
# Between squares, and between kinds of piece.
describe-comma = {", "}
describe-semicolon = {" ; "}
describe-none = aucune pièce
