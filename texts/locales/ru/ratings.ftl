# What the host says about ratings: rated or casual, each player's change
# at the end of a game, profiles and leaderboards.

# A room whose games count for the ratings (in its announcement and header).
rating-rated = на рейтинг
# A room whose games do not count for the ratings.
rating-casual = без рейтинга
# Both players' changes at the end of a rated game; $changes is the
# rating-change of each, joined with ", ".
rating-changes = Рейтинг: { $changes }.
# One player's change: name, rating before and after as shown (1500?), and
# the difference with its sign (+189, −189).
rating-change = { $name } { $before } → { $after } ({ $diff })
rating-profile-title = Профиль: { $name }
# What a profile's chart shows.
rating-chart-subtitle = Рейтинг за последние 100 партий на рейтинг
rating-no-rated-games = У { $name } пока нет партий на рейтинг.
# One game's line of a profile: the game, its rating as shown (1689?), the
# games played, the wins (В), draws (Н) and losses (П), the current run
# ($run: win, loss or none; $streak: how long) and the last results ($last:
# each a rating-last-result, joined with ", ").
rating-profile-line = **{ $game }** { $rating } · { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }: { $wins } В, { $draws } Н, { $losses } П{ $run ->
        [win] {" "}· серия: { $streak }В
        [loss] {" "}· серия: { $streak }П
       *[none] {""}
    } · последние: { $last }
# One of a profile's last results: its letter (as in rating-profile-line)
# and the opponent.
rating-last-result = { $score ->
        [win] В
        [draw] Н
       *[loss] П
    } { $name }
# A leaderboard's first line, for this channel's (or server's) players.
rating-leaderboard-here = Таблица { $game } здесь
# A leaderboard's first line, for every player.
rating-leaderboard-global = Общая таблица { $game }
# One place of a leaderboard.
rating-leaderboard-place = { $place }. { $name } { $rating } ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    })
# Nobody is listed yet, and why.
rating-leaderboard-empty = В таблице пока никого: в ней те, кто сыграл здесь партию на рейтинг за последние 90 дней, играл хотя бы с 5 разными соперниками и чей рейтинг устоялся (без ?).
# A game left casual: its two players already played $limit rated games
# with each other in the last 24 hours.
rating-pair-spent = Партия без рейтинга: вы уже сыграли друг с другом { $limit } партии на рейтинг за последние 24 часа, а в зачёт идут только { $limit }.
# Who the leaderboard lists: how many rated games a new player's rating
# needs to settle, and how many different opponents.
rating-listed-after = В таблице те, кто сыграл здесь партию на рейтинг за последние 90 дней, всего играл на рейтинг хотя бы с { $opponents } разными соперниками и чей рейтинг устоялся (без ?). Рейтинг нового игрока устаивается примерно после стольких партий на рейтинг: { $games }.
# The asker is not listed yet: about $games more rated games, and
# $opponents more different opponents.
rating-not-listed-yet = Тебя пока нет в таблице (твой рейтинг: { $rating }). Осталось примерно: партий на рейтинг { $games }; разных соперников { $opponents }.
# A player named in a way this platform does not know ($written: what was
# typed, made safe).
rating-unknown-player = Не знаю, кто такой «{ $written }»: упомяни игрока (@кто-то).
