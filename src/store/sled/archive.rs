//! The archive in sled: games under their id (big-endian, so they sort by
//! id), and one index tree naming each game under its channel and under
//! each player.

use super::Sled;
use crate::store::backend::ArchiveRecords;
use crate::store::{ArchivedGame, StoreError, player_key};

/// Key of a game: its id, big-endian so keys sort by id.
pub(crate) fn game_key(id: u64) -> [u8; 8] {
    id.to_be_bytes()
}

/// Index key of a game under a channel or a player: `c:`/`p:`, the
/// owner, a 0 byte, the id.
pub(crate) fn index_key(kind: u8, owner: &str, id: u64) -> Vec<u8> {
    let mut key = index_prefix(kind, owner);
    key.extend_from_slice(&id.to_be_bytes());
    key
}

fn index_prefix(kind: u8, owner: &str) -> Vec<u8> {
    let mut key = vec![kind, b':'];
    key.extend_from_slice(owner.as_bytes());
    key.push(0);
    key
}

/// Index kinds.
pub(crate) const BY_CHANNEL: u8 = b'c';
pub(crate) const BY_PLAYER: u8 = b'p';

impl ArchiveRecords for Sled {
    /// A new permanent game id (never reused, also across restarts).
    fn next_game_id(&self) -> Result<u64, StoreError> {
        Ok(self.db.generate_id()? + 1)
    }

    /// One archived game, as stored (JSON; [`super::Store`] decodes it).
    fn archived(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.archive.get(game_key(id))?.map(|value| value.to_vec()))
    }

    /// The last `limit` games of a channel, newest first, with their ids.
    fn channel_games(
        &self,
        channel: &str,
        limit: usize,
    ) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        self.indexed(BY_CHANNEL, channel, limit)
    }

    /// The last `limit` games of a player (`platform`, `id`), newest first.
    fn player_games(&self, owner: &str, limit: usize) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        self.indexed(BY_PLAYER, owner, limit)
    }

    /// Every archived game with its id, oldest first (for `export`).
    fn each_game(
        &self,
        visit: &mut dyn FnMut(u64, Vec<u8>) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        for entry in self.archive.iter() {
            let (key, value) = entry?;
            let id = <[u8; 8]>::try_from(key.as_ref()).map_or(0, u64::from_be_bytes);
            visit(id, value.to_vec())?;
        }
        Ok(())
    }

    /// Adds finished games to the archive in one batch, durably (an import
    /// of games played elsewhere; the benchmarks fill an archive with it).
    fn import_games(&self, games: &[ArchivedGame]) -> Result<(), StoreError> {
        let (mut archive, mut index) = (sled::Batch::default(), sled::Batch::default());
        for game in games {
            archive.insert(&game_key(game.id), serde_json::to_vec(game)?);
            index.insert(index_key(BY_CHANNEL, &game.channel, game.id), &[]);
            for player in [&game.white, &game.black] {
                let owner = player_key(game.platform, &player.id);
                index.insert(index_key(BY_PLAYER, &owner, game.id), &[]);
            }
        }
        self.gate.write_with(|| {
            self.archive.apply_batch(archive)?;
            self.index.apply_batch(index)
        })?;
        self.durable()
    }

    /// How many games the archive holds.
    fn archive_len(&self) -> Result<usize, StoreError> {
        Ok(self.archive.len())
    }
}

impl Sled {
    fn indexed(
        &self,
        kind: u8,
        owner: &str,
        limit: usize,
    ) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        let mut games = Vec::new();
        for entry in self.index.scan_prefix(index_prefix(kind, owner)).rev() {
            let (key, _) = entry?;
            let id = key
                .len()
                .checked_sub(8)
                .and_then(|at| <[u8; 8]>::try_from(&key[at..]).ok())
                .map(u64::from_be_bytes);
            if let Some(id) = id
                && let Some(game) = self.archived(id)?
            {
                games.push((id, game));
            }
            if games.len() >= limit {
                break;
            }
        }
        Ok(games)
    }
}
