//! The engine opponent: a search that picks an action for any position of
//! the three games, and the eight levels players choose from.
//!
//! Pure like the rest of the engine: no I/O, no threads, no panics. The
//! caller says how long to think ([`Limits`]: a deadline, a node count, a
//! stop flag), so the host decides where and when a search runs.
//!
//! The search is negamax with alpha-beta and principal-variation windows,
//! iterative deepening, a transposition table keyed by Zobrist hashes, a
//! quiescence search over goals, steals and captures, and killer and
//! history move ordering (`tree.rs`, `root.rs`), and a bonus for a goal
//! found sooner. Each game brings its evaluation, written from RULES.md
//! (`futbol.rs`, `boyer.rs`, `chessfootball.rs`). In `boyer` a whole turn
//! (a move, then kicks) is one move of the search, and turns that end
//! alike count once: the search plays on its own compact board
//! (`field.rs`, `kicks.rs`) and turns the chosen result back into the
//! engine's tokens, checked by the engine.
//!
//! # Levels
//!
//! Like lichess weakens Stockfish, a level is a time budget per move, a
//! depth limit and a random bonus: the level plays the move with the best
//! value plus a random bonus of up to *noise* among the moves at most
//! *noise* below the best (1000 is a goal). Level 8 plays its best move.
//!
//! | level | time per move | depth (plies) | noise |
//! |------:|--------------:|--------------:|------:|
//! | 1     | 50 ms         | 1             | 600   |
//! | 2     | 100 ms        | 1             | 350   |
//! | 3     | 150 ms        | 2             | 220   |
//! | 4     | 200 ms        | 3             | 140   |
//! | 5     | 300 ms        | 4             | 80    |
//! | 6     | 400 ms        | 6             | 40    |
//! | 7     | 500 ms        | 10            | 15    |
//! | 8     | 1000 ms       | 64            | 0     |
//!
//! A level stops at its depth or its time, whichever comes first; at
//! level 8 the time decides (about 1 s a move on one core). The weaker
//! levels are searched with windows that give exact values to every move
//! within *noise* of the best, so the draw is among true values.

pub mod analysis;
mod boyer;
mod chessfootball;
mod field;
mod futbol;
mod kicks;
mod root;
mod table;
#[cfg(test)]
mod tests;
mod tree;

use super::{Action, Game};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Evaluation weights the two carried-ball games share: having the ball,
/// each teammate the carrier can pass to, a carrier the side to move can
/// capture.
const POSSESSION: i32 = 120;
/// See [`POSSESSION`].
const PASS: i32 = 10;
/// See [`POSSESSION`].
const HUNTED: i32 = 90;

/// The value of a won game; evaluations stay far below it.
pub const WIN: i32 = 30_000;
/// The value of one goal, the unit evaluations are measured in.
pub const GOAL: i32 = 1_000;

/// A strength from 1 (weakest) to 8 (the search's best).
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "u8", into = "u8")]
pub struct Level(u8);

/// (time per move in ms, depth limit in plies, noise) per level, 1 first.
const LEVELS: [(u64, u32, i32); 8] = [
    (50, 1, 600),
    (100, 1, 350),
    (150, 2, 220),
    (200, 3, 140),
    (300, 4, 80),
    (400, 6, 40),
    (500, 10, 15),
    (1000, 64, 0),
];

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(8);
    /// The level a game gets when the player names none.
    pub const DEFAULT: Level = Level(4);

    /// The level numbered `n`, if 1 ≤ n ≤ 8.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 8 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// Its number, 1 to 8.
    pub const fn number(self) -> u8 {
        self.0
    }

    fn row(self) -> (u64, u32, i32) {
        LEVELS[(self.0.clamp(1, 8) - 1) as usize]
    }

    /// How long this level thinks per move.
    pub fn budget(self) -> Duration {
        Duration::from_millis(self.row().0)
    }

    /// The deepest it looks, in plies (whole turns in `boyer`).
    pub fn depth(self) -> u32 {
        self.row().1
    }

    /// How far below the best value a move it plays may be (0: the best).
    pub fn noise(self) -> i32 {
        self.row().2
    }
}

impl Default for Level {
    fn default() -> Self {
        Level::DEFAULT
    }
}

/// A number that is not a level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a level: choose 1 to 8")]
pub struct BadLevel(pub String);

impl TryFrom<u8> for Level {
    type Error = BadLevel;
    fn try_from(n: u8) -> Result<Level, BadLevel> {
        Level::new(n).ok_or_else(|| BadLevel(n.to_string()))
    }
}

impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.0
    }
}

impl FromStr for Level {
    type Err = BadLevel;
    fn from_str(text: &str) -> Result<Level, BadLevel> {
        text.trim()
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| BadLevel(text.to_string()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// When to stop thinking: whichever limit comes first. With none at all,
/// the level's own budget counts from the call.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Stop after this many nodes: the same search then gives the same
    /// answer on any machine (tests).
    pub nodes: Option<u64>,
    /// Stop at this instant (the caller's clock, read by the caller).
    pub deadline: Option<Instant>,
    /// Stop when another thread sets this (the room ended).
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// Think for `budget` from `now`.
    pub fn timed(now: Instant, budget: Duration) -> Limits {
        Limits {
            deadline: Some(now + budget),
            ..Limits::default()
        }
    }

    /// Think for at most `nodes` nodes: repeatable.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Whether the deadline passed or the stop flag is set.
    fn expired(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

/// What a search found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Thought {
    /// The action to play, as [`Game::legal_actions`] lists it.
    pub action: Action,
    /// Its value from the mover's view (a goal is [`GOAL`]; a won game is
    /// near [`WIN`]).
    pub value: i32,
    /// The deepest iteration finished, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// A search with its memory (the transposition table and the history),
/// kept between the moves of one game so each search starts wiser.
pub struct Searcher {
    table: table::Table,
    history: Vec<i32>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new()
    }
}

impl Searcher {
    /// A searcher with a 6 MB table.
    pub fn new() -> Searcher {
        Searcher {
            table: table::Table::new(18),
            history: vec![0; 2 * tree::HISTORY],
        }
    }

    /// Forgets what earlier searches learnt, for a new game, keeping the
    /// table's memory: a searcher kept by a thread serves game after game
    /// without allocating its 6 MB again.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.fill(0);
    }

    /// Searches `game` at `level` within `limits`; `seed` draws the lower
    /// levels' random bonus. `None` when the game is over.
    pub fn think(
        &mut self,
        game: &Game,
        level: Level,
        seed: u64,
        limits: &Limits,
    ) -> Option<Thought> {
        let own;
        let limits = if limits.nodes.is_none() && limits.deadline.is_none() {
            own = Limits {
                deadline: Some(Instant::now() + level.budget()),
                ..limits.clone()
            };
            &own
        } else {
            limits
        };
        self.table.next_age();
        for h in &mut self.history {
            *h /= 4;
        }
        let style = root::Style {
            depth: level.depth(),
            noise: level.noise(),
        };
        let (table, history) = (&mut self.table, &mut self.history[..]);
        match game {
            Game::Futbol(g) => {
                let children = futbol::children(g);
                root::run(children, table, history, limits, style, seed, Some)
            }
            Game::Boyer(g) => {
                let children = boyer::children(g);
                let name = |label| boyer::name(g, label);
                root::run(children, table, history, limits, style, seed, name)
            }
            Game::ChessFootball(g) => {
                let children = chessfootball::children(g);
                root::run(children, table, history, limits, style, seed, Some)
            }
        }
    }
}

/// The action `level` plays in `game`, thinking within `limits` (with no
/// limit set, the level's own time); `rng_seed` draws the lower levels'
/// randomness. `None` when the game is over.
pub fn choose(game: &Game, level: Level, rng_seed: u64, limits: Limits) -> Option<Action> {
    Searcher::new()
        .think(game, level, rng_seed, &limits)
        .map(|thought| thought.action)
}

/// How `game` stands for the side to move, in goals × [`GOAL`]: positive
/// when it is better, negative when worse (the bot accepts a draw offer
/// only when this is negative). A quick look: the static evaluation after
/// the goals, steals and captures in sight.
pub fn evaluate(game: &Game) -> i32 {
    match game {
        Game::Futbol(g) => settle(g),
        Game::Boyer(g) => settle(&field::Field::new(g)),
        Game::ChessFootball(g) => settle(g),
    }
}

/// The quiescence value of `node`, or its static value if the look ran
/// out of nodes.
fn settle<N: tree::Node>(node: &N) -> i32 {
    let limits = Limits::nodes(20_000);
    let mut table = table::Table::new(10);
    let mut history = vec![0; 2 * tree::HISTORY];
    let mut tree = tree::Tree::new(&mut table, &mut history, &limits);
    let value = tree.quiesce(node, 0, -tree::INFINITY, tree::INFINITY, 0);
    if tree.stopped { node.evaluate() } else { value }
}
