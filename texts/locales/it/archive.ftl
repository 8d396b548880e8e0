# What the host says about codes and the archive: a full bot, a closed
# room's old code, `historial` and `partida ID`.

# No room code is free.
archive-bot-full = Il bot è pieno: nessun codice di stanza è libero. Riprova tra un po', quando si chiuderà qualche stanza.
# A code whose room closed recently: its games ($ids: "#12, #13"; $first:
# the first one's number).
archive-room-closed = La stanza { $code } è stata chiusa. Le sue partite: { $ids } (guardale con `{ discord-command-partida } { $first }` o `{ discord-command-historial }`).
# A code whose room closed recently, without a finished game.
archive-room-closed-empty = La stanza { $code } è stata chiusa senza partite concluse.
# One line of a game list: "#12 · futbol · Anna 1–0 Bob (1-0, abbandono) · 2026-01-01".
# $result is as records write it (1-0, 0-1, ½-½, -); how the game ended
# is said only when its rules did not end it.
archive-game-line = #{ $id } · { $variant } · { $white } { $white_goals }–{ $black_goals } { $black } ({ $result }{ $ending ->
        [resigned] , abbandono
        [agreed] , patta d'accordo
        [expired] , inattività
        [timeout] , tempo
        [aborted] , annullata
       *[rules] {""}
    }) · { $date }
# `historial`: the channel's last games and the player's own, one game
# line a line, each indented by two spaces (or archive-history-none).
archive-history =
    Ultime partite di questo canale:
    { $channel }
    Le tue ultime partite:
    { $mine }
    Per vederne una: `{ discord-command-partida } ID`.
# In `historial`, a list without games.
archive-history-none = nessuna
# `partida ID` for an id the archive does not have.
archive-no-such-game = Non c'è nessuna partita archiviata con il numero «{ $id }».
# `partida` in a room whose current game has actions: its record is the
# file that comes with this line.
archive-current-record = La registrazione della partita in corso nella stanza { $code } (mosse: { $actions }), nel file allegato.
# `partida` where no game has been played yet.
archive-no-game-yet = Qui non si è ancora giocata nessuna partita. Creane una con `{ discord-command-crear }`.
# After a game ends, when the bot draws no pictures: its record follows
# as a file.
archive-record-posted = Partita #{ $id }: la registrazione (`{ discord-command-partida } { $id }` la mostra di nuovo).
# After a game ends: its replay and its record follow as files.
archive-replay-posted = Partita #{ $id }: il replay animato e la registrazione (`{ discord-command-partida } { $id }` li mostra di nuovo).
