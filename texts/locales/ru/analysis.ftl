# What the bot says about a game's analysis (`analyse [ID]`): the engine
# looks at every position of an archived game and marks the moves that
# gave away much of their side's chance to win.

# The analysis is queued; it is posted in this channel when done.
analysis-queued = Партия #{ $id } анализируется (ходов: { $actions }): результат появится здесь через несколько секунд.
# The same game is being analysed already.
analysis-already = Партия #{ $id } уже анализируется: результат появится там, где его запросили.
# The asker's previous analysis is not finished.
analysis-yours = Твой прошлый анализ ещё не готов: по одному за раз.
# The process's queue of analyses is full.
analysis-busy = Компьютер занят другими анализами: попробуй через минуту.
# A game without actions has nothing to analyse.
analysis-empty = В партии #{ $id } нет ходов для анализа.
# A record the engine could not replay (a fault; it is logged).
analysis-failed = Не удалось проанализировать партию #{ $id }.
# The analysis. $white_line and $black_line are analysis-player lines;
# $turning is analysis-turning or empty.
analysis-result =
    Анализ партии #{ $id } ({ $variant }), { $white } против { $black }:
    Белые, { $white }: { $white_line }
    Чёрные, { $black }: { $black_line }
    { $turning }
# One side's summary: how many moves of each kind, and the average share
# of the win chance its moves gave away.
analysis-player = { $inaccuracies ->
        [one] { $inaccuracies } неточность
        [few] { $inaccuracies } неточности
        [many] { $inaccuracies } неточностей
       *[other] { $inaccuracies } неточности
    }, { $mistakes ->
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
        [many] { $mistakes } ошибок
       *[other] { $mistakes } ошибки
    }, { $blunders ->
        [one] { $blunders } грубая ошибка
        [few] { $blunders } грубые ошибки
        [many] { $blunders } грубых ошибок
       *[other] { $blunders } грубой ошибки
    }; средняя потеря { $loss } %
# The moves where the game turned most: "12. e4-e5?? (лучше: d4-d5)".
analysis-turning = Переломные моменты: { $list }
# One marked move in that list; $mark is ?!, ? or ??.
analysis-move = { $number } { $action }{ $mark } (лучше: { $better })
# A turning point where the move played was the engine's own choice.
analysis-move-best = { $number } { $action }

analysis-chart-title = Партия #{ $id } · { $white } – { $black }
analysis-chart-subtitle = Шансы белых на победу, ход за ходом
analysis-chart-goal = гол
analysis-chart-inaccuracy = неточность
analysis-chart-mistake = ошибка
analysis-chart-blunder = грубая ошибка
