# What the bot says about a game's analysis (`analyse [ID]`): the engine
# looks at every position of an archived game and marks the moves that
# gave away much of their side's chance to win.

# The analysis is queued; it is posted in this channel when done.
analysis-queued = Analisi della partita #{ $id } (mosse: { $actions }): il risultato arriverà qui tra pochi secondi.
# The same game is being analysed already.
analysis-already = La partita #{ $id } è già in analisi: il risultato arriverà dove è stato chiesto.
# The asker's previous analysis is not finished.
analysis-yours = La tua ultima analisi non è ancora finita: una alla volta.
# The process's queue of analyses is full.
analysis-busy = Il computer è impegnato con altre analisi: riprova tra un minuto.
# A game without actions has nothing to analyse.
analysis-empty = La partita #{ $id } non ha mosse da analizzare.
# A record the engine could not replay (a fault; it is logged).
analysis-failed = Non è stato possibile analizzare la partita #{ $id }.
# The analysis. $white_line and $black_line are analysis-player lines;
# $turning is analysis-turning or empty.
analysis-result =
    Analisi della partita #{ $id } ({ $variant }), { $white } contro { $black }:
    Bianco, { $white }: { $white_line }
    Nero, { $black }: { $black_line }
    { $turning }
# One side's summary: how many moves of each kind, and the average share
# of the win chance its moves gave away.
analysis-player = { $inaccuracies ->
        [one] { $inaccuracies } imprecisione
       *[other] { $inaccuracies } imprecisioni
    }, { $mistakes ->
        [one] { $mistakes } errore
       *[other] { $mistakes } errori
    }, { $blunders ->
        [one] { $blunders } errore grave
       *[other] { $blunders } errori gravi
    }; perdita media { $loss } %
# The moves where the game turned most: "12. e4-e5?? (meglio: d4-d5)".
analysis-turning = Momenti chiave: { $list }
# One marked move in that list; $mark is ?!, ? or ??.
analysis-move = { $number } { $action }{ $mark } (meglio: { $better })
# A turning point where the move played was the engine's own choice.
analysis-move-best = { $number } { $action }

analysis-chart-title = Partita n. { $id } · { $white } – { $black }
analysis-chart-subtitle = Probabilità di vittoria del Bianco, azione per azione
analysis-chart-goal = gol
analysis-chart-inaccuracy = imprecisione
analysis-chart-mistake = errore
analysis-chart-blunder = svarione
