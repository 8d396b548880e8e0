# What the bot says about clocks, turns and pings. $mention and
# $deadline are the host's markers (U+E000, U+E001), which each adapter
# writes its own way: the player to move, and when their time runs out.

# Under a new board: whose move it is.
clock-turn = Juega { $mention }.
# Under a new board in a timed game: whose move it is, and until when.
clock-turn-timed = Juega { $mention }; se acaba su tiempo { $deadline }.
# The reminder at 80 % of the move's time.
clock-reminder = ⏰ { $mention }, te toca: tu tiempo se acaba { $deadline }.
# The side to move ran out of time and lost ($team: the side's name).
clock-timed-out = { $who } ({ $team }) se queda sin tiempo: pierde por tiempo.
# Time ran out before both sides had moved.
clock-aborted = { $who } se queda sin tiempo antes de que jueguen los dos: partida anulada, sin resultado.
# A player gave the opponent time ($given: a duration, "1h").
clock-time-given = { $giver } da { $given } más a { $receiver } para esta jugada.
# `ver` in a timed game: the clock ($clock: as a picture shows it,
# picture-clock: "quedan 23h de 1d").
clock-status = Reloj: { $clock } para esta jugada.
# The engine's seat, by level.
clock-computer = Ordenador (nivel { $level })
# A room against the engine was opened ($seat: the player's side's name).
clock-created-vs-computer = Sala { $code } creada: { $variant } contra el ordenador (nivel { $level }). { $who } juega con { $seat }.
# Too many searches at once: the engine moves as soon as it can.
clock-computer-busy = El ordenador está ocupado con otras partidas: jugará en cuanto pueda.
# `avisos si` was saved.
clock-pings-on = Avisos activados: te mencionaré cuando te toque.
# `avisos no` was saved.
clock-pings-off = Avisos desactivados: tu nombre saldrá sin mención.
# `tiempo` in a room without a clock.
clock-no-clock = Esta sala no tiene reloj.
# `tiempo` for one's own move.
clock-own-time = Solo puedes dar tiempo a tu rival, mientras le toca a él.
# More time than a whole move's ($most: a move's time, "1d").
clock-too-much-time = Como mucho puedes dar el tiempo de una jugada ({ $most }).
