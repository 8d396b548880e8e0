# What the host says about tournaments: the standings' headings and lines,
# and the tournament page's own words.

# A Swiss tournament's name in its standings: its number and game.
tournament-title = Tournoi { $id } · { $game } · suisse
# Which standings these are: after round $round of $rounds.
tournament-standings-after = Classement après la ronde { $round } sur { $rounds }
# The final standings, after the last of $rounds rounds.
tournament-standings-final = Classement final, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
# The standings' column headings: player, rating, points, Buchholz,
# Sonneborn–Berger.
tournament-head-player = Joueur
tournament-head-rating = Elo
tournament-head-points = Pts
tournament-head-buchholz = Buchholz
tournament-head-sb = S-B
# Round $round's column heading.
tournament-round-head = R{ $round }
# A round with the bye, in a standings cell.
tournament-bye-cell = exempt
# Under the standings: how ties are broken and what a cell says.
tournament-standings-key = Départage : Buchholz, Sonneborn-Berger · +3○ : a battu le n° 3 avec les blancs ; f : non jouée
# One line of the standings as text ($points, $buchholz, $sb as shown: 3½,
# 9.25).
tournament-standings-line = { $place }. { $name } : { $points } pts (Buchholz { $buchholz }, S-B { $sb })
# An arena's name in its standings: its number and game.
tournament-arena-title = Tournoi { $id } · { $game } · arène
# How many of an arena's games have ended.
tournament-arena-games = Parties terminées : { $ended }
# The games column's heading.
tournament-games-head = Parties
# Under an arena's standings: how points are scored.
tournament-arena-key = Victoire 2, nulle 1 ; ×2 : après deux victoires d'affilée, points doublés
# One line of an arena's standings as text; $fire is yes for a player whose
# next win counts double (×2).
tournament-arena-line = { $place }. { $name } : { $points } pts, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }{ $fire ->
        [yes] {" "}×2
       *[no] {""}
    }
# The tournament page (/t/new): its title.
tournament-page-create-title = Nouveau tournoi
# The new tournament form's fields: the game, the rounds, an arena's minutes
# (none: a Swiss), the time per move.
tournament-page-field-game = Jeu
tournament-page-field-rounds = Rondes (suisse)
tournament-page-field-minutes = Minutes (arène ; vide : suisse)
tournament-page-field-time = Temps par coup
# The new tournament form's button.
tournament-page-create = Créer le tournoi
# The tournament page's players heading.
tournament-page-players = Joueurs
# Before the link to the visitor's own board.
tournament-page-your-game = Ta partie :
# The organiser's button.
tournament-page-start = Lancer
# A player's button to leave.
tournament-page-withdraw = Me retirer
