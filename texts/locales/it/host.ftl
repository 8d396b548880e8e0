# The host's replies: general texts, rooms and seats, play and results,
# takebacks, rematches and series. `{ picture-team }` names the side
# `$team` ("white" or "black").

## General

# A chat message longer than a page may send.
host-message-too-long = Messaggio troppo lungo (al massimo { $max } caratteri).
# Something failed inside the bot; nothing was saved.
host-internal-error = Errore interno: non è stato salvato nulla. Riprova.
# The store could not save an action (its database away, its disk full).
host-not-saved = Non è stato possibile salvare la partita: non è cambiato nulla. Riprova tra un momento.
# A request that came while the bot is stopping (a deploy, a restart).
host-restarting = Il bot si sta riavviando: non è stato fatto nulla. Riprova tra un momento.
# The channel's language changed (to this one).
host-language-set = Lingua: italiano.

## Rooms and seats

# A room was opened: `$variant` is the game's name (futbol), `$rated` its
# rated word, `$seat` the opener's side; `$has_link` is "yes" when
# `$link` (the room's page) is given, "no" otherwise.
host-created = Stanza { $code } creata: { $variant }, { $rated }. { $who } gioca con il { $seat }. Per giocare: `{ discord-command-unirse } { $code }`{ $has_link ->
        [yes] {" "}({ $link })
       *[no] {""}
    }.
# A local game (one person plays both sides) was opened.
host-created-local = Stanza { $code } creata: { $variant }, partita locale. { $who } gioca con entrambi i colori.
# The channel already has an open room.
host-already-open = Questo canale ha già una partita aperta: stanza { $code }. Scrivi `{ discord-command-ver }` per vedere la scacchiera.
# A player took the second seat.
host-joined = { $who } entra con il { picture-team }. Si comincia!
# A player came back to their seat.
host-rejoined = { $who } torna al suo posto ({ picture-team }).
# Someone watches.
host-spectating = { $who } guarda la partita della stanza { $code }.
# No open room has this code.
host-unknown-code = Non c'è nessuna stanza aperta con il codice «{ $code }».
# The user acts faster than the limits allow.
host-too-fast = Vai troppo veloce: aspetta qualche secondo e riprova.
# The user already has `$most` rooms waiting for an opponent.
host-too-many-waiting = Hai già { $most } stanze in attesa di un avversario: chiudine una (`{ discord-command-salir }`) o aspetta che qualcuno entri.
# Too many rooms made by the user lately.
host-too-many-rooms = Hai creato troppe stanze di fila: aspetta un minuto.
# No open room in this channel.
host-no-room = Non c'è nessuna partita in questo canale. Creane una con `{ discord-command-crear }`.
# The second seat is still free.
host-waiting = Manca un avversario: condividi il codice { $code }.
# A room expired after `$hours` hours without moves.
host-expired = La stanza { $code } è stata chiusa dopo { $hours } h senza mosse.
# A player acted from another channel: where it went. `$has_link` is
# "yes" when `$link` (the room's channel) is given, "no" otherwise.
host-acted-elsewhere = Fatto nella tua stanza { $code }; la scacchiera è nel canale della stanza{ $has_link ->
        [yes] : { $link }
       *[no] {""}
    }
host-left-game = { $who } lascia la partita.
# A spectator left.
host-stopped-watching = { $who } smette di guardare.

## Play and results

# A spectator or stranger tried to play.
host-not-a-player = Solo i giocatori possono farlo; tu stai guardando.
# A player acted out of turn: the side to move.
host-not-your-turn = Non è il tuo turno: muove il { picture-team }.
# A refused action (quoted safely), with its reason.
host-refused = Impossibile giocare «{ $action }»: { $reason }.
# A side had no action and lost its turn.
host-skipped = Il { picture-team } non ha mosse: perde il turno.
# A goal, and the score (White's goals first).
host-goal = GOL del { picture-team }! { $white }–{ $black }
# The game was won by the side `$team`, played by `$who`.
host-won = Fine della partita: vince il { picture-team } ({ $who }).
host-drawn = Fine della partita: patta.
host-resigned = { $who } abbandona.
host-draw-offered = { $who } propone la patta. L'avversario accetta con `{ discord-command-tablas }`; una mossa la rifiuta.
# The user's draw offer stands already.
host-draw-pending = Hai già proposto la patta.
host-draw-agreed = Patta d'accordo.
# A button from an older board.
host-stale-button = Quel pulsante è di una scacchiera vecchia: usa quello dell'ultima.

## Takebacks

# A player asked to take back their last action; `$opponent` answers.
host-takeback-asked = { $who } chiede di annullare la sua ultima mossa. { $opponent }: accetta con `{ discord-command-deshacer }` e rifiuta con `{ discord-command-deshacer } no` (o con i pulsanti); se giochi, la richiesta è rifiutata.
# `$by` declined `$asker`'s takeback request.
host-takeback-declined = { $by } non accetta di annullare la mossa di { $asker }.
# The asker withdrew their takeback request.
host-takeback-withdrawn = { $asker } ritira la richiesta di annullare la mossa.
# The action was taken back; its player moves again.
host-taken-back = L'ultima mossa di { $who } è annullata: { $who } gioca di nuovo.
# `deshacer` with no action of one's own to take back.
host-nothing-to-take-back = Non hai nessuna mossa da annullare.
# The action to take back scored: the board was set up again.
host-takeback-after-goal = Un gol non si annulla: la scacchiera è già stata rimessa in posizione.
# The opponent played after the action.
host-takeback-too-late = Troppo tardi: il tuo avversario ha già giocato.
# The user's takeback request stands already.
host-takeback-pending = Hai già chiesto di annullare; aspetta la risposta del tuo avversario.
# `deshacer si|no` with no request to answer.
host-no-takeback-asked = Nessuno ha chiesto di annullare una mossa.

## Rematches and series

host-rematch-asked = { $who } vuole la rivincita. Ora deve chiederla anche l'avversario.
# A rematch started: game `$number` of the series; `$white` and `$black`
# are the players, `$white_side` and `$black_side` the sides' names.
host-rematch-started = Rivincita! Stanza { $code }, partita { $number }: { $white } con il { $white_side }, { $black } con il { $black_side }.
# The series score: player `$a` with `$a_wins` wins, `$b` with `$b_wins`.
host-series = Serie: { $a } { $a_wins } – { $b_wins } { $b }
# Refused: the game is not over yet (a rematch comes after).
host-still-playing = La partita è ancora in corso: la rivincita arriva quando finisce.
# Refused: the game is over already.
host-game-over = La partita è finita: per un'altra, chiedi la rivincita con `{ discord-command-revancha }`.
