# What the host says about tournaments: the standings' headings and lines,
# and the tournament page's own words.

# A Swiss tournament's name in its standings: its number and game.
tournament-title = Tournament { $id } · { $game } · Swiss
# Which standings these are: after round $round of $rounds.
tournament-standings-after = Standings after round { $round } of { $rounds }
# The final standings, after the last of $rounds rounds.
tournament-standings-final = Final standings, { $rounds } rounds
# The standings' column headings: player, rating, points, Buchholz,
# Sonneborn–Berger.
tournament-head-player = Player
tournament-head-rating = Rating
tournament-head-points = Pts
tournament-head-buchholz = Buchholz
tournament-head-sb = S-B
# Round $round's column heading.
tournament-round-head = R{ $round }
# A round with the bye, in a standings cell.
tournament-bye-cell = bye
# Under the standings: how ties are broken and what a cell says.
tournament-standings-key = Ties: Buchholz, Sonneborn-Berger · +3○: beat no. 3 with white; f: not played
# One line of the standings as text ($points, $buchholz, $sb as shown: 3½,
# 9.25).
tournament-standings-line = { $place }. { $name }: { $points } pts (Buchholz { $buchholz }, S-B { $sb })
# An arena's name in its standings: its number and game.
tournament-arena-title = Tournament { $id } · { $game } · arena
# How many of an arena's games have ended.
tournament-arena-games = Games ended: { $ended }
# The games column's heading.
tournament-games-head = Games
# Under an arena's standings: how points are scored.
tournament-arena-key = Win 2, draw 1; ×2: after two wins in a row, points count double
# One line of an arena's standings as text; $fire is yes for a player whose
# next win counts double (×2).
tournament-arena-line = { $place }. { $name }: { $points } pts, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }{ $fire ->
        [yes] {" "}×2
       *[no] {""}
    }
# The tournament page (/t/new): its title.
tournament-page-create-title = New tournament
# The new tournament form's fields: the game, the rounds, an arena's minutes
# (none: a Swiss), the time per move.
tournament-page-field-game = Game
tournament-page-field-rounds = Rounds (Swiss)
tournament-page-field-minutes = Minutes (arena; empty: Swiss)
tournament-page-field-time = Time a move
# The new tournament form's button.
tournament-page-create = Create the tournament
# The tournament page's players heading.
tournament-page-players = Players
# Before the link to the visitor's own board.
tournament-page-your-game = Your game:
# The organiser's button.
tournament-page-start = Start
# A player's button to leave.
tournament-page-withdraw = Withdraw
