//! Room codes as a resource: a code is taken while its room is open and
//! for a grace period after it closes (the old link still says where the
//! games went), then free again. Reserving is one atomic compare-and-swap
//! per candidate, so two creations never get the same code and nobody
//! holds a lock while the store is read.

use super::StoreError;
use super::kv::Sled;
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

impl Sled {
    /// Reserves the first free code among `candidates` for a new room, or
    /// `None` when none of them is free (the caller says the bot is full).
    /// Each candidate costs one read, and a free one a compare-and-swap.
    pub fn reserve_code(
        &self,
        now: u64,
        candidates: impl IntoIterator<Item = String>,
    ) -> Result<Option<String>, StoreError> {
        let taken = serde_json::to_vec(&CodeUse::open())?;
        for code in candidates {
            let current = self.codes.get(code.as_bytes())?;
            let free = match &current {
                None => true,
                Some(value) => serde_json::from_slice::<CodeUse>(value)
                    .map(|used| used.free(now))
                    .unwrap_or(false),
            };
            if !free {
                continue;
            }
            let swapped =
                self.codes
                    .compare_and_swap(code.as_bytes(), current, Some(taken.as_slice()))?;
            if swapped.is_ok() {
                return Ok(Some(code));
            }
        }
        Ok(None)
    }

    /// Gives back a code reserved for a room that was never saved.
    pub fn unreserve_code(&self, code: &str) -> Result<(), StoreError> {
        self.codes.remove(code.as_bytes())?;
        Ok(())
    }

    /// What the store knows of a code (open, or closed and when it frees).
    pub fn code_use(&self, code: &str) -> Result<Option<CodeUse>, StoreError> {
        match self.codes.get(code.as_bytes())? {
            Some(value) => Ok(Some(serde_json::from_slice(&value)?)),
            None => Ok(None),
        }
    }

    /// Marks codes as held by closed rooms until `free_at`, in one batch:
    /// for tests and benchmarks that need a store with few codes left.
    pub fn hold_codes(&self, codes: &[String], free_at: u64) -> Result<(), StoreError> {
        let value = serde_json::to_vec(&CodeUse {
            open: false,
            free_at,
            games: Vec::new(),
        })?;
        let mut batch = sled::Batch::default();
        for code in codes {
            batch.insert(code.as_bytes(), value.as_slice());
        }
        self.codes.apply_batch(batch)?;
        self.flush()
    }
}
