# What the bot says about vacations (`vacaciones`). $deadline is the
# host's marker (U+E001) for when the vacation ends, which each adapter
# writes its own way; $used, $allowance and $left are durations ("3d").

# `vacaciones` while on vacation: what is used this year, and its end.
vacation-status-running = الإجازة هذا العام: { $used } من { $allowance }. أنت في إجازة حتى { $deadline } (`{ discord-command-vacaciones } end` ينهيها).
# `vacaciones` with none running: what is used this year.
vacation-status = الإجازة هذا العام: { $used } من { $allowance }. الأمر `{ discord-command-vacaciones } 3d` يوقف ساعاتك ثلاثة أيام.
# A vacation longer than what is left of the year's allowance.
vacation-too-long = لم يتبقَّ لك هذا القدر من الإجازة هذا العام: تبقّى { $left }.
# The vacation started: in how many timed games the clocks stopped (none:
# no timed game is going, and nobody is told). The count comes after a
# colon, the same form for every count.
vacation-started = { $games ->
    [0] في إجازة حتى { $deadline }. لا تلعب الآن أي مباراة بساعة؛ والمباريات التي تبدؤها لا تتوقف.
   *[other] في إجازة حتى { $deadline }: توقفت الساعات في المباريات: { $games }. أُبلغ خصومك.
}
# `vacaciones fin` with none running.
vacation-none = لست في إجازة.
# The vacation ended early; the days not used are given back.
vacation-ended = انتهت الإجازة: عادت ساعاتك للعمل، وعادت إليك الأيام التي لم تستخدمها.
# In a game's channel: a player's vacation stopped its clocks.
vacation-paused = { $who } في إجازة: ساعات هذه المباراة متوقفة حتى { $deadline }.
# In a game's channel: the player is back early.
vacation-resumed = عاد { $who } من الإجازة: ساعات هذه المباراة تعمل من جديد.
