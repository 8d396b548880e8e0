//! The door's note side: what an adapter keeps about its own messages,
//! and the lines relayed between processes. Each call counts as a note.

use super::{Door, DoorError, Side};
use crate::ids::RoomCode;
use crate::store::RelayLine;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::time::Duration;
use tokio::sync::mpsc::UnboundedReceiver;

impl Door {
    // Other processes: the rooms they change, the lines they relay.

    /// The codes of rooms other processes change (a shared store only).
    pub fn room_changes(&self) -> Option<UnboundedReceiver<String>> {
        self.host.room_changes()
    }

    /// Relays `lines` to the pages of other processes.
    pub async fn relay(&self, lines: Vec<RelayLine>) -> Result<(), DoorError> {
        self.stored(Side::Note, move |host| host.relay(&lines))
            .await
    }

    /// Up to `limit` lines relayed after `after`.
    pub async fn relayed(
        &self,
        after: u64,
        limit: usize,
    ) -> Result<Vec<(u64, RelayLine)>, DoorError> {
        self.stored(Side::Note, move |host| host.relayed(after, limit))
            .await
    }

    /// The last relayed line's number.
    pub async fn relay_head(&self) -> Result<u64, DoorError> {
        self.stored(Side::Note, |host| host.relay_head()).await
    }

    /// Forgets relayed lines older than `age`.
    pub async fn forget_relayed(&self, age: Duration) -> Result<(), DoorError> {
        self.stored(Side::Note, move |host| host.forget_relayed(age))
            .await
    }

    // Delivery notes: what an adapter keeps about its own messages.

    /// Records `message`, a board at change `serial`, as the one showing
    /// room `code`'s board; returns the message whose buttons to remove
    /// (see [`Host::board_posted`]).
    pub async fn board_posted(
        &self,
        code: RoomCode,
        message: String,
        serial: u32,
        link: Option<String>,
    ) -> Option<String> {
        let posted = self.run(Side::Note, move |host| {
            host.board_posted(code, message, serial, link)
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
