//! Who gets a daily summary now, and what it lists (`digest.rs` in the
//! host holds the settings and the minute last looked in).

use crate::engine::Team;
use crate::host::digest::{Digest, DigestLine, Zone, local_day_and_hour};
use crate::host::message::{Reply, Target};
use crate::host::parts::Parts;
use crate::i18n::Say;
use crate::ids::{Platform, UserId, UserKey};
use std::collections::BTreeMap;

/// The summaries due on `platform` now (at most once a minute of the
/// host's clock; the sweep calls it every few seconds).
pub fn digests(parts: &Parts, platform: Platform) -> Vec<Reply> {
    let now = (parts.clock)();
    if !parts.digests.claim_minute(platform, now) {
        return Vec::new();
    }
    // Who sits where, by user: only players with open games can have
    // anything to read.
    let mut rooms: BTreeMap<UserId, Vec<crate::ids::RoomCode>> = BTreeMap::new();
    for seated in parts
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
        let Some(hour) = parts.prefs.settings.get::<Digest>(&key) else {
            continue;
        };
        let zone = parts.prefs.settings.get::<Zone>(&key);
        let (day, local_hour) = local_day_and_hour(zone.as_deref(), now);
        if local_hour < hour {
            continue;
        }
        let (lines, say) = to_move_in(parts, &key.user, &codes, now);
        if lines.is_empty() || !claim_digest(parts, &key, &day) {
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
    parts: &Parts,
    user: &UserId,
    codes: &[crate::ids::RoomCode],
    now: u64,
) -> (Vec<DigestLine>, Say) {
    let (mut lines, mut say) = (Vec::new(), None);
    for &code in codes {
        let Some(room) = parts.rooms.room(code) else {
            continue;
        };
        let Ok(room) = room.lock() else { continue };
        let going = room.state.open && room.full() && !room.outcome().is_over();
        if !going || room.state.local || !room.may_move(user) {
            continue;
        }
        say.get_or_insert_with(|| super::flow::room_say(parts, &room));
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
fn claim_digest(parts: &Parts, key: &UserKey, day: &str) -> bool {
    let claim = |day: &str| format!("digest-sent:{day}:{}:{}", key.platform, key.user);
    let token = fastrand::u64(..);
    match parts.store().add_setting(&claim(day), &token) {
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
        let _ = parts.store().remove_settings(&[claim(&old.to_string())]);
    }
    true
}
