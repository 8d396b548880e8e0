//! `futbol` — Fútbol-Ajedrez, the default game (RULES.md §1).
//!
//! The position is a plain value: a board of 64 optional pieces, the ball,
//! the side to move, the score and the action count. Everything else (legal
//! actions, outcome) is derived from it, so nothing can drift out of step.

mod check;
mod fen;
mod generate;
mod play;

use super::layout::{Board, BoardPiece, is_goal_square, shared_getters};
use super::{ByTeam, Outcome, Square, Team};
use std::ops::RangeInclusive;

/// The board width.
pub const SIZE: u8 = 8;
/// First to this many goals wins at once.
pub const GOALS_TO_WIN: u8 = 2;
/// The game ends after this many actions in all (80 a side, skips included).
pub const ACTION_LIMIT: u16 = 160;
/// How far a pass or a cross may go.
pub const PASS_RANGE: u8 = 5;
/// How far a shot may go.
pub const SHOT_RANGE: u8 = 3;
/// The files of the two goal squares on each back rank (d and e).
const GOAL_FILES: RangeInclusive<u8> = 3..=4;

/// The four kinds of player, by their Spanish letters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Kind {
    /// P — portero: one square in any direction.
    Goalkeeper,
    /// D — defensa: 1 or 2 squares orthogonally.
    Defender,
    /// C — centrocampista: 1 or 2 squares diagonally.
    Midfielder,
    /// A — delantero: a knight's leap.
    Forward,
}

impl Kind {
    /// The upper-case letter used in positions and pictures.
    pub const fn letter(self) -> char {
        match self {
            Kind::Goalkeeper => 'P',
            Kind::Defender => 'D',
            Kind::Midfielder => 'C',
            Kind::Forward => 'A',
        }
    }

    /// Reads an upper-case piece letter.
    pub const fn from_letter(letter: char) -> Option<Kind> {
        match letter {
            'P' => Some(Kind::Goalkeeper),
            'D' => Some(Kind::Defender),
            'C' => Some(Kind::Midfielder),
            'A' => Some(Kind::Forward),
            _ => None,
        }
    }

    /// The start squares of this kind for White, in the order a reset after
    /// a goal fills them (RULES.md §1, "After a goal").
    pub fn home_squares(self) -> &'static [Square] {
        const C: [Square; 3] = [sq(4, 2), sq(1, 1), sq(6, 1)];
        const D: [Square; 2] = [sq(2, 1), sq(5, 1)];
        const A: [Square; 2] = [sq(2, 2), sq(5, 2)];
        const P: [Square; 1] = [sq(3, 0)];
        match self {
            Kind::Midfielder => &C,
            Kind::Defender => &D,
            Kind::Forward => &A,
            Kind::Goalkeeper => &P,
        }
    }
}

/// Shorthand for the constant tables.
const fn sq(file: u8, rank: u8) -> Square {
    Square::new(file, rank)
}

/// The reset fills kinds in this order: C, D, A, P.
const RESET_ORDER: [Kind; 4] = [
    Kind::Midfielder,
    Kind::Defender,
    Kind::Forward,
    Kind::Goalkeeper,
];

/// White's central square (e3): the kick-off carrier stands here.
const CENTRE: Square = sq(4, 2);

/// If no midfielder survives a goal, the first of these (White's squares)
/// that holds a piece after the reset carries the ball.
const KICKOFF_FALLBACK: [Square; 5] = [sq(2, 2), sq(5, 2), sq(2, 1), sq(5, 1), sq(3, 0)];

/// A piece: its side and kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece it is.
    pub team: Team,
    /// What it is.
    pub kind: Kind,
}

impl BoardPiece for Piece {
    fn team(self) -> Team {
        self.team
    }

    fn letter(self) -> char {
        self.team.cased(self.kind.letter())
    }
}

/// Where the ball is: always somewhere, carried or loose.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ball {
    /// A piece on this square has it.
    Carried(Square),
    /// It lies on this empty square.
    Loose(Square),
}

impl Ball {
    /// The square the ball is on, whoever has it.
    pub const fn square(self) -> Square {
        match self {
            Ball::Carried(s) | Ball::Loose(s) => s,
        }
    }
}

/// A `futbol` position; the whole game state.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Futbol {
    board: Board<Piece, { SIZE as usize }>,
    ball: Ball,
    turn: Team,
    score: ByTeam<u8>,
    actions: u16,
}

impl Default for Futbol {
    fn default() -> Self {
        Futbol::start()
    }
}

impl Futbol {
    /// The start position: White to move, its central midfielder on the ball.
    pub fn start() -> Futbol {
        let mut game = Futbol {
            board: Board::empty(),
            ball: Ball::Carried(CENTRE),
            turn: Team::White,
            score: ByTeam::default(),
            actions: 0,
        };
        for team in Team::BOTH {
            for kind in RESET_ORDER {
                for &home in kind.home_squares() {
                    game.board
                        .set(team_square(home, team), Some(Piece { team, kind }));
                }
            }
        }
        game
    }

    shared_getters!(Piece);

    /// Where the ball is.
    pub const fn ball(&self) -> Ball {
        self.ball
    }

    /// Actions played so far, skips included.
    pub const fn actions(&self) -> u16 {
        self.actions
    }

    /// Won, drawn or still going; the 2-goal win is checked before the limit.
    pub fn outcome(&self) -> Outcome {
        if let Some(team) = self.score.first_to(GOALS_TO_WIN) {
            return Outcome::Win(team);
        }
        if self.actions < ACTION_LIMIT {
            return Outcome::Ongoing;
        }
        Outcome::by_score(self.score)
    }

    /// Whether `square` is one of the goal squares `team` attacks.
    pub fn is_goal_of(square: Square, defender: Team) -> bool {
        is_goal_square(square, defender, SIZE, GOAL_FILES)
    }

    /// Whether `square` is any goal square.
    pub fn is_goal(square: Square) -> bool {
        Futbol::is_goal_of(square, Team::White) || Futbol::is_goal_of(square, Team::Black)
    }

    /// The square of the side to move's carrier, if it has the ball.
    fn own_carrier(&self) -> Option<Square> {
        match self.ball {
            Ball::Carried(s) if self.own(s).is_some() => Some(s),
            _ => None,
        }
    }
}

/// A White square as seen by `team` (mirrored for Black).
const fn team_square(square: Square, team: Team) -> Square {
    match team {
        Team::White => square,
        Team::Black => square.mirror(SIZE),
    }
}

#[cfg(test)]
mod tests;
