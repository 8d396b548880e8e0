//! The room registry: every open room this process holds (in memory, or
//! cold as who sits where), the channel each is in, the rooms that closed
//! lately, and how a changed room is saved. It owns these collections, so
//! they stay in step in one place ([`Rooms::forget`]); the game flow asks
//! it for a room and hands it the room back to save.
//!
//! Finding a room, when other processes may share the store. With sled
//! the host owns its data: every open room is in memory from the start,
//! or cold and read at its first lookup (`cold.rs`).
//! With a shared store (PostgreSQL) another process may have created,
//! changed or closed a room since this one read it, so a lookup checks
//! the room's version in the store and reads the room again when it
//! moved, unless the store's notices say the room held is current
//! (`fresh.rs`); a room or channel not in memory is looked for in the
//! store.

pub(in crate::host) mod closed;
pub(in crate::host) mod cold;
pub(in crate::host) mod follow;
pub(in crate::host) mod fresh;
pub(in crate::host) mod persist;

use super::prefs::Communities;
use super::room::{Room, RoomState};
use crate::community::settings::Settings;
use crate::host::config::WallClock;
use crate::host::message::{Request, channel_key};
use crate::ids::{ChannelKey, Platform, RoomCode};
use crate::store::{Store, StoreError};
use crate::telemetry::ROOM_LOOKUPS;
use cold::Seated;
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

/// How long rooms and their codes last.
#[derive(Clone, Copy, Debug)]
pub(in crate::host) struct Lifetimes {
    /// Seconds without an accepted action after which a room closes.
    pub ttl_seconds: u64,
    /// Seconds a closed room's code stays taken.
    pub code_grace_seconds: u64,
}

/// The open rooms of this process, their channels, and their saving.
pub(in crate::host) struct Rooms {
    store: Store,
    clock: WallClock,
    lifetimes: Lifetimes,
    open: Mutex<HashMap<RoomCode, Arc<Mutex<Room>>>>,
    /// Open rooms not read yet, as who sits where (`cold.rs`).
    cold: cold::ColdRooms,
    /// The rooms that closed lately, for the pages still showing them.
    closed: closed::ClosedRooms,
    channels: Mutex<HashMap<ChannelKey, RoomCode>>,
    /// The adapters' notes about a room go when it closes.
    settings: Arc<Settings>,
    /// Where the store's room-change notices go (see `follow.rs`).
    followers: follow::Followers,
    /// Which rooms held here a shared store's notices say are current.
    fresh: Arc<fresh::Freshness>,
    /// Tournaments whose boards ended since they were last moved on, by
    /// the platform whose adapter moves them on.
    ended_boards: Mutex<HashMap<Platform, BTreeSet<u64>>>,
    /// How many times a room was looked up: what a request costs, for
    /// the tests that count it.
    lookups: AtomicU64,
}

impl Rooms {
    /// Loads every open room of `store` (rooms nobody is waiting on stay
    /// cold) and the communities of their channels.
    pub(super) fn load(
        store: Store,
        clock: WallClock,
        lifetimes: Lifetimes,
        settings: Arc<Settings>,
    ) -> Result<(Rooms, Communities), StoreError> {
        let cold::Loaded {
            rooms,
            cold,
            channels,
            communities,
        } = cold::load(&store)?;
        let fresh = Arc::default();
        let followers = follow::follow(&store, &settings, &fresh);
        let rooms = Rooms {
            store,
            clock,
            lifetimes,
            open: Mutex::new(rooms),
            cold: Mutex::new(cold),
            closed: Default::default(),
            channels: Mutex::new(channels),
            settings,
            followers,
            fresh,
            ended_boards: Mutex::default(),
            lookups: AtomicU64::new(0),
        };
        Ok((rooms, communities))
    }

    /// The store everything is kept in.
    pub(super) fn store(&self) -> &Store {
        &self.store
    }

    /// How many times a room was looked up since start (see `lookups`).
    #[cfg(feature = "test-hooks")]
    pub(super) fn lookups(&self) -> u64 {
        self.lookups.load(Ordering::Relaxed)
    }

    /// Every room held in memory.
    pub(super) fn snapshot(&self) -> Vec<Arc<Mutex<Room>>> {
        self.open
            .lock()
            .map(|r| r.values().cloned().collect())
            .unwrap_or_default()
    }

    /// The state of an open room.
    pub(super) fn state(&self, code: RoomCode) -> Option<RoomState> {
        let room = self.room(code)?;
        let room = room.lock().ok()?;
        Some(room.state.clone())
    }

    /// Whether room `code` is open here (in memory or cold), without
    /// looking it up: a room this process just closed is not.
    pub(super) fn holds(&self, code: RoomCode) -> bool {
        let held = self
            .open
            .lock()
            .is_ok_and(|rooms| rooms.contains_key(&code));
        held || self.cold.lock().is_ok_and(|cold| cold.contains_key(&code))
    }

    /// How many rooms are open, in memory or cold.
    pub(super) fn count(&self) -> usize {
        let held = self.open.lock().map_or(0, |rooms| rooms.len());
        held + self.cold.lock().map_or(0, |cold| cold.len())
    }

    /// A closed room as it closed, while it is still kept.
    pub(super) fn closed(&self, code: RoomCode) -> Option<Room> {
        self.closed.get(code)
    }

    /// Claims `key` for the room `code` being made: `false` when the
    /// channel has a room already.
    pub(super) fn claim_channel(&self, key: &ChannelKey, code: RoomCode) -> bool {
        match self.channels.lock() {
            Ok(mut channels) if !channels.contains_key(key) => {
                channels.insert(key.clone(), code);
                true
            }
            _ => false,
        }
    }

    /// Gives up a channel claimed for a room that could not be saved.
    pub(super) fn release_channel(&self, key: &ChannelKey) {
        if let Ok(mut channels) = self.channels.lock() {
            channels.remove(key);
        }
    }

    /// Puts `code` under `key`, whatever was there (a tournament's board
    /// has a channel of its own).
    pub(super) fn set_channel(&self, key: ChannelKey, code: RoomCode) {
        if let Ok(mut channels) = self.channels.lock() {
            channels.insert(key, code);
        }
    }

    /// The room is found under `to` now, not `from`.
    pub(super) fn rekey(&self, code: RoomCode, from: &ChannelKey, to: &ChannelKey) {
        if let Ok(mut channels) = self.channels.lock() {
            if channels.get(from) == Some(&code) {
                channels.remove(from);
            }
            channels.insert(to.clone(), code);
        }
    }

    /// Holds a room just made and saved in memory.
    pub(super) fn hold(&self, room: Room) {
        let code = room.state.code;
        if let Ok(mut rooms) = self.open.lock() {
            rooms.insert(code, Arc::new(Mutex::new(room)));
        }
    }

    /// Notes that a tournament room's game just ended (after its save), so
    /// its tournament reads the result.
    pub(in crate::host) fn note_ended_board(&self, room: &Room) {
        if let (Some(tag), Some(_)) = (room.state.tournament, &room.finished)
            && let Ok(mut due) = self.ended_boards.lock()
        {
            due.entry(room.state.platform)
                .or_default()
                .insert(tag.tournament);
        }
    }

    /// The tournaments of `platform` whose boards ended since the last call.
    pub(super) fn take_ended_boards(&self, platform: Platform) -> BTreeSet<u64> {
        self.ended_boards
            .lock()
            .map(|mut due| due.remove(&platform).unwrap_or_default())
            .unwrap_or_default()
    }

    /// The room with `code`, current with the store.
    pub(super) fn room(&self, code: RoomCode) -> Option<Arc<Mutex<Room>>> {
        self.lookups.fetch_add(1, Ordering::Relaxed);
        metrics::counter!(ROOM_LOOKUPS).increment(1);
        let cached = self.open.lock().ok()?.get(&code).cloned();
        if !self.store.shared() {
            return cached.or_else(|| self.warm(code));
        }
        if let Some(room) = &cached
            && room
                .lock()
                .is_ok_and(|room| self.fresh.current(code, room.version))
        {
            return cached;
        }
        let ticket = self.fresh.ticket(code);
        let stored = match self.store.room_version(code.as_str()) {
            Ok(stored) => stored,
            Err(error) => {
                tracing::warn!("checking room {code}: {error}");
                return cached;
            }
        };
        let Some(stored) = stored else {
            self.fresh.forget(code);
            // Closed elsewhere.
            if let Some(room) = cached {
                let closed = room.lock().ok().map(|room| room.clone());
                if let Some(room) = closed {
                    self.forget(&room);
                }
            }
            return None;
        };
        if let Some(room) = &cached
            && room.lock().ok().is_some_and(|room| room.version == stored)
        {
            self.fresh.checked(code, ticket);
            return cached;
        }
        let fresh = self.read_room(code)?;
        self.fresh.checked(code, ticket);
        let channel = channel_key(fresh.state.platform, &fresh.state.channel);
        if let Ok(mut channels) = self.channels.lock() {
            channels.insert(channel, code);
        }
        match cached {
            Some(room) => {
                if let Ok(mut held) = room.lock() {
                    *held = fresh;
                }
                Some(room)
            }
            None => {
                let room = Arc::new(Mutex::new(fresh));
                if let Ok(mut rooms) = self.open.lock() {
                    rooms.insert(code, room.clone());
                }
                if let Ok(mut cold) = self.cold.lock() {
                    cold.remove(&code);
                }
                Some(room)
            }
        }
    }

    /// Drops a closed room from memory and frees its channel.
    pub(super) fn forget(&self, room: &Room) {
        let key = channel_key(room.state.platform, &room.state.channel);
        if let Ok(mut channels) = self.channels.lock()
            && channels.get(&key) == Some(&room.state.code)
        {
            channels.remove(&key);
        }
        if let Ok(mut rooms) = self.open.lock() {
            rooms.remove(&room.state.code);
        }
        if let Ok(mut cold) = self.cold.lock() {
            cold.remove(&room.state.code);
        }
        self.settings.drop_notes(room.state.code);
        self.fresh.forget(room.state.code);
        self.closed.keep(room);
    }

    /// Whether a shared store holds a later version of `room` than this
    /// process (whose notice has not come yet): it is then read again at
    /// its next lookup. (A store that cannot be asked is taken as current.)
    pub(super) fn behind_the_store(&self, room: &Room) -> bool {
        if !self.store.shared() {
            return false;
        }
        let code = room.state.code;
        let behind = self
            .store
            .room_version(code.as_str())
            .is_ok_and(|stored| stored != Some(room.version));
        if behind {
            self.fresh.forget(code);
        }
        behind
    }

    /// The open room of a channel: from memory, else (a shared store) from
    /// the store.
    pub(super) fn channel_code(&self, key: &ChannelKey) -> Option<RoomCode> {
        let known = self.channels.lock().ok()?.get(key).copied();
        if known.is_some() || !self.store.shared() {
            return known;
        }
        let code = self.store.channel_room(&key.to_string()).ok()??;
        code.parse().ok()
    }

    /// A room as the store has it now.
    pub(super) fn read_room(&self, code: RoomCode) -> Option<Room> {
        let (version, state) = match self.store.room_versioned::<RoomState>(code.as_str()) {
            Ok(found) => found?,
            Err(error) => {
                tracing::warn!("reading room {code}: {error}");
                return None;
            }
        };
        match Room::load(state, &self.store) {
            Ok(mut room) => {
                room.version = version;
                Some(room)
            }
            Err(error) => {
                tracing::error!("room {code} does not load: {error}");
                None
            }
        }
    }

    /// A cold room, read and replayed now and kept in memory from now on
    /// (`None`: no such cold room, or it does not load). The store is read
    /// with no lock held; two asking at once get the same room. It is put
    /// in memory before it leaves the cold rooms (see [`Rooms::seated`]).
    pub(in crate::host) fn warm(&self, code: RoomCode) -> Option<Arc<Mutex<Room>>> {
        if !self.cold.lock().ok()?.contains_key(&code) {
            return None;
        }
        let room = self.read_room(code)?;
        let room = {
            let mut rooms = self.open.lock().ok()?;
            let held = rooms
                .entry(code)
                .or_insert_with(|| Arc::new(Mutex::new(room)));
            held.clone()
        };
        if let Ok(mut cold) = self.cold.lock() {
            cold.remove(&code);
        }
        Some(room)
    }

    /// Who sits in every open room, in memory or cold. The cold rooms are
    /// read first: a room warmed meanwhile is put in memory before it
    /// leaves the cold ones (`warm`), so it is seen in one or both, and
    /// counted once, as it is in memory.
    pub(in crate::host) fn seated(&self) -> Vec<Seated> {
        let cold: Vec<Seated> = self
            .cold
            .lock()
            .map(|cold| cold.values().cloned().collect())
            .unwrap_or_default();
        let mut held = std::collections::HashSet::new();
        let mut seated: Vec<Seated> = self
            .snapshot()
            .iter()
            .filter_map(|room| {
                let room = room.lock().ok()?;
                held.insert(room.state.code);
                room.state.open.then(|| Seated::of(&room.state))
            })
            .collect();
        seated.extend(cold.into_iter().filter(|room| !held.contains(&room.code)));
        seated
    }

    /// The open room of the request's platform where the user sits, when
    /// there is exactly one.
    pub(in crate::host) fn seated_room(&self, request: &Request) -> Option<RoomCode> {
        let mut found = None;
        for room in self.seated() {
            if room.platform == request.platform && room.has(&request.user.id) {
                if found.is_some() {
                    return None;
                }
                found = Some(room.code);
            }
        }
        found
    }

    /// The codes of rooms changed by any process sharing the store, for an
    /// adapter that keeps pages up to date (`None` when the store is this
    /// process's own).
    pub(in crate::host) fn room_changes(&self) -> Option<UnboundedReceiver<String>> {
        if !self.store.shared() {
            return None;
        }
        let (send, receive) = unbounded_channel();
        self.followers.lock().ok()?.push(send);
        Some(receive)
    }
}
