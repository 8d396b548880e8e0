//! Codes in sled: reserving is one atomic compare-and-swap per candidate,
//! so two creations never get the same code and nobody holds a lock while
//! the store is read.

use super::Sled;
use crate::store::backend::{CodeRecords, RoomRecords};
use crate::store::{CodeUse, StoreError};

impl CodeRecords for Sled {
    /// Reserves the first free code among `candidates` for a new room, or
    /// `None` when none of them is free (the caller says the bot is full).
    /// Each candidate costs one read, and a free one a compare-and-swap.
    fn reserve_code(
        &self,
        now: u64,
        candidates: &mut dyn Iterator<Item = String>,
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
            let swapped = self.gate.write_with(|| {
                self.codes
                    .compare_and_swap(code.as_bytes(), current, Some(taken.as_slice()))
            })?;
            if swapped.is_ok() {
                return Ok(Some(code));
            }
        }
        Ok(None)
    }

    /// Gives back a code reserved for a room that was never saved.
    fn unreserve_code(&self, code: &str) -> Result<(), StoreError> {
        self.gate
            .write_with(|| self.codes.remove(code.as_bytes()))?;
        Ok(())
    }

    /// What the store knows of a code (open, or closed and when it frees).
    fn code_use(&self, code: &str) -> Result<Option<CodeUse>, StoreError> {
        match self.codes.get(code.as_bytes())? {
            Some(value) => Ok(Some(serde_json::from_slice(&value)?)),
            None => Ok(None),
        }
    }

    /// Marks codes as held by closed rooms until `free_at`, in one batch:
    /// for tests and benchmarks that need a store with few codes left.
    fn hold_codes(&self, codes: &[String], free_at: u64) -> Result<(), StoreError> {
        let value = serde_json::to_vec(&CodeUse {
            open: false,
            free_at,
            games: Vec::new(),
        })?;
        let mut batch = sled::Batch::default();
        for code in codes {
            batch.insert(code.as_bytes(), value.as_slice());
        }
        self.gate.write_with(|| self.codes.apply_batch(batch))?;
        self.flush()
    }
}
