//! Rooms kept cold: at start-up, a room where two people sit and the bot
//! has nothing to do (no engine seat) is kept only as who sits where; its
//! state and game are read from the store, and its actions replayed, the
//! first time anything asks for it ([`Rooms::room`]). A bot with thousands
//! of slow games open holds in memory only the few being played, and
//! starts without replaying every game. Rooms made or touched since
//! start-up stay in memory until they close.
//!
//! The scans over every open room (a user's one room, a community's cap
//! of rooms per player) read the cold rooms' seats here. The others (the
//! waiting rooms, the lobby) look only at rooms with a free seat, which
//! are never cold.

use crate::engine::{ByTeam, Team};
use crate::host::message::channel_key;
use crate::host::prefs::{Communities, communities_of};
use crate::host::room::{Room, RoomState};
use crate::ids::Community;
use crate::ids::{ChannelKey, Platform, RoomCode, UserId};
use crate::store::{Store, StoreError};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Who sits in an open room, and where it is: what the scans over every
/// open room need.
#[derive(Clone, Debug)]
pub(in crate::host) struct Seated {
    /// The room.
    pub code: RoomCode,
    /// Its platform.
    pub platform: Platform,
    /// Its community, when it keeps one.
    pub community: Option<Community>,
    /// Who sits on each side.
    pub seats: ByTeam<Option<UserId>>,
}

impl Seated {
    pub(super) fn of(state: &RoomState) -> Seated {
        let seat = |team: Team| state.seats[team].as_ref().map(|p| p.id.clone());
        Seated {
            code: state.code,
            platform: state.platform,
            community: state.community.clone(),
            seats: ByTeam::new(seat(Team::White), seat(Team::Black)),
        }
    }

    /// Whether `user` sits here.
    pub fn has(&self, user: &UserId) -> bool {
        Team::BOTH
            .into_iter()
            .any(|team| self.seats[team].as_ref() == Some(user))
    }
}

/// The cold rooms, by code.
pub(super) type ColdRooms = Mutex<HashMap<RoomCode, Seated>>;

/// What start-up reads from the store.
pub(super) struct Loaded {
    pub rooms: HashMap<RoomCode, Arc<Mutex<Room>>>,
    pub cold: HashMap<RoomCode, Seated>,
    pub channels: HashMap<ChannelKey, RoomCode>,
    pub communities: Communities,
}

/// Whether a room read at start-up may stay cold: open, both seats taken,
/// no engine seat (the engine's turn is taken up at start).
fn may_stay_cold(state: &RoomState) -> bool {
    let person = |team: Team| {
        state.seats[team]
            .as_ref()
            .is_some_and(|p| !crate::ids::is_computer(p.id.as_str()))
    };
    state.open && person(Team::White) && person(Team::Black)
}

/// Reads every open room back: the cold ones as their seats, the others
/// whole (nothing is posted again).
pub(super) fn load(store: &Store) -> Result<Loaded, StoreError> {
    let mut rooms = HashMap::new();
    let mut cold = HashMap::new();
    let mut channels = HashMap::new();
    let mut communities = Vec::new();
    for (version, state) in store.rooms::<RoomState>()? {
        if !state.open {
            continue;
        }
        if may_stay_cold(&state) {
            cold.insert(state.code, Seated::of(&state));
        } else {
            match Room::load(state.clone(), store) {
                Ok(mut room) => {
                    room.version = version;
                    rooms.insert(state.code, Arc::new(Mutex::new(room)));
                }
                Err(error) => {
                    tracing::error!("room {} does not load, skipped: {error}", state.code);
                    continue;
                }
            }
        }
        let key = channel_key(state.platform, &state.channel);
        channels.insert(key.clone(), state.code);
        communities.extend(state.community.map(|c| (key, c)));
    }
    Ok(Loaded {
        rooms,
        cold,
        channels,
        communities: communities_of(communities),
    })
}
