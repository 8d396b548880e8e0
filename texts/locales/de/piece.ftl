# `reglas pieza` / `rules piece`: one futbol piece in words (its
# pattern, then how every piece captures and plays the ball), its help
# line, its argument's description and its Discord names (an option of
# /futbol reglas; the names follow Discord's rules, see discord.ftl).
piece-describe = Wie eine Futbol-Figur zieht, in Worten
piece-arg = Die Figur: Torwart, Verteidiger, Mittelfeldspieler oder Stürmer
piece-moves =
    { $piece ->
        [goalkeeper] Torwart (P): 1 Feld in jede der 8 Richtungen, wie der König im Schach.
        [defender] Verteidiger (D): 1 oder 2 Felder geradeaus (Reihe oder Linie); bei 2 muss das Feld dazwischen leer sein.
        [midfielder] Mittelfeldspieler (C): 1 oder 2 Felder diagonal; bei 2 muss das Feld dazwischen leer sein.
       *[forward] Stürmer (A): der Rösselsprung (2 Felder in eine Richtung und 1 in die andere), über alles hinweg.
    }
    { piece-captures }
    { piece-carrier }
piece-captures = Sie schlägt, wie sie zieht: auf eine gegnerische Figur, die das Spiel verlässt. Wer den Ballführer schlägt, erobert den Ball.
piece-carrier = Mit dem Ball schlägt sie nicht und zieht nicht nach ihrem Muster: sie dribbelt 1 Feld, passt, flankt oder schießt.
discord-command-reglas-pieza = regeln-figur
discord-option-pieza = figur
discord-choice-pieza-portero = Torwart
discord-choice-pieza-defensa = Verteidiger
discord-choice-pieza-centrocampista = Mittelfeldspieler
discord-choice-pieza-delantero = Stürmer
