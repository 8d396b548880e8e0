# What the bot says about clocks, turns and pings. $mention and
# $deadline are the host's markers (U+E000, U+E001), which each adapter
# writes its own way: the player to move, and when their time runs out.

# Under a new board: whose move it is.
clock-turn = Vez de { $mention }.
# Under a new board in a timed game: whose move it is, and until when.
clock-turn-timed = Vez de { $mention }; o tempo acaba { $deadline }.
# The reminder at 80 % of the move's time.
clock-reminder = ⏰ { $mention }, é sua vez: seu tempo acaba { $deadline }.
# The side to move ran out of time and lost ($team: the side's name).
clock-timed-out = { $who } ({ $team }) ficou sem tempo: perde por tempo.
# Time ran out before both sides had moved.
clock-aborted = { $who } ficou sem tempo antes de os dois lados jogarem: partida anulada, sem resultado.
# A player gave the opponent time ($given: a duration, "1h").
clock-time-given = { $giver } dá mais { $given } a { $receiver } para este lance.
# `ver` in a timed game: the clock ($clock: as a picture shows it,
# picture-clock: "restam 23h de 1d").
clock-status = Relógio: { $clock } para este lance.
# The engine's seat, by level.
clock-computer = Computador (nível { $level })
# A room against the engine was opened ($seat: the player's side's name).
clock-created-vs-computer = Sala { $code } criada: { $variant } contra o computador (nível { $level }). { $who } joga com as { $seat }.
# Too many searches at once: the engine moves as soon as it can.
clock-computer-busy = O computador está ocupado com outras partidas: vai jogar assim que puder.
# `avisos si` was saved.
clock-pings-on = Avisos ativados: vou mencionar você quando for sua vez.
# `avisos no` was saved.
clock-pings-off = Avisos desativados: seu nome vai aparecer sem menção.
# `tiempo` in a room without a clock.
clock-no-clock = Esta sala não tem relógio.
# `tiempo` for one's own move.
clock-own-time = Você só pode dar tempo ao seu adversário, na vez dele.
# More time than a whole move's ($most: a move's time, "1d").
clock-too-much-time = Você pode dar no máximo o tempo de um lance ({ $most }).
