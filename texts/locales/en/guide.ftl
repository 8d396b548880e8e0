# What goes with a board: the picker's texts, button and menu labels,
# the rules in short, the help after the commands, and an accepted
# action in words.

# The picker's second step: $piece is what was picked (a square, @N, ball).
guide-pick-target = Choose the action for { $piece }:
# The `boyer` turn being built: $tokens is its move and kicks so far.
guide-turn-so-far = Turn so far: { $tokens }. Kick again or end the turn.

## Button and menu labels: 80 characters at most.

# Take the free seat.
guide-label-join = Join
# Ask for a rematch.
guide-label-rematch = Rematch
# Give up.
guide-label-resign = Resign
# Offer or accept a draw.
guide-label-draw = Offer a draw
# The picker's first menu.
guide-label-pick = Move: choose a piece
# The picker's second menu.
guide-label-actions = Choose the action
# End a `boyer` turn.
guide-label-end-turn = End turn
# The next page of a long menu.
guide-label-more = More…
# Accept the opponent's takeback request.
guide-label-takeback-yes = Take back: yes
# Decline it.
guide-label-takeback-no = Take back: no
# The button under a finished game's record that asks for its analysis.
guide-label-analyse = Analyse
# The button under a board that opens the live board inside Discord
# (the Activity).
guide-label-open-board = Open the board

## The rules in short, one game each (2,000 characters at most), with
## where the full rules are on a line of its own.

guide-rules-futbol-short =
    futbol (Fútbol-Ajedrez): 8×8, goalkeeper P (1 square), defenders D (1–2 straight), midfielders C (1–2 diagonal), forwards A (knight's leap). Goals d1/e1 and d8/e8. One action a turn. The carrier dribbles 1 square, passes (≤5), crosses (≤5, never onto a goal square) or shoots (≤3). Capturing the carrier steals the ball. First to 2 goals wins; after 160 actions the side ahead wins. (Choices: the start position, the reset order after a goal, crosses never onto a goal square.)
guide-rules-futbol =
    { guide-rules-futbol-short }
    { guide-full-rules }
guide-rules-boyer-short =
    boyer (Boyer, 1951): 9×9, chess pieces without pawns, ball on e5, goals e1 and e9. No captures. A turn: an optional move, then kicks by pieces next to the ball, each once. King: 1 square; rook straight; bishop diagonal; queen both; knight a leap away from itself. No kick along rank 1 or 9 into the goal. The first goal wins (configurable); 100 turns each without a goal is a draw. (Choices: no corner exception for knights, a draw at 200 turns.)
guide-rules-boyer =
    { guide-rules-boyer-short }
    { guide-full-rules }
guide-rules-chessfootball-short =
    chessfootball: 8×8, 6 pieces a side placed one at a time in your half (king on a goal square, 2 pawns, 3 of your choice); goals c1–f1 and c8–f8. The ball is always carried; only the carrier can be captured. A goal when the ball ends on an enemy goal square (a pass too) or by capturing the carrying king. Two halves of 45 actions each side. (Choice: the kick-off side places first, its first piece on e4/e5.)
guide-rules-chessfootball =
    { guide-rules-chessfootball-short }
    { guide-full-rules }
# Where the full rules are.
guide-full-rules = Full rules: docs/rules.md in the bot's repository.

## The help after the list of commands: actions, buttons and reactions,
## one line. Command words stay as the parser reads them.

guide-help-rest = Actions: `c3-d4` move, `c3xd4` capture, `e3>c5` ball, `N@e4` place, `e7-e8=Q` promote, `--` pass. Buttons: Join, Move, Draw, Resign, Rematch. On Matrix, reactions: ✋ join, 🤝 draw, 🏳️ resign, 🔁 rematch, 👍/👎 on a takeback request. Leaving during a game resigns it.

## An accepted action in words: "Blancas: pase e3 → c5". $side is the
## side's name, $from and $to squares, $role a piece letter, $turn a
## whole `boyer` turn; the word for what was played comes from
## guide-played-kind.

# What was played, by its kind.
guide-played-kind = { $kind ->
    [skip] passes
    [move] moves
    [pick-up] picks up the ball
    [capture] captures
    [steal] steals the ball
    [dribble] dribble
    [pass] pass
    [cross] cross
    [shot] shot
    [save] shot… saved!
    [turn] turn
    [place] places
   *[promote] promotes
}
# The turn passed.
guide-played-skip = { $side }: { guide-played-kind }.
# A piece or the ball went from a square to another.
guide-played-step = { $side }: { guide-played-kind } { $from } → { $to }
# A pawn promoted to $role.
guide-played-promote = { $side }: { guide-played-kind } { $from } → { $to } = { $role }
# A piece was placed (`chessfootball`).
guide-played-place = { $side }: { guide-played-kind } { $role } { $to }
# A whole `boyer` turn.
guide-played-turn = { $side }: { guide-played-kind } { $turn }

# A step's kind, before it in the move picker's menus ("Pass g4>h4").
guide-step-kind = { $kind ->
    [capture] Capture
    [pass] Pass
    [cross] Cross
    [shot] Shot
    [goal] Goal!
    [kick] Kick
    [place] Place
    [promote] Promote
    [skip] Pass
    [end] End turn
   *[move] Move
}
