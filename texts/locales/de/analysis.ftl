# What the bot says about a game's analysis (`analyse [ID]`): the engine
# looks at every position of an archived game and marks the moves that
# gave away much of their side's chance to win.

# The analysis is queued; it is posted in this channel when done.
analysis-queued = Partie #{ $id } wird analysiert (Züge: { $actions }): Das Ergebnis erscheint in ein paar Sekunden hier.
# The same game is being analysed already.
analysis-already = Partie #{ $id } wird bereits analysiert: Das Ergebnis erscheint dort, wo es angefordert wurde.
# The asker's previous analysis is not finished.
analysis-yours = Deine letzte Analyse ist noch nicht fertig: eine nach der anderen.
# The process's queue of analyses is full.
analysis-busy = Der Computer ist mit anderen Analysen beschäftigt: Versuch es in einer Minute wieder.
# A game without actions has nothing to analyse.
analysis-empty = Partie #{ $id } hat keine Züge, die sich analysieren ließen.
# A record the engine could not replay (a fault; it is logged).
analysis-failed = Partie #{ $id } konnte nicht analysiert werden.
# The analysis. $white_line and $black_line are analysis-player lines;
# $turning is analysis-turning or empty.
analysis-result =
    Analyse der Partie #{ $id } ({ $variant }), { $white } gegen { $black }:
    Weiß, { $white }: { $white_line }
    Schwarz, { $black }: { $black_line }
    { $turning }
# One side's summary: how many moves of each kind, and the average share
# of the win chance its moves gave away.
analysis-player = { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [one] { $blunders } grober Fehler
       *[other] { $blunders } grobe Fehler
    }; durchschnittlicher Verlust { $loss } %
# The moves where the game turned most: "12. e4-e5?? (besser: d4-d5)".
analysis-turning = Wendepunkte: { $list }
# One marked move in that list; $mark is ?!, ? or ??.
analysis-move = { $number } { $action }{ $mark } (besser: { $better })
# A turning point where the move played was the engine's own choice.
analysis-move-best = { $number } { $action }

analysis-chart-title = Partie #{ $id } · { $white } – { $black }
analysis-chart-subtitle = Gewinnchance von Weiß, Zug für Zug
analysis-chart-goal = Tor
analysis-chart-inaccuracy = Ungenauigkeit
analysis-chart-mistake = Fehler
analysis-chart-blunder = Patzer
