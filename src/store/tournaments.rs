//! Tournaments as the host reads and writes them: typed values over the
//! backends' versioned records ([`super::backend::TournamentRecords`]).
//! A value that does not decode is set aside like any other record.

use super::{Kind, Store, StoreError};
use serde::{Serialize, de::DeserializeOwned};

impl Store {
    /// A new tournament id (from 1, never reused).
    pub fn next_tournament_id(&self) -> Result<u64, StoreError> {
        self.backend.next_tournament_id()
    }

    /// Writes tournament `id` over `version`, the one it was read at
    /// (`None` for a new one), and returns its new version; another
    /// writer's change since is a [`StoreError::Conflict`].
    pub fn save_tournament<T: Serialize>(
        &self,
        id: u64,
        version: Option<u64>,
        open: bool,
        value: &T,
    ) -> Result<u64, StoreError> {
        let json = serde_json::to_vec(value)?;
        self.backend.save_tournament(id, version, open, &json)
    }

    /// One tournament and its version (`None` also for one set aside).
    pub fn tournament<T: DeserializeOwned>(&self, id: u64) -> Result<Option<(u64, T)>, StoreError> {
        let stored = self.backend.tournament(id)?;
        Ok(stored.and_then(|(version, json)| {
            Some((
                version,
                self.decoded(Kind::Tournament, &id.to_string(), json)?,
            ))
        }))
    }

    /// Every open tournament: id, version, value.
    pub fn open_tournaments<T: DeserializeOwned>(&self) -> Result<Vec<(u64, u64, T)>, StoreError> {
        let stored = self.backend.open_tournaments()?.into_iter();
        Ok(stored
            .filter_map(|(id, version, json)| {
                Some((
                    id,
                    version,
                    self.decoded(Kind::Tournament, &id.to_string(), json)?,
                ))
            })
            .collect())
    }

    /// Copies every tournament of `self` into `to` as it is (for a move
    /// between backends); returns how many.
    pub fn copy_tournaments(&self, to: &Store) -> Result<usize, StoreError> {
        let all = self.backend.all_tournaments()?;
        for (id, open, json) in &all {
            to.backend.save_tournament(*id, None, *open, json)?;
        }
        Ok(all.len())
    }
}
