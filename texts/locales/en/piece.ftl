# `reglas pieza` / `rules piece`: one futbol piece in words (its
# pattern, then how every piece captures and plays the ball), its help
# line, its argument's description and its Discord names (an option of
# /futbol reglas; the names follow Discord's rules, see discord.ftl).
piece-describe = How a futbol piece moves, in words
piece-arg = The piece: goalkeeper, defender, midfielder or forward
piece-moves =
    { $piece ->
        [goalkeeper] Goalkeeper (P): 1 square in any of the 8 directions, like a chess king.
        [defender] Defender (D): 1 or 2 squares in a straight line (along a rank or file); for 2, the square in between must be empty.
        [midfielder] Midfielder (C): 1 or 2 squares diagonally; for 2, the square in between must be empty.
       *[forward] Forward (A): a knight's leap (2 squares one way and 1 the other), jumping over anything.
    }
    { piece-captures }
    { piece-carrier }
piece-captures = It captures the way it moves: it lands on an opposing piece, which leaves the game. Capturing the ball carrier steals the ball.
piece-carrier = With the ball it neither captures nor uses its pattern: it dribbles 1 square, passes, crosses or shoots.
discord-command-reglas-pieza = rules-piece
discord-option-pieza = piece
discord-choice-pieza-portero = goalkeeper
discord-choice-pieza-defensa = defender
discord-choice-pieza-centrocampista = midfielder
discord-choice-pieza-delantero = forward
