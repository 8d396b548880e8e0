//! The pieces on the board, as every rule set holds them.

use super::Layout;
use crate::{PositionError, Square, Team};
use std::ops::RangeInclusive;

/// A piece on a [`Board`]: whose it is, and its letter.
pub trait BoardPiece: Copy {
    /// Whose piece it is.
    fn team(self) -> Team;
    /// Its letter in position strings: upper case for White.
    fn letter(self) -> char;
}

/// The pieces on a `SIZE`×`SIZE` board, at most one a square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board<P, const SIZE: usize> {
    /// Rank 1 first, file a first.
    ranks: [[Option<P>; SIZE]; SIZE],
}

impl<P: BoardPiece, const SIZE: usize> Board<P, SIZE> {
    /// The board's width, as squares count it.
    const WIDTH: u8 = SIZE as u8;

    /// A board with no piece on it.
    pub const fn empty() -> Self {
        Board {
            ranks: [[None; SIZE]; SIZE],
        }
    }

    /// The piece on `square`, if any.
    pub fn get(&self, square: Square) -> Option<P> {
        let rank = self.ranks.get(square.rank() as usize)?;
        rank.get(square.file() as usize).copied().flatten()
    }

    /// The piece on `square` if it is `team`'s.
    pub fn get_of(&self, square: Square, team: Team) -> Option<P> {
        self.get(square).filter(|p| p.team() == team)
    }

    /// Puts `piece` on `square` (or empties it); off the board, nothing.
    pub fn set(&mut self, square: Square, piece: Option<P>) {
        let rank = self.ranks.get_mut(square.rank() as usize);
        if let Some(cell) = rank.and_then(|r| r.get_mut(square.file() as usize)) {
            *cell = piece;
        }
    }

    /// Moves the piece on `from` to `to`, over whatever stood there.
    pub fn shift(&mut self, from: Square, to: Square) {
        let piece = self.get(from);
        self.set(from, None);
        self.set(to, piece);
    }

    /// Every piece with its square, rank 1 first, file a first.
    pub fn iter(&self) -> impl Iterator<Item = (Square, P)> + '_ {
        let cells = self.ranks.as_flattened().iter();
        (cells.enumerate()).filter_map(|(i, p)| Some((Square::from_index(i, Self::WIDTH), (*p)?)))
    }

    /// How many pieces `team` has.
    pub fn count(&self, team: Team) -> usize {
        self.iter().filter(|(_, p)| p.team() == team).count()
    }

    /// The pieces of a board field: `piece` reads a letter, and a letter
    /// it does not know is refused as "not a `game` piece".
    pub fn read(
        layout: &Layout,
        piece: impl Fn(char) -> Option<P>,
        game: &str,
    ) -> Result<Self, PositionError> {
        let mut board = Board::empty();
        for &(square, letter) in &layout.pieces {
            let piece = piece(letter)
                .ok_or_else(|| PositionError::Board(format!("`{letter}` is not a {game} piece")))?;
            board.set(square, Some(piece));
        }
        Ok(board)
    }

    /// The board field: `*` after the piece on `carrier`, `o` on `loose`.
    pub fn field(&self, carrier: Option<Square>, loose: Option<Square>) -> String {
        Layout::write(
            Self::WIDTH,
            |s| self.get(s).map(|p| (p.letter(), carrier == Some(s))),
            loose,
        )
    }
}

/// The getters every game has alike, for a game type whose fields `board`
/// (a [`Board`] of `$piece`), `turn` and `score` hold them; and `own`, the
/// side to move's piece on a square.
macro_rules! shared_getters {
    ($piece:ty) => {
        /// The piece on a square, if any.
        pub fn piece_at(&self, square: $crate::Square) -> Option<$piece> {
            self.board.get(square)
        }

        /// Every piece on the board with its square, rank 1 first.
        pub fn pieces(&self) -> impl Iterator<Item = ($crate::Square, $piece)> + '_ {
            self.board.iter()
        }

        /// The side to move.
        pub const fn turn(&self) -> $crate::Team {
            self.turn
        }

        /// Goals so far.
        pub const fn score(&self) -> $crate::ByTeam<u8> {
            self.score
        }

        /// The piece on `square` if it belongs to the side to move.
        fn own(&self, square: $crate::Square) -> Option<$piece> {
            self.board.get_of(square, self.turn)
        }
    };
}
pub(crate) use shared_getters;

/// Whether `square` is one of the goal squares `defender` defends: on its
/// back rank of a board of width `size`, on one of `files`.
pub fn is_goal_square(square: Square, defender: Team, size: u8, files: RangeInclusive<u8>) -> bool {
    square.rank() == defender.back_rank(size) && files.contains(&square.file())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A piece for board tests: just its letter, upper case for White.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    struct Man(char);

    impl BoardPiece for Man {
        fn team(self) -> Team {
            Team::of_letter(self.0)
        }

        fn letter(self) -> char {
            self.0
        }
    }

    #[test]
    fn a_board_holds_one_piece_a_square() {
        let mut board = Board::<Man, 3>::empty();
        let (a1, b2, c3) = (Square::new(0, 0), Square::new(1, 1), Square::new(2, 2));
        board.set(b2, Some(Man('K')));
        board.set(a1, Some(Man('k')));
        board.set(Square::new(3, 0), Some(Man('Q')));
        assert_eq!(
            board.iter().collect::<Vec<_>>(),
            [(a1, Man('k')), (b2, Man('K'))]
        );
        assert_eq!(board.get_of(b2, Team::White), Some(Man('K')));
        assert_eq!(board.get_of(b2, Team::Black), None);
        board.shift(b2, a1);
        assert_eq!((board.get(a1), board.get(b2)), (Some(Man('K')), None));
        assert_eq!((board.count(Team::White), board.count(Team::Black)), (1, 0));
        assert_eq!(board.field(Some(a1), Some(c3)), "2o/3/K*2");
        let layout = Layout::parse("2o/3/K*2", 3).unwrap();
        let read = |c: char| (c != 'x').then_some(Man(c));
        assert_eq!(Board::read(&layout, read, "test"), Ok(board));
        let unknown = Layout::parse("3/3/x2", 3).unwrap();
        assert!(Board::<Man, 3>::read(&unknown, read, "test").is_err());
    }
}
