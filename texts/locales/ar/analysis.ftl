# What the bot says about a game's analysis (`analyse [ID]`): the engine
# looks at every position of an archived game and marks the moves that
# gave away much of their side's chance to win.

# The analysis is queued; it is posted in this channel when done.
analysis-queued = جارٍ تحليل المباراة #{ $id } (عدد الحركات: { $actions }): ستُنشر النتيجة هنا خلال ثوانٍ.
# The same game is being analysed already.
analysis-already = المباراة #{ $id } قيد التحليل بالفعل: ستُنشر النتيجة حيث طُلبت.
# The asker's previous analysis is not finished.
analysis-yours = لم ينتهِ تحليلك الأخير بعد: تحليل واحد في كل مرة.
# The process's queue of analyses is full.
analysis-busy = الكمبيوتر مشغول بتحليلات أخرى: حاول مجددًا بعد دقيقة.
# A game without actions has nothing to analyse.
analysis-empty = لا توجد في المباراة #{ $id } حركات لتحليلها.
# A record the engine could not replay (a fault; it is logged).
analysis-failed = تعذّر تحليل المباراة #{ $id }.
# The analysis. $white_line and $black_line are analysis-player lines;
# $turning is analysis-turning or empty.
analysis-result =
    تحليل المباراة #{ $id } ({ $variant })، { $white } ضد { $black }:
    الأبيض، { $white }: { $white_line }
    الأسود، { $black }: { $black_line }
    { $turning }
# One side's summary: how many moves of each kind, and the average share
# of the win chance its moves gave away.
analysis-player = { $inaccuracies ->
        [zero] { $inaccuracies } حالة عدم دقة
        [one] حالة عدم دقة واحدة
        [two] حالتا عدم دقة
        [few] { $inaccuracies } حالات عدم دقة
        [many] { $inaccuracies } حالة عدم دقة
       *[other] { $inaccuracies } حالة عدم دقة
    }، { $mistakes ->
        [zero] { $mistakes } خطأ
        [one] خطأ واحد
        [two] خطآن
        [few] { $mistakes } أخطاء
        [many] { $mistakes } خطأً
       *[other] { $mistakes } خطأ
    }، { $blunders ->
        [zero] { $blunders } خطأ فادح
        [one] خطأ فادح واحد
        [two] خطآن فادحان
        [few] { $blunders } أخطاء فادحة
        [many] { $blunders } خطأً فادحًا
       *[other] { $blunders } خطأ فادح
    }؛ متوسط الخسارة { $loss } %
# The moves where the game turned most: "12. e4-e5?? (الأفضل: d4-d5)".
analysis-turning = نقاط التحول: { $list }
# One marked move in that list; $mark is ?!, ? or ??.
analysis-move = { $number } { $action }{ $mark } (الأفضل: { $better })
# A turning point where the move played was the engine's own choice.
analysis-move-best = { $number } { $action }

analysis-chart-title = المباراة رقم { $id } · { $white } – { $black }
analysis-chart-subtitle = فرصة فوز الأبيض، حركةً بحركة
analysis-chart-goal = هدف
analysis-chart-inaccuracy = عدم دقة
analysis-chart-mistake = خطأ
analysis-chart-blunder = خطأ فادح
