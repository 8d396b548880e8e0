//! The host as a whole: its parts and its lifecycle, the way of one
//! request through them (`Host::handle`: the limiter, the parser or the
//! pressed button, the command's wing, the store's answer), and the
//! background loop.
//!
//! Locking: the room map's lock is held to find a room (and while a new room
//! is created, so two channels cannot race for one code); each room has its
//! own lock, held while one request is applied to it. `handle` is
//! synchronous (store I/O and rendering inside), so async callers use
//! [`Host::handle_async`], which runs it on the blocking pool and never holds
//! a lock across an `.await`.

use crate::community::limits::{Budget, Limiter};
use crate::community::settings::Settings;
use crate::host::command::value::Command;
use crate::host::computer::Thinkers;
use crate::host::config::{HostConfig, HostError, WallClock};
use crate::host::controls::tournament_joined;
use crate::host::desk::Desk;
use crate::host::digest::Digests;
use crate::host::dispatch::{self, At, registry};
use crate::host::lifecycle::Lifecycle;
use crate::host::message::{Input, Limited, Platform, Reply, Request, channel_key};
use crate::host::parts::Parts;
use crate::host::play::verbs::Move;
use crate::host::prefs::Prefs;
use crate::host::press::press;
use crate::host::puzzles::{PuzzleButton, Puzzles};
use crate::host::room::RoomState;
use crate::host::rooms::{Lifetimes, Rooms};
use crate::host::tournament::Tournaments;
use crate::i18n::Lang;
use crate::i18n::Say;
use crate::ids::ChannelKey;
use crate::ids::RoomCode;
use crate::store::{Store, StoreError};
use crate::telemetry::{REQUEST_SECONDS, REQUESTS_LIMITED};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The host: its parts, and its lifecycle.
pub struct Host {
    /// The parts the wings borrow from.
    pub(in crate::host) parts: Parts,
    /// Taking requests, and stopping.
    pub(in crate::host) life: Lifecycle,
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
        let puzzles = Desk::new(store.clone());
        let (rooms, communities) = Rooms::load(store, clock.clone(), lifetimes, settings.clone())?;
        let thinkers = Thinkers::start();
        // After a restart, the engine moves wherever it is to move.
        for room in rooms.snapshot() {
            if let Ok(room) = room.lock() {
                thinkers.consider(&room);
            }
        }
        let parts = Parts {
            limiter: Limiter::new(config.limits),
            config,
            clock,
            rooms,
            prefs: Prefs {
                settings,
                communities,
            },
            thinkers,
            digests: Digests::default(),
            puzzles,
        };
        Ok(Host {
            parts,
            life: Lifecycle::default(),
        })
    }

    /// The puzzles' wing.
    pub(in crate::host) fn puzzles(&self) -> Puzzles<'_> {
        Puzzles::on(&self.parts)
    }

    /// The communities' puzzles of the day due on `platform` now, posted
    /// once (the sweep's; public for tests).
    pub fn puzzles_due(&self, platform: Platform) -> Vec<Reply> {
        self.puzzles().post_due(platform)
    }

    /// One run of the puzzles' archive job (once a minute at most; the
    /// sweep's, public for tests): how many puzzles it found.
    pub fn puzzles_from_archive(&self) -> usize {
        match self.parts.puzzles.scan_archive((self.parts.clock)()) {
            Ok(found) => found,
            Err(error) => {
                tracing::error!("puzzles from the archive: {error}");
                0
            }
        }
    }

    /// The tournaments' wing, on the game flow.
    pub(in crate::host) fn tournaments(&self) -> Tournaments<'_> {
        Tournaments::on(&self.parts)
    }

    /// What [`Host::handle`] answers while the host takes requests.
    fn answer(&self, request: &Request) -> Vec<Reply> {
        let key = ChannelKey::new(request.platform, &request.channel);
        let prefs = &self.parts.prefs;
        prefs.note_community(request);
        let say = Say(prefs.lang(&key));
        let parts = &self.parts;
        let mine = Prefs::asker_or(request, || say);
        // Chat counts only when it turns out to be a move (in `chat`).
        let counted = !matches!(request.input, Input::Chat(_));
        if counted
            && !(self.parts.limiter).allow(Budget::Action, &request.user_key(), request.address)
        {
            return vec![crate::host::play::flow::refused_for(
                request,
                Limited::TooFast,
                mine.too_fast(),
            )];
        }
        let act = || match &request.input {
            Input::Command(text) => match dispatch::parse(text) {
                Ok(command) => self.command(request, &key, &command),
                Err(error) => Ok(vec![crate::host::play::flow::private(
                    request,
                    mine.command_error(&error),
                )]),
            },
            Input::Chosen(command) => match command.check() {
                Ok(()) => self.command(request, &key, command),
                Err(error) => Ok(vec![crate::host::play::flow::private(
                    request,
                    mine.command_error(&error),
                )]),
            },
            Input::Chat(text) => {
                match crate::host::play::flow::chat_move(parts, request, &key, text) {
                    None => Ok(Vec::new()),
                    Some(Err(refused)) => Ok(vec![refused]),
                    Some(Ok(action)) => self.command(request, &key, &Command::of(Move { action })),
                }
            }
            Input::Button(id) => match (PuzzleButton::decode(id), tournament_joined(id)) {
                (Some(button), _) => self.puzzles().button(request, button),
                (None, Some(id)) => self.tournaments().tournament_join(request, say, Some(id)),
                (None, None) => press(&self.parts, request, &key, id),
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
            StoreError::Conflict => vec![crate::host::play::flow::private(
                request,
                mine.stale_button(),
            )],
            // The database went away (or its disk): said for what it is,
            // logged once for the operator.
            StoreError::Database(_) | StoreError::Postgres(_) => {
                self.life.store_failed(&error);
                vec![crate::host::play::flow::private(request, mine.not_saved())]
            }
            error => {
                tracing::error!("request failed: {error}");
                vec![crate::host::play::flow::private(
                    request,
                    mine.internal_error(),
                )]
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
        let at = At {
            request,
            key,
            pressed: None,
            parts: &self.parts,
        };
        match registry::of(command) {
            Some(spec) => spec.run(command, &at),
            None => Ok(Vec::new()),
        }
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
                vec![crate::host::play::flow::private(
                    &request,
                    crate::host::play::flow::asker_say(&self.parts, &request).internal_error(),
                )]
            }
        }
    }
}

/// What the host holds, read in place (for the operator's gauges, the
/// adapters through the door, and the tests), and what its sweeps and a
/// platform's threads make.
impl Host {
    /// Now, by the host's clock (unix seconds): what ratings shown by an
    /// adapter are measured from.
    pub fn now(&self) -> u64 {
        (self.parts.clock)()
    }

    /// The store the host keeps everything in: what the page's profile
    /// and leaderboard pages read, and what tests check.
    pub fn store(&self) -> &Store {
        self.parts.rooms.store()
    }

    /// The typed settings (a channel's language, a user's pings, a
    /// community's defaults) and the adapters' notes about open rooms.
    pub fn settings(&self) -> &Settings {
        &self.parts.prefs.settings
    }

    /// The state of an open room, for adapters and tests.
    pub fn room_state(&self, code: RoomCode) -> Option<RoomState> {
        self.parts.rooms.state(code)
    }

    /// The language chosen for a channel (Spanish unless set). May read
    /// the store once per channel: call it on the blocking pool.
    pub fn language(&self, platform: Platform, channel: &str) -> Lang {
        self.parts.prefs.lang(&channel_key(platform, channel))
    }

    /// The open room of a channel, if any.
    pub fn channel_room(&self, platform: Platform, channel: &str) -> Option<RoomCode> {
        self.parts
            .rooms
            .channel_code(&channel_key(platform, channel))
    }

    /// The current game's position string and record of an open room.
    pub fn game_text(&self, code: RoomCode) -> Option<(String, Vec<String>)> {
        let room = self.parts.rooms.room(code)?;
        let room = room.lock().ok()?;
        let moves = self.store().moves(code.as_str(), room.state.game_no).ok()?;
        Some((room.game.to_string(), moves))
    }

    /// How many rooms this process holds open (the operator's gauge).
    pub fn open_rooms(&self) -> usize {
        self.parts.rooms.count()
    }

    /// How many times a room was looked up since start: what the tests
    /// that count a request's reads read.
    #[cfg(feature = "test-hooks")]
    pub fn room_lookups(&self) -> u64 {
        self.parts.rooms.lookups()
    }

    /// How many calls of `side` the adapters made through the door since
    /// start: an action on the page or a press on Discord is one answer.
    #[cfg(feature = "test-hooks")]
    pub fn door_calls(&self, side: crate::host::lifecycle::Side) -> u64 {
        self.life.calls(side)
    }

    /// The engine's moves that are ready on `platform`, played.
    pub fn computer_moves(&self, platform: Platform) -> Vec<Reply> {
        self.finished(crate::host::play::computer::computer_moves(
            &self.parts,
            platform,
        ))
    }

    /// Replies made on the room locks let go: their page views get their
    /// move lists.
    fn finished(&self, mut replies: Vec<Reply>) -> Vec<Reply> {
        crate::host::play::page::for_pages(&self.parts, &mut replies);
        replies
    }

    /// The deadlines of `platform` that are due, acted on, and the
    /// tournaments whose boards they ended moved on.
    pub fn sweep_due(&self, platform: Platform) -> Vec<Reply> {
        let mut replies = crate::host::play::sweep::sweep_due(&self.parts, platform);
        replies.extend(self.tournaments().advance_noted(platform));
        self.finished(replies)
    }

    /// The daily summaries due on `platform` now.
    pub fn digests(&self, platform: Platform) -> Vec<Reply> {
        crate::host::play::digest::digests(&self.parts, platform)
    }

    /// Moves on every running tournament of `platform`.
    pub fn advance_tournaments(&self, platform: Platform, open_missing: bool) -> Vec<Reply> {
        self.finished(
            self.tournaments()
                .advance_tournaments(platform, open_missing),
        )
    }

    /// A room moved into the thread `thread` (Discord made it).
    pub fn into_thread(&self, code: RoomCode, thread: &str) -> Vec<Reply> {
        self.finished(crate::host::play::threads::move_into_thread(
            &self.parts,
            code,
            thread,
        ))
    }

    /// A room whose thread could not be made stays in its channel.
    pub fn thread_lost(&self, code: RoomCode) -> Vec<Reply> {
        self.finished(crate::host::play::threads::thread_lost(&self.parts, code))
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
            let say = crate::host::play::flow::asker_say(&self.parts, request);
            return vec![crate::host::play::flow::private(request, say.restarting())];
        };
        let started = Instant::now();
        let mut replies = self.answer(request);
        replies.extend(self.tournaments().advance_noted(request.platform));
        crate::host::play::page::for_pages(&self.parts, &mut replies);
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
                () = self.parts.thinkers.ready(platform) => {}
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
