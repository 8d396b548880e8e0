# What the bot says about clocks, turns and pings. $mention and
# $deadline are the host's markers (U+E000, U+E001), which each adapter
# writes its own way: the player to move, and when their time runs out.

# Under a new board: whose move it is.
clock-turn = Tocca a { $mention }.
# Under a new board in a timed game: whose move it is, and until when.
clock-turn-timed = Tocca a { $mention }; il suo tempo scade { $deadline }.
# The reminder at 80 % of the move's time.
clock-reminder = ⏰ { $mention }, tocca a te: il tuo tempo scade { $deadline }.
# The side to move ran out of time and lost ($team: the side's name).
clock-timed-out = { $who } ({ $team }) ha finito il tempo: perde per tempo.
# Time ran out before both sides had moved.
clock-aborted = { $who } ha finito il tempo prima che entrambi abbiano mosso: partita annullata, nessun risultato.
# A player gave the opponent time ($given: a duration, "1h").
clock-time-given = { $giver } dà { $given } in più a { $receiver } per questa mossa.
# `ver` in a timed game: the clock ($clock: as a picture shows it,
# picture-clock: "restano 23h su 1d").
clock-status = Orologio: { $clock } per questa mossa.
# The engine's seat, by level.
clock-computer = Computer (livello { $level })
# A room against the engine was opened ($seat: the player's side's name).
clock-created-vs-computer = Stanza { $code } creata: { $variant } contro il computer (livello { $level }). { $who } gioca con il { $seat }.
# Too many searches at once: the engine moves as soon as it can.
clock-computer-busy = Il computer è impegnato con altre partite: muoverà appena possibile.
# `avisos si` was saved.
clock-pings-on = Avvisi attivati: ti menzionerò quando tocca a te.
# `avisos no` was saved.
clock-pings-off = Avvisi disattivati: il tuo nome apparirà senza menzione.
# `tiempo` in a room without a clock.
clock-no-clock = Questa stanza non ha l'orologio.
# `tiempo` for one's own move.
clock-own-time = Puoi dare tempo solo al tuo avversario, mentre tocca a lui.
# More time than a whole move's ($most: a move's time, "1d").
clock-too-much-time = Puoi dare al massimo il tempo di una mossa ({ $most }).
