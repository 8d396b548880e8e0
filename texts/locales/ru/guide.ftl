# What goes with a board: the picker's texts, button and menu labels,
# the rules in short, the help after the commands, and an accepted
# action in words.

# The picker's second step: $piece is what was picked (a square, @N, ball).
guide-pick-target = Выбери ход для { $piece }:
# The `boyer` turn being built: $tokens is its move and kicks so far.
guide-turn-so-far = Текущий ход: { $tokens }. Ударь по мячу ещё раз или заверши ход.

## Button and menu labels: 80 characters at most.

# Take the free seat.
guide-label-join = Присоединиться
# Ask for a rematch.
guide-label-rematch = Реванш
# Give up.
guide-label-resign = Сдаться
# Offer or accept a draw.
guide-label-draw = Предложить ничью
# The picker's first menu.
guide-label-pick = Ход: выбери фигуру
# The picker's second menu.
guide-label-actions = Выбери ход
# End a `boyer` turn.
guide-label-end-turn = Завершить ход
# The next page of a long menu.
guide-label-more = Ещё…
# Accept the opponent's takeback request.
guide-label-takeback-yes = Отменить ход: да
# Decline it.
guide-label-takeback-no = Отменить ход: нет
guide-label-analyse = Анализ
# The button under a board that opens the live board inside Discord
# (the Activity).
guide-label-open-board = Открыть доску

## The rules in short, one game each (2,000 characters at most), with
## where the full rules are on a line of its own.

guide-rules-futbol-short =
    futbol (Fútbol-Ajedrez): 8×8, вратарь P (1 поле), защитники D (1–2 по прямой), полузащитники C (1–2 по диагонали), нападающие A (ход коня). Ворота d1/e1 и d8/e8. Одно действие за ход. Фигура с мячом ведёт мяч на 1 поле, отдаёт пас (≤5), делает навес (≤5, никогда не на поле ворот) или бьёт по воротам (≤3). Кто берёт фигуру с мячом, забирает мяч. Побеждает тот, кто первым забьёт 2 гола; после 160 действий побеждает тот, кто ведёт в счёте. (Наш выбор: начальная расстановка, порядок возврата на места после гола, навес никогда не на поле ворот.)
guide-rules-futbol =
    { guide-rules-futbol-short }
    { guide-full-rules }
guide-rules-boyer-short =
    boyer (Бойер, 1951): 9×9, шахматные фигуры без пешек, мяч на e5, ворота e1 и e9. Бить фигуры нельзя. Ход: необязательное перемещение, затем удары по мячу фигурами рядом с ним, каждой по разу. Король — на 1 поле; ладья — по прямой; слон — по диагонали; ферзь — и так, и так; конь — ходом коня, не на соседнее с собой поле. С 1-й или 9-й горизонтали нельзя бить мяч вдоль неё в ворота. Побеждает тот, кто первым забьёт гол (настраивается); 100 ходов каждой стороны без гола — ничья. (Наш выбор: у коня нет исключения в углу, ничья после 200 ходов.)
guide-rules-boyer =
    { guide-rules-boyer-short }
    { guide-full-rules }
guide-rules-chessfootball-short =
    chessfootball: 8×8, у каждой стороны по 6 фигур, их расставляют по одной на своей половине доски (король на поле ворот, 2 пешки, 3 на выбор); ворота c1–f1 и c8–f8. Мяч всегда у какой-то фигуры; бить можно только фигуру с мячом. Гол, если мяч заканчивает действие на поле ворот соперника (в том числе пасом) или если взят король с мячом. Два тайма по 45 действий каждой стороны. (Наш выбор: первым расставляет тот, кто делает начальный удар, и его первая фигура — на e4/e5.)
guide-rules-chessfootball =
    { guide-rules-chessfootball-short }
    { guide-full-rules }
# Where the full rules are.
guide-full-rules = Полные правила: docs/rules.md в репозитории бота.

## The help after the list of commands: actions, buttons and reactions,
## one line. Command words stay as the parser reads them.

guide-help-rest = Ходы: `c3-d4` перемещение, `c3xd4` взятие, `e3>c5` мяч, `N@e4` расстановка, `e7-e8=Q` превращение, `--` пропуск хода. Кнопки: Присоединиться, Ход, Ничья, Сдаться, Реванш. В Matrix — реакции: ✋ присоединиться, 🤝 ничья, 🏳️ сдаться, 🔁 реванш, 👍/👎 на просьбу отменить ход. Выйти во время партии — значит сдаться.

## An accepted action in words: "Blancas: pase e3 → c5". $side is the
## side's name, $from and $to squares, $role a piece letter, $turn a
## whole `boyer` turn; the word for what was played comes from
## guide-played-kind.

# What was played, by its kind.
guide-played-kind = { $kind ->
    [skip] пропуск хода
    [move] ход
    [pick-up] подбор мяча
    [capture] взятие
    [steal] отбор мяча
    [dribble] дриблинг
    [pass] пас
    [cross] навес
    [shot] удар по воротам
    [save] удар по воротам… отбит!
    [turn] ход
    [place] расстановка
   *[promote] превращение
}
# The turn passed.
guide-played-skip = { $side }: { guide-played-kind }.
# A piece or the ball went from a square to another.
guide-played-step = { $side }: { guide-played-kind } { $from } → { $to }
# A pawn promoted to $role.
guide-played-promote = { $side }: { guide-played-kind } { $from } → { $to } = { $role }
# A piece was placed (`chessfootball`).
guide-played-place = { $side }: { guide-played-kind } { $role } { $to }
# A whole `boyer` turn.
guide-played-turn = { $side }: { guide-played-kind } { $turn }

# A step's kind, before it in the move picker's menus ("Pass g4>h4").
guide-step-kind = { $kind ->
    [capture] Взятие
    [pass] Пас
    [cross] Навес
    [shot] Удар по воротам
    [goal] Гол!
    [kick] Удар
    [place] Расстановка
    [promote] Превращение
    [skip] Пропуск
    [end] Завершить ход
   *[move] Ход
}
