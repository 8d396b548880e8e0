//! Ratings in PostgreSQL: the `ratings` table (migration 7), changed in
//! the transaction that archives a rated game.

use super::{Postgres, pg};
use crate::community::ratings::Rating;
use crate::store::backend::RatingRecords;
use crate::store::ratings::{rated, rerated};
use crate::store::{ArchivedGame, StoreError};

/// Both players' ratings after a rated game, in the transaction that
/// archives it. Their rows are made first and then locked, so two
/// processes finishing games of one player at once both count (the second
/// waits and rates from the first's result).
pub(super) async fn rate(
    tx: &deadpool_postgres::Transaction<'_>,
    game: &ArchivedGame,
) -> Result<(), StoreError> {
    let Some((variant, owners, white_score)) = rated(game) else {
        return Ok(());
    };
    let fresh = serde_json::to_string(&Rating::default())?;
    // In a fixed order, so two transactions never wait on each other.
    let mut ordered = owners.clone();
    ordered.sort();
    for owner in &ordered {
        tx.execute(
            "INSERT INTO ratings (game, owner, rating) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            &[&variant, owner, &fresh],
        )
        .await
        .map_err(pg)?;
    }
    let mut stored: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
    for owner in &ordered {
        let row = tx
            .query_one(
                "SELECT rating FROM ratings WHERE game = $1 AND owner = $2 FOR UPDATE",
                &[&variant, owner],
            )
            .await
            .map_err(pg)?;
        let slot = usize::from(owner != &owners[0]);
        stored[slot] = row.get::<_, String>(0).into_bytes();
    }
    let written = rerated(
        game,
        white_score,
        [Some(stored[0].as_slice()), Some(stored[1].as_slice())],
    )?;
    for (owner, value) in owners.iter().zip(written) {
        let value = String::from_utf8_lossy(&value).into_owned();
        tx.execute(
            "UPDATE ratings SET rating = $3 WHERE game = $1 AND owner = $2",
            &[&variant, owner, &value],
        )
        .await
        .map_err(pg)?;
    }
    Ok(())
}

impl RatingRecords for Postgres {
    fn rating(&self, game: &str, owner: &str) -> Result<Option<Vec<u8>>, StoreError> {
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
}
