//! The rooms that closed lately, as they were when they closed: a page
//! still open on one (a tournament's game, which closes with its result;
//! a room its player left) is shown how it ended, without a reload, and a
//! page that opens it a moment later too. Only the newest few are kept,
//! in memory: the archive keeps the games for good.

use crate::host::room::Room;
use crate::ids::RoomCode;
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

/// How many closed rooms are kept (a room is a few kilobytes).
const KEPT: usize = 256;

/// The newest closed rooms by code.
#[derive(Default)]
pub(super) struct ClosedRooms {
    inner: Mutex<Kept>,
}

#[derive(Default)]
struct Kept {
    rooms: HashMap<RoomCode, Room>,
    order: VecDeque<RoomCode>,
}

impl ClosedRooms {
    /// Keeps `room` as it closed, forgetting the oldest beyond [`KEPT`].
    pub fn keep(&self, room: &Room) {
        let Ok(mut kept) = self.inner.lock() else {
            return;
        };
        let code = room.state.code;
        if kept.rooms.insert(code, room.clone()).is_none() {
            kept.order.push_back(code);
        }
        while kept.order.len() > KEPT {
            if let Some(old) = kept.order.pop_front() {
                kept.rooms.remove(&old);
            }
        }
    }

    /// The room `code` as it closed, if it closed lately (an open room
    /// that took the code later is looked for first).
    pub fn get(&self, code: RoomCode) -> Option<Room> {
        self.inner.lock().ok()?.rooms.get(&code).cloned()
    }
}
