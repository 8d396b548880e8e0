# Why a command could not be read (one message per kind of mistake).
# Commands and their words are quoted as the parser reads them: Spanish
# in Spanish, English in the other languages.

# Nothing after the bot's name.
error-empty = لم تكتب أي أمر. اكتب `{ discord-command-ayuda }`.

# A command longer than the parser reads; $max: the limit, in characters.
error-too-long = الأمر طويل جدًا (الحد الأقصى للأحرف: { $max }). اكتب `{ discord-command-ayuda }`.

# The first word is no command; $word: the word, quoted safely.
error-unknown = لا أعرف الأمر «{ $word }». اكتب `{ discord-command-ayuda }`.

# A command that takes nothing was given more; $verb: the command as this language writes it, $extra: the extra words.
error-no-arguments = الأمر `{ $verb }` لا يأخذ شيئًا بعده (الزائد: «{ $extra }»).

# The join command without a room code.
error-needs-code = الأمر `{ discord-command-unirse }` يحتاج إلى رمز الغرفة المكوّن من 4 أحرف.

# The move command without an action.
error-needs-action = الأمر `{ discord-command-mover }` يحتاج إلى حركة، مثل e3-e4.

# A game name that is none of the three.
error-not-a-game = لا توجد لعبة باسم «{ $word }»: اختر futbol أو boyer أو chessfootball.

# The rules command with more than a game name.
error-rules-arguments = الأمر `{ discord-command-reglas }` يأخذ اسم لعبة واحدة على الأكثر.

# A word the create command does not know.
error-unexpected = الأمر `{ discord-command-crear }` لا يفهم «{ $word }»: اكتب `{ discord-command-crear } [game] [side]`.

# The language command without a known language.
error-needs-language = اختر اللغة: `{ discord-command-idioma }` ورمزها ({ $codes }).

# The game command with something that is not a game number.
error-bad-game-id = القيمة «{ $word }» ليست رقم مباراة: اكتب `{ discord-command-partida } 12` (تظهر الأرقام في `{ discord-command-historial }`).

# A time that is not a number and a unit.
error-bad-time = لا أفهم الوقت «{ $word }»: اكتب رقمًا ووحدة، مثل 30s أو 5m أو 2h أو 1d أو 3d، أو `none`.

# A time per move shorter than 10s or longer than 14d.
error-time-out-of-range = الوقت لكل حركة من 10s إلى 14d.

# The vacation command with something other than 1h to 14d or end; $word is quoted as typed.
error-bad-vacation = الإجازة من 1h إلى 14d: `{ discord-command-vacaciones } 3d`، أو `{ discord-command-vacaciones } end` لإنهائها (وليس «{ $word }»).

# The pings command without on, off or digest.
error-needs-pings = اكتب `{ discord-command-avisos } on` أو `{ discord-command-avisos } off` أو `{ discord-command-avisos } digest 18h`.

# The tournament command without one of its steps.
error-needs-step = اكتب `{ discord-command-torneo } create` أو `{ discord-command-torneo } join` أو `{ discord-command-torneo } start` أو `{ discord-command-torneo } withdraw` أو `{ discord-command-torneo } show`.

# A tournament's id, rounds or minutes that are not a number in range.
error-bad-count = «{ $word }» ليس رقمًا مناسبًا هنا: اكتب مثلًا `{ discord-command-torneo } show 3` أو `{ discord-command-torneo } create rounds 5`.

# The computer's level outside 1-8.
error-bad-level = لا يوجد مستوى «{ $level }»: مستويات الكمبيوتر من 1 إلى 8، مثل `{ discord-command-crear } vs bot 4`.

# The time command without a time to give.
error-needs-time = الأمر `{ discord-command-tiempo }` يحتاج إلى الوقت الذي تمنحه لخصمك، مثل `{ discord-command-tiempo } +1d`.
