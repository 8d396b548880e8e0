//! Position strings: the board (`*` after the carrier), the side to move,
//! the score, the play actions so far, the phase (`place`, `kickoff`,
//! `play`), the half, and the pieces each side still has to place.
//! The empty start is `8/8/8/8/8/8/8/8 w 0-0 0 place 1 6-6`.

use super::{ARMY, ChessFootball, GAME_ACTIONS, HALF_ACTIONS, Phase, SIZE};
use crate::chess::{ChessPiece, Role};
use crate::layout::{Board, Fields, bad_field, canonical, write_fields};
use crate::{PositionError, Team};
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
        let board = self.board.field(self.ball, None);
        write_fields(f, &board, self.turn, self.score, self.actions)?;
        let left = self.to_place();
        let (phase, half) = (self.phase.word(), self.half());
        write!(f, " {phase} {half} {}-{}", left.white, left.black)
    }
}

impl FromStr for ChessFootball {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<ChessFootball, PositionError> {
        let fields = Fields::read(text, SIZE, (7, 0), "actions")?;
        let layout = &fields.layout;
        if !layout.loose.is_empty() || layout.carriers.len() > 1 {
            return Err(PositionError::Board(
                "the ball is always carried: one `*` at most".into(),
            ));
        }
        // The half and the pieces left to place follow from the rest:
        // the canonical check holds them to it.
        let phase = fields.rest.first().copied().unwrap_or_default();
        let game = ChessFootball {
            board: Board::read(layout, ChessPiece::from_letter, "chess")?,
            ball: layout.carriers.first().copied(),
            turn: fields.turn,
            score: fields.score,
            actions: fields.count,
            phase: [Phase::Placement, Phase::KickOff, Phase::Play]
                .into_iter()
                .find(|p| p.word() == phase)
                .ok_or_else(|| bad_field("phase", phase))?,
        };
        game.validate()?;
        canonical(game, text)
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
