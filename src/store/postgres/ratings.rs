//! Ratings in PostgreSQL: players' records in `ratings` and their changes
//! in `rating_history` (migrations 7 and 8), both changed in the
//! transaction that archives a rated game; leaderboards from each
//! process's table in memory (`leaders.rs`).

use super::{Postgres, big, pg};
use crate::store::backend::RatingRecords;
use crate::store::leaderboard::{Board, BoardQuery, Rated};
use crate::store::ratings::{Standing, rated, standings_after};
use crate::store::{ArchivedGame, StoreError};
use deadpool_postgres::GenericClient;
use tokio_postgres::types::ToSql;

/// A rated game's two records, read and locked: the owners and their
/// stored records, White's first.
pub(super) struct Locked {
    variant: &'static str,
    owners: [String; 2],
    stored: [String; 2],
}

/// First half of rating a game in the transaction that archives it: both
/// players' rows are made if new and locked, in a fixed order (the owners
/// sorted), with their stored records returned, so two processes
/// finishing games of one player at once both count: the second waits and
/// rates from the first's result. One statement (an upsert whose update
/// changes nothing but takes the row's lock), which the save sends with
/// the archive's own statements. `None` for a game not rated.
pub(super) async fn lock(
    tx: &impl GenericClient,
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
    let locking: [&(dyn ToSql + Sync); 5] = [
        &variant,
        &owners[first],
        &fresh_first,
        &owners[second],
        &fresh_second,
    ];
    // Prepared once per connection, the write's statement too, so that
    // [`write`] sends its statement at once, ahead of a `COMMIT` sent
    // beside it.
    let (lock, write) = tokio::join!(tx.prepare_cached(LOCK), tx.prepare_cached(WRITE));
    let lock = lock.map_err(pg)?;
    write.map_err(pg)?;
    let mut stored = [String::new(), String::new()];
    for row in tx.query(&lock, &locking).await.map_err(pg)? {
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

/// Second half: both records and both changes written in one statement;
/// the records, for this process's leaderboards.
pub(super) async fn write(
    tx: &impl GenericClient,
    game: &ArchivedGame,
    locked: Locked,
) -> Result<Vec<Rated>, StoreError> {
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
    let records = [text(&after[0].1), text(&after[1].1)];
    let changes = [text(&after[0].2), text(&after[1].2)];
    let id = big(game.id);
    let writing: [&(dyn ToSql + Sync); 8] = [
        &variant,
        &owners[0],
        &records[0],
        &owners[1],
        &records[1],
        &id,
        &changes[0],
        &changes[1],
    ];
    let statement = tx.prepare_cached(WRITE).await.map_err(pg)?;
    tx.execute(&statement, &writing).await.map_err(pg)?;
    let [(white, ..), (black, ..)] = after;
    let [white_owner, black_owner] = owners;
    Ok(vec![
        (variant, white_owner, white),
        (variant, black_owner, black),
    ])
}

/// Both players' rows made if new and locked, sorted, with their records.
const LOCK: &str = "INSERT INTO ratings (game, owner, rating) VALUES ($1, $2, $3), ($1, $4, $5)
     ON CONFLICT (game, owner) DO UPDATE SET rating = ratings.rating
     RETURNING owner, rating";

/// Both players' records and changes (each changed record is announced
/// by the trigger of migrations 9 and 11).
const WRITE: &str = "WITH changed AS (
         UPDATE ratings AS r SET rating = v.rating
         FROM (VALUES ($2::text, $3::text), ($4::text, $5::text)) AS v(owner, rating)
         WHERE r.game = $1 AND r.owner IN ($2, $4) AND r.owner = v.owner
     )
     INSERT INTO rating_history (game, owner, id, change)
     VALUES ($1, $2, $6, $7), ($1, $4, $6, $8) ON CONFLICT DO NOTHING";

/// One player's stored record (JSON), if any.
pub(super) async fn record_of(
    pool: &deadpool_postgres::Pool,
    game: &str,
    owner: &str,
) -> Result<Option<String>, StoreError> {
    let client = Postgres::client(pool).await?;
    let row = client
        .query_opt(
            "SELECT rating FROM ratings WHERE game = $1 AND owner = $2",
            &[&game, &owner],
        )
        .await
        .map_err(pg)?;
    Ok(row.map(|row| row.get(0)))
}

impl RatingRecords for Postgres {
    fn standing(&self, game: &str, owner: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let (pool, game, owner) = (self.pool.clone(), game.to_string(), owner.to_string());
        self.run(async move {
            let record = record_of(&pool, &game, &owner).await?;
            Ok(record.map(String::into_bytes))
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
        self.leaders.board(query)
    }
}
