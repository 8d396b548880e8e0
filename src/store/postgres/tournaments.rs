//! Tournaments in PostgreSQL: a row each, written only over the version it
//! was read at (`postgres10.sql`).

use super::{Postgres, big, pg};
use crate::store::StoreError;
use crate::store::backend::TournamentRecords;

fn id_of(value: i64) -> u64 {
    value.max(0) as u64
}

impl TournamentRecords for Postgres {
    fn next_tournament_id(&self) -> Result<u64, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_one("SELECT nextval('tournament_ids')", &[])
                .await
                .map_err(pg)?;
            Ok(id_of(row.get(0)))
        })
    }

    fn save_tournament(
        &self,
        id: u64,
        version: Option<u64>,
        open: bool,
        value: &[u8],
    ) -> Result<u64, StoreError> {
        let (pool, value) = (self.pool.clone(), value.to_vec());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let written = match version {
                None => client
                    .execute(
                        "INSERT INTO tournaments (id, version, open, value) VALUES ($1, 1, $2, $3)
                             ON CONFLICT (id) DO NOTHING",
                        &[&big(id), &open, &value],
                    )
                    .await,
                Some(version) => {
                    client
                        .execute(
                            "UPDATE tournaments SET version = version + 1, open = $2, value = $3
                             WHERE id = $1 AND version = $4",
                            &[&big(id), &open, &value, &big(version)],
                        )
                        .await
                }
            };
            if written.map_err(pg)? != 1 {
                return Err(StoreError::Conflict);
            }
            if version.is_none() {
                // An id the sequence has not given yet is an imported one:
                // the sequence moves past it. (An id it gave is at or below
                // its last value, so a creation never moves it back.)
                client
                    .execute(
                        "SELECT setval('tournament_ids', $1)
                         FROM tournament_ids WHERE last_value < $1",
                        &[&big(id)],
                    )
                    .await
                    .map_err(pg)?;
            }
            Ok(version.map_or(1, |v| v + 1))
        })
    }

    fn tournament(&self, id: u64) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt(
                    "SELECT version, value FROM tournaments WHERE id = $1",
                    &[&big(id)],
                )
                .await
                .map_err(pg)?;
            Ok(row.map(|row| (id_of(row.get(0)), row.get(1))))
        })
    }

    fn open_tournaments(&self) -> Result<Vec<(u64, u64, Vec<u8>)>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT id, version, value FROM tournaments WHERE open ORDER BY id",
                    &[],
                )
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|row| (id_of(row.get(0)), id_of(row.get(1)), row.get(2)))
                .collect())
        })
    }

    fn all_tournaments(&self) -> Result<Vec<(u64, bool, Vec<u8>)>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query("SELECT id, open, value FROM tournaments ORDER BY id", &[])
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|row| (id_of(row.get(0)), row.get(1), row.get(2)))
                .collect())
        })
    }
}
