//! What one save of a room holds (its state, its channel, its new actions,
//! how its deadline moves, a finished game, its closing): each backend
//! writes a whole save in one transaction (`sled/save.rs`,
//! `postgres/save.rs`).

use super::StoreError;
use super::archive::ArchivedGame;
use serde::Serialize;
use std::sync::Arc;

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
    /// No deadline before or after.
    pub const fn none(tag: &'static str) -> Deadline {
        Deadline {
            old: None,
            new: None,
            tag,
        }
    }
}

/// Actions just played in a room's current game, from ply `first`.
#[derive(Clone, Copy, Debug)]
pub struct Actions<'a> {
    /// The game's number in the room's series.
    pub game: u32,
    /// The ply of the first one.
    pub first: u32,
    /// Their texts.
    pub list: &'a [String],
}

/// Actions of a room's current game that no longer stand (a takeback):
/// plies `from..to` of game `game` go in the save's transaction, with the
/// state that no longer counts them, so a crash leaves the old history or
/// the new one, never a mix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Withdrawn {
    /// The game's number in the room's series.
    pub game: u32,
    /// The first ply that goes.
    pub from: u32,
    /// The ply after the last that goes.
    pub to: u32,
}

/// A room closing: its state and actions leave the store, its channel is
/// freed, and its code frees at `free_at` (the grace period).
#[derive(Clone, Debug)]
pub struct Closing {
    /// Unix seconds from which its code may name a new room.
    pub free_at: u64,
    /// Its archived games, for the old link.
    pub games: Vec<u64>,
}

/// One room of a [`Store::save`].
#[derive(Clone, Debug)]
pub struct RoomSave<'a> {
    /// The room's code.
    pub code: &'a str,
    /// Its state, serialised.
    pub value: Vec<u8>,
    /// Its channel's index key.
    pub channel: String,
    /// The index key of a channel the room has just left (it moved into a
    /// thread of its own): that entry goes, if it still names the room.
    pub left: Option<String>,
    /// How its deadline moves.
    pub deadline: Deadline,
    /// Actions played with this change.
    pub actions: Option<Actions<'a>>,
    /// Actions taken back with this change.
    pub withdrawn: Option<Withdrawn>,
    /// A game that finished with this change (shared with the room, which
    /// keeps it for its result, and with the store's ratings, which rate it
    /// after the save's transaction: no copy of its actions).
    pub archive: Option<Arc<ArchivedGame>>,
    /// Set when the room closes with this change.
    pub closing: Option<Closing>,
    /// The room's version in the store when it was read (`None` for a new
    /// room). A backend that several processes share writes only if the
    /// room is still at that version, else [`StoreError::Conflict`].
    pub version: Option<u64>,
}

impl<'a> RoomSave<'a> {
    /// An open room's state, nothing else.
    pub fn state<R: Serialize>(
        code: &'a str,
        room: &R,
        channel: String,
        deadline: Deadline,
    ) -> Result<RoomSave<'a>, StoreError> {
        Ok(RoomSave {
            code,
            value: serde_json::to_vec(room)?,
            channel,
            left: None,
            deadline,
            actions: None,
            withdrawn: None,
            archive: None,
            closing: None,
            version: None,
        })
    }
}
