//! The page adapter's shared memory: the fan-out to each channel's pages,
//! the board pictures they load by URL, the creator's first messages, the
//! lobby's change signal and the creation rate limit. All bounded.

use crate::host::{Attachment, RoomCode, UserId};
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{broadcast, watch};

/// One message for the pages of a channel; `user` limits it to one user.
#[derive(Clone, Debug)]
pub(super) struct Outgoing {
    pub user: Option<UserId>,
    pub json: Arc<str>,
}

/// The channels' fan-out. A channel's sender is dropped when its last
/// page has gone, so the map holds only channels someone looks at.
#[derive(Default)]
pub(super) struct Hub {
    channels: Mutex<HashMap<String, broadcast::Sender<Outgoing>>>,
}

impl Hub {
    /// The channel's sender, made on first use (a page subscribing).
    pub fn sender(&self, channel: &str) -> Option<broadcast::Sender<Outgoing>> {
        let mut channels = self.channels.lock().ok()?;
        Some(
            channels
                .entry(channel.to_string())
                .or_insert_with(|| broadcast::channel(256).0)
                .clone(),
        )
    }

    /// Sends `json` to the pages of `channel` (or only `user`'s), if any
    /// page is open there.
    pub fn publish(&self, channel: &str, user: Option<UserId>, json: String) {
        let sender = self
            .channels
            .lock()
            .ok()
            .and_then(|c| c.get(channel).cloned());
        if let Some(sender) = sender {
            let _ = sender.send(Outgoing {
                user,
                json: json.into(),
            });
        }
    }

    /// Whether any page listens to `channel`.
    pub fn watched(&self, channel: &str) -> bool {
        self.channels
            .lock()
            .ok()
            .is_some_and(|c| c.get(channel).is_some_and(|s| s.receiver_count() > 0))
    }

    /// Forgets a channel no page listens to any more.
    pub fn release(&self, channel: &str) {
        if let Ok(mut channels) = self.channels.lock()
            && channels
                .get(channel)
                .is_some_and(|s| s.receiver_count() == 0)
        {
            channels.remove(channel);
        }
    }
}

/// A picture's key: the room, its change counter, Black's side or not.
pub(super) type PictureKey = (RoomCode, u32, bool);

/// Board pictures by room, change counter and side, the newest kept.
pub(super) type Pictures = Bounded<PictureKey, Arc<[u8]>>;

/// Files sent with replies (a game's replay and record), by name, the
/// newest kept: the page links to them.
pub(super) type Files = Bounded<String, Attachment>;

/// The values and the order they came in.
struct Kept<K, V> {
    map: HashMap<K, V>,
    order: VecDeque<K>,
}

/// A map that keeps only its newest `capacity` entries, so what pages
/// load by URL never grows without bound.
pub(super) struct Bounded<K, V> {
    inner: Mutex<Kept<K, V>>,
    capacity: usize,
}

impl<K: Clone + Eq + std::hash::Hash, V: Clone> Bounded<K, V> {
    /// Keeps at most `capacity` entries.
    pub fn new(capacity: usize) -> Bounded<K, V> {
        Bounded {
            inner: Mutex::new(Kept {
                map: HashMap::new(),
                order: VecDeque::new(),
            }),
            capacity,
        }
    }

    /// The value, if kept.
    pub fn get(&self, key: &K) -> Option<V> {
        let inner = self.inner.lock().ok()?;
        inner.map.get(key).cloned()
    }

    /// Keeps a value as the newest, forgetting the oldest beyond the
    /// capacity.
    pub fn put(&self, key: K, value: V) {
        let Ok(mut inner) = self.inner.lock() else {
            return;
        };
        let Kept { map, order } = &mut *inner;
        if map.insert(key.clone(), value).is_some() {
            order.retain(|k| *k != key);
        }
        order.push_back(key);
        while order.len() > self.capacity {
            if let Some(old) = order.pop_front() {
                map.remove(&old);
            }
        }
    }
}

/// A greeting: for whom, since when, the page messages.
type Greeting = (UserId, Instant, Vec<String>);

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
    pub fn keep(&self, channel: &str, user: UserId, messages: Vec<String>) {
        if let Ok(mut waiting) = self.waiting.lock() {
            waiting.retain(|_, (_, at, _)| at.elapsed() < GREETING_TTL);
            waiting.insert(channel.to_string(), (user, Instant::now(), messages));
        }
    }

    /// The greeting for `user` on `channel`, once.
    pub fn take(&self, channel: &str, user: &UserId) -> Option<Vec<String>> {
        let mut waiting = self.waiting.lock().ok()?;
        match waiting.get(channel) {
            Some((owner, _, _)) if owner == user => waiting.remove(channel).map(|g| g.2),
            _ => None,
        }
    }
}

/// Counts requests per address in a sliding minute.
pub(super) struct RateLimit {
    seen: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
    per_minute: usize,
}

/// Addresses tracked at most; past that the quietest are forgotten.
const TRACKED: usize = 10_000;

impl RateLimit {
    /// Allows `per_minute` requests a minute from one address.
    pub fn new(per_minute: usize) -> RateLimit {
        RateLimit {
            seen: Mutex::default(),
            per_minute,
        }
    }

    /// Counts a request from `ip`; false once it is over the limit.
    pub fn allow(&self, ip: IpAddr) -> bool {
        let Ok(mut seen) = self.seen.lock() else {
            return false;
        };
        let now = Instant::now();
        let minute = Duration::from_secs(60);
        if seen.len() >= TRACKED {
            seen.retain(|_, times| times.back().is_some_and(|t| now - *t < minute));
        }
        let times = seen.entry(ip).or_default();
        while times.front().is_some_and(|t| now - *t >= minute) {
            times.pop_front();
        }
        if times.len() >= self.per_minute {
            return false;
        }
        times.push_back(now);
        true
    }
}

/// Ticks whenever the open rooms may have changed, for the lobby pages.
pub(super) struct LobbySignal {
    sender: watch::Sender<u64>,
}

impl Default for LobbySignal {
    fn default() -> Self {
        LobbySignal {
            sender: watch::channel(0).0,
        }
    }
}

impl LobbySignal {
    /// Wakes every lobby page.
    pub fn changed(&self) {
        self.sender.send_modify(|n| *n += 1);
    }

    /// A receiver for one lobby page.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.sender.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_eleventh_request_in_a_minute_is_refused() {
        let limit = RateLimit::new(10);
        let (a, b): (IpAddr, IpAddr) = ("127.0.0.1".parse().unwrap(), "::1".parse().unwrap());
        assert!((0..10).all(|_| limit.allow(a)));
        assert!(!limit.allow(a), "the 11th");
        assert!(limit.allow(b), "another address is counted apart");
    }

    #[test]
    fn pictures_keep_the_newest() {
        let pictures = Pictures::new(2);
        let code: RoomCode = "ABCD".parse().unwrap();
        for serial in 0..3 {
            pictures.put((code, serial, false), Arc::from(vec![serial as u8]));
        }
        assert!(pictures.get(&(code, 0, false)).is_none());
        assert_eq!(pictures.get(&(code, 2, false)).as_deref(), Some(&[2u8][..]));
    }

    #[test]
    fn a_greeting_goes_to_its_creator_once() {
        let greetings = Greetings::default();
        let (ana, beto) = (UserId::from("web-ana"), UserId::from("web-beto"));
        greetings.keep("w1", ana.clone(), vec!["hola".into()]);
        assert!(greetings.take("w1", &beto).is_none());
        assert_eq!(greetings.take("w1", &ana), Some(vec!["hola".into()]));
        assert!(greetings.take("w1", &ana).is_none());
    }
}
