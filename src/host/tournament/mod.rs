//! Tournaments run by the host: what the store keeps of one
//! ([`Tournament`]), and how it moves on. The pairing, scores and
//! tie-breaks are the pure crate `futbol-tournament`'s; this module seats
//! its entrants, opens a room for every board and reads each board's
//! result back from the archive.
//!
//! Durability: a tournament is one value in the store, written only over
//! the version it was read at, and every step is worked out again from
//! what the store holds (`Tournaments::advance_tournament`): the results are
//! read from the archived games of the boards' rooms, a round is paired
//! from the stored state (deterministically), and its rooms' codes are
//! reserved and written with the round before any room is opened. So a
//! process killed at any point, or two processes at once, pair each round
//! once, and a restart opens any room that was not yet opened.
//!
//! - [`run`]: reading results, pairing, writing the round;
//! - `post`: opening the boards' rooms, the pairings and standings;
//! - `command`: the commands.
//!
//! The wing is `Tournaments`: the game flow it opens boards through, and
//! nothing else; the host's other parts do not reach into it.

pub(in crate::host) mod command;
pub(in crate::host) mod post;
pub(in crate::host) mod verb;
pub(in crate::host) mod wing;
pub use verb::TournamentStep;
pub(in crate::host) use wing::Tournaments;

/// The tournaments' command.
pub static COMMANDS: &[crate::host::dispatch::spec::Spec] =
    &[crate::host::dispatch::spec::spec_of::<TournamentStep>()];

/// The tournaments' place in the registry: its commands after those of the wings
/// before it.
#[linkme::distributed_slice(crate::host::dispatch::registry::WINGS)]
static WING: crate::host::dispatch::registry::Wing = crate::host::dispatch::registry::Wing {
    order: 4,
    commands: COMMANDS,
};
pub(super) mod run;
pub(super) mod standings;

pub use crate::host::command::tournament::Format;
use crate::host::controls::tournament_joined;
pub use crate::host::room::BoardTag;

use crate::engine::Variant;
use crate::ids::{Community, Platform, RoomCode, UserId};
use futbol_tournament::arena::Arena;
use futbol_tournament::swiss::Swiss;
use futbol_tournament::{Entrant, Outcome};
use serde::{Deserialize, Serialize};

/// Where a tournament is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Stage {
    /// Taking entrants.
    Registration,
    /// Playing.
    Running,
    /// Over: the final standings were posted.
    Over,
}

/// A registered player: their entrant number is their place in
/// [`Tournament::entrants`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Entry {
    /// Their platform id.
    pub id: UserId,
    /// Their name, safe to echo.
    pub name: String,
    /// Their rating when they registered (the first round's order).
    pub rating: i32,
}

/// One game of the tournament and its room.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Board {
    /// The Swiss round (0 first), or the arena's game number.
    pub round: usize,
    /// Who plays white.
    pub white: Entrant,
    /// Who plays black.
    pub black: Entrant,
    /// The room's code, reserved when the round was paired.
    pub code: RoomCode,
    /// The channel the room plays in.
    pub channel: String,
    /// The result, once read from the archive.
    pub outcome: Option<Outcome>,
    /// The archived game's id, once over.
    pub game: Option<u64>,
    /// Unix seconds when its result was read.
    #[serde(default)]
    pub ended: Option<u64>,
    /// Unix seconds when it was paired.
    #[serde(default)]
    pub paired_at: u64,
}

/// A tournament as the store keeps it.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Tournament {
    /// Its permanent id (`torneo ver ID`).
    pub id: u64,
    /// The platform it runs on.
    pub platform: Platform,
    /// The channel it was created in: registration, pairings and
    /// standings are posted there.
    pub channel: String,
    /// The community it belongs to: only its members see and join it.
    pub community: Community,
    /// Who created it (they start it).
    pub organiser: UserId,
    /// The rule set of its games.
    pub variant: Variant,
    /// Seconds per move of its games.
    pub per_move: u64,
    /// Whether its games change no rating.
    pub casual: bool,
    /// Swiss or arena.
    pub format: Format,
    /// Where it is.
    pub stage: Stage,
    /// Everyone who registered, in order.
    pub entrants: Vec<Entry>,
    /// The Swiss, once started.
    pub swiss: Option<Swiss>,
    /// The arena (it takes players while it runs).
    pub arena: Option<Arena>,
    /// Every board opened, in order.
    pub boards: Vec<Board>,
    /// Unix seconds when it was created.
    pub created: u64,
    /// Unix seconds when an arena stops pairing.
    pub ends_at: Option<u64>,
    /// Unix seconds when an arena's standings were last posted.
    pub posted_at: u64,
}

impl crate::host::message::Reply {
    /// A tournament's registration: its number and its Join button's id,
    /// for an adapter that shows the button its own way (a reaction, a
    /// page of its own).
    pub fn registration(&self) -> Option<(u64, &str)> {
        self.controls.iter().find_map(|control| match control {
            crate::host::message::Control::Button { id, .. } => {
                Some((tournament_joined(id)?, id.as_str()))
            }
            crate::host::message::Control::Menu { .. } => None,
        })
    }
}

/// Most entrants of one tournament (the crate's bound).
pub const MAX_ENTRANTS: usize = futbol_tournament::MAX_PLAYERS;

/// Seconds between an arena's standings.
pub const ARENA_STANDINGS_EVERY: u64 = 10 * 60;

/// Seconds two arena players who just met, and are the only ones free,
/// wait for someone else before they are paired again.
pub const ARENA_REMATCH_WAIT: u64 = 60;

impl Tournament {
    /// The entrant number of a user, if registered.
    pub fn entrant_of(&self, user: &UserId) -> Option<Entrant> {
        self.entrants
            .iter()
            .position(|entry| &entry.id == user)
            .map(|at| Entrant(at as u16))
    }

    /// The entry of an entrant.
    pub fn entry(&self, entrant: Entrant) -> Option<&Entry> {
        self.entrants.get(entrant.index())
    }

    /// The names of every entrant, by entrant number.
    pub fn names(&self) -> Vec<String> {
        self.entrants.iter().map(|e| e.name.clone()).collect()
    }

    /// Whether `entrant` is still in: registered and not withdrawn.
    pub fn is_in(&self, entrant: Entrant) -> bool {
        match (&self.swiss, &self.arena) {
            (Some(swiss), _) => swiss.is_in(entrant),
            (None, Some(arena)) => arena
                .players()
                .get(entrant.index())
                .is_some_and(|p| !p.left),
            (None, None) => entrant.index() < self.entrants.len(),
        }
    }

    /// The boards still being played.
    pub fn boards_in_play(&self) -> impl Iterator<Item = (usize, &Board)> {
        self.boards
            .iter()
            .enumerate()
            .filter(|(_, board)| board.outcome.is_none())
    }

    /// Whether an arena should wait before pairing: the only players free
    /// are two who just met, less than [`ARENA_REMATCH_WAIT`] ago (someone
    /// else may be free in a moment).
    pub fn arena_waits(&self, now: u64) -> bool {
        let free: Vec<Entrant> = (0..self.entrants.len())
            .map(|at| Entrant(at as u16))
            .filter(|&e| self.is_in(e) && self.board_of(e).is_none())
            .collect();
        let [a, b] = free[..] else {
            return false;
        };
        let last = |e: Entrant| {
            self.boards
                .iter()
                .rev()
                .find(|board| board.white == e || board.black == e)
        };
        match (last(a), last(b)) {
            (Some(x), Some(y)) if x == y => x.ended.is_some_and(|at| now < at + ARENA_REMATCH_WAIT),
            _ => false,
        }
    }

    /// The board of `entrant` still being played, if any.
    pub fn board_of(&self, entrant: Entrant) -> Option<&Board> {
        self.boards_in_play()
            .map(|(_, board)| board)
            .find(|board| board.white == entrant || board.black == entrant)
    }
}
