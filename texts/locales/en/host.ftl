# The host's replies: general texts, rooms and seats, play and results,
# takebacks, rematches and series. `{ picture-team }` names the side
# `$team` ("white" or "black").

## General

# A chat message longer than a page may send.
host-message-too-long = Message too long (at most { $max } characters).
# Something failed inside the bot; nothing was saved.
host-internal-error = Internal error: nothing was saved. Please try again.
# The store could not save an action (its database away, its disk full).
host-not-saved = The game could not be saved: nothing changed. Please try again in a moment.
# A request that came while the bot is stopping (a deploy, a restart).
host-restarting = The bot is restarting: nothing was done. Try again in a moment.
# The channel's language changed (to this one).
host-language-set = Language: English.

## Rooms and seats

# A room was opened: `$variant` is the game's name (futbol), `$rated` its
# rated word, `$seat` the opener's side; `$has_link` is "yes" when
# `$link` (the room's page) is given, "no" otherwise.
host-created = Room { $code } created: { $variant }, { $rated }. { $who } plays { $seat }. To play: `join { $code }`{ $has_link ->
        [yes] {" "}({ $link })
       *[no] {""}
    }.
# A local game (one person plays both sides) was opened.
host-created-local = Room { $code } created: { $variant }, local game. { $who } plays both sides.
# The channel already has an open room.
host-already-open = This channel already has an open game: room { $code }. Type `show` to see the board.
# A player took the second seat.
host-joined = { $who } joins as { picture-team }. The game begins!
# A player came back to their seat.
host-rejoined = { $who } is back in their seat ({ picture-team }).
# Someone watches.
host-spectating = { $who } is watching room { $code }.
# No open room has this code.
host-unknown-code = There is no open room with the code “{ $code }”.
# The user acts faster than the limits allow.
host-too-fast = You are going too fast: wait a few seconds and try again.
# The user already has `$most` rooms waiting for an opponent.
host-too-many-waiting = You already have { $most } rooms waiting for an opponent: close one (`leave`) or wait for someone to join.
# Too many rooms made by the user lately.
host-too-many-rooms = You have created too many rooms in a row: wait a minute.
# No open room in this channel.
host-no-room = There is no game in this channel. Start one with `create`.
# The second seat is still free.
host-waiting = Waiting for an opponent: share the code { $code }.
# A room expired after `$hours` hours without moves.
host-expired = Room { $code } closed after { $hours } h without moves.
# A player acted from another channel: where it went. `$has_link` is
# "yes" when `$link` (the room's channel) is given, "no" otherwise.
host-acted-elsewhere = Done in your room { $code }; the board is in the room's channel{ $has_link ->
        [yes] : { $link }
       *[no] {""}
    }
host-left-game = { $who } leaves the game.
# A spectator left.
host-stopped-watching = { $who } stops watching.

## Play and results

# A spectator or stranger tried to play.
host-not-a-player = Only the players can do that; you are watching.
# A player acted out of turn: the side to move.
host-not-your-turn = It is not your turn: { picture-team } to move.
# A refused action (quoted safely), with its reason.
host-refused = Cannot play “{ $action }”: { $reason }.
# A side had no action and lost its turn.
host-skipped = { picture-team } has no legal action: the turn passes.
# A goal, and the score (White's goals first).
host-goal = GOAL for { picture-team }! { $white }–{ $black }
# The game was won by the side `$team`, played by `$who`.
host-won = Game over: { picture-team } ({ $who }) wins.
host-drawn = Game over: a draw.
host-resigned = { $who } resigns.
host-draw-offered = { $who } offers a draw. The opponent accepts with `draw`; a move declines it.
# The user's draw offer stands already.
host-draw-pending = You already offered a draw.
host-draw-agreed = Draw agreed.
# A button from an older board.
host-stale-button = That button belongs to an older board: use the latest one.

## Takebacks

# A player asked to take back their last action; `$opponent` answers.
host-takeback-asked = { $who } asks to take back their last action. { $opponent }: accept with `takeback`, decline with `takeback no` (or the buttons); playing a move declines it.
# `$by` declined `$asker`'s takeback request.
host-takeback-declined = { $by } declines to take back { $asker }'s action.
# The asker withdrew their takeback request.
host-takeback-withdrawn = { $asker } withdraws the takeback request.
# The action was taken back; its player moves again.
host-taken-back = { $who }'s last action is taken back; { $who } moves again.
# `deshacer` with no action of one's own to take back.
host-nothing-to-take-back = There is no action of yours to take back.
# The action to take back scored: the board was set up again.
host-takeback-after-goal = A goal cannot be taken back: the board has been set up again.
# The opponent played after the action.
host-takeback-too-late = Too late: your opponent has already played.
# The user's takeback request stands already.
host-takeback-pending = You already asked to take back; wait for your opponent's answer.
# `deshacer si|no` with no request to answer.
host-no-takeback-asked = Nobody has asked to take back an action.

## Rematches and series

host-rematch-asked = { $who } wants a rematch. Waiting for the opponent.
# A rematch started: game `$number` of the series; `$white` and `$black`
# are the players, `$white_side` and `$black_side` the sides' names.
host-rematch-started = Rematch! Room { $code }, game { $number }: { $white } plays { $white_side }, { $black } plays { $black_side }.
# The series score: player `$a` with `$a_wins` wins, `$b` with `$b_wins`.
host-series = Series: { $a } { $a_wins } – { $b_wins } { $b }
# Refused: the game is not over yet (a rematch comes after).
host-still-playing = The game is still on: a rematch comes after it ends.
# Refused: the game is over already.
host-game-over = The game is over: ask for a `rematch` to play again.
