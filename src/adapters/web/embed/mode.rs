//! What an embedded mode is, as the shared socket, pictures and sessions
//! use it: its refusals, its tickets, its bridge, how it checks a page's
//! origin and that a player is still there, and the page's core told
//! where its boards are.

use super::super::state::Embedded;
use super::ticket::{Player, Tickets};
use crate::adapters::bridge::Bridge;
use crate::host::{Community, Platform, RoomCode, User};
use axum::http::{HeaderMap, StatusCode};
use std::fmt::Display;
use std::future::Future;
use std::sync::Arc;

/// Why a page gets no seat: logged by its name, shown in the page's words.
pub(in crate::adapters::web) trait Refusal: Display + Send {
    /// The page word that explains it.
    fn word(&self) -> &'static str;
    /// The session answer's status.
    fn status(&self) -> StatusCode {
        StatusCode::FORBIDDEN
    }
}

/// One embedded mode, as the shared socket and pictures use it.
pub(in crate::adapters::web) trait Embed: Send + Sync + 'static {
    /// The chat whose rooms it shows.
    const PLATFORM: Platform;
    /// Its name in the log.
    const NAME: &'static str;
    /// The word for a socket whose ticket this server did not sign.
    const BAD_TICKET: &'static str;
    /// Where its board pictures are served ([`picture`]'s route).
    const BOARDS: &'static str;
    /// Whether every player reaches this mode through the chat's own
    /// proxy, which hides their addresses (Discord's Activity: "sandboxed
    /// via a Discord proxy … to hide the users' IP addresses", Discord's
    /// Activities → Networking): its limits then count verified users and
    /// frames, never the few addresses all its players share.
    const BEHIND_PROXY: bool;
    /// Why it refuses.
    type Refused: Refusal;
    /// Its tickets.
    fn tickets(&self) -> &Tickets;
    /// Its bridge to the chat's adapter.
    fn bridge(&self) -> &Arc<Bridge>;
    /// Whether a socket's `Origin` is one of its pages'.
    fn origin_allowed(&self, headers: &HeaderMap) -> bool;
    /// Whether the chat still has the player where the ticket says (asked
    /// again at every connect: a ticket outlives a membership).
    fn still_there(
        &self,
        player: &Player,
    ) -> impl Future<Output = Result<(), Self::Refused>> + Send;
    /// The community a player's requests are in.
    fn community(player: &Player) -> Community;
    /// The URL of a board picture of room `code` in `channel`, with the
    /// tag only a ticket's page of that channel is given.
    fn board_path(&self, code: RoomCode, channel: &str, serial: u32) -> String {
        let tag = self.tickets().board_tag(channel);
        let channel =
            percent_encoding::utf8_percent_encode(channel, percent_encoding::NON_ALPHANUMERIC);
        format!("{}/{channel}/{tag}/{code}/{serial}", Self::BOARDS)
    }
}

/// Every embedded mode tells the page's core where its boards are.
impl<E: Embed> Embedded for E {
    fn board_path(&self, code: RoomCode, channel: &str, serial: u32) -> String {
        <E as Embed>::board_path(self, code, channel, serial)
    }
}

/// A player as the host's user.
pub(in crate::adapters::web) fn user_of(player: &Player) -> User {
    User {
        id: player.user.clone().into(),
        name: player.name.clone(),
    }
}

/// A user's or a frame's key among the limiters' and the sockets' keys:
/// the top bit set, so it never meets a network's (IPv4 in the low 32
/// bits; IPv6 /64 with bit 32 set and the top bits of a real prefix, of
/// which none starts with the top bit: `8000::/1` is unassigned).
pub(in crate::adapters::web) fn key_of(name: &str) -> u128 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::hash::DefaultHasher::new();
    name.hash(&mut hasher);
    (1 << 127) | u128::from(hasher.finish())
}
