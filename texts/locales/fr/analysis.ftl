# What the bot says about a game's analysis (`analyse [ID]`): the engine
# looks at every position of an archived game and marks the moves that
# gave away much of their side's chance to win.

# The analysis is queued; it is posted in this channel when done.
analysis-queued = Analyse de la partie #{ $id } (coups : { $actions }) : le résultat sera publié ici dans quelques secondes.
# The same game is being analysed already.
analysis-already = La partie #{ $id } est déjà en cours d'analyse : le résultat sera publié là où il a été demandé.
# The asker's previous analysis is not finished.
analysis-yours = Ta dernière analyse n'est pas encore terminée : une à la fois.
# The process's queue of analyses is full.
analysis-busy = L'ordinateur est occupé par d'autres analyses : réessaie dans une minute.
# A game without actions has nothing to analyse.
analysis-empty = La partie #{ $id } n'a aucun coup à analyser.
# A record the engine could not replay (a fault; it is logged).
analysis-failed = La partie #{ $id } n'a pas pu être analysée.
# The analysis. $white_line and $black_line are analysis-player lines;
# $turning is analysis-turning or empty.
analysis-result =
    Analyse de la partie #{ $id } ({ $variant }), { $white } contre { $black } :
    Blancs, { $white } : { $white_line }
    Noirs, { $black } : { $black_line }
    { $turning }
# One side's summary: how many moves of each kind, and the average share
# of the win chance its moves gave away.
analysis-player = { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    } ; perte moyenne { $loss } %
# The moves where the game turned most: "12. e4-e5?? (mieux : d4-d5)".
analysis-turning = Moments clés : { $list }
# One marked move in that list; $mark is ?!, ? or ??.
analysis-move = { $number } { $action }{ $mark } (mieux : { $better })
# A turning point where the move played was the engine's own choice.
analysis-move-best = { $number } { $action }

analysis-chart-title = Partie n° { $id } · { $white } – { $black }
analysis-chart-subtitle = Chances de gain des Blancs, action par action
analysis-chart-goal = but
analysis-chart-inaccuracy = imprécision
analysis-chart-mistake = erreur
analysis-chart-blunder = gaffe
