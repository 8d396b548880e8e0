//! The whole contents of a sled store, for a move to another backend, and
//! the ratings of games imported into it.

use super::Sled;
use super::ratings::rate;
use crate::store::backend::{ArchiveRecords, Contents};
use crate::store::{ArchivedGame, CodeUse, StoreError};
use sled::Transactional;
use sled::transaction::ConflictableTransactionError;

/// Games rated in one transaction.
const BATCH: usize = 500;

impl Contents for Sled {
    fn all_settings(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.settings
            .iter()
            .map(|entry| {
                let (key, value) = entry?;
                Ok((String::from_utf8_lossy(&key).into_owned(), value.to_vec()))
            })
            .collect()
    }

    fn all_codes(&self) -> Result<Vec<(String, CodeUse)>, StoreError> {
        let mut codes = Vec::new();
        for entry in self.codes.iter() {
            let (code, value) = entry?;
            let used = serde_json::from_slice(&value)?;
            codes.push((String::from_utf8_lossy(&code).into_owned(), used));
        }
        Ok(codes)
    }

    fn import_codes(&self, codes: &[(String, CodeUse)]) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        for (code, used) in codes {
            batch.insert(code.as_bytes(), serde_json::to_vec(used)?);
        }
        self.gate.write_with(|| self.codes.apply_batch(batch))?;
        self.durable()
    }

    fn rate_imported(&self) -> Result<usize, StoreError> {
        let mut games: Vec<ArchivedGame> = Vec::new();
        self.each_game(&mut |_, json| {
            if let Ok(game) = serde_json::from_slice::<ArchivedGame>(&json)
                && game.rated
            {
                games.push(game);
            }
            Ok(())
        })?;
        games.sort_unstable_by_key(|game| (game.ended, game.id));
        let trees = (&self.ratings, &self.rating_history);
        for batch in games.chunks(BATCH) {
            self.gate.write_with(|| {
                trees.transaction(|(ratings, history)| {
                    for game in batch {
                        rate(ratings, history, game, &mut Vec::new())?;
                    }
                    Ok::<_, ConflictableTransactionError<StoreError>>(())
                })
            })?;
        }
        self.durable()?;
        *self.leaders.lock().map_err(|_| StoreError::Conflict)? =
            Sled::leaders_from_disk(&self.ratings)?;
        Ok(games.len())
    }
}
