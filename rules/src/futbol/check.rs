//! Legality with reasons: why a typed action is refused.
//!
//! [`Futbol::resolve`] answers the player who typed `c3-d5` with the exact
//! rule it breaks. It must agree with [`Futbol::legal_actions`]: a test holds
//! every from/to pair of many random positions to that.

use super::{Futbol, Kind, PASS_RANGE, SHOT_RANGE};
use crate::{Action, Illegal, Square};

impl Futbol {
    /// Checks `action` here and returns it in canonical form (a capture
    /// typed with `-` comes back as a capture).
    pub fn resolve(&self, action: Action) -> Result<Action, Illegal> {
        if self.outcome().is_over() {
            return Err(Illegal::GameOver);
        }
        match action {
            Action::Skip => match self.legal_actions().first() {
                Some(Action::Skip) => Ok(Action::Skip),
                _ => Err(Illegal::CannotSkip),
            },
            Action::Move { from, to } => self.resolve_step(from, to, false),
            Action::Capture { from, to } => self.resolve_step(from, to, true),
            Action::Ball {
                kicker: Some(_), ..
            } => Err(Illegal::KickerNamedOutsideBoyer),
            Action::Ball { from, to, .. } => self.resolve_ball(from, to).map(|()| action),
            Action::Promote { .. } | Action::Place { .. } | Action::Turn(_) => {
                Err(Illegal::NotInFutbol)
            }
        }
    }

    /// A piece moving from `from` to `to` (`capture`: typed with `x`).
    fn resolve_step(&self, from: Square, to: Square, capture: bool) -> Result<Action, Illegal> {
        let piece = self.own(from).ok_or(Illegal::NoPieceOfYours(from))?;
        if from == to {
            return Err(Illegal::SameSquare);
        }
        let target = self.piece_at(to);
        if self.own_carrier() == Some(from) {
            return match target {
                _ if capture => Err(Illegal::CarrierCannotCapture),
                Some(p) if p.team != self.turn => Err(Illegal::CarrierCannotCapture),
                Some(_) => Err(Illegal::OwnPiece(to)),
                None if from.distance(to) != 1 => Err(Illegal::DribbleOneSquare),
                None => Ok(Action::Move { from, to }),
            };
        }
        self.check_pattern(piece.kind, from, to)?;
        match target {
            Some(p) if p.team == self.turn => Err(Illegal::OwnPiece(to)),
            Some(_) if self.actions == 0 => Err(Illegal::NoCaptureOnFirstMove),
            Some(_) => Ok(Action::Capture { from, to }),
            None if capture => Err(Illegal::NothingToCapture(to)),
            None => Ok(Action::Move { from, to }),
        }
    }

    /// Whether `to` is in the move pattern of `kind` from `from`, including
    /// the empty middle square of a two-square step.
    fn check_pattern(&self, kind: Kind, from: Square, to: Square) -> Result<(), Illegal> {
        let line = from.line_step(to);
        let straight = matches!(line, Some((0, _)) | Some((_, 0)));
        let fits = match kind {
            Kind::Goalkeeper => from.distance(to) == 1,
            Kind::Defender => straight && from.distance(to) <= 2,
            Kind::Midfielder => line.is_some() && !straight && from.distance(to) <= 2,
            Kind::Forward => from.is_knight_leap(to),
        };
        if !fits {
            return Err(Illegal::KindPattern(kind));
        }
        if kind == Kind::Forward {
            return Ok(());
        }
        self.check_path(from, to)
    }

    /// Every square strictly between `from` and `to` must be empty.
    fn check_path(&self, from: Square, to: Square) -> Result<(), Illegal> {
        match from.between(to).find(|&s| self.piece_at(s).is_some()) {
            Some(blocker) => Err(Illegal::Blocked(blocker)),
            None => Ok(()),
        }
    }

    /// A pass, cross or shot: the target decides which.
    fn resolve_ball(&self, from: Square, to: Square) -> Result<(), Illegal> {
        self.own(from).ok_or(Illegal::NoPieceOfYours(from))?;
        if self.own_carrier() != Some(from) {
            return Err(Illegal::NotTheCarrier(from));
        }
        if from == to {
            return Err(Illegal::SameSquare);
        }
        from.line_step(to).ok_or(Illegal::NotInLine(from, to))?;
        self.check_path(from, to)?;
        let distance = from.distance(to);
        let attacking = Futbol::is_goal_of(to, !self.turn);
        let (limit, too_far) = match self.piece_at(to) {
            Some(p) if p.team == self.turn => (PASS_RANGE, Illegal::PassTooFar),
            _ if attacking => (SHOT_RANGE, Illegal::ShotTooFar),
            Some(_) => return Err(Illegal::BallToOpponent(to)),
            None if Futbol::is_goal(to) => return Err(Illegal::CrossOntoGoal(to)),
            None => (PASS_RANGE, Illegal::CrossTooFar),
        };
        if distance > limit {
            return Err(too_far);
        }
        Ok(())
    }
}
