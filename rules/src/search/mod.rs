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
//! A level is a search cut short as a person's thinking is: a node budget
//! (what it can look at), a depth limit (how far ahead), and noise: it
//! plays the move with the best value plus a random bonus of up to
//! *noise* among the moves at most *noise* below the best (1000 is a
//! goal), so it misjudges close moves and, at the low levels, overlooks
//! worse ones. Level 8 plays its best move. Each game has its own table
//! ([`LEVELS`]), tuned so that each level scores about two games in three
//! against the one below (`futbol-bot ladder`, README). The budget is in
//! nodes, not time, so a level is as strong on a busy machine as on an
//! idle one and a ladder run repeats; a level also stops at
//! [`Level::budget`] whatever its nodes, so it answers within a second.

mod analyser;
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

use super::{Action, Game, Variant};
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

/// How one level searches: at most `nodes` nodes, `depth` plies (whole
/// turns in `boyer`), `noise` (see the module's doc), and in `slip` moves
/// of a hundred only one ply deep: the reply it did not look at, a
/// person's most natural mistake.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Strength {
    /// The node budget of one move.
    pub nodes: u64,
    /// The deepest iteration.
    pub depth: u32,
    /// How far below the best value a move it plays may be.
    pub noise: i32,
    /// Moves in a hundred searched one ply deep.
    pub slip: u8,
}

const fn row(nodes: u64, depth: u32, noise: i32, slip: u8) -> Strength {
    Strength {
        nodes,
        depth,
        noise,
        slip,
    }
}

/// Each game's levels, 1 first, in [`Variant::ALL`]'s order (`futbol`,
/// `boyer`, `chessfootball`). The first ladder (20 games a step) showed
/// that noise alone at one ply makes no step and each whole ply too big
/// a one, so the levels between climb a ply by slipping less. Level 8's
/// budget is what one core of the machine the ladder ran on searches in
/// about 0.8 s (2.7, 1.2 and 0.37 million nodes a second; boyer's turns
/// cost more deep in a game, so less). In `chessfootball` the step from
/// three plies to four is the big one (170k/4/60/10 scored 90 % against
/// 110k/3/180/20), so levels 3 to 5 climb it by slipping less and less
/// and level 1 already looks three plies ahead
/// (`docs/developers/ladder.md`).
pub const LEVELS: [[Strength; 8]; 3] = [
    [
        row(135_000, 1, 700, 0),
        row(270_000, 2, 450, 55),
        row(400_000, 2, 300, 40),
        row(540_000, 3, 200, 65),
        row(800_000, 3, 120, 25),
        row(1_080_000, 4, 60, 40),
        row(1_350_000, 5, 20, 35),
        row(1_500_000, 5, 0, 0),
    ],
    [
        row(58_000, 1, 800, 0),
        row(115_000, 2, 300, 40),
        row(170_000, 2, 220, 10),
        row(230_000, 3, 150, 15),
        row(380_000, 3, 105, 8),
        row(460_000, 3, 70, 5),
        row(520_000, 4, 20, 0),
        row(600_000, 64, 0, 0),
    ],
    [
        row(75_000, 3, 260, 41),
        row(110_000, 3, 180, 20),
        row(126_000, 4, 94, 34),
        row(142_000, 4, 80, 24),
        row(160_000, 4, 68, 15),
        row(170_000, 4, 60, 10),
        row(220_000, 4, 25, 4),
        row(250_000, 4, 0, 0),
    ],
];

/// The most any level thinks per move, whatever its nodes.
const BUDGET: Duration = Duration::from_secs(1);

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

    /// How this level searches in `variant`.
    pub fn strength(self, variant: Variant) -> Strength {
        let game = match variant {
            Variant::Futbol => 0,
            Variant::Boyer => 1,
            Variant::ChessFootball => 2,
        };
        LEVELS[game][usize::from(self.0.clamp(1, 8) - 1)]
    }

    /// The most it thinks per move, whatever its nodes.
    pub fn budget(self) -> Duration {
        BUDGET
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
        Searcher::with_table_bits(18)
    }

    /// A searcher whose table has `2^bits` entries (24 bytes each).
    pub fn with_table_bits(bits: u32) -> Searcher {
        Searcher {
            table: table::Table::new(bits),
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

    /// Searches `game` at `level` within `limits` and the level's own
    /// node budget (and, when `limits` sets neither nodes nor a deadline,
    /// its time); `seed` draws the lower levels' random bonus. `None`
    /// when the game is over.
    pub fn think(
        &mut self,
        game: &Game,
        level: Level,
        seed: u64,
        limits: &Limits,
    ) -> Option<Thought> {
        let strength = level.strength(game.variant());
        // The level's nodes always; its time only when the caller set no
        // limit of its own (a node budget alone repeats exactly).
        let deadline = match (limits.nodes, limits.deadline) {
            (None, None) => Some(Instant::now() + level.budget()),
            (_, deadline) => deadline,
        };
        let limits = &Limits {
            nodes: Some(
                limits
                    .nodes
                    .map_or(strength.nodes, |n| n.min(strength.nodes)),
            ),
            deadline,
            stop: limits.stop.clone(),
        };
        self.table.next_age();
        for h in &mut self.history {
            *h /= 4;
        }
        // Whether this move slips, drawn from the seed (splitmix64).
        let mut draw = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        draw = (draw ^ (draw >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        draw = (draw ^ (draw >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        let slips = (draw ^ (draw >> 31)) % 100 < u64::from(strength.slip);
        let style = root::Style {
            depth: if slips { 1 } else { strength.depth },
            noise: strength.noise,
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
