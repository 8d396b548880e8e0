//! Orthodox chess pieces, shared by `boyer` and `chessfootball`.

use super::Square;
use super::square::{ALL_DIRECTIONS, DIAGONAL, ORTHOGONAL, Step};

/// A chess piece kind. `boyer` has no pawns; `chessfootball` has all six.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    /// K: one step any way.
    King,
    /// Q: slides along ranks, files and diagonals.
    Queen,
    /// R: slides along ranks and files.
    Rook,
    /// B: slides along diagonals.
    Bishop,
    /// N: leaps.
    Knight,
    /// P: one step forward (see each rule set).
    Pawn,
}

impl Role {
    /// Every role, kings first.
    pub const ALL: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];

    /// What a pawn may become.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// The upper-case letter.
    pub const fn letter(self) -> char {
        match self {
            Role::King => 'K',
            Role::Queen => 'Q',
            Role::Rook => 'R',
            Role::Bishop => 'B',
            Role::Knight => 'N',
            Role::Pawn => 'P',
        }
    }

    /// Reads a letter, either case.
    pub fn from_letter(letter: char) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.letter() == letter.to_ascii_uppercase())
    }

    /// The directions a slider slides in; empty for the others.
    pub const fn slides(self) -> &'static [Step] {
        match self {
            Role::Queen => &ALL_DIRECTIONS,
            Role::Rook => &ORTHOGONAL,
            Role::Bishop => &DIAGONAL,
            _ => &[],
        }
    }

    /// Whether `to` is in this role's pattern from `from`, ignoring what
    /// stands between (a pawn: one step forward or diagonally forward).
    pub fn fits(self, team: Team, from: Square, to: Square) -> bool {
        match self {
            Role::King => from.distance(to) == 1,
            Role::Knight => from.is_knight_leap(to),
            Role::Pawn => {
                let forward = to.rank() as i16 - from.rank() as i16 == team.forward() as i16;
                forward && from.file().abs_diff(to.file()) <= 1
            }
            _ => from
                .line_step(to)
                .is_some_and(|step| self.slides().contains(&step)),
        }
    }

    /// English name, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
        }
    }
}

use super::Team;

/// A chess piece on a board: whose, and what.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ChessPiece {
    /// Whose piece it is.
    pub team: Team,
    /// What it is.
    pub role: Role,
}

impl ChessPiece {
    /// The letter in position strings: upper case for White.
    pub fn letter(self) -> char {
        match self.team {
            Team::White => self.role.letter(),
            Team::Black => self.role.letter().to_ascii_lowercase(),
        }
    }

    /// Reads a position-string letter.
    pub fn from_letter(letter: char) -> Option<ChessPiece> {
        let role = Role::from_letter(letter)?;
        let team = if letter.is_ascii_uppercase() {
            Team::White
        } else {
            Team::Black
        };
        Some(ChessPiece { team, role })
    }
}
