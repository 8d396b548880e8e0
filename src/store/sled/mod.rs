//! The sled store, the default: trees for open rooms, the channel index,
//! the actions of open rooms, deadlines, codes, the archive of finished
//! games, settings and the records set aside, behind a schema version.
//! Each file here implements one part of the store's contract
//! ([`super::backend`]) directly: rooms and settings here, saves, codes,
//! the archive and the quarantine in files of their own.

pub(crate) mod archive;
mod backup;
mod behind;
mod codes;
mod commit;
mod copy;
mod leftovers;
mod migrate;
mod opponents;
mod ordered;
mod rate_archive;
mod ratings;
mod save;
mod set_aside;
mod tournaments;

pub use backup::restore;
pub use leftovers::drop_unfinished_snapshots;

use super::backend::{Backend, RoomRecords, SettingRecords};
use super::leaderboard::Table;
use super::{SCHEMA_VERSION, StoreError};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// The sled database and its trees: the default store.
#[derive(Clone)]
pub struct Sled {
    pub(super) db: sled::Db,
    pub(super) rooms: sled::Tree,
    pub(super) channels: sled::Tree,
    pub(super) moves: sled::Tree,
    pub(super) settings: sled::Tree,
    pub(super) deadlines: sled::Tree,
    pub(super) codes: sled::Tree,
    pub(super) archive: sled::Tree,
    pub(super) index: sled::Tree,
    /// Players' records (`Standing`s), under [`rating_key`].
    pub(super) ratings: sled::Tree,
    /// Players' rating changes, under their record's key and the game.
    pub(super) rating_history: sled::Tree,
    /// The leaderboards: every record, in order (made at open).
    pub(super) leaders: Arc<Mutex<Table>>,
    /// Records that did not decode, under a sequence number.
    pub(super) quarantine: sled::Tree,
    /// Tournaments, under their id (big-endian): version, open, JSON.
    pub(super) tournaments: sled::Tree,
    commit: Arc<commit::GroupCommit>,
    /// What every write holds and a backup takes alone.
    gate: Arc<backup::Gate>,
    /// Rated games' records on their way to the trees.
    writer: Arc<behind::Writer>,
}

/// Key of a deadline: when (big-endian, so keys sort by time), then the
/// room code.
pub(super) fn deadline_key(at: u64, code: &str) -> Vec<u8> {
    let mut key = at.to_be_bytes().to_vec();
    key.extend_from_slice(code.as_bytes());
    key
}

/// Key of a rating: the rule set, a 0 byte, the player's index owner.
pub(super) fn rating_key(variant: &str, owner: &str) -> Vec<u8> {
    let mut key = variant.as_bytes().to_vec();
    key.push(0);
    key.extend_from_slice(owner.as_bytes());
    key
}

/// Key of one move: room code, game number, ply; sorts in play order.
pub(super) fn move_key(code: &str, game: u32, ply: u32) -> Vec<u8> {
    let mut key = game_prefix(code, game);
    key.extend_from_slice(&ply.to_be_bytes());
    key
}

pub(super) fn game_prefix(code: &str, game: u32) -> Vec<u8> {
    let mut key = game_prefix_of(code);
    key.extend_from_slice(&game.to_be_bytes());
    key
}

/// The prefix of every move of a room's games.
pub(super) fn game_prefix_of(code: &str) -> Vec<u8> {
    let mut key = code.as_bytes().to_vec();
    key.push(0);
    key
}

impl Sled {
    /// Opens (or creates) the store in `dir`, checks its schema version and
    /// migrates a version-1 store to this layout.
    pub fn open(dir: &Path) -> Result<Sled, StoreError> {
        let db = open_db(dir)?;
        let meta = db.open_tree("meta")?;
        let found = meta.get("schema")?.map(|bytes| {
            <[u8; 4]>::try_from(bytes.as_ref())
                .map(u32::from_be_bytes)
                .unwrap_or(0)
        });
        let (ratings, rating_history, index) = (
            db.open_tree("ratings")?,
            db.open_tree("rating_history")?,
            db.open_tree("index")?,
        );
        let (commit, gate, leaders) = (Arc::default(), Arc::default(), Arc::default());
        let trees = [&ratings, &rating_history, &index];
        let writer = behind::Writer::start(&db, trees, (&gate, &leaders))?;
        let store = Sled {
            rooms: db.open_tree("rooms")?,
            channels: db.open_tree("channels")?,
            moves: db.open_tree("moves")?,
            settings: db.open_tree("settings")?,
            deadlines: db.open_tree("deadlines")?,
            codes: db.open_tree("codes")?,
            archive: db.open_tree("archive")?,
            index,
            ratings,
            rating_history,
            leaders,
            quarantine: db.open_tree("quarantine")?,
            tournaments: db.open_tree("tournaments")?,
            commit,
            gate,
            writer: Arc::new(writer),
            db,
        };
        match found {
            None => {}
            Some(SCHEMA_VERSION) => {}
            Some(1) => {
                store.migrate_from_1()?;
                store.rate_archive(&meta)?;
            }
            Some(2) => store.rate_archive(&meta)?,
            // Version 3's states read as they are; its records and
            // version 4's get their opponents.
            Some(3 | 4) => store.fill_opponents()?,
            Some(found) => return Err(StoreError::Schema { found }),
        }
        if found != Some(SCHEMA_VERSION) {
            meta.insert("schema", &SCHEMA_VERSION.to_be_bytes())?;
            store.flush()?;
        }
        store.rate_marked()?;
        store.drop_stray_deadlines()?;
        *store.leaders.lock().map_err(|_| StoreError::Conflict)? =
            Sled::leaders_from_disk(&store.ratings)?;
        Ok(store)
    }

    /// Makes everything written so far durable, sharing the flush with
    /// concurrent callers.
    pub fn durable(&self) -> Result<(), StoreError> {
        self.commit.durable(|| self.db.flush().map(|_| ()))?;
        Ok(())
    }
}

impl RoomRecords for Sled {
    /// Makes everything written so far durable (one flush of its own).
    fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }

    /// The rooms of platform `tag` whose deadline is at or before `now`,
    /// earliest first: reads only what is due.
    fn due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
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

    /// Every open room's code and state.
    /// (sled keeps no versions: one process owns it.)
    fn rooms(&self) -> Result<Vec<(String, u64, Vec<u8>)>, StoreError> {
        self.rooms
            .iter()
            .map(|entry| {
                let (code, value) = entry?;
                let code = String::from_utf8_lossy(&code).into_owned();
                Ok((code, 0, value.to_vec()))
            })
            .collect()
    }

    /// One open room's state.
    fn room(&self, code: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.rooms.get(code.as_bytes())?.map(|v| v.to_vec()))
    }

    /// The actions of one game of an open room, in order: those its state
    /// counts (a save written in order may have stopped after writing
    /// more, `ordered.rs`).
    fn moves(&self, code: &str, game: u32) -> Result<Vec<String>, StoreError> {
        let counted = self.counted(code, game)?.unwrap_or(usize::MAX);
        self.moves
            .scan_prefix(game_prefix(code, game))
            .values()
            .take(counted)
            .map(|value| Ok(String::from_utf8_lossy(&value?).into_owned()))
            .collect()
    }

    /// The open room of a channel, if any.
    fn channel_room(&self, channel: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .channels
            .get(channel.as_bytes())?
            .map(|v| String::from_utf8_lossy(&v).into_owned()))
    }
}

impl SettingRecords for Sled {
    /// A setting's value.
    fn setting(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.settings.get(key.as_bytes())?.map(|v| v.to_vec()))
    }

    /// Saves a setting durably.
    fn save_setting(&self, key: &str, value: &[u8]) -> Result<(), StoreError> {
        self.gate
            .write_with(|| self.settings.insert(key.as_bytes(), value))?;
        self.durable()
    }

    /// Saves a setting durably unless it is there already (then keeps it).
    fn add_setting(&self, key: &str, value: &[u8]) -> Result<(), StoreError> {
        let none: Option<&[u8]> = None;
        // Err(CompareAndSwapError): another value was there first; kept.
        let _ = self.gate.write_with(|| {
            self.settings
                .compare_and_swap(key.as_bytes(), none, Some(value))
        })?;
        self.durable()
    }

    /// Removes settings durably.
    fn remove_settings(&self, keys: &[String]) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        for key in keys {
            batch.remove(key.as_bytes());
        }
        self.gate.write_with(|| self.settings.apply_batch(batch))?;
        self.durable()
    }
}

/// One process owns a sled store: there is no one to relay lines to.
impl super::Relay for Sled {}

impl Backend for Sled {
    fn name(&self) -> &'static str {
        "sled"
    }

    fn backup(&self, out: &mut dyn std::io::Write) -> Result<(), StoreError> {
        self.write_backup(out)
    }
}

/// Opens the sled database, waiting up to 2.5 s for its file lock: sled's
/// background flusher keeps the lock for a moment after the last handle is
/// dropped, so a store reopened at once (an in-process restart, or a
/// supervisor restarting the bot) would otherwise fail now and then. What
/// a kill left half-written goes first (`leftovers.rs`), only when the
/// lock is free: never from under a sled that is running.
fn open_db(dir: &Path) -> Result<sled::Db, sled::Error> {
    if wait_for_lock(&dir.join("db")) {
        drop_unfinished_snapshots(dir);
    }
    sled::open(dir)
}

/// Waits while another handle holds the exclusive lock that sled takes on
/// its `db` file, and says whether it is free (or there is no database
/// yet). sled reports a held lock only as text, so this asks the lock
/// itself (the same `flock`), whose answer is the typed `WouldBlock`.
fn wait_for_lock(path: &Path) -> bool {
    let Ok(file) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
    else {
        return true; // a new database: nothing holds it
    };
    for _ in 0..25 {
        match file.try_lock() {
            Ok(()) => {
                let _ = file.unlock();
                return true;
            }
            Err(std::fs::TryLockError::WouldBlock) => {
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            Err(std::fs::TryLockError::Error(_)) => return false,
        }
    }
    false
}

/// The layout version: what opens, what is refused.
#[cfg(test)]
mod layout_tests {
    use crate::store::{Deadline, RoomSave, SCHEMA_VERSION, Store, StoreError};
    use std::path::Path;

    /// Marks the sled store in `dir` (closed) as of layout `version`.
    fn mark_layout(dir: &Path, version: u32) {
        let db = ::sled::open(dir).unwrap();
        db.open_tree("meta")
            .unwrap()
            .insert("schema", &version.to_be_bytes())
            .unwrap();
        db.flush().unwrap();
    }

    #[test]
    fn refuses_another_schema_version() {
        let dir = tempfile::tempdir().unwrap();
        mark_layout(dir.path(), 99);
        assert!(matches!(
            Store::open(dir.path()),
            Err(StoreError::Schema { found: 99 })
        ));
    }

    /// A version-3 store (states with every field written out) opens,
    /// keeps its room, and is marked the current version, which an older
    /// bot refuses.
    #[test]
    fn a_version_3_store_opens_and_becomes_current() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = Store::open(dir.path()).unwrap();
            let state = serde_json::json!({ "old": "form", "spectators": [] });
            let save =
                RoomSave::state("ABCD", &state, "web:c".into(), Deadline::none("web")).unwrap();
            store.save(&[save]).unwrap();
        }
        std::thread::sleep(std::time::Duration::from_millis(300));
        mark_layout(dir.path(), 3);
        std::thread::sleep(std::time::Duration::from_millis(300));
        let store = Store::open(dir.path()).expect("a version-3 store opens");
        let room: Option<serde_json::Value> = store.room("ABCD").unwrap();
        assert_eq!(room.expect("its room")["old"], "form");
        drop(store);
        std::thread::sleep(std::time::Duration::from_millis(300));
        let db = ::sled::open(dir.path()).unwrap();
        let schema = db.open_tree("meta").unwrap().get("schema").unwrap();
        assert_eq!(schema.as_deref(), Some(&SCHEMA_VERSION.to_be_bytes()[..]));
        assert_eq!(SCHEMA_VERSION, 5);
    }
}
