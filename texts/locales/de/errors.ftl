# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = Der Befehl fehlt. Schreib `help`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = Der Befehl ist zu lang (höchstens { $max } Zeichen). Schreib `help`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = Den Befehl „{ $word }“ kenne ich nicht. Schreib `help`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = `{ $verb }` braucht nichts weiter („{ $extra }“ ist zu viel).

# The join command without a room code.
error-needs-code = `join` braucht den Code des Raums aus 4 Buchstaben.

# The move command without an action.
error-needs-action = `move` braucht einen Zug, z. B. e3-e4.

# A game name that is none of the three.
error-not-a-game = „{ $word }“ ist kein Spiel: futbol, boyer oder chessfootball.

# The rules command with more than a game name.
error-rules-arguments = `rules` nimmt höchstens den Namen eines Spiels.

# A word the create command does not know.
error-unexpected = `create` versteht „{ $word }“ nicht: Schreib `create [game] [side]`.

# The language command without a known language.
error-needs-language = Wähl die Sprache: `language` und ihr Code ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = „{ $word }“ ist keine Partienummer: Schreib `game 12` (`history` zeigt die Nummern).

# A time that is not a number and a unit.
error-bad-time = Die Zeit „{ $word }“ verstehe ich nicht: Schreib eine Zahl und eine Einheit, z. B. 30s, 5m, 2h, 1d oder 3d, oder `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = Die Zeit pro Zug liegt zwischen 10s und 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = Ein Urlaub dauert 1h bis 14d: `vacation 3d`, oder `vacation end`, um ihn zu beenden („{ $word }“ geht nicht).

# The pings command without on, off or digest.
error-needs-pings = Schreib `pings on`, `pings off` oder `pings digest 18h`.

# The tournament command without one of its steps.
error-needs-step = Schreib `tournament create`, `tournament join`, `tournament start`, `tournament withdraw` oder `tournament show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = „{ $word }“ ist hier keine gültige Zahl: Schreib zum Beispiel `tournament show 3` oder `tournament create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = „{ $level }“ ist keine Stufe: Der Computer spielt auf Stufe 1 bis 8, z. B. `create vs bot 4`.

# The time command without a time to give.
error-needs-time = `time` braucht die Zeit, die du deinem Gegner gibst, z. B. `time +1d`.
