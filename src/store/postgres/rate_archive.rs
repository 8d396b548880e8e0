//! Migration 8's data part: the games already archived are rated once, in
//! the order they ended, at the first open after the upgrade. Each batch
//! is one transaction that also moves the cursor (`rated_through`), so an
//! upgrade cut short resumes; one process does it while the others wait
//! on an advisory lock.

use super::ratings::{lock, write};
use super::{Postgres, big, pg};
use crate::store::{ArchivedGame, StoreError};
use deadpool_postgres::Pool;

/// Games rated in one transaction.
const BATCH: usize = 500;
/// The advisory lock the upgrade holds.
const LOCK: i64 = 7_274_151_802;

/// Rates the archived games after the cursor, unless that is done.
pub(super) async fn rate_archive(pool: &Pool) -> Result<(), StoreError> {
    let mut client = Postgres::client(pool).await?;
    client
        .execute("SELECT pg_advisory_lock($1)", &[&LOCK])
        .await
        .map_err(pg)?;
    let result = rate_all(&mut client).await;
    client
        .execute("SELECT pg_advisory_unlock($1)", &[&LOCK])
        .await
        .map_err(pg)?;
    result
}

async fn rate_all(client: &mut deadpool_postgres::Object) -> Result<(), StoreError> {
    let row = client
        .query_one("SELECT ended, id, done FROM rated_through", &[])
        .await
        .map_err(pg)?;
    if row.get::<_, bool>(2) {
        return Ok(());
    }
    let cursor: (i64, i64) = (row.get(0), row.get(1));
    let mut games = in_order(client, |game| {
        (big(game.ended), big(game.id)) > cursor && game.ratable()
    })
    .await?;
    let total = games.len();
    for batch in games.chunks_mut(BATCH) {
        let tx = client.transaction().await.map_err(pg)?;
        for game in batch.iter_mut() {
            game.rated = true;
            let json = serde_json::to_string(game)?;
            tx.execute(
                "UPDATE archive SET game = $2 WHERE id = $1",
                &[&big(game.id), &json],
            )
            .await
            .map_err(pg)?;
            if let Some(locked) = lock(&tx, game).await? {
                write(&tx, game, locked).await?;
            }
        }
        if let Some(last) = batch.last() {
            tx.execute(
                "UPDATE rated_through SET ended = $1, id = $2",
                &[&big(last.ended), &big(last.id)],
            )
            .await
            .map_err(pg)?;
        }
        tx.commit().await.map_err(pg)?;
    }
    client
        .execute("UPDATE rated_through SET done = TRUE", &[])
        .await
        .map_err(pg)?;
    tracing::info!("store: rated {total} archived games");
    Ok(())
}

/// The archived games that `keep`, in the order they ended (a game that
/// does not decode is set aside where it is read, and left out here).
pub(super) async fn in_order(
    client: &deadpool_postgres::Object,
    keep: impl Fn(&ArchivedGame) -> bool,
) -> Result<Vec<ArchivedGame>, StoreError> {
    let rows = client
        .query("SELECT game FROM archive", &[])
        .await
        .map_err(pg)?;
    let mut games: Vec<ArchivedGame> = rows
        .iter()
        .filter_map(|row| serde_json::from_str(row.get(0)).ok())
        .filter(|game| keep(game))
        .collect();
    games.sort_unstable_by_key(|game| (game.ended, game.id));
    Ok(games)
}
