//! Version 2 → 3: the games already archived are rated once, in the order
//! they ended, so a server with history has its leaderboard at once.
//! Each batch is one transaction that also moves the cursor
//! (`rated_through` in the meta tree), so an upgrade cut short resumes
//! after the last batch it wrote; the schema version is written last, by
//! [`Sled::open`].

use super::Sled;
use super::archive::game_key;
use super::ratings::rate;
use crate::store::backend::RoomRecords;
use crate::store::{ArchivedGame, StoreError};
use sled::Transactional;
use sled::transaction::ConflictableTransactionError;

/// Games rated in one transaction.
const BATCH: usize = 500;
/// The meta key of the cursor: the last rated game's end and id.
const CURSOR: &str = "rated_through";

impl Sled {
    /// Rates every archived game after the cursor.
    pub(super) fn rate_archive(&self, meta: &sled::Tree) -> Result<(), StoreError> {
        self.rate_archive_batches(meta, usize::MAX)
    }

    /// Rates at most `batches` batches (the rest waits for the next open:
    /// how a test stops the upgrade mid-way).
    pub fn rate_archive_batches(
        &self,
        meta: &sled::Tree,
        batches: usize,
    ) -> Result<(), StoreError> {
        let cursor = match meta.get(CURSOR)? {
            Some(bytes) => serde_json::from_slice::<(u64, u64)>(&bytes)?,
            None => (0, 0),
        };
        let mut order = Vec::new();
        for entry in self.archive.iter() {
            let (_, value) = entry?;
            // A game that does not decode is set aside where it is read.
            if let Ok(game) = serde_json::from_slice::<ArchivedGame>(&value)
                && (game.ended, game.id) > cursor
                && game.ratable()
            {
                order.push((game.ended, game.id));
            }
        }
        order.sort_unstable();
        let total = order.len();
        for batch in order.chunks(BATCH).take(batches) {
            let trees = (&self.archive, &self.ratings, &self.rating_history, meta);
            trees.transaction(|(archive, ratings, history, meta)| {
                // The leaderboards are made from the records after the
                // upgrade, so what was written is not kept.
                let mut written = Vec::new();
                for &(_, id) in batch {
                    let Some(bytes) = archive.get(game_key(id))? else {
                        continue;
                    };
                    let mut game: ArchivedGame = serde_json::from_slice(&bytes)
                        .map_err(|e| ConflictableTransactionError::Abort(e.into()))?;
                    game.rated = true;
                    let json = serde_json::to_vec(&game)
                        .map_err(|e| ConflictableTransactionError::Abort(e.into()))?;
                    archive.insert(&game_key(id), json)?;
                    rate(ratings, history, &game, &mut written)?;
                }
                let last = batch.last().copied().unwrap_or(cursor);
                let json = serde_json::to_vec(&last)
                    .map_err(|e| ConflictableTransactionError::Abort(e.into()))?;
                meta.insert(CURSOR, json)?;
                Ok::<_, ConflictableTransactionError<StoreError>>(())
            })?;
            self.flush()?;
        }
        if batches == usize::MAX {
            tracing::info!("store: rated {total} archived games");
        }
        Ok(())
    }
}
