//! Position strings: `3p4/1cd2dc1/2a1ca2/8/8/2A1C*A2/1CD2DC1/3P4 w 0-0 0`.
//!
//! Parsing accepts only the one canonical spelling (it prints what it read
//! and compares), so every accepted string round-trips exactly.

use super::{ACTION_LIMIT, Ball, Futbol, GOALS_TO_WIN, Kind, Piece, SIZE};
use crate::engine::layout::{Layout, parse_score};
use crate::engine::{ByTeam, PositionError, Team};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Futbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let carrier = match self.ball {
            Ball::Carried(s) => Some(s),
            Ball::Loose(_) => None,
        };
        let loose = match self.ball {
            Ball::Loose(s) => Some(s),
            Ball::Carried(_) => None,
        };
        let board = Layout::write(
            SIZE,
            |s| self.piece_at(s).map(|p| (letter(p), carrier == Some(s))),
            loose,
        );
        write!(
            f,
            "{board} {} {}-{} {}",
            self.turn.letter(),
            self.score.white,
            self.score.black,
            self.actions
        )
    }
}

fn letter(piece: Piece) -> char {
    match piece.team {
        Team::White => piece.kind.letter(),
        Team::Black => piece.kind.letter().to_ascii_lowercase(),
    }
}

impl FromStr for Futbol {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Futbol, PositionError> {
        let fields: Vec<&str> = text.split(' ').collect();
        let [board, turn, score, actions] = fields[..] else {
            return Err(PositionError::Fields {
                expected: 4,
                found: fields.len(),
            });
        };
        let (board, ball) = parse_board(board)?;
        let field = |field: &'static str, value: &str| PositionError::Field {
            field,
            value: value.to_string(),
        };
        let turn = Team::from_letter(turn).ok_or_else(|| field("side to move", turn))?;
        let (white, black) = parse_score(score).ok_or_else(|| field("score", score))?;
        let actions = actions.parse().map_err(|_| field("actions", actions))?;
        let game = Futbol {
            board,
            ball,
            turn,
            score: ByTeam::new(white, black),
            actions,
        };
        game.validate()?;
        let canonical = game.to_string();
        if canonical != text {
            return Err(PositionError::NotCanonical(canonical));
        }
        Ok(game)
    }
}

/// The board field: `futbol` letters and exactly one ball.
fn parse_board(text: &str) -> Result<([Option<Piece>; 64], Ball), PositionError> {
    let layout = Layout::parse(text, SIZE)?;
    let mut board = [None; 64];
    for &(square, c) in &layout.pieces {
        let kind = Kind::from_letter(c.to_ascii_uppercase())
            .ok_or_else(|| PositionError::Board(format!("`{c}` is not a futbol piece")))?;
        let team = if c.is_ascii_uppercase() {
            Team::White
        } else {
            Team::Black
        };
        board[square.index(SIZE)] = Some(Piece { team, kind });
    }
    let balls: Vec<Ball> = (layout.carriers.iter().map(|&s| Ball::Carried(s)))
        .chain(layout.loose.iter().map(|&s| Ball::Loose(s)))
        .collect();
    match balls[..] {
        [ball] => Ok((board, ball)),
        _ => Err(PositionError::Board(format!(
            "{} balls instead of 1",
            balls.len()
        ))),
    }
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
        if self.score.white > GOALS_TO_WIN
            || self.score.black > GOALS_TO_WIN
            || (self.score.white == GOALS_TO_WIN && self.score.black == GOALS_TO_WIN)
        {
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
