//! Room codes as a resource: a code is taken while its room is open and
//! for a grace period after it closes (the old link still says where the
//! games went), then free again. Reserving is one atomic compare-and-swap
//! per candidate, so two creations never get the same code and nobody
//! holds a lock while the store is read.

use serde::{Deserialize, Serialize};

/// What the store knows of a code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeUse {
    /// Its room is open.
    pub open: bool,
    /// When closed: unix seconds from which the code is free again.
    #[serde(default)]
    pub free_at: u64,
    /// When closed: the archived games of its room.
    #[serde(default)]
    pub games: Vec<u64>,
}

impl CodeUse {
    /// Held by an open room.
    pub fn open() -> CodeUse {
        CodeUse {
            open: true,
            free_at: 0,
            games: Vec::new(),
        }
    }

    /// Whether the code is free at `now`.
    pub fn free(&self, now: u64) -> bool {
        !self.open && self.free_at <= now
    }
}
