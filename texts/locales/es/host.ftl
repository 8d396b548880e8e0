# The host's replies: general texts, rooms and seats, play and results,
# takebacks, rematches and series. `{ picture-team }` names the side
# `$team` ("white" or "black").

## General

# A chat message longer than a page may send.
host-message-too-long = Mensaje demasiado largo (como mucho { $max } caracteres).
# Something failed inside the bot; nothing was saved.
host-internal-error = Error interno: no se ha guardado nada. Inténtalo de nuevo.
# The store could not save an action (its database away, its disk full).
host-not-saved = No se ha podido guardar la partida: no ha cambiado nada. Inténtalo de nuevo en un momento.
# A request that came while the bot is stopping (a deploy, a restart).
host-restarting = El bot se está reiniciando: no se ha hecho nada. Inténtalo de nuevo en un momento.
# The channel's language changed (to this one).
host-language-set = Idioma: español.

## Rooms and seats

# A room was opened: `$variant` is the game's name (futbol), `$rated` its
# rated word, `$seat` the opener's side; `$has_link` is "yes" when
# `$link` (the room's page) is given, "no" otherwise.
host-created = Sala { $code } creada: { $variant }, { $rated }. { $who } juega con { $seat }. Para jugar: `unirse { $code }`{ $has_link ->
        [yes] {" "}({ $link })
       *[no] {""}
    }.
# A local game (one person plays both sides) was opened.
host-created-local = Sala { $code } creada: { $variant }, partida local. { $who } juega con los dos bandos.
# The channel already has an open room.
host-already-open = Este canal ya tiene una partida abierta: sala { $code }. Escribe `ver` para ver el tablero.
# A player took the second seat.
host-joined = { $who } se une con { picture-team }. ¡Empieza la partida!
# A player came back to their seat.
host-rejoined = { $who } vuelve a su sitio ({ picture-team }).
# Someone watches.
host-spectating = { $who } mira la partida de la sala { $code }.
# No open room has this code.
host-unknown-code = No hay ninguna sala abierta con el código «{ $code }».
# The user acts faster than the limits allow.
host-too-fast = Vas demasiado rápido: espera unos segundos y vuelve a intentarlo.
# The user already has `$most` rooms waiting for an opponent.
host-too-many-waiting = Ya hay { $most } salas tuyas esperando rival: cierra una (`salir`) o espera a que alguien se una.
# Too many rooms made by the user lately.
host-too-many-rooms = Has creado demasiadas salas seguidas: espera un minuto.
# No open room in this channel.
host-no-room = No hay ninguna partida en este canal. Crea una con `crear`.
# The second seat is still free.
host-waiting = Falta un rival: comparte el código { $code }.
# A room expired after `$hours` hours without moves.
host-expired = La sala { $code } se ha cerrado tras { $hours } h sin jugadas.
# A player acted from another channel: where it went. `$has_link` is
# "yes" when `$link` (the room's channel) is given, "no" otherwise.
host-acted-elsewhere = Hecho en tu sala { $code }; el tablero está en el canal de la sala{ $has_link ->
        [yes] : { $link }
       *[no] {""}
    }
host-left-game = { $who } abandona la partida.
# A spectator left.
host-stopped-watching = { $who } deja de mirar.

## Play and results

# A spectator or stranger tried to play.
host-not-a-player = Solo los jugadores pueden hacer eso; tú estás mirando.
# A player acted out of turn: the side to move.
host-not-your-turn = No es tu turno: juegan { picture-team }.
# A refused action (quoted safely), with its reason.
host-refused = No se puede «{ $action }»: { $reason }.
# A side had no action and lost its turn.
host-skipped = { picture-team } no tiene jugadas: pierde el turno.
# A goal, and the score (White's goals first).
host-goal = ¡GOL de { picture-team }! { $white }–{ $black }
# The game was won by the side `$team`, played by `$who`.
host-won = Fin de la partida: ganan { picture-team } ({ $who }).
host-drawn = Fin de la partida: tablas.
host-resigned = { $who } se rinde.
host-draw-offered = { $who } ofrece tablas. El rival acepta con `tablas`; una jugada la rechaza.
# The user's draw offer stands already.
host-draw-pending = Ya has ofrecido tablas.
host-draw-agreed = Tablas de mutuo acuerdo.
# A button from an older board.
host-stale-button = Ese botón es de un tablero antiguo: usa el del último tablero.

## Takebacks

# A player asked to take back their last action; `$opponent` answers.
host-takeback-asked = { $who } pide deshacer su última jugada. { $opponent }: acepta con `deshacer` y rechaza con `deshacer no` (o con los botones); si juegas, queda rechazada.
# `$by` declined `$asker`'s takeback request.
host-takeback-declined = { $by } no acepta deshacer la jugada de { $asker }.
# The asker withdrew their takeback request.
host-takeback-withdrawn = { $asker } retira su petición de deshacer.
# The action was taken back; its player moves again.
host-taken-back = Se deshace la última jugada de { $who }, que vuelve a jugar.
# `deshacer` with no action of one's own to take back.
host-nothing-to-take-back = No hay ninguna jugada tuya que deshacer.
# The action to take back scored: the board was set up again.
host-takeback-after-goal = Un gol no se deshace: el tablero ya se ha vuelto a colocar.
# The opponent played after the action.
host-takeback-too-late = Demasiado tarde: tu rival ya ha jugado.
# The user's takeback request stands already.
host-takeback-pending = Ya has pedido deshacer; espera la respuesta de tu rival.
# `deshacer si|no` with no request to answer.
host-no-takeback-asked = Nadie ha pedido deshacer una jugada.

## Rematches and series

host-rematch-asked = { $who } quiere la revancha. Falta que la pida el rival.
# A rematch started: game `$number` of the series; `$white` and `$black`
# are the players, `$white_side` and `$black_side` the sides' names.
host-rematch-started = ¡Revancha! Sala { $code }, partida { $number }: { $white } con { $white_side }, { $black } con { $black_side }.
# The series score: player `$a` with `$a_wins` wins, `$b` with `$b_wins`.
host-series = Serie: { $a } { $a_wins } – { $b_wins } { $b }
# Refused: the game is not over yet (a rematch comes after).
host-still-playing = La partida sigue: la revancha llega al terminar.
# Refused: the game is over already.
host-game-over = La partida ha terminado: pide `revancha` para otra.
