# The engine's refusals: why a text is not an action, or why the rules
# forbid the action here. Squares are passed as written (e4); user text
# ($text) comes already made safe and cut short.

## The text is not an action.

reason-empty = لم تكتب أي حركة
# $text looks like a square but is not on this board.
reason-not-a-square = لا يوجد مربع باسم { $text }
reason-unrecognized = النص «{ $text }» ليس حركة: اكتب c3-d4 أو c3xd4 أو e3>c5 أو --
reason-not-a-piece = لا توجد هنا قطعة بالحرف «{ $text }»
# boyer: `x` was written (a syntax error), or a move onto an opponent.
reason-boyer-has-no-captures = لا التقاط للقطع في boyer
# boyer: `--` stood beside other tokens.
reason-skip-not-alone = الرمز `--` دور كامل وحده
# boyer: a token that is neither a move nor a kick.
reason-not-a-boyer-token = الدور في boyer حركة وركلات فقط
# boyer: more tokens than a turn holds (a syntax error, or a rule).
reason-turn-too-long = في الدور حركة واحدة و8 ركلات على الأكثر

## The rules forbid the action here.

reason-game-over = انتهت المباراة
# The from-square is empty or holds an opponent.
reason-no-piece-of-yours = لا توجد قطعة لك على { $square }
# A ball action from a piece that does not hold the ball.
reason-not-the-carrier = القطعة على { $square } لا تملك الكرة
reason-same-square = يجب أن تنتهي الحركة على مربع آخر
# The target holds a piece of the mover's own side.
reason-own-piece = توجد قطعة لك على { $square }
# The target holds an opponent that cannot be captured this way.
reason-occupied = المربع { $square } مشغول
reason-nothing-to-capture = لا يوجد ما يمكن التقاطه على { $square }
# A piece or the ball would pass through an occupied square.
reason-blocked = الطريق مسدود عند { $square }
# The ball travels along a rank, file or diagonal only.
reason-not-in-line = المربعان { $from } و{ $to } ليسا على صف أو عمود أو قطر واحد
# `--` while some action exists.
reason-cannot-skip = لديك حركة ممكنة، فلا يمكنك تخطي الدور
# futbol: a piece's target is not in its kind's move pattern.
reason-kind-pattern = { $kind ->
    [goalkeeper] حارس المرمى يتحرك مربعًا واحدًا في أي اتجاه
    [defender] المدافع يتحرك مربعًا أو مربعين أفقيًا أو عموديًا
    [midfielder] لاعب الوسط يتحرك مربعًا أو مربعين قطريًا
   *[forward] المهاجم يقفز مثل الحصان
}
# boyer, chessfootball: a piece's target is not in its role's move pattern.
reason-role-pattern = { $role ->
    [king] الملك يتحرك مربعًا واحدًا
    [queen] الملكة تتحرك على صف أو عمود أو قطر
    [rook] الرخ يتحرك على صف أو عمود
    [bishop] الأسقف يتحرك قطريًا
    [knight] الحصان يتحرك على شكل L
   *[pawn] البيدق يتقدم مربعًا واحدًا، ويمرر أو يلتقط قطريًا إلى الأمام
}
reason-carrier-cannot-capture = حامل الكرة لا يمكنه الالتقاط
reason-dribble-one-square = المراوغة مربع واحد فقط في كل مرة
reason-no-capture-on-first-move = لا يمكن الالتقاط في الحركة الأولى
reason-pass-too-far = التمريرة تصل إلى 5 مربعات على الأكثر
reason-cross-too-far = العرضية تصل إلى 5 مربعات على الأكثر
reason-shot-too-far = التسديدة تصل إلى 3 مربعات على الأكثر
reason-cross-onto-goal = لا يمكن أن تنتهي العرضية على مربع مرمى ({ $square })
# futbol: the ball reaches an opponent only as a save on its goal.
reason-ball-to-opponent = لا يمكن لعب الكرة إلى الخصم على { $square }
# futbol: a kick named its kicker, as only boyer writes it.
reason-kicker-named-outside-boyer = تحديد القطعة الراكلة (d4:) في boyer فقط
# futbol: a promotion, a placement or a whole turn.
reason-not-in-futbol = لا ترقية في futbol، ولا وضع للقطع، ولا أدوار من عدة حركات
# boyer: an action that is not a whole turn.
reason-not-a-boyer-turn = الدور في boyer حركة وركلات، مثل b1-c3 e5>e7، أو --
# boyer: a move after a kick, or a second move.
reason-move-comes-first = الحركة تأتي أولًا، وحركة واحدة فقط في كل دور
# boyer: a move onto a goal square.
reason-stop-on-goal = لا يمكن لأي قطعة التوقف على e1 أو e9
# boyer: a kick names a square the ball is not on; $square is where it is.
reason-ball-not-there = الكرة على { $square }
# boyer: the named kicker cannot make this kick.
reason-cannot-kick = القطعة على { $kicker } لا يمكنها ركل الكرة إلى { $target }
# boyer: no piece of the side to move can make this kick.
reason-no-kicker = لا توجد قطعة لك يمكنها ركل الكرة من { $from } إلى { $to }
# boyer: two knights could make the kick and none was named.
reason-ambiguous-kick = يمكن لحصانين تنفيذ هذه الركلة: حدّد الراكل، مثل d4:e5>d7
# boyer: something followed a goal in the same turn.
reason-goal-ends-turn = الهدف ينهي الدور
# boyer: a step with no token in it.
reason-empty-token = جزء من الدور فارغ
# chessfootball: a placement after the placement phase.
reason-placement-over = انتهت مرحلة وضع القطع
# chessfootball: pieces are placed in their own half.
reason-not-your-half = المربع { $square } ليس في نصف رقعتك
# chessfootball: the kick-off side's first piece.
reason-kick-off-first = قطعتك الأولى ملكة أو رخ أو أسقف أو حصان على مربع ركلة البداية { $square }
# chessfootball: the king placed off its own goal squares.
reason-king-off-goal = يوضع الملك على أحد مربعات مرماك
# chessfootball: a pawn placed on a goal square.
reason-pawn-on-goal = لا يوضع البيدق أبدًا على مربع مرمى
# chessfootball: a chess set's limit on one kind of piece ($role, as
# reason-army-role names it).
reason-army-limit = الحد الأقصى لقطعة { reason-army-role } في الجيش: { $max }
# A piece's name as reason-army-limit needs it (Russian: the genitive
# plural, «ладей»).
reason-army-role = { $role ->
    [king] الملك
    [queen] الملكة
    [rook] الرخ
    [bishop] الأسقف
    [knight] الحصان
   *[pawn] البيدق
}
# chessfootball: a placement that leaves no room for the king and the two
# pawns every army holds.
reason-no-room-for-king-and-pawns = اترك مكانًا لملكك وبيدقين
# chessfootball: a placement after which the kick-off piece could never pass.
reason-kick-off-without-pass = بهذا تبقى قطعة ركلة البداية بلا تمريرة
# chessfootball: a placement refused for no rule in particular.
reason-impossible-placement = هذا الوضع غير ممكن
# chessfootball: a play action during the placement phase.
reason-place-first = ضع قطعك أولًا، مثل N@e4
# chessfootball: a whole boyer-style turn.
reason-not-in-chess-football = لا أدوار من عدة حركات في chessfootball
# chessfootball: at kick-off, anything but a pass from this square.
reason-kick-off-pass = الحركة الأولى تمريرة من مربع ركلة البداية { $square }
# chessfootball: the ball played to an empty square or an opponent.
reason-pass-to-teammate = التمريرة تكون إلى قطعة زميلة
# chessfootball: a capture of a piece without the ball.
reason-only-the-carrier = لا يمكن التقاط إلا القطعة المستحوذة على الكرة
# chessfootball: a pawn reaching its last rank without =Q and the like.
reason-must-promote = البيدق على الصف الأخير يُرقّى: أضف =Q أو =R أو =B أو =N
# chessfootball: =Q and the like on anything but a pawn reaching its last rank.
reason-cannot-promote = لا يُرقّى إلا بيدق يصل إلى الصف الأخير
