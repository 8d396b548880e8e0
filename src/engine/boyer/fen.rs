//! Position strings: `rnbq1kbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR w 0-0 0`.
//!
//! The fields are the board, the side to move, the score and the turns
//! played; a fifth field `goals=N` appears only when more than one goal is
//! needed to win. A turn being built is not part of a position.

use super::{Boyer, DEFAULT_GOALS, Progress, SIZE, TURN_LIMIT};
use crate::engine::chess::{ChessPiece, Role};
use crate::engine::layout::{Layout, parse_score};
use crate::engine::{ByTeam, PositionError, Team};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Boyer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = Layout::write(
            SIZE,
            |s| self.piece_at(s).map(|p| (p.letter(), false)),
            Some(self.ball),
        );
        let (turn, score) = (self.turn.letter(), self.score);
        write!(
            f,
            "{board} {turn} {}-{} {}",
            score.white, score.black, self.turns
        )?;
        if self.goals_to_win != DEFAULT_GOALS {
            write!(f, " goals={}", self.goals_to_win)?;
        }
        Ok(())
    }
}

impl FromStr for Boyer {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Boyer, PositionError> {
        let fields: Vec<&str> = text.split(' ').collect();
        let (board, turn, score, turns, goals) = match fields[..] {
            [b, t, s, n] => (b, t, s, n, None),
            [b, t, s, n, g] => (b, t, s, n, Some(g)),
            _ => {
                return Err(PositionError::Fields {
                    expected: 4,
                    found: fields.len(),
                });
            }
        };
        let field = |field: &'static str, value: &str| PositionError::Field {
            field,
            value: value.to_string(),
        };
        let goals_to_win = match goals {
            None => DEFAULT_GOALS,
            Some(g) => g
                .strip_prefix("goals=")
                .and_then(|n| n.parse().ok())
                .filter(|&n: &u8| n >= 1)
                .ok_or_else(|| field("goals", g))?,
        };
        let layout = Layout::parse(board, SIZE)?;
        let mut game = Boyer {
            board: [None; 81],
            ball: match (layout.loose.as_slice(), layout.carriers.is_empty()) {
                ([ball], true) => *ball,
                _ => {
                    return Err(PositionError::Board(
                        "one loose ball `o`, never carried".into(),
                    ));
                }
            },
            turn: Team::from_letter(turn).ok_or_else(|| field("side to move", turn))?,
            score: parse_score(score)
                .map(|(w, b)| ByTeam::new(w, b))
                .ok_or_else(|| field("score", score))?,
            turns: turns.parse().map_err(|_| field("turns", turns))?,
            goals_to_win,
            progress: Progress::default(),
        };
        for &(square, letter) in &layout.pieces {
            let piece = ChessPiece::from_letter(letter)
                .filter(|p| p.role != Role::Pawn)
                .ok_or_else(|| PositionError::Board(format!("`{letter}` is not a boyer piece")))?;
            if Boyer::is_goal(square) {
                return Err(PositionError::Impossible(format!(
                    "a piece on the goal square {square}"
                )));
            }
            game.board[square.index(SIZE)] = Some(piece);
        }
        game.validate()?;
        let canonical = game.to_string();
        if canonical != text {
            return Err(PositionError::NotCanonical(canonical));
        }
        Ok(game)
    }
}

impl Boyer {
    fn validate(&self) -> Result<(), PositionError> {
        let impossible = |why: &str| Err(PositionError::Impossible(why.to_string()));
        let (w, b) = (self.score.white, self.score.black);
        if w > self.goals_to_win || b > self.goals_to_win || (w == self.goals_to_win && b == w) {
            return impossible("a score past the winning goal");
        }
        if self.turns > TURN_LIMIT {
            return impossible("more than 200 turns");
        }
        if Boyer::is_goal(self.ball) && !self.outcome().is_over() {
            return impossible("the ball on a goal square while the game goes on");
        }
        Ok(())
    }
}
