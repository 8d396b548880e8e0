//! Lines relayed between processes (see `store/relay.rs`) in the `relay`
//! table. A line is written in a transaction that does not wait for the
//! disk (`synchronous_commit` off for it alone): it must reach the other
//! processes if the one that wrote it dies, which a commit gives; a line
//! lost with the database server itself is only a chat line. Each batch is
//! announced by the notifier that announces room updates, after them.

use super::save::run;
use super::{Postgres, big, pg};
use crate::store::{Relay, RelayLine, StoreError};
use std::time::Duration;

const WRITE: &str = "WITH off AS (SELECT set_config('synchronous_commit', 'off', true))
    INSERT INTO relay (origin, platform, channel, target, body)
    SELECT l.* FROM off, unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
        AS l (origin, platform, channel, target, body)
    RETURNING seq";

impl Relay for Postgres {
    fn relay(&self, lines: &[RelayLine]) -> Result<(), StoreError> {
        let column = |f: fn(&RelayLine) -> Option<String>| lines.iter().map(f).collect::<Vec<_>>();
        let origins = column(|l| Some(l.origin.clone()));
        let platforms = column(|l| Some(l.platform.clone()));
        let channels = column(|l| Some(l.channel.clone()));
        let targets = column(|l| l.user.clone());
        let bodies = column(|l| Some(l.body.clone()));
        let pool = self.pool.clone();
        let last = self.run(async move {
            let client = Postgres::client(&pool).await?;
            let statement = client.prepare_cached(WRITE).await.map_err(pg)?;
            let params: [&(dyn tokio_postgres::types::ToSql + Sync); 5] =
                [&origins, &platforms, &channels, &targets, &bodies];
            let rows = client.query(&statement, &params).await.map_err(pg)?;
            Ok(rows.iter().map(|row| row.get::<_, i64>(0)).max())
        })?;
        if let (Some(notifier), Some(last)) = (&self.notifier, last) {
            notifier.relayed(last);
        }
        Ok(())
    }

    fn relayed(&self, after: u64, limit: usize) -> Result<Vec<(u64, RelayLine)>, StoreError> {
        let (pool, after, limit) = (self.pool.clone(), big(after), limit as i64);
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT seq, origin, platform, channel, target, body FROM relay
                     WHERE seq > $1 ORDER BY seq LIMIT $2",
                    &[&after, &limit],
                )
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|row| {
                    let line = RelayLine {
                        origin: row.get(1),
                        platform: row.get(2),
                        channel: row.get(3),
                        user: row.get(4),
                        body: row.get(5),
                    };
                    (row.get::<_, i64>(0).max(0) as u64, line)
                })
                .collect())
        })
    }

    fn relay_head(&self) -> Result<u64, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_one("SELECT coalesce(max(seq), 0) FROM relay", &[])
                .await
                .map_err(pg)?;
            Ok(row.get::<_, i64>(0).max(0) as u64)
        })
    }

    fn forget_relayed(&self, age: Duration) -> Result<(), StoreError> {
        let (pool, seconds) = (self.pool.clone(), age.as_secs_f64());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let sql = "DELETE FROM relay WHERE at < now() - make_interval(secs => $1)";
            run(&client, sql, [&seconds]).await.map(|_| ())
        })
    }
}
