# The commands' texts: what each command and each argument is for (one
# line each, at most 100 characters: Discord shows them), the help's
# title and lines, and the room's card. Commands are written as the
# parser reads them: Spanish in Spanish, English in the other languages.

## What each command is for (help and Discord's descriptions).

command-use-create = Einen Raum in diesem Kanal erstellen
command-use-join = Einem Raum per Code beitreten
command-use-move = Zug spielen (oder nur den Zug schreiben: e3-e4)
command-use-resign = Gib die Partie auf
command-use-draw = Biete Remis an oder nimm es an
command-use-takeback = Rücknahme deines letzten Zugs erbitten oder beantworten
command-use-rematch = Fordere eine Revanche
command-use-show = Zeig das Brett
command-use-leave = Nicht mehr zuschauen oder Partie verlassen
command-use-give-time = Dem Gegner Zeit für diesen Zug geben
command-use-pings = Erwähnungen, wenn du am Zug bist
command-use-vacation = Uhren deiner Partien einige Tage anhalten (14 pro Jahr)
command-use-zone = Deine Zeitzone, für die tägliche Zusammenfassung
command-use-rules = Die Regeln in Kürze
command-use-language = Die Sprache des Kanals
command-use-history = Die letzten Partien des Kanals und deine
command-use-game = Die Aufzeichnung einer Partie (oder der aktuellen)
command-use-puzzle = Eine Aufgabe: triff in wenigen Zügen (problema pista, problema diario)
command-use-analyse = Analysiert eine beendete Partie
command-use-room = Der Raum des Kanals: Code, Link, wer spielt
command-use-widget = Fügt das Live-Brett als Widget in diesen Matrix-Raum ein (Admins)
command-use-profile = Deine Wertung und Ergebnisse (oder die eines anderen)
command-use-leaderboard = Die Besten des Servers (oder global)
command-use-tournament = Turniere: Schweizer System oder Arena
command-use-config = Die Servereinstellungen (Admins ändern sie)
command-use-help = Die Befehle

## What each argument is for (Discord's option descriptions).

command-arg-game = Das Spiel
command-arg-seat = Deine Seite
command-arg-time = Zeit pro Zug (1 Tag, wenn du nichts wählst)
command-arg-rival = Ein Mensch (über den Code) oder der Computer
command-arg-level = Stufe des Computers (4, wenn du nichts wählst)
command-arg-rated = Gewertet (Standard) oder ungewertet, ohne Punkte
command-arg-player = Der Spieler (du, wenn du nichts wählst)
command-arg-scope = Dieser Server oder alle
command-arg-form = Das Bild, oder als Text für Screenreader
command-arg-give = Wie viel: 30s, 5m, 2h, 1d…
command-arg-toggle = Dich erwähnen, wenn du am Zug bist
command-arg-answer = Ja oder nein zur Bitte des Gegners
command-arg-away = Wie lange (3d), oder end zum Beenden
command-arg-hour = Die Uhrzeit der Zusammenfassung (18h)
command-arg-zone = Deine Zone: Europe/Berlin, Europe/Vienna, Europe/Zurich…
command-arg-language = Sprachcode: { $codes }
command-arg-number = Ihre Nummer im Verlauf
command-arg-code = Der Code aus 4 Buchstaben
command-arg-action = Der Zug
command-arg-setting = Welche Einstellung
command-arg-value = Ihr neuer Wert
command-arg-step = create, join, start, withdraw oder show
command-arg-rounds = Runden im Schweizer System (5, wenn du nichts wählst)
command-arg-length = Minuten einer Arena, statt Schweizer System

## The help: its title, then a line per command (its usage, as the
## parser reads it, and what it is for).

command-help-title = Befehle:
# $usage: the command and its arguments; $purpose: a command-use text.
command-help-line = `{ $usage }` — { $purpose }

## The room's card (the room command).

# A taken seat: $team is the side's name, $player the player's.
command-room-seat = { $team } { $player }
# A free seat: $team is the side's name.
command-room-seat-empty = { $team } —
# The room's game: $game its name, $rated rated or casual.
command-room-game = { $game }, { $rated }
# $game: a command-room-game text; $white, $black: command-room-seat texts.
command-room = Raum { $code } ({ $game }): { $white }, { $black }. Beitreten: `{ discord-command-unirse } { $code }`
# The same, with the room's web link at the end.
command-room-with-link = Raum { $code } ({ $game }): { $white }, { $black }. Beitreten: `{ discord-command-unirse } { $code }` { $link }
