//! The heart of the bot, knowing no platform: `Host::handle(Request) ->
//! Vec<Reply>`. It keeps rooms, seats and games, asks the engine about
//! legality, the renderer for pictures and the store to remember.
//!
//! Locking: the room map's lock is held to find a room (and while a new room
//! is created, so two channels cannot race for one code); each room has its
//! own lock, held while one request is applied to it. `handle` is
//! synchronous (store I/O and rendering inside), so async callers use
//! [`Host::handle_async`], which runs it on the blocking pool and never holds
//! a lock across an `.await`.

mod announce;
mod change;
pub mod clock;
mod closed;
mod cold;
pub mod command;
mod computer;
mod controls;
pub mod digest;
mod fair;
mod files;
mod follow;
mod fresh;
mod handlers;
mod lifecycle;
pub mod message;
mod page;
mod persist;
mod profile;
mod room;
mod settings;
mod shared;
mod sweep;
mod threads;
pub mod tournament;

pub use crate::community::limits::{Limits, Rate, network};
pub use crate::ids::{ChannelKey, Community, NotACode, RoomCode, UserId, UserKey};
pub use controls::{ButtonId, ButtonKind, Sketch};
pub use fair::{PAIR_LIMIT, PAIR_WINDOW, ToBeListed};
pub use files::{Attachment, RECORD_MIME, Replay, ReplayError};
pub use handlers::ratings::{PlayerProfile, player_id};
pub use handlers::record_text;
pub use message::{
    Asker, Control, Input, Lacking, Limited, Picture, Platform, Reply, Request, Style, Target, User,
};
pub use page::{LobbyRoom, PageClock, PageView, Seat, Step};
pub use profile::{Profile, Profiles};
pub use room::{Player, RoomState, plain_name};

use crate::community::limits::{self, Budget};
use crate::community::settings::Settings;
use crate::engine::parse_action;
use crate::i18n::{Lang, Say};
use crate::store::{Store, StoreError};
use command::Command;
use follow::{Followers, follow};
use room::Room;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use thiserror::Error;

/// How the host behaves.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// Seconds without an accepted action after which a room closes.
    pub ttl_seconds: u64,
    /// Whether replies carry board pictures (off for load tests).
    pub images: bool,
    /// Room link per platform: a template where `{code}` is replaced.
    pub links: HashMap<Platform, String>,
    /// Seconds a closed room's code stays taken (its old link says where
    /// its games went) before a new room may get it.
    pub code_grace_seconds: u64,
    /// How fast one person (and one address) may act.
    pub limits: Limits,
    /// What each platform shows and what its rooms start with.
    pub profiles: Profiles,
}

impl Default for HostConfig {
    fn default() -> Self {
        HostConfig {
            ttl_seconds: 24 * 3600,
            images: true,
            links: HashMap::new(),
            code_grace_seconds: 3600,
            limits: Limits::default(),
            profiles: Profiles::default(),
        }
    }
}

/// Why the host could not start.
#[derive(Debug, Error)]
pub enum HostError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The wall-clock time in unix seconds (not `clock`, which is time
/// controls); tests supply their own.
pub type WallClock = Arc<dyn Fn() -> u64 + Send + Sync>;

/// The system clock.
pub fn system_clock() -> WallClock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    })
}

/// The host: rooms in memory, mirrored durably in the store.
pub struct Host {
    store: Store,
    config: HostConfig,
    clock: WallClock,
    rooms: Mutex<HashMap<RoomCode, Arc<Mutex<Room>>>>,
    /// Open rooms not read yet, as who sits where (`cold.rs`).
    cold: cold::ColdRooms,
    /// The rooms that closed lately, for the pages still showing them.
    closed: closed::ClosedRooms,
    channels: Mutex<HashMap<ChannelKey, RoomCode>>,
    settings: Arc<Settings>,
    /// Each channel's community, for its language's default.
    communities: settings::Communities,
    /// Where the store's room-change notices go (see [`Host::room_changes`]).
    followers: Followers,
    /// Which rooms held here a shared store's notices say are current.
    fresh: Arc<fresh::Freshness>,
    thinkers: computer::Thinkers,
    limiter: limits::Limiter,
    life: lifecycle::Lifecycle,
    /// Tournaments whose boards ended since they were last moved on.
    tournaments_due: Mutex<HashMap<Platform, std::collections::BTreeSet<u64>>>,
    /// The minute (of the host's clock) each platform's summaries were
    /// last looked for (`digest.rs`).
    digest_minute: HashMap<Platform, std::sync::atomic::AtomicU64>,
}

/// A channel's key across platforms.
fn channel_key(platform: Platform, channel: &str) -> ChannelKey {
    ChannelKey::new(platform, channel)
}

impl Host {
    /// Starts a host on `store`, loading every open room back (nothing is
    /// posted again; rooms nobody is waiting on stay cold, `cold.rs`).
    pub fn new(store: Store, config: HostConfig, clock: WallClock) -> Result<Host, HostError> {
        let cold::Loaded {
            rooms,
            cold,
            channels,
            communities,
        } = cold::load(&store)?;
        let thinkers = computer::Thinkers::start();
        // After a restart, the engine moves wherever it is to move.
        for room in rooms.values() {
            if let Ok(room) = room.lock() {
                thinkers.consider(&room);
            }
        }
        let settings = Arc::new(Settings::new(store.clone()));
        let fresh = Arc::default();
        let followers = follow(&store, &settings, &fresh);
        Ok(Host {
            store,
            limiter: limits::Limiter::new(config.limits),
            config,
            clock,
            rooms: Mutex::new(rooms),
            cold: Mutex::new(cold),
            closed: Default::default(),
            channels: Mutex::new(channels),
            settings,
            communities,
            followers,
            fresh,
            thinkers,
            life: Default::default(),
            tournaments_due: Mutex::default(),
            digest_minute: Platform::ALL.map(|p| (p, Default::default())).into(),
        })
    }

    /// What [`Host::handle`] answers while the host takes requests.
    fn answer(&self, request: &Request) -> Vec<Reply> {
        let key = channel_key(request.platform, &request.channel);
        self.note_community(request);
        let say = Say(self.lang(&key));
        // Chat counts only when it turns out to be a move (in `chat`).
        let counted = !matches!(request.input, Input::Chat(_));
        if counted
            && !self
                .limiter
                .allow(Budget::Action, &request.user_key(), request.address)
        {
            return vec![self.refused_for(request, Limited::TooFast, say.too_fast())];
        }
        let act = || match &request.input {
            Input::Command(text) => match command::parse(text) {
                Ok(command) => self.command(request, &key, command),
                Err(error) => Ok(vec![self.private(request, say.command_error(&error))]),
            },
            Input::Chosen(command) => match command.check() {
                Ok(()) => self.command(request, &key, command.clone()),
                Err(error) => Ok(vec![self.private(request, say.command_error(&error))]),
            },
            Input::Chat(text) => self.chat(request, &key, text),
            Input::Button(id) => self.button(request, id),
        };
        // Another process changed the room first and its notice had not
        // come yet (`fresh.rs`): nothing was saved, and the room is read
        // again at the next lookup, so the request runs once more on it.
        let result = match act() {
            Err(StoreError::Conflict) => act(),
            result => result,
        };
        result.unwrap_or_else(|error| match error {
            // Changed first again: this one's copy is refreshed at the
            // next request; the user acts again on it.
            StoreError::Conflict => vec![self.private(request, say.stale_button())],
            error => {
                tracing::error!("request failed: {error}");
                vec![self.private(request, say.internal_error())]
            }
        })
    }

    /// [`Host::handle`] on the blocking pool, for async adapters. Should
    /// handling panic (a bug), the panic is logged and the user gets an
    /// apology rather than silence.
    pub async fn handle_async(self: Arc<Self>, request: Request) -> Vec<Reply> {
        let host = self.clone();
        let asked = request.clone();
        match tokio::task::spawn_blocking(move || host.handle(&asked)).await {
            Ok(replies) => replies,
            Err(error) => {
                tracing::error!("request from {} failed: {error}", request.platform);
                let say = Say(self.lang(&channel_key(request.platform, &request.channel)));
                vec![self.private(&request, say.internal_error())]
            }
        }
    }

    /// Counts a chat line the web page is about to relay against the
    /// user's (and address's) chat limit: `false` means drop it and say
    /// [`Host::too_fast`].
    pub fn allow_chat(&self, request: &Request) -> bool {
        self.limiter
            .allow(Budget::Chat, &request.user_key(), request.address)
    }

    /// The private "too fast" answer to `request`, in its channel's
    /// language, for an adapter that refuses something itself.
    pub fn too_fast(&self, request: &Request) -> Reply {
        let say = Say(self.lang(&channel_key(request.platform, &request.channel)));
        self.refused_for(request, Limited::TooFast, say.too_fast())
    }

    /// A private answer turning `request` away for a limit.
    fn refused_for(&self, request: &Request, limited: Limited, text: String) -> Reply {
        let mut reply = self.private(request, text);
        reply.limited = Some(limited);
        reply
    }

    /// Sets the link of a room (the adapter knows it only after posting,
    /// as on Discord).
    pub fn set_link(&self, code: RoomCode, link: String) {
        if let Some(room) = self.room(code)
            && let Ok(mut room) = room.lock()
        {
            room.state.link = Some(link);
            let _ = self.save(None, &mut room, &[], 0);
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
        let room = self.room(code)?;
        let mut room = room.lock().ok()?;
        if serial < room.state.board_serial {
            return Some(message);
        }
        room.state.board_serial = serial;
        let previous = room.state.board_message.replace(message);
        if let Err(error) = self.save(None, &mut room, &[], 0) {
            tracing::error!("could not save the board message of {code}: {error}");
        }
        previous
    }

    /// Whether replies carry pictures (a page links a chart only then).
    pub fn draws_pictures(&self) -> bool {
        self.config.images
    }

    /// Now, by the host's clock (unix seconds): what ratings shown by an
    /// adapter are measured from.
    pub fn now(&self) -> u64 {
        (self.clock)()
    }

    /// The store the host keeps everything in: what the page's profile
    /// and leaderboard pages read, and what tests check.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The state of an open room, for adapters and tests.
    pub fn room_state(&self, code: RoomCode) -> Option<RoomState> {
        let room = self.room(code)?;
        let room = room.lock().ok()?;
        Some(room.state.clone())
    }

    /// The language chosen for a channel (Spanish unless set). May read
    /// the store once per channel: call it on the blocking pool.
    pub fn language(&self, platform: Platform, channel: &str) -> Lang {
        self.lang(&channel_key(platform, channel))
    }

    /// The open room of a channel, if any.
    pub fn channel_room(&self, platform: Platform, channel: &str) -> Option<RoomCode> {
        self.channel_code(&channel_key(platform, channel))
    }

    /// The current game's position string and record of an open room.
    pub fn game_text(&self, code: RoomCode) -> Option<(String, Vec<String>)> {
        let room = self.room(code)?;
        let room = room.lock().ok()?;
        let moves = self.store.moves(code.as_str(), room.state.game_no).ok()?;
        Some((room.game.to_string(), moves))
    }

    fn chat(
        &self,
        request: &Request,
        key: &ChannelKey,
        text: &str,
    ) -> Result<Vec<Reply>, StoreError> {
        let text = text.trim();
        let Some(code) = self.channel_code(key) else {
            return Ok(Vec::new());
        };
        let Some(room) = self.room(code) else {
            return Ok(Vec::new());
        };
        let (size, is_mover) = match room.lock() {
            Ok(room) => (room.state.variant.size(), room.may_move(&request.user.id)),
            Err(_) => return Ok(Vec::new()),
        };
        let looks_like_action = text == "--"
            || text
                .split_whitespace()
                .all(|word| parse_action(word, size).is_ok());
        if is_mover && looks_like_action && !text.is_empty() {
            if !self
                .limiter
                .allow(Budget::Action, &request.user_key(), request.address)
            {
                let text = Say(self.lang(key)).too_fast();
                return Ok(vec![self.refused_for(request, Limited::TooFast, text)]);
            }
            return self.command(
                request,
                key,
                Command::Move {
                    action: text.to_string(),
                },
            );
        }
        Ok(Vec::new())
    }

    fn rooms_snapshot(&self) -> Vec<Arc<Mutex<Room>>> {
        self.rooms
            .lock()
            .map(|r| r.values().cloned().collect())
            .unwrap_or_default()
    }

    fn private(&self, request: &Request, text: String) -> Reply {
        private_to(request.platform, &request.channel, &request.user.id, text)
    }

    fn to_channel(
        &self,
        room: &Room,
        text: String,
        image: Option<Arc<[u8]>>,
        controls: Vec<Control>,
    ) -> Reply {
        Reply {
            platform: room.state.platform,
            target: Target::Channel(room.state.channel.clone()),
            text,
            image,
            picture: crate::host::Picture::Board,
            sketch: None,
            alt: None,
            controls,
            room: Some(room.state.code),
            serial: Some(room.state.serial),
            mention: None,
            deadline: None,
            files: Vec::new(),
            replay: None,
            limited: None,
            thread: None,
        }
    }
}

/// A reply only `user` sees, in `channel`.
fn private_to(platform: Platform, channel: &str, user: &UserId, text: String) -> Reply {
    Reply {
        platform,
        target: Target::Private {
            channel: channel.to_string(),
            user: user.clone(),
        },
        text,
        image: None,
        picture: crate::host::Picture::Board,
        sketch: None,
        alt: None,
        controls: Vec::new(),
        room: None,
        serial: None,
        mention: None,
        deadline: None,
        files: Vec::new(),
        replay: None,
        limited: None,
        thread: None,
    }
}
