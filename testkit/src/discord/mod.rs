//! A local stand-in for Discord that speaks its wire protocol on 127.0.0.1:
//! the REST routes the bot uses under `/api/v10`, and a gateway websocket
//! (HELLO, IDENTIFY → READY, heartbeats, RESUME, dispatched events).
//!
//! It records every REST call (with JSON payloads and multipart files) and
//! the time it arrived, so tests assert on what the bot really sent. It
//! also models what Discord does with those calls, each rule written from
//! Discord's developer documentation (discord/discord-api-docs, the pages
//! named beside each rule below):
//!
//! - interactions: one initial response each, within 3 seconds; the
//!   interaction's `@original` message; follow-ups (the first one after a
//!   `DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE` edits `@original` instead of
//!   creating a message); edits and deletes of `@original`; a token valid
//!   for 15 minutes;
//! - the limits on what a message may hold (content, action rows, buttons,
//!   select menus, custom ids, labels); a breach is refused as Discord
//!   refuses it *and* recorded as a [`Violation`];
//! - who sees what: [`StandIn::visible_to`] is a user's view at the end
//!   (channel messages as last edited, deleted ones gone, plus that user's
//!   own ephemeral messages);
//! - the places a user install reaches (`places`: group DMs, servers
//!   without the bot, the bot's DM), where the channel's endpoints are
//!   refused and follow-ups are at most five;
//! - rate limits (`rate`: 429s with their body and headers);
//! - threads: archived by inactivity and unarchived by a post, locked
//!   (160005), deleted (10003);
//! - the gateway's RESUME (missed events replayed) and INVALID_SESSION;
//! - HTTPS as `discord.com` (`tls`), so the bot's own HTTP client and rate
//!   limiter run as against Discord;
//! - the Activity (`activity`): OAuth2, instances (the bot's own token
//!   only), the Entry Point Discord makes and keeps (50240), and its proxy
//!   as `<application id>.discordsays.com` (`proxy`): the URL mapping, the
//!   `/.proxy` prefix, every player from the proxy's one address.

mod activity;
mod gateway;
mod limits;
mod messages;
mod places;
mod proxy;
mod rate;
mod responses;
mod rest;
mod threads;
mod tls;
mod users;

pub use activity::{BOT_TOKEN, CLIENT_SECRET, Instance, OTHER_APP_ID};
use gateway::*;
use limits::*;
pub use places::*;
pub use proxy::Mapping;
use responses::*;
use rest::*;
pub use threads::Thread;

use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

pub const APP_ID: &str = "900000000000000001";
pub const BOT_ID: &str = "900000000000000002";
pub const GUILD_ID: &str = "900000000000000003";
/// A second server the bot is in, and its one channel: Discord's
/// interaction object carries `guild_id`, "Guild that the interaction was
/// sent from" (Interactions → Interaction Object), so an interaction from
/// this channel names this server, not [`GUILD_ID`].
pub const OTHER_GUILD_ID: &str = "900000000000000004";
pub const OTHER_GUILD_CHANNEL: &str = "930000000000000099";

/// A channel whose overwrites deny the bot Attach Files.
pub const NO_FILES_CHANNEL: &str = "930000000000000098";

/// Channels whose overwrites let the bot start public threads and post
/// in them; elsewhere its role has neither.
pub const THREADS_CHANNEL: &str = "930000000000000097";
pub const OTHER_THREADS_CHANNEL: &str = "930000000000000096";

/// Permissions, Bitwise Permission Flags: `CREATE_PUBLIC_THREADS` 1 << 35
/// ("Allows for creating public and announcement threads"),
/// `SEND_MESSAGES_IN_THREADS` 1 << 38 ("Allows for sending messages in
/// threads").
const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;

/// Permissions, Bitwise Permission Flags: `ADD_REACTIONS` 0x40,
/// `VIEW_CHANNEL` 0x400, `SEND_MESSAGES` 0x800 ("Allows for sending
/// messages in a channel"), `EMBED_LINKS` 0x4000, `ATTACH_FILES` 0x8000
/// ("Allows for uploading images and files"), `READ_MESSAGE_HISTORY`
/// 0x10000, `MENTION_EVERYONE` 0x20000, `USE_EXTERNAL_EMOJIS` 0x40000,
/// `USE_APPLICATION_COMMANDS` 0x80000000.
const ADD_REACTIONS: u64 = 0x40;
const VIEW_CHANNEL: u64 = 0x400;
const SEND_MESSAGES: u64 = 0x800;
const EMBED_LINKS: u64 = 0x4000;
const ATTACH_FILES: u64 = 0x8000;
const READ_MESSAGE_HISTORY: u64 = 0x10000;
const MENTION_EVERYONE: u64 = 0x20000;
const USE_EXTERNAL_EMOJIS: u64 = 0x40000;
const USE_APPLICATION_COMMANDS: u64 = 0x8000_0000;

/// What this server's `@everyone` may do: see, read, write, react, attach,
/// embed and use commands (no Manage Server, no Administrator). A member's
/// permissions where a test did not set them.
const MEMBER_PERMISSIONS: u64 = VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | ADD_REACTIONS
    | USE_EXTERNAL_EMOJIS
    | USE_APPLICATION_COMMANDS;

/// The bot's permissions everywhere but the channels below: what its
/// invite asks for (the README's link) and what it is given to see and
/// read, without the thread permissions.
const BOT_PERMISSIONS: u64 =
    VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_MESSAGE_HISTORY;

/// Permissions, Bitwise Permission Flags: `MANAGE_GUILD` 0x20 ("Allows
/// management and editing of the guild").
pub const MANAGE_GUILD: u64 = 0x20;

/// The bot's permissions in `channel` after its overwrites.
fn bot_permissions(channel: &str) -> u64 {
    match channel {
        NO_FILES_CHANNEL => BOT_PERMISSIONS & !ATTACH_FILES,
        THREADS_CHANNEL | OTHER_THREADS_CHANNEL => {
            BOT_PERMISSIONS | CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS
        }
        _ => BOT_PERMISSIONS,
    }
}

/// The server a channel of the stand-in belongs to.
fn guild_of(channel: &str) -> &'static str {
    match channel {
        OTHER_GUILD_CHANNEL => OTHER_GUILD_ID,
        _ => GUILD_ID,
    }
}

/// Receiving and Responding, Interaction Callback Type: "must send an
/// initial response within 3 seconds of receiving the event. If the 3
/// second deadline is exceeded, the token will be invalidated."
pub const ACK_WINDOW: Duration = Duration::from_secs(3);

/// Receiving and Responding, Followup Messages: "Interaction tokens are
/// valid for 15 minutes, meaning you can respond to an interaction within
/// that amount of time."
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Message resource, Message Flags: "EPHEMERAL 1 << 6: this message is
/// only visible to the user who invoked the Interaction".
const EPHEMERAL: u64 = 1 << 6;
/// Message resource, Message Flags: "LOADING 1 << 7: this message is an
/// Interaction Response and the bot is "thinking"".
const LOADING: u64 = 1 << 7;

/// Interaction callback types (Receiving and Responding, Interaction
/// Callback Type).
const CHANNEL_MESSAGE_WITH_SOURCE: u64 = 4;
const DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: u64 = 5;
const DEFERRED_UPDATE_MESSAGE: u64 = 6;
const UPDATE_MESSAGE: u64 = 7;

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub at: Instant,
    pub method: Method,
    pub path: String,
    pub json: Value,
    pub files: Vec<(String, Vec<u8>)>,
}

/// What started an interaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A slash command (interaction type 2, APPLICATION_COMMAND).
    Command,
    /// A button or a select menu (interaction type 3, MESSAGE_COMPONENT).
    Component,
}

/// The initial response (the callback) an interaction got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InitialResponse {
    /// The interaction callback type (4, 5, 6, 7…).
    pub kind: u64,
    /// The message flags of its data (64 = EPHEMERAL).
    pub flags: u64,
    pub at: Instant,
}

/// One interaction dispatched to the bot, and what became of it.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: String,
    pub token: String,
    pub kind: Kind,
    pub user: String,
    pub user_name: String,
    pub channel: String,
    /// When it was dispatched over the gateway.
    pub created: Instant,
    /// For a component: the message the component is on.
    pub message: Option<String>,
    pub response: Option<InitialResponse>,
    /// The id of the message `@original` stands for, once there is one.
    pub original: Option<String>,
    /// The token was invalidated (no initial response within 3 seconds).
    pub invalidated: bool,
    /// Where it happened.
    pub place: Place,
}

/// A call Discord would have refused: a limit or a protocol rule broken.
#[derive(Clone, Debug)]
pub struct Violation {
    /// The rule, named as the documentation states it.
    pub rule: String,
    pub detail: String,
    pub method: String,
    pub path: String,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "[{}] {} ({} {})",
            self.rule, self.detail, self.method, self.path
        )
    }
}

/// A message as it stands now.
struct Stored {
    message: Value,
    /// The one user who sees it, for an ephemeral message.
    owner: Option<String>,
    /// The interaction token it was created with (responses, follow-ups).
    token: Option<String>,
    deleted: bool,
}

#[derive(Default)]
struct Inner {
    calls: Vec<Call>,
    /// New gateway connections are refused ([`StandIn::refuse_gateway`]).
    gateway_refused: bool,
    /// The live gateway session's outbox.
    session: Option<mpsc::UnboundedSender<Message>>,
    sessions_started: usize,
    identifies: usize,
    /// The `shard` of each IDENTIFY, in order.
    shards: Vec<Value>,
    resumes: usize,
    seq: u64,
    interactions: Vec<Interaction>,
    /// Every message, in the order it was created.
    messages: Vec<Stored>,
    violations: Vec<Violation>,
    token_lifetime: Duration,
    /// Each member's permissions and roles, where a test set them.
    members: HashMap<String, (u64, Vec<String>)>,
    /// The application commands the bot registered, as sent.
    commands: Vec<Value>,
    /// The global ones among them (the Entry Point aside).
    global: Vec<Value>,
    /// Threads, by id (the id of the message each was started from).
    threads: HashMap<String, Thread>,
    /// The bot's DM channels, by recipient.
    dms: HashMap<String, String>,
    /// Each user's client language, where a test set it (else `es-ES`).
    locales: HashMap<String, String>,
    /// Calls to a channel's endpoints where the bot is not a member.
    off_limits: usize,
    /// The session's events, by sequence number, for a RESUME to replay.
    backlog: Vec<(u64, String)>,
    /// The next RESUME is answered with INVALID_SESSION.
    refuse_resume: bool,
    /// RESUMEs answered with INVALID_SESSION.
    resumes_refused: usize,
    /// Which calls are answered 429.
    limiting: rate::Limiting,
    /// The follow-ups each interaction created, by interaction id.
    followups: HashMap<String, usize>,
    /// The Activity's codes, tokens and instances.
    activity: activity::Activities,
    /// Whether the app has Activities enabled (the developer portal's
    /// switch): off unless a test turns it on.
    activities: bool,
    /// The Entry Point commands registered, as sent.
    entry_points: Vec<Value>,
}

impl Inner {
    fn interaction(&self, id: &str) -> Option<&Interaction> {
        self.interactions.iter().find(|i| i.id == id)
    }

    fn stored(&mut self, id: &str) -> Option<&mut Stored> {
        self.messages
            .iter_mut()
            .find(|s| !s.deleted && s.message["id"] == id)
    }

    /// Keeps `message` as the interaction's `@original`: ephemeral (seen by
    /// its user only) when `flags` say so.
    fn keep_original(&mut self, interaction: &mut Interaction, message: Value, flags: u64) {
        interaction.original = message["id"].as_str().map(str::to_string);
        let owner = (flags & EPHEMERAL != 0).then(|| interaction.user.clone());
        self.messages.push(Stored {
            message,
            owner,
            token: Some(interaction.token.clone()),
            deleted: false,
        });
    }

    fn violate(&mut self, call: &Req, rule: &str, detail: String) {
        self.violations.push(Violation {
            rule: rule.to_string(),
            detail,
            method: call.method.to_string(),
            path: call.path.to_string(),
        });
    }
}

#[derive(Clone)]
pub struct StandIn {
    inner: Arc<Mutex<Inner>>,
    ids: Arc<AtomicU64>,
    /// Plain HTTP: the gateway, and the tests' own calls.
    pub base: String,
    /// HTTPS as `discord.com`, for the bot (`--discord-api`, with
    /// `--discord-api-ca`).
    tls: Arc<tls::Tls>,
    /// HTTPS as `<application id>.discordsays.com`: the Activity's proxy.
    proxy: Arc<proxy::Proxy>,
}

impl StandIn {
    /// Starts listening before the bot starts (serenity falls back to the
    /// real gateway otherwise).
    pub async fn start() -> StandIn {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        let inner = Inner {
            token_lifetime: TOKEN_LIFETIME,
            ..Inner::default()
        };
        let inner = Arc::new(Mutex::new(inner));
        let ids = Arc::new(AtomicU64::new(910_000_000_000_000_000));
        // The routes see the stand-in; the HTTPS side is made from them.
        let routes = |standin: StandIn| {
            Router::new()
                .route("/gateway", get(gateway))
                .fallback(rest)
                .with_state(standin)
        };
        let (plain, serving) = tokio::sync::oneshot::channel::<StandIn>();
        let tls = tls::serve_later(serving, routes).await;
        let standin = StandIn {
            inner,
            ids,
            base,
            tls: Arc::new(tls),
            proxy: Arc::new(proxy::Proxy::start(APP_ID).await),
        };
        let _ = plain.send(standin.clone());
        let app = routes(standin.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        standin
    }

    /// The bot's flags that send its REST calls here: `--discord-api`
    /// and `--discord-api-ca`.
    pub fn api_args(&self) -> [String; 4] {
        [
            "--discord-api".into(),
            self.tls.address.clone(),
            "--discord-api-ca".into(),
            self.tls.ca_file.display().to_string(),
        ]
    }

    /// The same, for a bot run in the test's process.
    pub fn api(&self) -> futbol_bot::adapters::discord::StandIn {
        futbol_bot::adapters::discord::StandIn {
            address: self.tls.address.parse().expect("an address"),
            ca_pem: std::fs::read(&self.tls.ca_file).expect("the certificate"),
        }
    }

    /// How long an interaction token stays valid for follow-ups and
    /// webhook edits (Discord: 15 minutes); shorter to test expiry.
    pub fn set_token_lifetime(&self, lifetime: Duration) {
        self.inner.lock().expect("lock").token_lifetime = lifetime;
    }

    pub fn id(&self) -> String {
        self.ids.fetch_add(1, Ordering::SeqCst).to_string()
    }

    pub fn calls(&self) -> Vec<Call> {
        self.inner.lock().expect("lock").calls.clone()
    }

    /// Every interaction dispatched, with its response and `@original`.
    pub fn interactions(&self) -> Vec<Interaction> {
        self.inner.lock().expect("lock").interactions.clone()
    }

    /// The calls Discord would have refused, each naming its rule.
    pub fn violations(&self) -> Vec<Violation> {
        self.inner.lock().expect("lock").violations.clone()
    }

    /// Waits until `check` holds, polling.
    pub async fn wait_for<T>(&self, what: &str, check: impl FnMut(&StandIn) -> Option<T>) -> T {
        match self.try_wait_for(Duration::from_secs(30), check).await {
            Some(value) => value,
            None => panic!("timed out waiting for {what}"),
        }
    }

    /// Waits until `check` holds, polling, for at most `limit`.
    pub async fn try_wait_for<T>(
        &self,
        limit: Duration,
        mut check: impl FnMut(&StandIn) -> Option<T>,
    ) -> Option<T> {
        let started = Instant::now();
        loop {
            if let Some(value) = check(self) {
                return Some(value);
            }
            if started.elapsed() > limit {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
}
