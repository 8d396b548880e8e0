# What the bot says about clocks, turns and pings. $mention and
# $deadline are the host's markers (U+E000, U+E001), which each adapter
# writes its own way: the player to move, and when their time runs out.

# Under a new board: whose move it is.
clock-turn = { $mention } ist am Zug.
# Under a new board in a timed game: whose move it is, and until when.
clock-turn-timed = { $mention } ist am Zug; die Zeit läuft ab: { $deadline }.
# The reminder at 80 % of the move's time.
clock-reminder = ⏰ { $mention }, du bist am Zug – deine Zeit läuft ab: { $deadline }.
# The side to move ran out of time and lost ($team: the side's name).
clock-timed-out = { $who } ({ $team }) hat keine Zeit mehr: verliert auf Zeit.
# Time ran out before both sides had moved.
clock-aborted = { $who } hat keine Zeit mehr, bevor beide Seiten gezogen haben: Partie abgebrochen, ohne Ergebnis.
# A player gave the opponent time ($given: a duration, "1h").
clock-time-given = { $giver } gibt { $receiver } { $given } mehr für diesen Zug.
# `ver` in a timed game: the clock ($clock: as a picture shows it,
# picture-clock: "23h von 1d übrig").
clock-status = Uhr: { $clock } für diesen Zug.
# The engine's seat, by level.
clock-computer = Computer (Stufe { $level })
# A room against the engine was opened ($seat: the player's side's name).
clock-created-vs-computer = Raum { $code } erstellt: { $variant } gegen den Computer (Stufe { $level }). { $who } spielt mit { $seat }.
# Too many searches at once: the engine moves as soon as it can.
clock-computer-busy = Der Computer ist mit anderen Partien beschäftigt: Er zieht, sobald er kann.
# `avisos si` was saved.
clock-pings-on = Erwähnungen an: Ich erwähne dich, wenn du am Zug bist.
# `avisos no` was saved.
clock-pings-off = Erwähnungen aus: Dein Name erscheint ohne Erwähnung.
# `tiempo` in a room without a clock.
clock-no-clock = Dieser Raum hat keine Uhr.
# `tiempo` for one's own move.
clock-own-time = Du kannst nur deinem Gegner Zeit geben, während er am Zug ist.
# More time than a whole move's ($most: a move's time, "1d").
clock-too-much-time = Du kannst höchstens die Zeit eines Zugs geben ({ $most }).
