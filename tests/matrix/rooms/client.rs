//! A test's people on Synapse through matrix-sdk: each a device of its
//! own (encryption included) that sends, reacts and reads what it saw.

use super::*;

#[derive(Clone, Debug)]
pub(super) struct Seen {
    pub(super) room: OwnedRoomId,
    pub(super) sender: String,
    pub(super) event_id: OwnedEventId,
    pub(super) body: String,
    /// A picture's or file's name, when the body is its text.
    pub(super) filename: Option<String>,
    pub(super) image: Option<matrix_sdk::ruma::events::room::MediaSource>,
    pub(super) info: Option<(u64, u64, u64, String)>,
    pub(super) reply_to: Option<OwnedEventId>,
    /// The root of the `m.thread` it is in, if any.
    pub(super) thread: Option<OwnedEventId>,
    /// When this client received it.
    pub(super) at: Instant,
}

/// Any timeline event as a client received it: its type and content after
/// decryption, and whether it came encrypted (`m.room.encrypted`).
#[derive(Clone, Debug)]
pub(super) struct Event {
    pub(super) room: OwnedRoomId,
    pub(super) sender: String,
    pub(super) kind: String,
    pub(super) encrypted: bool,
    pub(super) content: serde_json::Value,
}

impl Seen {
    /// A board picture (not a game's replay or record).
    pub(super) fn is_board(&self) -> bool {
        self.image.is_some() && self.filename.as_deref() == Some("board.png")
    }

    /// The code a room's announcement ("Sala CODE creada…") names.
    pub(super) fn code(&self) -> String {
        self.body
            .split_whitespace()
            .nth(1)
            .expect("a code")
            .to_string()
    }
}

pub(super) struct Person {
    pub(super) client: Client,
    /// The user name (localpart), to log in a second device.
    pub(super) name: String,
    pub(super) seen: Arc<Mutex<Vec<Seen>>>,
    pub(super) events: Arc<Mutex<Vec<Event>>>,
}

/// A user name unique to this run (Synapse's users outlive test runs).
pub(super) fn unique(name: &str) -> String {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() % 1_000_000_000);
    format!("{name}{}x{stamp}", std::process::id())
}

pub(super) async fn person(url: &str, name: &str) -> Person {
    let name = &unique(name);
    synapse(&["register", name, "password-of-test"]);
    device(url, name).await
}

/// Logs `name` in as a new device and starts syncing.
pub(super) async fn device(url: &str, name: &str) -> Person {
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
    pub(super) fn room(&self, id: &OwnedRoomId) -> Room {
        self.client.get_room(id).expect("a known room")
    }

    pub(super) async fn say(&self, id: &OwnedRoomId, text: &str) -> OwnedEventId {
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
    pub(super) async fn say_in_thread(&self, id: &OwnedRoomId, root: &OwnedEventId, text: &str) {
        let room = self.wait_room(id).await;
        let mut content = RoomMessageEventContent::text_plain(text);
        content.relates_to = Some(Relation::Thread(
            matrix_sdk::ruma::events::relation::Thread::plain(root.clone(), root.clone()),
        ));
        room.send(content).await.expect("send in a thread");
    }

    pub(super) async fn react(&self, room: &OwnedRoomId, event: &OwnedEventId, key: &str) {
        let room = self.wait_room(room).await;
        let reaction = ReactionEventContent::new(Annotation::new(event.clone(), key.to_string()));
        room.send(reaction).await.expect("react");
    }

    pub(super) async fn wait_room(&self, id: &OwnedRoomId) -> Room {
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
    pub(super) async fn wait_for(
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

    pub(super) async fn text(&self, room: &OwnedRoomId, needle: &str) -> Seen {
        self.wait_for(room, needle, |s| s.body.contains(needle))
            .await
    }

    /// Waits until `needle` has appeared `times` times (a repeated text
    /// must not be mistaken for an old one).
    pub(super) async fn nth(&self, room: &OwnedRoomId, needle: &str, times: usize) {
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
    pub(super) fn shown(&self, room: &OwnedRoomId) -> String {
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

    pub(super) fn count(&self, room: &OwnedRoomId, needle: &str) -> usize {
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
    pub(super) async fn answered_once(
        &self,
        mover: &Person,
        room: &OwnedRoomId,
        action: &str,
        answer: &str,
    ) {
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
    pub(super) async fn settle(&self, room: &OwnedRoomId) {
        loop {
            let posted = self.bot_posts(room);
            tokio::time::sleep(Duration::from_secs(1)).await;
            if self.bot_posts(room) == posted {
                return;
            }
        }
    }

    /// How many messages and boards the bot has posted in `room`.
    pub(super) fn bot_posts(&self, room: &OwnedRoomId) -> usize {
        self.seen
            .lock()
            .map(|all| {
                all.iter()
                    .filter(|s| &s.room == room && s.sender.starts_with("@bot"))
                    .count()
            })
            .unwrap_or(0)
    }

    pub(super) fn boards(&self, room: &OwnedRoomId) -> usize {
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
    pub(super) fn bot_events(&self, room: &OwnedRoomId) -> Vec<Event> {
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
    pub(super) async fn timed(
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
    pub(super) async fn download(&self, seen: &Seen) -> Vec<u8> {
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
    pub(super) async fn board(&self, room: &OwnedRoomId) -> Seen {
        self.board_after(room, 0).await
    }

    /// The newest board once `room` holds more than `before` boards.
    pub(super) async fn board_after(&self, room: &OwnedRoomId, before: usize) -> Seen {
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
pub(super) async fn answer(person: &Person, room: &OwnedRoomId, asked: OwnedEventId) -> String {
    person
        .wait_for(room, "a reply", |s| s.reply_to.as_ref() == Some(&asked))
        .await
        .body
}
