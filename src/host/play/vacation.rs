//! `vacaciones`: a player stops the clocks of all their timed games for a
//! while, within a yearly allowance kept as a setting of theirs (so it
//! survives restarts and is shared by every process), and each opponent
//! is told. The clocks run again by themselves at its end (each room's
//! move clock was moved on by the pause, `change/vacation.rs`), or earlier
//! with `vacaciones fin`, which gives back the days not used.

use crate::community::settings::{Setting, UserKey};
use crate::engine::Team;
use crate::host::change::{Event, Refusal};
use crate::host::command::asks::VacationAsk;
use crate::host::message::Replies;
use crate::host::message::Request;
use crate::host::message::utc_year;
use crate::host::parts::Parts;
use crate::host::room::Room;
use crate::i18n::Say;
use crate::store::StoreError;
use serde::{Deserialize, Serialize};

/// The days of vacation a player has each calendar year (UTC).
pub const ALLOWANCE: u64 = 14 * 86_400;

/// A player's vacations this year.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct VacationRecord {
    /// The year `used` counts (UTC).
    pub year: i64,
    /// Seconds used that year.
    pub used: u64,
    /// When the running vacation ends, if one runs.
    pub until: Option<u64>,
}

impl VacationRecord {
    /// Seconds used in the year of `now` (another year's count is spent).
    fn used_at(&self, now: u64) -> u64 {
        if self.year == utc_year(now) {
            self.used
        } else {
            0
        }
    }

    /// The running vacation's end at `now`.
    fn running(&self, now: u64) -> Option<u64> {
        self.until.filter(|&until| until > now)
    }
}

/// A user's vacations (`vacaciones`).
pub struct Vacation;

impl Setting for Vacation {
    type Scope = UserKey;
    type Value = VacationRecord;
    const NAME: &'static str = "vacation";
    fn default() -> VacationRecord {
        VacationRecord::default()
    }
}

/// `vacaciones`, `vacaciones 3d`, `vacaciones fin`.
pub(in crate::host) fn vacation(
    parts: &Parts,
    request: &Request,
    say: Say,
    ask: VacationAsk,
) -> Replies {
    let key = request.user_key();
    let now = (parts.clock)();
    let record = parts.prefs.settings.get::<Vacation>(&key);
    let used = record.used_at(now);
    let answer = |text: String, until: Option<u64>| {
        let mut reply = super::flow::private(request, text);
        reply.deadline = until;
        Ok(vec![reply])
    };
    match ask {
        VacationAsk::Show => answer(
            say.vacation_status(used, ALLOWANCE, record.running(now).is_some()),
            record.running(now),
        ),
        VacationAsk::Start(seconds) if used + seconds > ALLOWANCE => {
            answer(say.vacation_too_long(ALLOWANCE.saturating_sub(used)), None)
        }
        VacationAsk::Start(seconds) => {
            let until = record.running(now).unwrap_or(now) + seconds;
            let kept = VacationRecord {
                year: utc_year(now),
                used: used + seconds,
                until: Some(until),
            };
            // The allowance first: a crash before the rooms are paused
            // costs days, never grants them.
            parts.prefs.settings.set::<Vacation>(&key, &kept)?;
            let mut replies = each_room(parts, request, |room, by| room.pause(by, until, now))?;
            // One notice for each game paused.
            let mut told = super::flow::private(request, say.vacation_started(replies.len()));
            told.deadline = Some(until);
            replies.push(told);
            Ok(replies)
        }
        VacationAsk::End => {
            let Some(until) = record.running(now) else {
                return answer(say.no_vacation(), None);
            };
            let kept = VacationRecord {
                used: used.saturating_sub(until - now),
                until: None,
                ..record
            };
            parts.prefs.settings.set::<Vacation>(&key, &kept)?;
            let mut replies = each_room(parts, request, |room, by| {
                // The opponent's own vacation keeps the clocks stopped.
                let other = room.state.seats[!by].as_ref().map(|p| UserKey {
                    platform: request.platform,
                    user: p.id.clone(),
                });
                let theirs =
                    other.and_then(|k| parts.prefs.settings.get::<Vacation>(&k).running(now));
                room.resume(by, theirs.unwrap_or(now), now)
            })?;
            replies.push(super::flow::private(request, say.vacation_ended()));
            Ok(replies)
        }
    }
}

/// Applies `change` to each open room of the request's platform where
/// the user sits (each saved on its own, its deadline with it); the
/// announcements of those it changed. The vacation is already written:
/// a room another process changed meanwhile is read again and tried
/// once more, and a room that cannot be saved is logged and left as it
/// was, so the command never runs twice (it would count twice).
fn each_room(
    parts: &Parts,
    request: &Request,
    change: impl Fn(&mut Room, Team) -> Option<Event>,
) -> Replies {
    let mut replies = Vec::new();
    let user = &request.user.id;
    let mine = parts
        .rooms
        .seated()
        .into_iter()
        .filter(|s| s.platform == request.platform && s.has(user));
    for seated in mine {
        for _attempt in 0..2 {
            let Some(room) = parts.rooms.room(seated.code) else {
                break;
            };
            let Ok(mut room) = room.lock() else { break };
            let Some(by) = room.seat_of(user) else {
                break;
            };
            // Tried on a copy first: a room it leaves alone is no refusal.
            if change(&mut room.clone(), by).is_none() {
                break;
            }
            match super::flow::apply(parts, &mut room, |r| change(r, by).ok_or(Refusal::NoClock)) {
                Ok(Ok(event)) => {
                    replies.extend(super::announce::announce(parts, request, &room, event))
                }
                Ok(Err(_)) => {}
                Err(StoreError::Conflict) => continue,
                Err(error) => tracing::error!("room {}: {error}", seated.code),
            }
            break;
        }
    }
    Ok(replies)
}
