# `reglas pieza` / `rules piece`: one futbol piece in words (its
# pattern, then how every piece captures and plays the ball), its help
# line, its argument's description and its Discord names (an option of
# /futbol reglas; the names follow Discord's rules, see discord.ftl).
piece-describe = Come muove un pezzo di futbol, a parole
piece-arg = Il pezzo: portiere, difensore, centrocampista o attaccante
piece-moves =
    { $piece ->
        [goalkeeper] Portiere (P): 1 casella in una qualsiasi delle 8 direzioni, come il re negli scacchi.
        [defender] Difensore (D): 1 o 2 caselle in linea retta (traversa o colonna); per 2, la casella in mezzo deve essere vuota.
        [midfielder] Centrocampista (C): 1 o 2 caselle in diagonale; per 2, la casella in mezzo deve essere vuota.
       *[forward] Attaccante (A): il salto del cavallo (2 caselle in un senso e 1 nell'altro), scavalcando tutto.
    }
    { piece-captures }
    { piece-carrier }
piece-captures = Cattura come muove: arriva su un pezzo avversario, che esce dal gioco. Catturare chi porta la palla gli ruba la palla.
piece-carrier = Con la palla non cattura né usa il suo movimento: dribbla di 1 casella, passa, crossa o tira.
discord-command-reglas-pieza = regole-pezzo
discord-option-pieza = pezzo
discord-choice-pieza-portero = portiere
discord-choice-pieza-defensa = difensore
discord-choice-pieza-centrocampista = centrocampista
discord-choice-pieza-delantero = attaccante
