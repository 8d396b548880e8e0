//! Leaderboards: who leads one game in one scope (a community, or a whole
//! platform), among players whose rating is settled and who played there
//! lately, with the asker's own place. Both stores answer from a [`Table`]
//! in memory, made once from their records and moved with every rated
//! game (on PostgreSQL, each process keeps its own, told of every change).

use super::ratings::Standing;
use super::{Store, StoreError, player_key};
use crate::engine::Variant;
use crate::ids::Platform;
use crate::rating::{PERIODS_PER_DAY, PROVISIONAL};
use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap, HashMap};

/// Only players with a rated game in the scope this recently are listed.
pub const ACTIVE_SECONDS: u64 = 90 * 86_400;

pub use super::ratings::MIN_OPPONENTS;
/// The places a leaderboard lists.
pub const TOP: usize = 10;

/// What is asked of a leaderboard.
#[derive(Clone, Debug)]
pub struct BoardQuery {
    /// The game's name (`futbol`).
    pub game: &'static str,
    /// The scope: a community, or a platform's `*discord`.
    pub scope: String,
    /// The asker's owner key (`discord:123`), for their own place.
    pub asker: Option<String>,
    /// Now, unix seconds: what "lately" and "settled" are measured from.
    pub now: u64,
    /// Owner keys the scope's admins took off its table (`config
    /// ocultos`): skipped, and the places below theirs move up.
    pub hidden: Vec<String>,
}

/// One listed player.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Their place, from 1.
    pub place: u32,
    /// Their owner key (`web:abc`).
    pub owner: String,
    /// Their record.
    pub standing: Standing,
}

/// A leaderboard's answer.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Board {
    /// The first [`TOP`] places.
    pub top: Vec<Placed>,
    /// The asker's place when they are listed but not in the top.
    pub asker: Option<Placed>,
}

/// Whether a player counts in `scope` at `now`: their rating is settled
/// (its deviation, grown with their absence, is below the provisional
/// line), they played rated games against [`MIN_OPPONENTS`] different
/// opponents, and one of them there in the last 90 days.
pub fn counts(standing: &Standing, scope: &str, now: u64) -> bool {
    let recent = standing
        .places
        .get(scope)
        .is_some_and(|&at| at + ACTIVE_SECONDS >= now);
    recent
        && standing.opponents.len() >= MIN_OPPONENTS
        && standing.rating.at_time(now).deviation < PROVISIONAL
}

/// The order of a leaderboard: higher ratings first, then by owner, as a
/// key that sorts (ratings to a thousandth).
fn order(standing: &Standing, owner: &str) -> (Reverse<i64>, String) {
    (Reverse(milli(standing)), owner.to_string())
}

fn milli(standing: &Standing) -> i64 {
    (standing.rating.rating * 1000.0).round() as i64
}

/// When a listed player stops counting in `scope` unless they play
/// again: 90 days after their last game there, or when their deviation,
/// growing with their absence, reaches the provisional line, whichever
/// comes first (a second early, so a float never lists a provisional
/// player). `None`: they do not count now (nor before they met
/// [`MIN_OPPONENTS`] different opponents, a number that only grows).
fn listed_until(standing: &Standing, scope: &str) -> Option<u64> {
    if standing.opponents.len() < MIN_OPPONENTS {
        return None;
    }
    let last = *standing.places.get(scope)?;
    let rating = standing.rating;
    let (phi, line) = (rating.deviation / 173.7178, PROVISIONAL / 173.7178);
    let growth = rating.volatility * rating.volatility * PERIODS_PER_DAY / 86_400.0;
    if rating.deviation >= PROVISIONAL {
        return None;
    }
    let settled = match growth > 0.0 {
        true => rating.at + ((line * line - phi * phi) / growth) as u64,
        false => u64::MAX,
    };
    Some((last + ACTIVE_SECONDS).min(settled).saturating_sub(1))
}

/// Rating buckets, one per rating point from 0 to 6,000 (higher first),
/// for counting the players above a place.
const BUCKETS: usize = 6_001;

fn bucket(milli: i64) -> usize {
    (6_000 - (milli / 1000).clamp(0, 6_000)) as usize
}

/// Who counts in one scope, best first, with a count per rating bucket (a
/// Fenwick tree, so a place is found without walking those above it) and
/// when each stops counting.
struct ScopeBoard {
    listed: BTreeSet<(Reverse<i64>, String)>,
    counts: Vec<u32>,
    until: BinaryHeap<Reverse<(u64, Reverse<i64>, String)>>,
}

impl ScopeBoard {
    fn new() -> ScopeBoard {
        ScopeBoard {
            listed: BTreeSet::new(),
            counts: vec![0; BUCKETS + 1],
            until: BinaryHeap::new(),
        }
    }

    fn count(&mut self, milli: i64, by: i32) {
        let mut i = bucket(milli) + 1;
        while i <= BUCKETS {
            self.counts[i] = self.counts[i].saturating_add_signed(by);
            i += i & i.wrapping_neg();
        }
    }

    /// The listed players in buckets before `bucket`.
    fn above(&self, bucket: usize) -> u32 {
        let (mut i, mut sum) = (bucket, 0);
        while i > 0 {
            sum += self.counts[i];
            i -= i & i.wrapping_neg();
        }
        sum
    }

    fn insert(&mut self, key: (Reverse<i64>, String), until: u64) {
        if self.listed.insert(key.clone()) {
            self.count(key.0.0, 1);
        }
        self.until.push(Reverse((until, key.0, key.1)));
    }

    fn remove(&mut self, key: &(Reverse<i64>, String)) {
        if self.listed.remove(key) {
            self.count(key.0.0, -1);
        }
    }

    /// Drops who stopped counting in `scope` by `now`. A time from an
    /// older record of the player is only dropped itself: their current
    /// record, if it still counts, stays listed.
    fn expire(&mut self, now: u64, scope: &str, records: &HashMap<String, Standing>) {
        while let Some(Reverse((until, milli, owner))) = self.until.peek().cloned() {
            if until >= now {
                break;
            }
            self.until.pop();
            let still = records.get(&owner).is_some_and(|current| {
                order(current, &owner).0 == milli
                    && listed_until(current, scope).is_some_and(|u| u >= now)
            });
            if !still {
                self.remove(&(milli, owner));
            }
        }
    }
}

/// Every record of one backend in memory, per game: who counts in each
/// scope, in order (sled, which one process owns, answers from it).
/// Queries come in the host's time order: who stops counting at one
/// query's time stays out of later ones until they play again.
#[derive(Default)]
pub struct Table {
    games: HashMap<String, GameTable>,
}

/// One game's records and boards.
#[derive(Default)]
struct GameTable {
    /// Records by owner.
    records: HashMap<String, Standing>,
    /// Boards by scope.
    boards: HashMap<String, ScopeBoard>,
}

/// A record a store has just written: the game's name, the owner, the
/// record.
pub(crate) type Rated = (&'static str, String, Standing);

/// A leaderboard table that could not be locked (a panic held it).
pub(crate) fn poisoned() -> StoreError {
    StoreError::Database("the leaderboard table is poisoned".into())
}

impl Table {
    /// Puts the records a store has just committed in.
    pub(crate) fn put_all(&mut self, written: Vec<Rated>) {
        for (game, owner, standing) in written {
            self.put(game, &owner, standing);
        }
    }

    /// Puts a stored record (JSON) in, as a store loads its records; one
    /// that does not decode is left out and logged.
    pub(crate) fn put_stored(&mut self, game: &str, owner: &str, record: &[u8]) {
        match serde_json::from_slice::<Standing>(record) {
            Ok(standing) => self.put(game, owner, standing),
            Err(error) => tracing::warn!(%owner, %error, "store: a rating does not decode"),
        }
    }

    /// A player's record, as the table holds it.
    pub(crate) fn record(&self, game: &str, owner: &str) -> Option<&Standing> {
        self.games.get(game)?.records.get(owner)
    }

    /// Puts a player's new record in (a newer one than it holds: with more
    /// games, so a late update never undoes a later one).
    pub fn put(&mut self, game: &str, owner: &str, standing: Standing) {
        let table = self.games.entry(game.to_string()).or_default();
        if let Some(old) = table.records.get(owner) {
            if old.games() > standing.games() {
                return;
            }
            let old_order = order(old, owner);
            for scope in old.places.keys() {
                if let Some(board) = table.boards.get_mut(scope) {
                    board.remove(&old_order);
                }
            }
        }
        let new_order = order(&standing, owner);
        for scope in standing.places.keys() {
            if let Some(until) = listed_until(&standing, scope) {
                let board = table
                    .boards
                    .entry(scope.clone())
                    .or_insert_with(ScopeBoard::new);
                board.insert(new_order.clone(), until);
            }
        }
        table.records.insert(owner.to_string(), standing);
    }

    /// The leaderboard `query` asks for.
    pub fn board(&mut self, query: &BoardQuery) -> Board {
        let mut answer = Board::default();
        let Some(table) = self.games.get_mut(query.game) else {
            return answer;
        };
        let Some(board) = table.boards.get_mut(&query.scope) else {
            return answer;
        };
        board.expire(query.now, &query.scope, &table.records);
        let shown = |owner: &String| !query.hidden.contains(owner);
        let top = board
            .listed
            .iter()
            .filter(|(_, owner)| shown(owner))
            .take(TOP);
        for (place, (_, owner)) in (1..).zip(top) {
            if let Some(standing) = table.records.get(owner) {
                answer.top.push(Placed {
                    place,
                    owner: owner.clone(),
                    standing: standing.clone(),
                });
            }
        }
        let asker = query.asker.as_ref().filter(|o| shown(o)).and_then(|owner| {
            let standing = table.records.get(owner)?;
            let key = order(standing, owner);
            board.listed.contains(&key).then_some((key, standing))
        });
        if let Some((key, standing)) = asker
            && answer.top.iter().all(|p| p.owner != key.1)
        {
            // Those in higher buckets, then those before it in its own.
            let own = bucket(key.0.0);
            let top_of_bucket = (Reverse((6_000 - own as i64 + 1) * 1000 - 1), String::new());
            let before = board.listed.range(top_of_bucket..key.clone()).count() as u32;
            // Hidden players above the asker do not count.
            let hidden_above = (query.hidden.iter())
                .filter_map(|o| table.records.get(o).map(|s| order(s, o)))
                .filter(|k| *k < key && board.listed.contains(k))
                .count() as u32;
            answer.asker = Some(Placed {
                place: board.above(own) + before + 1 - hidden_above,
                owner: key.1,
                standing: standing.clone(),
            });
        }
        answer
    }
}

impl Store {
    /// The leaderboard of `variant` in `scope` (a community's key, or a
    /// platform's `*discord`) at `now`, with the place of the asker
    /// (`platform`'s user `asker`) when they are listed below the top.
    pub fn leaderboard(
        &self,
        variant: Variant,
        scope: &str,
        asker: Option<(Platform, &str)>,
        now: u64,
    ) -> Result<Board, StoreError> {
        self.leaderboard_hiding(variant, scope, asker, now, Vec::new())
    }

    /// [`Store::leaderboard`] without the players `hidden` (owner keys)
    /// the scope's admins took off it.
    pub fn leaderboard_hiding(
        &self,
        variant: Variant,
        scope: &str,
        asker: Option<(Platform, &str)>,
        now: u64,
        hidden: Vec<String>,
    ) -> Result<Board, StoreError> {
        self.backend.leaderboard(&BoardQuery {
            game: variant.name(),
            scope: scope.to_string(),
            asker: asker.map(|(platform, id)| player_key(platform, id)),
            now,
            hidden,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::Rating;

    fn settled(rating: f64, at: u64, scope: &str) -> Standing {
        let mut standing = Standing::new("x");
        for n in 0..MIN_OPPONENTS {
            standing.met(&format!("web:o{n}"));
        }
        standing.rating = Rating {
            rating,
            deviation: 60.0,
            volatility: 0.06,
            at,
        };
        standing.wins = 1;
        standing.places.insert(scope.into(), at);
        standing
    }

    #[test]
    fn the_table_orders_filters_and_finds_the_asker() {
        let now = 200 * 86_400;
        let mut table = Table::default();
        for n in 0..15u64 {
            table.put(
                "futbol",
                &format!("web:{n:02}"),
                settled(1500.0 + n as f64, now, "web"),
            );
        }
        // Provisional, inactive, or elsewhere: not listed.
        let mut new = settled(3000.0, now, "web");
        new.rating.deviation = 200.0;
        table.put("futbol", "web:new", new);
        table.put(
            "futbol",
            "web:gone",
            settled(2900.0, now - 91 * 86_400, "web"),
        );
        table.put("futbol", "web:other", settled(2800.0, now, "matrix:x"));
        // Four different opponents only: not listed; a fifth lists them.
        let mut narrow = settled(2700.0, now, "web");
        narrow.opponents.pop();
        table.put("futbol", "web:narrow", narrow.clone());
        assert!(!counts(&narrow, "web", now));
        narrow.met("web:o9");
        assert!(counts(&narrow, "web", now));
        let query = |asker: &str| BoardQuery {
            game: "futbol",
            scope: "web".into(),
            asker: Some(asker.into()),
            now,
            hidden: Vec::new(),
        };
        let board = table.board(&query("web:00"));
        let owners: Vec<_> = board.top.iter().map(|p| p.owner.as_str()).collect();
        assert_eq!(owners[0], "web:14");
        assert_eq!(owners.len(), TOP);
        let own = board.asker.expect("the asker's place");
        assert_eq!((own.place, own.owner.as_str()), (15, "web:00"));
        assert_eq!(table.board(&query("web:14")).asker, None, "in the top");
        // Hidden by the scope's admins: gone, and the places close up.
        let hiding = BoardQuery {
            hidden: vec!["web:14".into(), "web:13".into()],
            ..query("web:00")
        };
        let board = table.board(&hiding);
        assert_eq!(board.top[0].owner, "web:12");
        assert!(board.top.iter().all(|p| p.owner != "web:14"));
        let own = board.asker.expect("the asker's place");
        assert_eq!(own.place, 13, "two fewer above");
        assert!(
            table
                .board(&BoardQuery {
                    hidden: vec!["web:00".into()],
                    ..query("web:00")
                })
                .asker
                .is_none()
        );
        // A newer record moves the player; an older one is ignored.
        table.put("futbol", "web:00", {
            let mut s = settled(2000.0, now, "web");
            s.wins = 2;
            s
        });
        table.put("futbol", "web:00", settled(1000.0, now, "web"));
        assert_eq!(table.board(&query("web:00")).top[0].owner, "web:00");
    }
}
