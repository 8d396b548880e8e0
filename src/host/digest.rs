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

use super::message::{Reply, Target};
use super::play::Play;
use crate::community::settings::{Setting, UserKey};
use crate::engine::Team;
use crate::i18n::Say;
use crate::ids::Platform;
use crate::ids::UserId;
use std::collections::BTreeMap;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// The minute (of the host's clock) each platform's summaries were last
/// looked for: the part of the digests the host keeps between sweeps.
pub(super) struct Digests {
    minute: HashMap<Platform, AtomicU64>,
}

impl Default for Digests {
    fn default() -> Self {
        Digests {
            minute: Platform::ALL.map(|p| (p, AtomicU64::new(0))).into(),
        }
    }
}

impl Digests {
    /// Claims this minute for `platform`: `false` when it was looked in.
    fn claim_minute(&self, platform: Platform, now: u64) -> bool {
        self.minute
            .get(&platform)
            .is_some_and(|slot| slot.swap(now / 60, Ordering::Relaxed) != now / 60)
    }

    /// Has the next sweep look for summaries even within this minute: a
    /// player just chose an hour or a zone that may make theirs due.
    pub(super) fn soon(&self, platform: Platform) {
        if let Some(slot) = self.minute.get(&platform) {
            slot.store(u64::MAX, Ordering::Relaxed);
        }
    }
}

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

impl Play<'_> {
    /// The summaries due on `platform` now (at most once a minute of the
    /// host's clock; the sweep calls it every few seconds).
    pub fn digests(&self, platform: Platform) -> Vec<Reply> {
        let now = (self.clock)();
        if !self.digests.claim_minute(platform, now) {
            return Vec::new();
        }
        // Who sits where, by user: only players with open games can have
        // anything to read.
        let mut rooms: BTreeMap<UserId, Vec<crate::ids::RoomCode>> = BTreeMap::new();
        for seated in self
            .rooms
            .seated()
            .into_iter()
            .filter(|s| s.platform == platform)
        {
            for user in Team::BOTH
                .into_iter()
                .filter_map(|t| seated.seats[t].clone())
            {
                rooms.entry(user).or_default().push(seated.code);
            }
        }
        let mut replies = Vec::new();
        for (user, codes) in rooms {
            let key = UserKey { platform, user };
            let Some(hour) = self.prefs.settings.get::<Digest>(&key) else {
                continue;
            };
            let zone = self.prefs.settings.get::<Zone>(&key);
            let (day, local_hour) = local_day_and_hour(zone.as_deref(), now);
            if local_hour < hour {
                continue;
            }
            let (lines, say) = self.to_move_in(&key.user, &codes, now);
            if lines.is_empty() || !self.claim_digest(&key, &day) {
                continue;
            }
            let mut reply =
                crate::host::message::private_to(platform, "", &key.user, say.digest(&lines));
            reply.target = Target::Direct(key.user.clone());
            replies.push(reply);
        }
        replies
    }

    /// The games among `codes` where it is `user`'s move, and the language
    /// of the first one's channel (a direct message has none of its own).
    fn to_move_in(
        &self,
        user: &UserId,
        codes: &[crate::ids::RoomCode],
        now: u64,
    ) -> (Vec<DigestLine>, Say) {
        let (mut lines, mut say) = (Vec::new(), None);
        for &code in codes {
            let Some(room) = self.rooms.room(code) else {
                continue;
            };
            let Ok(room) = room.lock() else { continue };
            let going = room.state.open && room.full() && !room.outcome().is_over();
            if !going || room.state.local || !room.may_move(user) {
                continue;
            }
            say.get_or_insert_with(|| self.room_say(&room));
            lines.push(DigestLine {
                code: code.to_string(),
                opponent: room.name(!room.game.turn()),
                link: room.state.link.clone(),
                left: room.clock_face(now).map(|c| c.left),
            });
        }
        (lines, say.unwrap_or(Say(crate::i18n::Lang::default())))
    }

    /// Takes today's summary for the player, unless a process took it
    /// already (the store keeps the first claim made; each claim is a
    /// random token, so a process knows whether the kept one is its own);
    /// the day before yesterday's claim goes.
    fn claim_digest(&self, key: &UserKey, day: &str) -> bool {
        let claim = |day: &str| format!("digest-sent:{day}:{}:{}", key.platform, key.user);
        let token = fastrand::u64(..);
        match self.store.add_setting(&claim(day), &token) {
            Ok(Some(kept)) if kept == token => {}
            Ok(_) => return false,
            Err(error) => {
                tracing::warn!("a summary's claim failed: {error}");
                return false;
            }
        }
        if let Ok(date) = day.parse::<jiff::civil::Date>()
            && let Ok(old) = date.checked_sub(jiff::Span::new().days(2))
        {
            let _ = self.store.remove_settings(&[claim(&old.to_string())]);
        }
        true
    }
}
