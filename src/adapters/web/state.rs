//! What every handler of the page shares ([`Web`]): the host's door, the
//! fan-out, the kept pictures and files, the sessions, and where the
//! embedded modes (Discord's Activity, Matrix's widget) serve their
//! boards. It sits below every handler and knows none of them; the
//! router (`mod.rs`) sits above them all.

use super::hub::{Files, Greetings, Hub, Lobby, Pictures, Sockets};
use super::relay::{self, Relay};
use super::session::Sessions;
use crate::host::{Door, Platform, RoomCode};
use std::borrow::Cow;
use std::net::IpAddr;
use std::sync::Arc;

/// The longest chat message or command accepted from a page.
pub const MAX_MESSAGE: usize = 500;

/// The largest websocket message a page sends: a chat line of
/// [`MAX_MESSAGE`] characters of up to 4 bytes, as JSON, with room to spare.
pub(super) const MAX_SOCKET_MESSAGE: usize = 4 * MAX_MESSAGE + 512;

/// Sockets (room pages and lobbies) one network may hold open at once.
pub(super) const SOCKETS_PER_NETWORK: usize = 100;

/// What every handler shares.
#[derive(Clone)]
pub(super) struct Web {
    /// The host's door: the only way to it.
    pub host: Door,
    pub hub: Arc<Hub>,
    pub pictures: Arc<Pictures>,
    pub files: Arc<Files>,
    pub answered: Arc<Files>,
    pub greetings: Arc<Greetings>,
    pub lobby: Arc<Lobby>,
    pub sessions: Arc<Sessions>,
    pub serving: Arc<Serving>,
    pub sockets: Arc<Sockets>,
    pub relay: Arc<Relay>,
    /// Discord's Activity, when the operator set it up.
    pub activity: Option<Arc<dyn Embedded>>,
    /// Matrix's widget, when the operator set it up.
    pub widget: Option<Arc<dyn Embedded>>,
}

/// Where requests may come from, as the operator set it.
#[derive(Clone, Debug, Default)]
pub(super) struct Serving {
    /// Reverse proxies whose forwarded headers are believed.
    pub trusted_proxies: Vec<IpAddr>,
    /// The host names the page answers to (empty: any).
    pub hosts: Vec<String>,
}

/// What the page's core needs of an embedded mode (the Activity, the
/// widget): where its boards' pictures are served.
pub(super) trait Embedded: Send + Sync {
    /// The URL of a board picture of room `code` in `channel`.
    fn board_path(&self, code: RoomCode, channel: &str, serial: u32) -> String;
}

impl Web {
    /// Whether the pages show replies of `platform`: the page's own, a
    /// Discord channel's where the Activity runs, a Matrix room's where
    /// the widget does.
    pub fn shows(&self, platform: Platform) -> bool {
        match platform {
            Platform::Web => true,
            Platform::Discord => self.activity.is_some(),
            Platform::Matrix => self.widget.is_some(),
        }
    }

    /// The URL of a board picture, without the side's ending the page adds.
    pub fn board_path(&self, code: RoomCode, key: &str, serial: u32) -> String {
        if let (Some(activity), Some(channel)) = (&self.activity, key.strip_prefix(DISCORD_KEY)) {
            return activity.board_path(code, channel, serial);
        }
        if let (Some(widget), Some(room)) = (&self.widget, key.strip_prefix(MATRIX_KEY)) {
            return widget.board_path(code, room, serial);
        }
        format!("/r/{code}/board/{serial}")
    }

    /// What the relay to other processes works with.
    pub fn relaying(&self) -> relay::Parts {
        relay::Parts {
            host: self.host.clone(),
            relay: self.relay.clone(),
            hub: self.hub.clone(),
        }
    }
}

/// How the fan-out names a Discord channel (the Activity's pages).
const DISCORD_KEY: &str = "discord:";

/// How the fan-out names a Matrix room (the widget's pages).
const MATRIX_KEY: &str = "matrix:";

/// The fan-out's name for a channel: a web channel's own (`w…`); a Discord
/// channel's is `discord:ID` and a Matrix room's `matrix:ID`, so they
/// never meet.
pub(super) fn hub_key(platform: Platform, channel: &str) -> Cow<'_, str> {
    match platform {
        Platform::Discord => Cow::Owned(format!("{DISCORD_KEY}{channel}")),
        Platform::Matrix => Cow::Owned(format!("{MATRIX_KEY}{channel}")),
        Platform::Web => Cow::Borrowed(channel),
    }
}

/// Why the page could not start.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// Binding or serving failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// The session key could not be read or made.
    #[error("the session key: {0}")]
    Key(String),
    /// An embedded mode's HTTP client (the Activity's for Discord, the
    /// widget's for homeservers) could not be made.
    #[error("{0}")]
    Embedded(String),
}
