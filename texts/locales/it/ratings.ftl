# What the host says about ratings: rated or casual, each player's change
# at the end of a game, profiles and leaderboards.

# A room whose games count for the ratings (in its announcement and header).
rating-rated = classificata
# A room whose games do not count for the ratings.
rating-casual = amichevole (senza punti)
# Both players' changes at the end of a rated game; $changes is the
# rating-change of each, joined with ", ".
rating-changes = Punteggio: { $changes }.
# One player's change: name, rating before and after as shown (1500?), and
# the difference with its sign (+189, −189).
rating-change = { $name } { $before } → { $after } ({ $diff })
rating-profile-title = Profilo di { $name }
# What a profile's chart shows.
rating-chart-subtitle = Punteggio nelle ultime 100 partite classificate
rating-no-rated-games = { $name } non ha ancora partite classificate.
# One game's line of a profile: the game, its rating as shown (1689?), the
# games played, the wins (V), draws (P) and losses (S), the current run
# ($run: win, loss or none; $streak: how long) and the last results ($last:
# each a rating-last-result, joined with ", ").
rating-profile-line = **{ $game }** { $rating } · { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }: { $wins } V, { $draws } P, { $losses } S{ $run ->
        [win] {" "}· serie: { $streak }V
        [loss] {" "}· serie: { $streak }S
       *[none] {""}
    } · ultime: { $last }
# One of a profile's last results: its letter (as in rating-profile-line)
# and the opponent.
rating-last-result = { $score ->
        [win] V
        [draw] P
       *[loss] S
    } { $name }
# A leaderboard's first line, for this channel's (or server's) players.
rating-leaderboard-here = Classifica di { $game } qui
# A leaderboard's first line, for every player.
rating-leaderboard-global = Classifica globale di { $game }
# One place of a leaderboard.
rating-leaderboard-place = { $place }. { $name } { $rating } ({ $games ->
        [one] { $games } partita
       *[other] { $games } partite
    })
# Nobody is listed yet, and why.
rating-leaderboard-empty = Nessuno è ancora in classifica: conta chi ha giocato una partita classificata qui negli ultimi 90 giorni, ha affrontato almeno 5 avversari diversi e ha un punteggio stabile (senza ?).
# A game left casual: its two players already played $limit rated games
# with each other in the last 24 hours.
rating-pair-spent = Partita amichevole: avete già giocato { $limit } partite classificate tra voi nelle ultime 24 ore, e ne contano solo { $limit }.
# Who the leaderboard lists: how many rated games a new player's rating
# needs to settle, and how many different opponents.
rating-listed-after = Compare chi ha giocato una partita classificata qui negli ultimi 90 giorni, contro almeno { $opponents } avversari diversi in totale, e ha un punteggio stabile (senza ?). Un nuovo giocatore lo stabilizza dopo alcune partite classificate: { $games }.
# The asker is not listed yet: about $games more rated games, and
# $opponents more different opponents.
rating-not-listed-yet = Non compari ancora (il tuo punteggio: { $rating }). Ti mancano, più o meno: partite classificate { $games }; avversari diversi { $opponents }.
# A player named in a way this platform does not know ($written: what was
# typed, made safe).
rating-unknown-player = Non so chi sia «{ $written }»: menziona un giocatore (@qualcuno).
