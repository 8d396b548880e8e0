# What the bot says about clocks, turns and pings. $mention and
# $deadline are the host's markers (U+E000, U+E001), which each adapter
# writes its own way: the player to move, and when their time runs out.

# Under a new board: whose move it is.
clock-turn = Au tour de { $mention }.
# Under a new board in a timed game: whose move it is, and until when.
clock-turn-timed = Au tour de { $mention } ; son temps expire { $deadline }.
# The reminder at 80 % of the move's time.
clock-reminder = ⏰ { $mention }, c'est ton tour : ton temps expire { $deadline }.
# The side to move ran out of time and lost ($team: the side's name).
clock-timed-out = { $who } ({ $team }) n'a plus de temps : perdu au temps.
# Time ran out before both sides had moved.
clock-aborted = { $who } n'a plus de temps avant que les deux camps aient joué : partie annulée, sans résultat.
# A player gave the opponent time ($given: a duration, "1h").
clock-time-given = { $giver } donne { $given } de plus à { $receiver } pour ce coup.
# `ver` in a timed game: the clock ($clock: as a picture shows it,
# picture-clock: "23h restant sur 1d").
clock-status = Pendule : { $clock } pour ce coup.
# The engine's seat, by level.
clock-computer = Ordinateur (niveau { $level })
# A room against the engine was opened ($seat: the player's side's name).
clock-created-vs-computer = Salle { $code } créée : { $variant } contre l'ordinateur (niveau { $level }). { $who } joue les { $seat }.
# Too many searches at once: the engine moves as soon as it can.
clock-computer-busy = L'ordinateur est occupé par d'autres parties : il jouera dès qu'il pourra.
# `avisos si` was saved.
clock-pings-on = Mentions activées : je te mentionnerai quand ce sera ton tour.
# `avisos no` was saved.
clock-pings-off = Mentions désactivées : ton nom apparaîtra sans mention.
# `tiempo` in a room without a clock.
clock-no-clock = Cette salle n'a pas de pendule.
# `tiempo` for one's own move.
clock-own-time = Tu ne peux donner du temps qu'à ton adversaire, pendant son tour.
# More time than a whole move's ($most: a move's time, "1d").
clock-too-much-time = Tu peux donner au plus le temps d'un coup ({ $most }).
