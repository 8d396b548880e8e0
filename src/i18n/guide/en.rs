//! The help and the rules in short, in English.

/// The help after the commands: actions, buttons and reactions.
pub(super) const HELP_REST: &str = "Actions: `c3-d4` move, `c3xd4` capture, `e3>c5` ball, `N@e4` place, \
`e7-e8=Q` promote, `--` pass. Buttons: Join, Move, Draw, Resign, Rematch. On Matrix, reactions: ✋ join, \
🤝 draw, 🏳️ resign, 🔁 rematch, 👍/👎 on a takeback request. Leaving during a game resigns it.";

/// `futbol` in short.
pub(super) const RULES_FUTBOL: &str = "futbol (Fútbol-Ajedrez): 8×8, goalkeeper P (1 square), defenders D (1–2 straight), \
midfielders C (1–2 diagonal), forwards A (knight's leap). Goals d1/e1 and d8/e8. One action a turn. The carrier \
dribbles 1 square, passes (≤5), crosses (≤5, never onto a goal square) or shoots (≤3). Capturing the carrier steals \
the ball. First to 2 goals wins; after 160 actions the side ahead wins. (Choices: the start position, the reset order \
after a goal, crosses never onto a goal square.)";

/// `boyer` in short.
pub(super) const RULES_BOYER: &str = "boyer (Boyer, 1951): 9×9, chess pieces without pawns, ball on e5, goals e1 and e9. No \
captures. A turn: an optional move, then kicks by pieces next to the ball, each once. King: 1 square; rook straight; \
bishop diagonal; queen both; knight a leap away from itself. No kick along rank 1 or 9 into the goal. The first goal \
wins (configurable); 100 turns each without a goal is a draw. (Choices: no corner exception for knights, a draw at \
200 turns.)";

/// `chessfootball` in short.
pub(super) const RULES_CF: &str = "chessfootball: 8×8, 6 pieces a side placed one at a time in your half (king on a goal \
square, 2 pawns, 3 of your choice); goals c1–f1 and c8–f8. The ball is always carried; only the carrier can be \
captured. A goal when the ball ends on an enemy goal square (a pass too) or by capturing the carrying king. Two halves \
of 45 actions each side. (Choice: the kick-off side places first, its first piece on e4/e5.)";

/// Where the full rules are.
pub(super) const FULL_RULES: &str = "Full rules: docs/rules.md in the bot's repository.";
