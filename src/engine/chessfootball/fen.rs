//! Position strings: the board (`*` after the carrier), the side to move,
//! the score, the play actions so far, the phase (`place`, `kickoff`,
//! `play`), the half, and the pieces each side still has to place.
//! The empty start is `8/8/8/8/8/8/8/8 w 0-0 0 place 1 6-6`.

use super::{ARMY, ChessFootball, GAME_ACTIONS, HALF_ACTIONS, Phase, SIZE};
use crate::engine::chess::{ChessPiece, Role};
use crate::engine::layout::{Layout, parse_score};
use crate::engine::{ByTeam, PositionError, Team};
use std::fmt;
use std::str::FromStr;

impl Phase {
    const fn word(self) -> &'static str {
        match self {
            Phase::Placement => "place",
            Phase::KickOff => "kickoff",
            Phase::Play => "play",
        }
    }
}

impl fmt::Display for ChessFootball {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = Layout::write(
            SIZE,
            |s| self.piece_at(s).map(|p| (p.letter(), self.ball == Some(s))),
            None,
        );
        let (score, left) = (self.score, self.to_place());
        write!(
            f,
            "{board} {} {}-{} {} {} {} {}-{}",
            self.turn.letter(),
            score.white,
            score.black,
            self.actions,
            self.phase.word(),
            self.half(),
            left.white,
            left.black
        )
    }
}

impl FromStr for ChessFootball {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<ChessFootball, PositionError> {
        let fields: Vec<&str> = text.split(' ').collect();
        let [board, turn, score, actions, phase, _half, _left] = fields[..] else {
            return Err(PositionError::Fields {
                expected: 7,
                found: fields.len(),
            });
        };
        let field = |field: &'static str, value: &str| PositionError::Field {
            field,
            value: value.to_string(),
        };
        let layout = Layout::parse(board, SIZE)?;
        if !layout.loose.is_empty() || layout.carriers.len() > 1 {
            return Err(PositionError::Board(
                "the ball is always carried: one `*` at most".into(),
            ));
        }
        let mut game = ChessFootball {
            board: [None; 64],
            ball: layout.carriers.first().copied(),
            turn: Team::from_letter(turn).ok_or_else(|| field("side to move", turn))?,
            score: parse_score(score)
                .map(|(w, b)| ByTeam::new(w, b))
                .ok_or_else(|| field("score", score))?,
            actions: actions.parse().map_err(|_| field("actions", actions))?,
            phase: [Phase::Placement, Phase::KickOff, Phase::Play]
                .into_iter()
                .find(|p| p.word() == phase)
                .ok_or_else(|| field("phase", phase))?,
        };
        for &(square, letter) in &layout.pieces {
            let piece = ChessPiece::from_letter(letter)
                .ok_or_else(|| PositionError::Board(format!("`{letter}` is not a chess piece")))?;
            game.put(square, Some(piece));
        }
        game.validate()?;
        let canonical = game.to_string();
        if canonical != text {
            return Err(PositionError::NotCanonical(canonical));
        }
        Ok(game)
    }
}

impl ChessFootball {
    /// What a position must satisfy for every rule to have room to work.
    fn validate(&self) -> Result<(), PositionError> {
        let impossible = |why: String| Err(PositionError::Impossible(why));
        if self.actions > GAME_ACTIONS {
            return impossible(format!("more than {GAME_ACTIONS} actions"));
        }
        for team in Team::BOTH {
            let kings = self.role_count(team, Role::King);
            let count = self.count(team);
            if count > ARMY || kings > 1 || (self.phase != Phase::Placement && kings != 1) {
                return impossible(format!(
                    "{team} cannot have {count} pieces and {kings} kings"
                ));
            }
            let last = ChessFootball::last_rank(team);
            if self
                .pieces()
                .any(|(s, p)| p.team == team && p.role == Role::Pawn && s.rank() == last)
            {
                return impossible(format!("a {team} pawn on its last rank"));
            }
        }
        match self.phase {
            Phase::Placement => self.validate_placement(),
            Phase::KickOff | Phase::Play => {
                let carrier = self.ball.and_then(|b| self.piece_at(b));
                if carrier.is_none() {
                    return impossible("in play the ball is always carried".into());
                }
                let kickoff = ChessFootball::kickoff_square(self.turn);
                if self.phase == Phase::KickOff
                    && (self.ball != Some(kickoff) || self.own(kickoff).is_none())
                {
                    return impossible(
                        "at kick-off the side to move has the ball on its kick-off square".into(),
                    );
                }
                if self.phase == Phase::Play && (self.actions == 0 || self.actions == HALF_ACTIONS)
                {
                    return impossible("play begins with a kick-off".into());
                }
                Ok(())
            }
        }
    }

    fn validate_placement(&self) -> Result<(), PositionError> {
        let (w, b) = (self.count(Team::White), self.count(Team::Black));
        let kicker = self.kickoff_side();
        let square = ChessFootball::kickoff_square(kicker);
        let ball_ok = if w + b == 0 {
            self.ball.is_none()
        } else {
            self.ball == Some(square) && self.piece_at(square).is_some_and(|p| p.team == kicker)
        };
        if w.abs_diff(b) > 1 || (w == ARMY && b == ARMY) || !ball_ok {
            return Err(PositionError::Impossible(
                "placement alternates from the kick-off side, whose first piece has the ball on its kick-off square"
                    .into(),
            ));
        }
        Ok(())
    }
}
