# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = Der Befehl fehlt. Schreib `{ discord-command-ayuda }`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = Der Befehl ist zu lang (höchstens { $max } Zeichen). Schreib `{ discord-command-ayuda }`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = Den Befehl „{ $word }“ kenne ich nicht. Schreib `{ discord-command-ayuda }`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = `{ $verb }` braucht nichts weiter („{ $extra }“ ist zu viel).

# The join command without a room code.
error-needs-code = `{ discord-command-unirse }` braucht den Code des Raums aus 4 Buchstaben.

# The move command without an action.
error-needs-action = `{ discord-command-mover }` braucht einen Zug, z. B. e3-e4.

# A game name that is none of the three.
error-not-a-game = „{ $word }“ ist kein Spiel: futbol, boyer oder chessfootball.

# The rules command with more than a game name.
error-rules-arguments = `{ discord-command-reglas }` nimmt höchstens den Namen eines Spiels.

# A word the create command does not know.
error-unexpected = `{ discord-command-crear }` versteht „{ $word }“ nicht: Schreib `{ discord-command-crear } [game] [side]`.

# The language command without a known language.
error-needs-language = Wähl die Sprache: `{ discord-command-idioma }` und ihr Code ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = „{ $word }“ ist keine Partienummer: Schreib `{ discord-command-partida } 12` (`{ discord-command-historial }` zeigt die Nummern).

# A time that is not a number and a unit.
error-bad-time = Die Zeit „{ $word }“ verstehe ich nicht: Schreib eine Zahl und eine Einheit, z. B. 30s, 5m, 2h, 1d oder 3d, oder `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = Die Zeit pro Zug liegt zwischen 10s und 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = Ein Urlaub dauert 1h bis 14d: `{ discord-command-vacaciones } 3d`, oder `{ discord-command-vacaciones } end`, um ihn zu beenden („{ $word }“ geht nicht).

# The pings command without on, off or digest.
error-needs-pings = Schreib `{ discord-command-avisos } on`, `{ discord-command-avisos } off` oder `{ discord-command-avisos } digest 18h`.

# The tournament command without one of its steps.
error-needs-step = Schreib `{ discord-command-torneo } create`, `{ discord-command-torneo } join`, `{ discord-command-torneo } start`, `{ discord-command-torneo } withdraw` oder `{ discord-command-torneo } show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = „{ $word }“ ist hier keine gültige Zahl: Schreib zum Beispiel `{ discord-command-torneo } show 3` oder `{ discord-command-torneo } create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = „{ $level }“ ist keine Stufe: Der Computer spielt auf Stufe 1 bis 8, z. B. `{ discord-command-crear } vs bot 4`.

# The time command without a time to give.
error-needs-time = `{ discord-command-tiempo }` braucht die Zeit, die du deinem Gegner gibst, z. B. `{ discord-command-tiempo } +1d`.
