//! The PostgreSQL store as a whole: its contents, for a move between
//! backends, the ratings of games imported into it, and its backup (which
//! is `pg_dump`'s).

use super::rate_archive::in_order;
use super::ratings::{lock, write};
use super::{Postgres, big, pg};
use crate::store::backend::{Backend, Contents};
use crate::store::{CodeUse, StoreError};

/// Games rated in one transaction.
const BATCH: usize = 500;

impl Contents for Postgres {
    fn all_settings(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query("SELECT key, value FROM settings ORDER BY key", &[])
                .await
                .map_err(pg)?;
            Ok(rows.iter().map(|row| (row.get(0), row.get(1))).collect())
        })
    }

    fn all_codes(&self) -> Result<Vec<(String, CodeUse)>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT code, open, free_at, games FROM codes ORDER BY code",
                    &[],
                )
                .await
                .map_err(pg)?;
            let used = |row: &tokio_postgres::Row| CodeUse {
                open: row.get(1),
                free_at: row.get::<_, i64>(2).max(0) as u64,
                games: row
                    .get::<_, Vec<i64>>(3)
                    .into_iter()
                    .map(|id| id.max(0) as u64)
                    .collect(),
            };
            Ok(rows.iter().map(|row| (row.get(0), used(row))).collect())
        })
    }

    fn import_codes(&self, codes: &[(String, CodeUse)]) -> Result<(), StoreError> {
        let (pool, codes) = (self.pool.clone(), codes.to_vec());
        self.run(async move {
            let mut client = Postgres::client(&pool).await?;
            let tx = client.transaction().await.map_err(pg)?;
            for (code, used) in &codes {
                let games: Vec<i64> = used.games.iter().map(|&id| big(id)).collect();
                tx.execute(
                    "INSERT INTO codes (code, open, free_at, games) VALUES ($1, $2, $3, $4)
                     ON CONFLICT (code) DO UPDATE SET open = EXCLUDED.open,
                         free_at = EXCLUDED.free_at, games = EXCLUDED.games",
                    &[code, &used.open, &big(used.free_at), &games],
                )
                .await
                .map_err(pg)?;
            }
            tx.commit().await.map_err(pg)
        })
    }

    fn rate_imported(&self) -> Result<usize, StoreError> {
        let pool = self.pool.clone();
        let written = self.run(async move {
            let mut client = Postgres::client(&pool).await?;
            let games = in_order(&client, |game| game.rated).await?;
            let mut written = Vec::new();
            for batch in games.chunks(BATCH) {
                let tx = client.transaction().await.map_err(pg)?;
                for game in batch {
                    if let Some(locked) = lock(&tx, game).await? {
                        written.extend(write(&tx, game, locked).await?);
                    }
                }
                tx.commit().await.map_err(pg)?;
            }
            Ok((games.len(), written))
        })?;
        let (count, written) = written;
        self.leaders.rated(written);
        Ok(count)
    }
}

impl Backend for Postgres {
    fn name(&self) -> &'static str {
        "postgres"
    }

    fn backup(&self, _: &mut dyn std::io::Write) -> Result<(), StoreError> {
        Err(StoreError::Backup(
            "a PostgreSQL store is backed up with pg_dump (see the README)".into(),
        ))
    }
}
