# The commands' texts: what each command and each argument is for (one
# line each, at most 100 characters: Discord shows them), the help's
# title and lines, and the room's card. Commands are written as the
# parser reads them: Spanish in Spanish, English in the other languages.

## What each command is for (help and Discord's descriptions).

command-use-create = Create a room in this channel
command-use-join = Join a room by its code
command-use-move = Play an action (or type just the action: e3-e4)
command-use-resign = Resign the game
command-use-draw = Offer or accept a draw
command-use-takeback = Ask to take back your last action, or answer your opponent
command-use-rematch = Ask for a rematch
command-use-show = Show the board
command-use-leave = Stop watching or leave
command-use-give-time = Give your opponent time for this move
command-use-pings = Mentions on your move
command-use-vacation = Stop the clocks of your games for some days (14 a year)
command-use-zone = Your time zone, for the daily summary's hour
command-use-rules = The rules in short
command-use-language = The channel's language
command-use-history = The channel's last games and yours
command-use-game = A game's record (or the current one's)
command-use-puzzle = A puzzle: score in a few actions (problema pista, problema diario)
command-use-analyse = Analyses a finished game (the last one here)
command-use-room = This channel's room: its code, its link and who plays
command-use-widget = Adds the live board to this Matrix room as a widget (admins)
command-use-profile = Your rating, results and chart (or another player's)
command-use-leaderboard = The best players here (or everywhere: global)
command-use-tournament = Tournaments: Swiss or arena, paired by the bot
command-use-config = This server's settings (its admins change them)
command-use-help = The commands

## What each argument is for (Discord's option descriptions).

command-arg-game = The game
command-arg-seat = Your side
command-arg-time = Time per move (a day unless chosen)
command-arg-rival = A person (by the code) or the computer
command-arg-level = The computer's level (4 unless chosen)
command-arg-rated = Rated (the default) or casual, for no points
command-arg-player = The player (you unless chosen)
command-arg-scope = This server or everywhere
command-arg-form = The picture, or as text for screen readers
command-arg-give = How much: 30s, 5m, 2h, 1d…
command-arg-toggle = Mention you on your move
command-arg-answer = Yes or no to your opponent's request
command-arg-away = How long (3d), or end to stop
command-arg-hour = The summary's hour (18h)
command-arg-zone = Your zone: Europe/London, America/New_York…
command-arg-language = Language code: { $codes }
command-arg-number = Its number in the history
command-arg-code = The 4-letter code
command-arg-action = The action
command-arg-setting = Which setting
command-arg-value = Its new value
command-arg-step = create, join, start, withdraw or show
command-arg-rounds = Rounds of the Swiss (5 unless chosen)
command-arg-length = Minutes of an arena, instead of a Swiss

## The help: its title, then a line per command (its usage, as the
## parser reads it, and what it is for).

command-help-title = Commands:
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
command-room = Room { $code } ({ $game }): { $white }, { $black }. To join: `join { $code }`
# The same, with the room's web link at the end.
command-room-with-link = Room { $code } ({ $game }): { $white }, { $black }. To join: `join { $code }` { $link }
