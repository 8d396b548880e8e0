//! Records that do not decode, moved to the `quarantine` table (see
//! [`crate::store::SetAside`]): each move is one transaction, and happens
//! only while the row still holds the bytes that failed, so a value
//! another process has just rewritten stays where it is.

use super::{Postgres, big, pg};
use crate::store::backend::Quarantine;
use crate::store::{Kind, SetAside, StoreError};
use deadpool_postgres::Pool;

impl Quarantine for Postgres {
    fn set_aside(&self, record: &SetAside) -> Result<(), StoreError> {
        self.run(set_aside(self.pool.clone(), record.clone()))
    }

    fn records_set_aside(&self) -> Result<Vec<SetAside>, StoreError> {
        self.run(records(self.pool.clone()))
    }
}

/// Moves `record` from its table to the quarantine; a room also leaves
/// the deadline and channel indexes that name it (its code stays taken).
pub(super) async fn set_aside(pool: Pool, record: SetAside) -> Result<(), StoreError> {
    let mut client = Postgres::client(&pool).await?;
    let tx = client.transaction().await.map_err(pg)?;
    let key = &record.key;
    let moved = match record.kind {
        Kind::Room => {
            let moved = tx
                .execute(
                    "DELETE FROM rooms WHERE code = $1 AND state = $2",
                    &[key, &record.bytes],
                )
                .await
                .map_err(pg)?;
            if moved == 1 {
                for sql in [
                    "DELETE FROM deadlines WHERE code = $1",
                    "DELETE FROM channels WHERE code = $1",
                ] {
                    tx.execute(sql, &[key]).await.map_err(pg)?;
                }
            }
            moved
        }
        Kind::Game => {
            // The archive keeps games as text: bytes read from it are text.
            let (Ok(id), Ok(game)) = (key.parse::<u64>(), std::str::from_utf8(&record.bytes))
            else {
                return Ok(());
            };
            tx.execute(
                "DELETE FROM archive WHERE id = $1 AND game = $2",
                &[&big(id), &game],
            )
            .await
            .map_err(pg)?
        }
        Kind::Setting => tx
            .execute(
                "DELETE FROM settings WHERE key = $1 AND value = $2",
                &[key, &record.bytes],
            )
            .await
            .map_err(pg)?,
        Kind::Tournament => {
            let Ok(id) = key.parse::<u64>() else {
                return Ok(());
            };
            tx.execute(
                "DELETE FROM tournaments WHERE id = $1 AND value = $2",
                &[&big(id), &record.bytes],
            )
            .await
            .map_err(pg)?
        }
    };
    if moved == 1 {
        tx.execute(
            "INSERT INTO quarantine (kind, key, bytes, reason, at) VALUES ($1, $2, $3, $4, $5)",
            &[
                &record.kind.name(),
                key,
                &record.bytes,
                &record.reason,
                &big(record.at),
            ],
        )
        .await
        .map_err(pg)?;
    }
    tx.commit().await.map_err(pg)
}

/// Every record in the quarantine, oldest first.
pub(super) async fn records(pool: Pool) -> Result<Vec<SetAside>, StoreError> {
    let client = Postgres::client(&pool).await?;
    let rows = client
        .query(
            "SELECT kind, key, bytes, reason, at FROM quarantine ORDER BY id",
            &[],
        )
        .await
        .map_err(pg)?;
    Ok(rows
        .iter()
        .filter_map(|row| {
            Some(SetAside {
                kind: Kind::from_name(row.get(0))?,
                key: row.get(1),
                bytes: row.get(2),
                reason: row.get(3),
                at: row.get::<_, i64>(4).max(0) as u64,
            })
        })
        .collect())
}
