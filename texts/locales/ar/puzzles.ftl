# What the bot says about puzzles (`problema`): a position where one side
# forces a goal within a few of its own actions, and only one first
# action does it. Solving one raises the solver's puzzle rating (apart
# from their game ratings) and lowers the puzzle's own.

# The heading: $id is the puzzle's number (#3a9c2e), $team who scores
# (White or Black) and $left in how many of their own actions.
puzzle-heading = اللغز #{ $id } ({ $variant }): يلعب { $team } ويسجّل في { $left ->
        [zero] { $left } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $left } حركات
        [many] { $left } حركة
       *[other] { $left } حركة
    }.
# How to answer in chat (Discord, Matrix): the menu, or the typed command.
puzzle-steps = في لعبة بوير يأتي الهدف في هذا الدور: النقلة وكل ركلة تُحسب كل منها حركة.
puzzle-how = اختر من القائمة أو اكتب «problema الحركة».
# The same on the web page: the lists, or the action alone.
puzzle-how-page = اختر من القوائم أو اكتب الحركة.
# The menu's second step.
puzzle-pick = اختر الحركة:
# A right answer; the same side goes on.
puzzle-good = ✓ { $played }. تابع.
# A right answer and the defender's reply.
puzzle-good-reply = ✓ { $played }. يردّ الخصم بـ { $reply }.
# Solved without a hint: $change carries its sign (+12, −8).
puzzle-solved = ⚽ هدف! { $played } تحلّ اللغز. تصنيفك في الألغاز: { $rating } ({ $change })؛ السلسلة: { $streak }.
# Solved after a hint: it does not count for the rating.
puzzle-solved-helped = ⚽ هدف! { $played } تحلّ اللغز (بمساعدة تلميح: لا يتغيّر تصنيفك).
# A wrong answer: $stopped is puzzle-wrong-stopped or
# puzzle-wrong-no-goal; $solution, the actions that worked.
puzzle-wrong = ✗ { $played } لا تفرض الهدف: { $stopped } الحل: { $solution }. تصنيفك في الألغاز: { $rating } ({ $change }).
puzzle-wrong-stopped = يوقفها الخصم بـ { $reply }.
puzzle-wrong-no-goal = لم يعد هناك هدف مفروض.
# The hints: first where the action starts, then the action.
puzzle-hint-origin = تلميح: تبدأ الحركة من { $origin }. (بعد التلميح لن يغيّر هذا اللغز تصنيفك.)
puzzle-hint-action = تلميح: العب { $action }.
puzzle-no-hint = لا يوجد تلميح لهذا الوضع.
puzzle-none-going = لست تحلّ أي لغز الآن: اكتب «problema» لتبدأ لغزًا.
puzzle-none-for = لا توجد ألغاز { $variant } بعد: جرّب «problema futbol».
puzzle-all-done = لقد لعبت كل ألغاز { $variant } في آخر 30 يومًا: عُد قريبًا.
puzzle-hint-label = تلميح
puzzle-next-label = لغز آخر
puzzle-daily-label = حلّ
# The puzzle of the day: the server's admins turn it on.
puzzle-daily-admins = وحدهم مشرفو المجتمع يفعّلون لغز اليوم أو يلغونه.
puzzle-daily-on = تم: سيُنشر لغز اليوم في هذه القناة كل يوم في الساعة { $hour }:00 UTC.
puzzle-daily-off = تم: لن يُنشر لغز اليوم بعد الآن.
puzzle-daily-over = انتهى ذلك اللغز اليومي: جرّب لغز اليوم.
puzzle-daily-none = لا يوجد لغز يومي في هذا المجتمع (يفعّله مشرفوه بـ «problema diario 18h»).
puzzle-daily-tried = لقد جرّبت لغز اليوم بالفعل: غدًا لغز آخر.
# The heading of the day's puzzle while it is solved.
puzzle-daily-mark = لغز اليوم ({ $day })، محاولة واحدة:
puzzle-daily-post = لغز اليوم #{ $id } ({ $variant }): يلعب { $team } ويسجّل في { $left ->
        [zero] { $left } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $left } حركات
        [many] { $left } حركة
       *[other] { $left } حركة
    }. اضغط «حلّ» للمحاولة.
# Who solved yesterday's: names only, no mentions.
puzzle-daily-solvers = { $count ->
        [0] لم يحلّ أحد لغز الأمس.
        [zero] لم يحلّ أحد لغز الأمس.
        [one] حلّ لغز الأمس: { $names }.
        [two] حلّ لغز الأمس لاعبان: { $names }.
        [few] حلّ لغز الأمس { $count } لاعبين: { $names }.
        [many] حلّ لغز الأمس { $count } لاعبًا: { $names }.
       *[other] حلّ لغز الأمس { $count } لاعب: { $names }.
    }
# The profile's puzzle line.
puzzle-profile = الألغاز: { $rating }، السلسلة { $streak } (الأفضل { $best })، المحلولة: { $solved }، الفاشلة: { $failed }.
