# What the host says about ratings: rated or casual, each player's change
# at the end of a game, profiles and leaderboards.

# A room whose games count for the ratings (in its announcement and header).
rating-rated = classée
# A room whose games do not count for the ratings.
rating-casual = amicale (sans points)
# Both players' changes at the end of a rated game; $changes is the
# rating-change of each, joined with ", ".
rating-changes = Cote : { $changes }.
# One player's change: name, rating before and after as shown (1500?), and
# the difference with its sign (+189, −189).
rating-change = { $name } { $before } → { $after } ({ $diff })
rating-profile-title = Profil de { $name }
# What a profile's chart shows.
rating-chart-subtitle = Cote sur les 100 dernières parties classées
rating-no-rated-games = { $name } n'a pas encore de partie classée.
# One game's line of a profile: the game, its rating as shown (1689?), the
# games played, the wins (V), draws (N) and losses (D), the current run
# ($run: win, loss or none; $streak: how long) and the last results ($last:
# each a rating-last-result, joined with ", ").
rating-profile-line = **{ $game }** { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } : { $wins } V, { $draws } N, { $losses } D{ $run ->
        [win] {" "}· série : { $streak }V
        [loss] {" "}· série : { $streak }D
       *[none] {""}
    } · dernières : { $last }
# One of a profile's last results: its letter (as in rating-profile-line)
# and the opponent.
rating-last-result = { $score ->
        [win] V
        [draw] N
       *[loss] D
    } { $name }
# A leaderboard's first line, for this channel's (or server's) players.
rating-leaderboard-here = Classement { $game } ici
# A leaderboard's first line, for every player.
rating-leaderboard-global = Classement global { $game }
# One place of a leaderboard.
rating-leaderboard-place = { $place }. { $name } { $rating } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
# Nobody is listed yet, and why.
rating-leaderboard-empty = Personne n'est encore au classement : y figure qui a joué une partie classée ici dans les 90 derniers jours, contre au moins 5 adversaires différents, et a une cote établie (sans ?).
# A game left casual: its two players already played $limit rated games
# with each other in the last 24 hours.
rating-pair-spent = Partie amicale : vous avez déjà joué { $limit } parties classées l'un contre l'autre ces dernières 24 heures, et seules { $limit } comptent.
# Who the leaderboard lists: how many rated games a new player's rating
# needs to settle, and how many different opponents.
rating-listed-after = Y figure qui a joué une partie classée ici dans les 90 derniers jours, contre au moins { $opponents } adversaires différents en tout, et a une cote établie (sans ?). La cote d'un nouveau joueur s'établit après quelques parties classées : { $games }.
# The asker is not listed yet: about $games more rated games, and
# $opponents more different opponents.
rating-not-listed-yet = Tu n'es pas encore au classement (ta cote : { $rating }). Il te manque environ : parties classées : { $games } ; adversaires différents : { $opponents }.
# A player named in a way this platform does not know ($written: what was
# typed, made safe).
rating-unknown-player = Je ne sais pas qui est « { $written } » : mentionne un joueur (@quelqu'un).
