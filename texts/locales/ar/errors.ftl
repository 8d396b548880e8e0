# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = لم تكتب أي أمر. اكتب `help`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = الأمر طويل جدًا (الحد الأقصى للأحرف: { $max }). اكتب `help`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = لا أعرف الأمر «{ $word }». اكتب `help`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = الأمر `{ $verb }` لا يأخذ شيئًا بعده (الزائد: «{ $extra }»).

# The join command without a room code.
error-needs-code = الأمر `join` يحتاج إلى رمز الغرفة المكوّن من 4 أحرف.

# The move command without an action.
error-needs-action = الأمر `move` يحتاج إلى حركة، مثل e3-e4.

# A game name that is none of the three.
error-not-a-game = لا توجد لعبة باسم «{ $word }»: اختر futbol أو boyer أو chessfootball.

# The rules command with more than a game name.
error-rules-arguments = الأمر `rules` يأخذ اسم لعبة واحدة على الأكثر.

# A word the create command does not know.
error-unexpected = الأمر `create` لا يفهم «{ $word }»: اكتب `create [game] [side]`.

# The language command without a known language.
error-needs-language = اختر اللغة: `language` ورمزها ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = القيمة «{ $word }» ليست رقم مباراة: اكتب `game 12` (تظهر الأرقام في `history`).

# A time that is not a number and a unit.
error-bad-time = لا أفهم الوقت «{ $word }»: اكتب رقمًا ووحدة، مثل 30s أو 5m أو 2h أو 1d أو 3d، أو `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = الوقت لكل حركة من 10s إلى 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = الإجازة من 1h إلى 14d: `vacation 3d`، أو `vacation end` لإنهائها (وليس «{ $word }»).

# The pings command without on, off or digest.
error-needs-pings = اكتب `pings on` أو `pings off` أو `pings digest 18h`.

# The tournament command without one of its steps.
error-needs-step = اكتب `tournament create` أو `tournament join` أو `tournament start` أو `tournament withdraw` أو `tournament show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = «{ $word }» ليس رقمًا مناسبًا هنا: اكتب مثلًا `tournament show 3` أو `tournament create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = لا يوجد مستوى «{ $level }»: مستويات الكمبيوتر من 1 إلى 8، مثل `create vs bot 4`.

# The time command without a time to give.
error-needs-time = الأمر `time` يحتاج إلى الوقت الذي تمنحه لخصمك، مثل `time +1d`.
