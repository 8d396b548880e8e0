# What the host says about ratings: rated or casual, each player's change
# at the end of a game, profiles and leaderboards.

# A room whose games count for the ratings (in its announcement and header).
rating-rated = ranqueada
# A room whose games do not count for the ratings.
rating-casual = casual (sem pontos)
# Both players' changes at the end of a rated game; $changes is the
# rating-change of each, joined with ", ".
rating-changes = Pontuação: { $changes }.
# One player's change: name, rating before and after as shown (1500?), and
# the difference with its sign (+189, −189).
rating-change = { $name } { $before } → { $after } ({ $diff })
rating-profile-title = Perfil de { $name }
# What a profile's chart shows.
rating-chart-subtitle = Pontuação nas últimas 100 partidas ranqueadas
rating-no-rated-games = { $name } ainda não tem partidas ranqueadas.
# One game's line of a profile: the game, its rating as shown (1689?), the
# games played, the wins (V), draws (E) and losses (D), the current run
# ($run: win, loss or none; $streak: how long) and the last results ($last:
# each a rating-last-result, joined with ", ").
rating-profile-line = **{ $game }** { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }: { $wins } V, { $draws } E, { $losses } D{ $run ->
        [win] {" "}· sequência: { $streak }V
        [loss] {" "}· sequência: { $streak }D
       *[none] {""}
    } · últimas: { $last }
# One of a profile's last results: its letter (as in rating-profile-line)
# and the opponent.
rating-last-result = { $score ->
        [win] V
        [draw] E
       *[loss] D
    } { $name }
# A leaderboard's first line, for this channel's (or server's) players.
rating-leaderboard-here = Classificação de { $game } aqui
# A leaderboard's first line, for every player.
rating-leaderboard-global = Classificação global de { $game }
# One place of a leaderboard.
rating-leaderboard-place = { $place }. { $name } { $rating } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
# Nobody is listed yet, and why.
rating-leaderboard-empty = Ninguém está na classificação ainda: entra quem jogou uma partida ranqueada aqui nos últimos 90 dias, jogou contra pelo menos 5 adversários diferentes e tem uma pontuação estabelecida (sem ?).
# A game left casual: its two players already played $limit rated games
# with each other in the last 24 hours.
rating-pair-spent = { $limit ->
    [one] Partida casual: vocês já jogaram { $limit } partida ranqueada entre si nas últimas 24 horas, e só conta { $limit }.
   *[other] Partida casual: vocês já jogaram { $limit } partidas ranqueadas entre si nas últimas 24 horas, e só contam { $limit }.
}
# Who the leaderboard lists: how many rated games a new player's rating
# needs to settle, and how many different opponents.
rating-listed-after = Aparece quem jogou uma partida ranqueada aqui nos últimos 90 dias, contra pelo menos { $opponents } adversários diferentes no total, e tem uma pontuação estabelecida (sem ?). Um jogador novo estabelece a pontuação após algumas partidas ranqueadas: { $games }.
# The asker is not listed yet: about $games more rated games, and
# $opponents more different opponents.
rating-not-listed-yet = Você ainda não aparece (sua pontuação: { $rating }). Faltam, mais ou menos: partidas ranqueadas, { $games }; adversários diferentes, { $opponents }.
# A player named in a way this platform does not know ($written: what was
# typed, made safe).
rating-unknown-player = Não sei quem é “{ $written }”: mencione um jogador (@alguém).
