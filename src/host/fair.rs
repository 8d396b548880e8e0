//! Ratings people can trust: the same two players count for at most
//! [`PAIR_LIMIT`] rated games in [`PAIR_WINDOW`]; later games between
//! them that day are casual, and the room says so before the first move.
//! (A leaderboard also lists only players who met five different
//! opponents: `store::leaderboard::MIN_OPPONENTS`.) The same rules on
//! every platform, on either store: they read the players' rating
//! history, which both keep.

use super::room::Room;
use crate::engine::{Team, Variant};
use crate::ids::Platform;
use crate::rating::{Rating, games_to_settle};
use crate::store::leaderboard::MIN_OPPONENTS;
use crate::store::{Store, StoreError};

/// Rated games between the same two players that count in a window.
pub const PAIR_LIMIT: usize = 3;

/// The window: a day.
pub const PAIR_WINDOW: u64 = 86_400;

/// Changes read back per rule set (far more than a day of games).
const LOOKBACK: usize = 200;

/// How far a rated player is from a leaderboard: rated games until their
/// rating settles, and different opponents still to meet.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ToBeListed {
    /// Their rating as shown.
    pub shown: Rating,
    /// About how many rated games until it is settled.
    pub games: u32,
    /// Different opponents still to meet.
    pub opponents: usize,
}

/// How many rated games `a` and `b` played with each other, in any
/// rule set, in the [`PAIR_WINDOW`] before `now`.
fn rated_together(
    store: &Store,
    platform: Platform,
    (a, b): (&str, &str),
    now: u64,
) -> Result<usize, StoreError> {
    let mut count = 0;
    for variant in Variant::ALL {
        let history = store.rating_history(variant, platform, a, LOOKBACK)?;
        count += (history.iter().rev())
            .take_while(|change| change.after.at + PAIR_WINDOW > now)
            .filter(|change| change.opponent.id == b)
            .count();
    }
    Ok(count)
}

/// How far `id` is from being listed in `variant` at `now`; `None`
/// when they were never rated there or have met both conditions.
pub fn to_be_listed(
    store: &Store,
    variant: Variant,
    platform: Platform,
    id: &str,
    now: u64,
) -> Result<Option<ToBeListed>, StoreError> {
    let Some(standing) = store.standing(variant, platform, id)? else {
        return Ok(None);
    };
    let rating = standing.rating.at_time(now);
    let far = ToBeListed {
        shown: rating,
        games: games_to_settle(&rating),
        opponents: MIN_OPPONENTS.saturating_sub(standing.opponents.len()),
    };
    Ok((far.games > 0 || far.opponents > 0).then_some(far))
}

/// Whether the room's next game would be one too many between its two
/// players today: it is then played casual. Tournament boards are
/// paired by their tournament and always count; casual rooms need no
/// look. A store that cannot be read changes nothing (logged).
pub(in crate::host) fn pair_spent(store: &Store, room: &Room, now: u64) -> bool {
    if room.state.tournament.is_some() || !room.state.rated() {
        return false;
    }
    let seat = |team: Team| room.state.seats[team].as_ref().map(|p| p.id.as_str());
    let (Some(white), Some(black)) = (seat(Team::White), seat(Team::Black)) else {
        return false;
    };
    match rated_together(store, room.state.platform, (white, black), now) {
        Ok(count) => count >= PAIR_LIMIT,
        Err(error) => {
            tracing::warn!(%error, room = %room.state.code, "the pair's rated games could not be read");
            false
        }
    }
}
