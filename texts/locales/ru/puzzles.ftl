# What the bot says about puzzles (`problema`): a position where one side
# forces a goal within a few of its own actions, and only one first
# action does it. Solving one raises the solver's puzzle rating (apart
# from their game ratings) and lowers the puzzle's own.

# The heading: $id is the puzzle's number (#3a9c2e), $team who scores
# (White or Black) and $left in how many of their own actions.
puzzle-heading = Задача #{ $id } ({ $variant }): { $team } начинают и забивают за { $left ->
        [one] { $left } ход
        [few] { $left } хода
        [many] { $left } ходов
       *[other] { $left } хода
    }.
# How to answer in chat (Discord, Matrix): the menu, or the typed command.
puzzle-steps = В игре Бойера гол забивается в этот ход: перемещение фигуры и каждый удар считаются отдельным ходом.
puzzle-how = Выбери в меню или напиши «problema ХОД».
# The same on the web page: the lists, or the action alone.
puzzle-how-page = Выбери в списках или напиши ход.
# The menu's second step.
puzzle-pick = Выбери ход:
# A right answer; the same side goes on.
puzzle-good = ✓ { $played }. Продолжай.
# A right answer and the defender's reply.
puzzle-good-reply = ✓ { $played }. Соперник отвечает { $reply }.
# Solved without a hint: $change carries its sign (+12, −8).
puzzle-solved = ⚽ Гол! { $played } решает задачу. Твой рейтинг в задачах: { $rating } ({ $change }); серия: { $streak }.
# Solved after a hint: it does not count for the rating.
puzzle-solved-helped = ⚽ Гол! { $played } решает задачу (с подсказкой: рейтинг не меняется).
# A wrong answer: $stopped is puzzle-wrong-stopped or
# puzzle-wrong-no-goal; $solution, the actions that worked.
puzzle-wrong = ✗ { $played } не форсирует гол: { $stopped } Решение: { $solution }. Твой рейтинг в задачах: { $rating } ({ $change }).
puzzle-wrong-stopped = соперник защищается ходом { $reply }.
puzzle-wrong-no-goal = форсированного гола больше нет.
# The hints: first where the action starts, then the action.
puzzle-hint-origin = Подсказка: ход начинается с { $origin }. (После подсказки эта задача больше не меняет твой рейтинг.)
puzzle-hint-action = Подсказка: сыграй { $action }.
puzzle-no-hint = Для этой позиции подсказки нет.
puzzle-none-going = Ты сейчас не решаешь задачу: напиши «problema», чтобы начать.
puzzle-none-for = Задач для { $variant } пока нет: попробуй «problema futbol».
puzzle-all-done = Все задачи { $variant } за последние 30 дней у тебя уже были: заходи позже.
puzzle-hint-label = Подсказка
puzzle-next-label = Ещё задача
puzzle-daily-label = Решить
# The puzzle of the day: the server's admins turn it on.
puzzle-daily-admins = Включать и выключать задачу дня могут только администраторы сообщества.
puzzle-daily-on = Готово: задача дня будет выходить в этом канале каждый день в { $hour }:00 UTC.
puzzle-daily-off = Готово: задачи дня больше не будет.
puzzle-daily-over = Эта задача дня уже прошла: попробуй сегодняшнюю.
puzzle-daily-none = В этом сообществе нет задачи дня (администраторы включают её командой «problema diario 18h»).
puzzle-daily-tried = Сегодняшняя задача у тебя уже была: завтра будет новая.
# The heading of the day's puzzle while it is solved.
puzzle-daily-mark = Задача дня ({ $day }), одна попытка:
puzzle-daily-post = Задача дня #{ $id } ({ $variant }): { $team } начинают и забивают за { $left ->
        [one] { $left } ход
        [few] { $left } хода
        [many] { $left } ходов
       *[other] { $left } хода
    }. Нажми «Решить», чтобы попробовать.
# Who solved yesterday's: names only, no mentions.
puzzle-daily-solvers = { $count ->
        [0] Вчерашнюю задачу никто не решил.
        [one] Вчерашнюю задачу решил { $count } игрок: { $names }.
        [few] Вчерашнюю задачу решили { $count } игрока: { $names }.
        [many] Вчерашнюю задачу решили { $count } игроков: { $names }.
       *[other] Вчерашнюю задачу решили { $count } игрока: { $names }.
    }
# The profile's puzzle line.
puzzle-profile = Задачи: { $rating }, серия { $streak } (лучшая { $best }), решено { $solved }, не решено { $failed }.
