//! Position strings: `rnbq1kbnr/9/9/9/4o4/9/9/9/RNBQ1KBNR w 0-0 0`.
//!
//! The fields are the board, the side to move, the score and the turns
//! played; a fifth field `goals=N` appears only when more than one goal is
//! needed to win. A turn being built is not part of a position.

use super::{Boyer, DEFAULT_GOALS, Progress, SIZE, TURN_LIMIT};
use crate::PositionError;
use crate::chess::{ChessPiece, Role};
use crate::layout::{Board, Fields, bad_field, canonical, write_fields};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Boyer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = self.board.field(None, Some(self.ball));
        write_fields(f, &board, self.turn, self.score, self.turns)?;
        if self.goals_to_win != DEFAULT_GOALS {
            write!(f, " goals={}", self.goals_to_win)?;
        }
        Ok(())
    }
}

impl FromStr for Boyer {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Boyer, PositionError> {
        let fields = Fields::read(text, SIZE, (4, 1), "turns")?;
        let goals_to_win = match fields.rest.first() {
            None => DEFAULT_GOALS,
            Some(g) => g
                .strip_prefix("goals=")
                .and_then(|n| n.parse().ok())
                .filter(|&n: &u8| n >= 1)
                .ok_or_else(|| bad_field("goals", g))?,
        };
        let layout = &fields.layout;
        let (&[ball], true) = (&layout.loose[..], layout.carriers.is_empty()) else {
            return Err(PositionError::Board(
                "one loose ball `o`, never carried".into(),
            ));
        };
        let boyer_piece = |c| ChessPiece::from_letter(c).filter(|p| p.role != Role::Pawn);
        let game = Boyer {
            board: Board::read(layout, boyer_piece, "boyer")?,
            ball,
            turn: fields.turn,
            score: fields.score,
            turns: fields.count,
            goals_to_win,
            progress: Progress::default(),
        };
        game.validate()?;
        canonical(game, text)
    }
}

impl Boyer {
    fn validate(&self) -> Result<(), PositionError> {
        let impossible = |why: String| Err(PositionError::Impossible(why));
        if let Some((square, _)) = self.pieces().find(|&(s, _)| Boyer::is_goal(s)) {
            return impossible(format!("a piece on the goal square {square}"));
        }
        if !self.score.fits(self.goals_to_win) {
            return impossible("a score past the winning goal".into());
        }
        if self.turns > TURN_LIMIT {
            return impossible(format!("more than {TURN_LIMIT} turns"));
        }
        if Boyer::is_goal(self.ball) && !self.outcome().is_over() {
            return impossible("the ball on a goal square while the game goes on".into());
        }
        Ok(())
    }
}
