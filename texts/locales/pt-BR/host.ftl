# The host's replies: general texts, rooms and seats, play and results,
# takebacks, rematches and series. `{ picture-team }` names the side
# `$team` ("white" or "black").

## General

# A chat message longer than a page may send.
host-message-too-long = Mensagem longa demais (no máximo { $max } caracteres).
# Something failed inside the bot; nothing was saved.
host-internal-error = Erro interno: nada foi salvo. Tente de novo.
# The store could not save an action (its database away, its disk full).
host-not-saved = Não foi possível salvar a partida: nada mudou. Tente de novo daqui a pouco.
# A request that came while the bot is stopping (a deploy, a restart).
host-restarting = O bot está reiniciando: nada foi feito. Tente de novo em um instante.
# The channel's language changed (to this one).
host-language-set = Idioma: português (Brasil).

## Rooms and seats

# A room was opened: `$variant` is the game's name (futbol), `$rated` its
# rated word, `$seat` the opener's side; `$has_link` is "yes" when
# `$link` (the room's page) is given, "no" otherwise.
host-created = Sala { $code } criada: { $variant }, { $rated }. { $who } joga com as { $seat }. Para jogar: `{ discord-command-unirse } { $code }`{ $has_link ->
        [yes] {" "}({ $link })
       *[no] {""}
    }.
# A local game (one person plays both sides) was opened.
host-created-local = Sala { $code } criada: { $variant }, partida local. { $who } joga com os dois lados.
# The channel already has an open room.
host-already-open = Este canal já tem uma partida aberta: sala { $code }. Digite `{ discord-command-ver }` para ver o tabuleiro.
# A player took the second seat.
host-joined = { $who } entra com as { picture-team }. Começa a partida!
# A player came back to their seat.
host-rejoined = { $who } volta ao seu lugar ({ picture-team }).
# Someone watches.
host-spectating = { $who } está assistindo à partida da sala { $code }.
# No open room has this code.
host-unknown-code = Não há nenhuma sala aberta com o código “{ $code }”.
# The user acts faster than the limits allow.
host-too-fast = Você está indo rápido demais: espere alguns segundos e tente de novo.
# The user already has `$most` rooms waiting for an opponent.
host-too-many-waiting = { $most ->
    [one] Você já tem { $most } sala esperando adversário: feche-a (`{ discord-command-salir }`) ou espere alguém entrar.
   *[other] Você já tem { $most } salas esperando adversário: feche uma (`{ discord-command-salir }`) ou espere alguém entrar.
}
# Too many rooms made by the user lately.
host-too-many-rooms = Você criou salas demais seguidas: espere um minuto.
# No open room in this channel.
host-no-room = Não há nenhuma partida neste canal. Crie uma com `{ discord-command-crear }`.
# The second seat is still free.
host-waiting = Falta um adversário: compartilhe o código { $code }.
# A room expired after `$hours` hours without moves.
host-expired = A sala { $code } foi fechada após { $hours } h sem lances.
# A player acted from another channel: where it went. `$has_link` is
# "yes" when `$link` (the room's channel) is given, "no" otherwise.
host-acted-elsewhere = Feito na sua sala { $code }; o tabuleiro está no canal da sala{ $has_link ->
        [yes] : { $link }
       *[no] {""}
    }
host-left-game = { $who } sai da partida.
# A spectator left.
host-stopped-watching = { $who } para de assistir.

## Play and results

# A spectator or stranger tried to play.
host-not-a-player = Só os jogadores podem fazer isso; você está assistindo.
# A player acted out of turn: the side to move.
host-not-your-turn = Não é sua vez: jogam as { picture-team }.
# A refused action (quoted safely), with its reason.
host-refused = Não é possível jogar “{ $action }”: { $reason }.
# A side had no action and lost its turn.
host-skipped = As { picture-team } não têm lances: perdem a vez.
# A goal, and the score (White's goals first).
host-goal = GOL das { picture-team }! { $white }–{ $black }
# The game was won by the side `$team`, played by `$who`.
host-won = Fim de partida: vencem as { picture-team } ({ $who }).
host-drawn = Fim de partida: empate.
host-resigned = { $who } abandona.
host-draw-offered = { $who } oferece empate. O adversário aceita com `{ discord-command-tablas }`; um lance recusa.
# The user's draw offer stands already.
host-draw-pending = Você já ofereceu empate.
host-draw-agreed = Empate combinado.
# A button from an older board.
host-stale-button = Esse botão é de um tabuleiro antigo: use o do último tabuleiro.

## Takebacks

# A player asked to take back their last action; `$opponent` answers.
host-takeback-asked = { $who } pede para desfazer seu último lance. { $opponent }: aceite com `{ discord-command-deshacer }` ou recuse com `{ discord-command-deshacer } no` (ou com os botões); se você jogar, o pedido fica recusado.
# `$by` declined `$asker`'s takeback request.
host-takeback-declined = { $by } não aceita desfazer o lance de { $asker }.
# The asker withdrew their takeback request.
host-takeback-withdrawn = { $asker } retira o pedido de desfazer.
# The action was taken back; its player moves again.
host-taken-back = O último lance de { $who } foi desfeito; { $who } joga de novo.
# `deshacer` with no action of one's own to take back.
host-nothing-to-take-back = Não há nenhum lance seu para desfazer.
# The action to take back scored: the board was set up again.
host-takeback-after-goal = Um gol não se desfaz: as peças já foram reposicionadas.
# The opponent played after the action.
host-takeback-too-late = Tarde demais: seu adversário já jogou.
# The user's takeback request stands already.
host-takeback-pending = Você já pediu para desfazer; espere a resposta do adversário.
# `deshacer si|no` with no request to answer.
host-no-takeback-asked = Ninguém pediu para desfazer um lance.

## Rematches and series

host-rematch-asked = { $who } quer revanche. Falta o adversário pedir também.
# A rematch started: game `$number` of the series; `$white` and `$black`
# are the players, `$white_side` and `$black_side` the sides' names.
host-rematch-started = Revanche! Sala { $code }, partida { $number }: { $white } com as { $white_side }, { $black } com as { $black_side }.
# The series score: player `$a` with `$a_wins` wins, `$b` with `$b_wins`.
host-series = Série: { $a } { $a_wins } – { $b_wins } { $b }
# Refused: the game is not over yet (a rematch comes after).
host-still-playing = A partida continua: a revanche vem quando ela terminar.
# Refused: the game is over already.
host-game-over = A partida terminou: peça `{ discord-command-revancha }` para jogar outra.
