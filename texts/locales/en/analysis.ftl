# What the bot says about a game's analysis (`analyse [ID]`): the engine
# looks at every position of an archived game and marks the moves that
# gave away much of their side's chance to win.

# The analysis is queued; it is posted in this channel when done.
analysis-queued = Analysing game #{ $id } ({ $actions ->
        [one] 1 action
       *[other] { $actions } actions
    }): the result will be posted here in a few seconds.
# The same game is being analysed already.
analysis-already = Game #{ $id } is being analysed already: the result will be posted where it was asked.
# The asker's previous analysis is not finished.
analysis-yours = Your last analysis is not finished yet: one at a time.
# The process's queue of analyses is full.
analysis-busy = The computer is busy with other analyses: try again in a minute.
# A game without actions has nothing to analyse.
analysis-empty = Game #{ $id } has no actions to analyse.
# A record the engine could not replay (a fault; it is logged).
analysis-failed = Game #{ $id } could not be analysed.
# The analysis. $white_line and $black_line are analysis-player lines;
# $turning is analysis-turning or empty.
analysis-result =
    Analysis of game #{ $id } ({ $variant }), { $white } against { $black }:
    White, { $white }: { $white_line }
    Black, { $black }: { $black_line }
    { $turning }
# One side's summary: how many moves of each kind, and the average share
# of the win chance its moves gave away.
analysis-player = { $inaccuracies ->
        [one] 1 inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] 1 blunder
       *[other] { $blunders } blunders
    }; average loss { $loss } %
# The moves where the game turned most: "12. e4-e5?? (better: d4-d5)".
analysis-turning = Turning points: { $list }
# One marked move in that list; $mark is ?!, ? or ??.
analysis-move = { $number } { $action }{ $mark } (better: { $better })
# A turning point where the move played was the engine's own choice.
analysis-move-best = { $number } { $action }

# The analysis's pictures: the advantage chart's header and legend, and
# the name of each turning point's board picture.
analysis-chart-title = Game #{ $id } · { $white } – { $black }
analysis-chart-subtitle = White's chance to win, action by action
analysis-chart-goal = goal
analysis-chart-inaccuracy = inaccuracy
analysis-chart-mistake = mistake
analysis-chart-blunder = blunder
