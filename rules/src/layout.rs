//! The board and the position strings, as every rule set has them.
//!
//! [`Board`] holds the pieces of any game. A position string begins with
//! the same four fields in every game ([`Fields`]): the board, the side to
//! move, the score and a count. The board field is ranks from the top
//! separated by `/`, digits for runs of empty squares, one letter per
//! piece, `*` right after the carrier, `o` for a loose ball; [`Layout`]
//! knows letters, not pieces: each rule set reads them.

mod board;

pub(super) use board::shared_getters;
pub use board::{Board, BoardPiece, is_goal_square};

use super::{ByTeam, PositionError, Square, Team};
use std::fmt::{self, Write};

/// What a board field says, before a rule set gives the letters meaning.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Every piece letter and its square.
    pub pieces: Vec<(Square, char)>,
    /// Squares marked `*` (a piece there has the ball).
    pub carriers: Vec<Square>,
    /// Squares marked `o` (the ball lies there).
    pub loose: Vec<Square>,
}

impl Layout {
    /// Reads a board field of `size`×`size` squares.
    pub fn parse(text: &str, size: u8) -> Result<Layout, PositionError> {
        let bad = |why: String| PositionError::Board(why);
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != size as usize {
            return Err(bad(format!("{} ranks instead of {size}", rows.len())));
        }
        let mut layout = Layout::default();
        for (row, row_text) in rows.iter().enumerate() {
            let rank = size - 1 - row as u8;
            let mut file = 0u8;
            for c in row_text.chars() {
                let square = Square::new(file, rank);
                match c {
                    '1'..='9' => file += c as u8 - b'0',
                    'o' => {
                        layout.loose.push(square);
                        file += 1;
                    }
                    '*' => {
                        let after_piece = layout.pieces.last().map(|&(s, _)| s)
                            == Some(Square::new(file.wrapping_sub(1), rank));
                        if file == 0 || !after_piece {
                            return Err(bad("`*` must follow a piece".into()));
                        }
                        layout.carriers.push(Square::new(file - 1, rank));
                    }
                    c if c.is_ascii_alphabetic() => {
                        layout.pieces.push((square, c));
                        file += 1;
                    }
                    _ => return Err(bad(format!("`{c}` is not a piece, a digit, `*` or `o`"))),
                }
                if file > size {
                    return Err(bad(format!(
                        "rank {} has more than {size} squares",
                        rank + 1
                    )));
                }
            }
            if file != size {
                return Err(bad(format!(
                    "rank {} has {file} squares instead of {size}",
                    rank + 1
                )));
            }
        }
        Ok(layout)
    }

    /// Writes a board field: `piece` gives each square's letter (and whether
    /// it carries the ball), `loose` the loose ball's square.
    pub fn write(
        size: u8,
        piece: impl Fn(Square) -> Option<(char, bool)>,
        loose: Option<Square>,
    ) -> String {
        let mut out = String::new();
        for rank in (0..size).rev() {
            let mut empty = 0;
            for file in 0..size {
                let square = Square::new(file, rank);
                let token = match piece(square) {
                    Some((letter, carries)) => Some((letter, carries)),
                    None if loose == Some(square) => Some(('o', false)),
                    None => None,
                };
                let Some((letter, carries)) = token else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    let _ = write!(out, "{empty}");
                    empty = 0;
                }
                out.push(letter);
                if carries {
                    out.push('*');
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }
}

/// The four fields every position string begins with, and the rule set's
/// own fields after them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fields<'a> {
    /// The board field, read.
    pub layout: Layout,
    /// The side to move (`w` or `b`).
    pub turn: Team,
    /// The score, `W-B`.
    pub score: ByTeam<u8>,
    /// Actions or turns played.
    pub count: u16,
    /// The fields after these four.
    pub rest: Vec<&'a str>,
}

impl<'a> Fields<'a> {
    /// Reads `text` on a board of width `size`: `fields` fields, or up to
    /// `optional` more; `count` names the fourth field in errors.
    pub fn read(
        text: &'a str,
        size: u8,
        (fields, optional): (usize, usize),
        count: &'static str,
    ) -> Result<Fields<'a>, PositionError> {
        let all: Vec<&str> = text.split(' ').collect();
        let wrong_count = PositionError::Fields {
            expected: fields,
            found: all.len(),
        };
        let [board, turn, score, number, ref rest @ ..] = all[..] else {
            return Err(wrong_count);
        };
        if !(fields..=fields + optional).contains(&all.len()) {
            return Err(wrong_count);
        }
        Ok(Fields {
            layout: Layout::parse(board, size)?,
            turn: Team::from_letter(turn).ok_or_else(|| bad_field("side to move", turn))?,
            score: parse_score(score).ok_or_else(|| bad_field("score", score))?,
            count: number.parse().map_err(|_| bad_field(count, number))?,
            rest: rest.to_vec(),
        })
    }
}

/// Writes the four fields every position string begins with.
pub fn write_fields(
    f: &mut fmt::Formatter<'_>,
    board: &str,
    turn: Team,
    score: ByTeam<u8>,
    count: u16,
) -> fmt::Result {
    let (letter, white, black) = (turn.letter(), score.white, score.black);
    write!(f, "{board} {letter} {white}-{black} {count}")
}

/// A field other than the board that is not valid.
pub fn bad_field(field: &'static str, value: &str) -> PositionError {
    PositionError::Field {
        field,
        value: value.to_string(),
    }
}

/// `game`, read from `text`, if it prints back as exactly `text`: the one
/// canonical spelling, so every accepted string round-trips.
pub fn canonical<G: fmt::Display>(game: G, text: &str) -> Result<G, PositionError> {
    let written = game.to_string();
    if written != text {
        return Err(PositionError::NotCanonical(written));
    }
    Ok(game)
}

/// Reads a `W-B` score field.
fn parse_score(text: &str) -> Option<ByTeam<u8>> {
    let (w, b) = text.split_once('-')?;
    Some(ByTeam::new(w.parse().ok()?, b.parse().ok()?))
}

/// A position for tests, from its pieces written `Pd1 Ce3* pd8 oe5` (a
/// letter and a square, upper case White, `*` the carrier, `o` the loose
/// ball) and the fields after the board.
#[cfg(test)]
pub fn sketch<G>(pieces: &str, rest: &str, size: u8) -> G
where
    G: std::str::FromStr<Err = PositionError>,
{
    let mut letters = Vec::new();
    let mut ball = None;
    for token in pieces.split_whitespace() {
        let mut chars = token.chars();
        let letter = chars.next().unwrap();
        let square = Square::parse(chars.as_str().trim_end_matches('*'), size).unwrap();
        match letter {
            'o' => ball = Some(square),
            _ => letters.push((square, (letter, token.ends_with('*')))),
        }
    }
    let find = |s: Square| letters.iter().find(|p| p.0 == s).map(|p| p.1);
    let text = format!("{} {rest}", Layout::write(size, find, ball));
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_four_fields_every_position_begins_with() {
        let fields = Fields::read("2o/3/K2 b 1-0 7 goals=2", 3, (4, 1), "turns").unwrap();
        assert_eq!(fields.turn, Team::Black);
        assert_eq!(fields.score, ByTeam::new(1, 0));
        assert_eq!(fields.count, 7);
        assert_eq!(fields.rest, ["goals=2"]);
        let count = |found| PositionError::Fields { expected: 4, found };
        for (bad, why) in [
            ("2o/3/K2 b 1-0", count(3)),
            ("2o/3/K2 b 1-0 7 x y", count(6)),
            ("2o/3/K2 x 1-0 7", bad_field("side to move", "x")),
            ("2o/3/K2 b 1:0 7", bad_field("score", "1:0")),
            ("2o/3/K2 b 1-0 -7", bad_field("turns", "-7")),
        ] {
            assert_eq!(Fields::read(bad, 3, (4, 1), "turns"), Err(why), "{bad}");
        }
    }

    #[test]
    fn round_trips_a_board() {
        let text = "3p4/1cd2dc1/2a1ca2/8/8/2A1C*A2/1CD2DC1/3P4";
        let layout = Layout::parse(text, 8).unwrap();
        assert_eq!(layout.pieces.len(), 16);
        assert_eq!(layout.carriers, [Square::new(4, 2)]);
        let letter = |s: Square| layout.pieces.iter().find(|p| p.0 == s).map(|p| p.1);
        let back = Layout::write(
            8,
            |s| letter(s).map(|c| (c, layout.carriers.contains(&s))),
            None,
        );
        assert_eq!(back, text);
    }

    #[test]
    fn refuses_bad_boards() {
        for bad in [
            "8/8",
            "9/8/8/8/8/8/8/8",
            "*7/8/8/8/8/8/8/8",
            "1*6/8/8/8/8/8/8/8",
            "7/8/8/8/8/8/8/8",
            "$7/8/8/8/8/8/8/8",
        ] {
            assert!(Layout::parse(bad, 8).is_err(), "{bad}");
        }
        assert!(Layout::parse("4o4/9/9/9/9/9/9/9/9", 9).is_ok());
    }
}
