# What goes with a board: the picker's texts, button and menu labels,
# the rules in short, the help after the commands, and an accepted
# action in words.

# The picker's second step: $piece is what was picked (a square, @N, ball).
guide-pick-target = اختر حركة { $piece }:
# The `boyer` turn being built: $tokens is its move and kicks so far.
guide-turn-so-far = الدور الحالي: { $tokens }. اركل الكرة مرة أخرى أو أنهِ الدور.

## Button and menu labels: 80 characters at most.

# Take the free seat.
guide-label-join = انضمام
# Ask for a rematch.
guide-label-rematch = إعادة المباراة
# Give up.
guide-label-resign = استسلام
# Offer or accept a draw.
guide-label-draw = اعرض التعادل
# The picker's first menu.
guide-label-pick = تحريك: اختر قطعة
# The picker's second menu.
guide-label-actions = اختر الحركة
# End a `boyer` turn.
guide-label-end-turn = إنهاء الدور
# The next page of a long menu.
guide-label-more = المزيد…
# Accept the opponent's takeback request.
guide-label-takeback-yes = التراجع: نعم
# Decline it.
guide-label-takeback-no = التراجع: لا
guide-label-analyse = تحليل
# The button under a board that opens the live board inside Discord
# (the Activity).
guide-label-open-board = افتح اللوحة

## The rules in short, one game each (2,000 characters at most), with
## where the full rules are on a line of its own.

guide-rules-futbol-short =
    لعبة futbol (Fútbol-Ajedrez): رقعة 8×8، حارس المرمى P (مربع واحد)، المدافعون D (1–2 في خط مستقيم)، لاعبو الوسط C (1–2 قطريًا)، المهاجمون A (قفزة الحصان). المرميان d1/e1 وd8/e8. حركة واحدة في كل دور. حامل الكرة يراوغ مربعًا واحدًا، أو يمرر (≤5)، أو يرسل عرضية (≤5، لا تنتهي أبدًا على مربع مرمى)، أو يسدد (≤3). التقاط حامل الكرة يعني خطفها. يفوز أول من يسجل هدفين؛ وبعد 160 حركة يفوز المتقدم في النتيجة. (اختياراتنا: وضعية البداية، وترتيب العودة إلى المواقع بعد الهدف، والعرضية لا تنتهي أبدًا على مربع مرمى.)
guide-rules-futbol =
    { guide-rules-futbol-short }
    { guide-full-rules }
guide-rules-boyer-short =
    لعبة boyer (بوير، 1951): رقعة 9×9، قطع الشطرنج بلا بيادق، الكرة على e5، المرميان e1 وe9. لا التقاط للقطع. الدور: حركة اختيارية، ثم ركلات من القطع المجاورة للكرة، كل قطعة مرة واحدة. الملك: مربع واحد؛ الرخ في خط مستقيم؛ الأسقف قطريًا؛ الملكة بالطريقتين؛ الحصان قفزة حصان إلى مربع غير مجاور له. لا ركلة على طول الصف 1 أو 9 نحو المرمى. يفوز صاحب الهدف الأول (قابل للتعديل)؛ وبعد 100 دور لكل جانب دون هدف تنتهي المباراة بالتعادل. (اختياراتنا: لا استثناء للحصان في الزوايا، والتعادل عند 200 دور.)
guide-rules-boyer =
    { guide-rules-boyer-short }
    { guide-full-rules }
guide-rules-chessfootball-short =
    لعبة chessfootball: رقعة 8×8، لكل جانب 6 قطع توضع واحدة تلو الأخرى في نصف رقعتك (الملك على أحد مربعات المرمى، وبيدقان، و3 قطع تختارها)؛ المرميان c1–f1 وc8–f8. الكرة دائمًا مع قطعة؛ ولا يمكن التقاط إلا القطعة المستحوذة على الكرة. يُسجَّل هدف عندما تنتهي الكرة على أحد مربعات مرمى الخصم (بالتمرير أيضًا) أو بالتقاط الملك المستحوذ على الكرة. شوطان، لكل جانب 45 حركة في كل شوط. (اختيارنا: صاحب ركلة البداية يضع أولًا، وأول قطعة له على e4/e5.)
guide-rules-chessfootball =
    { guide-rules-chessfootball-short }
    { guide-full-rules }
# Where the full rules are.
guide-full-rules = القواعد الكاملة: docs/rules.md في مستودع البوت.

## The help after the list of commands: actions, buttons and reactions,
## one line. Command words stay as the parser reads them.

guide-help-rest = الحركات: `c3-d4` تحريك، `c3xd4` التقاط، `e3>c5` الكرة، `N@e4` وضع قطعة، `e7-e8=Q` ترقية، `--` تخطي الدور. الأزرار: انضمام، تحريك، تعادل، استسلام، إعادة المباراة. في Matrix، التفاعلات: ✋ انضمام، 🤝 تعادل، 🏳️ استسلام، 🔁 إعادة المباراة، 👍/👎 على طلب التراجع. مغادرة المباراة أثناء اللعب تعني الاستسلام.

## An accepted action in words: "Blancas: pase e3 → c5". $side is the
## side's name, $from and $to squares, $role a piece letter, $turn a
## whole `boyer` turn; the word for what was played comes from
## guide-played-kind.

# What was played, by its kind.
guide-played-kind = { $kind ->
    [skip] تخطي الدور
    [move] تحريك
    [pick-up] استحواذ على الكرة
    [capture] التقاط
    [steal] خطف الكرة
    [dribble] مراوغة
    [pass] تمريرة
    [cross] عرضية
    [shot] تسديدة
    [save] تسديدة… تم صدّها!
    [turn] دور
    [place] وضع
   *[promote] ترقية
}
# The turn passed.
guide-played-skip = { $side }: { guide-played-kind }.
# A piece or the ball went from a square to another.
guide-played-step = { $side }: { guide-played-kind } { $from } → { $to }
# A pawn promoted to $role.
guide-played-promote = { $side }: { guide-played-kind } { $from } → { $to } = { $role }
# A piece was placed (`chessfootball`).
guide-played-place = { $side }: { guide-played-kind } { $role } { $to }
# A whole `boyer` turn.
guide-played-turn = { $side }: { guide-played-kind } { $turn }

# A step's kind, before it in the move picker's menus ("Pass g4>h4").
guide-step-kind = { $kind ->
    [capture] التقاط
    [pass] تمريرة
    [cross] عرضية
    [shot] تسديدة
    [goal] هدف!
    [kick] ركلة
    [place] وضع
    [promote] ترقية
    [skip] تخطي
    [end] إنهاء الدور
   *[move] تحريك
}
