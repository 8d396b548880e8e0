# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = Falta el comando. Escribe `ayuda`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = El comando es demasiado largo (como mucho { $max } caracteres). Escribe `ayuda`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = No conozco el comando «{ $word }». Escribe `ayuda`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = `{ $verb }` no lleva nada más (sobra «{ $extra }»).

# The join command without a room code.
error-needs-code = `unirse` necesita el código de 4 letras de la sala.

# The move command without an action.
error-needs-action = `mover` necesita una jugada, como e3-e4.

# A game name that is none of the three.
error-not-a-game = «{ $word }» no es un juego: futbol, boyer o chessfootball.

# The rules command with more than a game name.
error-rules-arguments = `reglas` lleva como mucho el nombre de un juego.

# A word the create command does not know.
error-unexpected = `crear` no entiende «{ $word }»: escribe `crear [juego] [lado]`.

# The language command without a known language.
error-needs-language = Elige el idioma: `idioma` y su código ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = «{ $word }» no es un número de partida: escribe `partida 12` (los números salen en `historial`).

# A time that is not a number and a unit.
error-bad-time = No entiendo el tiempo «{ $word }»: escribe un número y una unidad, como 30s, 5m, 2h, 1d o 3d, o `sin`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = El tiempo por jugada va de 10s a 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = Unas vacaciones duran de 1h a 14d: `vacaciones 3d`, o `vacaciones fin` para terminarlas («{ $word }» no vale).

# The pings command without on, off or digest.
error-needs-pings = Escribe `avisos si`, `avisos no` o `avisos resumen 18h`.

# The tournament command without one of its steps.
error-needs-step = Escribe `torneo crear`, `torneo unirse`, `torneo empezar`, `torneo retirarse` o `torneo ver`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = «{ $word }» no es un número válido aquí: escribe, por ejemplo, `torneo ver 3` o `torneo crear rondas 5`.

# The computer's level outside 1-8.
error-bad-level = «{ $level }» no es un nivel: el ordenador juega del 1 al 8, como `crear contra bot 4`.

# The time command without a time to give.
error-needs-time = `tiempo` necesita el tiempo que das al rival, como `tiempo +1d`.
