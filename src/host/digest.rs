//! The daily summary (`avisos resumen 18h`): instead of a mention on every
//! board, a player gets one direct message a day, at the hour they chose
//! in their own time zone (`zona Europe/Madrid`, UTC until they say),
//! listing the games where it is their move. Reminders at 80 % of a
//! move's time still mention them.
//!
//! The sweep asks for summaries once a minute; a summary is claimed in the
//! store (a key per player and local day, added only if absent) before it
//! is sent, so two processes sweeping one platform send it once. A day
//! with no game to move at the hour is not claimed: the summary comes when
//! one first is, that day.

use crate::community::settings::{Setting, UserKey};

/// The minute each platform's summaries were last looked for: the part
/// of the digests the host keeps between sweeps.
pub(super) type Digests = super::minutes::Minutes;

/// The hour of a player's daily summary (`None`: a mention on every board,
/// or none at all, as `avisos` says).
pub struct Digest;

impl Setting for Digest {
    type Scope = UserKey;
    type Value = Option<u8>;
    const NAME: &'static str = "digest";
    fn default() -> Option<u8> {
        None
    }
}

/// A player's time zone, an IANA name (`Europe/Madrid`); `None`: UTC.
pub struct Zone;

impl Setting for Zone {
    type Scope = UserKey;
    type Value = Option<String>;
    const NAME: &'static str = "zone";
    fn default() -> Option<String> {
        None
    }
}

/// The zone `name` names, if the time zone database knows it.
pub fn known_zone(name: &str) -> Option<jiff::tz::TimeZone> {
    jiff::tz::TimeZone::get(name).ok()
}

/// The local date (`2026-06-01`) and hour at unix second `now` in `zone`
/// (UTC when unknown).
pub fn local_day_and_hour(zone: Option<&str>, now: u64) -> (String, u8) {
    let tz = zone.and_then(known_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let at = i64::try_from(now)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH)
        .to_zoned_datetime(tz);
    (at.date().to_string(), u8::try_from(at.hour()).unwrap_or(0))
}

/// One game in a summary: its code, the opponent, its link and the
/// seconds left for the move (`None`: no clock).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigestLine {
    /// The room's code.
    pub code: String,
    /// Who the player faces.
    pub opponent: String,
    /// The room's link, if it has one.
    pub link: Option<String>,
    /// Seconds left for the move, in a timed game.
    pub left: Option<u64>,
}
