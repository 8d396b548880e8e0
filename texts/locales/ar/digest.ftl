# The daily summary in words, and the answers to `avisos resumen` and
# `zona`.

# The summary's first line: in how many games it is the reader's move
# (the number after a colon, the same form for every count).
digest-head = ملخص اليوم: الدور عليك في المباريات: { $count }.
# One game of the summary: its room's code, the opponent, the time left
# on its clock ($timed: yes or no; $left: a duration, "1h") and, when the
# room has one, its link ($linked: yes or no).
digest-line = • { $code } ضد { $opponent }: { $timed ->
        [yes] يتبقى { $left }
       *[no] بلا ساعة
    }{ $linked ->
        [yes] {" — "}{ $link }
       *[no] {""}
    }
# `avisos resumen 18h`: the summary's hour set, in the reader's zone.
digest-set = تم: ملخص واحد يوميًا في الساعة { $hour }:00 ({ $zone }) بدل الإشارة عند كل رقعة. الأمر `{ discord-command-zona } Europe/Madrid` يضبط منطقتك الزمنية؛ و`{ discord-command-avisos } on` يعيد الإشارات.
# `zona NAME`: the zone set (or, without a name, the one in use).
digest-zone-set = منطقتك الزمنية: { $zone }.
# `zona NAME` with a name the time zone database does not know.
digest-zone-unknown = لا أعرف المنطقة «{ $zone }». اكتبها كما في قاعدة IANA: `{ discord-command-zona } Africa/Cairo`، `{ discord-command-zona } Asia/Riyadh`.
