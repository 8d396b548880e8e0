# `reglas pieza` / `rules piece`: one futbol piece in words (its
# pattern, then how every piece captures and plays the ball), its help
# line, its argument's description and its Discord names (an option of
# /futbol reglas; the names follow Discord's rules, see discord.ftl).
piece-describe = كيف تتحرك قطعة futbol، بالكلمات
piece-arg = القطعة: الحارس أو المدافع أو لاعب الوسط أو المهاجم
piece-moves =
    { $piece ->
        [goalkeeper] الحارس (P): مربع واحد في أي من الاتجاهات الثمانية، مثل الملك في الشطرنج.
        [defender] المدافع (D): مربع أو مربعان في خط مستقيم (صف أو عمود)؛ للمربعين يجب أن يكون المربع الأوسط فارغًا.
        [midfielder] لاعب الوسط (C): مربع أو مربعان قطريًا؛ للمربعين يجب أن يكون المربع الأوسط فارغًا.
       *[forward] المهاجم (A): قفزة الحصان (مربعان في اتجاه ومربع في الآخر)، قافزًا فوق كل شيء.
    }
    { piece-captures }
    { piece-carrier }
piece-captures = تأسر كما تتحرك: تنزل على قطعة للخصم فتخرج من اللعب. أسر حامل الكرة يسرق الكرة.
piece-carrier = مع الكرة لا تأسر ولا تستخدم نمطها: تراوغ مربعًا واحدًا أو تمرر أو تعكس أو تسدد.
discord-command-reglas-pieza = reglas-pieza
discord-option-pieza = pieza
discord-choice-pieza-portero = portero
discord-choice-pieza-defensa = defensa
discord-choice-pieza-centrocampista = centrocampista
discord-choice-pieza-delantero = delantero
