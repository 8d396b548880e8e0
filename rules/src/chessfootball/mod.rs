//! `chessfootball` — Chess Football: 6 chess pieces a side, a placement
//! phase, four-square goals and two halves (RULES.md §3).
//!
//! The state is the board, the ball's carrier, the side to move, the score,
//! the play actions so far (placements do not count) and the phase. The half,
//! the kick-off side and the pieces still to place all follow from those.

mod check;
mod fen;
mod placement;
mod play;

use super::chess::{ChessPiece, Role};
use super::layout::{Board, is_goal_square, shared_getters};
use super::{ByTeam, Outcome, Square, Team};

/// The board width.
pub const SIZE: u8 = 8;
/// Pieces a side places.
pub const ARMY: usize = 6;
/// Play actions in one half, both sides together (45 each).
pub const HALF_ACTIONS: u16 = 90;
/// Play actions in the whole game.
pub const GAME_ACTIONS: u16 = 2 * HALF_ACTIONS;

/// Where the game stands within a restart.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// Pieces are placed one at a time, alternating.
    Placement,
    /// All placed: the kick-off side must pass from its kick-off square.
    KickOff,
    /// Ordinary play.
    Play,
}

/// A `chessfootball` position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ChessFootball {
    board: Board<ChessPiece, { SIZE as usize }>,
    /// The carrier's square; `None` only before the first placement.
    ball: Option<Square>,
    turn: Team,
    score: ByTeam<u8>,
    actions: u16,
    phase: Phase,
}

impl Default for ChessFootball {
    fn default() -> Self {
        ChessFootball::start()
    }
}

impl ChessFootball {
    /// The empty board of the first half: White places first.
    pub fn start() -> ChessFootball {
        ChessFootball {
            board: Board::empty(),
            ball: None,
            turn: Team::White,
            score: ByTeam::default(),
            actions: 0,
            phase: Phase::Placement,
        }
    }

    shared_getters!(ChessPiece);

    /// The carrier's square (`None` before the first placement).
    pub const fn ball(&self) -> Option<Square> {
        self.ball
    }

    /// Play actions so far, both halves; placements do not count.
    pub const fn actions(&self) -> u16 {
        self.actions
    }

    /// The phase within the current restart.
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// 1 or 2.
    pub const fn half(&self) -> u8 {
        if self.actions >= HALF_ACTIONS { 2 } else { 1 }
    }

    /// Over after the second half: more goals wins.
    pub fn outcome(&self) -> Outcome {
        if self.actions < GAME_ACTIONS {
            return Outcome::Ongoing;
        }
        Outcome::by_score(self.score)
    }

    /// How many pieces `team` has on the board.
    pub fn count(&self, team: Team) -> usize {
        self.board.count(team)
    }

    /// Pieces each side still has to place (zero outside placement).
    pub fn to_place(&self) -> ByTeam<usize> {
        match self.phase {
            Phase::Placement => ByTeam::new(
                ARMY.saturating_sub(self.count(Team::White)),
                ARMY.saturating_sub(self.count(Team::Black)),
            ),
            _ => ByTeam::default(),
        }
    }

    /// The side that kicks off this restart: during placement it placed
    /// first, so it has more pieces or, when even, is to move.
    pub fn kickoff_side(&self) -> Team {
        let (w, b) = (self.count(Team::White), self.count(Team::Black));
        match (self.phase, w.cmp(&b)) {
            (Phase::Placement, std::cmp::Ordering::Greater) => Team::White,
            (Phase::Placement, std::cmp::Ordering::Less) => Team::Black,
            _ => self.turn,
        }
    }

    /// e4 for White, e5 for Black.
    pub const fn kickoff_square(team: Team) -> Square {
        match team {
            Team::White => Square::new(4, 3),
            Team::Black => Square::new(4, 4),
        }
    }

    /// Whether `square` is one of the four goal squares `defender` defends
    /// (c1–f1 for White, c8–f8 for Black).
    pub fn is_goal_of(square: Square, defender: Team) -> bool {
        is_goal_square(square, defender, SIZE, 2..=5)
    }

    /// Whether `square` is in `team`'s own half (ranks 1–4 for White).
    pub fn in_half(square: Square, team: Team) -> bool {
        match team {
            Team::White => square.rank() < SIZE / 2,
            Team::Black => square.rank() >= SIZE / 2,
        }
    }

    /// The last rank for `team`'s pawns.
    fn last_rank(team: Team) -> u8 {
        (!team).back_rank(SIZE)
    }

    /// Roles `team` has on the board, counted.
    fn role_count(&self, team: Team, role: Role) -> usize {
        self.pieces()
            .filter(|(_, p)| p.team == team && p.role == role)
            .count()
    }
}

#[cfg(test)]
mod tests;
