//! Legality with reasons. The generator is the judge (an action is legal
//! when it is listed); this file finds the canonical form of what was typed
//! and, when it is refused, the rule that refuses it.

use super::{ChessFootball, Phase};
use crate::chess::Role;
use crate::{Action, Illegal, Played, Square};

impl ChessFootball {
    /// Checks `action` here and returns its canonical form.
    pub fn resolve(&self, action: Action) -> Result<Action, Illegal> {
        if self.outcome().is_over() {
            return Err(Illegal::GameOver);
        }
        let legal = self.legal_actions();
        let found = legal
            .iter()
            .copied()
            .find(|&candidate| same(action, candidate));
        found.ok_or_else(|| self.reason(action, &legal))
    }

    /// Plays `action` if it is legal; the position is unchanged on error.
    pub fn play(&mut self, action: Action) -> Result<Played, Illegal> {
        let action = self.resolve(action)?;
        Ok(self.play_unchecked(action))
    }

    /// Why a typed action is not among the legal ones.
    fn reason(&self, action: Action, legal: &[Action]) -> Illegal {
        match (action, self.phase) {
            (Action::Place { role, to }, _) => self
                .check_placement(role, to)
                .err()
                .unwrap_or(Illegal::ImpossiblePlacement),
            (_, Phase::Placement) => Illegal::PlaceFirst,
            (Action::Skip, _) => Illegal::CannotSkip,
            (Action::Turn(_), _) => Illegal::NotInChessFootball,
            (
                Action::Move { from, to }
                | Action::Capture { from, to }
                | Action::Ball { from, to, .. },
                _,
            )
            | (Action::Promote { from, to, .. }, _) => self.play_reason(action, from, to, legal),
        }
    }

    fn play_reason(&self, action: Action, from: Square, to: Square, legal: &[Action]) -> Illegal {
        let Some(piece) = self.own(from) else {
            return Illegal::NoPieceOfYours(from);
        };
        if from == to {
            return Illegal::SameSquare;
        }
        let kickoff = ChessFootball::kickoff_square(self.turn);
        if self.phase == Phase::KickOff {
            return Illegal::KickOffPass(kickoff);
        }
        let target = self.piece_at(to);
        let promotes =
            piece.role == Role::Pawn && to.rank() == ChessFootball::last_rank(piece.team);
        match action {
            Action::Ball { .. } if self.ball != Some(from) => Illegal::NotTheCarrier(from),
            Action::Ball { .. } if target.is_none_or(|p| p.team != self.turn) => {
                Illegal::PassToTeammate
            }
            _ if target.is_some_and(|p| p.team == self.turn) && !matches!(action, Action::Ball { .. }) => {
                Illegal::OwnPiece(to)
            }
            _ if target.is_some() && self.ball != Some(to) => {
                Illegal::OnlyTheCarrier
            }
            Action::Capture { .. } if target.is_none() => Illegal::NothingToCapture(to),
            Action::Move { .. } | Action::Capture { .. }
                if promotes && legal.iter().any(|a| matches!(a, Action::Promote { from: f, to: t, .. } if *f == from && *t == to)) =>
            {
                Illegal::MustPromote
            }
            Action::Promote { .. } if piece.role != Role::Pawn || !promotes => {
                Illegal::CannotPromote
            }
            _ if !piece.role.fits(self.turn, from, to) => Illegal::RolePattern(piece.role),
            _ => match from.between(to).find(|&s| self.piece_at(s).is_some()) {
                Some(blocker) if piece.role != Role::Knight => Illegal::Blocked(blocker),
                _ => Illegal::RolePattern(piece.role),
            },
        }
    }
}

/// Whether a typed action names the same action as a listed one: a capture
/// may be typed with `-`, and a promotion's capture sign is not checked.
fn same(typed: Action, listed: Action) -> bool {
    match (typed, listed) {
        (Action::Move { from, to }, Action::Capture { from: f, to: t }) => (from, to) == (f, t),
        (
            Action::Promote { from, to, role, .. },
            Action::Promote {
                from: f,
                to: t,
                role: r,
                ..
            },
        ) => (from, to, role) == (f, t, r),
        _ => typed == listed,
    }
}
