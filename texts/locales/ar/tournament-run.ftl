# What the host says while it runs a tournament: registration, the
# organiser's steps, each round's pairings, the boards' first lines and
# every refusal. Names ($name, $white, $black, $organiser) are already
# safe to echo; $id is the tournament's number. Commands in backticks
# are written as typed (Spanish in Spanish, English in every other
# language).

## Formats and registration.

# A Swiss's format in words.
run-format-swiss = سويسري، { $rounds } جولات
# An arena's format in words.
run-format-arena = أرينا، { $minutes } دقيقة
# Registration is open. $game: the game's name; $how: run-format-swiss or
# run-format-arena; $time: the time per move (1d, 23h).
run-created = 🏆 البطولة { $id } ({ $game }، { $how }، { $time } لكل نقلة): التسجيل مفتوح. انضم بالزر أو `{ discord-command-torneo } join { $id }`. يبدؤها { $organiser } بـ `{ discord-command-torneo } start { $id }`.
# A tournament without a clock is refused.
run-needs-clock = البطولة تحتاج إلى ساعة: اختر وقتًا لكل نقلة، مثل `{ discord-command-torneo } create 1d`.
# Only the community's admins may organise.
run-may-not-organise = لا ينظّم البطولات هنا إلا مشرفو الخادم (مع `{ discord-command-ajustes } tournaments on` يستطيع الجميع).
# The organiser holds as many registrations open as one may.
run-too-many = لديك بالفعل { $most } بطولات مفتوحة للتسجيل، وهو الحد الأقصى: ابدأ واحدة أولًا.
# No tournament with that number here.
run-unknown = لا توجد بطولة { $id } هنا.
# No number given, and none open in this channel.
run-none-open-here = لا توجد بطولة مفتوحة في هذه القناة: اذكر رقمها، مثل `{ discord-command-torneo } show 3`.
# Someone registered; $count: how many are in now.
run-joined = { $name } ينضم إلى البطولة { $id } ({ $count } لاعبين).
run-already-in = أنت مسجّل في البطولة { $id } بالفعل.
run-full = البطولة { $id } ممتلئة: تتسع لـ { $most } لاعبًا على الأكثر.
run-closed = التسجيل في البطولة { $id } مغلق.
# Only its organiser (or an admin) starts it.
run-not-organiser = لا يبدأ البطولة { $id } إلا منظّمها (أو مشرف).
run-started-already = بدأت البطولة { $id } بالفعل.
run-too-few = تحتاج البطولة { $id } إلى لاعبَين على الأقل لتبدأ.
# It starts now; $how: run-format-swiss or run-format-arena.
run-starts = 🏁 تبدأ البطولة { $id }: { $players } لاعبين، { $how }.
# Someone withdrew.
run-withdrew = { $name } ينسحب من البطولة { $id }: لن يُقرن بعد الآن.
# Someone withdrew while a game of theirs, in room $code, still runs.
run-withdrew-playing = { $name } ينسحب من البطولة { $id }: لن يُقرن بعد الآن. مباراته في الغرفة { $code } ما زالت تُحتسب: العبها أو استسلم.
run-not-in = لست مسجّلًا في البطولة { $id }.
# Before it starts: $total registered; $list: their names, comma-joined,
# with "+N" for those left out.
run-registered = البطولة { $id }، التسجيل مفتوح ({ $total }): { $list }

## Rounds and boards.

# A Swiss round's pairings, heading.
run-round-paired = البطولة { $id } · الجولة { $round } من { $rounds }:
# An arena's new games, heading.
run-arena-paired = الأرينا { $id } · مباريات جديدة:
# One board of the pairings: its number, who plays whom, the room's code.
run-board-line = { $board }. { $white } – { $black } · الغرفة { $code }
# The same, with the room's web address.
run-board-line-linked = { $board }. { $white } – { $black } · الغرفة { $code } <{ $link }>
# The boards a round's list left out.
run-more-boards = … و{ $more } طاولات أخرى (`{ discord-command-torneo } show { $id }`)
# The bye of the round.
run-bye = راحة: { $name } (نقطة واحدة)
# A board's first line in its room; $round: "2/5" (a Swiss) or "#3" (an arena).
run-board-intro = البطولة { $id }، الجولة { $round }: { $white } (أبيض) ضد { $black } (أسود). لا إعادة: تُغلق الغرفة عند النهاية.
# Pings the board's player who does not move first. $mention: where the
# player is named; $side: their side's name (picture-team).
run-you-play = { $mention }، مباراتك في البطولة هنا: تلعب بـ{ $side }.
# The end, under the final standings.
run-over = 🏆 انتهت البطولة { $id }. ترتيبها ومبارياتها: `{ discord-command-torneo } show { $id }`.
# The games of a tournament; $list: their archive numbers ("#1 #2").
run-games = المباريات (`{ discord-command-partida } N`): { $list }
