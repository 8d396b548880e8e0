//! Ratings in sled: each player's record in the `ratings` tree and their
//! changes in `rating_history`, written behind the save that archives a
//! rated game ([`super::behind`]; reads see them at once); the
//! leaderboards from a [`Table`] in memory (sled has one process), made at
//! open and moved after every commit.

use super::{Sled, rating_key};
use crate::store::backend::RatingRecords;
use crate::store::leaderboard::{Board, BoardQuery, Rated, Table, poisoned};
use crate::store::ratings::{rated, standings_after};
use crate::store::{ArchivedGame, StoreError};
use sled::transaction::{ConflictableTransactionError, TransactionalTree};

/// Key of one rating change: the player's record's key, then the archived
/// game's id (big-endian, so a player's changes sort in game order).
pub(super) fn change_key(game: &str, owner: &str, id: u64) -> Vec<u8> {
    let mut key = rating_key(game, owner);
    key.extend_from_slice(&id.to_be_bytes());
    key
}

/// Both players' records and changes after a rated game, read and written
/// in one transaction (the upgrade's, and at open for a game a stop left
/// unrated); the records written, for the leaderboards once it commits.
pub(super) fn rate(
    ratings: &TransactionalTree,
    history: &TransactionalTree,
    game: &ArchivedGame,
    written: &mut Vec<Rated>,
) -> Result<(), ConflictableTransactionError<StoreError>> {
    let Some((variant, owners)) = rated(game) else {
        return Ok(());
    };
    let keys = owners.clone().map(|owner| rating_key(variant, &owner));
    let stored = [ratings.get(&keys[0])?, ratings.get(&keys[1])?];
    let after = standings_after(game, [stored[0].as_deref(), stored[1].as_deref()])
        .map_err(ConflictableTransactionError::Abort)?;
    for ((key, owner), (standing, json, change)) in keys.iter().zip(owners).zip(after) {
        ratings.insert(key.as_slice(), json)?;
        history.insert(change_key(variant, &owner, game.id), change)?;
        written.push((variant, owner, standing));
    }
    Ok(())
}

impl Sled {
    /// Every record in the `ratings` tree, as a leaderboard table (at
    /// open; a record that does not decode is left out and logged).
    pub(super) fn leaders_from_disk(ratings: &sled::Tree) -> Result<Table, StoreError> {
        let mut table = Table::default();
        for entry in ratings.iter() {
            let (key, value) = entry?;
            let mut parts = key.splitn(2, |&b| b == 0);
            let (Some(game), Some(owner)) = (parts.next(), parts.next()) else {
                continue;
            };
            let (game, owner) = (
                String::from_utf8_lossy(game),
                String::from_utf8_lossy(owner),
            );
            table.put_stored(&game, &owner, &value);
        }
        Ok(table)
    }
}

impl RatingRecords for Sled {
    fn standing(&self, game: &str, owner: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.writer.behind.record(&rating_key(game, owner))
    }

    fn rating_history(
        &self,
        game: &str,
        owner: &str,
        upto: Option<u64>,
        limit: usize,
    ) -> Result<Vec<Vec<u8>>, StoreError> {
        let first = change_key(game, owner, 0);
        let last = change_key(game, owner, upto.unwrap_or(u64::MAX));
        self.writer.behind.changes(&first, &last, limit)
    }

    fn leaderboard(&self, query: &BoardQuery) -> Result<Board, StoreError> {
        let mut table = self.leaders.lock().map_err(|_| poisoned())?;
        Ok(table.board(query))
    }
}
