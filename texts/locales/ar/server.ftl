# What the host says about a community's settings: the list `config`
# shows, a change made, why one was refused, and why `crear` is refused
# here. Setting names ($key) and examples ($example) are written as
# typed: Spanish in Spanish, English in every other language (the words
# the parser reads).

## A setting's value, as `config` shows it.

# Rooms may be made in every channel.
server-value-all = كلها
# Rooms may be made only in threads.
server-value-threads = في السلاسل فقط
# No role is needed to create rooms.
server-value-everyone = الجميع
# A setting switched on.
server-value-on = نعم
# A setting switched off.
server-value-off = لا
# The default clock is the platform's own.
server-value-platform-clock = افتراضي المنصة
# The default clock is none.
server-value-no-clock = بلا ساعة
# An empty list of players.
server-value-nobody = لا أحد

## The settings and their changes.

# `config`: a heading, one line per setting ($list, the lines of
# server-settings-item), and how to change one.
server-settings =
    إعدادات هذا الخادم:
    { $list }
    غيّر أحدها بـ `{ discord-command-ajustes } KEY VALUE` (للمشرفين فقط).
# One setting of the list: its name as typed and its value in words.
server-settings-item = • `{ $key }`: { $value }
server-setting-changed = تم: `{ $key }` أصبح { $value }.
# Someone who is not an admin tried to change a setting.
server-admins-only = يغيّر الإعدادات المشرفون فقط (بصلاحية «إدارة الخادم»، أو مستوى المشرف في ماتريكس). يمكنك رؤيتها بـ `{ discord-command-ajustes }`.
# `config` on the web page, whose settings are the operator's.
server-page-settings = لا إعدادات للصفحة هنا: يختارها من يشغّلها بخيارات التشغيل.

## Settings that could not be read.

# $word: what was typed, made safe.
server-unknown-setting = «{ $word }» ليس إعدادًا: اكتب `{ discord-command-ajustes }` لرؤية القائمة.
server-needs-value = `{ $key }` يحتاج إلى قيمة، مثل `{ discord-command-ajustes } { $key } { $example }`.
server-bad-value = `{ $key }` لا يقبل «{ $word }»؛ مثلًا: `{ discord-command-ajustes } { $key } { $example }`.
server-too-many-channels = { $most } قنوات على الأكثر.
server-too-many-hidden = { $most } لاعبًا مخفيًا على الأكثر.

## Rooms refused here, and threads.

# `crear` where every game goes in its own thread, and no thread can be made.
server-not-here-threads = هنا لكل مباراة سلسلتها، ولا أستطيع إنشاء سلاسل في هذه القناة.
# `crear` in a channel where rooms are not made; $list: where they are.
server-not-here = لا تُنشأ الغرف هنا؛ جرّب { $list }.
# A setting only Discord servers have, asked for elsewhere.
server-discord-only = `{ $key }` إعداد لخوادم ديسكورد: هنا كل غرفة مجتمع قائم بذاته.
# A room's thread could not be made or is gone.
server-thread-lost = سلسلة هذه المباراة غير موجودة أو مقفلة: تستمر المباراة هنا.
# `crear` without the creator role; $role: the role's id (a mention).
server-needs-role = إنشاء الغرف هنا يحتاج إلى الدور <@&{ $role }>.
# `crear` by a player already in as many open rooms as allowed.
server-rooms-cap = أنت تلعب بالفعل في { $cap } غرف مفتوحة على هذا الخادم، وهو الحد الأقصى هنا. أنهِ واحدة أو غادرها أولًا.
