# What the host says about tournaments: the standings' headings and lines,
# and the tournament page's own words.

# A Swiss tournament's name in its standings: its number and game.
tournament-title = Torneo { $id } · { $game } · svizzero
# Which standings these are: after round $round of $rounds.
tournament-standings-after = Classifica dopo il turno { $round } di { $rounds }
# The final standings, after the last of $rounds rounds.
tournament-standings-final = { $rounds ->
    [one] Classifica finale, { $rounds } turno
   *[other] Classifica finale, { $rounds } turni
}
# The standings' column headings: player, rating, points, Buchholz,
# Sonneborn–Berger.
tournament-head-player = Giocatore
tournament-head-rating = Elo
tournament-head-points = Pt
tournament-head-buchholz = Buchholz
tournament-head-sb = S-B
# Round $round's column heading.
tournament-round-head = T{ $round }
# A round with the bye, in a standings cell.
tournament-bye-cell = riposo
# Under the standings: how ties are broken and what a cell says.
tournament-standings-key = Spareggio: Buchholz, Sonneborn-Berger · +3○: ha battuto il n. 3 con il bianco; f: non giocata
# One line of the standings as text ($points, $buchholz, $sb as shown: 3½,
# 9.25).
tournament-standings-line = { $place }. { $name }: { $points } pt (Buchholz { $buchholz }, S-B { $sb })
# An arena's name in its standings: its number and game.
tournament-arena-title = Torneo { $id } · { $game } · arena
# How many of an arena's games have ended.
tournament-arena-games = Partite finite: { $ended }
# The games column's heading.
tournament-games-head = Partite
# Under an arena's standings: how points are scored.
tournament-arena-key = Vittoria 2, patta 1; ×2: dopo due vittorie di fila, punti doppi
# One line of an arena's standings as text; $fire is yes for a player whose
# next win counts double (×2).
tournament-arena-line = { $place }. { $name }: { $points } pt, { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }{ $fire ->
        [yes] {" "}×2
       *[no] {""}
    }
# The tournament page (/t/new): its title.
tournament-page-create-title = Nuovo torneo
# The new tournament form's fields: the game, the rounds, an arena's minutes
# (none: a Swiss), the time per move.
tournament-page-field-game = Gioco
tournament-page-field-rounds = Turni (svizzero)
tournament-page-field-minutes = Minuti (arena; vuoto: svizzero)
tournament-page-field-time = Tempo per mossa
# The new tournament form's button.
tournament-page-create = Crea il torneo
# The tournament page's players heading.
tournament-page-players = Giocatori
# Before the link to the visitor's own board.
tournament-page-your-game = La tua partita:
# The organiser's button.
tournament-page-start = Avvia
# A player's button to leave.
tournament-page-withdraw = Ritirati
