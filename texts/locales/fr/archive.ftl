# What the host says about codes and the archive: a full bot, a closed
# room's old code, `historial` and `partida ID`.

# No room code is free.
archive-bot-full = Le bot est plein : aucun code de salle n'est libre. Réessaie plus tard, quand des salles auront fermé.
# A code whose room closed recently: its games ($ids: "#12, #13"; $first:
# the first one's number).
archive-room-closed = La salle { $code } est fermée. Ses parties : { $ids } (vois-les avec `{ discord-command-partida } { $first }` ou `{ discord-command-historial }`).
# A code whose room closed recently, without a finished game.
archive-room-closed-empty = La salle { $code } s'est fermée sans partie terminée.
# One line of a game list: "#12 · futbol · Ana 1–0 Bob (1-0, abandon) · 2026-01-01".
# $result is as records write it (1-0, 0-1, ½-½, -); how the game ended
# is said only when its rules did not end it.
archive-game-line = #{ $id } · { $variant } · { $white } { $white_goals }–{ $black_goals } { $black } ({ $result }{ $ending ->
        [resigned] , abandon
        [agreed] , nulle par accord mutuel
        [expired] , inactivité
        [timeout] , temps
        [aborted] , annulée
       *[rules] {""}
    }) · { $date }
# `historial`: the channel's last games and the player's own, one game
# line a line, each indented by two spaces (or archive-history-none).
archive-history =
    Dernières parties de ce salon :
    { $channel }
    Tes dernières parties :
    { $mine }
    Pour en voir une : `{ discord-command-partida } ID`.
# In `historial`, a list without games.
archive-history-none = aucune
# `partida ID` for an id the archive does not have.
archive-no-such-game = Aucune partie archivée ne porte le numéro « { $id } ».
# `partida` in a room whose current game has actions: its record is the
# file that comes with this line.
archive-current-record = L'enregistrement de la partie en cours dans la salle { $code } (coups : { $actions }), dans le fichier joint.
# `partida` where no game has been played yet.
archive-no-game-yet = Aucune partie n'a encore été jouée ici. Lance-en une avec `{ discord-command-crear }`.
# After a game ends, when the bot draws no pictures: its record follows
# as a file.
archive-record-posted = Partie #{ $id } : l'enregistrement (`{ discord-command-partida } { $id }` le réaffiche).
# After a game ends: its replay and its record follow as files.
archive-replay-posted = Partie #{ $id } : le replay animé et l'enregistrement (`{ discord-command-partida } { $id }` les réaffiche).
