//! Ratings in PostgreSQL: players' records in `ratings`, their changes in
//! `rating_history` and their leaderboard rows in `standings` (migrations
//! 7 and 8), all changed in the transaction that archives a rated game.

use super::{Postgres, big, pg};
use crate::community::ratings::{PERIODS_PER_DAY, PROVISIONAL};
use crate::store::backend::RatingRecords;
use crate::store::leaderboard::{ACTIVE_SECONDS, Board, BoardQuery, Placed, TOP};
use crate::store::ratings::{Standing, rated, standings_after};
use crate::store::{ArchivedGame, StoreError};
use tokio_postgres::types::ToSql;

/// Both players' records after a rated game, in the transaction that
/// archives it. Their rows are made first and then locked, so two
/// processes finishing games of one player at once both count (the second
/// waits and rates from the first's result).
pub(super) async fn rate(
    tx: &deadpool_postgres::Transaction<'_>,
    game: &ArchivedGame,
) -> Result<(), StoreError> {
    let Some((variant, owners)) = rated(game) else {
        return Ok(());
    };
    // In a fixed order, so two transactions never wait on each other.
    let mut ordered: Vec<usize> = vec![0, 1];
    ordered.sort_by_key(|&side| &owners[side]);
    let players = [&game.white, &game.black];
    for &side in &ordered {
        let fresh = serde_json::to_string(&Standing::new(&players[side].name))?;
        tx.execute(
            "INSERT INTO ratings (game, owner, rating) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            &[&variant, &owners[side], &fresh],
        )
        .await
        .map_err(pg)?;
    }
    let mut stored: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
    for &side in &ordered {
        let row = tx
            .query_one(
                "SELECT rating FROM ratings WHERE game = $1 AND owner = $2 FOR UPDATE",
                &[&variant, &owners[side]],
            )
            .await
            .map_err(pg)?;
        stored[side] = row.get::<_, String>(0).into_bytes();
    }
    let after = standings_after(game, [Some(&stored[0]), Some(&stored[1])])?;
    for (owner, (standing, change)) in owners.iter().zip(after) {
        let record: Standing = serde_json::from_slice(&standing)?;
        let text = |bytes: Vec<u8>| String::from_utf8_lossy(&bytes).into_owned();
        tx.execute(
            "UPDATE ratings SET rating = $3 WHERE game = $1 AND owner = $2",
            &[&variant, owner, &text(standing)],
        )
        .await
        .map_err(pg)?;
        tx.execute(
            "INSERT INTO rating_history (game, owner, id, change) VALUES ($1, $2, $3, $4)
             ON CONFLICT DO NOTHING",
            &[&variant, owner, &big(game.id), &text(change)],
        )
        .await
        .map_err(pg)?;
        let rating = record.rating;
        let milli = (rating.rating * 1000.0).round() as i64;
        for (scope, &last) in &record.places {
            tx.execute(
                "INSERT INTO standings
                   (game, scope, owner, milli, deviation, volatility, at, last)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (game, scope, owner) DO UPDATE SET
                   milli = EXCLUDED.milli, deviation = EXCLUDED.deviation,
                   volatility = EXCLUDED.volatility, at = EXCLUDED.at, last = EXCLUDED.last",
                &[
                    &variant,
                    scope,
                    owner,
                    &milli,
                    &rating.deviation,
                    &rating.volatility,
                    &big(rating.at),
                    &big(last),
                ],
            )
            .await
            .map_err(pg)?;
        }
    }
    Ok(())
}

/// The condition a listed row meets (`$1` game, `$2` scope, `$3` now,
/// `$4` oldest last game): as `leaderboard::counts` says, with the
/// deviation grown with the absence as `Rating::at_time` grows it.
fn listed() -> String {
    format!(
        "s.game = $1 AND s.scope = $2 AND s.last >= $4
         AND sqrt(power(s.deviation / 173.7178, 2)
                  + power(s.volatility, 2) * (greatest($3 - s.at, 0)::float8 / 86400.0)
                    * {PERIODS_PER_DAY}) * 173.7178 < {PROVISIONAL}"
    )
}

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
            let (now, oldest) = (
                big(query.now),
                big(query.now.saturating_sub(ACTIVE_SECONDS)),
            );
            let params: [&(dyn ToSql + Sync); 4] = [&query.game, &query.scope, &now, &oldest];
            let rows = client
                .query(
                    &format!(
                        "SELECT s.owner, r.rating FROM standings s
                         JOIN ratings r ON r.game = s.game AND r.owner = s.owner
                         WHERE {} ORDER BY s.milli DESC, s.owner LIMIT {TOP}",
                        listed()
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
                         WHERE {} AND s.owner = $5",
                        listed()
                    ),
                    &[&query.game, &query.scope, &now, &oldest, asker],
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
                        "SELECT count(*) FROM standings s WHERE {}
                         AND (s.milli > $5 OR (s.milli = $5 AND s.owner < $6))",
                        listed()
                    ),
                    &[&query.game, &query.scope, &now, &oldest, &milli, asker],
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
