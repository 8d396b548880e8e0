# What the host says about ratings: rated or casual, each player's change
# at the end of a game, profiles and leaderboards.

# A room whose games count for the ratings (in its announcement and header).
rating-rated = rated
# A room whose games do not count for the ratings.
rating-casual = casual (unrated)
# Both players' changes at the end of a rated game; $changes is the
# rating-change of each, joined with ", ".
rating-changes = Ratings: { $changes }.
# One player's change: name, rating before and after as shown (1500?), and
# the difference with its sign (+189, −189).
rating-change = { $name } { $before } → { $after } ({ $diff })
rating-profile-title = { $name }'s profile
# What a profile's chart shows.
rating-chart-subtitle = Rating over the last 100 rated games
rating-no-rated-games = { $name } has no rated games yet.
# One game's line of a profile: the game, its rating as shown (1689?), the
# games played, the wins (W), draws (D) and losses (L), the current run
# ($run: win, loss or none; $streak: how long) and the last results ($last:
# each a rating-last-result, joined with ", ").
rating-profile-line = **{ $game }** { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $wins } W, { $draws } D, { $losses } L{ $run ->
        [win] {" "}· streak: { $streak }W
        [loss] {" "}· streak: { $streak }L
       *[none] {""}
    } · last: { $last }
# One of a profile's last results: its letter (as in rating-profile-line)
# and the opponent.
rating-last-result = { $score ->
        [win] W
        [draw] D
       *[loss] L
    } { $name }
# A leaderboard's first line, for this channel's (or server's) players.
rating-leaderboard-here = { $game } leaderboard here
# A leaderboard's first line, for every player.
rating-leaderboard-global = Global { $game } leaderboard
# One place of a leaderboard.
rating-leaderboard-place = { $place }. { $name } { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
# Nobody is listed yet, and why.
rating-leaderboard-empty = Nobody is listed yet: it lists players with a rated game here in the last 90 days, rated games against at least 5 different opponents and a settled rating (no ?).
# A game left casual: its two players already played $limit rated games
# with each other in the last 24 hours.
rating-pair-spent = Casual game: you two have already played { $limit } rated games with each other in the last 24 hours, and only { $limit } count.
# Who the leaderboard lists: how many rated games a new player's rating
# needs to settle, and how many different opponents.
rating-listed-after = It lists players with a rated game here in the last 90 days, rated games against at least { $opponents } different opponents in all, and a settled rating (no ?). A new player's rating settles after about this many rated games: { $games }.
# The asker is not listed yet: about $games more rated games, and
# $opponents more different opponents.
rating-not-listed-yet = You are not listed yet (your rating: { $rating }). Still to go, about: rated games { $games }; different opponents { $opponents }.
# A player named in a way this platform does not know ($written: what was
# typed, made safe).
rating-unknown-player = I don't know who “{ $written }” is: mention a player (@someone).
