# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = Falta o comando. Digite `{ discord-command-ayuda }`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = O comando é longo demais (no máximo { $max } caracteres). Digite `{ discord-command-ayuda }`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = Não conheço o comando “{ $word }”. Digite `{ discord-command-ayuda }`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = `{ $verb }` não leva mais nada (sobrou “{ $extra }”).

# The join command without a room code.
error-needs-code = `{ discord-command-unirse }` precisa do código de 4 letras da sala.

# The move command without an action.
error-needs-action = `{ discord-command-mover }` precisa de um lance, como e3-e4.

# A game name that is none of the three.
error-not-a-game = “{ $word }” não é um jogo: futbol, boyer ou chessfootball.

# The rules command with more than a game name.
error-rules-arguments = `{ discord-command-reglas }` leva no máximo o nome de um jogo.

# A word the create command does not know.
error-unexpected = `{ discord-command-crear }` não entende “{ $word }”: digite `{ discord-command-crear } [game] [side]`.

# The language command without a known language.
error-needs-language = Escolha o idioma: `{ discord-command-idioma }` e o código dele ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = “{ $word }” não é um número de partida: digite `{ discord-command-partida } 12` (os números aparecem em `{ discord-command-historial }`).

# A time that is not a number and a unit.
error-bad-time = Não entendi o tempo “{ $word }”: escreva um número e uma unidade, como 30s, 5m, 2h, 1d ou 3d, ou `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = O tempo por lance vai de 10s a 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = Férias duram de 1h a 14d: `{ discord-command-vacaciones } 3d`, ou `{ discord-command-vacaciones } end` para encerrá-las (“{ $word }” não vale).

# The pings command without on, off or digest.
error-needs-pings = Digite `{ discord-command-avisos } on`, `{ discord-command-avisos } off` ou `{ discord-command-avisos } digest 18h`.

# The tournament command without one of its steps.
error-needs-step = Digite `{ discord-command-torneo } create`, `{ discord-command-torneo } join`, `{ discord-command-torneo } start`, `{ discord-command-torneo } withdraw` ou `{ discord-command-torneo } show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = “{ $word }” não é um número válido aqui: digite, por exemplo, `{ discord-command-torneo } show 3` ou `{ discord-command-torneo } create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = “{ $level }” não é um nível: o computador joga do 1 ao 8, como `{ discord-command-crear } vs bot 4`.

# The time command without a time to give.
error-needs-time = `{ discord-command-tiempo }` precisa do tempo que você dá ao adversário, como `{ discord-command-tiempo } +1d`.
