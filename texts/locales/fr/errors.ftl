# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = Il manque la commande. Tape `{ discord-command-ayuda }`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = La commande est trop longue ({ $max } caractères au plus). Tape `{ discord-command-ayuda }`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = Je ne connais pas la commande « { $word } ». Tape `{ discord-command-ayuda }`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = `{ $verb }` ne prend rien de plus (« { $extra } » est en trop).

# The join command without a room code.
error-needs-code = `{ discord-command-unirse }` a besoin du code de 4 lettres de la salle.

# The move command without an action.
error-needs-action = `{ discord-command-mover }` a besoin d'un coup, comme e3-e4.

# A game name that is none of the three.
error-not-a-game = « { $word } » n'est pas un jeu : futbol, boyer ou chessfootball.

# The rules command with more than a game name.
error-rules-arguments = `{ discord-command-reglas }` prend au plus le nom d'un jeu.

# A word the create command does not know.
error-unexpected = `{ discord-command-crear }` ne comprend pas « { $word } » : tape `{ discord-command-crear } [game] [side]`.

# The language command without a known language.
error-needs-language = Choisis la langue : `{ discord-command-idioma }` et son code ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = « { $word } » n'est pas un numéro de partie : écris `{ discord-command-partida } 12` (`{ discord-command-historial }` donne les numéros).

# A time that is not a number and a unit.
error-bad-time = Je ne comprends pas la durée « { $word } » : écris un nombre et une unité, comme 30s, 5m, 2h, 1d ou 3d, ou `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = Le temps par coup va de 10s à 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = Des vacances durent de 1h à 14d : `{ discord-command-vacaciones } 3d`, ou `{ discord-command-vacaciones } end` pour les terminer (« { $word } » ne va pas).

# The pings command without on, off or digest.
error-needs-pings = Tape `{ discord-command-avisos } on`, `{ discord-command-avisos } off` ou `{ discord-command-avisos } digest 18h`.

# The tournament command without one of its steps.
error-needs-step = Tape `{ discord-command-torneo } create`, `{ discord-command-torneo } join`, `{ discord-command-torneo } start`, `{ discord-command-torneo } withdraw` ou `{ discord-command-torneo } show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = « { $word } » n'est pas un nombre valable ici : écris par exemple `{ discord-command-torneo } show 3` ou `{ discord-command-torneo } create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = « { $level } » n'est pas un niveau : l'ordinateur joue du niveau 1 au 8, comme `{ discord-command-crear } vs bot 4`.

# The time command without a time to give.
error-needs-time = `{ discord-command-tiempo }` a besoin du temps que tu donnes à ton adversaire, comme `{ discord-command-tiempo } +1d`.
