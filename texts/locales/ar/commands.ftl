# The commands' texts: what each command and each argument is for (one
# line each, at most 100 characters: Discord shows them), the help's
# title and lines, and the room's card. Commands are written as the
# parser reads them: Spanish in Spanish, English in the other languages.

## What each command is for (help and Discord's descriptions).

command-use-create = إنشاء غرفة في هذه القناة
command-use-join = الانضمام إلى غرفة برمزها
command-use-move = لعب حركة (أو اكتب الحركة وحدها: e3-e4)
command-use-resign = الاستسلام في المباراة
command-use-draw = عرض التعادل أو قبوله
command-use-takeback = اطلب التراجع عن حركتك الأخيرة، أو أجب خصمك
command-use-rematch = طلب إعادة المباراة
command-use-show = عرض الرقعة
command-use-leave = التوقف عن المشاهدة أو المغادرة
command-use-give-time = منح الخصم وقتًا إضافيًا لهذه الحركة
command-use-pings = الإشارة إليك عندما يحين دورك
command-use-vacation = أوقف ساعات مبارياتك بضعة أيام (14 يومًا في السنة)
command-use-zone = منطقتك الزمنية، لساعة الملخص اليومي
command-use-rules = القواعد باختصار
command-use-language = لغة القناة
command-use-history = آخر مباريات القناة ومبارياتك
command-use-game = سجل مباراة (أو المباراة الحالية)
command-use-puzzle = لغز: سجّل هدفًا في حركات قليلة (problema pista, problema diario)
command-use-analyse = يحلل مباراة منتهية
command-use-room = غرفة القناة: رمزها ورابطها ومن يلعب
command-use-widget = يضيف اللوحة الحية إلى غرفة Matrix هذه كأداة (للمشرفين)
command-use-profile = تصنيفك ونتائجك ورسمك البياني (أو لاعب آخر)
command-use-leaderboard = أفضل اللاعبين هنا (أو في كل مكان: global)
command-use-tournament = البطولات: سويسري أو أرينا، يقرنها البوت
command-use-config = إعدادات الخادم (يغيّرها مشرفوه)
command-use-help = قائمة الأوامر

## What each argument is for (Discord's option descriptions).

command-arg-game = اللعبة
command-arg-seat = جانبك
command-arg-time = الوقت لكل حركة (يوم واحد إن لم تختر)
command-arg-rival = شخص (بالرمز) أو الحاسوب
command-arg-level = مستوى الحاسوب (4 إن لم تختر)
command-arg-rated = محتسبة في التصنيف (افتراضيًا) أو ودية
command-arg-player = اللاعب (أنت إن لم تختر)
command-arg-scope = هذا الخادم أو الجميع
command-arg-form = الصورة، أو نصًا لقارئات الشاشة
command-arg-give = كم: 30s أو 5m أو 2h أو 1d…
command-arg-toggle = الإشارة إليك عندما يحين دورك
command-arg-answer = نعم أو لا لطلب الخصم
command-arg-away = المدة (3d)، أو end للإنهاء
command-arg-hour = ساعة الملخص (18h)
command-arg-zone = منطقتك: Africa/Cairo، Asia/Riyadh…
command-arg-language = رمز اللغة: { $codes }
command-arg-number = رقمها في السجل
command-arg-code = الرمز المكوّن من 4 أحرف
command-arg-action = الحركة
command-arg-setting = أي إعداد
command-arg-value = قيمته الجديدة
command-arg-step = create أو join أو start أو withdraw أو show
command-arg-rounds = جولات النظام السويسري (5 ما لم تختر)
command-arg-length = دقائق الأرينا بدلاً من السويسري

## The help: its title, then a line per command (its usage, as the
## parser reads it, and what it is for).

command-help-title = الأوامر:
# $usage: the command and its arguments; $purpose: a command-use text.
command-help-line = `{ $usage }` — { $purpose }

## The room's card (the room command).

# A taken seat: $team is the side's name, $player the player's.
command-room-seat = { $team } { $player }
# A free seat: $team is the side's name.
command-room-seat-empty = { $team } —
# The room's game: $game its name, $rated rated or casual.
command-room-game = { $game }, { $rated }
# $game: a command-room-game text; $white, $black: command-room-seat texts.
command-room = الغرفة { $code } ({ $game }): { $white }، { $black }. للانضمام: `{ discord-command-unirse } { $code }`
# The same, with the room's web link at the end.
command-room-with-link = الغرفة { $code } ({ $game }): { $white }، { $black }. للانضمام: `{ discord-command-unirse } { $code }` { $link }
