//! What each legal step does, in the game's own terms, so a page or a
//! picker can show it without a branch per game: the engine says whether
//! a step is a move, a capture, a pass, a goal or a `boyer` kick, and
//! which piece stands on a square.

use super::{Action, ActionKind, Game, Square};

/// What one step does, as a player would say it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StepKind {
    /// A piece moves (with the ball or without it, or picks it up).
    Move,
    /// A piece takes another (the carrier too).
    Capture,
    /// The ball goes to a teammate.
    Pass,
    /// The ball goes loose on an empty square.
    Cross,
    /// The ball goes at the goal and is caught or falls short.
    Shot,
    /// The step scores.
    Goal,
    /// A `boyer` kick.
    Kick,
    /// `--` ending an open `boyer` turn.
    End,
    /// `--` passing a turn with nothing to do.
    Skip,
    /// A `chessfootball` placement.
    Place,
    /// A pawn promotes.
    Promote,
}

impl StepKind {
    /// Its name for a page: `move`, `capture`, `pass`, `cross`, `shot`,
    /// `goal`, `kick`, `end`, `skip`, `place`, `promote`.
    pub const fn name(self) -> &'static str {
        match self {
            StepKind::Move => "move",
            StepKind::Capture => "capture",
            StepKind::Pass => "pass",
            StepKind::Cross => "cross",
            StepKind::Shot => "shot",
            StepKind::Goal => "goal",
            StepKind::Kick => "kick",
            StepKind::End => "end",
            StepKind::Skip => "skip",
            StepKind::Place => "place",
            StepKind::Promote => "promote",
        }
    }
}

impl Game {
    /// What `step` (one of [`Game::legal_steps`]) would do.
    pub fn step_kind(&self, step: Action) -> StepKind {
        if let Game::Boyer(boyer) = self {
            return match step {
                Action::Ball { .. } => StepKind::Kick,
                Action::Skip if self.pending().is_some() => StepKind::End,
                Action::Skip => StepKind::Skip,
                Action::Move { to, .. } if boyer.piece_at(to).is_some() => StepKind::Capture,
                _ => StepKind::Move,
            };
        }
        let mut copy = self.clone();
        match copy.play_unchecked(step).kind {
            ActionKind::Skip => StepKind::Skip,
            ActionKind::Move | ActionKind::PickUp | ActionKind::Turn => StepKind::Move,
            ActionKind::Dribble { goal } | ActionKind::Shot { goal } if goal => StepKind::Goal,
            ActionKind::Dribble { .. } => StepKind::Move,
            ActionKind::Capture | ActionKind::Steal => StepKind::Capture,
            ActionKind::Pass => StepKind::Pass,
            ActionKind::Cross => StepKind::Cross,
            ActionKind::Shot { .. } | ActionKind::Save => StepKind::Shot,
            ActionKind::Place => StepKind::Place,
            ActionKind::Promote => StepKind::Promote,
        }
    }

    /// The letter of the piece on `square` (upper case, as in the
    /// notation), if any.
    pub fn piece_letter(&self, square: Square) -> Option<char> {
        match self {
            Game::Futbol(g) => g.piece_at(square).map(|p| p.kind.letter()),
            Game::Boyer(g) => g.piece_at(square).map(|p| p.role.letter()),
            Game::ChessFootball(g) => g.piece_at(square).map(|p| p.role.letter()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn every_opening_step_says_what_it_does() {
        let futbol = Game::new(Variant::Futbol);
        let kinds: Vec<StepKind> = futbol
            .legal_steps()
            .into_iter()
            .map(|(_, step)| futbol.step_kind(step))
            .collect();
        assert!(kinds.contains(&StepKind::Move));
        assert!(
            kinds
                .iter()
                .any(|k| matches!(k, StepKind::Pass | StepKind::Cross))
        );
        let boyer = Game::new(Variant::Boyer);
        let kinds: Vec<StepKind> = boyer
            .legal_steps()
            .into_iter()
            .map(|(_, step)| boyer.step_kind(step))
            .collect();
        assert!(kinds.contains(&StepKind::Skip) || kinds.contains(&StepKind::Move));
        let place = Game::new(Variant::ChessFootball);
        assert!(
            place
                .legal_steps()
                .into_iter()
                .all(|(_, step)| place.step_kind(step) == StepKind::Place)
        );
    }
}
