//! Position strings: `3p4/1cd2dc1/2a1ca2/8/8/2A1C*A2/1CD2DC1/3P4 w 0-0 0`.
//!
//! Parsing accepts only the one canonical spelling (it prints what it read
//! and compares), so every accepted string round-trips exactly.

use super::{ACTION_LIMIT, Ball, Futbol, GOALS_TO_WIN, Kind, Piece, SIZE};
use crate::engine::{ByTeam, PositionError, Square, Team};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Futbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..SIZE).rev() {
            let mut empty = 0;
            for file in 0..SIZE {
                let square = Square::new(file, rank);
                let token = match (self.piece_at(square), self.ball) {
                    (Some(p), Ball::Carried(b)) if b == square => format!("{}*", letter(p)),
                    (Some(p), _) => letter(p).to_string(),
                    (None, Ball::Loose(b)) if b == square => "o".to_string(),
                    (None, _) => {
                        empty += 1;
                        continue;
                    }
                };
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                f.write_str(&token)?;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(
            f,
            " {} {}-{} {}",
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
        let (white, black) = score
            .split_once('-')
            .and_then(|(w, b)| Some((w.parse().ok()?, b.parse().ok()?)))
            .ok_or_else(|| field("score", score))?;
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

/// The board field: pieces, `*` after the carrier, `o` for a loose ball.
fn parse_board(text: &str) -> Result<([Option<Piece>; 64], Ball), PositionError> {
    let bad = |why: String| PositionError::Board(why);
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != SIZE as usize {
        return Err(bad(format!("{} ranks instead of 8", ranks.len())));
    }
    let mut board = [None; 64];
    let mut balls = Vec::new();
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = SIZE - 1 - row as u8;
        let mut file = 0u8;
        for c in rank_text.chars() {
            let square = Square::new(file.min(SIZE - 1), rank);
            match c {
                '1'..='8' => file += c as u8 - b'0',
                'o' => {
                    balls.push(Ball::Loose(square));
                    file += 1;
                }
                '*' => {
                    let carrier = Square::new(file.saturating_sub(1), rank);
                    if file == 0 || board[carrier.index(SIZE)].is_none() {
                        return Err(bad("`*` must follow a piece".into()));
                    }
                    balls.push(Ball::Carried(carrier));
                }
                _ => {
                    let kind = Kind::from_letter(c.to_ascii_uppercase())
                        .ok_or_else(|| bad(format!("`{c}` is not a piece")))?;
                    let team = if c.is_ascii_uppercase() {
                        Team::White
                    } else {
                        Team::Black
                    };
                    if file < SIZE {
                        board[square.index(SIZE)] = Some(Piece { team, kind });
                    }
                    file += 1;
                }
            }
            if file > SIZE {
                return Err(bad(format!("rank {} has more than 8 squares", rank + 1)));
            }
        }
        if file != SIZE {
            return Err(bad(format!(
                "rank {} has {file} squares instead of 8",
                rank + 1
            )));
        }
    }
    match balls[..] {
        [ball] => Ok((board, ball)),
        _ => Err(bad(format!("{} balls instead of 1", balls.len()))),
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
