//! Orthodox chess pieces, shared by `boyer` and `chessfootball`.

use super::Square;
use super::layout::BoardPiece;
use super::square::{ALL_DIRECTIONS, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL, Step};

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

    /// Calls `visit` for every square this role reaches from `from` on a
    /// board of width `size`: each step of a king or leap of a knight, and
    /// along each line of a slider every square up to and including the
    /// first one `taken`. A pawn's reach depends on its side and on what
    /// stands beside it, so each rule set walks it: here it has none.
    pub fn reach(
        self,
        from: Square,
        size: u8,
        taken: impl Fn(Square) -> bool,
        mut visit: impl FnMut(Square),
    ) {
        let jumps: &[Step] = match self {
            Role::King => &ALL_DIRECTIONS,
            Role::Knight => &KNIGHT_LEAPS,
            _ => &[],
        };
        for &jump in jumps {
            if let Some(to) = from.offset(jump, size) {
                visit(to);
            }
        }
        for &dir in self.slides() {
            let mut at = from;
            while let Some(to) = at.offset(dir, size) {
                visit(to);
                if taken(to) {
                    break;
                }
                at = to;
            }
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
    pub const fn letter(self) -> char {
        self.team.cased(self.role.letter())
    }

    /// Reads a position-string letter.
    pub fn from_letter(letter: char) -> Option<ChessPiece> {
        let role = Role::from_letter(letter)?;
        let team = Team::of_letter(letter);
        Some(ChessPiece { team, role })
    }
}

impl BoardPiece for ChessPiece {
    fn team(self) -> Team {
        self.team
    }

    fn letter(self) -> char {
        ChessPiece::letter(self)
    }
}
