# What the host says about ratings: rated or casual, each player's change
# at the end of a game, profiles and leaderboards.

# A room whose games count for the ratings (in its announcement and header).
rating-rated = puntuada
# A room whose games do not count for the ratings.
rating-casual = casual (sin puntos)
# Both players' changes at the end of a rated game; $changes is the
# rating-change of each, joined with ", ".
rating-changes = Puntuación: { $changes }.
# One player's change: name, rating before and after as shown (1500?), and
# the difference with its sign (+189, −189).
rating-change = { $name } { $before } → { $after } ({ $diff })
rating-profile-title = Perfil de { $name }
# What a profile's chart shows.
rating-chart-subtitle = Puntuación en las últimas 100 partidas puntuadas
rating-no-rated-games = { $name } no tiene partidas puntuadas todavía.
# One game's line of a profile: the game, its rating as shown (1689?), the
# games played, the wins (G), draws (T) and losses (P), the current run
# ($run: win, loss or none; $streak: how long) and the last results ($last:
# each a rating-last-result, joined with ", ").
rating-profile-line = **{ $game }** { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }: { $wins } G, { $draws } T, { $losses } P{ $run ->
        [win] {" "}· racha: { $streak }G
        [loss] {" "}· racha: { $streak }P
       *[none] {""}
    } · últimas: { $last }
# One of a profile's last results: its letter (as in rating-profile-line)
# and the opponent.
rating-last-result = { $score ->
        [win] G
        [draw] T
       *[loss] P
    } { $name }
# A leaderboard's first line, for this channel's (or server's) players.
rating-leaderboard-here = Clasificación de { $game } aquí
# A leaderboard's first line, for every player.
rating-leaderboard-global = Clasificación global de { $game }
# One place of a leaderboard.
rating-leaderboard-place = { $place }. { $name } { $rating } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
# Nobody is listed yet, and why.
rating-leaderboard-empty = Nadie está en la clasificación todavía: cuenta quien jugó una partida puntuada aquí en los últimos 90 días, jugó contra al menos 5 rivales distintos y tiene una puntuación asentada (sin ?).
# A game left casual: its two players already played $limit rated games
# with each other in the last 24 hours.
rating-pair-spent = Partida casual: ya habéis jugado { $limit } partidas puntuadas entre vosotros en las últimas 24 horas, y solo cuentan { $limit }.
# Who the leaderboard lists: how many rated games a new player's rating
# needs to settle, and how many different opponents.
rating-listed-after = Aparece quien jugó una partida puntuada aquí en los últimos 90 días, contra al menos { $opponents } rivales distintos en total, y tiene una puntuación asentada (sin ?). Un jugador nuevo la asienta tras unas partidas puntuadas: { $games }.
# The asker is not listed yet: about $games more rated games, and
# $opponents more different opponents.
rating-not-listed-yet = Aún no apareces (tu puntuación: { $rating }). Te faltan, más o menos, partidas puntuadas: { $games }; rivales distintos: { $opponents }.
# A player named in a way this platform does not know ($written: what was
# typed, made safe).
rating-unknown-player = No sé quién es «{ $written }»: menciona a un jugador (@alguien).
