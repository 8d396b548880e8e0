//! `boyer` for the search: a whole turn (a move, then kicks) is one move,
//! and turns that leave the same position count once ([`Field`]). The
//! evaluation, from RULES.md §2: the score, the ball's distance to each
//! goal, who stands beside the ball to kick it and which way, who could
//! score next turn, and the pieces guarding each goal.

use super::GOAL;
use super::field::{Field, Kick};
use super::root::Child;
use super::tree::Node;
use crate::boyer::SIZE;
use crate::square::ALL_DIRECTIONS;
use crate::{Action, Boyer, ByTeam, Outcome, Square, Team, Turn};

/// What names a root move: a result of the search's own rules, turned
/// into the engine's tokens once chosen, or (in a turn already begun) the
/// engine's own turn.
pub enum Label {
    /// A result found by [`Field::results`].
    Kick(Kick),
    /// A turn listed by the engine.
    Turn(Action),
}

/// Every distinct result of a whole turn with the position it leads to.
pub fn children(game: &Boyer) -> Vec<Child<Field, Label>> {
    let mut out = Vec::new();
    if game.pending() != Turn::EMPTY {
        let mut seen = std::collections::HashSet::new();
        walk(game, &mut |action, next| {
            let node = Field::new(&next);
            if seen.insert(node.key()) {
                out.push(Child {
                    label: Label::Turn(action),
                    node,
                });
            }
        });
        return out;
    }
    let field = Field::new(game);
    let mut kicks = Vec::new();
    field.results(field.turn(), false, &mut kicks);
    for kick in kicks {
        let mut node = field.clone();
        node.play(kick);
        out.push(Child {
            label: Label::Kick(kick),
            node,
        });
    }
    out
}

/// The engine's canonical turn for a chosen root move: the tokens of the
/// result, checked by the engine; failing that (the two sets of rules
/// disagree, a bug), the first engine turn with the same result, or any
/// legal turn.
pub fn name(game: &Boyer, label: Label) -> Option<Action> {
    let kick = match label {
        Label::Turn(action) => return Some(action),
        Label::Kick(kick) => kick,
    };
    let field = Field::new(game);
    let turn = field.path(kick).and_then(|tokens| {
        (tokens.into_iter()).try_fold(Turn::EMPTY, |turn, token| turn.with(token))
    });
    if let Some(turn) = turn
        && let Ok(played) = game.clone().play(Action::Turn(turn))
    {
        return Some(played.action);
    }
    let mut want = field;
    want.play(kick);
    let mut found = None;
    walk(game, &mut |action, next| {
        if found.is_none() && Field::new(&next).key() == want.key() {
            found = Some(action);
        }
    });
    found.or_else(|| game.legal_actions().into_iter().next())
}

/// Calls `emit` with every way to finish the turn being built in `state`
/// and the position after it: end it now, or take one more legal step.
pub fn walk(state: &Boyer, emit: &mut impl FnMut(Action, Boyer)) {
    let mut end = state.clone();
    if let Ok(played) = end.end_turn() {
        emit(played.action, end);
    }
    for token in state.legal_steps() {
        let mut next = state.clone();
        match next.step(token) {
            Ok(Some(played)) => emit(played.action, next),
            Ok(None) => walk(&next, emit),
            Err(_) => {}
        }
    }
}

/// A turn that scores for the side to move ranks first.
const SCORES: i32 = 1_000;

impl Node for Field {
    type Move = Kick;

    fn key(&self) -> u64 {
        Field::key(self)
    }

    fn turn(&self) -> Team {
        Field::turn(self)
    }

    fn outcome(&self) -> Outcome {
        Field::outcome(self)
    }

    fn moves(&self, out: &mut Vec<Kick>) {
        self.results(Field::turn(self), false, out);
    }

    fn noisy(&self, out: &mut Vec<Kick>) {
        self.results(Field::turn(self), true, out);
    }

    fn play(&mut self, mv: &Kick) {
        Field::play(self, *mv);
    }

    fn evaluate(&self) -> i32 {
        let white = evaluate_white(self);
        match Field::turn(self) {
            Team::White => white,
            Team::Black => -white,
        }
    }

    fn tactical(&self, mv: &Kick) -> i32 {
        let goal = Boyer::goal_of(!Field::turn(self));
        if usize::from(mv.ball) == goal.index(SIZE) {
            SCORES
        } else {
            0
        }
    }

    fn id(&self, mv: &Kick) -> u16 {
        let packed = (u32::from(mv.from) * 97 + u32::from(mv.to)) * 97 + u32::from(mv.ball);
        (packed.wrapping_mul(0x9e37_79b1) >> 16) as u16
    }

    fn goals(&self) -> ByTeam<u8> {
        self.score()
    }
}

/// The ball's worth to a side by its king-step distance to the goal that
/// side attacks.
const NEAR: [i32; 10] = [0, 300, 180, 110, 70, 40, 20, 8, 0, 0];
/// The ball on a line into the goal it is kicked at.
const ON_LINE: i32 = 60;
/// The ball on the rank of the goal it is kicked at.
const ON_GOAL_RANK: i32 = 30;
/// An own piece on a square next to its own goal blocks kicks in.
const GUARD: i32 = 20;
/// Each own piece near the ball, per step nearer than 4.
const APPROACH: i32 = 3;
/// The side not to move could score with the kicks it has now, if it
/// were its turn.
const THREAT: i32 = 350;

/// The ball's worth on `square` to `team`: by its distance to the goal
/// `team` attacks, more on a straight or diagonal line into it or a
/// knight's kick away, little on the goal's own rank (no kick along that
/// rank may enter the goal) and on the edges (where half the kicks would
/// leave the board, so the ball is hard to move on).
fn near(square: Square, team: Team) -> i32 {
    let goal = Boyer::goal_of(!team);
    let df = i32::from(square.file()) - i32::from(goal.file());
    let dr = i32::from(square.rank().abs_diff(goal.rank()));
    let base = NEAR
        .get(square.distance(goal) as usize)
        .copied()
        .unwrap_or(0);
    let value = if dr == 0 {
        ON_GOAL_RANK
    } else if df == 0 || df.abs() == dr {
        base + ON_LINE
    } else if (df.abs(), dr) == (1, 2) || (df.abs(), dr) == (2, 1) {
        base + ON_LINE / 2
    } else {
        base * 2 / 3
    };
    let edges = [square.file(), square.rank()]
        .iter()
        .filter(|&&c| c == 0 || c == SIZE - 1)
        .count();
    value >> edges
}

/// What `team` could gain by bringing a piece beside the ball: for each
/// free square beside it, the best square a kick from there would send the
/// ball to, counted more when a piece of `team` stands near that square.
fn potential(field: &Field, team: Team) -> i32 {
    let ball = field.ball();
    let here = near(ball, team);
    let along_goal_rank =
        |dir: (i8, i8)| dir.1 == 0 && (ball.rank() == 0 || ball.rank() == SIZE - 1);
    let mut best = 0;
    let mut own = Vec::with_capacity(8);
    own.extend(
        (field.pieces())
            .filter(|&(_, owner, _)| owner == team)
            .map(|(at, _, _)| at),
    );
    for kick in ALL_DIRECTIONS {
        let Some(post) = ball.offset((-kick.0, -kick.1), SIZE) else {
            continue;
        };
        if field.piece_at(post).is_some() || Boyer::is_goal(post) {
            continue;
        }
        let mut land = ball;
        let mut gain = 0;
        while let Some(to) = land.offset(kick, SIZE) {
            if field.piece_at(to).is_some() || (along_goal_rank(kick) && Boyer::is_goal(to)) {
                break;
            }
            if to == Boyer::goal_of(!team) {
                gain = gain.max(NEAR[1] + ON_LINE - here);
                break;
            }
            gain = gain.max(near(to, team) - here);
            land = to;
        }
        if gain <= best {
            continue;
        }
        let closest = (own.iter()).map(|at| at.distance(post)).min().unwrap_or(9);
        let reach = match closest {
            1 => 4,
            2 => 3,
            3 => 2,
            _ => 0,
        };
        best = best.max(gain * reach / 4);
    }
    best
}

/// The evaluation from White's view: the score, where the ball is, where
/// each side's kicks could send it now or after a piece comes beside it,
/// who could score next turn, the guards of each goal.
fn evaluate_white(field: &Field) -> i32 {
    let score = field.score();
    let mut value = (i32::from(score.white) - i32::from(score.black)) * GOAL;
    let ball = field.ball();
    value += near(ball, Team::White) - near(ball, Team::Black);
    let mover = field.turn();
    for (at, team, _) in field.pieces() {
        let close = 4 - i32::from(at.distance(ball)).min(4);
        value += team.sign() * APPROACH * close;
        if at.distance(Boyer::goal_of(team)) == 1 {
            value += team.sign() * GUARD;
        }
    }
    for team in Team::BOTH {
        let here = near(ball, team);
        let goal = Boyer::goal_of(!team);
        let (mut best, mut scores) = (here, false);
        for square in field.kick_reach(team) {
            best = best.max(near(square, team));
            scores |= square == goal;
        }
        if scores && team != mover {
            value -= mover.sign() * THREAT;
        }
        let gain = best - here;
        let later = potential(field, team);
        value += team.sign()
            * if team == mover {
                gain * 3 / 4 + later / 2
            } else {
                gain / 3 + later / 4
            };
    }
    value
}
