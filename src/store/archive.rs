//! The archive of finished games: each under a permanent id (not the room
//! code, which comes back), with who played where and when, how it ended,
//! and its record; indexed by channel and by player for `historial`.

use super::StoreError;
use super::kv::Sled;
use serde::{Deserialize, Serialize};

/// A player of an archived game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchivedPlayer {
    /// Their platform id.
    pub id: String,
    /// Their name then.
    pub name: String,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchivedGame {
    /// The permanent id (from 1).
    pub id: u64,
    /// The room's code then (codes are reused later).
    pub code: String,
    /// The platform's name.
    pub platform: String,
    /// The channel's key (`platform:channel`).
    pub channel: String,
    /// The rule set's name.
    pub variant: String,
    /// The start position.
    pub start: String,
    /// White's player.
    pub white: ArchivedPlayer,
    /// Black's player.
    pub black: ArchivedPlayer,
    /// Unix seconds when the game started.
    pub started: u64,
    /// Unix seconds when it ended.
    pub ended: u64,
    /// `1-0`, `0-1`, `½-½`, or `-` for a game without a result.
    pub result: String,
    /// How it ended: `goals`, `score`, `resigned`, `agreed`, `timeout`,
    /// `expired`, `aborted`.
    pub ending: String,
    /// Goals, White's then Black's.
    pub score: [u8; 2],
    /// Every action, in order.
    pub actions: Vec<String>,
    /// The community it was played in (a Discord server, a Matrix room,
    /// the web site): it is shown only there and to its players. `None`
    /// for games archived before communities were kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub community: Option<String>,
}

/// Key of a game: its id, big-endian so keys sort by id.
pub(super) fn game_key(id: u64) -> [u8; 8] {
    id.to_be_bytes()
}

/// Index key of a game under a channel or a player: `c:`/`p:`, the
/// owner, a 0 byte, the id.
pub(super) fn index_key(kind: u8, owner: &str, id: u64) -> Vec<u8> {
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
pub(super) const BY_CHANNEL: u8 = b'c';
pub(super) const BY_PLAYER: u8 = b'p';

/// A player's index owner: platform and id.
pub fn player_key(platform: &str, id: &str) -> String {
    format!("{platform}:{id}")
}

impl Sled {
    /// A new permanent game id (never reused, also across restarts).
    pub fn next_game_id(&self) -> Result<u64, StoreError> {
        Ok(self.db.generate_id()? + 1)
    }

    /// One archived game, as stored (JSON; [`super::Store`] decodes it).
    pub fn archived(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.archive.get(game_key(id))?.map(|value| value.to_vec()))
    }

    /// The last `limit` games of a channel, newest first, with their ids.
    pub fn channel_games(
        &self,
        channel: &str,
        limit: usize,
    ) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        self.indexed(BY_CHANNEL, channel, limit)
    }

    /// The last `limit` games of a player (`platform`, `id`), newest first.
    pub fn player_games(
        &self,
        owner: &str,
        limit: usize,
    ) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        self.indexed(BY_PLAYER, owner, limit)
    }

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

    /// Every archived game with its id, oldest first (for `export`).
    pub fn all_games(&self) -> impl Iterator<Item = Result<(u64, Vec<u8>), StoreError>> + '_ {
        self.archive.iter().map(|entry| {
            let (key, value) = entry?;
            let id = <[u8; 8]>::try_from(key.as_ref()).map_or(0, u64::from_be_bytes);
            Ok((id, value.to_vec()))
        })
    }

    /// Adds finished games to the archive in one batch, durably (an import
    /// of games played elsewhere; the benchmarks fill an archive with it).
    pub fn import_games(&self, games: &[ArchivedGame]) -> Result<(), StoreError> {
        let (mut archive, mut index) = (sled::Batch::default(), sled::Batch::default());
        for game in games {
            archive.insert(&game_key(game.id), serde_json::to_vec(game)?);
            index.insert(index_key(BY_CHANNEL, &game.channel, game.id), &[]);
            for player in [&game.white, &game.black] {
                let owner = player_key(&game.platform, &player.id);
                index.insert(index_key(BY_PLAYER, &owner, game.id), &[]);
            }
        }
        self.archive.apply_batch(archive)?;
        self.index.apply_batch(index)?;
        self.durable()
    }

    /// How many games the archive holds.
    pub fn archive_len(&self) -> usize {
        self.archive.len()
    }
}
