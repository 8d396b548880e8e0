# The host's replies: general texts, rooms and seats, play and results,
# takebacks, rematches and series. `{ picture-team }` names the side
# `$team` ("white" or "black").

## General

# A chat message longer than a page may send.
host-message-too-long = Сообщение слишком длинное (максимум символов: { $max }).
# Something failed inside the bot; nothing was saved.
host-internal-error = Внутренняя ошибка: ничего не сохранено. Попробуй ещё раз.
# The store could not save an action (its database away, its disk full).
host-not-saved = Не удалось сохранить партию: ничего не изменилось. Попробуй ещё раз чуть позже.
# A request that came while the bot is stopping (a deploy, a restart).
host-restarting = Бот перезапускается: ничего не сделано. Попробуй ещё раз через минуту.
# The channel's language changed (to this one).
host-language-set = Язык: русский.

## Rooms and seats

# A room was opened: `$variant` is the game's name (futbol), `$rated` its
# rated word, `$seat` the opener's side; `$has_link` is "yes" when
# `$link` (the room's page) is given, "no" otherwise.
host-created = Комната { $code } создана: { $variant }, { $rated }. { $seat } — { $who }. Чтобы сыграть: `{ discord-command-unirse } { $code }`{ $has_link ->
        [yes] {" "}({ $link })
       *[no] {""}
    }.
# A local game (one person plays both sides) was opened.
host-created-local = Комната { $code } создана: { $variant }, локальная партия. { $who } играет за обе стороны.
# The channel already has an open room.
host-already-open = В этом канале уже есть открытая партия: комната { $code }. Напиши `{ discord-command-ver }`, чтобы увидеть доску.
# A player took the second seat.
host-joined = { $who } присоединяется ({ picture-team }). Партия начинается!
# A player came back to their seat.
host-rejoined = { $who } возвращается на своё место ({ picture-team }).
# Someone watches.
host-spectating = { $who } смотрит партию в комнате { $code }.
# No open room has this code.
host-unknown-code = Нет открытой комнаты с кодом «{ $code }».
# The user acts faster than the limits allow.
host-too-fast = Слишком быстро: подожди несколько секунд и попробуй снова.
# The user already has `$most` rooms waiting for an opponent.
host-too-many-waiting = У тебя уже { $most } комнаты ждут соперника: закрой одну (`{ discord-command-salir }`) или подожди, пока кто-то присоединится.
# Too many rooms made by the user lately.
host-too-many-rooms = Ты создал слишком много комнат подряд: подожди минуту.
# No open room in this channel.
host-no-room = В этом канале нет партии. Создай её командой `{ discord-command-crear }`.
# The second seat is still free.
host-waiting = Ждём соперника: поделись кодом { $code }.
# A room expired after `$hours` hours without moves.
host-expired = Комната { $code } закрыта: { $hours } ч без ходов.
# A player acted from another channel: where it went. `$has_link` is
# "yes" when `$link` (the room's channel) is given, "no" otherwise.
host-acted-elsewhere = Сделано в твоей комнате { $code }; доска — в канале комнаты{ $has_link ->
        [yes] : { $link }
       *[no] {""}
    }
host-left-game = { $who } покидает партию.
# A spectator left.
host-stopped-watching = { $who } больше не смотрит.

## Play and results

# A spectator or stranger tried to play.
host-not-a-player = Это могут делать только игроки; ты зритель.
# A player acted out of turn: the side to move.
host-not-your-turn = Сейчас не твой ход: ходят { picture-team }.
# A refused action (quoted safely), with its reason.
host-refused = Нельзя сыграть «{ $action }»: { $reason }.
# A side had no action and lost its turn.
host-skipped = { picture-team }: нет допустимых ходов, ход переходит к сопернику.
# A goal, and the score (White's goals first).
host-goal = ГОЛ! Забили { picture-team }! { $white }–{ $black }
# The game was won by the side `$team`, played by `$who`.
host-won = Партия окончена: победили { picture-team } ({ $who }).
host-drawn = Партия окончена: ничья.
host-resigned = { $who } сдаётся.
host-draw-offered = { $who } предлагает ничью. Соперник принимает командой `{ discord-command-tablas }`; любой ход её отклоняет.
# The user's draw offer stands already.
host-draw-pending = Ничья уже предложена.
host-draw-agreed = Ничья по соглашению.
# A button from an older board.
host-stale-button = Эта кнопка от старой доски: используй кнопки последней доски.

## Takebacks

# A player asked to take back their last action; `$opponent` answers.
host-takeback-asked = { $who } просит отменить свой последний ход. { $opponent }: прими командой `{ discord-command-deshacer }` или откажи командой `{ discord-command-deshacer } no` (или кнопками); твой ход тоже означает отказ.
# `$by` declined `$asker`'s takeback request.
host-takeback-declined = { $by } не соглашается отменить ход игрока { $asker }.
# The asker withdrew their takeback request.
host-takeback-withdrawn = { $asker } отзывает просьбу об отмене хода.
# The action was taken back; its player moves again.
host-taken-back = Последний ход игрока { $who } отменён; { $who } ходит снова.
# `deshacer` with no action of one's own to take back.
host-nothing-to-take-back = Нет твоего хода, который можно отменить.
# The action to take back scored: the board was set up again.
host-takeback-after-goal = Гол отменить нельзя: доска уже расставлена заново.
# The opponent played after the action.
host-takeback-too-late = Слишком поздно: соперник уже сходил.
# The user's takeback request stands already.
host-takeback-pending = Ты уже попросил отменить ход; дождись ответа соперника.
# `deshacer si|no` with no request to answer.
host-no-takeback-asked = Никто не просил отменить ход.

## Rematches and series

host-rematch-asked = { $who } хочет реванш. Ждём, когда его попросит и соперник.
# A rematch started: game `$number` of the series; `$white` and `$black`
# are the players, `$white_side` and `$black_side` the sides' names.
host-rematch-started = Реванш! Комната { $code }, партия { $number }: { $white_side } — { $white }, { $black_side } — { $black }.
# The series score: player `$a` with `$a_wins` wins, `$b` with `$b_wins`.
host-series = Счёт серии: { $a } { $a_wins } – { $b_wins } { $b }
# Refused: the game is not over yet (a rematch comes after).
host-still-playing = Партия ещё идёт: реванш — после её окончания.
# Refused: the game is over already.
host-game-over = Партия окончена: напиши `{ discord-command-revancha }`, чтобы сыграть ещё.
