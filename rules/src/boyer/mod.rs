//! `boyer` — Football-chess, Joseph Boyer 1951 (RULES.md §2).
//!
//! A turn is an optional move, then kicks. The position keeps the turn being
//! built (`progress`), so a button or web player can go step by step
//! ([`Boyer::step`], [`Boyer::end_turn`]) while a chat player sends the whole
//! turn at once ([`Boyer::play`]); both go through the same checks.

mod fen;
mod generate;
mod kick;
mod turn;

use super::chess::{ChessPiece, Role};
use super::layout::{Board, shared_getters};
use super::{ByTeam, Outcome, Square, Team, Turn};

/// The board width.
pub const SIZE: u8 = 9;
/// Turns in all after which an undecided game is drawn (100 a side).
pub const TURN_LIMIT: u16 = 200;
/// Goals to win unless configured otherwise.
pub const DEFAULT_GOALS: u8 = 1;

/// White's goal square (Black attacks it).
const WHITE_GOAL: Square = Square::new(4, 0);
/// The ball's start square.
const CENTRE: Square = Square::new(4, 4);
/// White's back rank, files a to i (`e1` is the goal).
const BACK_RANK: [Option<Role>; 9] = [
    Some(Role::Rook),
    Some(Role::Knight),
    Some(Role::Bishop),
    Some(Role::Queen),
    None,
    Some(Role::King),
    Some(Role::Bishop),
    Some(Role::Knight),
    Some(Role::Rook),
];

/// The turn being built: what has happened since the turn began.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
struct Progress {
    /// The tokens so far, canonical.
    turn: Turn,
    /// Squares whose piece has kicked this turn (bit = square index).
    kicked: u128,
    /// A goal was scored this turn: nothing more may follow.
    scored: Option<Team>,
}

/// A `boyer` position; between turns `progress` is empty.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Boyer {
    board: Board<ChessPiece, { SIZE as usize }>,
    ball: Square,
    turn: Team,
    score: ByTeam<u8>,
    turns: u16,
    goals_to_win: u8,
    progress: Progress,
}

impl Default for Boyer {
    fn default() -> Self {
        Boyer::start(DEFAULT_GOALS)
    }
}

impl Boyer {
    /// The seed's start position (g1 bishop, h1 knight), ball on e5.
    pub fn start(goals_to_win: u8) -> Boyer {
        let mut game = Boyer {
            board: Board::empty(),
            ball: CENTRE,
            turn: Team::White,
            score: ByTeam::default(),
            turns: 0,
            goals_to_win: goals_to_win.max(1),
            progress: Progress::default(),
        };
        game.set_up_pieces();
        game
    }

    fn set_up_pieces(&mut self) {
        self.board = Board::empty();
        for (file, role) in BACK_RANK.iter().enumerate() {
            let Some(role) = *role else { continue };
            let white = Square::new(file as u8, 0);
            for (team, square) in [(Team::White, white), (Team::Black, white.mirror(SIZE))] {
                self.board.set(square, Some(ChessPiece { team, role }));
            }
        }
        self.ball = CENTRE;
    }

    shared_getters!(ChessPiece);

    /// The ball's square.
    pub const fn ball(&self) -> Square {
        self.ball
    }

    /// Whole turns played.
    pub const fn turns(&self) -> u16 {
        self.turns
    }

    /// Goals needed to win.
    pub const fn goals_to_win(&self) -> u8 {
        self.goals_to_win
    }

    /// The tokens played so far in the turn being built.
    pub const fn pending(&self) -> Turn {
        self.progress.turn
    }

    /// The goal square `defender` defends: e1 for White, e9 for Black.
    pub const fn goal_of(defender: Team) -> Square {
        match defender {
            Team::White => WHITE_GOAL,
            Team::Black => WHITE_GOAL.mirror(SIZE),
        }
    }

    /// Whether `square` is e1 or e9.
    pub fn is_goal(square: Square) -> bool {
        square == WHITE_GOAL || square == WHITE_GOAL.mirror(SIZE)
    }

    /// Won (goals reached), drawn (turn limit) or still going.
    pub fn outcome(&self) -> Outcome {
        if let Some(team) = self.score.first_to(self.goals_to_win) {
            return Outcome::Win(team);
        }
        if self.turns >= TURN_LIMIT {
            Outcome::Draw
        } else {
            Outcome::Ongoing
        }
    }

    /// Whether nothing stands on `square` (no piece, no ball).
    fn is_free(&self, square: Square) -> bool {
        square != self.ball && self.piece_at(square).is_none()
    }
}

#[cfg(test)]
mod tests;
