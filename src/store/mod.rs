//! The sled store: typed trees for rooms, the channel index, move records
//! and channel settings, behind a schema-version check.
//!
//! Every accepted action is saved with its room state in one transaction and
//! flushed before the caller answers, so an acknowledged move survives a
//! crash and is never written twice.

use serde::{Serialize, de::DeserializeOwned};
use sled::Transactional;
use sled::transaction::{ConflictableTransactionError, TransactionError};
use std::path::Path;
use thiserror::Error;

/// The layout version of the data below; bumped on incompatible changes.
pub const SCHEMA_VERSION: u32 = 1;

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
    #[error("the database has schema version {found}, this bot needs {SCHEMA_VERSION}")]
    Schema {
        /// What the database says.
        found: u32,
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
}

/// One room of a [`Store::save_rooms`] batch.
#[derive(Clone, Debug)]
pub struct RoomSave<'a> {
    /// The room's code.
    pub code: &'a str,
    /// Its state, serialised.
    pub value: Vec<u8>,
    /// Its channel's index key.
    pub channel: String,
    /// Whether it still holds its channel.
    pub open: bool,
    /// How its deadline moves.
    pub deadline: Deadline,
}

/// A room's next deadline as a save changes it: the one the store holds
/// (to remove) and the new one, tagged with the room's platform so each
/// platform's sweep reads its own.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    /// The deadline stored so far (unix seconds).
    pub old: Option<u64>,
    /// The deadline from now on.
    pub new: Option<u64>,
    /// The platform's name.
    pub tag: &'static str,
}

impl Deadline {
    /// Moves the room's entry in the deadline index, inside a transaction.
    fn apply(
        &self,
        due: &sled::transaction::TransactionalTree,
        code: &str,
    ) -> Result<(), sled::transaction::UnabortableTransactionError> {
        if let Some(old) = self.old {
            due.remove(deadline_key(old, code))?;
        }
        if let Some(new) = self.new {
            due.insert(deadline_key(new, code), self.tag.as_bytes())?;
        }
        Ok(())
    }
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
    let mut key = code.as_bytes().to_vec();
    key.push(0);
    key.extend_from_slice(&game.to_be_bytes());
    key.extend_from_slice(&ply.to_be_bytes());
    key
}

fn game_prefix(code: &str, game: u32) -> Vec<u8> {
    let mut key = code.as_bytes().to_vec();
    key.push(0);
    key.extend_from_slice(&game.to_be_bytes());
    key
}

impl Store {
    /// Opens (or creates) the store in `dir` and checks its schema version.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        let db = open_db(dir)?;
        let meta = db.open_tree("meta")?;
        match meta.get("schema")? {
            None => {
                meta.insert("schema", &SCHEMA_VERSION.to_be_bytes())?;
            }
            Some(bytes) => {
                let found = <[u8; 4]>::try_from(bytes.as_ref())
                    .map(u32::from_be_bytes)
                    .unwrap_or(0);
                if found != SCHEMA_VERSION {
                    return Err(StoreError::Schema { found });
                }
            }
        }
        Ok(Store {
            rooms: db.open_tree("rooms")?,
            channels: db.open_tree("channels")?,
            moves: db.open_tree("moves")?,
            settings: db.open_tree("settings")?,
            deadlines: db.open_tree("deadlines")?,
            db,
        })
    }

    /// Saves a room, its channel index entry (an open room holds its
    /// channel, a closed one frees it) and its next deadline, durably.
    pub fn save_room<R: Serialize>(
        &self,
        code: &str,
        room: &R,
        channel: &str,
        open: bool,
        deadline: Deadline,
    ) -> Result<(), StoreError> {
        let value = serde_json::to_vec(room)?;
        let save = RoomSave {
            code,
            value,
            channel: channel.to_string(),
            open,
            deadline,
        };
        self.save_rooms(std::slice::from_ref(&save))
    }

    /// Saves several rooms in one transaction and one flush (a sweep over
    /// the deadlines due): all are durable after it, or none.
    pub fn save_rooms(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
        self.stage_rooms(saves)?;
        self.flush()
    }

    fn stage_rooms(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
        (&self.rooms, &self.channels, &self.deadlines).transaction(|(rooms, channels, due)| {
            for save in saves {
                let (code, channel) = (save.code.as_bytes(), save.channel.as_bytes());
                rooms.insert(code, save.value.as_slice())?;
                save.deadline.apply(due, save.code)?;
                if save.open {
                    channels.insert(channel, code)?;
                } else if channels.get(channel)?.as_deref() == Some(code) {
                    channels.remove(channel)?;
                }
            }
            Ok::<_, ConflictableTransactionError<StoreError>>(())
        })?;
        Ok(())
    }

    /// Makes everything written so far durable.
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }

    /// Saves consecutive actions from ply `first` (a turn and the skips
    /// forced after it) with the room state they led to and its next
    /// deadline, in one transaction, durably: all are there after a crash,
    /// or none.
    pub fn save_actions<R: Serialize, A: AsRef<str>>(
        &self,
        code: &str,
        room: &R,
        game: u32,
        first: u32,
        actions: &[A],
        deadline: Deadline,
    ) -> Result<(), StoreError> {
        let value = serde_json::to_vec(room)?;
        (&self.rooms, &self.moves, &self.deadlines).transaction(|(rooms, moves, due)| {
            rooms.insert(code.as_bytes(), value.as_slice())?;
            deadline.apply(due, code)?;
            for (ply, action) in (first..).zip(actions) {
                let key = move_key(code, game, ply);
                moves.insert(key.as_slice(), action.as_ref().as_bytes())?;
            }
            Ok::<_, ConflictableTransactionError<StoreError>>(())
        })?;
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

    /// Every stored room.
    pub fn rooms<R: DeserializeOwned>(&self) -> Result<Vec<R>, StoreError> {
        self.rooms
            .iter()
            .values()
            .map(|value| Ok(serde_json::from_slice(&value?)?))
            .collect()
    }

    /// One room by code.
    pub fn room<R: DeserializeOwned>(&self, code: &str) -> Result<Option<R>, StoreError> {
        match self.rooms.get(code.as_bytes())? {
            Some(value) => Ok(Some(serde_json::from_slice(&value)?)),
            None => Ok(None),
        }
    }

    /// The actions of one game of a room, in order.
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
        self.db.flush()?;
        Ok(())
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

    #[test]
    fn saves_and_reads_back_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let none = Deadline {
            old: None,
            new: None,
            tag: "web",
        };
        store
            .save_room("ABCD", &"state 0", "web:x", true, none)
            .unwrap();
        for (ply, action) in ["e3>c3", "c6-d4", "c3-c4"].iter().enumerate() {
            let state = format!("state {}", ply + 1);
            store
                .save_actions("ABCD", &state, 1, ply as u32, &[action], none)
                .unwrap();
        }
        store
            .save_actions("ABCE", &"other", 1, 0, &["zz"], none)
            .unwrap();
        assert_eq!(store.moves("ABCD", 1).unwrap(), ["e3>c3", "c6-d4", "c3-c4"]);
        assert!(store.moves("ABCD", 2).unwrap().is_empty());
        assert_eq!(
            store.room::<String>("ABCD").unwrap().as_deref(),
            Some("state 3")
        );
        assert_eq!(
            store.channel_room("web:x").unwrap().as_deref(),
            Some("ABCD")
        );
        store
            .save_room("ABCD", &"closed", "web:x", false, none)
            .unwrap();
        assert_eq!(store.channel_room("web:x").unwrap(), None);
        drop(store);
        let again = Store::open(dir.path()).unwrap();
        assert_eq!(again.rooms::<String>().unwrap().len(), 2);
    }

    #[test]
    fn reads_only_the_deadlines_due_and_replaces_them() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let at = |old, new, tag| Deadline { old, new, tag };
        store
            .save_room("AAAA", &1, "web:a", true, at(None, Some(100), "web"))
            .unwrap();
        store
            .save_room("CCCC", &1, "web:c", true, at(None, Some(300), "web"))
            .unwrap();
        store
            .save_room("DDDD", &1, "discord:d", true, at(None, Some(50), "discord"))
            .unwrap();
        assert_eq!(store.due(99, "web").unwrap(), []);
        assert_eq!(store.due(100, "web").unwrap(), [(100, "AAAA".to_string())]);
        store
            .save_room("AAAA", &2, "web:a", true, at(Some(100), Some(400), "web"))
            .unwrap();
        assert_eq!(store.due(300, "web").unwrap(), [(300, "CCCC".to_string())]);
        assert_eq!(
            store.due(1000, "discord").unwrap(),
            [(50, "DDDD".to_string())]
        );
        store
            .save_room("CCCC", &2, "web:c", false, at(Some(300), None, "web"))
            .unwrap();
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
