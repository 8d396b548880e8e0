//! The store's contract: what a backend does, in bytes and plain values,
//! so the host never knows which database it has: sled by default
//! ([`super::sled`]), or PostgreSQL ([`super::postgres`]) for several
//! machines. It is a trait per part (rooms, saves, settings,
//! codes, the archive, ratings, tournaments, the quarantine, the whole
//! contents for a move, lines relayed between processes), so each backend implements each part directly in
//! the file that holds it; [`Backend`] is all of them. [`super::Store`] wraps
//! a backend with the typed, serde-facing methods; it decodes every
//! stored value, so a value that does not decode is set aside in one place
//! for both backends ([`super::set_aside`]).

use super::leaderboard::{Board, BoardQuery};
use super::{ArchivedGame, CodeUse, RoomSave, SetAside, StoreError};

/// Open rooms as the host reads them.
pub trait RoomRecords {
    /// Every open room's code, version (0 where versions are not kept) and
    /// state (JSON).
    fn rooms(&self) -> Result<Vec<(String, u64, Vec<u8>)>, StoreError>;
    /// One open room's state (JSON).
    fn room(&self, code: &str) -> Result<Option<Vec<u8>>, StoreError>;
    /// Whether other processes may change the data (then the host checks
    /// a room's version before trusting its copy).
    fn shared(&self) -> bool {
        false
    }
    /// An open room's version and state; 0 where versions are not kept.
    fn room_versioned(&self, code: &str) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
        Ok(self.room(code)?.map(|state| (0, state)))
    }
    /// An open room's version (`None`: no such open room).
    fn room_version(&self, code: &str) -> Result<Option<u64>, StoreError> {
        Ok(self.room(code)?.map(|_| 0))
    }
    /// The actions of one game of an open room, in order.
    fn moves(&self, code: &str, game: u32) -> Result<Vec<String>, StoreError>;
    /// The open room of a channel.
    fn channel_room(&self, channel: &str) -> Result<Option<String>, StoreError>;
    /// Rooms of platform `tag` whose deadline is at or before `now`.
    fn due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError>;
    /// Like [`RoomRecords::due`], but each deadline is claimed for a while,
    /// so that when several processes sweep one store, each deadline is
    /// acted on by one of them.
    fn claim_due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
        self.due(now, tag)
    }
    /// Makes everything written so far durable.
    fn flush(&self) -> Result<(), StoreError>;
    /// The codes of rooms that change (and `setting:KEY` for settings), as
    /// other processes sharing the store change them (and this one);
    /// `None` for a store nobody shares.
    fn changes(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<String>> {
        None
    }
}

/// The notice a shared store sends each time it starts (or resumes)
/// listening for changes: whatever changed before is not announced, so a
/// cache of the store is emptied whole.
pub const RESYNC: &str = "*";

/// The notice a shared store sends when it stops listening (its
/// connection dropped): changes go unheard until the next [`RESYNC`], so a
/// cache of the store is not to be trusted meanwhile.
pub const UNHEARD: &str = "-";

/// Writing rooms.
pub trait RoomSaves {
    /// Saves rooms in one transaction, durably (see [`RoomSave`]).
    fn save(&self, saves: &[RoomSave]) -> Result<(), StoreError>;
}

/// Settings and notes, as JSON under a key.
pub trait SettingRecords {
    /// A setting (JSON).
    fn setting(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError>;
    /// Saves a setting durably.
    fn save_setting(&self, key: &str, value: &[u8]) -> Result<(), StoreError>;
    /// Saves a setting durably unless one is there already, which is kept
    /// (two processes making the same secret at once agree on one).
    fn add_setting(&self, key: &str, value: &[u8]) -> Result<(), StoreError>;
    /// Removes settings durably.
    fn remove_settings(&self, keys: &[String]) -> Result<(), StoreError>;
}

/// Room codes as a resource.
pub trait CodeRecords {
    /// Reserves the first free code among `candidates`.
    fn reserve_code(
        &self,
        now: u64,
        candidates: &mut dyn Iterator<Item = String>,
    ) -> Result<Option<String>, StoreError>;
    /// Gives back a code reserved for a room that was never saved.
    fn unreserve_code(&self, code: &str) -> Result<(), StoreError>;
    /// What the store knows of a code.
    fn code_use(&self, code: &str) -> Result<Option<CodeUse>, StoreError>;
    /// Marks codes as held by closed rooms until `free_at`.
    fn hold_codes(&self, codes: &[String], free_at: u64) -> Result<(), StoreError>;
}

/// The archive of finished games.
pub trait ArchiveRecords {
    /// A new permanent game id.
    fn next_game_id(&self) -> Result<u64, StoreError>;
    /// One archived game (JSON).
    fn archived(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError>;
    /// The last `limit` games of a channel, newest first: ids and JSON.
    fn channel_games(&self, channel: &str, limit: usize)
    -> Result<Vec<(u64, Vec<u8>)>, StoreError>;
    /// The last `limit` games of a player, newest first: ids and JSON.
    fn player_games(&self, owner: &str, limit: usize) -> Result<Vec<(u64, Vec<u8>)>, StoreError>;
    /// Every archived game's id and JSON, oldest first, one at a time.
    fn each_game(
        &self,
        visit: &mut dyn FnMut(u64, Vec<u8>) -> Result<(), StoreError>,
    ) -> Result<(), StoreError>;
    /// Adds finished games to the archive, durably.
    fn import_games(&self, games: &[ArchivedGame]) -> Result<(), StoreError>;
    /// How many games the archive holds.
    fn archive_len(&self) -> Result<usize, StoreError>;
}

/// Ratings, per rule set and player (written by [`RoomSaves::save`] with a
/// rated game).
pub trait RatingRecords {
    /// A player's record in one game (a `Standing`, JSON).
    fn standing(&self, game: &str, owner: &str) -> Result<Option<Vec<u8>>, StoreError>;
    /// A player's rating changes in one game (`RatingChange`s, JSON),
    /// newest first: at most `limit`, from the one of archived game
    /// `upto` back (`None`: from the newest).
    fn rating_history(
        &self,
        game: &str,
        owner: &str,
        upto: Option<u64>,
        limit: usize,
    ) -> Result<Vec<Vec<u8>>, StoreError>;
    /// A leaderboard.
    fn leaderboard(&self, query: &BoardQuery) -> Result<Board, StoreError>;
}

/// Tournaments: each a value (JSON) under a permanent id, written only
/// over the version it was read at, so two processes (or two games ending
/// at once) never both pair a round or lose each other's result: the
/// second write is a [`StoreError::Conflict`], and its writer reads again.
pub trait TournamentRecords {
    /// A new tournament id (from 1, never reused, above any imported).
    fn next_tournament_id(&self) -> Result<u64, StoreError>;
    /// Writes tournament `id` if it is still at `version` (`None`: it must
    /// not exist yet) and returns its new version; a finished one is kept
    /// but no longer listed as open.
    fn save_tournament(
        &self,
        id: u64,
        version: Option<u64>,
        open: bool,
        value: &[u8],
    ) -> Result<u64, StoreError>;
    /// One tournament: its version and JSON.
    fn tournament(&self, id: u64) -> Result<Option<(u64, Vec<u8>)>, StoreError>;
    /// Every open tournament: id, version and JSON, by id.
    fn open_tournaments(&self) -> Result<Vec<(u64, u64, Vec<u8>)>, StoreError>;
    /// Every tournament, open or not: id, whether open, and JSON (a move
    /// between backends).
    fn all_tournaments(&self) -> Result<Vec<(u64, bool, Vec<u8>)>, StoreError>;
}

/// Records that do not decode, kept aside.
pub trait Quarantine {
    /// Moves a record that does not decode from where it is to the
    /// quarantine, durably, if it still holds the bytes that failed (a
    /// room also leaves the deadline and channel indexes).
    fn set_aside(&self, record: &SetAside) -> Result<(), StoreError>;
    /// Every record set aside, oldest first.
    fn records_set_aside(&self) -> Result<Vec<SetAside>, StoreError>;
}

/// A whole store's contents, for moving it to another backend
/// (`futbol-bot migrate-store`): what the parts above cannot list.
pub trait Contents {
    /// Every setting and note: key and JSON.
    fn all_settings(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError>;
    /// Every code the store knows, open or closed, and its use.
    fn all_codes(&self) -> Result<Vec<(String, CodeUse)>, StoreError>;
    /// Writes codes' uses as they are (another store's), durably.
    fn import_codes(&self, codes: &[(String, CodeUse)]) -> Result<(), StoreError>;
    /// Rates the archive's games that say they were rated, in the order
    /// they ended, into ratings that must be empty (games just imported):
    /// the ratings are what the archive implies. Returns how many.
    fn rate_imported(&self) -> Result<usize, StoreError>;
}

/// One store backend: every part of the contract, said once per backend
/// (`impl Backend for …`). The conformance suite
/// (`tests/postgres/store_contract/`) runs the same cases on each.
pub trait Backend:
    RoomRecords
    + RoomSaves
    + SettingRecords
    + CodeRecords
    + ArchiveRecords
    + RatingRecords
    + TournamentRecords
    + Quarantine
    + Contents
    + super::Relay
    + Send
    + Sync
{
    /// Its name in metrics and messages: `sled` or `postgres`.
    fn name(&self) -> &'static str;

    /// Writes a consistent copy of everything it holds as a backup file
    /// ([`super::backup`]); a store with a backup tool of its own
    /// (PostgreSQL's `pg_dump`) says so instead.
    fn backup(&self, out: &mut dyn std::io::Write) -> Result<(), StoreError>;
}
