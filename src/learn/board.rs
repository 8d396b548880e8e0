//! What a lesson's task looks at: the board as the position string writes
//! it (its first field), read back into squares: each piece's letter and
//! side, which piece carries the ball and where a loose ball lies. Read
//! from the engine's own writing, so a task means the same in all three
//! games.

use crate::engine::{Game, Team};
use std::collections::BTreeMap;

/// A piece on the board: its letter as positions write it (upper case)
/// and its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// `P`, `D`, `C`, `A` in `futbol`; `K`, `Q`, `R`, `B`, `N`, `P` in the
    /// chess games.
    pub letter: char,
    /// Whose it is.
    pub team: Team,
    /// It carries the ball.
    pub carries: bool,
}

/// The board of a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    /// The pieces by square name (`e3`).
    pub pieces: BTreeMap<String, Piece>,
    /// Where a loose ball lies.
    pub loose: Option<String>,
}

impl Board {
    /// The board of `game`.
    pub fn of(game: &Game) -> Board {
        let text = game.to_string();
        let field = text.split(' ').next().unwrap_or_default();
        let ranks: Vec<&str> = field.split('/').collect();
        let size = ranks.len();
        let mut board = Board::default();
        for (row, rank) in ranks.iter().enumerate() {
            let rank_no = size - row;
            let mut file = 0u8;
            let mut last: Option<String> = None;
            for c in rank.chars() {
                let square = |file: u8| format!("{}{rank_no}", char::from(b'a' + file));
                match c {
                    '1'..='9' => file += c as u8 - b'0',
                    'o' => {
                        board.loose = Some(square(file));
                        file += 1;
                    }
                    '*' => {
                        if let Some(piece) = last.as_ref().and_then(|s| board.pieces.get_mut(s)) {
                            piece.carries = true;
                        }
                    }
                    c if c.is_ascii_alphabetic() => {
                        let team = if c.is_ascii_uppercase() {
                            Team::White
                        } else {
                            Team::Black
                        };
                        let piece = Piece {
                            letter: c.to_ascii_uppercase(),
                            team,
                            carries: false,
                        };
                        board.pieces.insert(square(file), piece);
                        last = Some(square(file));
                        file += 1;
                    }
                    _ => {}
                }
            }
        }
        board
    }

    /// Where the ball is: its carrier's square, or where it lies loose.
    pub fn ball(&self) -> Option<&str> {
        (self.pieces.iter())
            .find(|(_, p)| p.carries)
            .map(|(s, _)| s.as_str())
            .or(self.loose.as_deref())
    }

    /// The piece carrying the ball, if any.
    pub fn carrier(&self) -> Option<Piece> {
        self.pieces.values().find(|p| p.carries).copied()
    }

    /// How many pieces `team` has.
    pub fn count(&self, team: Team) -> usize {
        self.pieces.values().filter(|p| p.team == team).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    #[test]
    fn the_start_of_each_game_reads_back() {
        let futbol = Board::of(&Game::new(Variant::Futbol));
        assert_eq!(futbol.ball(), Some("e3"));
        assert_eq!(futbol.count(Team::White), 8);
        assert_eq!(futbol.pieces["d8"].letter, 'P');
        assert_eq!(futbol.pieces["d8"].team, Team::Black);
        let boyer = Board::of(&Game::new(Variant::Boyer));
        assert_eq!(boyer.ball(), Some("e5"));
        assert_eq!(boyer.pieces["f1"].letter, 'K');
        assert_eq!(boyer.pieces["i9"].letter, 'R');
        let chess = Board::of(&Game::new(Variant::ChessFootball));
        assert_eq!((chess.ball(), chess.count(Team::White)), (None, 0));
    }
}
