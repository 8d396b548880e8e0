# `seguir` / `follow` (src/host/command/typed/follow.rs): a spectator
# is mentioned when each game of the room ends. `$mention` stands
# where the platform writes the mention.

follow-describe = يذكرك عند انتهاء مباريات الغرفة (no: للإيقاف)
follow-follows = أنت تتابع الغرفة { $code }: سأذكرك عند انتهاء كل مباراة.
follow-stopped = لم تعد تتابع الغرفة { $code }.
follow-plays = أنت تلعب في هذه الغرفة: ستصلك نتائجها على أي حال.
follow-full = يتابع هذه الغرفة { $most } أشخاص بالفعل، وهذا هو الحد الأقصى.
# The game's result follows the colon.
follow-ended = { $mention }، انتهت المباراة التي تتابعها في { $code }: { $result }
# The answer's buttons.
follow-unfollow = إلغاء المتابعة
follow-follow-again = متابعة
