# `reglas pieza` / `rules piece`: one futbol piece in words (its
# pattern, then how every piece captures and plays the ball), its help
# line, its argument's description and its Discord names (an option of
# /futbol reglas; the names follow Discord's rules, see discord.ftl).
piece-describe = Comment se déplace une pièce de futbol, en mots
piece-arg = La pièce : gardien, défenseur, milieu ou attaquant
piece-moves =
    { $piece ->
        [goalkeeper] Gardien (P) : 1 case dans l'une des 8 directions, comme le roi aux échecs.
        [defender] Défenseur (D) : 1 ou 2 cases en ligne droite (rangée ou colonne) ; pour 2, la case du milieu doit être vide.
        [midfielder] Milieu (C) : 1 ou 2 cases en diagonale ; pour 2, la case du milieu doit être vide.
       *[forward] Attaquant (A) : le saut du cavalier (2 cases dans un sens et 1 dans l'autre), par-dessus tout.
    }
    { piece-captures }
    { piece-carrier }
piece-captures = Elle prend comme elle se déplace : elle arrive sur une pièce adverse, qui quitte le jeu. Prendre le porteur du ballon lui vole le ballon.
piece-carrier = Avec le ballon, elle ne prend pas et n'utilise pas son déplacement : elle dribble d'1 case, passe, centre ou tire.
discord-command-reglas-pieza = règles-pièce
discord-option-pieza = pièce
discord-choice-pieza-portero = gardien
discord-choice-pieza-defensa = défenseur
discord-choice-pieza-centrocampista = milieu
discord-choice-pieza-delantero = attaquant
