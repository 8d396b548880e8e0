//! What the host says about rooms and seats: opening a room, joining,
//! watching, leaving, codes that lead nowhere, and idle rooms closing.

use super::{Say, side};
use crate::engine::{Team, Variant};
use futbol_texts::t;

/// Whether an optional link is there, as the texts' selectors name it.
fn has(link: Option<&str>) -> &'static str {
    if link.is_some() { "yes" } else { "no" }
}

impl Say {
    /// A room was opened.
    pub fn created(
        self,
        code: &str,
        variant: Variant,
        link: Option<&str>,
        who: &str,
        seat: &str,
        rated: bool,
    ) -> String {
        let rated = self.rated_word(rated);
        t!(
            self.0,
            host_created,
            code = code,
            variant = variant.name(),
            rated = rated,
            who = who,
            seat = seat,
            has_link = has(link),
            link = link.unwrap_or_default(),
        )
    }

    /// A local game was opened.
    pub fn created_local(self, code: &str, variant: Variant, who: &str) -> String {
        t!(
            self.0,
            host_created_local,
            code = code,
            variant = variant.name(),
            who = who
        )
    }

    /// The channel already has an open room.
    pub fn already_open(self, code: &str) -> String {
        t!(self.0, host_already_open, code = code)
    }

    /// A player took the second seat.
    pub fn joined(self, who: &str, seat: Team) -> String {
        t!(self.0, host_joined, who = who, team = side(seat))
    }

    /// A player came back to their seat.
    pub fn rejoined(self, who: &str, seat: Team) -> String {
        t!(self.0, host_rejoined, who = who, team = side(seat))
    }

    /// Someone watches.
    pub fn spectating(self, who: &str, code: &str) -> String {
        t!(self.0, host_spectating, who = who, code = code)
    }

    /// No open room has this code.
    pub fn unknown_code(self, code: &str) -> String {
        t!(self.0, host_unknown_code, code = code)
    }

    /// The user (or their address) acts faster than the limits allow:
    /// nothing was done, and they may try again shortly.
    pub fn too_fast(self) -> String {
        t!(self.0, host_too_fast)
    }

    /// The user (or their address) already has `most` rooms waiting for an
    /// opponent.
    pub fn too_many_waiting(self, most: usize) -> String {
        t!(self.0, host_too_many_waiting, most = most)
    }

    /// Too many rooms made by the user (or from their address) lately.
    pub fn too_many_rooms(self) -> String {
        t!(self.0, host_too_many_rooms)
    }

    /// No open room in this channel.
    pub fn no_room(self) -> String {
        t!(self.0, host_no_room)
    }

    /// The second seat is still free.
    pub fn waiting(self, code: &str) -> String {
        t!(self.0, host_waiting, code = code)
    }

    /// A room expired.
    pub fn expired(self, code: &str, hours: u64) -> String {
        t!(self.0, host_expired, code = code, hours = hours)
    }

    /// A player acted from another channel: where it went.
    pub fn acted_elsewhere(self, code: &str, link: Option<&str>) -> String {
        t!(
            self.0,
            host_acted_elsewhere,
            code = code,
            has_link = has(link),
            link = link.unwrap_or_default(),
        )
    }

    /// A player left the game.
    pub fn left_game(self, who: &str) -> String {
        t!(self.0, host_left_game, who = who)
    }

    /// A spectator left.
    pub fn stopped_watching(self, who: &str) -> String {
        t!(self.0, host_stopped_watching, who = who)
    }
}
