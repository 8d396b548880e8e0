# What the host says about tournaments: the standings' headings and lines,
# and the tournament page's own words.

# A Swiss tournament's name in its standings: its number and game.
tournament-title = البطولة { $id } · { $game } · سويسري
# Which standings these are: after round $round of $rounds.
tournament-standings-after = الترتيب بعد الجولة { $round } من { $rounds }
# The final standings, after the last of $rounds rounds.
tournament-standings-final = الترتيب النهائي، { $rounds } جولات
# The standings' column headings: player, rating, points, Buchholz,
# Sonneborn–Berger.
tournament-head-player = اللاعب
tournament-head-rating = التصنيف
tournament-head-points = النقاط
tournament-head-buchholz = بوخهولز
tournament-head-sb = س-ب
# Round $round's column heading.
tournament-round-head = ج{ $round }
# A round with the bye, in a standings cell.
tournament-bye-cell = راحة
# Under the standings: how ties are broken and what a cell says.
tournament-standings-key = كسر التعادل: بوخهولز ثم سونبورن-برغر · f: لم تُلعب · ○ أبيض ● أسود
# One line of the standings as text ($points, $buchholz, $sb as shown: 3½,
# 9.25).
tournament-standings-line = { $place }. { $name }: { $points } نقاط (بوخهولز { $buchholz }، س-ب { $sb })
# An arena's name in its standings: its number and game.
tournament-arena-title = البطولة { $id } · { $game } · أرينا
# How many of an arena's games have ended.
tournament-arena-games = المباريات المنتهية: { $ended }
# The games column's heading.
tournament-games-head = المباريات
# Under an arena's standings: how points are scored.
tournament-arena-key = الفوز 2 والتعادل 1؛ ×2: بعد فوزين متتاليين تُضاعف النقاط
# One line of an arena's standings as text; $fire is yes for a player whose
# next win counts double (×2).
tournament-arena-line = { $place }. { $name }: { $points } نقاط، { $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    }{ $fire ->
        [yes] {" "}×2
       *[no] {""}
    }
# The tournament page (/t/new): its title.
tournament-page-create-title = بطولة جديدة
# The new tournament form's fields: the game, the rounds, an arena's minutes
# (none: a Swiss), the time per move.
tournament-page-field-game = اللعبة
tournament-page-field-rounds = الجولات (سويسري)
tournament-page-field-minutes = الدقائق (أرينا؛ فارغ: سويسري)
tournament-page-field-time = الوقت لكل نقلة
# The new tournament form's button.
tournament-page-create = أنشئ البطولة
# The tournament page's players heading.
tournament-page-players = اللاعبون
# Before the link to the visitor's own board.
tournament-page-your-game = مباراتك:
# The organiser's button.
tournament-page-start = ابدأ
# A player's button to leave.
tournament-page-withdraw = انسحب
