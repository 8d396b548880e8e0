# What the host says about tournaments: the standings' headings and lines,
# and the tournament page's own words.

# A Swiss tournament's name in its standings: its number and game.
tournament-title = Турнир { $id } · { $game } · швейцарка
# Which standings these are: after round $round of $rounds.
tournament-standings-after = Положение после тура { $round } из { $rounds }
# The final standings, after the last of $rounds rounds.
tournament-standings-final = Итоговое положение, туров: { $rounds }
# The standings' column headings: player, rating, points, Buchholz,
# Sonneborn–Berger.
tournament-head-player = Игрок
tournament-head-rating = Рейтинг
tournament-head-points = Очки
tournament-head-buchholz = Бухгольц
tournament-head-sb = З-Б
# Round $round's column heading.
tournament-round-head = Т{ $round }
# A round with the bye, in a standings cell.
tournament-bye-cell = своб.
# Under the standings: how ties are broken and what a cell says.
tournament-standings-key = Доп. показатели: Бухгольц, Зоннеборн-Бергер · +3○: победа над № 3 белыми · f: без игры
# One line of the standings as text ($points, $buchholz, $sb as shown: 3½,
# 9.25).
tournament-standings-line = { $place }. { $name }: { $points } очк. (Бухгольц { $buchholz }, З-Б { $sb })
# An arena's name in its standings: its number and game.
tournament-arena-title = Турнир { $id } · { $game } · арена
# How many of an arena's games have ended.
tournament-arena-games = Сыграно партий: { $ended }
# The games column's heading.
tournament-games-head = Партии
# Under an arena's standings: how points are scored.
tournament-arena-key = Победа 2, ничья 1; ×2: после двух побед подряд очки удваиваются
# One line of an arena's standings as text; $fire is yes for a player whose
# next win counts double (×2).
tournament-arena-line = { $place }. { $name }: { $points } очк., партий: { $games }{ $fire ->
        [yes] {" "}×2
       *[no] {""}
    }
# The tournament page (/t/new): its title.
tournament-page-create-title = Новый турнир
# The new tournament form's fields: the game, the rounds, an arena's minutes
# (none: a Swiss), the time per move.
tournament-page-field-game = Игра
tournament-page-field-rounds = Туры (швейцарка)
tournament-page-field-minutes = Минуты (арена; пусто: швейцарка)
tournament-page-field-time = Время на ход
# The new tournament form's button.
tournament-page-create = Создать турнир
# The tournament page's players heading.
tournament-page-players = Игроки
# Before the link to the visitor's own board.
tournament-page-your-game = Твоя партия:
# The organiser's button.
tournament-page-start = Начать
# A player's button to leave.
tournament-page-withdraw = Выйти
