#![cfg(feature = "matrix")]
//! The Matrix adapter end to end against a real Synapse on 127.0.0.1
//! (`scripts/synapse.sh` installs and starts it), with matrix-sdk clients
//! for two players and a spectator, and the real bot binary.

use testkit::bot;
use testkit::synapse;

use bot::Bot;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::deserialized_responses::EncryptionInfo;
use matrix_sdk::media::{MediaFormat, MediaRequestParameters};
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::reaction::ReactionEventContent;
use matrix_sdk::ruma::events::relation::Annotation;
use matrix_sdk::ruma::events::room::encryption::RoomEncryptionEventContent;
use matrix_sdk::ruma::events::room::member::MembershipState;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation, RoomMessageEventContent,
};
use matrix_sdk::ruma::events::{AnySyncTimelineEvent, EmptyStateKey, InitialStateEvent};
use matrix_sdk::ruma::serde::Raw;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId};
use matrix_sdk::{Client, Room};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use synapse::synapse;

#[derive(Clone, Debug)]
struct Seen {
    room: OwnedRoomId,
    sender: String,
    event_id: OwnedEventId,
    body: String,
    /// A picture's or file's name, when the body is its text.
    filename: Option<String>,
    image: Option<matrix_sdk::ruma::events::room::MediaSource>,
    info: Option<(u64, u64, u64, String)>,
    reply_to: Option<OwnedEventId>,
    /// The root of the `m.thread` it is in, if any.
    thread: Option<OwnedEventId>,
    /// When this client received it.
    at: Instant,
}

/// Any timeline event as a client received it: its type and content after
/// decryption, and whether it came encrypted (`m.room.encrypted`).
#[derive(Clone, Debug)]
struct Event {
    room: OwnedRoomId,
    sender: String,
    kind: String,
    encrypted: bool,
    content: serde_json::Value,
}

impl Seen {
    /// A board picture (not a game's replay or record).
    fn is_board(&self) -> bool {
        self.image.is_some() && self.filename.as_deref() == Some("board.png")
    }

    /// The code a room's announcement ("Sala CODE creada…") names.
    fn code(&self) -> String {
        self.body
            .split_whitespace()
            .nth(1)
            .expect("a code")
            .to_string()
    }
}

struct Person {
    client: Client,
    /// The user name (localpart), to log in a second device.
    name: String,
    seen: Arc<Mutex<Vec<Seen>>>,
    events: Arc<Mutex<Vec<Event>>>,
}

/// A user name unique to this run (Synapse's users outlive test runs).
fn unique(name: &str) -> String {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() % 1_000_000_000);
    format!("{name}{}x{stamp}", std::process::id())
}

async fn person(url: &str, name: &str) -> Person {
    let name = &unique(name);
    synapse(&["register", name, "password-of-test"]);
    device(url, name).await
}

/// Logs `name` in as a new device and starts syncing.
async fn device(url: &str, name: &str) -> Person {
    let client = Client::builder()
        .homeserver_url(url)
        .build()
        .await
        .expect("client");
    client
        .matrix_auth()
        .login_username(name, "password-of-test")
        .await
        .expect("login");
    let seen: Arc<Mutex<Vec<Seen>>> = Arc::default();
    let sink = seen.clone();
    client.add_event_handler(move |event: OriginalSyncRoomMessageEvent, room: Room| {
        let sink = sink.clone();
        async move {
            let filename = match &event.content.msgtype {
                MessageType::Image(image) => image.filename.clone(),
                _ => None,
            };
            let (body, image, info) = match &event.content.msgtype {
                MessageType::Text(text) => (text.body.clone(), None, None),
                MessageType::Image(image) => {
                    let info = image.info.as_ref().map(|i| {
                        let n = |v: Option<matrix_sdk::ruma::UInt>| v.map_or(0, u64::from);
                        (
                            n(i.width),
                            n(i.height),
                            n(i.size),
                            i.mimetype.clone().unwrap_or_default(),
                        )
                    });
                    (image.body.clone(), Some(image.source.clone()), info)
                }
                MessageType::File(file) => {
                    let info = file.info.as_ref().map(|i| {
                        let size = i.size.map_or(0, u64::from);
                        (0, 0, size, i.mimetype.clone().unwrap_or_default())
                    });
                    (file.body.clone(), Some(file.source.clone()), info)
                }
                _ => return,
            };
            let thread = match &event.content.relates_to {
                Some(Relation::Thread(thread)) => Some(thread.event_id.clone()),
                _ => None,
            };
            let reply_to = match &event.content.relates_to {
                Some(Relation::Reply(reply)) => Some(reply.in_reply_to.event_id.clone()),
                _ => None,
            };
            let seen = Seen {
                room: room.room_id().to_owned(),
                sender: event.sender.to_string(),
                event_id: event.event_id.clone(),
                body,
                filename,
                image,
                info,
                reply_to,
                thread,
                at: Instant::now(),
            };
            if let Ok(mut all) = sink.lock() {
                all.push(seen);
            }
        }
    });
    let events: Arc<Mutex<Vec<Event>>> = Arc::default();
    let sink = events.clone();
    client.add_event_handler(
        move |raw: Raw<AnySyncTimelineEvent>, info: Option<EncryptionInfo>, room: Room| {
            let sink = sink.clone();
            async move {
                let Ok(json) = raw.deserialize_as_unchecked::<serde_json::Value>() else {
                    return;
                };
                let text = |key: &str| json[key].as_str().unwrap_or_default().to_string();
                let event = Event {
                    room: room.room_id().to_owned(),
                    sender: text("sender"),
                    kind: text("type"),
                    encrypted: info.is_some(),
                    content: json["content"].clone(),
                };
                if let Ok(mut all) = sink.lock() {
                    all.push(event);
                }
            }
        },
    );
    // Not `Client::sync`, which sleeps a second after quick syncs: the
    // latencies measured here would be the client's.
    let syncing = client.clone();
    tokio::spawn(async move {
        loop {
            let synced = syncing
                .sync_once(SyncSettings::default().timeout(Duration::from_secs(1)))
                .await;
            if synced.is_err() {
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        }
    });
    Person {
        client,
        name: name.to_string(),
        seen,
        events,
    }
}

impl Person {
    fn room(&self, id: &OwnedRoomId) -> Room {
        self.client.get_room(id).expect("a known room")
    }

    async fn say(&self, id: &OwnedRoomId, text: &str) -> OwnedEventId {
        let started = Instant::now();
        loop {
            let room = self.wait_room(id).await;
            match room.send(RoomMessageEventContent::text_plain(text)).await {
                Ok(sent) => return sent.response.event_id,
                // A sync that was under way as the client joined can show
                // the room as invited for a moment.
                Err(matrix_sdk::Error::WrongRoomState(_))
                    if started.elapsed() < Duration::from_secs(30) =>
                {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(error) => panic!("send: {error}"),
            }
        }
    }

    /// Sends `text` in the thread under `root`.
    async fn say_in_thread(&self, id: &OwnedRoomId, root: &OwnedEventId, text: &str) {
        let room = self.wait_room(id).await;
        let mut content = RoomMessageEventContent::text_plain(text);
        content.relates_to = Some(Relation::Thread(
            matrix_sdk::ruma::events::relation::Thread::plain(root.clone(), root.clone()),
        ));
        room.send(content).await.expect("send in a thread");
    }

    async fn react(&self, room: &OwnedRoomId, event: &OwnedEventId, key: &str) {
        let room = self.wait_room(room).await;
        let reaction = ReactionEventContent::new(Annotation::new(event.clone(), key.to_string()));
        room.send(reaction).await.expect("react");
    }

    async fn wait_room(&self, id: &OwnedRoomId) -> Room {
        let started = Instant::now();
        loop {
            // Joined, not just known: a join is only seen by the next sync.
            if let Some(room) = self.client.get_room(id)
                && room.state() == matrix_sdk::RoomState::Joined
            {
                return room;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "room {id} never synced as joined"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Waits for a bot event in `room` matching `check`.
    async fn wait_for(
        &self,
        room: &OwnedRoomId,
        what: &str,
        check: impl Fn(&Seen) -> bool,
    ) -> Seen {
        let started = Instant::now();
        loop {
            let found = self.seen.lock().ok().and_then(|all| {
                all.iter()
                    .rev()
                    .find(|s| &s.room == room && s.sender.starts_with("@bot") && check(s))
                    .cloned()
            });
            if let Some(seen) = found {
                return seen;
            }
            if started.elapsed() > Duration::from_secs(60) {
                panic!(
                    "timed out waiting for {what}; the room shows:\n{}",
                    self.shown(room)
                );
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn text(&self, room: &OwnedRoomId, needle: &str) -> Seen {
        self.wait_for(room, needle, |s| s.body.contains(needle))
            .await
    }

    /// Waits until `needle` has appeared `times` times (a repeated text
    /// must not be mistaken for an old one).
    async fn nth(&self, room: &OwnedRoomId, needle: &str, times: usize) {
        let started = Instant::now();
        while self.count(room, needle) < times {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "timed out waiting for {needle} #{times}; the room shows:\n{}",
                self.shown(room)
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Every message this client saw in `room`, one a line.
    fn shown(&self, room: &OwnedRoomId) -> String {
        self.seen
            .lock()
            .map(|all| {
                all.iter()
                    .filter(|s| &s.room == room)
                    .map(|s| format!("{}: {}", s.sender, s.body))
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .unwrap_or_default()
    }

    fn count(&self, room: &OwnedRoomId, needle: &str) -> usize {
        self.seen
            .lock()
            .map(|all| {
                all.iter()
                    .filter(|s| &s.room == room && s.body.contains(needle))
                    .count()
            })
            .unwrap_or(0)
    }

    /// Has `mover` play `action`, waits for the bot's `answer` and its
    /// board, then checks the bot posted just those two: nothing old again.
    async fn answered_once(&self, mover: &Person, room: &OwnedRoomId, action: &str, answer: &str) {
        self.settle(room).await;
        let (posted, answers, boards) = (
            self.bot_posts(room),
            self.count(room, answer),
            self.boards(room),
        );
        mover.say(room, action).await;
        self.nth(room, answer, answers + 1).await;
        self.board_after(room, boards).await;
        tokio::time::sleep(Duration::from_secs(3)).await;
        assert_eq!(
            self.bot_posts(room),
            posted + 2,
            "`{action}`: one text and one board, nothing repeated; the room shows:\n{}",
            self.shown(room)
        );
    }

    /// Waits until the bot has posted nothing new in `room` for a second
    /// (a board may still be on its way after the text this test saw).
    async fn settle(&self, room: &OwnedRoomId) {
        loop {
            let posted = self.bot_posts(room);
            tokio::time::sleep(Duration::from_secs(1)).await;
            if self.bot_posts(room) == posted {
                return;
            }
        }
    }

    /// How many messages and boards the bot has posted in `room`.
    fn bot_posts(&self, room: &OwnedRoomId) -> usize {
        self.seen
            .lock()
            .map(|all| {
                all.iter()
                    .filter(|s| &s.room == room && s.sender.starts_with("@bot"))
                    .count()
            })
            .unwrap_or(0)
    }

    fn boards(&self, room: &OwnedRoomId) -> usize {
        self.seen
            .lock()
            .map(|all| {
                all.iter()
                    .filter(|s| &s.room == room && s.is_board())
                    .count()
            })
            .unwrap_or(0)
    }

    /// The bot's events in `room` as this client received them.
    fn bot_events(&self, room: &OwnedRoomId) -> Vec<Event> {
        self.events
            .lock()
            .map(|all| {
                all.iter()
                    .filter(|e| &e.room == room && e.sender.starts_with("@bot"))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Has `mover` play `action`, waits for the `times`th `answer` and the
    /// board after it; returns how long the text and the board took to
    /// reach this client.
    async fn timed(
        &self,
        mover: &Person,
        room: &OwnedRoomId,
        action: &str,
        answer: &str,
    ) -> (Duration, Duration) {
        let (answers, boards) = (self.count(room, answer), self.boards(room));
        let started = Instant::now();
        mover.say(room, action).await;
        self.nth(room, answer, answers + 1).await;
        let board = self.board_after(room, boards).await;
        let text = self
            .wait_for(room, answer, |s| s.body.contains(answer))
            .await;
        (text.at - started, board.at - started)
    }

    /// The bytes of a media event's file.
    async fn download(&self, seen: &Seen) -> Vec<u8> {
        let request = MediaRequestParameters {
            source: seen.image.clone().expect("a media event"),
            format: MediaFormat::File,
        };
        self.client
            .media()
            .get_media_content(&request, false)
            .await
            .expect("the file downloads")
    }

    /// The newest board in `room`, downloaded and decoded.
    async fn board(&self, room: &OwnedRoomId) -> Seen {
        self.board_after(room, 0).await
    }

    /// The newest board once `room` holds more than `before` boards.
    async fn board_after(&self, room: &OwnedRoomId, before: usize) -> Seen {
        let started = Instant::now();
        while self.boards(room) <= before {
            assert!(started.elapsed() < Duration::from_secs(60), "no new board");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let board = self.wait_for(room, "a board", Seen::is_board).await;
        let source = board.image.clone().expect("an image");
        let request = MediaRequestParameters {
            source,
            format: MediaFormat::File,
        };
        let bytes = self
            .client
            .media()
            .get_media_content(&request, false)
            .await
            .expect("the image downloads");
        let png = image::load_from_memory(&bytes).expect("the board decodes as a PNG");
        // Written for size, not speed: a chat's board is about 16 KB (the
        // page's, written fast, about 36 KB).
        assert!(bytes.len() <= 20 * 1024, "a board of {} bytes", bytes.len());
        let (w, h, size, mime) = board.info.clone().expect("m.image info");
        assert_eq!((w, h), (u64::from(png.width()), u64::from(png.height())));
        assert_eq!((size, mime.as_str()), (bytes.len() as u64, "image/png"));
        // Its body is the position in words, for those who cannot see it.
        assert!(
            ["Tablero: ", "Board: "]
                .iter()
                .any(|b| board.body.starts_with(b)),
            "a board's body describes it: {:?}",
            board.body
        );
        board
    }
}

/// Starts the bot binary on Matrix only, logging in with `credential`
/// (`MATRIX_PASSWORD` or `MATRIX_ACCESS_TOKEN`, value).
/// The bot's reply to a message of `person`'s.
async fn answer(person: &Person, room: &OwnedRoomId, asked: OwnedEventId) -> String {
    person
        .wait_for(room, "a reply", |s| s.reply_to.as_ref() == Some(&asked))
        .await
        .body
}

fn start_bot(dir: &Path, url: &str, bot: &str, credential: (&str, &str)) -> Bot {
    Bot::start(
        dir,
        &["--matrix-homeserver", url, "--matrix-user", bot],
        &[credential],
    )
}

const BOT_PASSWORD: (&str, &str) = ("MATRIX_PASSWORD", "password-of-bot");

/// The one homeserver all these tests share: the test that restarts it
/// holds this alone, the others together (a restart under a test that
/// waits for the bot's messages would lose some of them).
static HOMESERVER: tokio::sync::RwLock<()> = tokio::sync::RwLock::const_new(());

/// Waits until the bot's log (shared by its restarts) shows `times` starts.
async fn wait_listening(bot: &Bot, times: usize) {
    let started = Instant::now();
    while bot.log().matches("matrix: listening").count() < times {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the bot did not start"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Synapse started, a bot registered and listening: its homeserver URL,
/// its data directory, the bot and its user id.
async fn bot_on_synapse() -> (String, tempfile::TempDir, Bot, OwnedUserId) {
    let url = synapse(&["start"]);
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("bot");
    synapse(&["register", &bot_name, BOT_PASSWORD.1]);
    let bot = start_bot(dir.path(), &url, &bot_name, BOT_PASSWORD);
    wait_listening(&bot, 1).await;
    let bot_id: OwnedUserId = format!("@{bot_name}:localhost")
        .try_into()
        .expect("user id");
    (url, dir, bot, bot_id)
}

async fn new_room(
    host: &Person,
    invite: &[&Person],
    bot: &OwnedUserId,
    encrypted: bool,
) -> OwnedRoomId {
    let mut request = CreateRoom::new();
    let mut invites: Vec<OwnedUserId> = invite
        .iter()
        .filter_map(|p| p.client.user_id().map(ToOwned::to_owned))
        .collect();
    invites.push(bot.clone());
    request.invite = invites;
    if encrypted {
        let event = InitialStateEvent::new(
            EmptyStateKey,
            RoomEncryptionEventContent::with_recommended_defaults(),
        );
        request.initial_state = vec![event.to_raw_any()];
    }
    let room = host.client.create_room(request).await.expect("create room");
    let id = room.room_id().to_owned();
    for person in invite {
        person.client.join_room_by_id(&id).await.expect("join");
    }
    // The bot accepts the invitation by itself.
    let started = Instant::now();
    loop {
        let joined = match room.get_member(bot).await {
            Ok(Some(member)) => *member.membership() == MembershipState::Join,
            _ => false,
        };
        if joined {
            return id;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the bot never joined {id}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Room keys the proxy holds back: the to-device messages of the chosen
/// users wait until the sync after the one that brought those users' next
/// encrypted event, so the bot sees the event before its key.
#[derive(Clone, Default)]
struct LateKeys(Arc<Mutex<LateState>>);

#[derive(Default)]
struct LateState {
    users: Vec<String>,
    held: Vec<serde_json::Value>,
    release: bool,
    delayed: usize,
    tokens: usize,
}

impl LateKeys {
    /// Holds back `user`'s to-device messages, once.
    fn hold(&self, user: &OwnedUserId) {
        if let Ok(mut state) = self.0.lock() {
            state.users.push(user.to_string());
        }
    }

    /// How many to-device messages have reached the bot late so far.
    fn delayed(&self) -> usize {
        self.0.lock().map_or(0, |state| state.delayed)
    }

    /// Whether some user's messages are held or to be held (else syncs
    /// pass untouched).
    fn active(&self) -> bool {
        self.0
            .lock()
            .is_ok_and(|state| !state.users.is_empty() || !state.held.is_empty())
    }

    /// Whether held messages are due: the bot's next sync should not wait.
    fn due(&self) -> bool {
        self.0
            .lock()
            .is_ok_and(|state| state.release && !state.held.is_empty())
    }

    /// Rewrites one sync response (to a request `since` that token) for
    /// the bot.
    fn filter(&self, sync: &mut serde_json::Value, since: Option<&str>) {
        let Ok(mut state) = self.0.lock() else {
            return;
        };
        let released = if state.release {
            state.release = false;
            state.users.clear();
            state.delayed += state.held.len();
            std::mem::take(&mut state.held)
        } else {
            Vec::new()
        };
        let releasing = !released.is_empty();
        let events = sync
            .get_mut("to_device")
            .and_then(|to_device| to_device.get_mut("events"))
            .and_then(serde_json::Value::as_array_mut);
        if let Some(events) = events {
            let (held, kept): (Vec<_>, Vec<_>) = events.drain(..).partition(|event| {
                let sender = event["sender"].as_str().unwrap_or_default();
                state.users.iter().any(|user| user == sender)
            });
            state.held.extend(held);
            *events = kept;
            events.extend(released);
        } else if !released.is_empty()
            && let Some(sync) = sync.as_object_mut()
        {
            sync.insert(
                "to_device".into(),
                serde_json::json!({ "events": released }),
            );
        }
        // The SDK skips a response whose token it has seen: one that only
        // brings released messages gets a token of its own.
        if releasing && since.is_some() && sync["next_batch"].as_str() == since {
            state.tokens += 1;
            sync["next_batch"] = format!("{}~{}", since.unwrap_or_default(), state.tokens).into();
        }
        let from_held = sync
            .get("rooms")
            .and_then(|rooms| rooms.get("join"))
            .and_then(serde_json::Value::as_object)
            .into_iter()
            .flat_map(|rooms| rooms.values())
            .filter_map(|room| room["timeline"]["events"].as_array())
            .flatten()
            .any(|event| {
                event["type"] == "m.room.encrypted"
                    && state
                        .users
                        .iter()
                        .any(|user| event["sender"].as_str() == Some(user))
            });
        if from_held && !state.held.is_empty() {
            state.release = true;
        }
    }
}

type ProxyState = (String, matrix_sdk::reqwest::Client, LateKeys);

/// A pass-through HTTP proxy to Synapse on 127.0.0.1 that delays room keys
/// as [`LateKeys`] says; returns its URL.
async fn proxy(upstream: &str) -> (String, LateKeys) {
    let late = LateKeys::default();
    let state: ProxyState = (
        upstream.to_string(),
        matrix_sdk::reqwest::Client::new(),
        late.clone(),
    );
    let app = axum::Router::new().fallback(forward).with_state(state);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("proxy port");
    let url = format!("http://{}", listener.local_addr().expect("proxy address"));
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, late)
}

/// Forwards one request to Synapse; a sync's answer goes through
/// [`LateKeys::filter`].
async fn forward(
    axum::extract::State((upstream, http, late)): axum::extract::State<ProxyState>,
    request: axum::extract::Request,
) -> axum::response::Response {
    use axum::http::{StatusCode, header};
    use axum::response::IntoResponse;
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let sync = parts.uri.path().ends_with("/sync");
    // A token the proxy made up (see `LateKeys::filter`) goes back to
    // Synapse as the one it came from; a due release does not wait.
    let due = sync && late.due();
    let mut since = None;
    let mut path = parts.uri.path().to_string();
    if let Some(query) = parts.uri.query() {
        let query: Vec<String> = query
            .split('&')
            .map(|p| {
                if let (true, Some(token)) = (sync, p.strip_prefix("since=")) {
                    let token = token.replace("%7E", "~");
                    let token = token.split('~').next().unwrap_or_default();
                    since = Some(token.to_string());
                    format!("since={token}")
                } else if due && p.starts_with("timeout=") {
                    "timeout=0".to_string()
                } else {
                    p.to_string()
                }
            })
            .collect();
        path = format!("{path}?{}", query.join("&"));
    }
    let mut outgoing = http
        .request(parts.method.clone(), format!("{upstream}{path}"))
        .body(body);
    for (name, value) in &parts.headers {
        if ![
            header::HOST,
            header::CONTENT_LENGTH,
            header::ACCEPT_ENCODING,
        ]
        .contains(name)
        {
            outgoing = outgoing.header(name, value);
        }
    }
    let Ok(response) = outgoing.send().await else {
        return StatusCode::BAD_GATEWAY.into_response();
    };
    let (status, headers) = (response.status(), response.headers().clone());
    let Ok(mut bytes) = response.bytes().await else {
        return StatusCode::BAD_GATEWAY.into_response();
    };
    if sync
        && status.is_success()
        && late.active()
        && let Ok(mut json) = serde_json::from_slice::<serde_json::Value>(&bytes)
    {
        late.filter(&mut json, since.as_deref());
        bytes = serde_json::to_vec(&json).unwrap_or_default().into();
    }
    let mut answer = axum::http::Response::builder().status(status);
    for (name, value) in &headers {
        if ![
            header::CONTENT_LENGTH,
            header::TRANSFER_ENCODING,
            header::CONNECTION,
        ]
        .contains(name)
        {
            answer = answer.header(name, value);
        }
    }
    answer
        .body(axum::body::Body::from(bytes))
        .unwrap_or_else(|_| StatusCode::BAD_GATEWAY.into_response())
}

/// Prints the median and the worst of (text, board) latencies.
fn report_latency(what: &str, times: &[(Duration, Duration)]) {
    let median = |mut all: Vec<Duration>| {
        all.sort();
        (
            all.get(all.len() / 2).copied().unwrap_or_default(),
            all.last().copied().unwrap_or_default(),
        )
    };
    let (text, text_max) = median(times.iter().map(|t| t.0).collect());
    let (board, board_max) = median(times.iter().map(|t| t.1).collect());
    println!(
        "latency, {what}, {} moves: text p50 {} ms (max {}), board p50 {} ms (max {})",
        times.len(),
        text.as_millis(),
        text_max.as_millis(),
        board.as_millis(),
        board_max.as_millis()
    );
}

/// The store directory is 0700 and everything in it 0600.
fn store_is_private(dir: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = |path: &Path| {
            std::fs::metadata(path)
                .expect("store metadata")
                .permissions()
                .mode()
                & 0o777
        };
        let store = dir.join("matrix-store");
        assert_eq!(mode(&store), 0o700, "{}", store.display());
        let mut files = 0;
        for entry in std::fs::read_dir(&store).expect("the store") {
            let path = entry.expect("a store entry").path();
            let wanted = if path.is_dir() { 0o700 } else { 0o600 };
            assert_eq!(mode(&path), wanted, "{}", path.display());
            files += 1;
        }
        assert!(files > 0, "an empty store");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_on_synapse_with_restarts_and_an_encrypted_room() {
    // It restarts the homeserver: alone.
    let _alone = HOMESERVER.write().await;
    let url = synapse(&["start"]);
    let dir = tempfile::tempdir().expect("temp dir");
    let dir = dir.path().to_path_buf();
    let bot_name = unique("bot");
    synapse(&["register", &bot_name, BOT_PASSWORD.1]);
    let mut bot = start_bot(dir.as_path(), &url, &bot_name, BOT_PASSWORD);
    wait_listening(&bot, 1).await;
    let bot_id: OwnedUserId = format!("@{bot_name}:localhost")
        .try_into()
        .expect("user id");
    let (ana, beto, cris) = (
        person(&url, "ana").await,
        person(&url, "beto").await,
        person(&url, "cris").await,
    );
    let room = new_room(&ana, &[&beto, &cris], &bot_id, false).await;

    // Create, then join by code.
    ana.say(&room, "!futbol crear").await;
    let created = ana.text(&room, "creada").await;
    let code = created.code();
    ana.board(&room).await;
    // The room is the community: from a room of her own, someone who is
    // not in the game's room is told the code is unknown.
    let eve = person(&url, "eve").await;
    let elsewhere = new_room(&eve, &[], &bot_id, false).await;
    let asked = eve.say(&elsewhere, &format!("!futbol unirse {code}")).await;
    let refused = eve
        .wait_for(&elsewhere, "a reply", |s| {
            s.reply_to.as_ref() == Some(&asked)
        })
        .await;
    assert!(
        refused.body.contains("No hay ninguna sala"),
        "{}",
        refused.body
    );
    beto.say(&room, &format!("!futbol unirse {code}")).await;
    ana.text(&room, "se une con Negras").await;

    // Moves by text; a refused move is answered as a reply.
    ana.say(&room, "e3>c3").await;
    ana.text(&room, "Blancas: pase e3 → c3").await;
    let bad = beto.say(&room, "!futbol mover e3-e4").await;
    let refusal = beto
        .wait_for(&room, "a reply", |s| s.reply_to.as_ref() == Some(&bad))
        .await;
    assert!(refusal.body.contains("No se puede"), "{}", refusal.body);

    // A spectator's reaction is ignored; a player's resigns.
    let board = beto.board(&room).await;
    cris.react(&room, &board.event_id, "🏳️").await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        ana.count(&room, "se rinde"),
        0,
        "a spectator's reaction counted"
    );
    let before = ana.boards(&room);
    beto.react(&room, &board.event_id, "🏳️").await;
    ana.text(&room, "se rinde").await;

    // The end of the game: the replay as `m.image` (image/gif, with its
    // size) and the record as `m.file`, which replays the game played.
    ana.text(&room, "la repetición animada").await;
    let gif = ana
        .wait_for(&room, "the replay", |s| s.body.ends_with(".gif"))
        .await;
    let bytes = ana.download(&gif).await;
    let (w, h, size, mime) = gif.info.clone().expect("m.image info");
    let decoded = image::load_from_memory(&bytes).expect("the replay decodes");
    assert_eq!(
        (w, h),
        (u64::from(decoded.width()), u64::from(decoded.height()))
    );
    assert_eq!((size, mime.as_str()), (bytes.len() as u64, "image/gif"));
    let file = ana
        .wait_for(&room, "the record", |s| s.body.ends_with(".txt"))
        .await;
    let text = String::from_utf8(ana.download(&file).await).expect("text");
    let record = futbol_bot::engine::Record::parse(&text).expect("the record replays");
    assert_eq!(record.actions, ["e3>c3"]);
    assert_eq!(
        file.info.clone().map(|i| i.3).as_deref(),
        Some("text/plain; charset=utf-8")
    );

    // The game was rated: Beto's profile comes with its chart (not a
    // board), and the leaderboard says why nobody is listed yet.
    let beto_id = beto.client.user_id().expect("an id").to_string();
    ana.say(&room, &format!("!futbol perfil {beto_id}")).await;
    ana.text(&room, "Perfil de").await;
    let chart = ana
        .wait_for(&room, "the chart", |s| {
            s.filename.as_deref() == Some("rating-chart.png") && s.body.len() > 40
        })
        .await;
    let bytes = ana.download(&chart).await;
    let png = image::load_from_memory(&bytes).expect("the chart decodes");
    assert_eq!((png.width(), png.height()), (640, 360));
    std::fs::write(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("target/matrix-profile.png"),
        &bytes,
    )
    .expect("kept to look at");
    ana.say(&room, "!futbol ranking").await;
    ana.text(&room, "Nadie está en la clasificación").await;

    // A rematch by reactions on the final board.
    let last = ana.board_after(&room, before).await;
    ana.react(&room, &last.event_id, "🔁").await;
    beto.text(&room, "quiere la revancha").await;
    beto.react(&room, &last.event_id, "🔁").await;
    ana.text(&room, "¡Revancha!").await;

    // The bot restarts mid-game: it answers new commands, none twice.
    ana.answered_once(&beto, &room, "e3>c3", "Blancas: pase e3 → c3")
        .await;
    // The board's text calls the player to move (Ana, Black after the
    // rematch) with a pill, and mentions exactly her.
    let ana_id = ana.client.user_id().expect("an id").to_string();
    let called = ana
        .bot_events(&room)
        .into_iter()
        .rev()
        .find(|e| {
            e.content["body"]
                .as_str()
                .is_some_and(|b| b.starts_with("Blancas: pase e3 → c3"))
        })
        .expect("the move's text");
    assert_eq!(
        called.content["m.mentions"],
        serde_json::json!({ "user_ids": [ana_id] }),
        "{called:?}"
    );
    assert!(
        called.content["formatted_body"]
            .as_str()
            .is_some_and(|h| h.contains(&format!("https://matrix.to/#/{ana_id}"))),
        "{called:?}"
    );

    // How long a move takes to come back as text and board (printed).
    // Twelve moves that bring the position back.
    let mut plain = Vec::new();
    for _ in 0..3 {
        for (mover, action, answer) in [
            (&ana, "d8-e8", "Negras: mueve d8 → e8"),
            (&beto, "d1-e1", "Blancas: mueve d1 → e1"),
            (&ana, "e8-d8", "Negras: mueve e8 → d8"),
            (&beto, "e1-d1", "Blancas: mueve e1 → d1"),
        ] {
            plain.push(ana.timed(mover, &room, action, answer).await);
        }
    }

    // From here on the bot reaches Synapse through a proxy that can make
    // a room key arrive late.
    let (proxy, late_keys) = proxy(&url).await;
    drop(bot);
    bot = start_bot(dir.as_path(), &proxy, &bot_name, BOT_PASSWORD);
    wait_listening(&bot, 2).await;
    ana.answered_once(&ana, &room, "c6-d4", "Negras: mueve c6 → d4")
        .await;

    // Synapse restarts mid-game: the bot answers again afterwards.
    synapse(&["restart"]);
    ana.answered_once(&beto, &room, "c3-c4", "Blancas: regate c3 → c4")
        .await;

    // An end-to-end encrypted room, with the restarted bot: still one device.
    let secret = new_room(&ana, &[&beto], &bot_id, true).await;
    ana.say(&secret, "!futbol crear boyer").await;
    let created = ana.text(&secret, "creada").await;
    let code = created.code();
    beto.say(&secret, &format!("!futbol unirse {code}")).await;
    ana.text(&secret, "se une con Negras").await;
    let board = ana.board(&secret).await;
    assert!(matches!(
        board.image,
        Some(matrix_sdk::ruma::events::room::MediaSource::Encrypted(_))
    ));
    assert!(ana.room(&secret).encryption_state().is_encrypted());
    let devices = ana
        .client
        .encryption()
        .get_user_devices(&bot_id)
        .await
        .expect("the bot's devices");
    assert_eq!(devices.devices().count(), 1, "the bot is one device");

    // The board in the encrypted room carries its buttons as reactions on
    // it, encrypted like the bot's other events there.
    let started = Instant::now();
    loop {
        let reactions: Vec<Event> = ana
            .bot_events(&secret)
            .into_iter()
            .filter(|e| e.kind == "m.reaction")
            .collect();
        let keys: Vec<&str> = reactions
            .iter()
            .filter_map(|e| e.content["m.relates_to"]["key"].as_str())
            .map(|key| key.trim_end_matches('\u{fe0f}'))
            .collect();
        if keys.contains(&"🤝") && keys.contains(&"🏳") {
            assert!(
                reactions.iter().all(|e| e.encrypted),
                "reactions in the clear in an encrypted room: {reactions:?}"
            );
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the board's draw and resign reactions: {reactions:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Someone invited after the room became encrypted is answered.
    let dora = person(&url, "dora").await;
    let dora_id = dora.client.user_id().expect("dora's id").to_owned();
    ana.room(&secret)
        .invite_user_by_id(&dora_id)
        .await
        .expect("invite dora");
    dora.client
        .join_room_by_id(&secret)
        .await
        .expect("dora joins");
    // Her room key reaches the bot a sync after her message (as across
    // federation): the bot cannot decrypt the message when it comes, says
    // so, and answers it once the key is there.
    late_keys.hold(&dora_id);
    let late = dora.say(&secret, &format!("!futbol unirse {code}")).await;
    let arrival = format!("{} mira la partida", dora.name);
    dora.text(&secret, &arrival).await;
    ana.text(&secret, &arrival).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        ana.count(&secret, &arrival),
        1,
        "the arrival is posted once"
    );
    assert!(late_keys.delayed() > 0, "no room key was held back");
    let log = bot.log();
    assert!(
        log.lines()
            .any(|l| l.contains("could not decrypt") && l.contains(late.as_str())),
        "the decryption failure is not logged:\n{log}"
    );

    // A player's second device, added later, is answered too (its key
    // comes late as well), and reads the bot's answer.
    let phone = device(&url, &ana.name).await;
    phone.wait_room(&secret).await;
    let delayed = late_keys.delayed();
    let ana_id = ana.client.user_id().expect("ana's id").to_owned();
    late_keys.hold(&ana_id);
    let (answers, boards) = (
        ana.count(&secret, "Blancas: turno b1-c3"),
        ana.boards(&secret),
    );
    phone.say(&secret, "b1-c3").await;
    ana.nth(&secret, "Blancas: turno b1-c3", answers + 1).await;
    ana.board_after(&secret, boards).await;
    phone.text(&secret, "Blancas: turno b1-c3").await;
    assert!(late_keys.delayed() > delayed, "no room key was held back");
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        ana.count(&secret, "Blancas: turno b1-c3"),
        answers + 1,
        "answered once"
    );

    // Latency in the encrypted room, with the bot straight on Synapse
    // again (the proxy would count in it).
    drop(bot);
    bot = start_bot(dir.as_path(), &url, &bot_name, BOT_PASSWORD);
    wait_listening(&bot, 3).await;
    let mut secret_times = Vec::new();
    for _ in 0..3 {
        for (mover, action, answer) in [
            (&beto, "b9-c7", "Negras: turno b9-c7"),
            (&ana, "c3-b1", "Blancas: turno c3-b1"),
            (&beto, "c7-b9", "Negras: turno c7-b9"),
            (&ana, "b1-c3", "Blancas: turno b1-c3"),
        ] {
            secret_times.push(ana.timed(mover, &secret, action, answer).await);
        }
    }
    report_latency("unencrypted room", &plain);
    report_latency("encrypted room", &secret_times);

    // Every message the bot sent (texts, boards, notices), in both rooms,
    // has `m.mentions` once decrypted: empty, or on a text that calls the
    // player to move, exactly that player (shown as a pill); never the
    // room, never on a board.
    let players = [&ana, &beto].map(|p| p.client.user_id().expect("an id").to_string());
    let mut pings = 0;
    for id in [&room, &secret] {
        let messages: Vec<Event> = ana
            .bot_events(id)
            .into_iter()
            .filter(|e| e.kind == "m.room.message")
            .collect();
        assert!(!messages.is_empty());
        for event in messages {
            let mentions = event.content.get("m.mentions");
            let users: Vec<&str> = mentions
                .and_then(|m| m["user_ids"].as_array())
                .into_iter()
                .flatten()
                .filter_map(serde_json::Value::as_str)
                .collect();
            let image = event.content["msgtype"] == "m.image";
            let html = event.content["formatted_body"].as_str().unwrap_or_default();
            let fine = match users.as_slice() {
                [] => mentions == Some(&serde_json::json!({})),
                [user] => {
                    pings += 1;
                    !image
                        && players.iter().any(|p| p == user)
                        && mentions.and_then(|m| m.get("room")).is_none()
                        && html.contains("https://matrix.to/#/")
                }
                _ => false,
            };
            assert!(fine, "a bot message with wrong m.mentions: {event:?}");
            assert_eq!(
                event.encrypted,
                id == &secret,
                "encrypted in the encrypted room only: {event:?}"
            );
        }
    }
    println!("{pings} texts called the player to move");

    // The stores, which hold the device's keys, are the owner's only.
    store_is_private(&dir);
    drop(bot);

    // A second bot that logs in with an access token instead.
    let token_dir = tempfile::tempdir().expect("temp dir");
    let other_name = unique("bot");
    synapse(&["register", &other_name, "password-of-other"]);
    let token = synapse(&["login", &other_name, "password-of-other"]);
    let mut other = start_bot(
        token_dir.path(),
        &url,
        &other_name,
        ("MATRIX_ACCESS_TOKEN", token.as_str()),
    );
    wait_listening(&other, 1).await;
    let other_id: OwnedUserId = format!("@{other_name}:localhost")
        .try_into()
        .expect("user id");
    let lobby = new_room(&cris, &[&beto], &other_id, false).await;
    cris.say(&lobby, "!futbol ayuda").await;
    cris.text(&lobby, "🔁").await;

    // Settings: power level 0 may not change them, a moderator (50, the
    // room's state_default) may, and so may the room's creator.
    let asked = beto.say(&lobby, "!futbol ajustes puntuada no").await;
    let refused = answer(&beto, &lobby, asked).await;
    assert!(refused.contains("Solo los administradores"), "{refused}");
    let beto_id = beto.client.user_id().expect("beto").to_owned();
    cris.room(&lobby)
        .update_power_levels(vec![(&beto_id, 50.into())])
        .await
        .expect("beto is a moderator");
    let asked = beto.say(&lobby, "!futbol ajustes puntuada no").await;
    let changed = answer(&beto, &lobby, asked).await;
    assert!(changed.contains("`puntuada` ahora es no"), "{changed}");
    let asked = cris.say(&lobby, "!futbol ajustes salas 2").await;
    let changed = answer(&cris, &lobby, asked).await;
    assert!(changed.contains("`salas` ahora es 2"), "{changed}");

    // Threads on: a new room's boards hang in an m.thread from its
    // announcement, and so does what the game says next.
    let asked = cris.say(&lobby, "!futbol ajustes hilos si").await;
    let changed = answer(&cris, &lobby, asked).await;
    assert!(changed.contains("`hilos` ahora es sí"), "{changed}");
    cris.say(&lobby, "!futbol crear").await;
    let announced = cris.text(&lobby, "creada").await;
    assert_eq!(
        announced.thread, None,
        "the announcement is the thread's root"
    );
    let board = cris
        .wait_for(&lobby, "the first board", |s| {
            s.is_board() && s.at >= announced.at
        })
        .await;
    assert_eq!(
        board.thread.as_ref(),
        Some(&announced.event_id),
        "{board:?}"
    );
    let code = announced.code();
    beto.say(&lobby, &format!("!futbol unirse {code}")).await;
    let joined = cris.text(&lobby, "se une con Negras").await;
    assert_eq!(
        joined.thread.as_ref(),
        Some(&announced.event_id),
        "{joined:?}"
    );

    // A revoked session stops that bot with a message saying what to do.
    synapse(&["logout", &token]);
    let started = Instant::now();
    while !other.exited() {
        assert!(
            started.elapsed() < Duration::from_secs(90),
            "the logged-out bot kept running"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let log = other.log();
    assert!(log.contains("the session was logged out"), "{log}");
}

/// A tournament in a Matrix room: the room's admin opens registration,
/// four players join with the ✋ reaction on it, the admin starts it; the
/// pairings come in the room, each board in a thread of its own hanging
/// from its announcement, with both players mentioned (each alone in
/// `m.mentions`), and when the round is over the standings as a picture.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_on_synapse_pairs_boards_into_threads() {
    let _shared = HOMESERVER.read().await;
    let (url, _dir, bot, bot_id) = bot_on_synapse().await;
    let players = [
        person(&url, "ana").await,
        person(&url, "beto").await,
        person(&url, "cris").await,
        person(&url, "dani").await,
    ];
    let [ana, beto, cris, dani] = &players;
    let room = new_room(ana, &[beto, cris, dani], &bot_id, false).await;
    // Beto is no admin of the room: refused.
    let asked = beto.say(&room, "!futbol torneo crear").await;
    assert!(
        answer(beto, &room, asked)
            .await
            .contains("Solo los administradores")
    );
    ana.say(&room, "!futbol torneo crear rondas 2 1h").await;
    let registration = ana.text(&room, "inscripción abierta").await;
    // The bot's ✋ on it is the Join button.
    let started = Instant::now();
    while !ana.bot_events(&room).iter().any(|e| {
        e.kind == "m.reaction"
            && e.content["m.relates_to"]["event_id"] == registration.event_id.as_str()
    }) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "no ✋ on the registration"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for (n, player) in players.iter().enumerate() {
        player.react(&room, &registration.event_id, "✋").await;
        ana.text(&room, &format!("({} jugadores)", n + 1)).await;
    }
    ana.say(&room, "!futbol torneo empezar").await;
    ana.text(&room, "ronda 1 de 2").await;
    // Two boards, each announced in the room and played in its thread.
    ana.nth(&room, "Torneo 1, ronda 1/2", 2).await;
    let announcements: Vec<Seen> = ana
        .seen
        .lock()
        .map(|all| {
            all.iter()
                .filter(|s| s.room == room && s.body.contains("Torneo 1, ronda 1/2"))
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(announcements.len(), 2);
    let mut blacks = Vec::new();
    for announcement in &announcements {
        assert!(announcement.thread.is_none(), "announced in the room");
        let root = Some(announcement.event_id.clone());
        let board = ana
            .wait_for(&room, "a board in the thread", |s| {
                s.is_board() && s.thread == root
            })
            .await;
        assert!(board.body.starts_with("Tablero: "));
        let black_line = ana
            .wait_for(&room, "black's line in the thread", |s| {
                s.thread == root && s.body.contains("tu partida del torneo")
            })
            .await;
        // Black's line mentions black, and only black.
        let event = ana
            .bot_events(&room)
            .into_iter()
            .find(|e| e.content["body"] == black_line.body.as_str())
            .expect("its event");
        let mentioned = event.content["m.mentions"]["user_ids"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert_eq!(mentioned.len(), 1, "{}", event.content);
        let black = players
            .iter()
            .find(|p| p.client.user_id().map(|u| u.as_str()) == mentioned[0].as_str())
            .expect("black is one of the players");
        blacks.push((black, announcement.event_id.clone()));
    }
    // In the first board's thread, white's move typed as chat and black's
    // resignation; the second board's black resigns from the room (a
    // player's command acts on the one board they sit at).
    let (first_black, first_root) = &blacks[0];
    let first = &announcements[0];
    let first_white = players
        .iter()
        .find(|p| first.body.contains(&format!("{} (blancas)", p.name)))
        .expect("white is named");
    first_white.say_in_thread(&room, first_root, "e3>c3").await;
    let moved = ana.text(&room, "Blancas: pase e3 → c3").await;
    assert_eq!(
        moved.thread.as_ref(),
        Some(first_root),
        "answered in the board's thread"
    );
    first_black
        .say_in_thread(&room, first_root, "!futbol rendirse")
        .await;
    blacks[1].0.say(&room, "!futbol rendirse").await;
    ana.nth(&room, "se rinde", 2).await;
    let standings = ana
        .wait_for(&room, "the standings picture", |s| {
            s.filename.as_deref() == Some("standings.png")
        })
        .await;
    let png = ana.download(&standings).await;
    image::load_from_memory(&png).expect("the standings decode as a PNG");
    ana.text(&room, "Clasificación tras la ronda 1 de 2").await;
    ana.text(&room, "ronda 2 de 2").await;
    drop(bot);
}

/// The daily summary comes in a direct room the bot opens with the player
/// (`is_direct`, the player invited), once: Ana, to move in three games,
/// takes it at the hour it is now in Madrid.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_summary_comes_in_a_direct_room() {
    let _shared = HOMESERVER.read().await;
    let (url, _dir, bot, bot_id) = bot_on_synapse().await;
    let (ana, beto) = (person(&url, "ana").await, person(&url, "beto").await);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (_, hour) = futbol_bot::host::digest::local_day_and_hour(Some("Europe/Madrid"), now);
    let game = futbol_bot::engine::Game::new(futbol_bot::engine::Variant::Futbol);
    let action = game.legal_actions()[0].to_string();
    let mut codes = Vec::new();
    let mut rooms = Vec::new();
    for _ in 0..3 {
        let room = new_room(&ana, &[&beto], &bot_id, false).await;
        beto.say(&room, "!futbol crear blancas").await;
        let created = beto.text(&room, "creada").await;
        let code = created.code();
        ana.say(&room, &format!("!futbol unirse {code}")).await;
        ana.text(&room, "se une con Negras").await;
        beto.say(&room, &action).await;
        ana.text(&room, "Juegan Negras").await;
        codes.push(code);
        rooms.push(room);
    }
    ana.say(&rooms[0], &format!("!futbol avisos resumen {hour}h"))
        .await;
    ana.text(&rooms[0], "un resumen al día").await;
    // Her zone: the hour has come there, and the next sweep looks.
    ana.say(&rooms[0], "!futbol zona Europe/Madrid").await;
    ana.text(&rooms[0], "Europe/Madrid").await;
    // The client lists an invited room as soon as its sync sees it, which
    // may be before it has stored the invite's own member event: until
    // then `invite_details` says `EventMissing`, so wait for both.
    let started = Instant::now();
    let (direct, details) = loop {
        if let Some(invited) = ana.client.invited_rooms().into_iter().next() {
            match invited.invite_details().await {
                Ok(details) => break (invited, details),
                Err(e) => assert!(
                    started.elapsed() < Duration::from_secs(60),
                    "invite details: {e:?}"
                ),
            }
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "no direct room"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(
        details.inviter.map(|m| m.user_id().to_owned()),
        Some(bot_id.clone())
    );
    assert!(direct.is_direct().await.unwrap_or(false), "marked direct");
    let id = direct.room_id().to_owned();
    ana.client
        .join_room_by_id(&id)
        .await
        .expect("join the direct room");
    let summary = ana.text(&id, "Resumen del día").await;
    assert!(
        summary.body.contains("te toca en 3 partidas"),
        "{}",
        summary.body
    );
    assert!(
        codes.iter().all(|code| summary.body.contains(code)),
        "{}",
        summary.body
    );
    drop(bot);
}

/// A takeback asked by command is accepted with the 👍 the bot put on its
/// request; a spectator's 👍 does nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_is_accepted_with_a_reaction() {
    let _shared = HOMESERVER.read().await;
    let (url, _dir, bot, bot_id) = bot_on_synapse().await;
    let (ana, beto, cris) = (
        person(&url, "ana").await,
        person(&url, "beto").await,
        person(&url, "cris").await,
    );
    let room = new_room(&ana, &[&beto, &cris], &bot_id, false).await;
    beto.say(&room, "!futbol crear blancas").await;
    let created = beto.text(&room, "creada").await;
    let code = created.code();
    ana.say(&room, &format!("!futbol unirse {code}")).await;
    ana.text(&room, "se une con Negras").await;
    let game = futbol_bot::engine::Game::new(futbol_bot::engine::Variant::Futbol);
    beto.say(&room, &game.legal_actions()[0].to_string()).await;
    ana.text(&room, "Juegan Negras").await;
    beto.say(&room, "!futbol deshacer").await;
    let request = ana.text(&room, "pide deshacer").await;
    // The bot's 👍 and 👎 on the request stand for its buttons.
    let started = Instant::now();
    let reacted = |key: &str| {
        ana.bot_events(&room).iter().any(|e| {
            e.kind == "m.reaction"
                && e.content["m.relates_to"]["event_id"] == request.event_id.as_str()
                && e.content["m.relates_to"]["key"] == key
        })
    };
    while !(reacted("👍") && reacted("👎")) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "no 👍/👎 on the request"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A spectator's 👍 is no answer; Beto's own neither.
    cris.react(&room, &request.event_id, "👍").await;
    beto.react(&room, &request.event_id, "👍").await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(ana.count(&room, "Se deshace"), 0, "{}", ana.shown(&room));
    ana.react(&room, &request.event_id, "👍").await;
    ana.text(&room, "Se deshace la última jugada de beto").await;
    assert_eq!(ana.count(&room, "Se deshace"), 1, "{}", ana.shown(&room));
    // A room set to French is answered in French, and French words are
    // commands too.
    ana.say(&room, "!futbol idioma fr").await;
    ana.text(&room, "Langue : français.").await;
    beto.say(&room, "!futbol nulle").await;
    ana.text(&room, " propose la nulle. ").await;
    // Beto plays again and resigns. `!futbol analizar` posts the game's
    // analysis, its chart an m.image; the bot's 🔍 on the record asks
    // again, answered from the store.
    beto.say(&room, &game.legal_actions()[0].to_string()).await;
    ana.text(&room, "Blancs : ").await;
    beto.say(&room, "!futbol rendirse").await;
    ana.text(&room, " abandonne. ").await;
    let record = ana.text(&room, "Partie #1 :").await;
    cris.say(&room, "!futbol analizar").await;
    ana.text(&room, "Analyse de la partie #1").await;
    let chart = ana
        .wait_for(&room, "the chart", |s| {
            s.filename.as_deref() == Some("analysis.png")
        })
        .await;
    let bytes = ana.download(&chart).await;
    let decoded = image::load_from_memory(&bytes).expect("the chart decodes");
    assert_eq!((decoded.width(), decoded.height()), (640, 360));
    let started = Instant::now();
    while !ana.bot_events(&room).iter().any(|e| {
        e.kind == "m.reaction"
            && e.content["m.relates_to"]["event_id"] == record.event_id.as_str()
            && e.content["m.relates_to"]["key"] == "🔍"
    }) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "no 🔍 on the record"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    ana.react(&room, &record.event_id, "🔍").await;
    let started = Instant::now();
    while ana.count(&room, "Analyse de la partie #1") < 2 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "🔍 did not analyse: {}",
            ana.shown(&room)
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A puzzle solved by typed answers, each answered by a reply (in
    // the room's French): the defender's replies, then the goal.
    let asked = cris.say(&room, "!futbol problema").await;
    let heading = answer(&cris, &room, asked).await;
    let id = (heading.split('#').nth(1))
        .and_then(|rest| rest.get(..6))
        .unwrap_or_else(|| panic!("no puzzle in {heading}"));
    let entry = futbol_bot::puzzles::bank::find(futbol_bot::engine::Variant::Futbol, id);
    let line = &entry.expect("a puzzle of the bank").puzzle.line;
    for (index, action) in line.iter().enumerate().step_by(2) {
        let asked = cris.say(&room, &format!("!futbol problema {action}")).await;
        let said = answer(&cris, &room, asked).await;
        match line.get(index + 1) {
            Some(reply) => assert!(
                said.contains(&format!("✓ {action}")) && said.contains(reply.as_str()),
                "{said}"
            ),
            None => assert!(said.contains('⚽'), "{said}"),
        }
    }
    // 90 s idle (the SDK's periodic tasks: key backups every 30 s, the
    // sync's long polls), then a clean stop; over the whole game, the idle
    // time and the stop, at the default level, the bot logged no warning
    // or error: nothing here was a fault. (The idle time runs beside the
    // file's other tests.)
    tokio::time::sleep(Duration::from_secs(90)).await;
    bot.terminate();
    let mut bot = bot;
    let stopped = tokio::task::spawn_blocking(move || {
        let status = bot.wait_exit(Duration::from_secs(15));
        (status, bot.log())
    });
    let (status, log) = stopped.await.expect("waited");
    assert!(
        status.is_some_and(|s| s.success()),
        "exit {status:?}\n{log}"
    );
    let faults: Vec<&str> = (log.lines())
        .filter(|l| l.contains(" WARN ") || l.contains(" ERROR "))
        .collect();
    assert!(
        faults.is_empty(),
        "{} warnings or errors:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// Ana farms her rating with an alt on Synapse: twenty short games (a
/// move each, the alt resigns, a rematch), paced to the limits. Three are
/// rated; the leaderboard does not list her and tells her why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alt_farms_three_rated_games_and_no_place() {
    let _shared = HOMESERVER.read().await;
    let (url, dir, bot, bot_id) = bot_on_synapse().await;
    let (ana, beto) = (person(&url, "ana").await, person(&url, "beto").await);
    let room = new_room(&ana, &[&beto], &bot_id, false).await;
    let pace = || tokio::time::sleep(Duration::from_millis(600));
    beto.say(&room, "!futbol crear blancas").await;
    let code = ana.text(&room, "creada").await.code();
    ana.say(&room, &format!("!futbol unirse {code}")).await;
    ana.text(&room, "se une con Negras").await;
    for game in 0..20 {
        // Beto has White first; each rematch swaps the seats.
        let (white, black) = match game % 2 {
            0 => (&beto, &ana),
            _ => (&ana, &beto),
        };
        pace().await;
        white.say(&room, "e3-e4").await;
        ana.nth(&room, "e3 → e4", game + 1).await;
        pace().await;
        black.say(&room, "e6-g4").await;
        ana.nth(&room, "e6 → g4", game + 1).await;
        pace().await;
        beto.say(&room, "!futbol rendirse").await;
        ana.nth(&room, "se rinde", game + 1).await;
        if game < 19 {
            pace().await;
            ana.say(&room, "!futbol revancha").await;
            pace().await;
            beto.say(&room, "!futbol revancha").await;
            ana.nth(&room, "¡Revancha!", game + 1).await;
        }
    }
    assert!(
        ana.count(&room, "Partida casual") >= 16,
        "{}",
        ana.shown(&room)
    );
    pace().await;
    ana.say(&room, "!futbol ranking").await;
    let board = ana.text(&room, "Aún no apareces").await;
    assert!(
        board.body.contains("rivales distintos: 4"),
        "{}",
        board.body
    );
    let ana_id = ana.client.user_id().expect("logged in").to_string();
    drop(bot);
    std::thread::sleep(Duration::from_millis(500));
    let store = futbol_bot::store::Store::open(dir.path()).expect("the store");
    let record = store
        .standing(
            futbol_bot::engine::Variant::Futbol,
            futbol_bot::host::Platform::Matrix,
            &ana_id,
        )
        .expect("read")
        .expect("rated");
    assert_eq!(record.games(), 3, "twenty games rate as three");
}
