# What the host says about codes and the archive: a full bot, a closed
# room's old code, `historial` and `partida ID`.

# No room code is free.
archive-bot-full = El bot está lleno: no queda ningún código de sala libre. Prueba dentro de un rato, cuando se cierren salas.
# A code whose room closed recently: its games ($ids: "#12, #13"; $first:
# the first one's number).
archive-room-closed = La sala { $code } se cerró. Sus partidas: { $ids } (míralas con `partida { $first }` o `historial`).
# A code whose room closed recently, without a finished game.
archive-room-closed-empty = La sala { $code } se cerró sin partidas terminadas.
# One line of a game list: "#12 · futbol · Ana 1–0 Bob (1-0, abandono) · 2026-01-01".
# $result is as records write it (1-0, 0-1, ½-½, -); how the game ended
# is said only when its rules did not end it.
archive-game-line = #{ $id } · { $variant } · { $white } { $white_goals }–{ $black_goals } { $black } ({ $result }{ $ending ->
        [resigned] , abandono
        [agreed] , tablas de mutuo acuerdo
        [expired] , inactividad
        [timeout] , tiempo
        [aborted] , anulada
       *[rules] {""}
    }) · { $date }
# `historial`: the channel's last games and the player's own, one game
# line a line, each indented by two spaces (or archive-history-none).
archive-history =
    Últimas partidas de este canal:
    { $channel }
    Tus últimas partidas:
    { $mine }
    Ver una: `partida ID`.
# In `historial`, a list without games.
archive-history-none = ninguna
# `partida ID` for an id the archive does not have.
archive-no-such-game = No hay ninguna partida archivada con el número «{ $id }».
# `partida` in a room whose current game has actions: its record is the
# file that comes with this line.
archive-current-record = El registro de la partida en curso en la sala { $code } (jugadas: { $actions }), en el archivo adjunto.
# `partida` where no game has been played yet.
archive-no-game-yet = Todavía no hay ninguna partida jugada aquí. Crea una con `crear`.
# After a game ends, when the bot draws no pictures: its record follows
# as a file.
archive-record-posted = Partida #{ $id }: el registro (`partida { $id }` lo vuelve a mostrar).
# After a game ends: its replay and its record follow as files.
archive-replay-posted = Partida #{ $id }: la repetición animada y el registro (`partida { $id }` lo vuelve a mostrar).
