# What the bot says about puzzles (`problema`): a position where one side
# forces a goal within a few of its own actions, and only one first
# action does it. Solving one raises the solver's puzzle rating (apart
# from their game ratings) and lowers the puzzle's own.

# The heading: $id is the puzzle's number (#3a9c2e), $team who scores
# (White or Black) and $left in how many of their own actions.
puzzle-heading = Problème #{ $id } ({ $variant }) : trait aux { $team }, qui marquent en { $left ->
        [one] { $left } coup
       *[other] { $left } coups
    }.
# How to answer in chat (Discord, Matrix): the menu, or the typed command.
puzzle-steps = Dans le jeu de Boyer, le but vient pendant ce tour : le déplacement et chaque frappe comptent chacun pour un coup.
puzzle-how = Choisis dans le menu ou écris « problema COUP ».
# The same on the web page: the lists, or the action alone.
puzzle-how-page = Choisis dans les listes ou écris le coup.
# The menu's second step.
puzzle-pick = Choisis le coup :
# A right answer; the same side goes on.
puzzle-good = ✓ { $played }. Continue.
# A right answer and the defender's reply.
puzzle-good-reply = ✓ { $played }. L'adversaire répond { $reply }.
# Solved without a hint: $change carries its sign (+12, −8).
puzzle-solved = ⚽ But ! { $played } résout le problème. Ta cote de problèmes : { $rating } ({ $change }) ; série : { $streak }.
# Solved after a hint: it does not count for the rating.
puzzle-solved-helped = ⚽ But ! { $played } résout le problème (avec indice : ta cote ne change pas).
# A wrong answer: $stopped is puzzle-wrong-stopped or
# puzzle-wrong-no-goal; $solution, the actions that worked.
puzzle-wrong = ✗ { $played } ne force pas le but : { $stopped } La solution : { $solution }. Ta cote de problèmes : { $rating } ({ $change }).
puzzle-wrong-stopped = l'adversaire l'arrête avec { $reply }.
puzzle-wrong-no-goal = il n'y a plus de but forcé.
# The hints: first where the action starts, then the action.
puzzle-hint-origin = Indice : le coup part de { $origin }. (Avec un indice, ce problème ne change plus ta cote.)
puzzle-hint-action = Indice : joue { $action }.
puzzle-no-hint = Il n'y a pas d'indice pour cette position.
puzzle-none-going = Tu ne résous aucun problème : écris « problema » pour en commencer un.
puzzle-none-for = Il n'y a pas encore de problèmes de { $variant } : essaie « problema futbol ».
puzzle-all-done = Tu as déjà fait tous les problèmes de { $variant } des 30 derniers jours : reviens bientôt.
puzzle-hint-label = Indice
puzzle-next-label = Autre problème
puzzle-daily-label = Résoudre
# The puzzle of the day: the server's admins turn it on.
puzzle-daily-admins = Seuls les admins de la communauté activent ou retirent le problème du jour.
puzzle-daily-on = C'est fait : le problème du jour sera publié dans ce salon chaque jour à { $hour }:00 UTC.
puzzle-daily-off = C'est fait : plus de problème du jour.
puzzle-daily-over = Ce problème du jour est passé : essaie celui d'aujourd'hui.
puzzle-daily-none = Cette communauté n'a pas de problème du jour (ses admins l'activent avec « problema diario 18h »).
puzzle-daily-tried = Tu as déjà essayé le problème d'aujourd'hui : il y en a un autre demain.
# The heading of the day's puzzle while it is solved.
puzzle-daily-mark = Problème du jour ({ $day }), un seul essai :
puzzle-daily-post = Problème du jour #{ $id } ({ $variant }) : trait aux { $team }, qui marquent en { $left ->
        [one] { $left } coup
       *[other] { $left } coups
    }. Appuie sur Résoudre pour essayer.
# Who solved yesterday's: names only, no mentions.
puzzle-daily-solvers = { $count ->
        [0] Personne n'a résolu le problème d'hier.
        [one] Problème d'hier résolu par { $names }.
       *[other] Problème d'hier résolu par { $count } joueurs : { $names }.
    }
# The profile's puzzle line.
puzzle-profile = Problèmes : { $rating }, série { $streak } (record { $best }), résolus : { $solved }, ratés : { $failed }.
