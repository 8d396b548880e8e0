# What the bot says about clocks, turns and pings. $mention and
# $deadline are the host's markers (U+E000, U+E001), which each adapter
# writes its own way: the player to move, and when their time runs out.

# Under a new board: whose move it is.
clock-turn = الدور على { $mention }.
# Under a new board in a timed game: whose move it is, and until when.
clock-turn-timed = الدور على { $mention }؛ ينتهي وقته { $deadline }.
# The reminder at 80 % of the move's time.
clock-reminder = ⏰ { $mention }، دورك: ينتهي وقتك { $deadline }.
# The side to move ran out of time and lost ($team: the side's name).
clock-timed-out = نفد وقت { $who } ({ $team }): خسارة بسبب الوقت.
# Time ran out before both sides had moved.
clock-aborted = نفد وقت { $who } قبل أن يلعب الطرفان: أُلغيت المباراة دون نتيجة.
# A player gave the opponent time ($given: a duration, "1h").
clock-time-given = منح { $giver } اللاعب { $receiver } وقتًا إضافيًا قدره { $given } لهذه الحركة.
# `ver` in a timed game: the clock ($clock: as a picture shows it,
# picture-clock: "بقي 23h من 1d").
clock-status = الساعة: { $clock } لهذه الحركة.
# The engine's seat, by level.
clock-computer = الكمبيوتر (المستوى { $level })
# A room against the engine was opened ($seat: the player's side's name).
clock-created-vs-computer = تم إنشاء الغرفة { $code }: { $variant } ضد الكمبيوتر (المستوى { $level }). { $seat }: { $who }.
# Too many searches at once: the engine moves as soon as it can.
clock-computer-busy = الكمبيوتر مشغول بمباريات أخرى: سيلعب حركته في أقرب وقت ممكن.
# `avisos si` was saved.
clock-pings-on = التنبيهات مفعّلة: سأشير إليك عندما يحين دورك.
# `avisos no` was saved.
clock-pings-off = التنبيهات متوقفة: سيظهر اسمك دون إشارة.
# `tiempo` in a room without a clock.
clock-no-clock = لا توجد ساعة في هذه الغرفة.
# `tiempo` for one's own move.
clock-own-time = يمكنك منح الوقت لخصمك فقط، أثناء دوره.
# More time than a whole move's ($most: a move's time, "1d").
clock-too-much-time = أقصى ما يمكنك منحه هو وقت حركة واحدة ({ $most }).
