# What the host says about ratings: rated or casual, each player's change
# at the end of a game, profiles and leaderboards.

# A room whose games count for the ratings (in its announcement and header).
rating-rated = gewertet
# A room whose games do not count for the ratings.
rating-casual = ungewertet (ohne Punkte)
# Both players' changes at the end of a rated game; $changes is the
# rating-change of each, joined with ", ".
rating-changes = Wertung: { $changes }.
# One player's change: name, rating before and after as shown (1500?), and
# the difference with its sign (+189, −189).
rating-change = { $name } { $before } → { $after } ({ $diff })
rating-profile-title = Profil von { $name }
# What a profile's chart shows.
rating-chart-subtitle = Wertung in den letzten 100 gewerteten Partien
rating-no-rated-games = { $name } hat noch keine gewerteten Partien.
# One game's line of a profile: the game, its rating as shown (1689?), the
# games played, the wins (S), draws (R) and losses (N), the current run
# ($run: win, loss or none; $streak: how long) and the last results ($last:
# each a rating-last-result, joined with ", ").
rating-profile-line = **{ $game }** { $rating } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }: { $wins } S, { $draws } R, { $losses } N{ $run ->
        [win] {" "}· Serie: { $streak }S
        [loss] {" "}· Serie: { $streak }N
       *[none] {""}
    } · zuletzt: { $last }
# One of a profile's last results: its letter (as in rating-profile-line)
# and the opponent.
rating-last-result = { $score ->
        [win] S
        [draw] R
       *[loss] N
    } { $name }
# A leaderboard's first line, for this channel's (or server's) players.
rating-leaderboard-here = Rangliste für { $game } hier
# A leaderboard's first line, for every player.
rating-leaderboard-global = Globale Rangliste für { $game }
# One place of a leaderboard.
rating-leaderboard-place = { $place }. { $name } { $rating } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
# Nobody is listed yet, and why.
rating-leaderboard-empty = Noch niemand steht in der Rangliste: Es zählt, wer hier in den letzten 90 Tagen eine gewertete Partie gespielt hat, gegen mindestens 5 verschiedene Gegner gespielt hat und eine gefestigte Wertung hat (ohne ?).
# A game left casual: its two players already played $limit rated games
# with each other in the last 24 hours.
rating-pair-spent = Ungewertete Partie: Ihr habt in den letzten 24 Stunden schon { $limit ->
        [one] { $limit } gewertete Partie gegeneinander gespielt, und nur { $limit } zählt.
       *[other] { $limit } gewertete Partien gegeneinander gespielt, und nur { $limit } zählen.
    }
# Who the leaderboard lists: how many rated games a new player's rating
# needs to settle, and how many different opponents.
rating-listed-after = In der Rangliste steht, wer hier in den letzten 90 Tagen eine gewertete Partie gespielt hat, insgesamt gegen mindestens { $opponents } verschiedene Gegner, und eine gefestigte Wertung hat (ohne ?). Bei neuen Spielern festigt sie sich nach einigen gewerteten Partien: { $games }.
# The asker is not listed yet: about $games more rated games, and
# $opponents more different opponents.
rating-not-listed-yet = Du stehst noch nicht in der Rangliste (deine Wertung: { $rating }). Noch nötig, ungefähr: gewertete Partien { $games }; verschiedene Gegner { $opponents }.
# A player named in a way this platform does not know ($written: what was
# typed, made safe).
rating-unknown-player = Ich weiß nicht, wer „{ $written }“ ist: Erwähne einen Spieler (@jemand).
