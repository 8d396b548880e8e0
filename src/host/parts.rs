//! The host's parts, each owning its data: what a command may reach
//! ([`crate::host::dispatch::At`]) and what each wing borrows the few it
//! uses from. The host is these and its lifecycle.

use crate::community::limits::Limiter;
use crate::host::computer::Thinkers;
use crate::host::config::{HostConfig, WallClock};
use crate::host::desk::Desk;
use crate::host::digest::Digests;
use crate::host::prefs::Prefs;
use crate::host::rooms::Rooms;
use crate::store::Store;

/// The host's parts.
pub(in crate::host) struct Parts {
    /// Rooms' lifetimes, links and platform profiles.
    pub config: HostConfig,
    /// The wall clock.
    pub clock: WallClock,
    /// The open rooms, their channels and their saving; holds the store.
    pub rooms: Rooms,
    /// The settings, and the community of each channel seen lately.
    pub prefs: Prefs,
    /// The engine's seats, thinking off the request path.
    pub thinkers: Thinkers,
    /// How fast one person (and one address) may act.
    pub limiter: Limiter,
    /// When each platform's daily summaries were last looked for.
    pub digests: Digests,
    /// The puzzles' records, locks and ratings seen.
    pub puzzles: Desk,
}

impl Parts {
    /// The store (the rooms' own, for what is not a room).
    pub fn store(&self) -> &Store {
        self.rooms.store()
    }
}
