# What the host says about codes and the archive: a full bot, a closed
# room's old code, `historial` and `partida ID`.

# No room code is free.
archive-bot-full = البوت ممتلئ: لا يوجد رمز غرفة متاح. حاول بعد قليل، عندما تُغلق بعض الغرف.
# A code whose room closed recently: its games ($ids: "#12, #13"; $first:
# the first one's number).
archive-room-closed = أُغلقت الغرفة { $code }. مبارياتها: { $ids } (لعرضها: `{ discord-command-partida } { $first }` أو `{ discord-command-historial }`).
# A code whose room closed recently, without a finished game.
archive-room-closed-empty = أُغلقت الغرفة { $code } دون مباريات منتهية.
# One line of a game list: "#12 · futbol · Ana 1–0 Bob (1-0, استسلام) · 2026-01-01".
# $result is as records write it (1-0, 0-1, ½-½, -); how the game ended
# is said only when its rules did not end it.
archive-game-line = #{ $id } · { $variant } · { $white } { $white_goals }–{ $black_goals } { $black } ({ $result }{ $ending ->
        [resigned] , استسلام
        [agreed] , تعادل بالاتفاق
        [expired] , عدم النشاط
        [timeout] , انتهاء الوقت
        [aborted] , ملغاة
       *[rules] {""}
    }) · { $date }
# `historial`: the channel's last games and the player's own, one game
# line a line, each indented by two spaces (or archive-history-none).
archive-history =
    آخر مباريات هذه القناة:
    { $channel }
    آخر مبارياتك:
    { $mine }
    لعرض واحدة: `{ discord-command-partida } ID`.
# In `historial`, a list without games.
archive-history-none = لا شيء
# `partida ID` for an id the archive does not have.
archive-no-such-game = لا توجد مباراة مؤرشفة بالرقم «{ $id }».
# `partida` in a room whose current game has actions: its record is the
# file that comes with this line.
archive-current-record = سجل المباراة الجارية في الغرفة { $code } (عدد الحركات: { $actions }) في الملف المرفق.
# `partida` where no game has been played yet.
archive-no-game-yet = لم تُلعب أي مباراة هنا بعد. أنشئ واحدة بالأمر `{ discord-command-crear }`.
# After a game ends, when the bot draws no pictures: its record follows
# as a file.
archive-record-posted = المباراة #{ $id }: السجل (`{ discord-command-partida } { $id }` يعيد عرضه).
# After a game ends: its replay and its record follow as files.
archive-replay-posted = المباراة #{ $id }: إعادة العرض المتحركة والسجل (`{ discord-command-partida } { $id }` يعيد عرض السجل).
