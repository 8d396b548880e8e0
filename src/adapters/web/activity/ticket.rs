//! The Activity's tickets: who a page inside Discord is, signed by the
//! server once Discord said so. A ticket names the Discord user (as
//! `GET /users/@me` answered), the server and channel of the Activity's
//! instance (as Discord's activity-instance answered) and the instance,
//! until it expires. The page holds it in memory only and sends it as the
//! first message of its socket (never in a URL, so no log keeps it); an
//! iframe inside Discord gets no cookie it could keep (a third-party
//! frame). Nothing in it comes from the frame.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ring::hmac;
use serde::{Deserialize, Serialize};

/// A ticket's lifetime: an evening's games; the page asks Discord again
/// after that (a reload).
pub(super) const LIFETIME: u64 = 12 * 3600;

/// A player of an Activity instance, as Discord told it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Player {
    /// The Discord user's id.
    #[serde(rename = "u")]
    pub user: String,
    /// Their display name.
    #[serde(rename = "n")]
    pub name: String,
    /// The server of the instance's channel.
    #[serde(rename = "g")]
    pub guild: String,
    /// The instance's channel.
    #[serde(rename = "c")]
    pub channel: String,
    /// The instance.
    #[serde(rename = "i")]
    pub instance: String,
    /// Unix seconds after which the ticket is refused.
    #[serde(rename = "e")]
    pub expires: u64,
}

/// Signs and reads tickets with a key of their own, derived from the
/// page's session key (so a session cookie is never a ticket).
pub(super) struct Tickets {
    key: hmac::Key,
}

impl Tickets {
    /// Tickets under the page's session key.
    pub fn new(session_key: &[u8]) -> Tickets {
        let derived = hmac::sign(
            &hmac::Key::new(hmac::HMAC_SHA256, session_key),
            b"futbol-bot activity ticket",
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
            guild: "1".into(),
            channel: "2".into(),
            instance: "i-3-gc-1-2".into(),
            expires: 1_000,
        }
    }

    #[test]
    fn only_signed_unexpired_tickets_read() {
        let tickets = Tickets::new(&[7; 32]);
        let ticket = tickets.issue(&ana());
        assert_eq!(tickets.read(&ticket, 999), Some(ana()));
        assert_eq!(tickets.read(&ticket, 1_000), None, "expired");
        assert_eq!(Tickets::new(&[8; 32]).read(&ticket, 0), None, "another key");
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
        let tickets = Tickets::new(&[7; 32]);
        assert_eq!(tickets.board_tag("2"), tickets.board_tag("2"));
        assert_ne!(tickets.board_tag("2"), tickets.board_tag("3"));
        assert_ne!(
            Tickets::new(&[8; 32]).board_tag("2"),
            tickets.board_tag("2")
        );
    }
}
