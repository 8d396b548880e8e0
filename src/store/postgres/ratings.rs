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
/// players' rows are made if new, then read and locked in a fixed order
/// (the owners sorted), so two processes finishing games of one player at
/// once both count: the second waits and rates from the first's result.
/// Two statements sent together: one round trip, which the save overlaps
/// with the archive's own statements. `None` for a game not rated.
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
    let inserting: [&(dyn ToSql + Sync); 5] = [
        &variant,
        &owners[first],
        &fresh_first,
        &owners[second],
        &fresh_second,
    ];
    let locking: [&(dyn ToSql + Sync); 3] = [&variant, &owners[first], &owners[second]];
    // Prepared once per connection: each statement is then one message
    // out, and the two go out in this order (the insert first). The
    // writes' statements are prepared here too, so that [`write`] sends
    // its statements at once, ahead of a `COMMIT` sent beside it.
    let (insert, select, update, history) = tokio::join!(
        tx.prepare_cached(
            "INSERT INTO ratings (game, owner, rating) VALUES ($1, $2, $3), ($1, $4, $5)
             ON CONFLICT DO NOTHING"
        ),
        tx.prepare_cached(
            "SELECT owner, rating FROM ratings WHERE game = $1 AND owner IN ($2, $3)
             ORDER BY owner FOR UPDATE"
        ),
        tx.prepare_cached(UPDATE),
        tx.prepare_cached(HISTORY),
    );
    let (insert, select) = (insert.map_err(pg)?, select.map_err(pg)?);
    update.map_err(pg)?;
    history.map_err(pg)?;
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

/// Second half: both records and both changes written, two statements
/// sent together; the records, for this process's leaderboards.
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
    let (update, history) = tokio::join!(tx.prepare_cached(UPDATE), tx.prepare_cached(HISTORY));
    let (update, history) = (update.map_err(pg)?, history.map_err(pg)?);
    let (updated, recorded) = tokio::join!(
        tx.execute(&update, &updating),
        tx.execute(&history, &recording),
    );
    updated.map_err(pg)?;
    recorded.map_err(pg)?;
    let [(white, ..), (black, ..)] = after;
    let [white_owner, black_owner] = owners;
    Ok(vec![
        (variant, white_owner, white),
        (variant, black_owner, black),
    ])
}

/// Both players' records, two rows.
const UPDATE: &str = "UPDATE ratings AS r SET rating = v.rating
         FROM (VALUES ($2::text, $3::text), ($4::text, $5::text)) AS v(owner, rating)
         WHERE r.game = $1 AND r.owner = v.owner";

/// Both players' changes.
const HISTORY: &str = "INSERT INTO rating_history (game, owner, id, change)
         VALUES ($1, $2, $3, $4), ($1, $5, $3, $6) ON CONFLICT DO NOTHING";

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
