# The host's replies: general texts, rooms and seats, play and results,
# takebacks, rematches and series. `{ picture-team }` names the side
# `$team` ("white" or "black").

## General

# A chat message longer than a page may send.
host-message-too-long = الرسالة طويلة جدًا (الحد الأقصى للأحرف: { $max }).
# Something failed inside the bot; nothing was saved.
host-internal-error = خطأ داخلي: لم يُحفظ أي شيء. حاول مرة أخرى.
# The store could not save an action (its database away, its disk full).
host-not-saved = تعذّر حفظ المباراة: لم يتغير شيء. حاول مرة أخرى بعد قليل.
# A request that came while the bot is stopping (a deploy, a restart).
host-restarting = البوت يُعاد تشغيله: لم يُنفَّذ أي شيء. حاول مرة أخرى بعد لحظة.
# The channel's language changed (to this one).
host-language-set = اللغة: العربية.

## Rooms and seats

# A room was opened: `$variant` is the game's name (futbol), `$rated` its
# rated word, `$seat` the opener's side; `$has_link` is "yes" when
# `$link` (the room's page) is given, "no" otherwise.
host-created = تم إنشاء الغرفة { $code }: { $variant }، { $rated }. { $seat }: { $who }. للعب: `{ discord-command-unirse } { $code }`{ $has_link ->
        [yes] {" "}({ $link })
       *[no] {""}
    }.
# A local game (one person plays both sides) was opened.
host-created-local = تم إنشاء الغرفة { $code }: { $variant }، مباراة محلية. يلعب { $who } بالطرفين.
# The channel already has an open room.
host-already-open = في هذه القناة مباراة مفتوحة بالفعل: الغرفة { $code }. اكتب `{ discord-command-ver }` لرؤية الرقعة.
# A player took the second seat.
host-joined = انضم { $who } ({ picture-team }). بدأت المباراة!
# A player came back to their seat.
host-rejoined = عاد { $who } إلى مكانه ({ picture-team }).
# Someone watches.
host-spectating = يشاهد { $who } مباراة الغرفة { $code }.
# No open room has this code.
host-unknown-code = لا توجد غرفة مفتوحة بالرمز «{ $code }».
# The user acts faster than the limits allow.
host-too-fast = أنت سريع جدًا: انتظر بضع ثوانٍ ثم حاول مرة أخرى.
# The user already has `$most` rooms waiting for an opponent.
host-too-many-waiting = لديك بالفعل { $most } غرف تنتظر خصمًا: أغلق واحدة (`{ discord-command-salir }`) أو انتظر أن ينضم أحد.
# Too many rooms made by the user lately.
host-too-many-rooms = أنشأت غرفًا كثيرة متتالية: انتظر دقيقة.
# No open room in this channel.
host-no-room = لا توجد مباراة في هذه القناة. أنشئ واحدة بالأمر `{ discord-command-crear }`.
# The second seat is still free.
host-waiting = بانتظار خصم: شارك الرمز { $code }.
# A room expired after `$hours` hours without moves.
host-expired = أُغلقت الغرفة { $code } بعد { $hours } ساعة دون أي حركة.
# A player acted from another channel: where it went. `$has_link` is
# "yes" when `$link` (the room's channel) is given, "no" otherwise.
host-acted-elsewhere = تم التنفيذ في غرفتك { $code }؛ الرقعة في قناة الغرفة{ $has_link ->
        [yes] : { $link }
       *[no] {""}
    }
host-left-game = غادر { $who } المباراة.
# A spectator left.
host-stopped-watching = توقف { $who } عن المشاهدة.

## Play and results

# A spectator or stranger tried to play.
host-not-a-player = هذا للاعبين فقط؛ أنت تشاهد المباراة.
# A player acted out of turn: the side to move.
host-not-your-turn = ليس دورك: الدور على { picture-team }.
# A refused action (quoted safely), with its reason.
host-refused = لا يمكن لعب «{ $action }»: { $reason }.
# A side had no action and lost its turn.
host-skipped = { picture-team }: لا توجد حركة ممكنة، فينتقل الدور.
# A goal, and the score (White's goals first).
host-goal = هدف! سجّل { picture-team }! { $white }–{ $black }
# The game was won by the side `$team`, played by `$who`.
host-won = انتهت المباراة: فاز { picture-team } ({ $who }).
host-drawn = انتهت المباراة: تعادل.
host-resigned = استسلم { $who }.
host-draw-offered = يعرض { $who } التعادل. يقبله الخصم بالأمر `{ discord-command-tablas }`، وأي حركة ترفضه.
# The user's draw offer stands already.
host-draw-pending = لقد عرضت التعادل بالفعل.
host-draw-agreed = تعادل بالاتفاق.
# A button from an older board.
host-stale-button = هذا الزر من رقعة قديمة: استخدم أزرار أحدث رقعة.

## Takebacks

# A player asked to take back their last action; `$opponent` answers.
host-takeback-asked = يطلب { $who } التراجع عن حركته الأخيرة. { $opponent }: اقبل بالأمر `{ discord-command-deshacer }` وارفض بالأمر `{ discord-command-deshacer } no` (أو بالأزرار)؛ وإن لعبت حركة فقد رفضت.
# `$by` declined `$asker`'s takeback request.
host-takeback-declined = يرفض { $by } التراجع عن حركة { $asker }.
# The asker withdrew their takeback request.
host-takeback-withdrawn = يسحب { $asker } طلب التراجع.
# The action was taken back; its player moves again.
host-taken-back = أُلغيت حركة { $who } الأخيرة، ويلعب { $who } من جديد.
# `deshacer` with no action of one's own to take back.
host-nothing-to-take-back = لا توجد حركة لك يمكن التراجع عنها.
# The action to take back scored: the board was set up again.
host-takeback-after-goal = لا يمكن التراجع عن هدف: أُعيد ترتيب الرقعة.
# The opponent played after the action.
host-takeback-too-late = فات الأوان: لقد لعب خصمك بالفعل.
# The user's takeback request stands already.
host-takeback-pending = لقد طلبت التراجع بالفعل؛ انتظر رد خصمك.
# `deshacer si|no` with no request to answer.
host-no-takeback-asked = لم يطلب أحد التراجع عن حركة.

## Rematches and series

host-rematch-asked = يريد { $who } إعادة المباراة. بانتظار أن يطلبها الخصم أيضًا.
# A rematch started: game `$number` of the series; `$white` and `$black`
# are the players, `$white_side` and `$black_side` the sides' names.
host-rematch-started = إعادة المباراة! الغرفة { $code }، المباراة { $number }: { $white_side }: { $white }، { $black_side }: { $black }.
# The series score: player `$a` with `$a_wins` wins, `$b` with `$b_wins`.
host-series = السلسلة: { $a } { $a_wins } – { $b_wins } { $b }
# Refused: the game is not over yet (a rematch comes after).
host-still-playing = المباراة مستمرة: يمكن طلب إعادة المباراة بعد انتهائها.
# Refused: the game is over already.
host-game-over = انتهت المباراة: اطلب `{ discord-command-revancha }` للعب مرة أخرى.
