//! Tournaments in sled: one tree, each value its version (8 bytes,
//! big-endian), whether it is open (1 byte) and its JSON, written with
//! sled's compare-and-swap over the bytes it was read as, so two writers
//! of one tournament never both succeed.

use super::Sled;
use crate::store::StoreError;
use crate::store::backend::TournamentRecords;

/// The key of the next id in the `meta` tree.
const NEXT_ID: &str = "next_tournament";

/// (version, open, JSON) out of a stored value; `None` when too short.
fn split(value: &[u8]) -> Option<(u64, bool, &[u8])> {
    let (version, rest) = value.split_first_chunk::<8>()?;
    let (open, json) = rest.split_first()?;
    Some((u64::from_be_bytes(*version), *open == 1, json))
}

fn joined(version: u64, open: bool, json: &[u8]) -> Vec<u8> {
    let mut value = version.to_be_bytes().to_vec();
    value.push(u8::from(open));
    value.extend_from_slice(json);
    value
}

/// One stored tournament: id, version, open, JSON.
type Stored = (u64, u64, bool, Vec<u8>);

fn id_of(key: &[u8]) -> u64 {
    <[u8; 8]>::try_from(key).map_or(0, u64::from_be_bytes)
}

impl TournamentRecords for Sled {
    fn next_tournament_id(&self) -> Result<u64, StoreError> {
        // Above both the counter and every id already stored (imported).
        let highest = self.tournaments.last()?.map_or(0, |(key, _)| id_of(&key));
        let meta = self.db.open_tree("meta")?;
        let next = self.gate.write_with(|| {
            meta.update_and_fetch(NEXT_ID, |old| {
                let old = old
                    .and_then(|b| <[u8; 8]>::try_from(b).ok())
                    .map_or(0, u64::from_be_bytes);
                Some((old.max(highest) + 1).to_be_bytes().to_vec())
            })
        })?;
        self.durable()?;
        Ok(next.map_or(1, |b| id_of(&b)))
    }

    fn save_tournament(
        &self,
        id: u64,
        version: Option<u64>,
        open: bool,
        value: &[u8],
    ) -> Result<u64, StoreError> {
        let key = id.to_be_bytes();
        let stored = self.tournaments.get(key)?;
        let found = stored
            .as_deref()
            .and_then(split)
            .map(|(version, _, _)| version);
        if found != version {
            return Err(StoreError::Conflict);
        }
        let next = version.map_or(1, |v| v + 1);
        let swapped = self.gate.write_with(|| {
            self.tournaments
                .compare_and_swap(key, stored, Some(joined(next, open, value)))
        })?;
        // Another writer came between the read and the swap.
        swapped.map_err(|_| StoreError::Conflict)?;
        self.durable()?;
        Ok(next)
    }

    fn tournament(&self, id: u64) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
        let stored = self.tournaments.get(id.to_be_bytes())?;
        Ok(stored
            .as_deref()
            .and_then(split)
            .map(|(version, _, json)| (version, json.to_vec())))
    }

    fn open_tournaments(&self) -> Result<Vec<(u64, u64, Vec<u8>)>, StoreError> {
        let all = self.each_tournament()?.into_iter();
        Ok(all
            .filter(|(_, _, open, _)| *open)
            .map(|(id, version, _, json)| (id, version, json))
            .collect())
    }

    fn all_tournaments(&self) -> Result<Vec<(u64, bool, Vec<u8>)>, StoreError> {
        let all = self.each_tournament()?.into_iter();
        Ok(all.map(|(id, _, open, json)| (id, open, json)).collect())
    }
}

impl Sled {
    /// Every tournament: id, version, open, JSON.
    fn each_tournament(&self) -> Result<Vec<Stored>, StoreError> {
        let mut all = Vec::new();
        for entry in self.tournaments.iter() {
            let (key, value) = entry?;
            if let Some((version, open, json)) = split(&value) {
                all.push((id_of(&key), version, open, json.to_vec()));
            }
        }
        Ok(all)
    }
}
