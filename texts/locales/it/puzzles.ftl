# What the bot says about puzzles (`problema`): a position where one side
# forces a goal within a few of its own actions, and only one first
# action does it. Solving one raises the solver's puzzle rating (apart
# from their game ratings) and lowers the puzzle's own.

# The heading: $id is the puzzle's number (#3a9c2e), $team who scores
# (White or Black) and $left in how many of their own actions.
puzzle-heading = Problema #{ $id } ({ $variant }): { $team } muove e segna in { $left ->
        [one] { $left } mossa
       *[other] { $left } mosse
    }.
# How to answer in chat (Discord, Matrix): the menu, or the typed command.
puzzle-steps = Nel gioco di Boyer il gol arriva in questo turno: lo spostamento e ogni calcio contano ciascuno come una mossa.
puzzle-how = Scegli dal menu o scrivi «problema MOSSA».
# The same on the web page: the lists, or the action alone.
puzzle-how-page = Scegli dalle liste o scrivi la mossa.
# The menu's second step.
puzzle-pick = Scegli la mossa:
# A right answer; the same side goes on.
puzzle-good = ✓ { $played }. Continua.
# A right answer and the defender's reply.
puzzle-good-reply = ✓ { $played }. L'avversario risponde { $reply }.
# Solved without a hint: $change carries its sign (+12, −8).
puzzle-solved = ⚽ Gol! { $played } risolve il problema. Il tuo punteggio nei problemi: { $rating } ({ $change }); serie: { $streak }.
# Solved after a hint: it does not count for the rating.
puzzle-solved-helped = ⚽ Gol! { $played } risolve il problema (con suggerimento: il tuo punteggio non cambia).
# A wrong answer: $stopped is puzzle-wrong-stopped or
# puzzle-wrong-no-goal; $solution, the actions that worked.
puzzle-wrong = ✗ { $played } non forza il gol: { $stopped } La soluzione: { $solution }. Il tuo punteggio nei problemi: { $rating } ({ $change }).
puzzle-wrong-stopped = l'avversario lo ferma con { $reply }.
puzzle-wrong-no-goal = non c'è più un gol forzato.
# The hints: first where the action starts, then the action.
puzzle-hint-origin = Suggerimento: la mossa parte da { $origin }. (Con un suggerimento, questo problema non cambia più il tuo punteggio.)
puzzle-hint-action = Suggerimento: gioca { $action }.
puzzle-no-hint = Non c'è nessun suggerimento per questa posizione.
puzzle-none-going = Non stai risolvendo nessun problema: scrivi «problema» per iniziarne uno.
puzzle-none-for = Non ci sono ancora problemi di { $variant }: prova «problema futbol».
puzzle-all-done = Hai già fatto tutti i problemi di { $variant } degli ultimi 30 giorni: torna presto.
puzzle-hint-label = Suggerimento
puzzle-next-label = Un altro problema
puzzle-daily-label = Risolvi
# The puzzle of the day: the server's admins turn it on.
puzzle-daily-admins = Solo gli amministratori della community attivano o tolgono il problema del giorno.
puzzle-daily-on = Fatto: il problema del giorno uscirà in questo canale ogni giorno alle { $hour }:00 UTC.
puzzle-daily-off = Fatto: il problema del giorno non uscirà più.
puzzle-daily-over = Quel problema del giorno è passato: prova quello di oggi.
puzzle-daily-none = Questa community non ha il problema del giorno (i suoi amministratori lo attivano con «problema diario 18h»).
puzzle-daily-tried = Hai già provato il problema di oggi: domani ce n'è un altro.
# The heading of the day's puzzle while it is solved.
puzzle-daily-mark = Problema del giorno ({ $day }), un tentativo:
puzzle-daily-post = Problema del giorno #{ $id } ({ $variant }): { $team } muove e segna in { $left ->
        [one] { $left } mossa
       *[other] { $left } mosse
    }. Premi Risolvi per provarci.
# Who solved yesterday's: names only, no mentions.
puzzle-daily-solvers = { $count ->
        [0] Nessuno ha risolto il problema di ieri.
        [one] Ha risolto quello di ieri: { $names }.
       *[other] Hanno risolto quello di ieri ({ $count }): { $names }.
    }
# The profile's puzzle line.
puzzle-profile = Problemi: { $rating }, serie { $streak } (record { $best }), risolti: { $solved }, sbagliati: { $failed }.
