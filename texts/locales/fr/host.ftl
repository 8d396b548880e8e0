# The host's replies: general texts, rooms and seats, play and results,
# takebacks, rematches and series. `{ picture-team }` names the side
# `$team` ("white" or "black").

## General

# A chat message longer than a page may send.
host-message-too-long = Message trop long ({ $max } caractères au plus).
# Something failed inside the bot; nothing was saved.
host-internal-error = Erreur interne : rien n'a été enregistré. Réessaie.
# The store could not save an action (its database away, its disk full).
host-not-saved = La partie n'a pas pu être enregistrée : rien n'a changé. Réessaie dans un instant.
# A request that came while the bot is stopping (a deploy, a restart).
host-restarting = Le bot redémarre : rien n'a été fait. Réessaie dans un instant.
# The channel's language changed (to this one).
host-language-set = Langue : français.

## Rooms and seats

# A room was opened: `$variant` is the game's name (futbol), `$rated` its
# rated word, `$seat` the opener's side; `$has_link` is "yes" when
# `$link` (the room's page) is given, "no" otherwise.
host-created = Salle { $code } créée : { $variant }, { $rated }. { $who } joue les { $seat }. Pour jouer : `{ discord-command-unirse } { $code }`{ $has_link ->
        [yes] {" "}({ $link })
       *[no] {""}
    }.
# A local game (one person plays both sides) was opened.
host-created-local = Salle { $code } créée : { $variant }, partie locale. { $who } joue les deux camps.
# The channel already has an open room.
host-already-open = Ce salon a déjà une partie ouverte : salle { $code }. Tape `{ discord-command-ver }` pour voir le plateau.
# A player took the second seat.
host-joined = { $who } rejoint les { picture-team }. La partie commence !
# A player came back to their seat.
host-rejoined = { $who } reprend sa place ({ picture-team }).
# Someone watches.
host-spectating = { $who } regarde la partie de la salle { $code }.
# No open room has this code.
host-unknown-code = Aucune salle ouverte n'a le code « { $code } ».
# The user acts faster than the limits allow.
host-too-fast = Tu vas trop vite : attends quelques secondes et réessaie.
# The user already has `$most` rooms waiting for an opponent.
host-too-many-waiting = Tu as déjà { $most } salles qui attendent un adversaire : ferme-en une (`{ discord-command-salir }`) ou attends que quelqu'un rejoigne.
# Too many rooms made by the user lately.
host-too-many-rooms = Tu as créé trop de salles d'affilée : attends une minute.
# No open room in this channel.
host-no-room = Il n'y a aucune partie dans ce salon. Lance-en une avec `{ discord-command-crear }`.
# The second seat is still free.
host-waiting = Il manque un adversaire : partage le code { $code }.
# A room expired after `$hours` hours without moves.
host-expired = La salle { $code } s'est fermée après { $hours } h sans coup joué.
# A player acted from another channel: where it went. `$has_link` is
# "yes" when `$link` (the room's channel) is given, "no" otherwise.
host-acted-elsewhere = C'est fait dans ta salle { $code } ; le plateau est dans le salon de la salle{ $has_link ->
        [yes] {" "}: { $link }
       *[no] {""}
    }
host-left-game = { $who } quitte la partie.
# A spectator left.
host-stopped-watching = { $who } arrête de regarder.

## Play and results

# A spectator or stranger tried to play.
host-not-a-player = Seuls les joueurs peuvent faire ça ; toi, tu regardes.
# A player acted out of turn: the side to move.
host-not-your-turn = Ce n'est pas ton tour : trait aux { picture-team }.
# A refused action (quoted safely), with its reason.
host-refused = Impossible de jouer « { $action } » : { $reason }.
# A side had no action and lost its turn.
host-skipped = Les { picture-team } n'ont aucun coup : ils passent leur tour.
# A goal, and the score (White's goals first).
host-goal = BUT des { picture-team } ! { $white }–{ $black }
# The game was won by the side `$team`, played by `$who`.
host-won = Fin de la partie : les { picture-team } gagnent ({ $who }).
host-drawn = Fin de la partie : nulle.
host-resigned = { $who } abandonne.
host-draw-offered = { $who } propose la nulle. L'adversaire accepte avec `{ discord-command-tablas }` ; jouer un coup la refuse.
# The user's draw offer stands already.
host-draw-pending = Tu as déjà proposé la nulle.
host-draw-agreed = Nulle par accord mutuel.
# A button from an older board.
host-stale-button = Ce bouton appartient à un ancien plateau : utilise celui du dernier plateau.

## Takebacks

# A player asked to take back their last action; `$opponent` answers.
host-takeback-asked = { $who } demande à reprendre son dernier coup. { $opponent } : accepte avec `{ discord-command-deshacer }` et refuse avec `{ discord-command-deshacer } no` (ou avec les boutons) ; si tu joues, c'est refusé.
# `$by` declined `$asker`'s takeback request.
host-takeback-declined = { $by } refuse que { $asker } reprenne son coup.
# The asker withdrew their takeback request.
host-takeback-withdrawn = { $asker } retire sa demande de reprise.
# The action was taken back; its player moves again.
host-taken-back = Le dernier coup de { $who } est repris : { $who } rejoue.
# `deshacer` with no action of one's own to take back.
host-nothing-to-take-back = Tu n'as aucun coup à reprendre.
# The action to take back scored: the board was set up again.
host-takeback-after-goal = Un but ne se reprend pas : le plateau a déjà été remis en place.
# The opponent played after the action.
host-takeback-too-late = Trop tard : ton adversaire a déjà joué.
# The user's takeback request stands already.
host-takeback-pending = Tu as déjà demandé à reprendre ; attends la réponse de ton adversaire.
# `deshacer si|no` with no request to answer.
host-no-takeback-asked = Personne n'a demandé à reprendre un coup.

## Rematches and series

host-rematch-asked = { $who } veut la revanche. On attend l'adversaire.
# A rematch started: game `$number` of the series; `$white` and `$black`
# are the players, `$white_side` and `$black_side` the sides' names.
host-rematch-started = Revanche ! Salle { $code }, partie { $number } : { $white } avec les { $white_side }, { $black } avec les { $black_side }.
# The series score: player `$a` with `$a_wins` wins, `$b` with `$b_wins`.
host-series = Série : { $a } { $a_wins } – { $b_wins } { $b }
# Refused: the game is not over yet (a rematch comes after).
host-still-playing = La partie continue : la revanche viendra à la fin.
# Refused: the game is over already.
host-game-over = La partie est terminée : tape `{ discord-command-revancha }` pour en jouer une autre.
