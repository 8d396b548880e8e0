//! The board field of position strings, shared by every rule set.
//!
//! Ranks from the top separated by `/`, digits for runs of empty squares,
//! one letter per piece, `*` right after the carrier, `o` for a loose ball.
//! This module knows letters, not pieces: each rule set reads them.

use super::{PositionError, Square};
use std::fmt::Write;

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

/// Reads a `W-B` score field.
pub fn parse_score(text: &str) -> Option<(u8, u8)> {
    let (w, b) = text.split_once('-')?;
    Some((w.parse().ok()?, b.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

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
