#![recursion_limit = "256"]
#![cfg(feature = "matrix")]
//! The Matrix adapter end to end against a real Synapse on 127.0.0.1
//! (`scripts/synapse.sh` installs and starts it), with matrix-sdk clients
//! for two players and a spectator, and the real bot binary.

#[path = "support/bot.rs"]
mod bot;

use bot::Bot;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::media::{MediaFormat, MediaRequestParameters};
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::reaction::ReactionEventContent;
use matrix_sdk::ruma::events::relation::Annotation;
use matrix_sdk::ruma::events::room::encryption::RoomEncryptionEventContent;
use matrix_sdk::ruma::events::room::member::MembershipState;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation, RoomMessageEventContent,
};
use matrix_sdk::ruma::events::{EmptyStateKey, InitialStateEvent};
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId};
use matrix_sdk::{Client, Room};
use std::path::Path;
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
struct Seen {
    room: OwnedRoomId,
    sender: String,
    event_id: OwnedEventId,
    body: String,
    image: Option<matrix_sdk::ruma::events::room::MediaSource>,
    info: Option<(u64, u64, u64, String)>,
    reply_to: Option<OwnedEventId>,
}

struct Person {
    client: Client,
    seen: Arc<Mutex<Vec<Seen>>>,
}

fn synapse(args: &[&str]) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/synapse.sh");
    let out = Command::new("bash")
        .arg(script)
        .args(args)
        .output()
        .expect("scripts/synapse.sh runs");
    assert!(
        out.status.success(),
        "synapse.sh {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
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
                _ => return,
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
                image,
                info,
                reply_to,
            };
            if let Ok(mut all) = sink.lock() {
                all.push(seen);
            }
        }
    });
    let syncing = client.clone();
    tokio::spawn(async move {
        loop {
            let _ = syncing
                .sync(SyncSettings::default().timeout(Duration::from_secs(1)))
                .await;
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    });
    Person { client, seen }
}

impl Person {
    fn room(&self, id: &OwnedRoomId) -> Room {
        self.client.get_room(id).expect("a known room")
    }

    async fn say(&self, room: &OwnedRoomId, text: &str) -> OwnedEventId {
        let room = self.wait_room(room).await;
        room.send(RoomMessageEventContent::text_plain(text))
            .await
            .expect("send")
            .response
            .event_id
    }

    async fn react(&self, room: &OwnedRoomId, event: &OwnedEventId, key: &str) {
        let room = self.wait_room(room).await;
        let reaction = ReactionEventContent::new(Annotation::new(event.clone(), key.to_string()));
        room.send(reaction).await.expect("react");
    }

    async fn wait_room(&self, id: &OwnedRoomId) -> Room {
        let started = Instant::now();
        loop {
            if let Some(room) = self.client.get_room(id) {
                return room;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "room {id} never synced"
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
                let bodies: Vec<String> = self
                    .seen
                    .lock()
                    .map(|all| {
                        all.iter()
                            .filter(|s| &s.room == room)
                            .map(|s| format!("{}: {}", s.sender, s.body))
                            .collect()
                    })
                    .unwrap_or_default();
                panic!(
                    "timed out waiting for {what}; the room shows:\n{}",
                    bodies.join("\n")
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
                "timed out waiting for {needle} #{times}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
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
            "`{action}`: one text and one board, nothing repeated"
        );
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
                    .filter(|s| &s.room == room && s.image.is_some())
                    .count()
            })
            .unwrap_or(0)
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
        let board = self.wait_for(room, "a board", |s| s.image.is_some()).await;
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
        let (w, h, size, mime) = board.info.clone().expect("m.image info");
        assert_eq!((w, h), (u64::from(png.width()), u64::from(png.height())));
        assert_eq!((size, mime.as_str()), (bytes.len() as u64, "image/png"));
        board
    }
}

/// Starts the bot binary on Matrix only, logging in with `credential`
/// (`MATRIX_PASSWORD` or `MATRIX_ACCESS_TOKEN`, value).
fn start_bot(dir: &Path, url: &str, bot: &str, credential: (&str, &str)) -> Bot {
    Bot::start(
        dir,
        &["--matrix-homeserver", url, "--matrix-user", bot],
        &[credential],
    )
}

const BOT_PASSWORD: (&str, &str) = ("MATRIX_PASSWORD", "password-of-bot");

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_on_synapse_with_restarts_and_an_encrypted_room() {
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
    let code = created
        .body
        .split_whitespace()
        .nth(1)
        .expect("a code")
        .to_string();
    ana.board(&room).await;
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

    // A rematch by reactions on the final board.
    let last = ana.board_after(&room, before).await;
    ana.react(&room, &last.event_id, "🔁").await;
    beto.text(&room, "quiere la revancha").await;
    beto.react(&room, &last.event_id, "🔁").await;
    ana.text(&room, "¡Revancha!").await;

    // The bot restarts mid-game: it answers new commands, none twice.
    ana.answered_once(&beto, &room, "e3>c3", "Blancas: pase e3 → c3")
        .await;
    drop(bot);
    bot = start_bot(dir.as_path(), &url, &bot_name, BOT_PASSWORD);
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
    let code = created.body.split_whitespace().nth(1).expect("a code");
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
    let lobby = new_room(&cris, &[], &other_id, false).await;
    cris.say(&lobby, "!futbol ayuda").await;
    cris.text(&lobby, "🔁").await;

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
