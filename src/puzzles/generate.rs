//! Finding puzzles ("score in N", [`crate::engine::puzzle`]) in games the
//! engine plays against itself: every position of each game is proven or
//! refuted within a node budget, and kept when exactly one first action
//! forces the goal and the side to move has more than one action. What
//! `futbol-bot puzzles generate` runs; pure but for the clock it reads to
//! report its rate.

use crate::engine::puzzle::{OutOfBudget, Solved, line, solve};
use crate::engine::search::{Level, Limits, Searcher};
use crate::engine::{Action, ActionKind, Game, Outcome, Token, Variant};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::time::{Duration, Instant};

/// Positions searched at most to prove or refute one position.
pub const BUDGET: u64 = 400_000;

/// One puzzle of the bank.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// The rule set.
    pub variant: Variant,
    /// The position, as `Game::from_position` reads it.
    pub position: String,
    /// In how many of its own actions the side to move scores.
    pub moves: u8,
    /// The one first action that forces it.
    pub first: String,
    /// The solution: the first action, then the defender's reply that
    /// holds out longest and the attacker's quickest answer, to the goal.
    pub line: Vec<String>,
    /// A starting rating for the puzzle: 1000, plus 300 for each own
    /// action beyond the first, plus 5 for each action the side to move
    /// has to choose from (capped at 60 of them).
    pub rating: u32,
    /// What the first action is (`shot`, `pass`, `dribble`, …).
    pub themes: Vec<String>,
    /// Where it comes from (`selfplay:SEED:PLY`).
    pub source: String,
}

/// What a run found, and how fast.
#[derive(Debug, Default)]
pub struct Found {
    /// The puzzles, in the order found.
    pub puzzles: Vec<Puzzle>,
    /// Positions looked at.
    pub scanned: u64,
    /// Positions neither proven nor refuted within [`BUDGET`].
    pub undecided: u64,
    /// Positions with a forced goal but more than one first action.
    pub not_unique: u64,
    /// Positions whose defender can only pass.
    pub helpless: u64,
    /// Time taken.
    pub took: Duration,
}

/// Plays engine games of `variant` (`level` against itself, from varied
/// openings, `seed` on) until `count` puzzles of at most `most` own
/// actions are found or `games` games are played.
pub fn selfplay(
    variant: Variant,
    level: Level,
    (count, most): (usize, u8),
    seed: u64,
    games: u64,
) -> Found {
    let started = Instant::now();
    let mut found = Found::default();
    let mut seen = HashSet::new();
    for game_seed in seed..seed.saturating_add(games) {
        let mut game = crate::measure::ladder::opening(variant, game_seed);
        let mut searcher = Searcher::new();
        let mut ply = 0u32;
        while game.outcome() == Outcome::Ongoing && found.puzzles.len() < count {
            if seen.insert(game.to_string()) {
                look(
                    &game,
                    most,
                    &format!("selfplay:{game_seed}:{ply}"),
                    &mut found,
                );
            }
            let limits = Limits::nodes(u64::MAX);
            let Some(thought) = searcher.think(&game, level, game_seed ^ u64::from(ply), &limits)
            else {
                break;
            };
            if game.play(thought.action).is_err() {
                break;
            }
            ply += 1;
        }
        if found.puzzles.len() >= count {
            break;
        }
    }
    found.took = started.elapsed();
    found
}

/// Scans the positions of one archived game (`id`, from `start`, its
/// `actions` as recorded) from ply `plies.start`, at most `plies.end -
/// plies.start` of them, each once across calls (`seen`), adding the
/// puzzles found (of at most `most` own actions) to `found`, until it
/// holds `count`. Returns the ply to go on from, `None` when the game is
/// done (or its record stops replaying).
pub fn scan_game(
    id: u64,
    (start, actions): (&Game, &[String]),
    plies: std::ops::Range<usize>,
    (most, count): (u8, usize),
    (seen, found): (&mut HashSet<String>, &mut Found),
) -> Option<usize> {
    let started = Instant::now();
    let mut game = start.clone();
    let mut next = None;
    for (ply, text) in actions.iter().enumerate() {
        if ply >= plies.end || found.puzzles.len() >= count {
            next = Some(ply);
            break;
        }
        if game.outcome() != Outcome::Ongoing {
            break;
        }
        if ply >= plies.start && seen.insert(game.to_string()) {
            look(&game, most, &format!("archive:{id}:{ply}"), found);
        }
        let Some(action) = game.parse_action(text).ok() else {
            break;
        };
        if game.play(action).is_err() {
            break;
        }
    }
    found.took += started.elapsed();
    next
}

/// Looks at one position: a puzzle is added to `found` when it is one.
fn look(game: &Game, most: u8, source: &str, found: &mut Found) {
    found.scanned += 1;
    // What the side to move chooses from (in `boyer`, its first step).
    let choices = game.legal_steps();
    if choices.len() < 2
        || choices
            .iter()
            .any(|(_, a)| matches!(a, Action::Place { .. }))
    {
        return;
    }
    match solve(game, most, BUDGET) {
        Err(OutOfBudget) => found.undecided += 1,
        Ok(None) => {}
        Ok(Some(Solved { firsts, .. })) if firsts.len() > 1 => found.not_unique += 1,
        Ok(Some(Solved { firsts, moves, .. })) => {
            let Some(&first) = firsts.first() else {
                return;
            };
            let Ok(line) = line(game, first, moves, BUDGET) else {
                found.undecided += 1;
                return;
            };
            // A defence that can only pass is no defence.
            if line.contains(&Action::Skip) {
                found.helpless += 1;
                return;
            }
            let choices = u32::try_from(choices.len().min(60)).unwrap_or(60);
            found.puzzles.push(Puzzle {
                variant: game.variant(),
                position: game.to_string(),
                moves,
                first: first.to_string(),
                line: line.iter().map(Action::to_string).collect(),
                rating: 1000 + 300 * u32::from(moves - 1) + 5 * choices,
                themes: themes(game, &line),
                source: source.to_string(),
            });
        }
    }
}

/// What the solution does, as themes: the first action's kind; in
/// `boyer`, a preparing move (`quiet`) and a `shot` or a `pass` and shot.
fn themes(game: &Game, line: &[Action]) -> Vec<String> {
    let Some(&first) = line.first() else {
        return Vec::new();
    };
    if !matches!(game, Game::Boyer(_)) {
        return theme(game, first).into_iter().collect();
    }
    let tokens = || {
        line.iter().flat_map(|a| match a {
            Action::Turn(turn) => turn.tokens().to_vec(),
            _ => Vec::new(),
        })
    };
    let kicks = tokens().filter(|t| matches!(t, Token::Kick { .. })).count();
    let moved = tokens().any(|t| matches!(t, Token::Move { .. }));
    let kick = if kicks > 1 { "pass" } else { "shot" };
    (moved.then_some("quiet").into_iter().chain([kick]))
        .map(str::to_string)
        .collect()
}

/// The first action's kind, as a theme.
fn theme(game: &Game, first: Action) -> Option<String> {
    let played = game.clone().play(first).ok()?;
    let name = match played.kind {
        ActionKind::Shot { .. } => "shot",
        ActionKind::Pass => "pass",
        ActionKind::Cross => "cross",
        ActionKind::Dribble { .. } => "dribble",
        ActionKind::Steal => "steal",
        ActionKind::Capture => "capture",
        ActionKind::PickUp => "pick-up",
        ActionKind::Move => "quiet",
        ActionKind::Turn => "turn",
        _ => return None,
    };
    Some(name.to_string())
}

/// The counts a run prints: puzzles by moves and by theme, and the rate.
pub fn report(found: &Found) -> String {
    let mut by_moves = std::collections::BTreeMap::new();
    let mut by_theme = std::collections::BTreeMap::new();
    let mut by_rating = std::collections::BTreeMap::new();
    for puzzle in &found.puzzles {
        *by_rating.entry(puzzle.rating / 200 * 200).or_insert(0) += 1;
        *by_moves.entry(puzzle.moves).or_insert(0) += 1;
        for theme in &puzzle.themes {
            *by_theme.entry(theme.clone()).or_insert(0) += 1;
        }
    }
    let seconds = found.took.as_secs_f64().max(1e-9);
    format!(
        "{} puzzles from {} positions in {:.1} s ({:.1} positions/s, {:.2} puzzles/s); \
         {} with more than one first action, {} with a defender who can only pass, {} undecided\nby moves: {by_moves:?}\nby theme: {by_theme:?}\nby starting rating (from): {by_rating:?}",
        found.puzzles.len(),
        found.scanned,
        seconds,
        found.scanned as f64 / seconds,
        found.puzzles.len() as f64 / seconds,
        found.not_unique,
        found.helpless,
        found.undecided,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the generator keeps reads back, and a puzzle of one action is
    /// checked here without the prover: its first action scores, and no
    /// other action of the position does.
    #[test]
    fn puzzles_found_read_back_and_a_goal_in_one_is_the_only_one() {
        let level = Level::new(3).expect("a level");
        let found = selfplay(Variant::Futbol, level, (6, 2), 1, 4);
        assert!(!found.puzzles.is_empty(), "{}", report(&found));
        for puzzle in &found.puzzles {
            let game = Game::from_position(puzzle.variant, &puzzle.position).expect("a position");
            let first = game
                .parse_action(&puzzle.first)
                .expect("a legal first action");
            if puzzle.moves == 1 {
                let scorers: Vec<Action> = (game.legal_actions().into_iter())
                    .filter(|&a| {
                        game.clone()
                            .play(a)
                            .is_ok_and(|p| p.goal == Some(game.turn()))
                    })
                    .collect();
                assert_eq!(scorers, vec![first], "{}", puzzle.position);
            }
            let line = serde_json::to_string(puzzle).expect("json");
            assert_eq!(
                &serde_json::from_str::<Puzzle>(&line).expect("reads"),
                puzzle
            );
        }
    }
}
