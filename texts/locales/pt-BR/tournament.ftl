# What the host says about tournaments: the standings' headings and lines,
# and the tournament page's own words.

# A Swiss tournament's name in its standings: its number and game.
tournament-title = Torneio { $id } · { $game } · suíço
# Which standings these are: after round $round of $rounds.
tournament-standings-after = Classificação após a rodada { $round } de { $rounds }
# The final standings, after the last of $rounds rounds.
tournament-standings-final = { $rounds ->
    [one] Classificação final, { $rounds } rodada
   *[other] Classificação final, { $rounds } rodadas
}
# The standings' column headings: player, rating, points, Buchholz,
# Sonneborn–Berger.
tournament-head-player = Jogador
tournament-head-rating = Rating
tournament-head-points = Pts
tournament-head-buchholz = Buchholz
tournament-head-sb = S-B
# Round $round's column heading.
tournament-round-head = R{ $round }
# A round with the bye, in a standings cell.
tournament-bye-cell = folga
# Under the standings: how ties are broken and what a cell says.
tournament-standings-key = Desempate: Buchholz, Sonneborn-Berger · +3○: venceu o nº 3 de brancas; f: não jogada
# One line of the standings as text ($points, $buchholz, $sb as shown: 3½,
# 9.25).
tournament-standings-line = { $place }. { $name }: { $points } pts (Buchholz { $buchholz }, S-B { $sb })
# An arena's name in its standings: its number and game.
tournament-arena-title = Torneio { $id } · { $game } · arena
# How many of an arena's games have ended.
tournament-arena-games = Partidas terminadas: { $ended }
# The games column's heading.
tournament-games-head = Partidas
# Under an arena's standings: how points are scored.
tournament-arena-key = Vitória 2, empate 1; ×2: após duas vitórias seguidas, pontos em dobro
# One line of an arena's standings as text; $fire is yes for a player whose
# next win counts double (×2).
tournament-arena-line = { $place }. { $name }: { $points } pts, { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    }{ $fire ->
        [yes] {" "}×2
       *[no] {""}
    }
# The tournament page (/t/new): its title.
tournament-page-create-title = Novo torneio
# The new tournament form's fields: the game, the rounds, an arena's minutes
# (none: a Swiss), the time per move.
tournament-page-field-game = Jogo
tournament-page-field-rounds = Rodadas (suíço)
tournament-page-field-minutes = Minutos (arena; vazio: suíço)
tournament-page-field-time = Tempo por lance
# The new tournament form's button.
tournament-page-create = Criar o torneio
# The tournament page's players heading.
tournament-page-players = Jogadores
# Before the link to the visitor's own board.
tournament-page-your-game = Sua partida:
# The organiser's button.
tournament-page-start = Começar
# A player's button to leave.
tournament-page-withdraw = Sair do torneio
