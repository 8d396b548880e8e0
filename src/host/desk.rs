//! What the puzzles' wing owns, as one of the host's parts: the solvers'
//! records, one lock per person, the ratings seen and the puzzles found
//! in the archive. The work on it is the wing's (`puzzles/`).

use crate::engine::Variant;
use crate::ids::UserKey;
use crate::puzzles::bank;
use crate::puzzles::records::Records;
use crate::puzzles::solver::Solver;
use crate::store::{Store, StoreError};
use std::collections::HashMap;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, RwLock};

/// People whose lock is kept before the unused ones are dropped.
const LOCKS_KEPT: usize = 10_000;

/// What the puzzles' wing owns.
pub(in crate::host) struct Desk {
    pub(in crate::host) records: Records,
    /// One lock per person: their answers are applied one at a time.
    pub(in crate::host) locks: Mutex<HashMap<UserKey, Arc<Mutex<()>>>>,
    /// The puzzles' ratings as this process last read or wrote them: the
    /// next puzzle is chosen by these (a bank rating where none is seen),
    /// so choosing reads no rating from the store.
    pub(in crate::host) seen: Mutex<[HashMap<String, f64>; 3]>,
    /// The puzzles found in the archive ([`archive`]), by rule set.
    pub(in crate::host) found: RwLock<[Vec<Arc<bank::Entry>>; 3]>,
    /// The minute the archive job last ran in this process.
    pub(in crate::host) archive_minute: AtomicU64,
    /// The minute each platform last looked for a day's puzzle to post.
    pub(in crate::host) looked: crate::host::minutes::Minutes,
}

impl Desk {
    /// The desk on `store`.
    pub(in crate::host) fn new(store: Store) -> Desk {
        Desk {
            records: Records::new(store),
            locks: Mutex::new(HashMap::new()),
            seen: Mutex::default(),
            found: RwLock::default(),
            archive_minute: AtomicU64::new(0),
            looked: Default::default(),
        }
    }

    pub(in crate::host) fn lock_of(&self, user: &UserKey) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        if locks.len() >= LOCKS_KEPT {
            locks.retain(|_, lock| Arc::strong_count(lock) > 1);
        }
        locks.entry(user.clone()).or_default().clone()
    }

    /// Applies `change` to `user`'s record under their lock, saving it
    /// when it changed.
    pub(in crate::host) fn with_solver<T>(
        &self,
        user: &UserKey,
        change: impl FnOnce(&mut Solver) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let lock = self.lock_of(user);
        let _held = lock.lock().unwrap_or_else(|e| e.into_inner());
        let mut solver = self.records.solver(user)?;
        let before = solver.clone();
        let out = change(&mut solver)?;
        if solver != before {
            self.records.save_solver(user, &solver)?;
        }
        Ok(out)
    }

    /// The ratings to choose by, one per puzzle of `entries` (of
    /// `variant`).
    pub(in crate::host) fn ratings(
        &self,
        variant: Variant,
        entries: &[Arc<bank::Entry>],
    ) -> Vec<f64> {
        let seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let seen = &seen[slot(variant)];
        (entries.iter())
            .map(|entry| (seen.get(&entry.id).copied()).unwrap_or(f64::from(entry.puzzle.rating)))
            .collect()
    }

    pub(in crate::host) fn saw(&self, variant: Variant, id: &str, rating: f64) {
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        seen[slot(variant)].insert(id.to_string(), rating);
    }
}

/// A rule set's place in the desk's per-game lists.
pub(in crate::host) fn slot(variant: Variant) -> usize {
    Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0)
}
