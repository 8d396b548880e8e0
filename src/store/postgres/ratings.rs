//! Ratings in PostgreSQL: players' records in `ratings`, their changes in
//! `rating_history` and their leaderboard rows in `standings` (migrations
//! 7 and 8), all changed in the transaction that archives a rated game.

use super::{Postgres, big, pg};
use crate::store::backend::RatingRecords;
use crate::store::leaderboard::{self, Board, BoardQuery, Placed, TOP, listed_until};
use crate::store::ratings::{Standing, rated, standings_after};
use crate::store::{ArchivedGame, StoreError};
use tokio_postgres::types::ToSql;

/// A rated game's two records, read and locked: the owners and their
/// stored records, White's first.
pub(super) struct Locked {
    variant: &'static str,
    owners: [String; 2],
    stored: [String; 2],
}

/// First half of rating a game in the transaction that archives it: both
/// players' rows are made if new, then read and locked in a fixed order
/// (the owners sorted), so two processes finishing games of one player at
/// once both count: the second waits and rates from the first's result.
/// Two statements sent together: one round trip, which the save overlaps
/// with the archive's own statements. `None` for a game not rated.
pub(super) async fn lock(
    tx: &deadpool_postgres::Transaction<'_>,
    game: &ArchivedGame,
) -> Result<Option<Locked>, StoreError> {
    let Some((variant, owners)) = rated(game) else {
        return Ok(None);
    };
    let players = [&game.white, &game.black];
    let mut order = [0, 1];
    order.sort_by_key(|&side| &owners[side]);
    let fresh = |side: usize| serde_json::to_string(&Standing::new(&players[side].name));
    let (first, second) = (order[0], order[1]);
    let (fresh_first, fresh_second) = (fresh(first)?, fresh(second)?);
    let inserting: [&(dyn ToSql + Sync); 5] = [
        &variant,
        &owners[first],
        &fresh_first,
        &owners[second],
        &fresh_second,
    ];
    let locking: [&(dyn ToSql + Sync); 3] = [&variant, &owners[first], &owners[second]];
    // Prepared once per connection: each statement is then one message
    // out, and the two go out in this order (the insert first).
    let (insert, select) = tokio::join!(
        tx.prepare_cached(
            "INSERT INTO ratings (game, owner, rating) VALUES ($1, $2, $3), ($1, $4, $5)
             ON CONFLICT DO NOTHING"
        ),
        tx.prepare_cached(
            "SELECT owner, rating FROM ratings WHERE game = $1 AND owner IN ($2, $3)
             ORDER BY owner FOR UPDATE"
        ),
    );
    let (insert, select) = (insert.map_err(pg)?, select.map_err(pg)?);
    let (inserted, rows) =
        tokio::join!(tx.execute(&insert, &inserting), tx.query(&select, &locking));
    inserted.map_err(pg)?;
    let mut stored = [String::new(), String::new()];
    for row in rows.map_err(pg)? {
        let owner: String = row.get(0);
        let side = usize::from(owner != owners[0]);
        stored[side] = row.get(1);
    }
    Ok(Some(Locked {
        variant,
        owners,
        stored,
    }))
}

/// Second half: both records, both changes and every leaderboard row of
/// both players written, three statements sent together.
pub(super) async fn write(
    tx: &deadpool_postgres::Transaction<'_>,
    game: &ArchivedGame,
    locked: Locked,
) -> Result<(), StoreError> {
    let Locked {
        variant,
        owners,
        stored,
    } = locked;
    let after = standings_after(
        game,
        [Some(stored[0].as_bytes()), Some(stored[1].as_bytes())],
    )?;
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    let records = [text(&after[0].0), text(&after[1].0)];
    let changes = [text(&after[0].1), text(&after[1].1)];
    // One row per player and scope, as columns for UNNEST: the rating to
    // order by, and until when the player counts there.
    let (mut scopes, mut who, mut milli, mut until) = (vec![], vec![], vec![], vec![]);
    for (owner, (record, _)) in owners.iter().zip(&after) {
        let record: Standing = serde_json::from_slice(record)?;
        for scope in record.places.keys() {
            scopes.push(scope.clone());
            who.push(owner.clone());
            milli.push(leaderboard::milli(&record));
            until.push(listed_until(&record, scope).map(big));
        }
    }
    let id = big(game.id);
    let updating: [&(dyn ToSql + Sync); 5] =
        [&variant, &owners[0], &records[0], &owners[1], &records[1]];
    let recording: [&(dyn ToSql + Sync); 6] = [
        &variant,
        &owners[0],
        &id,
        &changes[0],
        &owners[1],
        &changes[1],
    ];
    let listing: [&(dyn ToSql + Sync); 5] = [&variant, &scopes, &who, &milli, &until];
    let (update, history, standings) = tokio::join!(
        tx.prepare_cached(UPDATE),
        tx.prepare_cached(HISTORY),
        tx.prepare_cached(STANDINGS),
    );
    let (update, history, standings) = (
        update.map_err(pg)?,
        history.map_err(pg)?,
        standings.map_err(pg)?,
    );
    let (updated, recorded, listed) = tokio::join!(
        tx.execute(&update, &updating),
        tx.execute(&history, &recording),
        tx.execute(&standings, &listing),
    );
    updated.map_err(pg)?;
    recorded.map_err(pg)?;
    listed.map_err(pg)?;
    Ok(())
}

/// Both players' records, two rows.
const UPDATE: &str = "UPDATE ratings AS r SET rating = v.rating
         FROM (VALUES ($2::text, $3::text), ($4::text, $5::text)) AS v(owner, rating)
         WHERE r.game = $1 AND r.owner = v.owner";

/// Both players' changes.
const HISTORY: &str = "INSERT INTO rating_history (game, owner, id, change)
         VALUES ($1, $2, $3, $4), ($1, $5, $3, $6) ON CONFLICT DO NOTHING";

/// Every leaderboard row of both players, as columns.
const STANDINGS: &str = "INSERT INTO standings (game, scope, owner, milli, until)
         SELECT $1, x.* FROM UNNEST($2::text[], $3::text[], $4::int8[], $5::int8[]) AS x
         ON CONFLICT (game, scope, owner) DO UPDATE SET
           milli = EXCLUDED.milli, until = EXCLUDED.until";

/// The condition a listed row meets (`$1` game, `$2` scope, `$3` now):
/// its player still counts there, as the sled table's `listed_until`
/// decides (one integer, in the leaderboard's index).
const LISTED: &str = "s.game = $1 AND s.scope = $2 AND s.until >= $3";

impl RatingRecords for Postgres {
    fn standing(&self, game: &str, owner: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let (pool, game, owner) = (self.pool.clone(), game.to_string(), owner.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt(
                    "SELECT rating FROM ratings WHERE game = $1 AND owner = $2",
                    &[&game, &owner],
                )
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, String>(0).into_bytes()))
        })
    }

    fn rating_history(
        &self,
        game: &str,
        owner: &str,
        upto: Option<u64>,
        limit: usize,
    ) -> Result<Vec<Vec<u8>>, StoreError> {
        let (pool, game, owner) = (self.pool.clone(), game.to_string(), owner.to_string());
        let (upto, limit) = (big(upto.unwrap_or(u64::MAX)), big(limit as u64));
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT change FROM rating_history WHERE game = $1 AND owner = $2 AND id <= $3
                     ORDER BY id DESC LIMIT $4",
                    &[&game, &owner, &upto, &limit],
                )
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|row| row.get::<_, String>(0).into_bytes())
                .collect())
        })
    }

    fn leaderboard(&self, query: &BoardQuery) -> Result<Board, StoreError> {
        let (pool, query) = (self.pool.clone(), query.clone());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let now = big(query.now);
            let params: [&(dyn ToSql + Sync); 3] = [&query.game, &query.scope, &now];
            let rows = client
                .query(
                    &format!(
                        "SELECT s.owner, r.rating FROM standings s
                         JOIN ratings r ON r.game = s.game AND r.owner = s.owner
                         WHERE {LISTED} ORDER BY s.milli DESC, s.owner LIMIT {TOP}"
                    ),
                    &params,
                )
                .await
                .map_err(pg)?;
            let mut board = Board::default();
            for (place, row) in (1..).zip(&rows) {
                board.top.push(Placed {
                    place,
                    owner: row.get(0),
                    standing: serde_json::from_str(row.get(1))?,
                });
            }
            let Some(asker) = &query.asker else {
                return Ok(board);
            };
            if board.top.iter().any(|p| &p.owner == asker) {
                return Ok(board);
            }
            let own = client
                .query_opt(
                    &format!(
                        "SELECT s.milli, r.rating FROM standings s
                         JOIN ratings r ON r.game = s.game AND r.owner = s.owner
                         WHERE {LISTED} AND s.owner = $4"
                    ),
                    &[&query.game, &query.scope, &now, asker],
                )
                .await
                .map_err(pg)?;
            let Some(own) = own else {
                return Ok(board);
            };
            let milli: i64 = own.get(0);
            let above: i64 = client
                .query_one(
                    &format!(
                        "SELECT count(*) FROM standings s WHERE {LISTED}
                         AND (s.milli > $4 OR (s.milli = $4 AND s.owner < $5))"
                    ),
                    &[&query.game, &query.scope, &now, &milli, asker],
                )
                .await
                .map_err(pg)?
                .get(0);
            board.asker = Some(Placed {
                place: u32::try_from(above + 1).unwrap_or(u32::MAX),
                owner: asker.clone(),
                standing: serde_json::from_str(own.get(1))?,
            });
            Ok(board)
        })
    }
}
