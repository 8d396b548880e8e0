//! The page adapter's shared memory: the fan-out to each channel's pages
//! (and who watches there), the board pictures they load by URL, the
//! creator's first messages and the lobby's change signal. All bounded.

pub(super) use super::outgoing::{Languages, Outgoing};
use crate::host::{Attachment, Door, Platform, RoomCode, Sketch, UserId};
use crate::i18n::Lang;
use crate::render::Encoding;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{Notify, broadcast, watch};

pub(super) use super::bounded::Bounded;

/// One channel's fan-out and its open pages by user.
struct Channel {
    sender: broadcast::Sender<Outgoing>,
    pages: HashMap<UserId, usize>,
}

/// The channels' fan-out. A channel is dropped when its last page has
/// gone, so the map holds only channels someone looks at.
#[derive(Default)]
pub(super) struct Hub {
    channels: Mutex<HashMap<String, Channel>>,
}

impl Hub {
    /// The channel's sender for a page of `user`, made on first use.
    pub fn sender(&self, channel: &str, user: &UserId) -> Option<broadcast::Sender<Outgoing>> {
        let mut channels = self.channels.lock().ok()?;
        let entry = channels
            .entry(channel.to_string())
            .or_insert_with(|| Channel {
                sender: broadcast::channel(256).0,
                pages: HashMap::new(),
            });
        *entry.pages.entry(user.clone()).or_default() += 1;
        Some(entry.sender.clone())
    }

    /// Sends a message to the pages of `channel` (or only its user's), if
    /// any page is open there.
    pub fn publish(&self, channel: &str, message: Outgoing) {
        let sender = self
            .channels
            .lock()
            .ok()
            .and_then(|c| c.get(channel).map(|c| c.sender.clone()));
        if let Some(sender) = sender {
            let _ = sender.send(message);
        }
    }

    /// The channels where `user` has a page open.
    pub fn channels_of(&self, user: &UserId) -> Vec<String> {
        self.channels.lock().ok().map_or_else(Vec::new, |c| {
            c.iter()
                .filter(|(_, c)| c.pages.contains_key(user))
                .map(|(name, _)| name.clone())
                .collect()
        })
    }

    /// Whether any page listens to `channel`.
    pub fn watched(&self, channel: &str) -> bool {
        self.channels
            .lock()
            .ok()
            .is_some_and(|c| c.get(channel).is_some_and(|c| !c.pages.is_empty()))
    }

    /// How many users other than `seated` have a page open on `channel`:
    /// the web room's spectators, counted live, never stored.
    pub fn watchers(&self, channel: &str, seated: &[&UserId]) -> usize {
        self.channels.lock().ok().map_or(0, |c| {
            c.get(channel).map_or(0, |c| {
                c.pages.keys().filter(|u| !seated.contains(u)).count()
            })
        })
    }

    /// A page of `user` on `channel` has closed; the channel is forgotten
    /// with its last page.
    pub fn release(&self, channel: &str, user: &UserId) {
        let Ok(mut channels) = self.channels.lock() else {
            return;
        };
        let Some(entry) = channels.get_mut(channel) else {
            return;
        };
        if let Some(count) = entry.pages.get_mut(user) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                entry.pages.remove(user);
            }
        }
        if entry.pages.is_empty() {
            channels.remove(channel);
        }
    }
}

/// The sockets open from each network (an address, an IPv6 /64), so one
/// client cannot hold thousands of them.
#[derive(Default)]
pub(super) struct Sockets {
    open: Arc<Mutex<HashMap<u128, usize>>>,
}

/// One open socket, counted until dropped.
pub(super) struct Ticket {
    open: Arc<Mutex<HashMap<u128, usize>>>,
    network: u128,
}

impl Sockets {
    /// Counts a new socket from `network`; `None` when it already has
    /// `most` open.
    pub fn enter(&self, network: u128, most: usize) -> Option<Ticket> {
        let mut open = self.open.lock().ok()?;
        let count = open.entry(network).or_default();
        if *count >= most {
            return None;
        }
        *count += 1;
        Some(Ticket {
            open: self.open.clone(),
            network,
        })
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if let Ok(mut open) = self.open.lock()
            && let Some(count) = open.get_mut(&self.network)
        {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.network);
            }
        }
    }
}

/// A board's key: the room and its change counter.
pub(super) type BoardKey = (RoomCode, u32);

/// Boards by room and change counter, the newest kept.
pub(super) type Pictures = Bounded<BoardKey, Arc<Board>>;

/// One board's two sides, each drawn the first time a page asks for it
/// (a page that asks meanwhile waits for that one drawing), so a side
/// nobody looks at is never drawn and none is drawn on a move's path.
/// It knows its room's platform: a URL of the web page's serves only the
/// web's boards, the Activity's only Discord's.
pub(super) struct Board {
    sketch: Arc<Sketch>,
    platform: Platform,
    sides: [Side; 2],
    /// The sides drawn for pages that read another language.
    others: Mutex<HashMap<(Lang, bool), Arc<Side>>>,
}

/// One side of a board, drawn once.
type Side = tokio::sync::OnceCell<Option<Arc<[u8]>>>;

impl Board {
    /// A board of a room on `platform`, to draw from `sketch`.
    pub fn new(sketch: Arc<Sketch>, platform: Platform) -> Board {
        Board {
            sketch,
            platform,
            sides: Default::default(),
            others: Mutex::default(),
        }
    }

    /// The platform of its room.
    pub fn platform(&self) -> Platform {
        self.platform
    }

    /// White's side, or Black's (`flip`), drawn behind the host's door
    /// the first time.
    pub async fn side(&self, flip: bool) -> Option<Arc<[u8]>> {
        let drawn = self.sides[usize::from(flip)]
            .get_or_init(|| Door::draw(self.sketch.clone(), flip, Encoding::Fast));
        drawn.await.clone()
    }

    /// [`Board::side`] with its header in `lang`.
    pub async fn side_in(&self, lang: Lang, flip: bool) -> Option<Arc<[u8]>> {
        let side = {
            let mut others = self.others.lock().ok()?;
            others.entry((lang, flip)).or_default().clone()
        };
        let sketch = Arc::new(self.sketch.speaking(lang));
        let drawn = side.get_or_init(|| Door::draw(sketch, flip, Encoding::Fast));
        drawn.await.clone()
    }
}

/// Files sent with replies (a game's replay and record), by name, the
/// newest kept: the page links to them.
pub(super) type Files = Bounded<String, Attachment>;

/// A greeting: for whom, since when, the page messages.
type Greeting = (UserId, Instant, Vec<Outgoing>);

/// What `create` answered, kept for the creator's first page: the
/// creation message goes out before that page exists.
#[derive(Default)]
pub(super) struct Greetings {
    waiting: Mutex<HashMap<String, Greeting>>,
}

/// How long a greeting waits for its page.
const GREETING_TTL: Duration = Duration::from_secs(600);

impl Greetings {
    /// Keeps `messages` for `user`'s first page on `channel`.
    pub fn keep(&self, channel: &str, user: UserId, messages: Vec<Outgoing>) {
        if let Ok(mut waiting) = self.waiting.lock() {
            waiting.retain(|_, (_, at, _)| at.elapsed() < GREETING_TTL);
            waiting.insert(channel.to_string(), (user, Instant::now(), messages));
        }
    }

    /// The greeting for `user` on `channel`, once.
    pub fn take(&self, channel: &str, user: &UserId) -> Option<Vec<Outgoing>> {
        let mut waiting = self.waiting.lock().ok()?;
        match waiting.get(channel) {
            Some((owner, _, _)) if owner == user => waiting.remove(channel).map(|g| g.2),
            _ => None,
        }
    }
}

/// The lobby's list of waiting rooms, made once for every lobby page: a
/// change marks it stale, and one task remakes it at most once a second
/// (see `lobby::lobby_updates`), however many pages or changes there are;
/// with no lobby page open it is only marked, and remade when one opens.
pub(super) struct Lobby {
    stale: Notify,
    current: watch::Sender<Arc<str>>,
    /// Changed since it was last made.
    dirty: AtomicBool,
}

impl Default for Lobby {
    fn default() -> Self {
        Lobby {
            stale: Notify::new(),
            current: watch::channel(Arc::from(r#"{"kind":"lobby","rooms":[]}"#)).0,
            dirty: AtomicBool::new(true),
        }
    }
}

impl Lobby {
    /// Whether a lobby page is open.
    pub fn watched(&self) -> bool {
        self.current.receiver_count() > 0
    }

    /// Marks the list changed since it was made (`true`), or made now;
    /// whether it was.
    pub fn mark(&self, dirty: bool) -> bool {
        self.dirty.swap(dirty, Ordering::SeqCst)
    }

    /// The open rooms may have changed.
    pub fn changed(&self) {
        self.stale.notify_one();
    }

    /// Waits until a change marked the list stale.
    pub async fn stale(&self) {
        self.stale.notified().await;
    }

    /// The list made anew, for every lobby page.
    pub fn publish(&self, json: String) {
        self.current.send_replace(json.into());
    }

    /// The list now and after each remake, for one lobby page.
    pub fn subscribe(&self) -> watch::Receiver<Arc<str>> {
        self.current.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ByTeam;

    #[tokio::test]
    async fn a_board_draws_each_side_once_and_only_when_asked() {
        use crate::host::{Community, Host, HostConfig, Input, Platform, Request, User};
        let dir = tempfile::tempdir().expect("dir");
        let store = crate::store::Store::open(dir.path()).expect("store");
        let clock = crate::host::system_clock();
        let host = Host::new(store, HostConfig::default(), clock).expect("host");
        let replies = host.handle(&Request {
            platform: Platform::Web,
            community: Community::of_channel(Platform::Web, "w1").expect("the site"),
            address: None,
            asker: Default::default(),
            channel: "w1".into(),
            user: User {
                id: "web-ana".into(),
                name: "Ana".into(),
            },
            input: Input::Command("crear".into()),
        });
        let reply = replies
            .iter()
            .find(|r| r.sketch.is_some())
            .expect("a sketch");
        assert!(reply.image.is_none(), "nothing drawn on the move's path");
        let sketched = reply.sketch.clone().expect("sketched");
        let board = Arc::new(Board::new(sketched, Platform::Web));
        assert!(board.sides.iter().all(|side| side.get().is_none()));
        let (white, again) = tokio::join!(board.side(false), board.side(false));
        let white = white.expect("White's side");
        assert!(Arc::ptr_eq(&white, &again.expect("the same")), "drawn once");
        assert!(board.sides[1].get().is_none(), "Black's side not asked for");
        let black = board.side(true).await.expect("Black's side");
        assert_ne!(white, black, "each side from its own player's seat");
        assert!(image::load_from_memory(&black).is_ok());
    }

    #[test]
    fn a_greeting_goes_to_its_creator_once() {
        let greetings = Greetings::default();
        let (ana, beto) = (UserId::from("web-ana"), UserId::from("web-beto"));
        greetings.keep("w1", ana.clone(), vec![Outgoing::to(None, "hola".into())]);
        assert!(greetings.take("w1", &beto).is_none());
        let kept = greetings.take("w1", &ana).expect("Ana's greeting");
        assert_eq!(kept[0].for_page(&ana, None), "hola");
        assert!(greetings.take("w1", &ana).is_none());
    }

    #[test]
    fn a_page_in_another_language_gets_its_words_made_once() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let (ana, cris) = (UserId::from("a"), UserId::from("c"));
        let made = Arc::new(AtomicUsize::new(0));
        let counted = made.clone();
        let other = Languages::new(Lang::Es, move |lang| {
            counted.fetch_add(1, Ordering::SeqCst);
            let json = |who: &str| {
                format!(
                    r#"{{"kind":"state","lang":"{}","for":"{who}"}}"#,
                    lang.code()
                )
            };
            (json("players"), json("watchers"))
        });
        let message = Outgoing {
            user: None,
            json: r#"{"kind":"state","lang":"es","for":"players"}"#.into(),
            seats: Some(Arc::new(ByTeam::new(Some(ana.clone()), None))),
            watching: Some(r#"{"kind":"state","lang":"es","for":"watchers"}"#.into()),
            other: Some(Arc::new(other)),
        };
        // The room's language, or none asked: the message as it is.
        for lang in [None, Some(Lang::Es)] {
            let json = message.for_page(&ana, lang);
            assert_eq!(
                json,
                r#"{"you":"white","kind":"state","lang":"es","for":"players"}"#
            );
        }
        assert_eq!(made.load(Ordering::SeqCst), 0);
        // Portuguese pages: made once for both, each still told its seat.
        assert_eq!(
            message.for_page(&ana, Some(Lang::Pt)),
            r#"{"you":"white","kind":"state","lang":"pt","for":"players"}"#
        );
        assert_eq!(
            message.for_page(&cris, Some(Lang::Pt)),
            r#"{"you":"spectator","kind":"state","lang":"pt","for":"watchers"}"#
        );
        assert_eq!(made.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn each_page_is_told_its_own_seat() {
        let (ana, beto, cris) = (UserId::from("a"), UserId::from("b"), UserId::from("c"));
        let message = Outgoing {
            user: None,
            json: r#"{"kind":"state","controls":["resign"]}"#.into(),
            seats: Some(Arc::new(ByTeam::new(Some(ana.clone()), Some(beto.clone())))),
            watching: Some(r#"{"kind":"state","controls":[]}"#.into()),
            other: None,
        };
        assert_eq!(
            message.for_page(&ana, None),
            r#"{"you":"white","kind":"state","controls":["resign"]}"#
        );
        assert_eq!(
            message.for_page(&beto, None),
            r#"{"you":"black","kind":"state","controls":["resign"]}"#
        );
        assert_eq!(
            message.for_page(&cris, None),
            r#"{"you":"spectator","kind":"state","controls":[]}"#,
            "a spectator gets no player's control"
        );
    }

    #[test]
    fn sockets_are_counted_per_network_until_closed() {
        let sockets = Sockets::default();
        let first = sockets.enter(7, 2).expect("one");
        let _second = sockets.enter(7, 2).expect("two");
        assert!(
            sockets.enter(7, 2).is_none(),
            "a third from the same network"
        );
        assert!(sockets.enter(8, 2).is_some(), "another network");
        drop(first);
        assert!(sockets.enter(7, 2).is_some(), "one closed, one more");
    }

    #[test]
    fn watchers_are_the_users_with_a_page_open() {
        let hub = Hub::default();
        let (ana, cris) = (UserId::from("a"), UserId::from("c"));
        let _one = hub.sender("w1", &ana);
        let _two = hub.sender("w1", &cris);
        let _three = hub.sender("w1", &cris);
        assert_eq!(hub.watchers("w1", &[&ana]), 1);
        hub.release("w1", &cris);
        assert_eq!(hub.watchers("w1", &[&ana]), 1, "Cris's second page is open");
        hub.release("w1", &cris);
        hub.release("w1", &ana);
        assert!(!hub.watched("w1"));
    }
}
