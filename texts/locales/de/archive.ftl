# What the host says about codes and the archive: a full bot, a closed
# room's old code, `historial` and `partida ID`.

# No room code is free.
archive-bot-full = Der Bot ist voll: Es ist kein Raumcode mehr frei. Versuch es in einer Weile wieder, wenn Räume geschlossen wurden.
# A code whose room closed recently: its games ($ids: "#12, #13"; $first:
# the first one's number).
archive-room-closed = Der Raum { $code } wurde geschlossen. Seine Partien: { $ids } (ansehen mit `{ discord-command-partida } { $first }` oder `{ discord-command-historial }`).
# A code whose room closed recently, without a finished game.
archive-room-closed-empty = Der Raum { $code } wurde ohne beendete Partien geschlossen.
# One line of a game list: "#12 · futbol · Ana 1–0 Bob (1-0, Aufgabe) · 2026-01-01".
# $result is as records write it (1-0, 0-1, ½-½, -); how the game ended
# is said only when its rules did not end it.
archive-game-line = #{ $id } · { $variant } · { $white } { $white_goals }–{ $black_goals } { $black } ({ $result }{ $ending ->
        [resigned] , Aufgabe
        [agreed] , Remis nach Vereinbarung
        [expired] , Inaktivität
        [timeout] , Zeit
        [aborted] , abgebrochen
       *[rules] {""}
    }) · { $date }
# `historial`: the channel's last games and the player's own, one game
# line a line, each indented by two spaces (or archive-history-none).
archive-history =
    Letzte Partien in diesem Kanal:
    { $channel }
    Deine letzten Partien:
    { $mine }
    Eine ansehen: `{ discord-command-partida } ID`.
# In `historial`, a list without games.
archive-history-none = keine
# `partida ID` for an id the archive does not have.
archive-no-such-game = Es gibt keine archivierte Partie mit der Nummer „{ $id }“.
# `partida` in a room whose current game has actions: its record is the
# file that comes with this line.
archive-current-record = Die Aufzeichnung der laufenden Partie im Raum { $code } (Züge: { $actions }), in der angehängten Datei.
# `partida` where no game has been played yet.
archive-no-game-yet = Hier wurde noch keine Partie gespielt. Starte eine mit `{ discord-command-crear }`.
# After a game ends, when the bot draws no pictures: its record follows
# as a file.
archive-record-posted = Partie #{ $id }: die Aufzeichnung (`{ discord-command-partida } { $id }` zeigt sie erneut).
# After a game ends: its replay and its record follow as files.
archive-replay-posted = Partie #{ $id }: die animierte Wiedergabe und die Aufzeichnung (`{ discord-command-partida } { $id }` zeigt sie erneut).
