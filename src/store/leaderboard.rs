//! Leaderboards: who leads one game in one scope (a community, or a whole
//! platform), among players whose rating is settled and who played there
//! lately, with the asker's own place. PostgreSQL answers with SQL over
//! its `standings` table; sled, which one process owns, keeps a [`Table`]
//! in memory, made once from its records and moved with every rated game.

use super::ratings::Standing;
use super::{Store, StoreError, player_key};
use crate::community::ratings::PROVISIONAL;
use crate::engine::Variant;
use crate::ids::Platform;
use std::cmp::Reverse;
use std::collections::{BTreeSet, HashMap};

/// Only players with a rated game in the scope this recently are listed.
pub const ACTIVE_SECONDS: u64 = 90 * 86_400;
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
/// line) and they played a rated game there in the last 90 days.
pub fn counts(standing: &Standing, scope: &str, now: u64) -> bool {
    let recent = standing
        .places
        .get(scope)
        .is_some_and(|&at| at + ACTIVE_SECONDS >= now);
    recent && standing.rating.at_time(now).deviation < PROVISIONAL
}

/// The order of a leaderboard: higher ratings first, then by owner, as a
/// key that sorts (ratings to a thousandth).
fn order(standing: &Standing, owner: &str) -> (Reverse<i64>, String) {
    let milli = (standing.rating.rating * 1000.0).round() as i64;
    (Reverse(milli), owner.to_string())
}

/// Every record of one backend in memory, in leaderboard order per game
/// and scope.
#[derive(Default)]
pub struct Table {
    games: HashMap<String, GameTable>,
}

/// One game's records and orders.
#[derive(Default)]
struct GameTable {
    /// Records by owner.
    records: HashMap<String, Standing>,
    /// Owners by scope, best first.
    order: HashMap<String, BTreeSet<(Reverse<i64>, String)>>,
}

impl Table {
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
                if let Some(set) = table.order.get_mut(scope) {
                    set.remove(&old_order);
                }
            }
        }
        let new_order = order(&standing, owner);
        for scope in standing.places.keys() {
            table
                .order
                .entry(scope.clone())
                .or_default()
                .insert(new_order.clone());
        }
        table.records.insert(owner.to_string(), standing);
    }

    /// The leaderboard `query` asks for.
    pub fn board(&self, query: &BoardQuery) -> Board {
        let mut board = Board::default();
        let Some(table) = self.games.get(query.game) else {
            return board;
        };
        let Some(set) = table.order.get(&query.scope) else {
            return board;
        };
        // An asker who is not listed has no place to look for.
        let asker = query.asker.as_deref().filter(|owner| {
            (table.records.get(*owner)).is_some_and(|s| counts(s, &query.scope, query.now))
        });
        let mut place = 0;
        for (_, owner) in set {
            let Some(standing) = table.records.get(owner) else {
                continue;
            };
            if !counts(standing, &query.scope, query.now) {
                continue;
            }
            place += 1;
            let is_asker = asker == Some(owner.as_str());
            let placed = || Placed {
                place,
                owner: owner.clone(),
                standing: standing.clone(),
            };
            if board.top.len() < TOP {
                board.top.push(placed());
            } else if is_asker {
                board.asker = Some(placed());
            }
            let asker_found = asker.is_none()
                || board.asker.is_some()
                || board.top.iter().any(|p| Some(p.owner.as_str()) == asker);
            if board.top.len() >= TOP && asker_found {
                break;
            }
        }
        board
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
        self.backend.leaderboard(&BoardQuery {
            game: variant.name(),
            scope: scope.to_string(),
            asker: asker.map(|(platform, id)| player_key(platform, id)),
            now,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::community::ratings::Rating;

    fn settled(rating: f64, at: u64, scope: &str) -> Standing {
        let mut standing = Standing::new("x");
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
        let query = |asker: &str| BoardQuery {
            game: "futbol",
            scope: "web".into(),
            asker: Some(asker.into()),
            now,
        };
        let board = table.board(&query("web:00"));
        let owners: Vec<_> = board.top.iter().map(|p| p.owner.as_str()).collect();
        assert_eq!(owners[0], "web:14");
        assert_eq!(owners.len(), TOP);
        let own = board.asker.expect("the asker's place");
        assert_eq!((own.place, own.owner.as_str()), (15, "web:00"));
        assert_eq!(table.board(&query("web:14")).asker, None, "in the top");
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
