# What the host says about tournaments: the standings' headings and lines,
# and the tournament page's own words.

# A Swiss tournament's name in its standings: its number and game.
tournament-title = Turnier { $id } · { $game } · Schweizer System
# Which standings these are: after round $round of $rounds.
tournament-standings-after = Tabelle nach Runde { $round } von { $rounds }
# The final standings, after the last of $rounds rounds.
tournament-standings-final = { $rounds ->
    [one] Abschlusstabelle, { $rounds } Runde
   *[other] Abschlusstabelle, { $rounds } Runden
}
# The standings' column headings: player, rating, points, Buchholz,
# Sonneborn–Berger.
tournament-head-player = Spieler
tournament-head-rating = Elo
tournament-head-points = Pkt
tournament-head-buchholz = Buchholz
tournament-head-sb = S-B
# Round $round's column heading.
tournament-round-head = R{ $round }
# A round with the bye, in a standings cell.
tournament-bye-cell = frei
# Under the standings: how ties are broken and what a cell says.
tournament-standings-key = Feinwertung: Buchholz, Sonneborn-Berger · +3○: gegen Nr. 3 mit Weiß gewonnen; f: nicht gespielt
# One line of the standings as text ($points, $buchholz, $sb as shown: 3½,
# 9.25).
tournament-standings-line = { $place }. { $name }: { $points } Pkt (Buchholz { $buchholz }, S-B { $sb })
# An arena's name in its standings: its number and game.
tournament-arena-title = Turnier { $id } · { $game } · Arena
# How many of an arena's games have ended.
tournament-arena-games = Beendete Partien: { $ended }
# The games column's heading.
tournament-games-head = Partien
# Under an arena's standings: how points are scored.
tournament-arena-key = Sieg 2, Remis 1; ×2: nach zwei Siegen in Folge doppelte Punkte
# One line of an arena's standings as text; $fire is yes for a player whose
# next win counts double (×2).
tournament-arena-line = { $place }. { $name }: { $points } Pkt, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }{ $fire ->
        [yes] {" "}×2
       *[no] {""}
    }
# The tournament page (/t/new): its title.
tournament-page-create-title = Neues Turnier
# The new tournament form's fields: the game, the rounds, an arena's minutes
# (none: a Swiss), the time per move.
tournament-page-field-game = Spiel
tournament-page-field-rounds = Runden (Schweizer System)
tournament-page-field-minutes = Minuten (Arena; leer: Schweizer System)
tournament-page-field-time = Zeit pro Zug
# The new tournament form's button.
tournament-page-create = Turnier erstellen
# The tournament page's players heading.
tournament-page-players = Spieler
# Before the link to the visitor's own board.
tournament-page-your-game = Deine Partie:
# The organiser's button.
tournament-page-start = Starten
# A player's button to leave.
tournament-page-withdraw = Zurückziehen
