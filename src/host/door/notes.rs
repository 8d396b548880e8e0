//! The door's note side: what an adapter keeps about its own messages,
//! and the lines relayed between processes. Each call counts as a note.

use super::{Door, DoorError, Side};
use crate::community::limits::Budget;
use crate::host::hub::Host;
use crate::host::message::Request;
use crate::ids::RoomCode;
use crate::store::RelayLine;
use crate::store::StoreError;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::time::Duration;
use tokio::sync::mpsc::UnboundedReceiver;

impl Door {
    /// Counts a chat line a page is about to relay against its sender's
    /// limit (in memory): `false` means drop it and say [`Door::too_fast`].
    pub fn allow_chat(&self, request: &Request) -> bool {
        Notes::of(&self.host).allow_chat(request)
    }

    // Other processes: the rooms they change, the lines they relay.

    /// The codes of rooms other processes change (a shared store only).
    pub fn room_changes(&self) -> Option<UnboundedReceiver<String>> {
        self.host.parts.rooms.room_changes()
    }

    /// Relays `lines` to the pages of other processes.
    pub async fn relay(&self, lines: Vec<RelayLine>) -> Result<(), DoorError> {
        self.stored(Side::Note, move |host| host.store().relay(&lines))
            .await
    }

    /// Up to `limit` lines relayed after `after`.
    pub async fn relayed(
        &self,
        after: u64,
        limit: usize,
    ) -> Result<Vec<(u64, RelayLine)>, DoorError> {
        self.stored(Side::Note, move |host| host.store().relayed(after, limit))
            .await
    }

    /// The last relayed line's number.
    pub async fn relay_head(&self) -> Result<u64, DoorError> {
        self.stored(Side::Note, |host| host.store().relay_head())
            .await
    }

    /// Forgets relayed lines older than `age`.
    pub async fn forget_relayed(&self, age: Duration) -> Result<(), DoorError> {
        self.stored(Side::Note, move |host| host.store().forget_relayed(age))
            .await
    }

    // Delivery notes: what an adapter keeps about its own messages.

    /// Records `message`, a board at change `serial`, as the one showing
    /// room `code`'s board; returns the message whose buttons to remove
    /// (see [`Notes::board_posted`]).
    pub async fn board_posted(
        &self,
        code: RoomCode,
        message: String,
        serial: u32,
        link: Option<String>,
    ) -> Option<String> {
        let posted = self.run(Side::Note, move |host| {
            Notes::of(host).board_posted(code, message, serial, link)
        });
        posted.await.flatten()
    }

    /// An adapter's note kept under `key`.
    pub async fn note<T: DeserializeOwned + Send + 'static>(&self, key: String) -> Option<T> {
        self.run(Side::Note, move |host| host.settings().note::<T>(&key))
            .await
            .flatten()
    }

    /// Keeps an adapter's note under `key` for as long as room `code` is
    /// open (the room's notes go when it closes).
    pub async fn remember<T: Serialize + Send + 'static>(
        &self,
        code: RoomCode,
        key: String,
        value: T,
    ) {
        let _ = self
            .run(Side::Note, move |host| {
                host.settings().remember(code, &key, &value)
            })
            .await;
    }

    /// Keeps an adapter's note under `key` with no room to go with.
    pub async fn keep<T: Serialize + Send + 'static>(
        &self,
        key: String,
        value: T,
    ) -> Result<(), DoorError> {
        self.stored(Side::Note, move |host| {
            host.store().save_setting(&key, &value)
        })
        .await
    }
}

/// The message showing a room's board on a platform that edits its old
/// boards (Discord strips their buttons), and the change counter it shows.
#[derive(serde::Serialize, serde::Deserialize)]
struct BoardMessage {
    message: String,
    serial: u32,
}

/// The notes an adapter keeps about its own messages, and the bot's own
/// secrets, kept by the host: the door's notes run these on the blocking
/// pool; tests call them directly.
pub struct Notes<'h> {
    host: &'h Host,
}

impl<'h> Notes<'h> {
    /// The notes of `host`.
    pub fn of(host: &'h Host) -> Notes<'h> {
        Notes { host }
    }

    /// Counts a chat line the web page is about to relay against the
    /// user's (and address's) chat limit: `false` means drop it and say
    /// the door's "too fast".
    pub fn allow_chat(&self, request: &Request) -> bool {
        self.host
            .parts
            .limiter
            .allow(Budget::Chat, &request.user_key(), request.address)
    }

    /// Sets the link of a room (the adapter knows it only after posting,
    /// as on Discord).
    fn set_link(&self, code: RoomCode, link: String) {
        if let Some(room) = self.host.parts.rooms.room(code)
            && let Ok(mut room) = room.lock()
        {
            room.state.link = Some(link);
            let _ = self.host.parts.rooms.save(None, &mut room, &[], 0);
        }
    }

    /// Records `message`, a board made at the room's change counter
    /// `serial`, as the one showing the room's board, and returns the
    /// message whose buttons the adapter removes: the one it replaces, or
    /// itself when a newer board was recorded first (boards of one room
    /// may be posted out of order). Kept in the store, so the first board
    /// after a restart still finds the one before it. Blocking: call it on
    /// the blocking pool.
    pub fn replace_board_message(
        &self,
        code: RoomCode,
        message: String,
        serial: u32,
    ) -> Option<String> {
        self.board_posted(code, message, serial, None)
    }

    /// [`Notes::replace_board_message`] for an adapter that learns a room's
    /// link from its first board (Discord: the message's own link): that
    /// board also gives the room `link`, unless it has one. The record is
    /// the adapter's delivery bookkeeping, kept beside the room (a note
    /// that goes with it), so a later board reads and locks no room.
    pub fn board_posted(
        &self,
        code: RoomCode,
        message: String,
        serial: u32,
        link: Option<String>,
    ) -> Option<String> {
        let (previous, first) = self.host.parts.prefs.settings.update_note(
            code,
            &format!("board:{code}"),
            |kept: Option<BoardMessage>| match kept {
                Some(kept) if serial < kept.serial => (kept, (Some(message), false)),
                kept => {
                    let first = kept.is_none();
                    let previous = kept.map(|k| k.message);
                    (BoardMessage { message, serial }, (previous, first))
                }
            },
        );
        if first
            && let Some(link) = link
            && self
                .host
                .parts
                .rooms
                .state(code)
                .is_some_and(|s| s.link.is_none())
        {
            self.set_link(code, link);
        }
        previous
    }

    /// A secret of the bot's own (the web page's session key), made once
    /// by `fresh` and kept in the store, so it is the same after a restart
    /// and in every process sharing the store; the stored one wins should
    /// two processes make one at once. `None` when `fresh` fails.
    /// Blocking: call it on the blocking pool.
    pub fn secret(
        &self,
        name: &str,
        fresh: impl FnOnce() -> Option<Vec<u8>>,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let key = format!("secret:{name}");
        if let Some(kept) = self.host.store().setting::<Vec<u8>>(&key)? {
            return Ok(Some(kept));
        }
        let Some(made) = fresh() else {
            return Ok(None);
        };
        // Only if none is there yet: two processes starting together on one
        // database end up with the same secret.
        Ok(self.host.store().add_setting(&key, &made)?.or(Some(made)))
    }
}
