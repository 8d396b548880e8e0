# What the host says about ratings: rated or casual, each player's change
# at the end of a game, profiles and leaderboards.

# A room whose games count for the ratings (in its announcement and header).
rating-rated = محتسبة في التصنيف
# A room whose games do not count for the ratings.
rating-casual = ودية (غير محتسبة)
# Both players' changes at the end of a rated game; $changes is the
# rating-change of each, joined with ", ".
rating-changes = التصنيف: { $changes }.
# One player's change: name, rating before and after as shown (1500?), and
# the difference with its sign (+189, −189).
rating-change = { $name } { $before } → { $after } ({ $diff })
rating-profile-title = ملف { $name }
# What a profile's chart shows.
rating-chart-subtitle = التصنيف في آخر 100 مباراة محتسبة
rating-no-rated-games = لا توجد مباريات محتسبة لـ { $name } بعد.
# One game's line of a profile: the game, its rating as shown (1689?), the
# games played, the wins (ف), draws (ت) and losses (خ), the current run
# ($run: win, loss or none; $streak: how long) and the last results ($last:
# each a rating-last-result, joined with ", ").
rating-profile-line = **{ $game }** { $rating } · { $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    }: { $wins } ف، { $draws } ت، { $losses } خ{ $run ->
        [win] {" "}· سلسلة: { $streak }ف
        [loss] {" "}· سلسلة: { $streak }خ
       *[none] {""}
    } · الأخيرة: { $last }
# One of a profile's last results: its letter (as in rating-profile-line)
# and the opponent.
rating-last-result = { $score ->
        [win] ف
        [draw] ت
       *[loss] خ
    } { $name }
# A leaderboard's first line, for this channel's (or server's) players.
rating-leaderboard-here = ترتيب { $game } هنا
# A leaderboard's first line, for every player.
rating-leaderboard-global = الترتيب العام لـ { $game }
# One place of a leaderboard.
rating-leaderboard-place = { $place }. { $name } { $rating } ({ $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    })
# Nobody is listed yet, and why.
rating-leaderboard-empty = لا أحد في الترتيب بعد: يُدرج من لعب مباراة محتسبة هنا في آخر 90 يومًا، وواجه 5 خصوم مختلفين على الأقل، وتصنيفه مستقر (بلا ?).
# A game left casual: its two players already played $limit rated games
# with each other in the last 24 hours.
rating-pair-spent = مباراة ودية: لعبتما معًا { $limit } مباريات محتسبة في آخر 24 ساعة، ولا يُحتسب أكثر من { $limit }.
# Who the leaderboard lists: how many rated games a new player's rating
# needs to settle, and how many different opponents.
rating-listed-after = يُدرج من لعب مباراة محتسبة هنا في آخر 90 يومًا، ولعب مباريات محتسبة ضد { $opponents } خصوم مختلفين على الأقل، وتصنيفه مستقر (بلا ?). يستقر تصنيف اللاعب الجديد بعد عدد تقريبي من المباريات المحتسبة: { $games }.
# The asker is not listed yet: about $games more rated games, and
# $opponents more different opponents.
rating-not-listed-yet = لست مدرجًا بعد (تصنيفك: { $rating }). المتبقي تقريبًا: مباريات محتسبة { $games }؛ خصوم مختلفون { $opponents }.
# A player named in a way this platform does not know ($written: what was
# typed, made safe).
rating-unknown-player = لا أعرف من هو «{ $written }»: اذكر لاعبًا (@someone).
