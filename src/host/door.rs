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

use super::page::{LobbyRoom, PageView};
use super::tournament::Tournament;
use super::{
    Host, Lacking, Platform, PlayerProfile, Reply, Request, RoomCode, RoomState, Shown, Sketch,
    ToBeListed, UserId,
};
use crate::engine::{Team, Variant};
use crate::i18n::{Lang, Say};
use crate::render::Encoding;
use crate::store::leaderboard::Board;
use crate::store::{ArchivedGame, RelayLine, StoreError};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc::UnboundedReceiver;

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

/// What a call through the door is, as the host counts them
/// (`futbol_host_calls_total`): an answer to what someone did (or its
/// sequel, a game moved into a thread), a read of what the host keeps, or
/// a note an adapter keeps about its own messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// An action answered.
    Answer,
    /// A read: a page arriving, a profile, a ranking.
    Read,
    /// An adapter's own note (a board's message, a reaction's button, a
    /// line relayed to other processes).
    Note,
}

impl Side {
    /// Its label in the metric.
    pub fn name(self) -> &'static str {
        match self {
            Side::Answer => "answer",
            Side::Read => "read",
            Side::Note => "note",
        }
    }
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

    /// Counts a chat line a page is about to relay against its sender's
    /// limit (in memory): `false` means drop it and say [`Door::too_fast`].
    pub fn allow_chat(&self, request: &Request) -> bool {
        self.host.allow_chat(request)
    }

    /// The private "too fast" answer to `request`.
    pub async fn too_fast(&self, request: &Request) -> Option<Reply> {
        let request = request.clone();
        self.run(Side::Read, move |host| host.too_fast(&request))
            .await
    }

    /// The private answer naming the permissions the bot lacks.
    pub async fn lacking_notice(&self, request: &Request, lacking: Vec<Lacking>) -> Option<Reply> {
        let request = request.clone();
        self.run(Side::Read, move |host| {
            host.lacking_notice(&request, &lacking)
        })
        .await
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

    // Arrivals: placing a page or a press that comes without a reply.

    /// Room `code` as it stands, if open.
    pub async fn room(&self, code: RoomCode) -> Option<RoomState> {
        self.run(Side::Read, move |host| host.room_state(code))
            .await
            .flatten()
    }

    /// Room `code` and the language of its channel as `platform` names
    /// it, if open.
    pub async fn room_and_language(
        &self,
        code: RoomCode,
        platform: Platform,
    ) -> Option<(RoomState, Lang)> {
        let read = self.run(Side::Read, move |host| {
            let state = host.room_state(code)?;
            let lang = host.language(platform, &state.channel);
            Some((state, lang))
        });
        read.await.flatten()
    }

    /// The seat `user` has in room `code`, if any.
    pub async fn seat_of(&self, code: RoomCode, user: UserId) -> Option<Team> {
        let state = self.room(code).await?;
        Team::BOTH
            .into_iter()
            .find(|&t| state.seats[t].as_ref().is_some_and(|p| p.id == user))
    }

    /// A channel's language.
    pub async fn language(&self, platform: Platform, channel: &str) -> Lang {
        let channel = channel.to_string();
        let lang = self.run(Side::Read, move |host| host.language(platform, &channel));
        lang.await.unwrap_or_default()
    }

    /// The room open in a channel.
    pub async fn channel_room(&self, platform: Platform, channel: &str) -> Option<RoomCode> {
        let channel = channel.to_string();
        let code = self.run(Side::Read, move |host| {
            host.channel_room(platform, &channel)
        });
        code.await.flatten()
    }

    /// A room's page view as it stands, in its channel's language, and the
    /// room for pages in other languages (a page that arrives, or a change
    /// another process made).
    pub async fn seen(&self, code: RoomCode) -> Option<(PageView, Shown)> {
        self.run(Side::Read, move |host| host.seen(code))
            .await
            .flatten()
    }

    /// A room's current board and its change counter (a picture asked
    /// for after a restart, or after another process's change).
    pub async fn current_sketch(
        &self,
        code: RoomCode,
        platform: Platform,
    ) -> Option<(u32, Sketch)> {
        let sketch = self.run(Side::Read, move |host| host.current_sketch(code, platform));
        sketch.await.flatten()
    }

    /// The games a closed room played, for its link's page.
    pub async fn closed_games(&self, code: RoomCode) -> Option<Vec<u64>> {
        self.run(Side::Read, move |host| host.closed_games(code))
            .await
            .flatten()
    }

    /// Draws a board's picture (it needs no host: a sketch holds all it
    /// shows).
    pub async fn draw(sketch: Arc<Sketch>, flip: bool, encoding: Encoding) -> Option<Arc<[u8]>> {
        let drawn = tokio::task::spawn_blocking(move || sketch.draw(flip, encoding));
        drawn.await.ok().flatten()
    }

    // Queries.

    /// The rooms waiting for a player on `platform`.
    pub async fn lobby(&self, platform: Platform) -> Vec<LobbyRoom> {
        (self.run(Side::Read, move |host| host.lobby(platform)).await).unwrap_or_default()
    }

    /// An archived game's record.
    pub async fn archived_record(&self, id: u64) -> Option<String> {
        self.run(Side::Read, move |host| host.archived_record(id))
            .await
            .flatten()
    }

    /// An archived game and its analysis, for its page.
    pub async fn analysis(&self, id: u64) -> Option<Analysed> {
        self.run(Side::Read, move |host| host.page_analysis(id))
            .await
            .flatten()
    }

    /// An analysed game's board at `step`.
    pub async fn analysis_png(&self, id: u64, lang: Lang, step: Option<usize>) -> Option<Vec<u8>> {
        let png = self.run(Side::Read, move |host| {
            host.page_analysis_png(id, lang, step)
        });
        png.await.flatten()
    }

    /// A rated player's profile and name (`None`: never rated).
    pub async fn profile(&self, platform: Platform, id: &str) -> Option<(PlayerProfile, String)> {
        let id = id.to_string();
        let read = self.run(Side::Read, move |host| {
            let profile = host.profile_of(platform, &id).ok()?;
            let name = profile.name()?.to_string();
            Some((profile, name))
        });
        read.await.flatten()
    }

    /// A profile in words, one fact a line.
    pub async fn profile_text(
        &self,
        say: Say,
        profile: PlayerProfile,
        name: String,
    ) -> Option<String> {
        let text = self.run(Side::Read, move |host| {
            host.profile_text(say, &profile, &name)
        });
        text.await
    }

    /// A profile's rating chart.
    pub async fn profile_chart(
        &self,
        say: Say,
        profile: PlayerProfile,
        name: String,
    ) -> Option<Arc<[u8]>> {
        let chart = self.run(Side::Read, move |host| {
            host.profile_chart(say, &profile, &name)
        });
        chart.await.flatten()
    }

    /// The leaderboard of `variant` in `scope`, with `asker`'s place (and
    /// why they are not listed yet); the time it was read at.
    pub async fn ranking(
        &self,
        variant: Variant,
        scope: String,
        asker: Option<(Platform, String)>,
    ) -> Option<(Board, Option<ToBeListed>, u64)> {
        let read = self.run(Side::Read, move |host| {
            let now = host.now();
            let far = match &asker {
                Some((platform, id)) => host.to_be_listed(variant, *platform, id, now).ok()?,
                None => None,
            };
            let asker = asker.as_ref().map(|(p, id)| (*p, id.as_str()));
            let board = host.store().leaderboard(variant, &scope, asker, now).ok()?;
            Some((board, far, now))
        });
        read.await.flatten()
    }

    /// A tournament's record.
    pub async fn tournament(&self, id: u64) -> Option<Tournament> {
        self.run(Side::Read, move |host| host.tournament_record(id))
            .await
            .flatten()
    }

    /// A tournament's standings as a picture.
    pub async fn standings_png(&self, tournament: Tournament, say: Say) -> Option<Vec<u8>> {
        let png = self.run(Side::Read, move |host| {
            host.tournament_standings_png(&tournament, say)
        });
        png.await.flatten()
    }

    /// A tournament's standings in words (the picture's alternative).
    pub fn standings_text(&self, tournament: &Tournament, say: Say) -> Option<String> {
        self.host.tournament_standings_text(tournament, say)
    }

    /// Whether the host is stopping (a connection cut short then is the
    /// stop, not a fault).
    pub fn stopping(&self) -> bool {
        self.host.stopping()
    }

    /// Whether the bot draws pictures (an operator may turn them off).
    pub fn draws_pictures(&self) -> bool {
        self.host.draws_pictures()
    }

    /// The host's clock, in seconds.
    pub fn now(&self) -> u64 {
        self.host.now()
    }

    /// A secret kept in the store under `name`, made by `fresh` the first
    /// time (the first process to store one wins).
    pub async fn secret(
        &self,
        name: &'static str,
        fresh: fn() -> Option<Vec<u8>>,
    ) -> Result<Option<Vec<u8>>, DoorError> {
        self.stored(Side::Read, move |host| host.secret(name, fresh))
            .await
    }

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
