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
mod places;
mod proxy;
mod rate;
mod tls;
#[allow(unused_imports)]
pub use activity::{BOT_TOKEN, CLIENT_SECRET, Instance, OTHER_APP_ID};
pub use places::*;
#[allow(unused_imports)]
pub use proxy::Mapping;

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

/// The server a channel of the stand-in belongs to.
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

/// A thread as Discord keeps it (Channel Object, `thread_metadata`).
#[derive(Clone, Debug)]
pub struct Thread {
    /// The channel it was started in.
    pub parent: String,
    /// Its name.
    pub name: String,
    /// `auto_archive_duration`, minutes.
    pub auto_archive: u64,
    /// Archived: hidden after its `auto_archive` minutes without a
    /// message; a message sent there unarchives it.
    pub archived: bool,
    /// Archived and locked by a moderator: no one posts there.
    pub locked: bool,
    /// Deleted by a moderator.
    pub deleted: bool,
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

    pub fn identifies(&self) -> usize {
        self.inner.lock().expect("lock").identifies
    }

    /// The `shard` field of every IDENTIFY so far.
    pub fn identified_shards(&self) -> Vec<Value> {
        self.inner.lock().expect("lock").shards.clone()
    }

    pub fn sessions(&self) -> (usize, usize, usize) {
        let inner = self.inner.lock().expect("lock");
        (inner.sessions_started, inner.identifies, inner.resumes)
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

    /// Waits for a gateway session that has identified (or resumed).
    pub async fn wait_ready(&self, sessions: usize) {
        self.wait_for("the bot to connect", |s| {
            let inner = s.inner.lock().expect("lock");
            (inner.identifies + inner.resumes >= sessions && inner.session.is_some()).then_some(())
        })
        .await;
    }

    /// Refuses (or again accepts) new gateway connections, as when
    /// Discord's gateway is down or unreachable.
    pub fn refuse_gateway(&self, refused: bool) {
        self.inner.lock().expect("lock").gateway_refused = refused;
    }

    /// Closes the gateway connection abruptly.
    pub fn drop_gateway(&self) {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(session) = inner.session.take() {
            let _ = session.send(Message::Close(None));
        }
    }

    /// Sends an event to the live session, and keeps it for a RESUME
    /// (Gateway, Resuming: "Discord will replay any missed events in
    /// order").
    fn dispatch(&self, event: &str, data: Value) {
        let mut inner = self.inner.lock().expect("lock");
        inner.seq += 1;
        let frame = json!({ "op": 0, "t": event, "s": inner.seq, "d": data });
        let seq = inner.seq;
        inner.backlog.push((seq, frame.to_string()));
        if let Some(session) = &inner.session {
            let _ = session.send(Message::Text(frame.to_string().into()));
        }
    }

    /// The next RESUME is refused with INVALID_SESSION, as when the
    /// session is gone on Discord's side.
    pub fn refuse_next_resume(&self) {
        self.inner.lock().expect("lock").refuse_resume = true;
    }

    /// How many RESUMEs were refused.
    pub fn resumes_refused(&self) -> usize {
        self.inner.lock().expect("lock").resumes_refused
    }

    pub fn user(&self, id: &str, name: &str) -> Value {
        json!({ "id": id, "username": name, "discriminator": "0", "global_name": name, "avatar": null })
    }

    /// Guild Member Object: `roles`, "array of role object ids", and
    /// `permissions`, "total permissions of the member in the channel,
    /// including overwrites, returned when in the interaction object".
    fn member(&self, id: &str, name: &str) -> Value {
        let (permissions, roles) = self
            .inner
            .lock()
            .expect("lock")
            .members
            .get(id)
            .cloned()
            .unwrap_or((MEMBER_PERMISSIONS, Vec::new()));
        json!({
            "user": self.user(id, name), "roles": roles, "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "deaf": false, "mute": false, "flags": 0, "permissions": permissions.to_string(), "nick": null
        })
    }

    /// Gives a member these permissions and roles in every channel.
    pub fn set_member(&self, user: &str, permissions: u64, roles: &[&str]) {
        let roles = roles.iter().map(|r| r.to_string()).collect();
        let mut inner = self.inner.lock().expect("lock");
        inner.members.insert(user.to_string(), (permissions, roles));
    }

    /// Sets the language of `user`'s Discord client, which every
    /// interaction of theirs carries (Interaction Object: `locale`,
    /// "Selected language of the invoking user").
    pub fn set_locale(&self, user: &str, locale: &str) {
        let mut inner = self.inner.lock().expect("lock");
        inner.locales.insert(user.to_string(), locale.to_string());
    }

    /// The threads started so far, by id.
    pub fn threads(&self) -> HashMap<String, Thread> {
        self.inner.lock().expect("lock").threads.clone()
    }

    /// A moderator deletes a thread.
    pub fn delete_thread(&self, id: &str) {
        if let Some(thread) = self.inner.lock().expect("lock").threads.get_mut(id) {
            thread.deleted = true;
        }
    }

    /// A thread goes quiet for its `auto_archive` minutes: archived,
    /// not locked.
    pub fn archive_thread(&self, id: &str) {
        if let Some(thread) = self.inner.lock().expect("lock").threads.get_mut(id) {
            thread.archived = true;
        }
    }

    /// A moderator archives and locks a thread.
    pub fn lock_thread(&self, id: &str) {
        if let Some(thread) = self.inner.lock().expect("lock").threads.get_mut(id) {
            thread.locked = true;
            thread.archived = true;
        }
    }

    /// The application commands the bot registered.
    pub fn registered(&self) -> Vec<Value> {
        self.inner.lock().expect("lock").commands.clone()
    }

    /// `/futbol-admin [options]`, a command whose options are its own
    /// (no sub-command); returns the interaction id.
    pub fn admin(&self, user: (&str, &str), channel: &str, options: &[(&str, &str)]) -> String {
        let options: Vec<Value> = options
            .iter()
            .map(|(name, value)| json!({ "name": name, "type": 3, "value": value }))
            .collect();
        let data = json!({
            "id": "920000000000000002", "name": "futbol-admin", "type": 1, "options": options
        });
        let (id, payload) = self.base_interaction(Kind::Command, user, channel, data, None);
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }

    /// Builds an INTERACTION_CREATE payload and starts tracking it (its
    /// 3-second window starts now: the caller dispatches it at once).
    fn base_interaction(
        &self,
        kind: Kind,
        user: (&str, &str),
        channel: &str,
        data: Value,
        message: Option<String>,
    ) -> (String, Value) {
        let id = self.id();
        let token = format!("tok-{id}");
        let mut inner = self.inner.lock().expect("lock");
        // An interaction in a thread: its channel is the thread (Channel
        // Types: PUBLIC_THREAD is 11, with its `parent_id`), and the bot's
        // permissions there are the parent channel's.
        let parent = inner.threads.get(channel).map(|t| t.parent.clone());
        let at = inner.place_of(parent.as_deref().unwrap_or(channel));
        let locale = (inner.locales.get(user.0).cloned()).unwrap_or_else(|| "es-ES".into());
        inner.interactions.push(Interaction {
            id: id.clone(),
            token: token.clone(),
            kind,
            user: user.0.to_string(),
            user_name: user.1.to_string(),
            channel: channel.to_string(),
            created: Instant::now(),
            message,
            response: None,
            original: None,
            invalidated: false,
            place: at,
        });
        drop(inner);
        let place = parent.as_deref().unwrap_or(channel);
        let guild = guild_of(place);
        let mut channel_object = json!({ "id": channel, "type": 0, "guild_id": guild, "name": "general", "permissions": MEMBER_PERMISSIONS.to_string() });
        if let Some(parent) = &parent {
            channel_object["type"] = json!(11);
            channel_object["parent_id"] = json!(parent);
        }
        let mut payload = json!({
            "id": id, "application_id": APP_ID,
            "type": match kind { Kind::Command => 2, Kind::Component => 3 },
            "data": data,
            "guild_id": guild, "channel_id": channel,
            "channel": channel_object,
            "member": self.member(user.0, user.1),
            // Interaction object: app_permissions, "Bitwise set of
            // permissions the app has within the channel the interaction
            // was sent from".
            "token": token, "version": 1, "app_permissions": bot_permissions(place).to_string(),
            "locale": locale, "guild_locale": "es-ES", "entitlements": [],
            "authorizing_integration_owners": { "0": guild }, "context": 0,
            "attachment_size_limit": 10485760
        });
        places::shape(&mut payload, at, self.user(user.0, user.1));
        (id, payload)
    }

    /// A `/futbol SUB [options]` slash command; returns the interaction id.
    pub fn slash(
        &self,
        user: (&str, &str),
        channel: &str,
        sub: &str,
        options: &[(&str, &str)],
    ) -> String {
        // Application Command Option Type: STRING is 3, USER is 6; a USER
        // option's value is the user's snowflake, and the interaction's
        // `resolved.users` carries that user ("Interaction Object —
        // Resolved Data Structure"). The bot's only user option is
        // `jugador`.
        let mut users = serde_json::Map::new();
        let options: Vec<Value> = options
            .iter()
            .map(|(name, value)| match *name {
                "jugador" => {
                    users.insert(
                        value.to_string(),
                        json!({
                            "id": value, "username": "someone", "discriminator": "0",
                            "global_name": null, "avatar": null
                        }),
                    );
                    json!({ "name": name, "type": 6, "value": value })
                }
                _ => json!({ "name": name, "type": 3, "value": value }),
            })
            .collect();
        let mut data = json!({
            "id": "920000000000000001", "name": "futbol", "type": 1,
            "options": [{ "name": sub, "type": 1, "options": options }]
        });
        if !users.is_empty() {
            data["resolved"] = json!({ "users": users });
        }
        let (id, payload) = self.base_interaction(Kind::Command, user, channel, data, None);
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }

    /// A press on a button of `message`.
    pub fn button(&self, user: (&str, &str), message: &Value, custom_id: &str) -> String {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        self.component(user, message, data)
    }

    /// A choice in a select menu of `message`.
    pub fn select(
        &self,
        user: (&str, &str),
        message: &Value,
        menu_id: &str,
        value: &str,
    ) -> String {
        let data = json!({ "custom_id": menu_id, "component_type": 3, "values": [value] });
        self.component(user, message, data)
    }

    fn component(&self, user: (&str, &str), message: &Value, data: Value) -> String {
        let channel = message["channel_id"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let on = message["id"].as_str().map(str::to_string);
        let (id, mut payload) = self.base_interaction(Kind::Component, user, &channel, data, on);
        let mut message = message.clone();
        if let Some(fields) = message.as_object_mut() {
            fields.remove("deleted");
        }
        payload["message"] = message;
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }

    /// Every message the bot made (channel messages, interaction responses,
    /// follow-ups), in the order they were created, each as last edited;
    /// one deleted since carries `"deleted": true` (not a Discord field).
    pub fn messages(&self) -> Vec<Value> {
        let inner = self.inner.lock().expect("lock");
        inner
            .messages
            .iter()
            .map(|s| {
                let mut message = s.message.clone();
                if s.deleted {
                    message["deleted"] = json!(true);
                }
                message
            })
            .collect()
    }

    /// What `user` can see now: every channel message as last edited
    /// (deleted ones gone) and that user's own ephemeral messages (the
    /// `@original` of their interactions and their ephemeral follow-ups).
    pub fn visible_to(&self, user: &str) -> Vec<Value> {
        let inner = self.inner.lock().expect("lock");
        inner
            .messages
            .iter()
            .filter(|s| !s.deleted && s.owner.as_deref().is_none_or(|o| o == user))
            .map(|s| s.message.clone())
            .collect()
    }

    fn record(&self, call: Call) {
        self.inner.lock().expect("lock").calls.push(call);
    }

    /// A new message object. `interaction` (with whether this is a
    /// follow-up) adds the interaction metadata Discord puts on responses.
    fn message_object(
        &self,
        channel: &str,
        body: &Value,
        files: &[(String, Vec<u8>)],
        flags: u64,
        interaction: Option<(&Interaction, Option<&str>)>,
    ) -> Value {
        let id = self.id();
        // Message Object: `guild_id`, "ID of the guild the message was
        // sent in" (none outside a server).
        let guild = match interaction {
            Some((interaction, _)) => interaction.place.guild(channel),
            None => Some(guild_of(channel)),
        };
        let mut message = json!({
            "id": id, "channel_id": channel, "guild_id": guild,
            "author": self.user(BOT_ID, "futbol-bot"),
            "content": "",
            "timestamp": "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0,
            "flags": flags,
            "components": [],
            "webhook_id": null,
        });
        if let Some((interaction, original)) = interaction {
            // Message resource, Message Interaction Metadata Object: "Sent
            // if the message is sent as a result of an interaction";
            // `original_response_message_id` only on follow-ups,
            // `interacted_message_id` for components. Responses and
            // follow-ups are webhook messages of the application.
            let mut metadata = json!({
                "id": interaction.id,
                "type": match interaction.kind { Kind::Command => 2, Kind::Component => 3 },
                "user": self.user(&interaction.user, &interaction.user_name),
                "authorizing_integration_owners":
                    interaction.place.owners(&interaction.channel, &interaction.user),
            });
            if let Some(original) = original {
                metadata["original_response_message_id"] = json!(original);
            }
            if let Some(on) = &interaction.message {
                metadata["interacted_message_id"] = json!(on);
            }
            message["interaction_metadata"] = metadata;
            message["webhook_id"] = json!(APP_ID);
            message["type"] = json!(match interaction.kind {
                Kind::Command => 20,
                Kind::Component => 0,
            });
        }
        self.edit(&mut message, body, files);
        message["edited_timestamp"] = Value::Null;
        message["flags"] = json!(flags);
        message
    }

    /// Applies an edit (or a new message's body) to `message`.
    fn edit(&self, message: &mut Value, body: &Value, files: &[(String, Vec<u8>)]) {
        if let Some(content) = body.get("content") {
            message["content"] = json!(content.as_str().unwrap_or(""));
        }
        if let Some(components) = body.get("components") {
            message["components"] = if components.is_null() {
                json!([])
            } else {
                components.clone()
            };
        }
        if let Some(embeds) = body.get("embeds") {
            message["embeds"] = if embeds.is_null() {
                json!([])
            } else {
                embeds.clone()
            };
        }
        // Messages resource, Edit Message (and Webhook resource, Edit
        // Webhook Message): "Any provided files will be appended to the
        // message. To remove or replace files you will have to supply the
        // `attachments` field which specifies the files to retain".
        let mut attachments: Vec<Value> = message["attachments"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        if let Some(keep) = body.get("attachments").and_then(Value::as_array) {
            let keep: Vec<String> = keep
                .iter()
                .filter_map(|a| match &a["id"] {
                    Value::String(id) => Some(id.clone()),
                    Value::Number(id) => Some(id.to_string()),
                    _ => None,
                })
                .collect();
            attachments.retain(|a| {
                a["id"]
                    .as_str()
                    .is_some_and(|id| keep.iter().any(|k| k == id))
            });
        }
        // Uploading Files: the `attachments` of `payload_json` are
        // "attachment objects with filename and description", each `id`
        // naming the upload `files[n]` by its `n`; the description (alt
        // text) is kept on the attachment made from it.
        let described = |n: usize| {
            let sent = body["attachments"].as_array()?.iter().find(|a| {
                a["id"].as_u64() == Some(n as u64)
                    || a["id"].as_str() == Some(n.to_string().as_str())
            })?;
            sent["description"].as_str().map(str::to_string)
        };
        for (n, (name, bytes)) in files.iter().enumerate() {
            let id = self.id();
            let mut attachment = json!({
                "id": id, "filename": name, "size": bytes.len(),
                "url": format!("https://cdn.example/{id}/{name}"),
                "proxy_url": format!("https://cdn.example/{id}/{name}")
            });
            if let Some(description) = described(n) {
                attachment["description"] = json!(description);
            }
            attachments.push(attachment);
        }
        message["attachments"] = Value::Array(attachments);
        // The loading state ends with the first edit; the ephemeral state
        // never changes (Create Followup Message: "an existing message's
        // ephemeral state cannot be changed").
        let flags = message["flags"].as_u64().unwrap_or(0) & !LOADING;
        message["flags"] = json!(flags);
        message["edited_timestamp"] = json!("2026-11-29T12:00:01.000000+00:00");
    }
}

/// Discord's JSON error body (Opcodes and Status Codes, JSON Error Codes).
fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (
        status,
        axum::Json(json!({ "code": code, "message": message })),
    )
        .into_response()
}

/// API Reference, Error Messages: a form error is `{"code": 50035,
/// "errors": {...}, "message": "Invalid Form Body"}`.
fn invalid_form(problems: &[(&str, String)]) -> Response {
    let errors: Vec<Value> = problems
        .iter()
        .map(|(rule, detail)| json!({ "code": "BASE_TYPE_INVALID", "message": format!("{rule}: {detail}") }))
        .collect();
    (
        StatusCode::BAD_REQUEST,
        axum::Json(json!({ "code": 50035, "message": "Invalid Form Body", "errors": { "_errors": errors } })),
    )
        .into_response()
}

fn chars(value: &Value) -> usize {
    value.as_str().map_or(0, |s| s.chars().count())
}

/// The limits on a message body (new message, edit, follow-up, or
/// interaction callback data); each breach is (rule, detail).
fn limits(body: &Value) -> Vec<(&'static str, String)> {
    let mut problems = Vec::new();
    // Messages resource, Create Message / Edit Message, and Webhook
    // resource, Execute Webhook / Edit Webhook Message: content "Message
    // contents (up to 2000 characters)".
    let content = chars(&body["content"]);
    if content > 2000 {
        problems.push((
            "content up to 2000 characters",
            format!("{content} characters"),
        ));
    }
    // Messages resource, Attachment Object: description "description for
    // the file (max 1024 characters)".
    for attachment in body["attachments"].as_array().into_iter().flatten() {
        let description = chars(&attachment["description"]);
        if description > 1024 {
            problems.push((
                "attachment description up to 1024 characters",
                format!("{description} characters"),
            ));
        }
    }
    let Some(rows) = body.get("components").and_then(Value::as_array) else {
        return problems;
    };
    // Component Reference, Legacy Message Component Behavior: "Legacy
    // messages allow up to 5 action rows as top-level components".
    if rows.len() > 5 {
        problems.push(("up to 5 action rows", format!("{} rows", rows.len())));
    }
    let mut ids: Vec<String> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        if row["type"] != 1 {
            problems.push((
                "top-level components are action rows",
                format!("row {r} has type {}", row["type"]),
            ));
            continue;
        }
        let children = row["components"].as_array().cloned().unwrap_or_default();
        let buttons = children.iter().filter(|c| c["type"] == 2).count();
        let selects = children
            .iter()
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5 | 6 | 7 | 8)))
            .count();
        // Component Reference, Action Row: "Up to 5 interactive button
        // components or a single select component".
        if buttons > 5 {
            problems.push((
                "up to 5 buttons in an action row",
                format!("row {r} has {buttons}"),
            ));
        }
        if selects > 1 || (selects == 1 && buttons > 0) {
            problems.push((
                "a single select menu in an action row, without buttons",
                format!("row {r} has {selects} menus and {buttons} buttons"),
            ));
        }
        for child in &children {
            let custom_id = &child["custom_id"];
            let is_link = child["type"] == 2 && matches!(child["style"].as_u64(), Some(5 | 6));
            if !is_link {
                // Component Reference, Anatomy of a Component / Button /
                // String Select: custom_id "1-100 characters"; "Multiple
                // components on the same message must not share the same
                // custom_id".
                let length = chars(custom_id);
                if !(1..=100).contains(&length) {
                    problems.push((
                        "custom_id of 1 to 100 characters",
                        format!("{custom_id} ({length})"),
                    ));
                }
                if let Some(id) = custom_id.as_str() {
                    if ids.iter().any(|seen| seen == id) {
                        problems.push(("custom_id unique within a message", id.to_string()));
                    }
                    ids.push(id.to_string());
                }
            }
            if child["type"] == 2 {
                // Component Reference, Button: label "max 80 characters".
                let label = chars(&child["label"]);
                if label > 80 {
                    problems.push((
                        "button label max 80 characters",
                        format!("{} ({label})", child["label"]),
                    ));
                }
            }
            if selects > 0 && child["type"] != 2 {
                // Component Reference, String Select: placeholder "max 150
                // characters"; options "max 25"; Select Option: label,
                // value and description "max 100 characters".
                let placeholder = chars(&child["placeholder"]);
                if placeholder > 150 {
                    problems.push((
                        "select placeholder max 150 characters",
                        format!("{placeholder} characters"),
                    ));
                }
                let options = child["options"].as_array().cloned().unwrap_or_default();
                if options.len() > 25 {
                    problems.push((
                        "select options max 25",
                        format!("{} options", options.len()),
                    ));
                }
                for option in &options {
                    for (field, rule) in [
                        ("label", "select option label max 100 characters"),
                        ("value", "select option value max 100 characters"),
                        (
                            "description",
                            "select option description max 100 characters",
                        ),
                    ] {
                        let length = chars(&option[field]);
                        if length > 100 {
                            problems.push((rule, format!("{} ({length})", option[field])));
                        }
                    }
                }
            }
        }
    }
    problems
}

/// The largest file a guild without boosts takes: the interaction's
/// `attachment_size_limit` ("Attachment size limit in bytes") above.
const ATTACHMENT_SIZE_LIMIT: usize = 10_485_760;

/// The limits on uploaded files. Messages resource, Create Message: "The
/// maximum request size when sending a message is 25 MiB"; Uploading
/// Files: "up to 10 files" a message (`files[n]`, n from 0 to 9); and each
/// file within the `attachment_size_limit` the interaction carries.
fn file_limits(files: &[(String, Vec<u8>)]) -> Vec<(&'static str, String)> {
    let mut problems = Vec::new();
    if files.len() > 10 {
        problems.push(("up to 10 files a message", format!("{} files", files.len())));
    }
    let total: usize = files.iter().map(|(_, bytes)| bytes.len()).sum();
    if total > 25 * 1024 * 1024 {
        problems.push(("request size up to 25 MiB", format!("{total} bytes")));
    }
    for (name, bytes) in files {
        if bytes.len() > ATTACHMENT_SIZE_LIMIT {
            problems.push((
                "each file within attachment_size_limit",
                format!("{name}: {} bytes", bytes.len()),
            ));
        }
    }
    problems
}

/// Messages resource, Create Message: "At least one of `content`,
/// `embeds`, `sticker_ids`, `components`, `files[n]`, `poll` … is
/// required" (Webhook resource, Execute Webhook, says the same).
fn is_empty(body: &Value, files: &[(String, Vec<u8>)]) -> bool {
    let filled = |key: &str| match body.get(key) {
        Some(Value::String(s)) => !s.is_empty(),
        Some(Value::Array(a)) => !a.is_empty(),
        Some(Value::Null) | None => false,
        Some(_) => true,
    };
    files.is_empty()
        && !["content", "embeds", "sticker_ids", "components", "poll"]
            .iter()
            .any(|k| filled(k))
}

async fn gateway(State(standin): State<StandIn>, upgrade: WebSocketUpgrade) -> Response {
    if standin.inner.lock().expect("lock").gateway_refused {
        // Discord down or unreachable: the handshake fails.
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    upgrade.on_upgrade(move |socket| session(standin, socket))
}

/// One gateway connection.
async fn session(standin: StandIn, mut socket: WebSocket) {
    let (outbox, mut queued) = mpsc::unbounded_channel::<Message>();
    {
        let mut inner = standin.inner.lock().expect("lock");
        inner.sessions_started += 1;
    }
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41250 } });
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let Some(Ok(Message::Text(text))) = frame else {
                    if matches!(frame, Some(Ok(_))) { continue; }
                    break;
                };
                let Ok(frame) = serde_json::from_str::<Value>(text.as_str()) else { continue };
                match frame["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({ "op": 11 });
                        let _ = socket.send(Message::Text(ack.to_string().into())).await;
                    }
                    Some(2) => {
                        let ready = {
                            let mut inner = standin.inner.lock().expect("lock");
                            inner.identifies += 1;
                            // A new session: nothing of the old one is replayed.
                            inner.backlog.clear();
                            // "shard: array of two integers (shard_id,
                            // num_shards)" (Gateway, Identify Structure).
                            let shard = frame["d"]["shard"].clone();
                            inner.shards.push(shard.clone());
                            inner.session = Some(outbox.clone());
                            inner.seq += 1;
                            json!({ "op": 0, "t": "READY", "s": inner.seq, "d": {
                                "v": 10, "user": standin.user(BOT_ID, "futbol-bot"), "guilds": [],
                                "session_id": format!("session-{}", inner.identifies),
                                "resume_gateway_url": format!("ws://{}/gateway", standin.base.trim_start_matches("http://")),
                                "shard": if shard.is_null() { json!([0, 1]) } else { shard },
                                "application": { "id": APP_ID, "flags": 0 }
                            }})
                        };
                        let _ = socket.send(Message::Text(ready.to_string().into())).await;
                    }
                    Some(6) => {
                        // Gateway, Resuming: the missed events are replayed
                        // in order, then RESUMED; "Invalid Session":
                        // opcode 9, `d` false when the session may not be
                        // resumed, after which the client identifies anew.
                        let replies = {
                            let mut inner = standin.inner.lock().expect("lock");
                            if std::mem::take(&mut inner.refuse_resume) {
                                inner.resumes_refused += 1;
                                vec![json!({ "op": 9, "d": false }).to_string()]
                            } else {
                                inner.resumes += 1;
                                inner.session = Some(outbox.clone());
                                let after = frame["d"]["seq"].as_u64().unwrap_or(0);
                                let mut out: Vec<String> = (inner.backlog.iter())
                                    .filter(|(seq, _)| *seq > after)
                                    .map(|(_, event)| event.clone())
                                    .collect();
                                inner.seq += 1;
                                let resumed = json!({ "op": 0, "t": "RESUMED", "s": inner.seq, "d": {} });
                                out.push(resumed.to_string());
                                out
                            }
                        };
                        for reply in replies {
                            let _ = socket.send(Message::Text(reply.into())).await;
                        }
                    }
                    _ => {}
                }
            }
            queued = queued.recv() => match queued {
                Some(Message::Close(_)) | None => break,
                Some(message) => {
                    if socket.send(message).await.is_err() { break; }
                }
            }
        }
    }
}

/// Every REST route, recorded; answers shaped like Discord's.
async fn rest(State(standin): State<StandIn>, request: Request) -> Response {
    let at = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let headers = request.headers().clone();
    let Ok(body) = axum::body::to_bytes(request.into_body(), 64 << 20).await else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let form = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    let (json, files) = match form {
        true => (activity::form_fields(&body), Vec::new()),
        false => parse_body(&headers, body).await,
    };
    standin.record(Call {
        at,
        method: method.clone(),
        path: path.clone(),
        json: json.clone(),
        files: files.clone(),
    });
    if let Some(answer) = standin.activity_route((method.as_str(), &path), &headers, &json) {
        return answer;
    }
    let Some(route) = path.strip_prefix("/api/v10") else {
        return StatusCode::NOT_FOUND.into_response();
    };
    // A limited call does nothing.
    if let Some(limited) = standin.rate_limited(method.as_str(), route) {
        return limited;
    }
    let segments: Vec<&str> = route.trim_matches('/').split('/').collect();
    let ws = format!(
        "ws://{}/gateway",
        standin.base.trim_start_matches("http://")
    );
    let reply = |value: Value| axum::Json(value).into_response();
    let call = Req {
        method: method.as_str(),
        path: &path,
        body: &json,
        files: &files,
        at,
    };
    match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => reply(json!({ "url": ws })),
        ("GET", ["gateway", "bot"]) => reply(json!({ "url": ws, "shards": 1,
            "session_start_limit": { "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1 } })),
        ("GET", ["users", "@me"]) => reply(standin.user(BOT_ID, "futbol-bot")),
        ("GET", ["oauth2", "applications", "@me"]) => {
            reply(json!({ "id": APP_ID, "name": "futbol-bot",
            "icon": null, "description": "", "bot_public": true, "bot_require_code_grant": false,
            "verify_key": "", "flags": 0 }))
        }
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let sent = json.as_array().cloned().unwrap_or_default();
            let (entry, commands): (Vec<Value>, Vec<Value>) =
                sent.into_iter().partition(|c| c["type"] == json!(4));
            let mut inner = standin.inner.lock().expect("lock");
            // Application Commands, Entry Point commands: "Your app
            // cannot have a PRIMARY_ENTRY_POINT guild command", and "1
            // global PRIMARY_ENTRY_POINT command"; `handler` "can only be
            // set for … applications with the EMBEDDED flag" (Activities on).
            let guild = segments.len() > 3;
            if !entry.is_empty() && (guild || entry.len() > 1 || !inner.activities) {
                inner.violate(
                    &call,
                    "one global Entry Point, for an app with Activities",
                    format!("{entry:?}"),
                );
                return invalid_form(&[("type", "4".into())]);
            }
            // Bulk Overwrite Global Application Commands "will overwrite
            // **all** types of application commands", but not the Entry
            // Point of an app with Activities on: Discord answers 400,
            // JSON error code 50240, "You cannot remove this app's Entry
            // Point command in a bulk update operation. Please include the
            // Entry Point command in your update request or delete it
            // separately." (the code is missing from the docs' JSON error
            // code table; its text is Discord's answer as bots log it).
            if !guild && entry.is_empty() && inner.activities && !inner.entry_points.is_empty() {
                inner.violate(
                    &call,
                    "a global overwrite keeps the Entry Point (50240)",
                    format!("{json}"),
                );
                return error(
                    StatusCode::BAD_REQUEST,
                    50240,
                    "You cannot remove this app's Entry Point command in a bulk update operation. \
                     Please include the Entry Point command in your update request or delete it separately.",
                );
            }
            if !entry.is_empty() {
                inner.entry_points = entry;
            }
            if !commands.is_empty() || entry_free(&json) {
                inner.commands = commands.clone();
            }
            if !guild {
                inner.global = commands;
            }
            drop(inner);
            let commands: Vec<Value> = json
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(standin.id());
                    c["application_id"] = json!(APP_ID);
                    c["version"] = json!("1");
                    if c["type"].is_null() {
                        c["type"] = json!(1);
                    }
                    c
                })
                .collect();
            reply(Value::Array(commands))
        }
        // Get Global Application Commands: the app's global commands,
        // the Entry Point among them.
        ("GET", ["applications", _, "commands"]) => {
            let inner = standin.inner.lock().expect("lock");
            let all: Vec<Value> = (inner.entry_points.iter().chain(&inner.global))
                .cloned()
                .map(|mut c| {
                    c["id"] = json!(
                        c["id"]
                            .as_str()
                            .map(str::to_string)
                            .unwrap_or_else(|| standin.id())
                    );
                    c["application_id"] = json!(APP_ID);
                    c["version"] = json!("1");
                    if c["type"].is_null() {
                        c["type"] = json!(1);
                    }
                    if c["description"].is_null() {
                        c["description"] = json!("");
                    }
                    c
                })
                .collect();
            reply(Value::Array(all))
        }
        ("POST", ["interactions", id, token, "callback"]) => standin.callback(&call, id, token),
        ("POST", ["webhooks", app, token]) => standin.followup(&call, app, token),
        ("GET", ["webhooks", app, token, "messages", message]) => {
            standin.webhook_message(&call, app, token, message, Webhook::Get)
        }
        ("PATCH", ["webhooks", app, token, "messages", message]) => {
            standin.webhook_message(&call, app, token, message, Webhook::Edit)
        }
        ("DELETE", ["webhooks", app, token, "messages", message]) => {
            standin.webhook_message(&call, app, token, message, Webhook::Delete)
        }
        ("POST", ["users", "@me", "channels"]) => standin.create_dm(&call),
        ("POST", ["channels", channel, "messages"]) => standin.create_message(&call, channel),
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            standin.start_thread(&call, channel, message)
        }
        ("PATCH", ["channels", channel, "messages", message]) => {
            standin.channel_message(&call, channel, message, false)
        }
        ("DELETE", ["channels", channel, "messages", message]) => {
            standin.channel_message(&call, channel, message, true)
        }
        _ => (
            StatusCode::NOT_FOUND,
            axum::Json(json!({ "message": "Unknown route", "code": 0 })),
        )
            .into_response(),
    }
}

/// Whether a commands PUT has no Entry Point in it (an empty list clears).
fn entry_free(body: &Value) -> bool {
    body.as_array()
        .is_some_and(|all| all.iter().all(|c| c["type"] != json!(4)))
}

/// One REST call, as the routes below see it.
struct Req<'a> {
    method: &'a str,
    path: &'a str,
    body: &'a Value,
    files: &'a [(String, Vec<u8>)],
    at: Instant,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Webhook {
    Get,
    Edit,
    Delete,
}

impl StandIn {
    /// The limits on a body: a breach is recorded and refused with Discord's
    /// "Invalid Form Body" (Opcodes and Status Codes: 50035 "Invalid form
    /// body"), or, for an empty new message, 50006 "Cannot send an empty
    /// message".
    fn refuse_body(&self, inner: &mut Inner, call: &Req, new: bool) -> Option<Response> {
        let mut problems = limits(call.body);
        problems.extend(file_limits(call.files));
        for (rule, detail) in &problems {
            inner.violate(call, rule, detail.clone());
        }
        if !problems.is_empty() {
            return Some(invalid_form(&problems));
        }
        if new && is_empty(call.body, call.files) {
            inner.violate(
                call,
                "a message needs content, embeds, components or files",
                call.body.to_string(),
            );
            return Some(error(
                StatusCode::BAD_REQUEST,
                50006,
                "Cannot send an empty message",
            ));
        }
        None
    }

    /// `POST /interactions/{id}/{token}/callback` (Receiving and Responding,
    /// Create Interaction Response).
    fn callback(&self, call: &Req, id: &str, token: &str) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        let Some(mut interaction) = inner.interaction(id).filter(|i| i.token == token).cloned()
        else {
            // Opcodes and Status Codes: 10062 "Unknown interaction".
            return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
        };
        // One initial response per interaction (Opcodes and Status Codes:
        // 40060 "Interaction has already been acknowledged").
        if interaction.response.is_some() {
            inner.violate(
                call,
                "an interaction has one initial response",
                format!("interaction {id} answered again"),
            );
            return error(
                StatusCode::BAD_REQUEST,
                40060,
                "Interaction has already been acknowledged.",
            );
        }
        // Receiving and Responding: "you must send an initial response
        // within 3 seconds of receiving the event. If the 3 second deadline
        // is exceeded, the token will be invalidated." Discord then answers
        // 10062 "Unknown interaction".
        let late = call.at.duration_since(interaction.created);
        if interaction.invalidated || late > ACK_WINDOW {
            inner.violate(
                call,
                "initial response within 3 seconds",
                format!("interaction {id} answered after {late:?}"),
            );
            if let Some(i) = inner.interactions.iter_mut().find(|i| i.id == id) {
                i.invalidated = true;
            }
            return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
        }
        let kind = call.body["type"].as_u64().unwrap_or(0);
        let data = &call.body["data"];
        let flags = data["flags"].as_u64().unwrap_or(0);
        let data_call = Req {
            body: data,
            ..*call
        };
        match kind {
            // Interaction Callback Type: 4 CHANNEL_MESSAGE_WITH_SOURCE
            // "Respond to an interaction with a message"; the message is
            // `@original`, ephemeral with the EPHEMERAL flag.
            CHANNEL_MESSAGE_WITH_SOURCE => {
                if let Some(refusal) = self.refuse_body(&mut inner, &data_call, true) {
                    return refusal;
                }
                let message = self.message_object(
                    &interaction.channel,
                    data,
                    call.files,
                    flags & EPHEMERAL,
                    Some((&interaction, None)),
                );
                inner.keep_original(&mut interaction, message, flags);
            }
            // Interaction Callback Type: 5 DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
            // "ACK an interaction and edit a response later, the user sees a
            // loading state": `@original` is a loading message. Interaction
            // Callback Data: "If you create a callback with the type
            // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE the only valid message
            // flag you may use is EPHEMERAL".
            DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE => {
                if flags & !EPHEMERAL != 0 {
                    inner.violate(
                        call,
                        "a deferred response may only set the EPHEMERAL flag",
                        format!("flags {flags}"),
                    );
                    return invalid_form(&[("flags", format!("{flags}"))]);
                }
                let message = self.message_object(
                    &interaction.channel,
                    &json!({}),
                    &[],
                    (flags & EPHEMERAL) | LOADING,
                    Some((&interaction, None)),
                );
                inner.keep_original(&mut interaction, message, flags);
            }
            // Interaction Callback Type: 6 DEFERRED_UPDATE_MESSAGE "For
            // components, ACK an interaction and edit the original message
            // later; the user does not see a loading state", and 7
            // UPDATE_MESSAGE "For components, edit the message the component
            // was attached to": `@original` is the component's message. Both
            // are "Only valid for component-based interactions".
            DEFERRED_UPDATE_MESSAGE | UPDATE_MESSAGE => {
                if interaction.kind != Kind::Component {
                    inner.violate(
                        call,
                        "callback types 6 and 7 are only valid for components",
                        format!("type {kind} for a command"),
                    );
                    return invalid_form(&[("type", format!("{kind}"))]);
                }
                if kind == UPDATE_MESSAGE {
                    if let Some(refusal) = self.refuse_body(&mut inner, &data_call, false) {
                        return refusal;
                    }
                    let on = interaction.message.clone().unwrap_or_default();
                    let mut message = inner.stored(&on).map(|s| s.message.clone());
                    if let Some(message) = &mut message {
                        self.edit(message, data, call.files);
                        if let Some(stored) = inner.stored(&on) {
                            stored.message = message.clone();
                        }
                    }
                }
                interaction.original = interaction.message.clone();
            }
            // Interaction Callback Type 12 LAUNCH_ACTIVITY: "Launch the
            // Activity associated with the app. Only available for apps
            // with Activities enabled"; How Activities Work: launchable
            // from command, message component and modal submit
            // interactions. It creates no message.
            activity::LAUNCH_ACTIVITY if inner.activities => {
                inner.activity.launched.push(id.to_string());
            }
            _ => {
                inner.violate(
                    call,
                    "a known interaction callback type",
                    format!("type {kind}"),
                );
                return invalid_form(&[("type", format!("{kind}"))]);
            }
        }
        interaction.response = Some(InitialResponse {
            kind,
            flags,
            at: call.at,
        });
        if let Some(slot) = inner.interactions.iter_mut().find(|i| i.id == id) {
            *slot = interaction;
        }
        StatusCode::NO_CONTENT.into_response()
    }

    /// The interaction behind a webhook call with its token, if the token
    /// still works.
    fn token(
        &self,
        inner: &mut Inner,
        call: &Req,
        app: &str,
        token: &str,
    ) -> Result<Interaction, Box<Response>> {
        let Some(interaction) = inner
            .interactions
            .iter()
            .find(|i| i.token == token && app == APP_ID)
            .cloned()
        else {
            // Opcodes and Status Codes: 10015 "Unknown webhook".
            return Err(Box::new(error(
                StatusCode::NOT_FOUND,
                10015,
                "Unknown Webhook",
            )));
        };
        let age = call.at.duration_since(interaction.created);
        // Receiving and Responding: "If the 3 second deadline is exceeded,
        // the token will be invalidated"; Followup Messages: "Interaction
        // tokens are valid for 15 minutes". Opcodes and Status Codes:
        // 50027 "Invalid webhook token provided".
        let unanswered = interaction.response.is_none() && age > ACK_WINDOW;
        let expired = age > inner.token_lifetime;
        if interaction.invalidated || unanswered || expired {
            let rule = if expired {
                "interaction tokens are valid for 15 minutes"
            } else {
                "initial response within 3 seconds, or the token is invalidated"
            };
            inner.violate(
                call,
                rule,
                format!("token of interaction {} used after {age:?}", interaction.id),
            );
            // The documentation names no HTTP status for it; Discord
            // answers 401 (the token is what authorizes the call).
            return Err(Box::new(error(
                StatusCode::UNAUTHORIZED,
                50027,
                "Invalid Webhook Token",
            )));
        }
        Ok(interaction)
    }

    /// `POST /webhooks/{app}/{token}` (Receiving and Responding, Create
    /// Followup Message).
    fn followup(&self, call: &Req, app: &str, token: &str) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        let interaction = match self.token(&mut inner, call, app, token) {
            Ok(interaction) => interaction,
            Err(refusal) => return *refusal,
        };
        if let Some(refusal) = self.refuse_body(&mut inner, call, true) {
            return refusal;
        }
        // Create Followup Message: "When using this endpoint directly after
        // responding to an interaction with DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
        // this endpoint will function as Edit Original Interaction Response
        // for backwards compatibility. In this case, no new message will be
        // created, and the loading message will be edited instead. The
        // ephemeral flag will be ignored, and the value you provided in the
        // initial defer response will be preserved". "Directly after": the
        // loading message is still there, unedited.
        let deferred = interaction
            .response
            .is_some_and(|r| r.kind == DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE);
        if deferred && let Some(original) = interaction.original.as_deref() {
            let mut edited = None;
            if let Some(stored) = inner.stored(original)
                && stored.message["flags"].as_u64().unwrap_or(0) & LOADING != 0
            {
                self.edit(&mut stored.message, call.body, call.files);
                edited = Some(stored.message.clone());
            }
            if let Some(message) = edited {
                return axum::Json(message).into_response();
            }
        }
        if let Some(refusal) = self.refuse_followup(&mut inner, call, &interaction) {
            return refusal;
        }
        // Otherwise a new message (Create Followup Message: "You can use the
        // EPHEMERAL message flag 1 << 6 (64) to send a message that only the
        // user can see"). After a DEFERRED_UPDATE_MESSAGE (type 6) the
        // documentation makes no exception: every follow-up is a new message.
        let flags = call.body["flags"].as_u64().unwrap_or(0) & EPHEMERAL;
        let message = self.message_object(
            &interaction.channel,
            call.body,
            call.files,
            flags,
            Some((&interaction, interaction.original.as_deref())),
        );
        inner.messages.push(Stored {
            message: message.clone(),
            owner: (flags != 0).then(|| interaction.user.clone()),
            token: Some(interaction.token.clone()),
            deleted: false,
        });
        axum::Json(message).into_response()
    }

    /// `GET`/`PATCH`/`DELETE /webhooks/{app}/{token}/messages/{id|@original}`
    /// (Receiving and Responding: Get/Edit/Delete Original Interaction
    /// Response, Get/Edit/Delete Followup Message).
    fn webhook_message(
        &self,
        call: &Req,
        app: &str,
        token: &str,
        id: &str,
        what: Webhook,
    ) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        let interaction = match self.token(&mut inner, call, app, token) {
            Ok(interaction) => interaction,
            Err(refusal) => return *refusal,
        };
        // `@original` is the initial response: the message a type 4 or 5
        // created, or for a type 6 or 7 the component's message ("edit the
        // original message later"). A follow-up is addressed by its id, for
        // "a message sent with that token".
        let target = if id == "@original" {
            interaction.original.clone()
        } else {
            inner
                .messages
                .iter()
                .find(|s| !s.deleted && s.message["id"] == id && s.token.as_deref() == Some(token))
                .map(|_| id.to_string())
        };
        let Some(target) = target.filter(|t| {
            inner
                .messages
                .iter()
                .any(|s| !s.deleted && s.message["id"] == t.as_str())
        }) else {
            // Opcodes and Status Codes: 10008 "Unknown message".
            return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        };
        match what {
            Webhook::Get => {
                axum::Json(inner.stored(&target).map(|s| s.message.clone())).into_response()
            }
            // Edit Original Interaction Response / Edit Followup Message:
            // "Functions the same as Edit Webhook Message" (its content,
            // components, attachments).
            Webhook::Edit => {
                if let Some(refusal) = self.refuse_body(&mut inner, call, false) {
                    return refusal;
                }
                let Some(stored) = inner.stored(&target) else {
                    return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
                };
                self.edit(&mut stored.message, call.body, call.files);
                axum::Json(stored.message.clone()).into_response()
            }
            // Delete Original Interaction Response: "Deletes the initial
            // Interaction response. Returns 204 No Content on success."
            // Whatever `@original` holds now goes.
            Webhook::Delete => {
                if let Some(stored) = inner.stored(&target) {
                    stored.deleted = true;
                }
                StatusCode::NO_CONTENT.into_response()
            }
        }
    }

    /// `POST /channels/{channel}/messages` (Messages resource, Create
    /// Message).
    /// `POST /users/@me/channels` (User resource, Create DM): "Create a
    /// new DM channel with a user. Returns a DM channel object (if one
    /// already exists, it will be returned instead)"; JSON param
    /// `recipient_id`, "the recipient to open a DM channel with". Channel
    /// Object, Channel Types: `DM` is 1, "a direct message between users",
    /// with its `recipients`.
    fn create_dm(&self, call: &Req) -> Response {
        let Some(recipient) = call.body["recipient_id"].as_str().map(String::from) else {
            let problem = ("recipient_id", "BASE_TYPE_REQUIRED".to_string());
            return invalid_form(&[problem]);
        };
        let mut inner = self.inner.lock().expect("lock");
        let id = match inner.dms.get(&recipient) {
            Some(id) => id.clone(),
            None => {
                let id = self.id();
                inner.dms.insert(recipient.clone(), id.clone());
                id
            }
        };
        drop(inner);
        axum::Json(json!({
            "id": id, "type": 1, "last_message_id": null,
            "recipients": [self.user(&recipient, "someone")],
        }))
        .into_response()
    }

    /// The DM channel the bot opened with `user`, if it did.
    pub fn dm_channel(&self, user: &str) -> Option<String> {
        self.inner.lock().expect("lock").dms.get(user).cloned()
    }

    fn create_message(&self, call: &Req, channel: &str) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(refusal) = self.refuse_off_limits(&mut inner, call, channel) {
            return refusal;
        }
        if let Some(refusal) = self.refuse_body(&mut inner, call, true) {
            return refusal;
        }
        // A DM channel is no guild channel: no permission is checked
        // ("If operating on a guild channel, …" below).
        if inner.dms.values().any(|dm| dm == channel) {
            let mut message = self.message_object(channel, call.body, call.files, 0, None);
            message["guild_id"] = Value::Null;
            inner.messages.push(Stored {
                message: message.clone(),
                owner: None,
                token: None,
                deleted: false,
            });
            return axum::Json(message).into_response();
        }
        // Create Message: "If operating on a guild channel, this endpoint
        // requires the SEND_MESSAGES permission to be present on the
        // current user"; files need ATTACH_FILES. Without it: 403, code
        // 50013 "You lack permissions to perform that action".
        // In a thread the parent's permissions count, and posting takes
        // SEND_MESSAGES_IN_THREADS. A deleted thread is an unknown
        // channel (404, 10003); "Sending a message will automatically
        // unarchive the thread, unless the thread has been locked by a
        // moderator" (Threads topic), and in a locked thread users without
        // Manage Threads "won't be able to create or update messages"
        // (Change Log, "Update to Locked Threads"): JSON Error Codes,
        // 160005 "Thread is locked".
        let thread = inner.threads.get(channel).cloned();
        if thread.as_ref().is_some_and(|t| t.deleted) {
            return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
        }
        if thread.as_ref().is_some_and(|t| t.locked) {
            return error(StatusCode::FORBIDDEN, 160005, "Thread is locked");
        }
        let place = thread.as_ref().map_or(channel, |t| t.parent.as_str());
        let granted = bot_permissions(place);
        let lacks = |flag: u64| granted & flag == 0;
        let post = match thread {
            Some(_) => SEND_MESSAGES_IN_THREADS,
            None => SEND_MESSAGES,
        };
        if lacks(post) || (!call.files.is_empty() && lacks(ATTACH_FILES)) {
            inner.violate(call, "the bot lacks the permission", channel.to_string());
            return error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
        }
        // Threads topic: "Sending a message will automatically unarchive
        // the thread".
        if let Some(thread) = inner.threads.get_mut(channel) {
            thread.archived = false;
        }
        let message = self.message_object(channel, call.body, call.files, 0, None);
        inner.messages.push(Stored {
            message: message.clone(),
            owner: None,
            token: None,
            deleted: false,
        });
        axum::Json(message).into_response()
    }

    /// `POST /channels/{channel}/messages/{message}/threads` (Channel
    /// resource, Start Thread from Message): "When called on a GUILD_TEXT
    /// channel, creates a PUBLIC_THREAD"; "The id of the created thread
    /// will be the same as the id of the source message, and as such a
    /// message can only have a single thread created from it" (a second:
    /// 400, 160004 "A thread has already been created for this message");
    /// `name` "1-100 character channel name"; `auto_archive_duration` one
    /// of 60, 1440, 4320, 10080. It needs CREATE_PUBLIC_THREADS (403,
    /// 50013), and the message must be in the channel (404, 10008 "Unknown
    /// Message").
    fn start_thread(&self, call: &Req, channel: &str, message: &str) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(refusal) = self.refuse_off_limits(&mut inner, call, channel) {
            return refusal;
        }
        if bot_permissions(channel) & CREATE_PUBLIC_THREADS == 0 {
            inner.violate(call, "the bot lacks the permission", channel.to_string());
            return error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
        }
        let exists = inner.messages.iter().any(|m| {
            !m.deleted && m.message["id"] == message && m.message["channel_id"] == channel
        });
        if !exists {
            return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        }
        if inner.threads.contains_key(message) {
            inner.violate(
                call,
                "a second thread from one message",
                message.to_string(),
            );
            return error(
                StatusCode::BAD_REQUEST,
                160004,
                "A thread has already been created for this message",
            );
        }
        let name = call.body["name"].as_str().unwrap_or_default().to_string();
        let archive = call.body["auto_archive_duration"].as_u64().unwrap_or(4320);
        let mut problems = Vec::new();
        if !(1..=100).contains(&name.chars().count()) {
            problems.push(("name is 1-100 characters", name.clone()));
        }
        if ![60, 1440, 4320, 10080].contains(&archive) {
            problems.push(("auto_archive_duration", archive.to_string()));
        }
        if !problems.is_empty() {
            inner.violate(call, "invalid thread", format!("{problems:?}"));
            return invalid_form(&problems);
        }
        let thread = Thread {
            parent: channel.to_string(),
            name: name.clone(),
            auto_archive: archive,
            archived: false,
            locked: false,
            deleted: false,
        };
        inner.threads.insert(message.to_string(), thread);
        axum::Json(json!({
            "id": message, "type": 11, "guild_id": guild_of(channel), "parent_id": channel,
            "name": name, "owner_id": BOT_ID, "last_message_id": null,
            "message_count": 0, "member_count": 1, "total_message_sent": 0,
            "rate_limit_per_user": 0, "flags": 0,
            "thread_metadata": {
                "archived": false, "auto_archive_duration": archive,
                "archive_timestamp": "2026-11-29T12:00:00.000000+00:00", "locked": false
            }
        }))
        .into_response()
    }

    /// `PATCH`/`DELETE /channels/{channel}/messages/{id}` (Messages
    /// resource, Edit Message, Delete Message).
    fn channel_message(&self, call: &Req, channel: &str, id: &str, delete: bool) -> Response {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(refusal) = self.refuse_off_limits(&mut inner, call, channel) {
            return refusal;
        }
        let found = inner
            .messages
            .iter()
            .any(|s| !s.deleted && s.message["id"] == id && s.message["channel_id"] == channel);
        if !found {
            // Opcodes and Status Codes: 10008 "Unknown message".
            return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        }
        if delete {
            // Delete Message: "Returns a 204 empty response on success."
            if let Some(stored) = inner.stored(id) {
                stored.deleted = true;
            }
            return StatusCode::NO_CONTENT.into_response();
        }
        if let Some(refusal) = self.refuse_body(&mut inner, call, false) {
            return refusal;
        }
        // No message is updated in a locked thread (see Create Message).
        if inner.threads.get(channel).is_some_and(|t| t.locked) {
            return error(StatusCode::FORBIDDEN, 160005, "Thread is locked");
        }
        let Some(stored) = inner.stored(id) else {
            return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        };
        // Edit Message: "The fields content, embeds, flags and components
        // can be edited by the original message author": the fields given
        // replace the message's (`components: []` takes a board's buttons
        // off).
        self.edit(&mut stored.message, call.body, call.files);
        axum::Json(stored.message.clone()).into_response()
    }
}

/// A JSON body, or a multipart body with `payload_json` and `files[n]`.
async fn parse_body(headers: &HeaderMap, body: Bytes) -> (Value, Vec<(String, Vec<u8>)>) {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if !content_type.starts_with("multipart/form-data") {
        return (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
        );
    }
    let Some(boundary) = content_type.split("boundary=").nth(1) else {
        return (Value::Null, Vec::new());
    };
    let boundary = boundary.trim_matches('"').to_string();
    let stream = futures_stream(body);
    let mut multipart = multer::Multipart::new(stream, boundary);
    let (mut json, mut files) = (Value::Null, Vec::new());
    while let Ok(Some(field)) = multipart.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let Ok(bytes) = field.bytes().await else {
            break;
        };
        if name == "payload_json" {
            json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else {
            files.push((filename.unwrap_or(name), bytes.to_vec()));
        }
    }
    (json, files)
}

fn futures_stream(body: Bytes) -> impl futures_util::Stream<Item = Result<Bytes, std::io::Error>> {
    futures_util::stream::once(async move { Ok(body) })
}
