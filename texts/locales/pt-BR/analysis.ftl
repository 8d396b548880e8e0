# What the bot says about a game's analysis (`analyse [ID]`): the engine
# looks at every position of an archived game and marks the moves that
# gave away much of their side's chance to win.

# The analysis is queued; it is posted in this channel when done.
analysis-queued = Analisando a partida #{ $id } (lances: { $actions }): o resultado vai sair aqui em alguns segundos.
# The same game is being analysed already.
analysis-already = A partida #{ $id } já está sendo analisada: o resultado vai sair onde foi pedido.
# The asker's previous analysis is not finished.
analysis-yours = Sua última análise ainda não terminou: uma de cada vez.
# The process's queue of analyses is full.
analysis-busy = O computador está ocupado com outras análises: tente de novo daqui a um minuto.
# A game without actions has nothing to analyse.
analysis-empty = A partida #{ $id } não tem lances para analisar.
# A record the engine could not replay (a fault; it is logged).
analysis-failed = Não foi possível analisar a partida #{ $id }.
# The analysis. $white_line and $black_line are analysis-player lines;
# $turning is analysis-turning or empty.
analysis-result =
    Análise da partida #{ $id } ({ $variant }), { $white } contra { $black }:
    Brancas, { $white }: { $white_line }
    Pretas, { $black }: { $black_line }
    { $turning }
# One side's summary: how many moves of each kind, and the average share
# of the win chance its moves gave away.
analysis-player = { $inaccuracies ->
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }; perda média { $loss } %
# The moves where the game turned most: "12. e4-e5?? (melhor: d4-d5)".
analysis-turning = Momentos decisivos: { $list }
# One marked move in that list; $mark is ?!, ? or ??.
analysis-move = { $number } { $action }{ $mark } (melhor: { $better })
# A turning point where the move played was the engine's own choice.
analysis-move-best = { $number } { $action }

analysis-chart-title = Partida #{ $id } · { $white } – { $black }
analysis-chart-subtitle = Chance de vitória das Brancas, lance a lance
analysis-chart-goal = gol
analysis-chart-inaccuracy = imprecisão
analysis-chart-mistake = erro
analysis-chart-blunder = erro grave
