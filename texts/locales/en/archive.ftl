# What the host says about codes and the archive: a full bot, a closed
# room's old code, `historial` and `partida ID`.

# No room code is free.
archive-bot-full = The bot is full: no room code is free. Try again in a while, once rooms close.
# A code whose room closed recently: its games ($ids: "#12, #13"; $first:
# the first one's number).
archive-room-closed = Room { $code } has closed. Its games: { $ids } (see them with `game { $first }` or `history`).
# A code whose room closed recently, without a finished game.
archive-room-closed-empty = Room { $code } has closed without finished games.
# One line of a game list: "#12 · futbol · Ana 1–0 Bob (1-0, resignation) · 2026-01-01".
# $result is as records write it (1-0, 0-1, ½-½, -); how the game ended
# is said only when its rules did not end it.
archive-game-line = #{ $id } · { $variant } · { $white } { $white_goals }–{ $black_goals } { $black } ({ $result }{ $ending ->
        [resigned] , resignation
        [agreed] , agreed draw
        [expired] , idle
        [timeout] , time
        [aborted] , aborted
       *[rules] {""}
    }) · { $date }
# `historial`: the channel's last games and the player's own, one game
# line a line, each indented by two spaces (or archive-history-none).
archive-history =
    Last games in this channel:
    { $channel }
    Your last games:
    { $mine }
    See one: `game ID`.
# In `historial`, a list without games.
archive-history-none = none
# `partida ID` for an id the archive does not have.
archive-no-such-game = There is no archived game number “{ $id }”.
# `partida` in a room whose current game has actions: its record is the
# file that comes with this line.
archive-current-record = The record of the game going on in room { $code } (actions: { $actions }), in the attached file.
# `partida` where no game has been played yet.
archive-no-game-yet = No game has been played here yet. Start one with `create`.
# After a game ends, when the bot draws no pictures: its record follows
# as a file.
archive-record-posted = Game #{ $id }: the record (`game { $id }` shows it again).
# After a game ends: its replay and its record follow as files.
archive-replay-posted = Game #{ $id }: the animated replay and the record (`game { $id }` shows it again).
