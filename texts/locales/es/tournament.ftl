# What the host says about tournaments: the standings' headings and lines,
# and the tournament page's own words.

# A Swiss tournament's name in its standings: its number and game.
tournament-title = Torneo { $id } · { $game } · suizo
# Which standings these are: after round $round of $rounds.
tournament-standings-after = Clasificación tras la ronda { $round } de { $rounds }
# The final standings, after the last of $rounds rounds.
tournament-standings-final = Clasificación final, { $rounds } rondas
# The standings' column headings: player, rating, points, Buchholz,
# Sonneborn–Berger.
tournament-head-player = Jugador
tournament-head-rating = Elo
tournament-head-points = Pts
tournament-head-buchholz = Buchholz
tournament-head-sb = S-B
# Round $round's column heading.
tournament-round-head = R{ $round }
# A round with the bye, in a standings cell.
tournament-bye-cell = libre
# Under the standings: how ties are broken and what a cell says.
tournament-standings-key = Desempate: Buchholz, Sonneborn-Berger · +3○: ganó al 3.º con blancas; f: sin jugar
# One line of the standings as text ($points, $buchholz, $sb as shown: 3½,
# 9.25).
tournament-standings-line = { $place }. { $name }: { $points } pts (Buchholz { $buchholz }, S-B { $sb })
# An arena's name in its standings: its number and game.
tournament-arena-title = Torneo { $id } · { $game } · arena
# How many of an arena's games have ended.
tournament-arena-games = Partidas terminadas: { $ended }
# The games column's heading.
tournament-games-head = Partidas
# Under an arena's standings: how points are scored.
tournament-arena-key = Victoria 2, tablas 1; ×2: tras dos victorias seguidas, puntos dobles
# One line of an arena's standings as text; $fire is yes for a player whose
# next win counts double (×2).
tournament-arena-line = { $place }. { $name }: { $points } pts, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }{ $fire ->
        [yes] {" "}×2
       *[no] {""}
    }
# The tournament page (/t/new): its title.
tournament-page-create-title = Nuevo torneo
# The new tournament form's fields: the game, the rounds, an arena's minutes
# (none: a Swiss), the time per move.
tournament-page-field-game = Juego
tournament-page-field-rounds = Rondas (suizo)
tournament-page-field-minutes = Minutos (arena; vacío: suizo)
tournament-page-field-time = Tiempo por jugada
# The new tournament form's button.
tournament-page-create = Crear el torneo
# The tournament page's players heading.
tournament-page-players = Jugadores
# Before the link to the visitor's own board.
tournament-page-your-game = Tu partida:
# The organiser's button.
tournament-page-start = Empezar
# A player's button to leave.
tournament-page-withdraw = Retirarme
