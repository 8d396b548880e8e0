# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = Не указана команда. Напиши `{ discord-command-ayuda }`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = Слишком длинная команда (максимум символов: { $max }). Напиши `{ discord-command-ayuda }`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = Неизвестная команда «{ $word }». Напиши `{ discord-command-ayuda }`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = После `{ $verb }` ничего не нужно (лишнее: «{ $extra }»).

# The join command without a room code.
error-needs-code = Для `{ discord-command-unirse }` нужен код комнаты из 4 букв.

# The move command without an action.
error-needs-action = Для `{ discord-command-mover }` нужен ход, например e3-e4.

# A game name that is none of the three.
error-not-a-game = «{ $word }» — не игра: futbol, boyer или chessfootball.

# The rules command with more than a game name.
error-rules-arguments = После `{ discord-command-reglas }` можно указать только название игры.

# A word the create command does not know.
error-unexpected = `{ discord-command-crear }` не понимает «{ $word }»: напиши `{ discord-command-crear } [game] [side]`.

# The language command without a known language.
error-needs-language = Выбери язык: `{ discord-command-idioma }` и его код ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = «{ $word }» — не номер партии: напиши `{ discord-command-partida } 12` (номера есть в `{ discord-command-historial }`).

# A time that is not a number and a unit.
error-bad-time = Не понимаю время «{ $word }»: напиши число и единицу, например 30s, 5m, 2h, 1d или 3d, или `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = Время на ход — от 10s до 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = Отпуск длится от 1h до 14d: `{ discord-command-vacaciones } 3d` или `{ discord-command-vacaciones } end`, чтобы закончить (не «{ $word }»).

# The pings command without on, off or digest.
error-needs-pings = Напиши `{ discord-command-avisos } on`, `{ discord-command-avisos } off` или `{ discord-command-avisos } digest 18h`.

# The tournament command without one of its steps.
error-needs-step = Напиши `{ discord-command-torneo } create`, `{ discord-command-torneo } join`, `{ discord-command-torneo } start`, `{ discord-command-torneo } withdraw` или `{ discord-command-torneo } show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = «{ $word }» — неподходящее число: напиши, например, `{ discord-command-torneo } show 3` или `{ discord-command-torneo } create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = «{ $level }» — не уровень: компьютер играет на уровнях от 1 до 8, например `{ discord-command-crear } vs bot 4`.

# The time command without a time to give.
error-needs-time = Для `{ discord-command-tiempo }` укажи, сколько времени дать сопернику, например `{ discord-command-tiempo } +1d`.
