# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = Manca il comando. Scrivi `{ discord-command-ayuda }`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = Il comando è troppo lungo (al massimo { $max } caratteri). Scrivi `{ discord-command-ayuda }`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = Non conosco il comando «{ $word }». Scrivi `{ discord-command-ayuda }`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = `{ $verb }` non vuole nient'altro («{ $extra }» è di troppo).

# The join command without a room code.
error-needs-code = `{ discord-command-unirse }` ha bisogno del codice di 4 lettere della stanza.

# The move command without an action.
error-needs-action = `{ discord-command-mover }` ha bisogno di una mossa, come e3-e4.

# A game name that is none of the three.
error-not-a-game = «{ $word }» non è un gioco: futbol, boyer o chessfootball.

# The rules command with more than a game name.
error-rules-arguments = `{ discord-command-reglas }` accetta al massimo il nome di un gioco.

# A word the create command does not know.
error-unexpected = `{ discord-command-crear }` non capisce «{ $word }»: scrivi `{ discord-command-crear } [game] [side]`.

# The language command without a known language.
error-needs-language = Scegli la lingua: `{ discord-command-idioma }` e il suo codice ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = «{ $word }» non è un numero di partita: scrivi `{ discord-command-partida } 12` (i numeri sono in `{ discord-command-historial }`).

# A time that is not a number and a unit.
error-bad-time = Non capisco il tempo «{ $word }»: scrivi un numero e un'unità, come 30s, 5m, 2h, 1d o 3d, oppure `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = Il tempo per mossa va da 10s a 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = Le vacanze durano da 1h a 14d: `{ discord-command-vacaciones } 3d`, o `{ discord-command-vacaciones } end` per terminarle («{ $word }» non va bene).

# The pings command without on, off or digest.
error-needs-pings = Scrivi `{ discord-command-avisos } on`, `{ discord-command-avisos } off` o `{ discord-command-avisos } digest 18h`.

# The tournament command without one of its steps.
error-needs-step = Scrivi `{ discord-command-torneo } create`, `{ discord-command-torneo } join`, `{ discord-command-torneo } start`, `{ discord-command-torneo } withdraw` o `{ discord-command-torneo } show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = «{ $word }» non è un numero valido qui: scrivi, per esempio, `{ discord-command-torneo } show 3` o `{ discord-command-torneo } create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = «{ $level }» non è un livello: il computer gioca dall'1 all'8, come `{ discord-command-crear } vs bot 4`.

# The time command without a time to give.
error-needs-time = `{ discord-command-tiempo }` ha bisogno del tempo che dai all'avversario, come `{ discord-command-tiempo } +1d`.
