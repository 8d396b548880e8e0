//! The page's lines across processes that share a store: each chat line
//! and answer this process sends to its pages is first written for the
//! others (`store/relay.rs`), and the lines the others wrote are sent to
//! the pages this process serves, each once. A room's board needs none of
//! this: each process follows room changes and sends its pages the state
//! (`outbound::follow`).
//!
//! A line is written before any page of this process gets it, so a line a
//! page was shown reaches the other processes' pages even if this process
//! dies the moment after. They read new lines when the store announces
//! them and once a second besides (the announcement may die with the
//! process that wrote them). Private answers go to the pages of the same
//! user there: sessions are signed with the store's key, so a person is
//! the same user on every process.

use super::hub::{Hub, Outgoing};
use crate::host::{Door, DoorError};
use crate::store::{RelayLine, Window};
use ring::rand::{SecureRandom, SystemRandom};
use std::sync::Arc;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tokio::sync::Notify;

/// The platform's name on the lines it relays.
const PLATFORM: &str = "web";

/// Lines read in one query.
const PAGE: usize = 500;

/// How often lines are read with no announcement.
const POLL: Duration = Duration::from_secs(1);

/// How long lines are kept for the other processes, and how often the
/// older ones are dropped.
const KEPT: Duration = Duration::from_secs(600);
const PRUNE_EVERY: Duration = Duration::from_secs(60);

/// What the relay works with: the host's door (the store keeps the
/// lines), this process's side, and the fan-out to its pages.
#[derive(Clone)]
pub(super) struct Parts {
    pub host: Door,
    pub relay: Arc<Relay>,
    pub hub: Arc<Hub>,
}

/// This process's side of the relay.
pub(super) struct Relay {
    /// Whether other processes share the store (else nothing is relayed).
    shared: bool,
    /// This process, on the lines it writes (random: only told apart).
    origin: String,
    /// What was read; `None` until the reader started.
    window: Mutex<Option<Window>>,
    /// Rung when the store announces new lines.
    wake: Notify,
}

impl Relay {
    /// The relay of a process whose store is `shared` or its own.
    pub fn new(shared: bool) -> Relay {
        let mut bytes = [0u8; 8];
        // A failed generator only makes the name less unique: the time
        // and process id still tell processes apart.
        let _ = SystemRandom::new().fill(&mut bytes);
        let random: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let since = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        Relay {
            shared,
            origin: format!("{}-{since:x}-{random}", std::process::id()),
            window: Mutex::new(None),
            wake: Notify::new(),
        }
    }

    /// The store announced new lines.
    pub fn wake(&self) {
        self.wake.notify_one();
    }
}

/// Sends `messages` to this process's pages, after writing the lines among
/// them (not the boards' states) for the other processes' pages.
pub(super) async fn publish(web: &Parts, messages: Vec<(String, Outgoing)>) {
    if web.relay.shared {
        let lines: Vec<RelayLine> = messages
            .iter()
            .filter(|(_, message)| message.seats.is_none())
            .map(|(channel, message)| RelayLine {
                origin: web.relay.origin.clone(),
                platform: PLATFORM.to_string(),
                channel: channel.clone(),
                user: message.user.as_ref().map(|user| user.as_str().to_string()),
                body: message.json.to_string(),
            })
            .collect();
        if !lines.is_empty() {
            logged(
                "relaying lines to other processes",
                web.host.relay(lines).await,
            );
        }
    }
    for (channel, message) in messages {
        web.hub.publish(&channel, message);
    }
}

/// Sends the lines other processes write to this process's pages, from
/// now on, for as long as the page is served.
pub(super) async fn follow(web: Parts) {
    // This process starts at the lines written now.
    loop {
        if let Some(head) = logged("reading relayed lines", web.host.relay_head().await) {
            if let Ok(mut window) = web.relay.window.lock() {
                *window = Some(Window::new(head));
            }
            break;
        }
        tokio::time::sleep(POLL).await;
    }
    let mut pruned = Instant::now();
    loop {
        tokio::select! {
            _ = web.relay.wake.notified() => {}
            _ = tokio::time::sleep(POLL) => {}
        }
        read(&web).await;
        if pruned.elapsed() >= PRUNE_EVERY {
            pruned = Instant::now();
            logged(
                "dropping old relayed lines",
                web.host.forget_relayed(KEPT).await,
            );
        }
    }
}

/// Reads the lines not seen yet and sends the others' to their pages.
async fn read(web: &Parts) {
    let start = web
        .relay
        .window
        .lock()
        .ok()
        .and_then(|w| w.as_ref().map(Window::after));
    let Some(mut cursor) = start else {
        return;
    };
    loop {
        let read = web.host.relayed(cursor, PAGE).await;
        let Some(rows) = logged("reading relayed lines", read) else {
            return;
        };
        let full = rows.len() == PAGE;
        cursor = rows.last().map_or(cursor, |(seq, _)| *seq);
        let new: Vec<RelayLine> = {
            let Ok(mut window) = web.relay.window.lock() else {
                return;
            };
            let Some(window) = window.as_mut() else {
                return;
            };
            let new = rows.into_iter().filter(|(seq, _)| window.take(*seq));
            let new = new.map(|(_, line)| line).collect();
            window.advance(Instant::now());
            new
        };
        for line in new {
            if line.origin != web.relay.origin && line.platform == PLATFORM {
                let message = Outgoing::to(line.user.map(Into::into), line.body);
                web.hub.publish(&line.channel, message);
            }
        }
        if !full {
            return;
        }
    }
}

/// What the store did; its failure is logged as `doing` and is `None`.
fn logged<T>(doing: &str, done: Result<T, DoorError>) -> Option<T> {
    match done {
        Ok(done) => Some(done),
        Err(error) => {
            tracing::warn!("{doing}: {error}");
            None
        }
    }
}
