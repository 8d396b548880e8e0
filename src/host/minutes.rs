//! Once a minute per platform: what a sweep (every few seconds, one per
//! platform) does at most once a minute, the daily summaries and the
//! puzzles of the day, remembers here the minute it last looked in.

use crate::ids::Platform;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// The minute (of the host's clock) each platform last looked.
pub(super) struct Minutes {
    minute: HashMap<Platform, AtomicU64>,
}

impl Default for Minutes {
    fn default() -> Self {
        Minutes {
            minute: Platform::ALL.map(|p| (p, AtomicU64::new(0))).into(),
        }
    }
}

impl Minutes {
    /// Claims this minute for `platform`: `false` when it was looked in.
    pub(super) fn claim_minute(&self, platform: Platform, now: u64) -> bool {
        self.minute
            .get(&platform)
            .is_some_and(|slot| slot.swap(now / 60, Ordering::Relaxed) != now / 60)
    }

    /// Has the next sweep look even within this minute: something just
    /// changed that may make it due.
    pub(super) fn soon(&self, platform: Platform) {
        if let Some(slot) = self.minute.get(&platform) {
            slot.store(u64::MAX, Ordering::Relaxed);
        }
    }
}
