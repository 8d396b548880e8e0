#![warn(missing_docs)]
//! The rules, and nothing else: no I/O, no async, no platform types, and no
//! panic on any input.
//!
//! [`Game`] is an enum over the rule sets so the host, the renderer and the
//! command line treat every game alike; each rule set lives in its own module.

pub mod boyer;
pub mod chess;
pub mod chessfootball;
mod error;
pub mod futbol;
mod layout;
mod notation;
pub mod puzzle;
mod record;
pub mod search;
mod square;
mod step_kind;
mod steps;
mod team;

pub use boyer::Boyer;
pub use chessfootball::ChessFootball;
pub use error::{ActionError, Illegal, PositionError, SyntaxError};
pub use futbol::Futbol;
pub use notation::{Action, MAX_TURN_TOKENS, Token, Turn, parse_action, parse_turn};
pub use record::{Record, RecordError};
pub use square::Square;
pub use step_kind::StepKind;
pub use steps::{Entry, Origin};
pub use team::{ByTeam, Outcome, Team};

use std::fmt;
use std::str::FromStr;

/// The rule sets the bot hosts, by the names players type.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Fútbol-Ajedrez, the default.
    #[default]
    Futbol,
    /// Joseph Boyer's 9×9 Football-chess.
    Boyer,
    /// Chess Football: 6 chess pieces a side and a placement phase.
    ChessFootball,
}

impl Variant {
    /// Every variant, for help texts and tests.
    pub const ALL: [Variant; 3] = [Variant::Futbol, Variant::Boyer, Variant::ChessFootball];

    /// The name used in commands and record headers.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Futbol => "futbol",
            Variant::Boyer => "boyer",
            Variant::ChessFootball => "chessfootball",
        }
    }

    /// The board width (8 or 9).
    pub const fn size(self) -> u8 {
        match self {
            Variant::Futbol => futbol::SIZE,
            Variant::Boyer => boyer::SIZE,
            Variant::ChessFootball => chessfootball::SIZE,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of the rule sets.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a game: choose futbol, boyer or chessfootball")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(name: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| UnknownVariant(name.to_string()))
    }
}

/// What an accepted action did, so replies can say it in words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ActionKind {
    /// The turn passed: no action was possible.
    Skip,
    /// A piece without the ball moved.
    Move,
    /// A piece moved onto the loose ball and took it.
    PickUp,
    /// A piece captured a piece without the ball.
    Capture,
    /// A piece captured the carrier and took the ball.
    Steal,
    /// The carrier stepped with the ball (`goal`: into the enemy goal).
    Dribble {
        /// Whether it scored.
        goal: bool,
    },
    /// The ball went to a teammate.
    Pass,
    /// The ball went loose on an empty square.
    Cross,
    /// The ball went at the enemy goal and in.
    Shot {
        /// Whether it scored (always, for an empty goal square).
        goal: bool,
    },
    /// The ball went at the enemy goal and an enemy caught it.
    Save,
    /// A whole `boyer` turn (a move and kicks, or nothing).
    Turn,
    /// A `chessfootball` placement.
    Place,
    /// A pawn promoted (it may also have captured or scored).
    Promote,
}

impl ActionKind {
    /// Whether this action scored.
    pub const fn is_goal(self) -> bool {
        matches!(
            self,
            ActionKind::Dribble { goal: true } | ActionKind::Shot { goal: true }
        )
    }
}

/// The result of playing one action.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Played {
    /// The action in canonical form.
    pub action: Action,
    /// What it did.
    pub kind: ActionKind,
    /// The side that scored with it, if any.
    pub goal: Option<Team>,
}

/// A game of any rule set: the one type the rest of the bot holds.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Game {
    /// A `futbol` game.
    Futbol(Futbol),
    /// A `boyer` game.
    Boyer(Boyer),
    /// A `chessfootball` game.
    ChessFootball(ChessFootball),
}

impl Game {
    /// A fresh game at the start position.
    pub fn new(variant: Variant) -> Game {
        match variant {
            Variant::Futbol => Game::Futbol(Futbol::start()),
            Variant::Boyer => Game::Boyer(Boyer::default()),
            Variant::ChessFootball => Game::ChessFootball(ChessFootball::start()),
        }
    }

    /// A game from a position string of the given rule set.
    pub fn from_position(variant: Variant, text: &str) -> Result<Game, PositionError> {
        match variant {
            Variant::Futbol => text.parse().map(Game::Futbol),
            Variant::Boyer => text.parse().map(Game::Boyer),
            Variant::ChessFootball => text.parse().map(Game::ChessFootball),
        }
    }

    /// Which rule set this is.
    pub const fn variant(&self) -> Variant {
        match self {
            Game::Futbol(_) => Variant::Futbol,
            Game::Boyer(_) => Variant::Boyer,
            Game::ChessFootball(_) => Variant::ChessFootball,
        }
    }

    /// The side to move.
    pub const fn turn(&self) -> Team {
        match self {
            Game::Futbol(g) => g.turn(),
            Game::ChessFootball(g) => g.turn(),
            Game::Boyer(g) => g.turn(),
        }
    }

    /// Goals so far.
    pub const fn score(&self) -> ByTeam<u8> {
        match self {
            Game::Futbol(g) => g.score(),
            Game::ChessFootball(g) => g.score(),
            Game::Boyer(g) => g.score(),
        }
    }

    /// Actions played so far.
    pub const fn actions(&self) -> u16 {
        match self {
            Game::Futbol(g) => g.actions(),
            Game::ChessFootball(g) => g.actions(),
            Game::Boyer(g) => g.turns(),
        }
    }

    /// Won, drawn or still going.
    pub fn outcome(&self) -> Outcome {
        match self {
            Game::Futbol(g) => g.outcome(),
            Game::ChessFootball(g) => g.outcome(),
            Game::Boyer(g) => g.outcome(),
        }
    }

    /// Every legal action; `[Skip]` when only skipping is possible, empty
    /// when the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self {
            Game::Futbol(g) => g.legal_actions(),
            Game::ChessFootball(g) => g.legal_actions(),
            Game::Boyer(g) => g.legal_actions(),
        }
    }

    /// Appends every legal action to `out`, reusing its allocation: the
    /// hot path of search and benchmarks.
    pub fn extend_legal(&self, out: &mut Vec<Action>) {
        match self {
            Game::Futbol(g) => g.extend_legal(out),
            Game::ChessFootball(g) => out.extend(g.legal_actions()),
            Game::Boyer(g) => out.extend(g.legal_actions()),
        }
    }

    /// Reads `text` as an action and checks it here, in two steps.
    pub fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        let action = self.parse_syntax(text)?;
        Ok(self.resolve(action)?)
    }

    /// The syntax step alone: `text` as this rule set writes actions (a
    /// whole turn for `boyer`), not yet checked against the position.
    pub fn parse_syntax(&self, text: &str) -> Result<Action, SyntaxError> {
        let size = self.variant().size();
        match self {
            Game::Boyer(_) => parse_turn(text, size).map(Action::Turn),
            _ => parse_action(text, size),
        }
    }

    /// Checks an action here and returns its canonical form.
    pub fn resolve(&self, action: Action) -> Result<Action, Illegal> {
        match self {
            Game::Futbol(g) => g.resolve(action),
            Game::ChessFootball(g) => g.resolve(action),
            Game::Boyer(g) => g.resolve(action),
        }
    }

    /// Plays a legal action; on error nothing changes.
    pub fn play(&mut self, action: Action) -> Result<Played, Illegal> {
        match self {
            Game::Futbol(g) => g.play(action),
            Game::ChessFootball(g) => g.play(action),
            Game::Boyer(g) => g.play(action),
        }
    }

    /// Plays an action known to be legal, skipping the check (perft).
    pub fn play_unchecked(&mut self, action: Action) -> Played {
        match self {
            Game::Futbol(g) => g.play_unchecked(action),
            Game::ChessFootball(g) => g.play_unchecked(action),
            Game::Boyer(g) => g.play(action).unwrap_or(Played {
                action,
                kind: ActionKind::Skip,
                goal: None,
            }),
        }
    }

    /// Counts the leaves of the legal-action tree `depth` actions deep.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let actions = self.legal_actions();
        if depth == 1 {
            return actions.len() as u64;
        }
        actions
            .into_iter()
            .map(|action| {
                let mut next = self.clone();
                next.play_unchecked(action);
                next.perft(depth - 1)
            })
            .sum()
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Game::Futbol(g) => g.fmt(f),
            Game::ChessFootball(g) => g.fmt(f),
            Game::Boyer(g) => g.fmt(f),
        }
    }
}
