//! The heart of the bot, knowing no platform: `Host::handle(Request) ->
//! Vec<Reply>`. It keeps rooms, seats and games, asks the engine about
//! legality, the renderer for pictures and the store to remember.
//!
//! The host is a thin front over parts that own their data:
//! `rooms::Rooms` (the open rooms, their channels, saving them),
//! `settings::Prefs` (what people chose), the engine's thinkers, the rate
//! limiter, the digests' minute and the lifecycle. The work is done by
//! wings that borrow the parts they name: `play::Play` (the game flow)
//! and `tournament::Tournaments` (which opens its boards through the
//! game flow). `Host` routes a request to a wing (`answer`) and lends the
//! adapters what they read (`front.rs`).
//!
//! Locking: the room map's lock is held to find a room (and while a new room
//! is created, so two channels cannot race for one code); each room has its
//! own lock, held while one request is applied to it. `handle` is
//! synchronous (store I/O and rendering inside), so async callers use
//! [`Host::handle_async`], which runs it on the blocking pool and never holds
//! a lock across an `.await`.

pub mod analysis_pictures;
mod archive;
/// The commands adapters build from a page's form or a slash command's
/// options (the rest arrive as text and are read by the one parser).
pub use archive::Analyse;
pub use play::verbs::{Create, Join};
pub use puzzles::PuzzleCommand;
pub use settings::{LanguageCommand, SettingsCommand};
pub use tournament::TournamentStep;
mod change;
pub mod clock;
pub mod command;
mod computer;
pub mod config;
mod controls;
pub mod digest;
mod door;
mod fair;
mod files;
mod front;
mod lifecycle;
pub mod message;
mod minutes;
mod page;
mod people;
mod picker;
mod play;
mod pool;
mod profile;
mod puzzles;
mod room;
mod rooms;
mod settings;
mod shown;
pub mod tournament;
mod words;

pub use crate::community::limits::{Limits, Rate, network};
pub use crate::ids::{ChannelKey, Community, NotACode, RoomCode, UserId, UserKey};
pub use config::{HostConfig, HostError, WallClock, system_clock};
pub use controls::{ButtonId, ButtonKind, Sketch};
pub use door::{Door, DoorError, Side};
pub use fair::{PAIR_LIMIT, PAIR_WINDOW, ToBeListed, to_be_listed};
pub use files::{Attachment, RECORD_MIME, Replay, ReplayError};
pub use message::{
    Asker, Control, Input, Lacking, Limited, Picture, Platform, Reply, Request, Style, Target,
    User, Widget,
};
pub use page::{LobbyRoom, PageClock, PageView, Seat, Step};
pub use play::ratings::{PlayerProfile, player_id};
pub use play::record_text;
pub use profile::{Profile, Profiles, ThreadStyle};
pub use room::{Player, RoomState, plain_name};
pub use shown::Shown;

use crate::community::limits::{Budget, Limiter};
use crate::community::settings::Settings;
use crate::i18n::Say;
use crate::store::{Store, StoreError};
use crate::telemetry::{REQUEST_SECONDS, REQUESTS_LIMITED};
use command::Command;
use computer::Thinkers;
use digest::Digests;
use lifecycle::Lifecycle;
use play::Play;
use rooms::{Lifetimes, Rooms};
use settings::Prefs;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tournament::Tournaments;

/// The host: the parts below, and the wings that work on them.
pub struct Host {
    config: HostConfig,
    clock: WallClock,
    /// The open rooms, their channels and their saving; holds the store.
    rooms: Rooms,
    /// The settings, and the community of each channel seen lately.
    prefs: Prefs,
    /// The engine's seats, thinking off the request path.
    thinkers: Thinkers,
    /// How fast one person (and one address) may act.
    limiter: Limiter,
    /// Taking requests, and stopping.
    life: Lifecycle,
    /// When each platform's daily summaries were last looked for.
    digests: Digests,
    /// The puzzles' records, locks and ratings seen.
    puzzles: puzzles::Desk,
}

impl Host {
    /// Starts a host on `store`, loading every open room back (nothing is
    /// posted again; rooms nobody is waiting on stay cold).
    pub fn new(store: Store, config: HostConfig, clock: WallClock) -> Result<Host, HostError> {
        let settings = Arc::new(Settings::new(store.clone()));
        let lifetimes = Lifetimes {
            ttl_seconds: config.ttl_seconds,
            code_grace_seconds: config.code_grace_seconds,
        };
        let puzzles = puzzles::Desk::new(store.clone());
        let (rooms, communities) = Rooms::load(store, clock.clone(), lifetimes, settings.clone())?;
        let thinkers = Thinkers::start();
        // After a restart, the engine moves wherever it is to move.
        for room in rooms.snapshot() {
            if let Ok(room) = room.lock() {
                thinkers.consider(&room);
            }
        }
        Ok(Host {
            limiter: Limiter::new(config.limits),
            config,
            clock,
            rooms,
            prefs: Prefs {
                settings,
                communities,
            },
            thinkers,
            life: Lifecycle::default(),
            digests: Digests::default(),
            puzzles,
        })
    }

    /// The game flow, on this host's parts.
    fn play(&self) -> Play<'_> {
        Play {
            rooms: &self.rooms,
            store: self.rooms.store(),
            prefs: &self.prefs,
            config: &self.config,
            clock: &self.clock,
            thinkers: &self.thinkers,
            limiter: &self.limiter,
            digests: &self.digests,
        }
    }

    /// The puzzles' wing.
    fn puzzles(&self) -> puzzles::Puzzles<'_> {
        puzzles::Puzzles {
            desk: &self.puzzles,
            prefs: &self.prefs,
            clock: &self.clock,
            images: self.config.images,
        }
    }

    /// The communities' puzzles of the day due on `platform` now, posted
    /// once (the sweep's; public for tests).
    pub fn puzzles_due(&self, platform: Platform) -> Vec<Reply> {
        self.puzzles().post_due(platform)
    }

    /// One run of the puzzles' archive job (once a minute at most; the
    /// sweep's, public for tests): how many puzzles it found.
    pub fn puzzles_from_archive(&self) -> usize {
        match self.puzzles.scan_archive((self.clock)()) {
            Ok(found) => found,
            Err(error) => {
                tracing::error!("puzzles from the archive: {error}");
                0
            }
        }
    }

    /// The tournaments' wing, on the game flow.
    fn tournaments(&self) -> Tournaments<'_> {
        Tournaments { play: self.play() }
    }

    /// What [`Host::handle`] answers while the host takes requests.
    fn answer(&self, request: &Request) -> Vec<Reply> {
        let key = ChannelKey::new(request.platform, &request.channel);
        self.prefs.note_community(request);
        let say = Say(self.prefs.lang(&key));
        let play = self.play();
        let mine = Play::asker_or(request, || say);
        // Chat counts only when it turns out to be a move (in `chat`).
        let counted = !matches!(request.input, Input::Chat(_));
        if counted
            && !self
                .limiter
                .allow(Budget::Action, &request.user_key(), request.address)
        {
            return vec![play.refused_for(request, Limited::TooFast, mine.too_fast())];
        }
        let act = || match &request.input {
            Input::Command(text) => match command::parse(text) {
                Ok(command) => self.command(request, &key, &command),
                Err(error) => Ok(vec![play.private(request, mine.command_error(&error))]),
            },
            Input::Chosen(command) => match command.check() {
                Ok(()) => self.command(request, &key, command),
                Err(error) => Ok(vec![play.private(request, mine.command_error(&error))]),
            },
            Input::Chat(text) => match play.chat_move(request, &key, text) {
                None => Ok(Vec::new()),
                Some(Err(refused)) => Ok(vec![refused]),
                Some(Ok(action)) => self.command(request, &key, &Command::of(action)),
            },
            Input::Button(id) => match (
                puzzles::PuzzleButton::decode(id),
                controls::tournament_joined(id),
            ) {
                (Some(button), _) => self.puzzles().button(request, button),
                (None, Some(id)) => self.tournaments().tournament_join(request, say, Some(id)),
                (None, None) => command::press(self, request, &key, id),
            },
        };
        // Another process changed the room first and its notice had not
        // come yet (`rooms/fresh.rs`): nothing was saved, and the room is
        // read again at the next lookup, so the request runs once more.
        let result = match act() {
            Err(StoreError::Conflict) => act(),
            result => result,
        };
        if result.is_ok() {
            self.life.store_answered();
        }
        result.unwrap_or_else(|error| match error {
            // Changed first again: this one's copy is refreshed at the
            // next request; the user acts again on it.
            StoreError::Conflict => vec![play.private(request, mine.stale_button())],
            // The database went away (or its disk): said for what it is,
            // logged once for the operator.
            StoreError::Database(_) | StoreError::Postgres(_) => {
                self.life.store_failed(&error);
                vec![play.private(request, mine.not_saved())]
            }
            error => {
                tracing::error!("request failed: {error}");
                vec![play.private(request, mine.internal_error())]
            }
        })
    }

    /// A command, run with what it may reach.
    fn command(
        &self,
        request: &Request,
        key: &ChannelKey,
        command: &Command,
    ) -> Result<Vec<Reply>, StoreError> {
        let at = command::At {
            request,
            key,
            pressed: None,
            host: self,
        };
        command.run(&at)
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
                vec![
                    self.play()
                        .private(&request, self.play().asker_say(&request).internal_error()),
                ]
            }
        }
    }
}

/// Taking requests, the background loop, and stopping.
impl Host {
    /// Answers one request. Never panics on user input; store failures are
    /// answered with a private apology and nothing acknowledged. While the
    /// host is stopping, the answer is "the bot is restarting" and nothing
    /// is done.
    pub fn handle(&self, request: &Request) -> Vec<Reply> {
        let Some(_busy) = self.life.enter() else {
            let say = self.play().asker_say(request);
            return vec![self.play().private(request, say.restarting())];
        };
        let started = Instant::now();
        let mut replies = self.answer(request);
        replies.extend(self.tournaments().advance_noted(request.platform));
        self.play().for_pages(&mut replies);
        let platform = request.platform.name();
        metrics::histogram!(REQUEST_SECONDS, "platform" => platform)
            .record(started.elapsed().as_secs_f64());
        if replies.iter().any(|r| r.limited.is_some()) {
            metrics::counter!(REQUESTS_LIMITED, "platform" => platform).increment(1);
        }
        replies
    }

    /// Stops taking requests: from now on every request is answered "the
    /// bot is restarting", and the sweeps stop. Work already started
    /// finishes ([`Host::settled`]).
    pub fn stop_taking(&self) {
        self.life.stop();
    }

    /// Whether the host is stopping.
    pub fn stopping(&self) -> bool {
        self.life.stopping()
    }

    /// Waits until no request or sweep is being answered, at most
    /// `limit`; `false` when some were still going then.
    pub async fn settled(&self, limit: Duration) -> bool {
        let started = Instant::now();
        loop {
            if self.life.idle() {
                return true;
            }
            if started.elapsed() >= limit {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Every 5 seconds, and as soon as the engine has a move, the engine's
    /// moves ([`Host::computer_moves`]) and [`Host::sweep_due`] on the
    /// blocking pool for `platform`,
    /// handing the notices to the adapter's `post`; runs until dropped.
    pub async fn sweep<F, Fut>(self: Arc<Self>, platform: Platform, mut post: F)
    where
        F: FnMut(Vec<Reply>) -> Fut,
        Fut: std::future::Future<Output = ()>,
    {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(5));
        // The first sweep also opens the rooms of tournament boards a
        // stopped process paired but did not open.
        let mut first = true;
        loop {
            tokio::select! {
                _ = every.tick() => {}
                () = self.thinkers.ready(platform) => {}
            }
            if self.stopping() {
                return;
            }
            let host = self.clone();
            let notices = tokio::task::spawn_blocking(move || {
                let Some(_busy) = host.life.enter() else {
                    return Vec::new();
                };
                let mut notices = host.computer_moves(platform);
                notices.extend(host.sweep_due(platform));
                notices.extend(host.advance_tournaments(platform, first));
                notices.extend(host.digests(platform));
                notices.extend(host.puzzles_due(platform));
                host.puzzles_from_archive();
                notices
            });
            first = false;
            post(notices.await.unwrap_or_default()).await;
        }
    }
}
