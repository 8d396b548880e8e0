//! The store: open rooms, the channel index, the actions of open rooms,
//! deadlines, codes, the archive of finished games, settings and
//! tournaments, behind a schema version, in sled (the default, `sled/`;
//! version 1 stores are migrated at open) or PostgreSQL. [`Store`] is the
//! typed face the host uses; `backend.rs` is the contract both backends
//! keep.
//!
//! Every accepted change is saved in one transaction and made durable
//! before the caller answers (in sled, one flush shared by concurrent
//! savers), so an acknowledged move survives the process being killed and
//! is never written twice. sled's flush ends in `sync_file_range`, not
//! `fsync`: a power cut may still lose what the disk had only cached.

mod analyses;
mod archive;
mod backend;
pub mod backup;
mod codes;
pub mod leaderboard;
#[cfg(feature = "postgres")]
mod postgres;
#[cfg(feature = "postgres")]
pub use postgres::with_password;

/// Without PostgreSQL in the build a database password has no URL to go
/// in: refused as the URL itself would be (a build with `--features web`
/// alone still reads the same options).
#[cfg(not(feature = "postgres"))]
pub fn with_password(_address: &str, _password: &str) -> Result<String, StoreError> {
    Err(StoreError::Missing("postgres"))
}
pub mod ratings;
mod redact;
mod relay;
mod save;
mod set_aside;
mod sled;
mod tournaments;
mod whole;

pub use archive::{ArchivedGame, ArchivedPlayer, GameResult, HowEnded, player_key};
pub use codes::CodeUse;
pub use relay::{RELAYED, Relay, RelayLine, Window};
pub use save::{Actions, Closing, Deadline, RoomSave, Withdrawn};
pub use set_aside::{Kind, SetAside};
pub use sled::drop_unfinished_snapshots;

pub use backend::{Backend, RESYNC, UNHEARD};

use ::sled::transaction::TransactionError;
use serde::{Serialize, de::DeserializeOwned};
use std::path::Path;
use std::sync::Arc;
use thiserror::Error;

/// The layout version of the data below; bumped on incompatible changes.
/// Version 1 kept every room ever made; version 2 keeps open rooms, frees
/// closed rooms' codes and archives finished games; version 3 keeps
/// ratings, and the upgrade to it rates the archive once (tournaments came
/// later as a tree and a table of their own, which needs no upgrade);
/// version 4 stores room states without their empty, unset or zero
/// fields, which this bot reads back as defaults and older bots cannot
/// read: the upgrade rewrites nothing, it only keeps older bots out;
/// version 5's rating records keep their first different opponents (a
/// leaderboard needs five), filled from the rating history on upgrade.
pub const SCHEMA_VERSION: u32 = 5;

/// Why the store failed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database itself failed (sled: the disk, corruption, a lock held
    /// by another process); its own words, with no credential in them.
    #[error("database error: {0}")]
    Database(String),
    /// A stored value does not decode.
    #[error("stored data does not decode: {0}")]
    Decode(#[from] serde_json::Error),
    /// The database was written by an incompatible version.
    #[error(
        "the database has layout version {found} and this bot reads 1 to {SCHEMA_VERSION}: \
         a newer futbol-bot wrote it (run that one, or restore a backup taken before it)"
    )]
    Schema {
        /// What the database says.
        found: u32,
    },
    /// PostgreSQL failed (unreachable, a query refused); the message names
    /// the database without its password.
    #[error("PostgreSQL: {0}")]
    Postgres(String),
    /// Another process changed the room since it was read.
    #[error("the room changed meanwhile")]
    Conflict,
    /// The store was built without the backend asked for.
    #[error("this build has no {0} store (build with the `{0}` cargo feature)")]
    Missing(&'static str),
    /// A backup could not be made, read or restored.
    #[error("backup: {0}")]
    Backup(String),
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
            TransactionError::Storage(e) => e.into(),
        }
    }
}

impl From<::sled::Error> for StoreError {
    fn from(error: ::sled::Error) -> StoreError {
        StoreError::Database(error.to_string())
    }
}

/// The store the host keeps everything in: a cheap handle on one backend
/// (sled by default; PostgreSQL with `--database-url`). The typed methods
/// here turn values into the JSON the backends keep.
#[derive(Clone)]
pub struct Store {
    backend: Arc<dyn Backend>,
}

impl Store {
    /// Opens (or creates) the sled store in `dir`, checking its schema
    /// version and migrating a version-1 store to this layout.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        Ok(Store::from_backend(Arc::new(sled::Sled::open(dir)?)))
    }

    /// Connects to the PostgreSQL database at `url` and applies its
    /// migrations; `schema` keeps every table in that schema (tests).
    pub fn connect(url: &str, schema: Option<&str>) -> Result<Store, StoreError> {
        #[cfg(feature = "postgres")]
        return Ok(Store::from_backend(Arc::new(postgres::Postgres::connect(
            url, schema,
        )?)));
        #[cfg(not(feature = "postgres"))]
        {
            let _ = (url, schema);
            Err(StoreError::Missing("postgres"))
        }
    }

    /// A database address without its password, for logs and messages
    /// (see [`redact`]).
    pub fn redacted(url: &str) -> String {
        redact::redacted(url)
    }

    /// A store on any backend.
    pub fn from_backend(backend: Arc<dyn Backend>) -> Store {
        Store { backend }
    }

    /// Saves rooms in one transaction and waits until it is durable.
    /// Timed, and each game it finishes counted, for the operator.
    pub fn save(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
        use crate::telemetry::{GAMES_FINISHED, STORE_COMMIT_SECONDS};
        let started = std::time::Instant::now();
        self.backend.save(saves)?;
        let store = self.backend.name();
        metrics::histogram!(STORE_COMMIT_SECONDS, "store" => store)
            .record(started.elapsed().as_secs_f64());
        for game in saves.iter().filter_map(|s| s.archive.as_ref()) {
            let (variant, ending) = (game.variant.name(), game.ending.name());
            metrics::counter!(GAMES_FINISHED, "game" => variant, "ending" => ending).increment(1);
        }
        Ok(())
    }

    /// Every open room (closed rooms leave the store; their games are in
    /// the archive), so start-up reads only what is live. A room that does
    /// not decode as an `R` is set aside and left out ([`Store::set_aside`]).
    pub fn rooms<R: DeserializeOwned>(&self) -> Result<Vec<(u64, R)>, StoreError> {
        let rooms = self.backend.rooms()?.into_iter();
        Ok(rooms
            .filter_map(|(code, version, value)| {
                Some((version, self.decoded(Kind::Room, &code, value)?))
            })
            .collect())
    }

    /// One open room by code (`None` also for one set aside).
    pub fn room<R: DeserializeOwned>(&self, code: &str) -> Result<Option<R>, StoreError> {
        let value = self.backend.room(code)?;
        Ok(value.and_then(|value| self.decoded(Kind::Room, code, value)))
    }

    /// Whether other processes share this store.
    pub fn shared(&self) -> bool {
        self.backend.shared()
    }

    /// One open room with its version.
    pub fn room_versioned<R: DeserializeOwned>(
        &self,
        code: &str,
    ) -> Result<Option<(u64, R)>, StoreError> {
        let stored = self.backend.room_versioned(code)?;
        Ok(stored
            .and_then(|(version, value)| Some((version, self.decoded(Kind::Room, code, value)?))))
    }

    /// An open room's version (`None`: no such open room).
    pub fn room_version(&self, code: &str) -> Result<Option<u64>, StoreError> {
        self.backend.room_version(code)
    }

    /// The actions of one game of an open room, in order.
    pub fn moves(&self, code: &str, game: u32) -> Result<Vec<String>, StoreError> {
        self.backend.moves(code, game)
    }

    /// The open room of a channel, if any.
    pub fn channel_room(&self, channel: &str) -> Result<Option<String>, StoreError> {
        self.backend.channel_room(channel)
    }

    /// The rooms of platform `tag` whose deadline is at or before `now`,
    /// earliest first: reads only what is due.
    pub fn due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
        self.backend.due(now, tag)
    }

    /// The deadlines due, claimed by this process for a minute (several
    /// processes sweeping one shared store never act on one twice).
    pub fn claim_due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
        self.backend.claim_due(now, tag)
    }

    /// A setting (a channel's language, a user's pings, an adapter note);
    /// one that does not decode as a `T` is set aside and read as absent.
    pub fn setting<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, StoreError> {
        let value = self.backend.setting(key)?;
        Ok(value.and_then(|value| self.decoded(Kind::Setting, key, value)))
    }

    /// Saves a setting durably.
    pub fn save_setting<T: Serialize>(&self, key: &str, value: &T) -> Result<(), StoreError> {
        self.backend.save_setting(key, &serde_json::to_vec(value)?)
    }

    /// Saves a setting durably unless one is there already, then reads
    /// back the one that stands (the first writer's, should two processes
    /// write at once).
    pub fn add_setting<T: Serialize + DeserializeOwned>(
        &self,
        key: &str,
        value: &T,
    ) -> Result<Option<T>, StoreError> {
        self.backend.add_setting(key, &serde_json::to_vec(value)?)?;
        self.setting(key)
    }

    /// Removes settings durably.
    pub fn remove_settings(&self, keys: &[String]) -> Result<(), StoreError> {
        self.backend.remove_settings(keys)
    }

    /// Reserves the first free code among `candidates` for a new room, or
    /// `None` when none is free (the caller says the bot is full).
    pub fn reserve_code(
        &self,
        now: u64,
        candidates: impl IntoIterator<Item = String>,
    ) -> Result<Option<String>, StoreError> {
        self.backend.reserve_code(now, &mut candidates.into_iter())
    }

    /// Gives back a code reserved for a room that was never saved.
    pub fn unreserve_code(&self, code: &str) -> Result<(), StoreError> {
        self.backend.unreserve_code(code)
    }

    /// What the store knows of a code (open, or closed and when it frees).
    pub fn code_use(&self, code: &str) -> Result<Option<CodeUse>, StoreError> {
        self.backend.code_use(code)
    }

    /// Marks codes as held by closed rooms until `free_at` (tests and
    /// benchmarks that need a store with few codes left).
    pub fn hold_codes(&self, codes: &[String], free_at: u64) -> Result<(), StoreError> {
        self.backend.hold_codes(codes, free_at)
    }

    /// A new permanent game id (never reused).
    pub fn next_game_id(&self) -> Result<u64, StoreError> {
        self.backend.next_game_id()
    }

    // The archive's reads (`archived`, `channel_games`, `player_games`,
    // `each_game`) are in [`set_aside`]: they skip games that do not decode.

    /// Adds finished games to the archive in one batch, durably.
    pub fn import_games(&self, games: &[ArchivedGame]) -> Result<(), StoreError> {
        self.backend.import_games(games)
    }

    /// How many games the archive holds.
    pub fn archive_len(&self) -> Result<usize, StoreError> {
        self.backend.archive_len()
    }

    /// Makes everything written so far durable.
    pub fn flush(&self) -> Result<(), StoreError> {
        self.backend.flush()
    }

    /// The codes of rooms that change in a store several processes share,
    /// as they change (`None` for sled, which one process owns).
    pub fn changes(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<String>> {
        self.backend.changes()
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
}
