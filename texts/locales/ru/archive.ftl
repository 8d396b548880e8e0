# What the host says about codes and the archive: a full bot, a closed
# room's old code, `historial` and `partida ID`.

# No room code is free.
archive-bot-full = Бот переполнен: свободных кодов комнат не осталось. Попробуй чуть позже, когда часть комнат закроется.
# A code whose room closed recently: its games ($ids: "#12, #13"; $first:
# the first one's number).
archive-room-closed = Комната { $code } закрыта. Её партии: { $ids } (смотри их командой `{ discord-command-partida } { $first }` или `{ discord-command-historial }`).
# A code whose room closed recently, without a finished game.
archive-room-closed-empty = Комната { $code } закрыта, завершённых партий в ней нет.
# One line of a game list: "#12 · futbol · Ana 1–0 Bob (1-0, сдача) · 2026-01-01".
# $result is as records write it (1-0, 0-1, ½-½, -); how the game ended
# is said only when its rules did not end it.
archive-game-line = #{ $id } · { $variant } · { $white } { $white_goals }–{ $black_goals } { $black } ({ $result }{ $ending ->
        [resigned] , сдача
        [agreed] , ничья по соглашению
        [expired] , бездействие
        [timeout] , по времени
        [aborted] , отменена
       *[rules] {""}
    }) · { $date }
# `historial`: the channel's last games and the player's own, one game
# line a line, each indented by two spaces (or archive-history-none).
archive-history =
    Последние партии этого канала:
    { $channel }
    Твои последние партии:
    { $mine }
    Посмотреть одну: `{ discord-command-partida } ID`.
# In `historial`, a list without games.
archive-history-none = нет
# `partida ID` for an id the archive does not have.
archive-no-such-game = В архиве нет партии с номером «{ $id }».
# `partida` in a room whose current game has actions: its record is the
# file that comes with this line.
archive-current-record = Запись текущей партии в комнате { $code } (ходов: { $actions }) — в приложенном файле.
# `partida` where no game has been played yet.
archive-no-game-yet = Здесь ещё не сыграно ни одной партии. Начни с `{ discord-command-crear }`.
# After a game ends, when the bot draws no pictures: its record follows
# as a file.
archive-record-posted = Партия #{ $id }: запись (`{ discord-command-partida } { $id }` покажет её снова).
# After a game ends: its replay and its record follow as files.
archive-replay-posted = Партия #{ $id }: анимированный повтор и запись (`{ discord-command-partida } { $id }` покажет её снова).
