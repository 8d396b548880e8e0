//! What the puzzles keep in the store, as settings (notes as JSON under a
//! key), so both backends, backups and `migrate-store` keep them as they
//! keep every setting:
//!
//! - `puzzle-solver:PLATFORM:USER`: a person's [`Solver`];
//! - `puzzle-rating:VARIANT:ID`: a puzzle's rating, once it was tried;
//! - `puzzle-day:COMMUNITY:DAY`: the community's puzzle of that day,
//!   added once; `…:posted` claims its post, so one process posts it;
//! - `puzzle-day:COMMUNITY:DAY:N`: the day's solvers, one key each, the
//!   next free `N` taken by adding (so two processes never overwrite one
//!   another's solver).

use super::solver::{Solver, first_rating};
use crate::engine::Variant;
use crate::ids::{Community, UserKey};
use crate::rating::Rating;
use crate::store::{Store, StoreError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::ops::Range;

/// The most solvers a day's list keeps (and the post names).
pub const MOST_SOLVERS: usize = 50;

/// A community's puzzle of one day.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Daily {
    /// The rule set.
    pub variant: Variant,
    /// The puzzle's id.
    pub id: String,
    /// The channel it is posted in.
    pub channel: String,
}

/// One solver of a day's puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct DaySolver {
    user: String,
    name: String,
}

/// The puzzles' records in a store.
#[derive(Clone)]
pub struct Records {
    store: Store,
}

fn solver_key(user: &UserKey) -> String {
    format!(
        "puzzle-solver:{}:{}",
        user.platform.name(),
        user.user.as_str()
    )
}

fn rating_key(variant: Variant, id: &str) -> String {
    format!("puzzle-rating:{variant}:{id}")
}

fn day_key(community: &Community, day: &str) -> String {
    format!("puzzle-day:{}:{day}", community.as_str())
}

impl Records {
    /// The records in `store`.
    pub fn new(store: Store) -> Records {
        Records { store }
    }

    /// The store they are kept in (for a setting of the wing's own).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// A person's puzzles (a new person's when none are kept).
    pub fn solver(&self, user: &UserKey) -> Result<Solver, StoreError> {
        Ok(self.store.setting(&solver_key(user))?.unwrap_or_default())
    }

    /// Keeps a person's puzzles.
    pub fn save_solver(&self, user: &UserKey, solver: &Solver) -> Result<(), StoreError> {
        self.store.save_setting(&solver_key(user), solver)
    }

    /// A puzzle's rating: kept, or its bank rating `bank` if never tried.
    pub fn rating(&self, variant: Variant, id: &str, bank: u32) -> Result<Rating, StoreError> {
        let kept = self.store.setting(&rating_key(variant, id))?;
        Ok(kept.unwrap_or_else(|| first_rating(bank)))
    }

    /// Keeps a puzzle's rating.
    pub fn save_rating(
        &self,
        variant: Variant,
        id: &str,
        rating: &Rating,
    ) -> Result<(), StoreError> {
        self.store.save_setting(&rating_key(variant, id), rating)
    }

    /// The community's puzzle of `day`, if one was chosen.
    pub fn daily(&self, community: &Community, day: &str) -> Result<Option<Daily>, StoreError> {
        self.store.setting(&day_key(community, day))
    }

    /// Chooses `daily` as the community's puzzle of `day` unless one was
    /// chosen, and returns the one that stands.
    pub fn choose_daily(
        &self,
        community: &Community,
        day: &str,
        daily: &Daily,
    ) -> Result<Daily, StoreError> {
        let standing = self.store.add_setting(&day_key(community, day), daily)?;
        Ok(standing.unwrap_or_else(|| daily.clone()))
    }

    /// Claims the post of the community's puzzle of `day`: `true` for the
    /// one caller, of every process, that claimed it first (each writes
    /// a token of its own and reads back which stands).
    pub fn claim_post(&self, community: &Community, day: &str) -> Result<bool, StoreError> {
        let token = fastrand::u64(..);
        let key = format!("{}:posted", day_key(community, day));
        Ok(self.store.add_setting(&key, &token)? == Some(token))
    }

    /// Adds `user` (shown as `name`) to the solvers of the community's
    /// puzzle of `day`, once, up to [`MOST_SOLVERS`].
    pub fn add_solver(
        &self,
        community: &Community,
        day: &str,
        user: &UserKey,
        name: &str,
    ) -> Result<(), StoreError> {
        let me = DaySolver {
            user: format!("{}:{}", user.platform.name(), user.user.as_str()),
            name: name.to_string(),
        };
        let prefix = day_key(community, day);
        self.append(&prefix, 0..MOST_SOLVERS, &me, |s: &DaySolver| {
            s.user == me.user
        })
    }

    /// The names of those who solved the community's puzzle of `day`, in
    /// the order they did.
    pub fn solvers(&self, community: &Community, day: &str) -> Result<Vec<String>, StoreError> {
        let solvers: Vec<DaySolver> = self.list(&day_key(community, day), 0..MOST_SOLVERS)?;
        Ok(solvers.into_iter().map(|s| s.name).collect())
    }

    /// Appends `value` to a list kept a setting an entry (`PREFIX:0`,
    /// `PREFIX:1`, …) at the first `N` of `slots` it can take by adding,
    /// so two processes never take one `N`; nothing when an entry met on
    /// the way is the `same`.
    pub fn append<T: Serialize + DeserializeOwned>(
        &self,
        prefix: &str,
        slots: Range<usize>,
        value: &T,
        same: impl Fn(&T) -> bool,
    ) -> Result<(), StoreError> {
        for n in slots {
            let standing = self.store.add_setting(&format!("{prefix}:{n}"), value)?;
            if standing.as_ref().is_some_and(&same) {
                return Ok(());
            }
        }
        Ok(())
    }

    /// The entries of such a list within `slots`, up to the first missing.
    pub fn list<T: DeserializeOwned>(
        &self,
        prefix: &str,
        slots: Range<usize>,
    ) -> Result<Vec<T>, StoreError> {
        let mut entries = Vec::new();
        for n in slots {
            match self.store.setting(&format!("{prefix}:{n}"))? {
                Some(entry) => entries.push(entry),
                None => break,
            }
        }
        Ok(entries)
    }
}
