# The host's replies: general texts, rooms and seats, play and results,
# takebacks, rematches and series. `{ picture-team }` names the side
# `$team` ("white" or "black").

## General

# A chat message longer than a page may send.
host-message-too-long = Nachricht zu lang (höchstens { $max } Zeichen).
# Something failed inside the bot; nothing was saved.
host-internal-error = Interner Fehler: Es wurde nichts gespeichert. Versuch es noch einmal.
# The store could not save an action (its database away, its disk full).
host-not-saved = Die Partie konnte nicht gespeichert werden: Es hat sich nichts geändert. Versuch es gleich noch einmal.
# A request that came while the bot is stopping (a deploy, a restart).
host-restarting = Der Bot startet gerade neu: Es wurde nichts gemacht. Versuch es gleich noch einmal.
# The channel's language changed (to this one).
host-language-set = Sprache: Deutsch.

## Rooms and seats

# A room was opened: `$variant` is the game's name (futbol), `$rated` its
# rated word, `$seat` the opener's side; `$has_link` is "yes" when
# `$link` (the room's page) is given, "no" otherwise.
host-created = Raum { $code } erstellt: { $variant }, { $rated }. { $who } spielt mit { $seat }. Mitspielen: `{ discord-command-unirse } { $code }`{ $has_link ->
        [yes] {" "}({ $link })
       *[no] {""}
    }.
# A local game (one person plays both sides) was opened.
host-created-local = Raum { $code } erstellt: { $variant }, lokale Partie. { $who } spielt beide Seiten.
# The channel already has an open room.
host-already-open = In diesem Kanal läuft schon eine Partie: Raum { $code }. Schreib `{ discord-command-ver }`, um das Brett zu sehen.
# A player took the second seat.
host-joined = { $who } spielt mit { picture-team }. Die Partie beginnt!
# A player came back to their seat.
host-rejoined = { $who } ist zurück am Brett ({ picture-team }).
# Someone watches.
host-spectating = { $who } schaut der Partie im Raum { $code } zu.
# No open room has this code.
host-unknown-code = Es gibt keinen offenen Raum mit dem Code „{ $code }“.
# The user acts faster than the limits allow.
host-too-fast = Du bist zu schnell: Warte ein paar Sekunden und versuch es noch einmal.
# The user already has `$most` rooms waiting for an opponent.
host-too-many-waiting = Du hast schon { $most ->
        [one] { $most } Raum, der auf einen Gegner wartet
       *[other] { $most } Räume, die auf einen Gegner warten
    }: Schließ einen (`{ discord-command-salir }`) oder warte, bis jemand beitritt.
# Too many rooms made by the user lately.
host-too-many-rooms = Du hast zu viele Räume hintereinander erstellt: Warte eine Minute.
# No open room in this channel.
host-no-room = In diesem Kanal gibt es keine Partie. Starte eine mit `{ discord-command-crear }`.
# The second seat is still free.
host-waiting = Ein Gegner fehlt noch: Teile den Code { $code }.
# A room expired after `$hours` hours without moves.
host-expired = Der Raum { $code } wurde nach { $hours } h ohne Züge geschlossen.
# A player acted from another channel: where it went. `$has_link` is
# "yes" when `$link` (the room's channel) is given, "no" otherwise.
host-acted-elsewhere = Erledigt in deinem Raum { $code }; das Brett ist im Kanal des Raums{ $has_link ->
        [yes] : { $link }
       *[no] {""}
    }
host-left-game = { $who } verlässt die Partie.
# A spectator left.
host-stopped-watching = { $who } schaut nicht mehr zu.

## Play and results

# A spectator or stranger tried to play.
host-not-a-player = Das können nur die Spieler; du schaust zu.
# A player acted out of turn: the side to move.
host-not-your-turn = Du bist nicht am Zug: { picture-team } ist am Zug.
# A refused action (quoted safely), with its reason.
host-refused = „{ $action }“ geht nicht: { $reason }.
# A side had no action and lost its turn.
host-skipped = { picture-team } hat keinen möglichen Zug: setzt aus.
# A goal, and the score (White's goals first).
host-goal = TOR für { picture-team }! { $white }–{ $black }
# The game was won by the side `$team`, played by `$who`.
host-won = Partie vorbei: { picture-team } ({ $who }) gewinnt.
host-drawn = Partie vorbei: Remis.
host-resigned = { $who } gibt auf.
host-draw-offered = { $who } bietet Remis an. Der Gegner nimmt mit `{ discord-command-tablas }` an; ein Zug lehnt ab.
# The user's draw offer stands already.
host-draw-pending = Du hast schon Remis angeboten.
host-draw-agreed = Remis nach Vereinbarung.
# A button from an older board.
host-stale-button = Dieser Button gehört zu einem alten Brett: Nimm den vom neuesten Brett.

## Takebacks

# A player asked to take back their last action; `$opponent` answers.
host-takeback-asked = { $who } möchte den letzten Zug zurücknehmen. { $opponent }: Annehmen mit `{ discord-command-deshacer }`, ablehnen mit `{ discord-command-deshacer } no` (oder mit den Buttons); wenn du ziehst, ist es abgelehnt.
# `$by` declined `$asker`'s takeback request.
host-takeback-declined = { $by } lehnt die Zugrücknahme von { $asker } ab.
# The asker withdrew their takeback request.
host-takeback-withdrawn = { $asker } zieht die Bitte um Zugrücknahme zurück.
# The action was taken back; its player moves again.
host-taken-back = Der letzte Zug von { $who } wird zurückgenommen; { $who } ist wieder am Zug.
# `deshacer` with no action of one's own to take back.
host-nothing-to-take-back = Es gibt keinen Zug von dir, den man zurücknehmen könnte.
# The action to take back scored: the board was set up again.
host-takeback-after-goal = Ein Tor lässt sich nicht zurücknehmen: Das Brett wurde schon neu aufgestellt.
# The opponent played after the action.
host-takeback-too-late = Zu spät: Dein Gegner hat schon gezogen.
# The user's takeback request stands already.
host-takeback-pending = Du hast schon um Zugrücknahme gebeten; warte auf die Antwort deines Gegners.
# `deshacer si|no` with no request to answer.
host-no-takeback-asked = Niemand hat um eine Zugrücknahme gebeten.

## Rematches and series

host-rematch-asked = { $who } will eine Revanche. Jetzt muss der Gegner sie auch fordern.
# A rematch started: game `$number` of the series; `$white` and `$black`
# are the players, `$white_side` and `$black_side` the sides' names.
host-rematch-started = Revanche! Raum { $code }, Partie { $number }: { $white } mit { $white_side }, { $black } mit { $black_side }.
# The series score: player `$a` with `$a_wins` wins, `$b` with `$b_wins`.
host-series = Serie: { $a } { $a_wins } – { $b_wins } { $b }
# Refused: the game is not over yet (a rematch comes after).
host-still-playing = Die Partie läuft noch: Die Revanche kommt nach dem Ende.
# Refused: the game is over already.
host-game-over = Die Partie ist vorbei: Mit `{ discord-command-revancha }` forderst du eine Revanche.
