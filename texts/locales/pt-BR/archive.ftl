# What the host says about codes and the archive: a full bot, a closed
# room's old code, `historial` and `partida ID`.

# No room code is free.
archive-bot-full = O bot está lotado: não há nenhum código de sala livre. Tente de novo daqui a pouco, quando algumas salas fecharem.
# A code whose room closed recently: its games ($ids: "#12, #13"; $first:
# the first one's number).
archive-room-closed = A sala { $code } foi fechada. Partidas dela: { $ids } (veja com `{ discord-command-partida } { $first }` ou `{ discord-command-historial }`).
# A code whose room closed recently, without a finished game.
archive-room-closed-empty = A sala { $code } foi fechada sem partidas terminadas.
# One line of a game list: "#12 · futbol · Ana 1–0 Bob (1-0, abandono) · 2026-01-01".
# $result is as records write it (1-0, 0-1, ½-½, -); how the game ended
# is said only when its rules did not end it.
archive-game-line = #{ $id } · { $variant } · { $white } { $white_goals }–{ $black_goals } { $black } ({ $result }{ $ending ->
        [resigned] , abandono
        [agreed] , empate combinado
        [expired] , inatividade
        [timeout] , tempo
        [aborted] , anulada
       *[rules] {""}
    }) · { $date }
# `historial`: the channel's last games and the player's own, one game
# line a line, each indented by two spaces (or archive-history-none).
archive-history =
    Últimas partidas deste canal:
    { $channel }
    Suas últimas partidas:
    { $mine }
    Ver uma: `{ discord-command-partida } ID`.
# In `historial`, a list without games.
archive-history-none = nenhuma
# `partida ID` for an id the archive does not have.
archive-no-such-game = Não há nenhuma partida arquivada com o número “{ $id }”.
# `partida` in a room whose current game has actions: its record is the
# file that comes with this line.
archive-current-record = O registro da partida em andamento na sala { $code } (lances: { $actions }), no arquivo anexo.
# `partida` where no game has been played yet.
archive-no-game-yet = Ainda não foi jogada nenhuma partida aqui. Crie uma com `{ discord-command-crear }`.
# After a game ends, when the bot draws no pictures: its record follows
# as a file.
archive-record-posted = Partida #{ $id }: o registro (`{ discord-command-partida } { $id }` mostra de novo).
# After a game ends: its replay and its record follow as files.
archive-replay-posted = Partida #{ $id }: o replay animado e o registro (`{ discord-command-partida } { $id }` mostra de novo).
