//! Finding a room, when other processes may share the store. With sled
//! the host owns its data: every open room is in memory from the start,
//! or cold and read at its first lookup (`cold.rs`).
//! With a shared store (PostgreSQL) another process may have created,
//! changed or closed a room since this one read it, so a lookup checks
//! the room's version in the store and reads the room again when it
//! moved, unless the store's notices say the room held is current
//! (`fresh.rs`); a room or channel not in memory is looked for in the
//! store.

use super::room::{Room, RoomState};
use super::{ChannelKey, Host, RoomCode, channel_key};
use std::sync::{Arc, Mutex};

impl Host {
    /// The room with `code`, current with the store.
    pub(super) fn room(&self, code: RoomCode) -> Option<Arc<Mutex<Room>>> {
        let cached = self.rooms.lock().ok()?.get(&code).cloned();
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
                if let Ok(mut rooms) = self.rooms.lock() {
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
        if let Ok(mut rooms) = self.rooms.lock() {
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
}
