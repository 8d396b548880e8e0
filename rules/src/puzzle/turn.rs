//! `boyer` puzzles: a goal within the turn being played, counted in its
//! steps (the move, each kick). A whole turn is a move and any chain of
//! kicks, so the defender's replies are thousands and a proof over whole
//! turns is out of reach; and any goal can be padded with a harmless move,
//! so "the only first turn that scores" never holds. Counted in steps,
//! the shortest goal is the puzzle: a padded one is longer, and no
//! defence comes into it (the turn is the attacker's alone).
//!
//! A step is an [`Action::Turn`] of one token, as `Game::parse_action`
//! reads a typed step, so answers, lines and hints compare as they do in
//! the other games.

use super::{OutOfBudget, Search, Solved};
use crate::{Action, Boyer, Token, Turn};

/// The least number of steps (up to `most`) in which the side to move
/// scores within this turn, with every first step that does it.
pub(super) fn solve(game: &Boyer, most: u8, budget: u64) -> Result<Option<Solved>, OutOfBudget> {
    let mut search = Search::new(game.turn(), budget);
    for moves in 1..=most {
        let mut firsts = Vec::new();
        for token in game.legal_steps() {
            if search.step_scores_after(game, token, moves)? {
                firsts.push(step(token));
            }
        }
        if !firsts.is_empty() {
            return Ok(Some(Solved {
                attacker: search.attacker,
                moves,
                firsts,
                nodes: search.nodes,
            }));
        }
    }
    Ok(None)
}

/// The solution's steps from `game`: `first`, then the first of the
/// quickest steps after each, to the goal.
pub(super) fn line(
    game: &Boyer,
    first: Action,
    moves: u8,
    budget: u64,
) -> Result<Vec<Action>, OutOfBudget> {
    let mut game = game.clone();
    let mut line = Vec::new();
    let mut next = Some(first);
    let mut left = moves;
    while let Some(action) = next.take() {
        line.push(action);
        let Some(turn) = turn_of(action) else {
            break;
        };
        let Some(played) = take(&mut game, turn) else {
            break;
        };
        left = left.saturating_sub(turn.tokens().len().try_into().unwrap_or(u8::MAX));
        if played.is_some() || left == 0 {
            break;
        }
        next = solve(&game, left, budget)?.and_then(|s| s.firsts.first().copied());
    }
    Ok(line)
}

/// Whether `action` (one step, or several typed at once) scores for the
/// side to move within `moves` steps, its own counted.
pub(super) fn forces(
    game: &Boyer,
    action: Action,
    moves: u8,
    budget: u64,
) -> Result<bool, OutOfBudget> {
    let mut search = Search::new(game.turn(), budget);
    let Some(turn) = turn_of(action) else {
        return Ok(false);
    };
    let Some(used) = u8::try_from(turn.tokens().len())
        .ok()
        .filter(|n| *n <= moves)
    else {
        return Ok(false);
    };
    let mut next = game.clone();
    match take(&mut next, turn) {
        Some(Some(played)) => Ok(played.goal == Some(search.attacker)),
        Some(None) => search.within_turn(&next, moves - used),
        None => Ok(false),
    }
}

/// Plays the tokens of `turn` on `game`, the turn left open unless a
/// goal ends it (`Some(Some(_))`); `None` when one is not legal.
fn take(game: &mut Boyer, turn: Turn) -> Option<Option<crate::Played>> {
    let mut played = None;
    for &token in turn.tokens() {
        played = game.step(token).ok()?;
    }
    Some(played)
}

/// A step as an action: a turn of that one token.
fn step(token: Token) -> Action {
    Action::Turn(Turn::EMPTY.with(token).unwrap_or(Turn::EMPTY))
}

/// The tokens of a step or of several typed at once (`None`: not a
/// `boyer` action; an empty turn, `--`, ends the turn and has none).
fn turn_of(action: Action) -> Option<Turn> {
    match action {
        Action::Turn(turn) if !turn.tokens().is_empty() => Some(turn),
        _ => None,
    }
}

/// The step search, on the proofs' shared counter.
impl Search {
    /// Whether some step from `game` scores within `moves` steps.
    fn within_turn(&mut self, game: &Boyer, moves: u8) -> Result<bool, OutOfBudget> {
        if moves == 0 {
            return Ok(false);
        }
        for token in game.legal_steps() {
            if self.step_scores_after(game, token, moves)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether `token` scores, or leads to a goal within `moves` steps,
    /// this one counted.
    fn step_scores_after(
        &mut self,
        game: &Boyer,
        token: Token,
        moves: u8,
    ) -> Result<bool, OutOfBudget> {
        self.count()?;
        let mut next = game.clone();
        match next.step(token) {
            Ok(Some(played)) => Ok(played.goal == Some(self.attacker)),
            Ok(None) => self.within_turn(&next, moves - 1),
            Err(_) => Ok(false),
        }
    }
}
