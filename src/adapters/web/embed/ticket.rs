//! The embedded modes' tickets: who a page inside a chat's client is,
//! signed by the server once the chat said so. A ticket names the chat's
//! user (Discord's `GET /users/@me`; the Matrix homeserver's OpenID
//! `sub`), the community and channel they play in (the Activity
//! instance's server and channel; the Matrix room) and, for Discord, the
//! instance, until it expires. The page holds it in memory only and sends
//! it as the first message of its socket (never in a URL, so no log keeps
//! it); an iframe inside a chat's client gets no cookie it could keep (a
//! third-party frame). Nothing in it comes from the frame.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ring::hmac;
use serde::{Deserialize, Serialize};

/// A ticket's lifetime: an evening's games; the page asks Discord again
/// after that (a reload).
pub(in crate::adapters::web) const LIFETIME: u64 = 12 * 3600;

/// A player inside a chat's client, as the chat told it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(in crate::adapters::web) struct Player {
    /// The chat user's id.
    #[serde(rename = "u")]
    pub user: String,
    /// Their display name.
    #[serde(rename = "n")]
    pub name: String,
    /// The community: the Discord server of the instance's channel; the
    /// Matrix room.
    #[serde(rename = "g")]
    pub community: String,
    /// The channel: the instance's; the Matrix room.
    #[serde(rename = "c")]
    pub channel: String,
    /// Discord's Activity instance (none for Matrix).
    #[serde(rename = "i", default)]
    pub instance: String,
    /// Unix seconds after which the ticket is refused.
    #[serde(rename = "e")]
    pub expires: u64,
}

/// Signs and reads tickets with a key of their own, derived from the
/// page's session key and the mode (so a session cookie is never a
/// ticket, nor an Activity's ticket a widget's).
pub(in crate::adapters::web) struct Tickets {
    key: hmac::Key,
}

impl Tickets {
    /// Tickets of the mode `purpose` under the page's session key.
    pub fn new(session_key: &[u8], purpose: &[u8]) -> Tickets {
        let derived = hmac::sign(
            &hmac::Key::new(hmac::HMAC_SHA256, session_key),
            &[b"futbol-bot ticket: ".as_slice(), purpose].concat(),
        );
        Tickets {
            key: hmac::Key::new(hmac::HMAC_SHA256, derived.as_ref()),
        }
    }

    /// The ticket of `player`.
    pub fn issue(&self, player: &Player) -> String {
        let body = serde_json::to_vec(player).unwrap_or_default();
        let tag = hmac::sign(&self.key, &body);
        format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(&body),
            URL_SAFE_NO_PAD.encode(tag.as_ref())
        )
    }

    /// The player of a ticket this server signed and that has not
    /// expired at `now`.
    pub fn read(&self, ticket: &str, now: u64) -> Option<Player> {
        let (body, tag) = ticket.trim().split_once('.')?;
        let body = URL_SAFE_NO_PAD.decode(body).ok()?;
        let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
        hmac::verify(&self.key, &body, &tag).ok()?;
        let player: Player = serde_json::from_slice(&body).ok()?;
        (player.expires > now).then_some(player)
    }

    /// The tag that lets a page load its channel's board pictures (and no
    /// other channel's): pictures are `<img>`s, which cannot send a ticket.
    pub fn board_tag(&self, channel: &str) -> String {
        let tag = hmac::sign(&self.key, format!("board\0{channel}").as_bytes());
        URL_SAFE_NO_PAD.encode(&tag.as_ref()[..16])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ana() -> Player {
        Player {
            user: "940000000000000001".into(),
            name: "Ana".into(),
            community: "1".into(),
            channel: "2".into(),
            instance: "i-3-gc-1-2".into(),
            expires: 1_000,
        }
    }

    #[test]
    fn only_signed_unexpired_tickets_read() {
        let tickets = Tickets::new(&[7; 32], b"activity");
        let ticket = tickets.issue(&ana());
        assert_eq!(tickets.read(&ticket, 999), Some(ana()));
        assert_eq!(tickets.read(&ticket, 1_000), None, "expired");
        assert_eq!(
            Tickets::new(&[8; 32], b"activity").read(&ticket, 0),
            None,
            "another key"
        );
        assert_eq!(
            Tickets::new(&[7; 32], b"widget").read(&ticket, 0),
            None,
            "another mode"
        );
        // A changed claim keeps the old tag: refused.
        let (_, tag) = ticket.split_once('.').expect("two parts");
        let mut forged = ana();
        forged.user = "940000000000000002".into();
        let body = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&forged).expect("json"));
        assert_eq!(tickets.read(&format!("{body}.{tag}"), 0), None);
        for junk in ["", ".", "abc", "a.b", &"A".repeat(300)] {
            assert_eq!(tickets.read(junk, 0), None, "{junk}");
        }
    }

    #[test]
    fn a_board_tag_is_its_channels_alone() {
        let tickets = Tickets::new(&[7; 32], b"activity");
        assert_eq!(tickets.board_tag("2"), tickets.board_tag("2"));
        assert_ne!(tickets.board_tag("2"), tickets.board_tag("3"));
        assert_ne!(
            Tickets::new(&[8; 32], b"activity").board_tag("2"),
            tickets.board_tag("2")
        );
    }
}
