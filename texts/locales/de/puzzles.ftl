# What the bot says about puzzles (`problema`): a position where one side
# forces a goal within a few of its own actions, and only one first
# action does it. Solving one raises the solver's puzzle rating (apart
# from their game ratings) and lowers the puzzle's own.

# The heading: $id is the puzzle's number (#3a9c2e), $team who scores
# (White or Black) and $left in how many of their own actions.
puzzle-heading = Aufgabe #{ $id } ({ $variant }): { $team } zieht und trifft in { $left ->
        [one] { $left } Zug
       *[other] { $left } Zügen
    }.
# How to answer in chat (Discord, Matrix): the menu, or the typed command.
puzzle-steps = In Boyers Spiel fällt das Tor in diesem Zug: das Ziehen einer Figur und jeder Schuss zählen je als ein Zug.
puzzle-how = Wähle im Menü oder schreib „problema ZUG“.
# The same on the web page: the lists, or the action alone.
puzzle-how-page = Wähle aus den Listen oder schreib den Zug.
# The menu's second step.
puzzle-pick = Wähle den Zug:
# A right answer; the same side goes on.
puzzle-good = ✓ { $played }. Weiter.
# A right answer and the defender's reply.
puzzle-good-reply = ✓ { $played }. Der Gegner antwortet { $reply }.
# Solved without a hint: $change carries its sign (+12, −8).
puzzle-solved = ⚽ Tor! { $played } löst die Aufgabe. Deine Aufgabenwertung: { $rating } ({ $change }); Serie: { $streak }.
# Solved after a hint: it does not count for the rating.
puzzle-solved-helped = ⚽ Tor! { $played } löst die Aufgabe (mit Tipp: Deine Wertung bleibt gleich).
# A wrong answer: $stopped is puzzle-wrong-stopped or
# puzzle-wrong-no-goal; $solution, the actions that worked.
puzzle-wrong = ✗ { $played } erzwingt das Tor nicht: { $stopped } Die Lösung: { $solution }. Deine Aufgabenwertung: { $rating } ({ $change }).
puzzle-wrong-stopped = Der Gegner hält es mit { $reply } auf.
puzzle-wrong-no-goal = Es gibt kein erzwungenes Tor mehr.
# The hints: first where the action starts, then the action.
puzzle-hint-origin = Tipp: Der Zug geht von { $origin } aus. (Nach einem Tipp ändert diese Aufgabe deine Wertung nicht mehr.)
puzzle-hint-action = Tipp: Spiel { $action }.
puzzle-no-hint = Für diese Stellung gibt es keinen Tipp.
puzzle-none-going = Du löst gerade keine Aufgabe: Schreib „problema“, um eine zu beginnen.
puzzle-none-for = Es gibt noch keine Aufgaben für { $variant }: Versuch „problema futbol“.
puzzle-all-done = Du hattest schon alle Aufgaben für { $variant } der letzten 30 Tage: Schau bald wieder vorbei.
puzzle-hint-label = Tipp
puzzle-next-label = Noch eine Aufgabe
puzzle-daily-label = Lösen
# The puzzle of the day: the server's admins turn it on.
puzzle-daily-admins = Nur die Admins der Community schalten die Aufgabe des Tages ein oder aus.
puzzle-daily-on = Erledigt: Die Aufgabe des Tages erscheint jeden Tag um { $hour }:00 UTC in diesem Kanal.
puzzle-daily-off = Erledigt: Es gibt keine Aufgabe des Tages mehr.
puzzle-daily-over = Diese Aufgabe des Tages ist vorbei: Versuch die von heute.
puzzle-daily-none = Diese Community hat keine Aufgabe des Tages (die Admins schalten sie mit „problema diario 18h“ ein).
puzzle-daily-tried = Du hast die heutige Aufgabe schon versucht: Morgen gibt es eine neue.
# The heading of the day's puzzle while it is solved.
puzzle-daily-mark = Aufgabe des Tages ({ $day }), ein Versuch:
puzzle-daily-post = Aufgabe des Tages #{ $id } ({ $variant }): { $team } zieht und trifft in { $left ->
        [one] { $left } Zug
       *[other] { $left } Zügen
    }. Drück auf „Lösen“, um sie zu versuchen.
# Who solved yesterday's: names only, no mentions.
puzzle-daily-solvers = { $count ->
        [0] Niemand hat die Aufgabe von gestern gelöst.
        [one] Die Aufgabe von gestern hat gelöst: { $names }.
       *[other] Die Aufgabe von gestern haben { $count } gelöst: { $names }.
    }
# The profile's puzzle line.
puzzle-profile = Aufgaben: { $rating }, Serie { $streak } (Rekord { $best }), { $solved } gelöst und { $failed } nicht gelöst.
