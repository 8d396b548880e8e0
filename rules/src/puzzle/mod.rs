//! Puzzles: positions where the side to move forces a goal within a few
//! of its own actions ("score in N"), whatever the defence, and only one
//! first action does it. Proven by exhaustive search: every action of the
//! attacker is tried until one works, every reply of the defender until
//! one holds. Pure, and bounded by a node budget the caller gives (a
//! position that needs more is no puzzle: it is not proven).
//!
//! A `boyer` puzzle is a goal within the turn, counted in its steps
//! ([`turn`]'s doc says why).

mod turn;

use crate::{Action, Game, Outcome, Team};

/// The most own actions a puzzle asks for.
pub const MOST_MOVES: u8 = 3;

/// What a position holds as a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The side to move, which scores.
    pub attacker: Team,
    /// In how many of its own actions (1 to [`MOST_MOVES`]).
    pub moves: u8,
    /// Every first action that forces the goal in `moves` (a puzzle has
    /// exactly one).
    pub firsts: Vec<Action>,
    /// Positions searched.
    pub nodes: u64,
}

/// Why a position was not proven either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

impl std::fmt::Display for OutOfBudget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the proof needed more positions than its budget")
    }
}

impl std::error::Error for OutOfBudget {}

/// The least number of own actions (up to `most`) in which the side to
/// move forces a goal, with every first action that does it; `Ok(None)`
/// when none does within `most`; `Err` when `budget` positions were not
/// enough to know.
pub fn solve(game: &Game, most: u8, budget: u64) -> Result<Option<Solved>, OutOfBudget> {
    if game.outcome() != Outcome::Ongoing {
        return Ok(None);
    }
    if let Game::Boyer(boyer) = game {
        return turn::solve(boyer, most, budget);
    }
    let attacker = game.turn();
    let mut search = Search::new(attacker, budget);
    for moves in 1..=most {
        let mut firsts = Vec::new();
        for action in ordered(game) {
            if search.scores_after(game, action, moves)? {
                firsts.push(action);
            }
        }
        if !firsts.is_empty() {
            return Ok(Some(Solved {
                attacker,
                moves,
                firsts,
                nodes: search.nodes,
            }));
        }
    }
    Ok(None)
}

/// The solution's line from `game`: `first`, then the defender's reply
/// that holds out longest and the attacker's quickest answer, until the
/// goal. `moves` is the puzzle's; `budget` each proof's.
pub fn line(
    game: &Game,
    first: Action,
    moves: u8,
    budget: u64,
) -> Result<Vec<Action>, OutOfBudget> {
    if let Game::Boyer(boyer) = game {
        return turn::line(boyer, first, moves, budget);
    }
    let attacker = game.turn();
    let mut game = game.clone();
    let mut line = vec![first];
    let mut left = moves;
    let mut action = first;
    loop {
        let played = game.play_unchecked(action);
        if played.goal.is_some() || game.outcome() != Outcome::Ongoing || left <= 1 {
            return Ok(line);
        }
        left -= 1;
        if game.turn() != attacker {
            // The reply after which the attacker needs the most actions.
            let mut longest: Option<(u8, Action)> = None;
            for reply in game.legal_actions() {
                let mut next = game.clone();
                let played = next.play_unchecked(reply);
                let needs = match played.goal {
                    Some(_) => 0,
                    None => solve(&next, left, budget)?.map_or(u8::MAX, |s| s.moves),
                };
                if longest.is_none_or(|(most, _)| needs > most) {
                    longest = Some((needs, reply));
                }
            }
            let Some((needs, reply)) = longest else {
                return Ok(line);
            };
            line.push(reply);
            let played = game.play_unchecked(reply);
            if played.goal.is_some() || needs == u8::MAX {
                return Ok(line);
            }
        }
        let Some(solved) = solve(&game, left, budget)? else {
            return Ok(line);
        };
        let Some(&next) = solved.firsts.first() else {
            return Ok(line);
        };
        left = solved.moves;
        line.push(next);
        action = next;
    }
}

/// Whether this game's puzzles are played within one turn (`boyer`): no
/// defender's reply comes into them.
pub fn within_turn(game: &Game) -> bool {
    matches!(game, Game::Boyer(_))
}

/// Whether the attacker's (the side to move's) `action` forces a goal
/// within `moves` of its own actions, this one counted: what checks a
/// player's answer that is not the stored line's.
pub fn forces(game: &Game, action: Action, moves: u8, budget: u64) -> Result<bool, OutOfBudget> {
    if let Game::Boyer(boyer) = game {
        return turn::forces(boyer, action, moves, budget);
    }
    Search::new(game.turn(), budget).scores_after(game, action, moves)
}

/// A proof's side that scores and the positions it has searched, within
/// its budget (both kinds of puzzle count the same way).
struct Search {
    attacker: Team,
    nodes: u64,
    budget: u64,
}

impl Search {
    fn new(attacker: Team, budget: u64) -> Search {
        Search {
            attacker,
            nodes: 0,
            budget,
        }
    }

    fn count(&mut self) -> Result<(), OutOfBudget> {
        self.nodes += 1;
        match self.nodes > self.budget {
            true => Err(OutOfBudget),
            false => Ok(()),
        }
    }

    /// Whether the attacker (to move) forces a goal within `moves`.
    fn attack(&mut self, game: &Game, moves: u8) -> Result<bool, OutOfBudget> {
        for action in ordered(game) {
            if self.scores_after(game, action, moves)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether the attacker's `action` forces a goal within `moves` of
    /// its own actions, this one counted.
    fn scores_after(
        &mut self,
        game: &Game,
        action: Action,
        moves: u8,
    ) -> Result<bool, OutOfBudget> {
        self.count()?;
        let mut next = game.clone();
        let played = next.play_unchecked(action);
        if let Some(scorer) = played.goal {
            return Ok(scorer == self.attacker);
        }
        if moves <= 1 || next.outcome() != Outcome::Ongoing {
            return Ok(false);
        }
        match next.turn() == self.attacker {
            // Still the attacker's turn: its next action counts as one.
            true => self.attack(&next, moves - 1),
            false => self.defend(&next, moves - 1),
        }
    }

    /// Whether every reply of the defender (to move) still lets the
    /// attacker force a goal within `moves`.
    fn defend(&mut self, game: &Game, moves: u8) -> Result<bool, OutOfBudget> {
        let replies = game.legal_actions();
        if replies.is_empty() {
            return Ok(false);
        }
        for reply in replies {
            self.count()?;
            let mut next = game.clone();
            let played = next.play_unchecked(reply);
            match played.goal {
                Some(scorer) if scorer == self.attacker => continue,
                Some(_) => return Ok(false),
                None => {}
            }
            if next.outcome() != Outcome::Ongoing {
                return Ok(false);
            }
            let holds = match next.turn() == self.attacker {
                true => self.attack(&next, moves)?,
                false => self.defend(&next, moves)?,
            };
            if !holds {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// The attacker's actions, those that move the ball first (a goal is
/// found sooner; the proof is the same in any order).
fn ordered(game: &Game) -> Vec<Action> {
    let mut actions = game.legal_actions();
    actions.sort_by_key(|action| !matches!(action, Action::Ball { .. } | Action::Turn(_)));
    actions
}

// Tested against a plain minimax of its own in `rules/tests/puzzles.rs`,
// which also proves the shipped bank again.
