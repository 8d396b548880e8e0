//! Position strings: `3p4/1cd2dc1/2a1ca2/8/8/2A1C*A2/1CD2DC1/3P4 w 0-0 0`.
//!
//! The board, the side to move, the score and the actions so far; parsing
//! accepts only the one canonical spelling.

use super::{ACTION_LIMIT, Ball, Futbol, GOALS_TO_WIN, Kind, Piece, SIZE};
use crate::layout::{Board, Fields, canonical, write_fields};
use crate::{PositionError, Team};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Futbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = match self.ball {
            Ball::Carried(s) => self.board.field(Some(s), None),
            Ball::Loose(s) => self.board.field(None, Some(s)),
        };
        write_fields(f, &board, self.turn, self.score, self.actions)
    }
}

impl FromStr for Futbol {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Futbol, PositionError> {
        let fields = Fields::read(text, SIZE, (4, 0), "actions")?;
        let layout = &fields.layout;
        let balls: Vec<Ball> = (layout.carriers.iter().map(|&s| Ball::Carried(s)))
            .chain(layout.loose.iter().map(|&s| Ball::Loose(s)))
            .collect();
        let [ball] = balls[..] else {
            return Err(PositionError::Board(format!(
                "{} balls instead of 1",
                balls.len()
            )));
        };
        let game = Futbol {
            board: Board::read(layout, read_piece, "futbol")?,
            ball,
            turn: fields.turn,
            score: fields.score,
            actions: fields.count,
        };
        game.validate()?;
        canonical(game, text)
    }
}

/// A `futbol` piece letter: upper case for White.
fn read_piece(letter: char) -> Option<Piece> {
    let kind = Kind::from_letter(letter.to_ascii_uppercase())?;
    let team = Team::of_letter(letter);
    Some(Piece { team, kind })
}

impl Futbol {
    /// What a position string must satisfy beyond its syntax, so every rule
    /// (the reset's fill order above all) has room to work.
    fn validate(&self) -> Result<(), PositionError> {
        let impossible = |why: String| Err(PositionError::Impossible(why));
        for team in Team::BOTH {
            for kind in super::RESET_ORDER {
                let count = self
                    .pieces()
                    .filter(|(_, p)| p.team == team && p.kind == kind)
                    .count();
                let limit = kind.home_squares().len();
                if count > limit {
                    return impossible(format!("{team} has {count} {kind:?}s, at most {limit}"));
                }
            }
        }
        if !self.score.fits(GOALS_TO_WIN) {
            return impossible("a score past the 2-goal win".into());
        }
        if self.actions > ACTION_LIMIT {
            return impossible(format!("more than {ACTION_LIMIT} actions"));
        }
        if let Ball::Loose(s) = self.ball
            && Futbol::is_goal(s)
            && !self.outcome().is_over()
        {
            return impossible(format!(
                "a loose ball on the goal square {s} while the game goes on"
            ));
        }
        Ok(())
    }
}
