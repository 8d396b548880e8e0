//! Squares and board geometry shared by the 8×8 and 9×9 games.
//!
//! A [`Square`] does not know its board: the board size travels beside it
//! (`size`), so one type serves every rule set and parsing can say precisely
//! that "e9 is not a square" on an 8×8 board.

use std::fmt;

/// One square, 0-based file (a = 0) and rank (1 = 0).
///
/// Ordering is by rank, then file, so sorted lists read like a board from the
/// bottom up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Square {
    rank: u8,
    file: u8,
}

/// A step between neighbouring squares: (files, ranks).
pub type Step = (i8, i8);

/// The four rook directions: used by defenders, rooks and queens.
pub const ORTHOGONAL: [Step; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The four bishop directions: used by midfielders, bishops and queens.
pub const DIAGONAL: [Step; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// All eight directions: king steps, dribbles and ball lines.
pub const ALL_DIRECTIONS: [Step; 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
/// The eight knight leaps: forwards (`futbol`) and knights.
pub const KNIGHT_LEAPS: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

impl Square {
    /// A square from 0-based file and rank; callers keep them on their board.
    pub const fn new(file: u8, rank: u8) -> Self {
        Square { rank, file }
    }

    /// 0-based file (a = 0).
    pub const fn file(self) -> u8 {
        self.file
    }

    /// 0-based rank (rank 1 = 0).
    pub const fn rank(self) -> u8 {
        self.rank
    }

    /// Index into a row-major board array of width `size`, rank 1 first.
    pub const fn index(self, size: u8) -> usize {
        self.rank as usize * size as usize + self.file as usize
    }

    /// The square at `index` of a board of width `size`.
    pub const fn from_index(index: usize, size: u8) -> Self {
        Square::new((index % size as usize) as u8, (index / size as usize) as u8)
    }

    /// The square one `step` away, if it is still on a board of width `size`.
    pub fn offset(self, step: Step, size: u8) -> Option<Square> {
        let file = self.file as i16 + step.0 as i16;
        let rank = self.rank as i16 + step.1 as i16;
        let on = |v: i16| (0..size as i16).contains(&v);
        (on(file) && on(rank)).then(|| Square::new(file as u8, rank as u8))
    }

    /// The same square seen from the other side (rank r → size+1−r).
    pub const fn mirror(self, size: u8) -> Square {
        Square::new(self.file, size - 1 - self.rank)
    }

    /// King-step (Chebyshev) distance: how "far" a pass or a shot goes.
    pub fn distance(self, other: Square) -> u8 {
        self.file
            .abs_diff(other.file)
            .max(self.rank.abs_diff(other.rank))
    }

    /// The unit step from `self` towards `other` when both share a rank, file
    /// or diagonal (and differ); `None` otherwise.
    pub fn line_step(self, other: Square) -> Option<Step> {
        let df = other.file as i16 - self.file as i16;
        let dr = other.rank as i16 - self.rank as i16;
        if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return None;
        }
        Some((df.signum() as i8, dr.signum() as i8))
    }

    /// The squares strictly between two squares on one line, in order.
    /// Empty when they are neighbours or not on one line.
    pub fn between(self, other: Square) -> impl Iterator<Item = Square> {
        let step = self.line_step(other);
        let count = step.map_or(0, |_| self.distance(other).saturating_sub(1));
        (1..=count).filter_map(move |k| {
            let (df, dr) = step?;
            Some(Square::new(
                (self.file as i16 + df as i16 * k as i16) as u8,
                (self.rank as i16 + dr as i16 * k as i16) as u8,
            ))
        })
    }

    /// Whether `other` is one knight's leap away.
    pub fn is_knight_leap(self, other: Square) -> bool {
        let (df, dr) = (
            self.file.abs_diff(other.file),
            self.rank.abs_diff(other.rank),
        );
        (df, dr) == (1, 2) || (df, dr) == (2, 1)
    }

    /// Parses `e4` (case-insensitive) on a board of width `size`.
    ///
    /// `None` when the text is not a letter then a number on that board; the
    /// caller turns it into an error naming the text.
    pub fn parse(text: &str, size: u8) -> Option<Square> {
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        let file = letter as u8 - b'a';
        let rank: u8 = digits.parse().ok()?;
        (file < size && (1..=size).contains(&rank)).then(|| Square::new(file, rank - 1))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        let e4 = Square::parse("E4", 8).unwrap();
        assert_eq!(e4, Square::new(4, 3));
        assert_eq!(e4.to_string(), "e4");
        assert_eq!(Square::parse("e9", 8), None);
        assert_eq!(Square::parse("i9", 9), Some(Square::new(8, 8)));
        assert_eq!(Square::parse("e0", 8), None);
        assert_eq!(Square::parse("e04", 8), None);
        assert_eq!(Square::parse("4e", 8), None);
    }

    #[test]
    fn lines_and_between() {
        let a = Square::new(4, 2);
        let b = Square::new(2, 4);
        assert_eq!(a.line_step(b), Some((-1, 1)));
        assert_eq!(a.between(b).collect::<Vec<_>>(), vec![Square::new(3, 3)]);
        assert_eq!(a.line_step(Square::new(3, 4)), None);
        assert_eq!(a.between(Square::new(3, 4)).count(), 0);
        assert_eq!(a.distance(b), 2);
        assert!(a.is_knight_leap(Square::new(3, 4)));
    }

    #[test]
    fn offsets_stay_on_board() {
        assert_eq!(Square::new(0, 0).offset((-1, 0), 8), None);
        assert_eq!(Square::new(7, 7).offset((1, 1), 8), None);
        assert_eq!(Square::new(7, 7).offset((1, 1), 9), Some(Square::new(8, 8)));
        assert_eq!(Square::new(3, 0).mirror(8), Square::new(3, 7));
    }
}
