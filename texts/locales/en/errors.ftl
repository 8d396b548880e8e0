# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = The command is missing. Type `help`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = That command is too long (at most { $max } characters). Type `help`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = I don't know the command “{ $word }”. Type `help`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = `{ $verb }` takes nothing more (“{ $extra }” is extra).

# The join command without a room code.
error-needs-code = `join` needs the room's 4-letter code.

# The move command without an action.
error-needs-action = `move` needs an action, like e3-e4.

# A game name that is none of the three.
error-not-a-game = “{ $word }” is not a game: futbol, boyer or chessfootball.

# The rules command with more than a game name.
error-rules-arguments = `rules` takes at most a game name.

# A word the create command does not know.
error-unexpected = `create` does not understand “{ $word }”: type `create [game] [side]`.

# The language command without a known language.
error-needs-language = Choose the language: `language` and its code ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = “{ $word }” is not a game number: write `game 12` (`history` lists them).

# A time that is not a number and a unit.
error-bad-time = I can't read the time “{ $word }”: write a number and a unit, like 30s, 5m, 2h, 1d or 3d, or `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = The time per move is between 10s and 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = A vacation lasts from 1h to 14d: `vacation 3d`, or `vacation end` to end it (not “{ $word }”).

# The pings command without on, off or digest.
error-needs-pings = Type `pings on`, `pings off` or `pings digest 18h`.

# The tournament command without one of its steps.
error-needs-step = Type `tournament create`, `tournament join`, `tournament start`, `tournament withdraw` or `tournament show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = “{ $word }” is not a number that fits here: write, for example, `tournament show 3` or `tournament create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = “{ $level }” is not a level: the computer plays 1 to 8, like `create vs bot 4`.

# The time command without a time to give.
error-needs-time = `time` needs the time you give your opponent, like `time +1d`.
