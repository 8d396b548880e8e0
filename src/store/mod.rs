//! The sled store: typed trees for open rooms, the channel index, the
//! actions of open rooms, deadlines, codes, the archive of finished games
//! and channel settings, behind a schema version (version 1 stores are
//! migrated at open; see [`migrate`]).
//!
//! Every accepted change is saved in one transaction and made durable
//! before the caller answers (one flush shared by concurrent savers, see
//! [`commit`]), so an acknowledged move survives the process being killed
//! and is never written twice. sled's flush ends in `sync_file_range`, not
//! `fsync`: a power cut may still lose what the disk had only cached.

mod archive;
mod codes;
mod commit;
mod migrate;
mod save;

pub use archive::{ArchivedGame, ArchivedPlayer, player_key};
pub use codes::CodeUse;
pub use save::{Actions, Closing, Deadline, RoomSave};

use serde::{Serialize, de::DeserializeOwned};
use sled::transaction::TransactionError;
use std::path::Path;
use std::sync::Arc;
use thiserror::Error;

/// The layout version of the data below; bumped on incompatible changes.
/// Version 1 kept every room ever made; version 2 keeps open rooms, frees
/// closed rooms' codes and archives finished games.
pub const SCHEMA_VERSION: u32 = 2;

/// Why the store failed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// sled itself failed (disk, corruption, a lock held by another process).
    #[error("database error: {0}")]
    Sled(#[from] sled::Error),
    /// A stored value does not decode.
    #[error("stored data does not decode: {0}")]
    Decode(#[from] serde_json::Error),
    /// The database was written by an incompatible version.
    #[error("the database has schema version {found}, this bot reads 1 to {SCHEMA_VERSION}")]
    Schema {
        /// What the database says.
        found: u32,
    },
    /// A version-1 room could not be migrated.
    #[error("migrating room {code}: {reason}")]
    Migration {
        /// The room.
        code: String,
        /// Why.
        reason: String,
    },
}

impl From<TransactionError<StoreError>> for StoreError {
    fn from(error: TransactionError<StoreError>) -> StoreError {
        match error {
            TransactionError::Abort(e) => e,
            TransactionError::Storage(e) => StoreError::Sled(e),
        }
    }
}

/// The database and its trees.
#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    rooms: sled::Tree,
    channels: sled::Tree,
    moves: sled::Tree,
    settings: sled::Tree,
    deadlines: sled::Tree,
    codes: sled::Tree,
    archive: sled::Tree,
    index: sled::Tree,
    commit: Arc<commit::GroupCommit>,
}

/// Key of a deadline: when (big-endian, so keys sort by time), then the
/// room code.
fn deadline_key(at: u64, code: &str) -> Vec<u8> {
    let mut key = at.to_be_bytes().to_vec();
    key.extend_from_slice(code.as_bytes());
    key
}

/// Key of one move: room code, game number, ply; sorts in play order.
fn move_key(code: &str, game: u32, ply: u32) -> Vec<u8> {
    let mut key = game_prefix(code, game);
    key.extend_from_slice(&ply.to_be_bytes());
    key
}

fn game_prefix(code: &str, game: u32) -> Vec<u8> {
    let mut key = game_prefix_of(code);
    key.extend_from_slice(&game.to_be_bytes());
    key
}

/// The prefix of every move of a room's games.
fn game_prefix_of(code: &str) -> Vec<u8> {
    let mut key = code.as_bytes().to_vec();
    key.push(0);
    key
}

impl Store {
    /// Opens (or creates) the store in `dir`, checks its schema version and
    /// migrates a version-1 store to this layout.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        let db = open_db(dir)?;
        let meta = db.open_tree("meta")?;
        let found = meta.get("schema")?.map(|bytes| {
            <[u8; 4]>::try_from(bytes.as_ref())
                .map(u32::from_be_bytes)
                .unwrap_or(0)
        });
        let store = Store {
            rooms: db.open_tree("rooms")?,
            channels: db.open_tree("channels")?,
            moves: db.open_tree("moves")?,
            settings: db.open_tree("settings")?,
            deadlines: db.open_tree("deadlines")?,
            codes: db.open_tree("codes")?,
            archive: db.open_tree("archive")?,
            index: db.open_tree("index")?,
            commit: Arc::default(),
            db,
        };
        match found {
            None => {}
            Some(SCHEMA_VERSION) => return Ok(store),
            Some(1) => store.migrate_from_1()?,
            Some(found) => return Err(StoreError::Schema { found }),
        }
        meta.insert("schema", &SCHEMA_VERSION.to_be_bytes())?;
        store.flush()?;
        Ok(store)
    }

    /// Makes everything written so far durable, sharing the flush with
    /// concurrent callers.
    pub fn durable(&self) -> Result<(), StoreError> {
        self.commit.durable(|| self.db.flush().map(|_| ()))?;
        Ok(())
    }

    /// Makes everything written so far durable (one flush of its own).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }

    /// The rooms of platform `tag` whose deadline is at or before `now`,
    /// earliest first: reads only what is due.
    pub fn due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
        let end = deadline_key(now, "\u{7f}\u{7f}\u{7f}\u{7f}");
        let mut due = Vec::new();
        for entry in self.deadlines.range(..=end) {
            let (key, value) = entry?;
            if value.as_ref() != tag.as_bytes() {
                continue;
            }
            let (at, code) = key.split_at(8.min(key.len()));
            let at = <[u8; 8]>::try_from(at).map(u64::from_be_bytes).unwrap_or(0);
            due.push((at, String::from_utf8_lossy(code).into_owned()));
        }
        Ok(due)
    }

    /// Every open room (closed rooms leave the store; their games are in
    /// the archive), so start-up reads only what is live.
    pub fn rooms<R: DeserializeOwned>(&self) -> Result<Vec<R>, StoreError> {
        self.rooms
            .iter()
            .values()
            .map(|value| Ok(serde_json::from_slice(&value?)?))
            .collect()
    }

    /// One open room by code.
    pub fn room<R: DeserializeOwned>(&self, code: &str) -> Result<Option<R>, StoreError> {
        match self.rooms.get(code.as_bytes())? {
            Some(value) => Ok(Some(serde_json::from_slice(&value)?)),
            None => Ok(None),
        }
    }

    /// The actions of one game of an open room, in order.
    pub fn moves(&self, code: &str, game: u32) -> Result<Vec<String>, StoreError> {
        self.moves
            .scan_prefix(game_prefix(code, game))
            .values()
            .map(|value| Ok(String::from_utf8_lossy(&value?).into_owned()))
            .collect()
    }

    /// The open room of a channel, if any.
    pub fn channel_room(&self, channel: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .channels
            .get(channel.as_bytes())?
            .map(|v| String::from_utf8_lossy(&v).into_owned()))
    }

    /// A channel's settings.
    pub fn setting<T: DeserializeOwned>(&self, channel: &str) -> Result<Option<T>, StoreError> {
        match self.settings.get(channel.as_bytes())? {
            Some(value) => Ok(Some(serde_json::from_slice(&value)?)),
            None => Ok(None),
        }
    }

    /// Saves a channel's settings durably.
    pub fn save_setting<T: Serialize>(&self, channel: &str, value: &T) -> Result<(), StoreError> {
        self.settings
            .insert(channel.as_bytes(), serde_json::to_vec(value)?)?;
        self.durable()
    }

    /// Removes settings durably.
    pub fn remove_settings(&self, keys: &[String]) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        for key in keys {
            batch.remove(key.as_bytes());
        }
        self.settings.apply_batch(batch)?;
        self.durable()
    }
}

/// Opens the sled database, waiting up to 2.5 s for its file lock: sled's
/// background flusher keeps the lock for a moment after the last handle is
/// dropped, so a store reopened at once (an in-process restart, or a
/// supervisor restarting the bot) would otherwise fail now and then.
fn open_db(dir: &Path) -> Result<sled::Db, sled::Error> {
    wait_for_lock(&dir.join("db"));
    sled::open(dir)
}

/// Waits while another handle holds the exclusive lock that sled takes on
/// its `db` file. sled reports a held lock only as text, so this asks the
/// lock itself (the same `flock`), whose answer is the typed `WouldBlock`.
fn wait_for_lock(path: &Path) {
    let Ok(file) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
    else {
        return; // a new database: nothing holds it
    };
    for _ in 0..25 {
        match file.try_lock() {
            Ok(()) => {
                let _ = file.unlock();
                return;
            }
            Err(std::fs::TryLockError::WouldBlock) => {
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            Err(std::fs::TryLockError::Error(_)) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open_save<'a>(
        code: &'a str,
        state: &str,
        channel: &str,
        deadline: Deadline,
    ) -> RoomSave<'a> {
        RoomSave::state(code, &state, channel.to_string(), deadline).unwrap()
    }

    #[test]
    fn saves_and_reads_back_in_order_and_a_closed_room_leaves() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let none = Deadline::none("web");
        store
            .save(&[open_save("ABCD", "state 0", "web:x", none)])
            .unwrap();
        let moves = ["e3>c3", "c6-d4", "c3-c4"].map(String::from);
        for ply in 0..3 {
            let mut save = open_save("ABCD", &format!("state {}", ply + 1), "web:x", none);
            save.actions = Some(Actions {
                game: 1,
                first: ply as u32,
                list: &moves[ply..ply + 1],
            });
            store.save(&[save]).unwrap();
        }
        assert_eq!(store.moves("ABCD", 1).unwrap(), moves);
        assert!(store.moves("ABCD", 2).unwrap().is_empty());
        assert_eq!(
            store.room::<String>("ABCD").unwrap().as_deref(),
            Some("state 3")
        );
        assert_eq!(
            store.channel_room("web:x").unwrap().as_deref(),
            Some("ABCD")
        );
        let mut close = open_save("ABCD", "closed", "web:x", none);
        close.closing = Some(Closing {
            free_at: 100,
            games: vec![7],
        });
        store.save(&[close]).unwrap();
        assert_eq!(store.channel_room("web:x").unwrap(), None);
        assert_eq!(store.room::<String>("ABCD").unwrap(), None);
        assert!(store.moves("ABCD", 1).unwrap().is_empty(), "its moves left");
        let used = store.code_use("ABCD").unwrap().unwrap();
        assert_eq!((used.open, used.free_at, used.games), (false, 100, vec![7]));
        drop(store);
        let again = Store::open(dir.path()).unwrap();
        assert!(again.rooms::<String>().unwrap().is_empty());
    }

    #[test]
    fn a_code_is_reserved_once_and_freed_after_its_grace() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let codes = || ["AAAA", "CCCC"].map(String::from);
        assert_eq!(
            store.reserve_code(0, codes()).unwrap().as_deref(),
            Some("AAAA")
        );
        assert_eq!(
            store.reserve_code(0, codes()).unwrap().as_deref(),
            Some("CCCC")
        );
        assert_eq!(store.reserve_code(0, codes()).unwrap(), None, "full");
        store.hold_codes(&["AAAA".into()], 50).unwrap();
        assert_eq!(
            store.reserve_code(49, codes()).unwrap(),
            None,
            "in its grace"
        );
        assert_eq!(
            store.reserve_code(50, codes()).unwrap().as_deref(),
            Some("AAAA")
        );
    }

    #[test]
    fn reads_only_the_deadlines_due_and_replaces_them() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let at = |old, new, tag| Deadline { old, new, tag };
        let save = |code: &str, channel: &str, deadline| {
            store
                .save(&[open_save(code, "x", channel, deadline)])
                .unwrap()
        };
        save("AAAA", "web:a", at(None, Some(100), "web"));
        save("CCCC", "web:c", at(None, Some(300), "web"));
        save("DDDD", "discord:d", at(None, Some(50), "discord"));
        assert_eq!(store.due(99, "web").unwrap(), []);
        assert_eq!(store.due(100, "web").unwrap(), [(100, "AAAA".to_string())]);
        save("AAAA", "web:a", at(Some(100), Some(400), "web"));
        assert_eq!(store.due(300, "web").unwrap(), [(300, "CCCC".to_string())]);
        assert_eq!(
            store.due(1000, "discord").unwrap(),
            [(50, "DDDD".to_string())]
        );
        save("CCCC", "web:c", at(Some(300), None, "web"));
        assert_eq!(store.due(1000, "web").unwrap(), [(400, "AAAA".to_string())]);
    }

    #[test]
    fn refuses_another_schema_version() {
        let dir = tempfile::tempdir().unwrap();
        {
            let db = sled::open(dir.path()).unwrap();
            db.open_tree("meta")
                .unwrap()
                .insert("schema", &99u32.to_be_bytes())
                .unwrap();
            db.flush().unwrap();
        }
        assert!(matches!(
            Store::open(dir.path()),
            Err(StoreError::Schema { found: 99 })
        ));
    }
}
