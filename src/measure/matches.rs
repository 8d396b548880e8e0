//! Whole games between two players (a level of the engine opponent or the
//! random player), for `futbol-bot match`: how the levels compare, and how
//! fast the search is, measured rather than guessed.
//!
//! Reads the clock (to give each search its deadline and to time it) but
//! prints nothing: the caller gets each finished game as a value.

use crate::engine::search::{Level, Limits, Searcher};
use crate::engine::{ByTeam, Game, Outcome, Team, Variant};
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    /// Every action drawn uniformly from the legal ones.
    Random,
    /// The search at this level.
    Engine(Level),
}

/// Text that is neither `random` nor a level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a player: write a level 1 to 8, or random")]
pub struct BadPlayer(pub String);

impl FromStr for Player {
    type Err = BadPlayer;
    fn from_str(text: &str) -> Result<Player, BadPlayer> {
        if text.trim().eq_ignore_ascii_case("random") {
            return Ok(Player::Random);
        }
        text.parse()
            .map(Player::Engine)
            .map_err(|_| BadPlayer(text.to_string()))
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Engine(level) => write!(f, "level {level}"),
        }
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The rule set.
    pub variant: Variant,
    /// Who plays White and who Black, in every game.
    pub players: ByTeam<Player>,
    /// How many games.
    pub games: u32,
    /// Seeds every random choice, so a run (with node limits) repeats.
    pub seed: u64,
    /// Caps every level's time per move as well as its nodes (none: its
    /// nodes alone, so the match repeats).
    pub movetime: Option<Duration>,
}

/// How one game went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    /// Won or drawn (an unfinished game, past the safety limit, is a draw).
    pub outcome: Outcome,
    /// The final score.
    pub score: ByTeam<u8>,
    /// Actions played (whole turns in `boyer`, placements included).
    pub plies: u32,
    /// Nodes the searches of both sides visited.
    pub nodes: u64,
    /// Time the searches of both sides took.
    pub thinking: Duration,
    /// An action a player chose that the game refused, with the position:
    /// a bug in the search, which ends the game.
    pub refused: Option<String>,
}

impl fmt::Display for GameReport {
    /// `2-0 white wins, 31 actions` or `0-0 draw, 160 actions`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (w, b) = (self.score.white, self.score.black);
        match self.outcome {
            Outcome::Win(Team::White) => write!(f, "{w}-{b} white wins")?,
            Outcome::Win(Team::Black) => write!(f, "{w}-{b} black wins")?,
            _ => write!(f, "{w}-{b} draw")?,
        }
        write!(f, ", {} actions", self.plies)
    }
}

/// The whole match: wins per colour, draws, and the search's speed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchReport {
    /// Games White won.
    pub white: u32,
    /// Games Black won.
    pub black: u32,
    /// Games drawn.
    pub draws: u32,
    /// Nodes searched in all.
    pub nodes: u64,
    /// Time spent searching in all.
    pub thinking: Duration,
}

impl MatchReport {
    /// Nodes per second over every search of the match (0 with none).
    pub fn nodes_per_second(&self) -> f64 {
        let seconds = self.thinking.as_secs_f64();
        if seconds > 0.0 {
            self.nodes as f64 / seconds
        } else {
            0.0
        }
    }
}

impl fmt::Display for MatchReport {
    /// `white W, black B, draws D` and, on a second line, the speed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "white {}, black {}, draws {}",
            self.white, self.black, self.draws
        )?;
        write!(f, "{:.0} nodes per second", self.nodes_per_second())
    }
}

/// More actions than any game of the three can last: a guard, not a rule.
const SAFETY_PLIES: u32 = 20_000;

/// Plays `config.games` games, calling `each` after every one with its
/// number (from 1) and report.
pub fn run(config: &MatchConfig, mut each: impl FnMut(u32, &GameReport)) -> MatchReport {
    let mut rng = fastrand::Rng::with_seed(config.seed);
    let mut report = MatchReport::default();
    for n in 1..=config.games {
        let game = play(config, rng.u64(..));
        match game.outcome {
            Outcome::Win(Team::White) => report.white += 1,
            Outcome::Win(Team::Black) => report.black += 1,
            _ => report.draws += 1,
        }
        report.nodes += game.nodes;
        report.thinking += game.thinking;
        each(n, &game);
    }
    report
}

/// Plays one game from the start; `seed` draws every random choice in it.
pub fn play(config: &MatchConfig, seed: u64) -> GameReport {
    play_from(config, Game::new(config.variant), seed)
}

/// Plays one game on from `game` (an opening); `seed` draws every random
/// choice in it.
pub fn play_from(config: &MatchConfig, mut game: Game, seed: u64) -> GameReport {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut searchers = ByTeam::new(Searcher::new(), Searcher::new());
    let (mut plies, mut nodes, mut thinking) = (0u32, 0u64, Duration::ZERO);
    let mut refused = None;
    while plies < SAFETY_PLIES {
        let team = game.turn();
        let action = match config.players[team] {
            Player::Random => {
                let actions = game.legal_actions();
                if actions.is_empty() {
                    break;
                }
                actions[rng.usize(..actions.len())]
            }
            Player::Engine(level) => {
                // The level's node budget alone, so a match repeats (and
                // is as strong on a busy machine), unless a time is set.
                let started = Instant::now();
                let limits = match config.movetime {
                    Some(cap) => Limits::timed(started, cap.min(level.budget())),
                    None => Limits::nodes(u64::MAX),
                };
                let thought = searchers[team].think(&game, level, rng.u64(..), &limits);
                thinking += started.elapsed();
                let Some(thought) = thought else { break };
                nodes += thought.nodes;
                thought.action
            }
        };
        if let Err(error) = game.play(action) {
            refused = Some(format!("{action} in {game}: {error}"));
            break;
        }
        plies += 1;
    }
    let outcome = match game.outcome() {
        Outcome::Ongoing => Outcome::Draw,
        outcome => outcome,
    };
    GameReport {
        outcome,
        score: game.score(),
        plies,
        nodes,
        thinking,
        refused,
    }
}
