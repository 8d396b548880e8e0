//! The adapters' one way into the host.
//!
//! The host is synchronous: it locks rooms, reads and writes the store
//! and draws pictures. An adapter lives in async tasks that must never
//! block, so it does not hold the [`Host`] at all: it holds a [`Door`],
//! whose every call that may block runs on the blocking pool here, behind
//! the host's door, and whose calls are the only ones an adapter can make.
//!
//! The door has three sides:
//! - **answers**: [`Door::answer`] takes a user's action and returns the
//!   replies, and the sweeps hand over what came due; an adapter calls
//!   the host once per user action;
//! - **queries**: what pages and commands show besides a room's replies
//!   (profiles, rankings, archived games and their analysis, tournaments,
//!   the lobby), each read once per page asked;
//! - **arrivals and delivery notes**: what an adapter needs to place a
//!   newcomer (which room a channel has, in which language) and the notes
//!   it keeps about its own messages (which message shows a board, which
//!   reaction presses which button, which event a thread hangs from).

use crate::host::hub::Host;
pub use crate::host::lifecycle::Side;
use crate::host::message::Platform;
use crate::host::message::Reply;
use crate::host::message::Request;
use crate::ids::RoomCode;
use crate::store::{ArchivedGame, StoreError};
use std::sync::Arc;

/// A game's record and its analysis, if one was made.
type Analysed = (
    ArchivedGame,
    Option<crate::engine::search::analysis::Analysis>,
);

/// The host as the adapters see it: cheap to clone, every blocking call
/// off the async tasks.
#[derive(Clone)]
pub struct Door {
    host: Arc<Host>,
}

/// Why a call through the door gave nothing back.
#[derive(Debug, thiserror::Error)]
pub enum DoorError {
    /// The store refused.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The work stopped before it answered (a bug: it panicked).
    #[error("the host's work stopped: {0}")]
    Stopped(String),
}

/// Every adapter is started with the host's door.
impl From<Arc<Host>> for Door {
    fn from(host: Arc<Host>) -> Door {
        Door::new(host)
    }
}

impl Door {
    /// The door of `host`.
    pub fn new(host: Arc<Host>) -> Door {
        Door { host }
    }

    /// Runs `work` on the blocking pool; `None` if it panicked (logged).
    async fn run<T: Send + 'static>(
        &self,
        side: Side,
        work: impl FnOnce(&Host) -> T + Send + 'static,
    ) -> Option<T> {
        self.host.life.called(side);
        let host = self.host.clone();
        match tokio::task::spawn_blocking(move || work(&host)).await {
            Ok(done) => Some(done),
            Err(error) => {
                tracing::error!("the host's blocking work failed: {error}");
                None
            }
        }
    }

    /// [`Door::run`] for work the store may refuse.
    async fn stored<T: Send + 'static>(
        &self,
        side: Side,
        work: impl FnOnce(&Host) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, DoorError> {
        self.host.life.called(side);
        let host = self.host.clone();
        match tokio::task::spawn_blocking(move || work(&host)).await {
            Ok(done) => Ok(done?),
            Err(error) => Err(DoorError::Stopped(error.to_string())),
        }
    }

    // Answers.

    /// The host's answer to a user's action (see [`Host::handle_async`]).
    pub async fn answer(&self, request: Request) -> Vec<Reply> {
        self.host.life.called(Side::Answer);
        self.host.clone().handle_async(request).await
    }

    /// What comes due for `platform` (the computer's moves, deadlines,
    /// tournaments, digests, puzzles), handed to `post`; runs until
    /// dropped (see [`Host::sweep`]).
    pub async fn sweep<F, Fut>(&self, platform: Platform, post: F)
    where
        F: FnMut(Vec<Reply>) -> Fut,
        Fut: std::future::Future<Output = ()>,
    {
        self.host.clone().sweep(platform, post).await
    }

    /// The room's game moved into `thread`; what to post there.
    pub async fn into_thread(&self, code: RoomCode, thread: String) -> Vec<Reply> {
        let moved = self.run(Side::Answer, move |host| host.into_thread(code, &thread));
        moved.await.unwrap_or_default()
    }

    /// The room's thread could not be made; what to post in its channel.
    pub async fn thread_lost(&self, code: RoomCode) -> Vec<Reply> {
        (self
            .run(Side::Answer, move |host| host.thread_lost(code))
            .await)
            .unwrap_or_default()
    }

    /// The room back in its channel when `channel`, where a post failed,
    /// was its thread; nothing otherwise.
    pub async fn thread_gone(&self, code: RoomCode, channel: String) -> Vec<Reply> {
        let back = self.run(Side::Answer, move |host| {
            let in_thread = host
                .room_state(code)
                .is_some_and(|s| s.parent.is_some() && s.channel == channel);
            match in_thread {
                true => host.thread_lost(code),
                false => Vec::new(),
            }
        });
        back.await.unwrap_or_default()
    }
}

pub(in crate::host) mod notes;
pub(in crate::host) mod reads;
