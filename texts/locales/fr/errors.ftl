# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = Il manque la commande. Tape `help`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = La commande est trop longue ({ $max } caractères au plus). Tape `help`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = Je ne connais pas la commande « { $word } ». Tape `help`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = `{ $verb }` ne prend rien de plus (« { $extra } » est en trop).

# The join command without a room code.
error-needs-code = `join` a besoin du code de 4 lettres de la salle.

# The move command without an action.
error-needs-action = `move` a besoin d'un coup, comme e3-e4.

# A game name that is none of the three.
error-not-a-game = « { $word } » n'est pas un jeu : futbol, boyer ou chessfootball.

# The rules command with more than a game name.
error-rules-arguments = `rules` prend au plus le nom d'un jeu.

# A word the create command does not know.
error-unexpected = `create` ne comprend pas « { $word } » : tape `create [game] [side]`.

# The language command without a known language.
error-needs-language = Choisis la langue : `language` et son code ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = « { $word } » n'est pas un numéro de partie : écris `game 12` (`history` donne les numéros).

# A time that is not a number and a unit.
error-bad-time = Je ne comprends pas la durée « { $word } » : écris un nombre et une unité, comme 30s, 5m, 2h, 1d ou 3d, ou `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = Le temps par coup va de 10s à 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = Des vacances durent de 1h à 14d : `vacation 3d`, ou `vacation end` pour les terminer (« { $word } » ne va pas).

# The pings command without on, off or digest.
error-needs-pings = Tape `pings on`, `pings off` ou `pings digest 18h`.

# The tournament command without one of its steps.
error-needs-step = Tape `tournament create`, `tournament join`, `tournament start`, `tournament withdraw` ou `tournament show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = « { $word } » n'est pas un nombre valable ici : écris par exemple `tournament show 3` ou `tournament create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = « { $level } » n'est pas un niveau : l'ordinateur joue du niveau 1 au 8, comme `create vs bot 4`.

# The time command without a time to give.
error-needs-time = `time` a besoin du temps que tu donnes à ton adversaire, comme `time +1d`.
