//! Encrypted events that came before their room keys: kept a while, tried
//! again when keys arrive, each handled once.

use matrix_sdk::ruma::events::room::encrypted::OriginalSyncRoomEncryptedEvent;
use matrix_sdk::ruma::serde::Raw;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId};
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// How many undecryptable events are kept at most (the oldest go first).
const KEEP: usize = 200;

/// How long an undecryptable event waits for its room key; a command
/// answered later than this would surprise more than it helps.
const WAIT: Duration = Duration::from_secs(10 * 60);

/// Encrypted events waiting for their room keys, oldest first, and the
/// last ones handled late (never to be handled again).
#[derive(Default)]
pub(super) struct Undecrypted {
    pub waiting: VecDeque<Waiting>,
    pub handled: VecDeque<OwnedEventId>,
}

/// One event waiting for its room key.
pub(super) struct Waiting {
    pub room: OwnedRoomId,
    pub event_id: OwnedEventId,
    pub sender: OwnedUserId,
    pub raw: Raw<OriginalSyncRoomEncryptedEvent>,
    pub since: Instant,
}

impl Undecrypted {
    /// Keeps `event` (once), dropping the oldest beyond [`KEEP`].
    pub fn keep(&mut self, event: Waiting) {
        if self.waiting.iter().any(|w| w.event_id == event.event_id) {
            return;
        }
        while self.waiting.len() >= KEEP {
            if let Some(old) = self.waiting.pop_front() {
                tracing::warn!(
                    "matrix: gave up on {} from {} in {}: too many events wait for keys",
                    old.event_id,
                    old.sender,
                    old.room
                );
            }
        }
        self.waiting.push_back(event);
    }

    /// Notes that `event` was handled late.
    pub fn handled(&mut self, event: &OwnedEventId) {
        if self.handled.len() >= KEEP {
            self.handled.pop_front();
        }
        self.handled.push_back(event.clone());
    }

    /// Every waiting event still worth trying, oldest first; the expired
    /// ones are logged and dropped.
    pub fn take(&mut self) -> Vec<Waiting> {
        self.waiting
            .drain(..)
            .filter(|w| {
                let fresh = w.since.elapsed() < WAIT;
                if !fresh {
                    tracing::warn!(
                        "matrix: gave up on {} from {} in {}: its room key never came",
                        w.event_id,
                        w.sender,
                        w.room
                    );
                }
                fresh
            })
            .collect()
    }
}
