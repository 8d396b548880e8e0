//! `chessfootball` for the search: the position as a node, and its
//! evaluation from RULES.md §3: the score, the ball (who carries it, how
//! near the goal, who it can be passed to), the carrier's safety (only the
//! carrier can be captured), the king (a king with the ball is a goal for
//! whoever captures it), and material.

use super::root::{self, Child};
use super::tree::Node;
use super::{GOAL, table};
use super::{HUNTED, PASS, POSSESSION};
use crate::chess::{ChessPiece, Role};
use crate::chessfootball::{Phase, SIZE};
use crate::{Action, ByTeam, ChessFootball, Outcome, Square, Team};

/// Every legal action with the position it leads to.
pub fn children(game: &ChessFootball) -> Vec<Child<ChessFootball>> {
    root::children(game, game.legal_actions(), |node, action| {
        node.play_unchecked(action);
    })
}

/// Order keys of forcing moves.
const SCORES: i32 = 1_000;
const STEALS: i32 = 800;
const PROMOTES: i32 = 500;

impl Node for ChessFootball {
    type Move = Action;

    fn key(&self) -> u64 {
        let phase = self.phase() as usize;
        let mut key = table::state(self.turn(), self.score(), self.actions(), phase);
        for (square, piece) in self.pieces() {
            key ^= table::piece(piece.team, piece.role as usize, square);
        }
        match self.ball() {
            Some(square) => key ^ table::ball(square, true),
            None => key,
        }
    }

    fn turn(&self) -> Team {
        ChessFootball::turn(self)
    }

    fn outcome(&self) -> Outcome {
        ChessFootball::outcome(self)
    }

    fn moves(&self, out: &mut Vec<Action>) {
        out.extend(self.legal_actions());
    }

    fn play(&mut self, mv: &Action) {
        self.play_unchecked(*mv);
    }

    fn evaluate(&self) -> i32 {
        let white = evaluate_white(self);
        match ChessFootball::turn(self) {
            Team::White => white,
            Team::Black => -white,
        }
    }

    fn tactical(&self, mv: &Action) -> i32 {
        let enemy = !ChessFootball::turn(self);
        let goal = |to: Square| ChessFootball::is_goal_of(to, enemy);
        match *mv {
            Action::Capture { to, .. } => {
                let king = self.piece_at(to).is_some_and(|p| p.role == Role::King);
                if king || goal(to) { SCORES } else { STEALS }
            }
            Action::Promote {
                from, to, capture, ..
            } => {
                let scores = goal(to) && (capture || self.ball() == Some(from));
                if scores {
                    SCORES
                } else if capture {
                    STEALS
                } else {
                    PROMOTES
                }
            }
            Action::Move { from, to } if self.ball() == Some(from) && goal(to) => SCORES,
            Action::Ball { to, .. } if goal(to) => SCORES,
            _ => 0,
        }
    }

    fn id(&self, mv: &Action) -> u16 {
        let (kind, from, to) = match *mv {
            Action::Move { from, to } => (0, from.index(SIZE), to),
            Action::Capture { from, to } => (1, from.index(SIZE), to),
            Action::Ball { from, to, .. } => (2, from.index(SIZE), to),
            Action::Promote { from, to, .. } => (3, from.index(SIZE), to),
            Action::Place { role, to } => (4, role as usize, to),
            _ => return 5 << 12,
        };
        kind << 12 | (from as u16 & 63) << 6 | to.index(SIZE) as u16
    }

    fn goals(&self) -> ByTeam<u8> {
        self.score()
    }
}

/// What each role is worth on the board (they only leave it as carriers).
const fn worth(role: Role) -> i32 {
    match role {
        Role::Queen => 90,
        Role::Rook => 55,
        Role::Bishop | Role::Knight => 35,
        Role::Pawn => 15,
        Role::King => 0,
    }
}

/// The ball's value to the carrier's side by its king-step distance to the
/// nearest goal square it attacks.
const ADVANCE: [i32; 9] = [0, 200, 130, 85, 55, 35, 20, 8, 0];
/// The king carries the ball: its capture is a goal.
const KING_CARRIES: i32 = 70;
/// The carrier can be captured, and it is the king.
const KING_HUNTED: i32 = 400;
/// A pass to a teammate on an enemy goal square is ready.
const PASS_IN: i32 = 300;
/// A piece standing on a goal square it attacks, waiting for a pass.
const ON_GOAL: i32 = 30;
/// A piece forward of its own half's middle, per rank (placement shape).
const FORWARD: i32 = 3;

/// King-step distance from `square` to the nearest goal square `attacker`
/// attacks (c8–f8 for White).
fn to_goal(square: Square, attacker: Team) -> usize {
    let rank = (!attacker).back_rank(SIZE);
    let file = square.file().clamp(2, 5);
    square.distance(Square::new(file, rank)) as usize
}

/// The evaluation from White's view.
fn evaluate_white(game: &ChessFootball) -> i32 {
    let score = game.score();
    let mut value = (i32::from(score.white) - i32::from(score.black)) * GOAL;
    for (square, piece) in game.pieces() {
        let mut own = worth(piece.role);
        if ChessFootball::is_goal_of(square, !piece.team) {
            own += ON_GOAL;
        }
        if piece.role != Role::King {
            let ahead = match piece.team {
                Team::White => square.rank() as i32,
                Team::Black => (SIZE - 1 - square.rank()) as i32,
            };
            own += FORWARD * ahead;
        }
        value += piece.team.sign() * own;
    }
    if game.phase() == Phase::Placement {
        value += to_come(game, Team::White) - to_come(game, Team::Black);
    }
    let Some(at) = game.ball() else {
        // Before the first placement: the kick-off side will have the ball
        // on its kick-off square.
        let team = game.kickoff_side();
        let kickoff = ChessFootball::kickoff_square(team);
        return value + team.sign() * (POSSESSION + ADVANCE[to_goal(kickoff, team).min(8)]);
    };
    let Some(carrier) = game.piece_at(at) else {
        return value;
    };
    let team = carrier.team;
    let mut own = POSSESSION + ADVANCE[to_goal(at, team).min(8)];
    if carrier.role == Role::King {
        own -= KING_CARRIES;
    }
    if game.phase() != Phase::Placement {
        let (passes, pass_in) = passes(game, at, carrier);
        own += PASS * passes;
        if pass_in && game.turn() != team {
            own += PASS_IN;
        }
        if game.turn() != team && attacked(game, at, !team) {
            own -= if carrier.role == Role::King {
                KING_HUNTED
            } else {
                HUNTED + worth(carrier.role) / 2
            };
        }
    }
    value + team.sign() * own
}

/// What `team`'s pieces still to place will likely be worth, so a side
/// that has placed one piece more is not counted richer for it: the king
/// and the two pawns it must place, and good extras for the rest.
fn to_come(game: &ChessFootball, team: Team) -> i32 {
    let placed = |role| {
        let count = game
            .pieces()
            .filter(|(_, p)| p.team == team && p.role == role);
        i32::try_from(count.count()).unwrap_or(i32::MAX)
    };
    let pawns = (2 - placed(Role::Pawn)).max(0);
    let all = i32::try_from(game.to_place()[team]).unwrap_or(0);
    let extras = (all - pawns - (1 - placed(Role::King)).max(0)).max(0);
    pawns * worth(Role::Pawn) + extras * EXTRA
}

/// What an extra piece still to place is likely worth.
const EXTRA: i32 = 70;

/// The carrier's pass targets: how many, and whether one stands on a goal
/// square it attacks (a pass there scores).
fn passes(game: &ChessFootball, at: Square, carrier: ChessPiece) -> (i32, bool) {
    let team = carrier.team;
    let (mut count, mut scoring) = (0, false);
    let mut visit = |to: Square| {
        if game.piece_at(to).is_some_and(|p| p.team == team) {
            count += 1;
            scoring |= ChessFootball::is_goal_of(to, !team);
        }
    };
    if carrier.role == Role::Pawn {
        for df in [-1, 1] {
            if let Some(to) = at.offset((df, team.forward()), SIZE) {
                visit(to);
            }
        }
    } else {
        let taken = |s: Square| game.piece_at(s).is_some();
        carrier.role.reach(at, SIZE, taken, visit);
    }
    (count, scoring)
}

/// Whether a piece of `by` could capture on `target`.
fn attacked(game: &ChessFootball, target: Square, by: Team) -> bool {
    game.pieces().any(|(from, p)| {
        if p.team != by {
            return false;
        }
        match p.role {
            Role::Pawn => {
                let rank = i16::from(target.rank()) - i16::from(from.rank());
                rank == i16::from(by.forward()) && from.file().abs_diff(target.file()) == 1
            }
            Role::King | Role::Knight => p.role.fits(by, from, target),
            _ => {
                p.role.fits(by, from, target)
                    && from.between(target).all(|s| game.piece_at(s).is_none())
            }
        }
    })
}
