//! One bad stored record never stops the bot: a room, archived game,
//! setting or tournament whose bytes do not decode (a bug, a hand edit, a disk fault) is
//! logged, moved out of its tree or table into the `quarantine` (kept
//! with why and when, never deleted, so an operator can look at it or put
//! it back), and read as absent. Start-up, the sweep and `export` go on
//! with everything else.
//!
//! Moving is conditional: a record is set aside only while it still holds
//! the bytes that failed, so a value another process has just rewritten
//! is never taken away. A room set aside also leaves the deadline and
//! channel indexes that point at it (nothing could act on them), but its
//! code stays taken, so no new room is ever given that code.

use super::{ArchivedGame, Store, StoreError};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// What kind of record was set aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// An open room's state (keyed by its code).
    Room,
    /// An archived game (keyed by its id).
    Game,
    /// A setting (keyed by its key).
    Setting,
    /// A tournament (keyed by its id).
    Tournament,
}

impl Kind {
    /// The kind's name, as logs and the PostgreSQL table write it.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Room => "room",
            Kind::Game => "game",
            Kind::Setting => "setting",
            Kind::Tournament => "tournament",
        }
    }

    /// The kind a name stands for (the PostgreSQL table's text column).
    pub fn from_name(name: &str) -> Option<Kind> {
        [Kind::Room, Kind::Game, Kind::Setting, Kind::Tournament]
            .into_iter()
            .find(|kind| kind.name() == name)
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One record set aside: where it was, its bytes as they were, why they
/// did not decode and when it was found, for operators
/// ([`Store::set_aside`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetAside {
    /// Its kind.
    pub kind: Kind,
    /// Its key: a room's code, a game's id, a setting's key.
    pub key: String,
    /// Its stored bytes, unchanged.
    pub bytes: Vec<u8>,
    /// Why they did not decode.
    pub reason: String,
    /// When it was set aside (unix seconds).
    pub at: u64,
}

fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl Store {
    /// Every record set aside so far, oldest first: what an operator
    /// looks at after a warning that one did not decode.
    pub fn set_aside(&self) -> Result<Vec<SetAside>, StoreError> {
        self.backend.records_set_aside()
    }

    /// `bytes`, stored under `key`, as a `T`; when they do not decode,
    /// they are set aside and read as absent.
    pub(super) fn decoded<T: DeserializeOwned>(
        &self,
        kind: Kind,
        key: &str,
        bytes: Vec<u8>,
    ) -> Option<T> {
        match serde_json::from_slice(&bytes) {
            Ok(value) => Some(value),
            Err(error) => {
                self.put_aside(kind, key, bytes, error.to_string());
                None
            }
        }
    }

    /// Logs a record that does not decode and moves it to the quarantine;
    /// a failure to move it is logged too (the record is skipped anyway).
    fn put_aside(&self, kind: Kind, key: &str, bytes: Vec<u8>, reason: String) -> SetAside {
        tracing::warn!("store: {kind} {key} does not decode ({reason}); set aside, skipped");
        let record = SetAside {
            kind,
            key: key.to_string(),
            bytes,
            reason,
            at: unix_now(),
        };
        if let Err(error) = self.backend.set_aside(&record) {
            tracing::error!("store: could not set {kind} {key} aside: {error}");
        }
        record
    }

    /// One archived game (`None` also for one that does not decode).
    pub fn archived(&self, id: u64) -> Result<Option<ArchivedGame>, StoreError> {
        let bytes = self.backend.archived(id)?;
        Ok(bytes.and_then(|bytes| self.decoded(Kind::Game, &id.to_string(), bytes)))
    }

    /// The last `limit` games of a channel, newest first.
    pub fn channel_games(
        &self,
        channel: &str,
        limit: usize,
    ) -> Result<Vec<ArchivedGame>, StoreError> {
        Ok(self.games(self.backend.channel_games(channel, limit)?))
    }

    /// The last `limit` games of a player (`platform`, `id`), newest first.
    pub fn player_games(
        &self,
        platform: crate::ids::Platform,
        id: &str,
        limit: usize,
    ) -> Result<Vec<ArchivedGame>, StoreError> {
        let owner = super::player_key(platform, id);
        Ok(self.games(self.backend.player_games(&owner, limit)?))
    }

    fn games(&self, stored: Vec<(u64, Vec<u8>)>) -> Vec<ArchivedGame> {
        stored
            .into_iter()
            .filter_map(|(id, bytes)| self.decoded(Kind::Game, &id.to_string(), bytes))
            .collect()
    }

    /// Visits every archived game, oldest first (for `export`), and
    /// returns the games it set aside on the way because they do not
    /// decode (the walk goes on past them).
    pub fn each_game(
        &self,
        mut visit: impl FnMut(ArchivedGame) -> Result<(), StoreError>,
    ) -> Result<Vec<SetAside>, StoreError> {
        let mut skipped = Vec::new();
        self.backend
            .each_game(&mut |id, bytes| match serde_json::from_slice(&bytes) {
                Ok(game) => visit(game),
                Err(error) => {
                    let key = id.to_string();
                    skipped.push(self.put_aside(Kind::Game, &key, bytes, error.to_string()));
                    Ok(())
                }
            })?;
        Ok(skipped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::sled::{Sled, archive::game_key};
    use crate::store::{Deadline, RoomSave};

    #[test]
    fn a_bad_room_game_and_setting_are_set_aside_and_read_as_absent() {
        let dir = tempfile::tempdir().unwrap();
        let sled = std::sync::Arc::new(Sled::open(dir.path()).unwrap());
        let store = Store::from_backend(sled.clone());
        let at = Deadline {
            old: None,
            new: Some(100),
            tag: "web",
        };
        for code in ["GOOD", "BADD"] {
            let save = RoomSave::state(code, &"a room", format!("web:{code}"), at).unwrap();
            store.save(&[save]).unwrap();
        }
        store.save_setting("pings:x", &true).unwrap();
        sled.rooms.insert("BADD", b"{not json".as_slice()).unwrap();
        sled.archive
            .insert(game_key(7), b"{\"x\":1}".as_slice())
            .unwrap();
        sled.settings
            .insert("pings:x", b"maybe".as_slice())
            .unwrap();

        let rooms = store.rooms::<String>().unwrap();
        assert_eq!(rooms, [(0, "a room".to_string())], "the good room only");
        assert_eq!(store.archived(7).unwrap(), None);
        assert_eq!(store.setting::<bool>("pings:x").unwrap(), None);
        let aside = store.set_aside().unwrap();
        let found: Vec<(Kind, &str, &[u8])> = aside
            .iter()
            .map(|r| (r.kind, r.key.as_str(), r.bytes.as_slice()))
            .collect();
        assert_eq!(
            found,
            [
                (Kind::Room, "BADD", b"{not json".as_slice()),
                (Kind::Game, "7", b"{\"x\":1}".as_slice()),
                (Kind::Setting, "pings:x", b"maybe".as_slice()),
            ]
        );
        assert!(aside.iter().all(|r| !r.reason.is_empty() && r.at > 0));
        // Gone from where they were, and from the indexes naming the room.
        assert_eq!(store.room::<String>("BADD").unwrap(), None);
        assert_eq!(store.due(1000, "web").unwrap(), [(100, "GOOD".to_string())]);
        assert_eq!(store.channel_room("web:BADD").unwrap(), None);
        // Read again: nothing more is set aside.
        store.rooms::<String>().unwrap();
        assert_eq!(store.set_aside().unwrap().len(), 3);
    }
}
