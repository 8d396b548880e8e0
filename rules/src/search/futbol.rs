//! `futbol` for the search: the position as a node, and its evaluation
//! from RULES.md §1: the score, possession, the ball's distance to each
//! goal, the shots and passes the carrier has, the goal squares guarded,
//! and material.

use super::root::{self, Child};
use super::tree::Node;
use super::{GOAL, table};
use super::{HUNTED, PASS, POSSESSION};
use crate::futbol::{Ball, Kind, Piece, SHOT_RANGE, SIZE};
use crate::square::{ALL_DIRECTIONS, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL, Step};
use crate::{Action, ByTeam, Futbol, Outcome, Square, Team};

/// Every legal action with the position it leads to.
pub fn children(game: &Futbol) -> Vec<Child<Futbol>> {
    root::children(game, game.legal_actions(), |node, action| {
        node.play_unchecked(action);
    })
}

/// Order keys of forcing moves.
const SCORES: i32 = 1_000;
const STEALS: i32 = 800;
const PICKS_UP: i32 = 600;
const CAPTURES: i32 = 400;

impl Node for Futbol {
    type Move = Action;

    fn key(&self) -> u64 {
        let mut key = table::state(self.turn(), self.score(), self.actions(), 0);
        for (square, piece) in self.pieces() {
            key ^= table::piece(piece.team, piece.kind as usize, square);
        }
        key ^ match self.ball() {
            Ball::Carried(s) => table::ball(s, true),
            Ball::Loose(s) => table::ball(s, false),
        }
    }

    fn turn(&self) -> Team {
        Futbol::turn(self)
    }

    fn outcome(&self) -> Outcome {
        Futbol::outcome(self)
    }

    fn moves(&self, out: &mut Vec<Action>) {
        self.extend_legal(out);
    }

    fn play(&mut self, mv: &Action) {
        self.play_unchecked(*mv);
    }

    fn evaluate(&self) -> i32 {
        let white = evaluate_white(self);
        match Futbol::turn(self) {
            Team::White => white,
            Team::Black => -white,
        }
    }

    fn tactical(&self, mv: &Action) -> i32 {
        let enemy = !Futbol::turn(self);
        match *mv {
            Action::Ball { to, .. }
                if Futbol::is_goal_of(to, enemy) && self.piece_at(to).is_none() =>
            {
                SCORES
            }
            Action::Move { from, to } => match self.ball() {
                Ball::Carried(s) if s == from && Futbol::is_goal_of(to, enemy) => SCORES,
                Ball::Loose(s) if s == to => PICKS_UP,
                _ => 0,
            },
            Action::Capture { to, .. } if self.ball() == Ball::Carried(to) => STEALS,
            Action::Capture { .. } => CAPTURES,
            _ => 0,
        }
    }

    fn id(&self, mv: &Action) -> u16 {
        let (kind, from, to) = match *mv {
            Action::Move { from, to } => (0, from, to),
            Action::Capture { from, to } => (1, from, to),
            Action::Ball { from, to, .. } => (2, from, to),
            _ => return 3 << 12,
        };
        kind << 12 | (from.index(SIZE) as u16) << 6 | to.index(SIZE) as u16
    }

    fn goals(&self) -> ByTeam<u8> {
        self.score()
    }
}

/// What each kind is worth on the board.
const fn worth(kind: Kind) -> i32 {
    match kind {
        Kind::Goalkeeper => 90,
        Kind::Defender => 100,
        Kind::Midfielder => 110,
        Kind::Forward => 120,
    }
}

/// The ball's value to the side that has it, by its king-step distance to
/// the nearest goal square it attacks.
const ADVANCE: [i32; 9] = [0, 170, 120, 80, 50, 30, 15, 5, 0];
/// A shot into an empty goal square ready for the next action.
const SHOT: i32 = 260;
/// An own piece on an own goal square: no shot and no dribble goes in there.
const GUARD: i32 = 45;
/// Both goal squares guarded: the goal is shut.
const SHUT: i32 = 60;

/// The two goal squares `attacker` shoots at.
fn targets(attacker: Team) -> [Square; 2] {
    let rank = (!attacker).back_rank(SIZE);
    [Square::new(3, rank), Square::new(4, rank)]
}

/// King-step distance from `square` to the nearest goal square `attacker`
/// shoots at.
fn to_goal(square: Square, attacker: Team) -> usize {
    let [a, b] = targets(attacker);
    square.distance(a).min(square.distance(b)) as usize
}

/// The evaluation from White's view.
fn evaluate_white(game: &Futbol) -> i32 {
    let score = game.score();
    let mut value = (i32::from(score.white) - i32::from(score.black)) * GOAL;
    let mut guards = [0, 0];
    for (square, piece) in game.pieces() {
        value += piece.team.sign() * worth(piece.kind);
        if Futbol::is_goal_of(square, piece.team) {
            value += piece.team.sign() * GUARD;
            guards[piece.team as usize] += 1;
        }
    }
    for team in Team::BOTH {
        if guards[team as usize] >= 2 {
            value += team.sign() * SHUT;
        }
    }
    value
        + match game.ball() {
            Ball::Carried(at) => match game.piece_at(at) {
                Some(carrier) => carrier.team.sign() * carried(game, at, carrier),
                None => 0,
            },
            Ball::Loose(at) => loose(game, at),
        }
}

/// The carrier's side's gain from the ball at `at`.
fn carried(game: &Futbol, at: Square, carrier: Piece) -> i32 {
    let team = carrier.team;
    let mut value = POSSESSION + ADVANCE[to_goal(at, team).min(8)];
    let open = |s: Square| game.piece_at(s).is_none();
    for goal in targets(team) {
        if at.distance(goal) <= SHOT_RANGE
            && at.line_step(goal).is_some()
            && open(goal)
            && at.between(goal).all(open)
        {
            value += SHOT;
            break;
        }
    }
    for dir in ALL_DIRECTIONS {
        let mut square = at;
        for _ in 0..5 {
            let Some(next) = square.offset(dir, SIZE) else {
                break;
            };
            square = next;
            if let Some(p) = game.piece_at(next) {
                if p.team == team {
                    value += PASS;
                }
                break;
            }
        }
    }
    if game.turn() != team && game.actions() > 0 && attacked(game, at, !team) {
        value -= HUNTED;
    }
    value
}

/// Whether a piece of `by` could capture on `target`.
fn attacked(game: &Futbol, target: Square, by: Team) -> bool {
    let is = |s: Option<Square>, kind: Kind| {
        s.and_then(|s| game.piece_at(s))
            .is_some_and(|p| p.team == by && p.kind == kind)
    };
    let slide = |dirs: &[Step], kind: Kind| {
        dirs.iter().any(|&d| {
            let near = target.offset(d, SIZE);
            is(near, kind)
                || (near.is_some_and(|n| game.piece_at(n).is_none())
                    && is(near.and_then(|n| n.offset(d, SIZE)), kind))
        })
    };
    ALL_DIRECTIONS
        .iter()
        .any(|&d| is(target.offset(d, SIZE), Kind::Goalkeeper))
        || KNIGHT_LEAPS
            .iter()
            .any(|&d| is(target.offset(d, SIZE), Kind::Forward))
        || slide(&ORTHOGONAL, Kind::Defender)
        || slide(&DIAGONAL, Kind::Midfielder)
}

/// A loose ball: worth more to the side nearer to it, the side to move
/// being a step nearer, and more where it lies nearer a goal.
fn loose(game: &Futbol, at: Square) -> i32 {
    let mut near = [9i32, 9];
    for (square, piece) in game.pieces() {
        let d = i32::from(square.distance(at));
        let slot = &mut near[piece.team as usize];
        *slot = (*slot).min(d);
    }
    near[game.turn() as usize] -= 1;
    let (w, b) = (near[Team::White as usize], near[Team::Black as usize]);
    let race = (b - w).clamp(-3, 3) * 35;
    let place = ADVANCE[to_goal(at, Team::White).min(8)] - ADVANCE[to_goal(at, Team::Black).min(8)];
    race + place / 2
}
