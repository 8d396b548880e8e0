//! Random games: for the `playout` command's figures and for benchmarks.
//!
//! Every action is drawn uniformly from the legal list, so a game that never
//! ended or an action that failed to apply would show up here first.

use crate::engine::{Game, Outcome, Variant};

/// What one random game did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// How it ended.
    pub outcome: Outcome,
    /// Actions (for `boyer`, turns; for `chessfootball`, placements too).
    pub plies: u32,
    /// Goals scored by both sides.
    pub goals: u32,
    /// Whether the winner won on goals (a draw or a 0-0 is not).
    pub decided_by_goals: bool,
    /// Legal actions listed along the way.
    pub listed: u64,
}

/// Plays one random game to its end; `None` if it ran past `max_plies`
/// (an endless game) or a listed action failed to apply.
pub fn random_game(
    variant: Variant,
    rng: &mut fastrand::Rng,
    max_plies: u32,
) -> Option<GameSummary> {
    let mut game = Game::new(variant);
    let (mut plies, mut goals, mut listed) = (0u32, 0u32, 0u64);
    loop {
        let actions = game.legal_actions();
        if actions.is_empty() {
            break;
        }
        if plies >= max_plies {
            return None;
        }
        listed += actions.len() as u64;
        let played = game.play(actions[rng.usize(..actions.len())]).ok()?;
        goals += u32::from(played.goal.is_some());
        plies += 1;
    }
    let outcome = game.outcome();
    Some(GameSummary {
        outcome,
        plies,
        goals,
        decided_by_goals: matches!(outcome, Outcome::Win(_)) && goals > 0,
        listed,
    })
}
