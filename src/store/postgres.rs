//! The PostgreSQL backend: the same store in tables, for a bot whose data
//! must outlive one machine's disk (PostgreSQL commits with `fsync`).
//!
//! The host is synchronous (it runs on tokio's blocking pool, or on a test
//! thread with no runtime at all), so every query runs on this backend's
//! own small runtime and the caller waits for its answer on a channel; no
//! runtime is ever entered from inside another. Versioned migrations run
//! at connect, behind an advisory lock, and a database newer than this
//! build is refused. Values stay the JSON the sled backend keeps.

use super::backend::Backend;
use super::{ArchivedGame, CodeUse, RoomSave, StoreError};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use std::future::Future;
use std::time::Duration;
use tokio_postgres::NoTls;

/// Each migration, in order; the database records how many ran.
const MIGRATIONS: &[&str] = &[
    include_str!("postgres.sql"),
    include_str!("postgres2.sql"),
    include_str!("postgres3.sql"),
    include_str!("postgres4.sql"),
];

/// Codes asked about in one query when a creation walks the code space.
const CODE_CHUNK: usize = 512;

/// A store in PostgreSQL.
pub struct Postgres {
    pool: Pool,
    /// For the listening connection.
    config: tokio_postgres::Config,
    /// The channel this schema's room changes are announced on.
    notices: String,
    /// Taken on drop, to shut down without blocking (a store may be
    /// dropped inside another runtime).
    runtime: Option<tokio::runtime::Runtime>,
}

fn pg(error: impl std::fmt::Display) -> StoreError {
    StoreError::Postgres(error.to_string())
}

/// `u64` as PostgreSQL's `BIGINT`.
fn big(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn small(value: u32) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

impl Postgres {
    /// Connects to `url`, checks the schema and applies migrations. `schema`
    /// puts every table in that schema (made if missing): the tests give
    /// each store its own.
    pub fn connect(url: &str, schema: Option<&str>) -> Result<Postgres, StoreError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("postgres")
            .enable_all()
            .build()
            .map_err(pg)?;
        let mut config: tokio_postgres::Config = url
            .parse()
            .map_err(|e| StoreError::Postgres(format!("{}: {e}", super::Store::redacted(url))))?;
        config.connect_timeout(Duration::from_secs(5));
        if let Some(schema) = schema {
            config.options(format!("-c search_path={schema}"));
        }
        let manager = Manager::from_config(
            config.clone(),
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(16)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(Duration::from_secs(10)))
            .create_timeout(Some(Duration::from_secs(5)))
            .build()
            .map_err(pg)?;
        let mut store = Postgres {
            pool,
            config,
            notices: String::new(),
            runtime: Some(runtime),
        };
        let (pool, schema) = (store.pool.clone(), schema.map(str::to_string));
        let shown = super::Store::redacted(url);
        // The schema the tables are in (the URL may choose it): room
        // changes are announced on a channel named after it.
        let current = store
            .run(async move {
                migrate(&pool, schema.as_deref()).await?;
                let client = Postgres::client(&pool).await?;
                let row = client
                    .query_one("SELECT current_schema()", &[])
                    .await
                    .map_err(pg)?;
                Ok(row.get::<_, String>(0))
            })
            .map_err(|e| StoreError::Postgres(format!("{shown}: {e}")))?;
        store.notices = format!("futbol_{current}");
        Ok(store)
    }

    /// Runs `work` on this backend's runtime and waits for it (from any
    /// thread, inside a runtime or not).
    fn run<T: Send + 'static>(
        &self,
        work: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (send, answer) = std::sync::mpsc::sync_channel(1);
        let runtime = self
            .runtime
            .as_ref()
            .ok_or_else(|| StoreError::Postgres("the store is closed".into()))?;
        runtime.spawn(async move {
            let _ = send.send(work.await);
        });
        answer
            .recv()
            .map_err(|_| StoreError::Postgres("the query task stopped".into()))?
    }

    /// A pooled connection, on the runtime.
    async fn client(pool: &Pool) -> Result<deadpool_postgres::Object, StoreError> {
        pool.get().await.map_err(pg)
    }
}

async fn migrate(pool: &Pool, schema: Option<&str>) -> Result<(), StoreError> {
    let mut client = Postgres::client(pool).await?;
    if let Some(schema) = schema {
        client
            .batch_execute(&format!("CREATE SCHEMA IF NOT EXISTS {schema}"))
            .await
            .map_err(pg)?;
    }
    let tx = client.transaction().await.map_err(pg)?;
    tx.batch_execute(
        "SELECT pg_advisory_xact_lock(7274151801);
         CREATE TABLE IF NOT EXISTS schema_version (version INT PRIMARY KEY)",
    )
    .await
    .map_err(pg)?;
    let current: i32 = tx
        .query_one("SELECT COALESCE(MAX(version), 0) FROM schema_version", &[])
        .await
        .map_err(pg)?
        .get(0);
    let known = MIGRATIONS.len() as i32;
    if current > known {
        return Err(StoreError::Schema {
            found: current as u32,
        });
    }
    for (version, sql) in (1..).zip(MIGRATIONS).skip(current as usize) {
        tx.batch_execute(sql).await.map_err(pg)?;
        tx.execute("INSERT INTO schema_version VALUES ($1)", &[&version])
            .await
            .map_err(pg)?;
    }
    tx.commit().await.map_err(pg)
}

/// A room save as owned values, to move onto the runtime.
struct OwnedSave {
    code: String,
    value: Vec<u8>,
    channel: String,
    old: Option<i64>,
    new: Option<i64>,
    tag: String,
    actions: Option<(i32, i32, Vec<String>)>,
    archive: Option<ArchivedGame>,
    closing: Option<(i64, Vec<i64>)>,
    version: Option<i64>,
}

impl From<&RoomSave<'_>> for OwnedSave {
    fn from(save: &RoomSave) -> OwnedSave {
        OwnedSave {
            code: save.code.to_string(),
            value: save.value.clone(),
            channel: save.channel.clone(),
            old: save.deadline.old.map(big),
            new: save.deadline.new.map(big),
            tag: save.deadline.tag.to_string(),
            actions: save
                .actions
                .map(|a| (small(a.game), small(a.first), a.list.to_vec())),
            archive: save.archive.clone(),
            closing: save
                .closing
                .as_ref()
                .map(|c| (big(c.free_at), c.games.iter().map(|&g| big(g)).collect())),
            version: save.version.map(big),
        }
    }
}

async fn archive_game(
    tx: &deadpool_postgres::Transaction<'_>,
    game: &ArchivedGame,
) -> Result<(), StoreError> {
    let json = serde_json::to_string(game)?;
    tx.execute(
        "INSERT INTO archive (id, channel, game) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING",
        &[&big(game.id), &game.channel, &json],
    )
    .await
    .map_err(pg)?;
    for player in [&game.white, &game.black] {
        let owner = super::player_key(&game.platform, &player.id);
        tx.execute(
            "INSERT INTO archive_players (owner, id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&owner, &big(game.id)],
        )
        .await
        .map_err(pg)?;
    }
    Ok(())
}

async fn save(pool: Pool, saves: Vec<OwnedSave>) -> Result<(), StoreError> {
    let mut client = Postgres::client(&pool).await?;
    let tx = client.transaction().await.map_err(pg)?;
    for save in &saves {
        let code = &save.code;
        if let Some(old) = save.old {
            tx.execute(
                "DELETE FROM deadlines WHERE at = $1 AND code = $2",
                &[&old, code],
            )
            .await
            .map_err(pg)?;
        }
        if let Some(new) = save.new {
            tx.execute(
                "INSERT INTO deadlines (at, code, tag) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                &[&new, code, &save.tag],
            )
            .await
            .map_err(pg)?;
        }
        if let Some(game) = &save.archive {
            archive_game(&tx, game).await?;
        }
        match &save.closing {
            None => {
                if let Some((game, first, list)) = &save.actions {
                    for (ply, action) in (*first..).zip(list) {
                        tx.execute(
                            "INSERT INTO moves (code, game, ply, action) VALUES ($1, $2, $3, $4)
                             ON CONFLICT (code, game, ply) DO UPDATE SET action = EXCLUDED.action",
                            &[code, game, &ply, action],
                        )
                        .await
                        .map_err(pg)?;
                    }
                }
                // Written only at the version it was read at: a room
                // another process changed meanwhile is a conflict.
                let written = match save.version {
                    Some(version) => tx
                        .execute(
                            "UPDATE rooms SET state = $2, version = version + 1
                             WHERE code = $1 AND version = $3",
                            &[code, &save.value, &version],
                        )
                        .await
                        .map_err(pg)?,
                    None => tx
                        .execute(
                            "INSERT INTO rooms (code, state, version) VALUES ($1, $2, 1)
                             ON CONFLICT (code) DO NOTHING",
                            &[code, &save.value],
                        )
                        .await
                        .map_err(pg)?,
                };
                if written != 1 {
                    return Err(StoreError::Conflict);
                }
                tx.execute(
                    "INSERT INTO channels (channel, code) VALUES ($1, $2)
                     ON CONFLICT (channel) DO UPDATE SET code = EXCLUDED.code",
                    &[&save.channel, code],
                )
                .await
                .map_err(pg)?;
            }
            Some((free_at, games)) => {
                let deleted = tx
                    .execute(
                        "DELETE FROM rooms WHERE code = $1 AND version = $2",
                        &[code, &save.version.unwrap_or(0)],
                    )
                    .await
                    .map_err(pg)?;
                if deleted != 1 {
                    return Err(StoreError::Conflict);
                }
                tx.execute(
                    "DELETE FROM channels WHERE channel = $1 AND code = $2",
                    &[&save.channel, code],
                )
                .await
                .map_err(pg)?;
                tx.execute("DELETE FROM moves WHERE code = $1", &[code])
                    .await
                    .map_err(pg)?;
                tx.execute(
                    "INSERT INTO codes (code, open, free_at, games) VALUES ($1, false, $2, $3)
                     ON CONFLICT (code) DO UPDATE
                     SET open = false, free_at = EXCLUDED.free_at, games = EXCLUDED.games",
                    &[code, free_at, games],
                )
                .await
                .map_err(pg)?;
            }
        }
    }
    tx.commit().await.map_err(pg)
}

/// Forwards the codes of changed rooms from a dedicated connection that
/// LISTENs on `channel`; reconnects (a second later) whenever it drops,
/// until nobody receives any more.
async fn listen(
    config: tokio_postgres::Config,
    channel: String,
    send: tokio::sync::mpsc::UnboundedSender<String>,
) {
    use tokio_postgres::AsyncMessage;
    while !send.is_closed() {
        if let Ok((client, mut connection)) = config.connect(NoTls).await {
            let (notice, mut notices) = tokio::sync::mpsc::unbounded_channel();
            let driver = tokio::spawn(async move {
                while let Some(message) =
                    std::future::poll_fn(|cx| connection.poll_message(cx)).await
                {
                    match message {
                        Ok(AsyncMessage::Notification(n)) => {
                            let _ = notice.send(n.payload().to_string());
                        }
                        Ok(_) => {}
                        Err(_) => break,
                    }
                }
            });
            if client
                .batch_execute(&format!("LISTEN \"{channel}\""))
                .await
                .is_ok()
            {
                tracing::info!("postgres: listening for room changes");
                while let Some(code) = notices.recv().await {
                    if send.send(code).is_err() {
                        break;
                    }
                }
            }
            driver.abort();
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

fn code_use(open: bool, free_at: i64, games: Vec<i64>) -> CodeUse {
    CodeUse {
        open,
        free_at: free_at.max(0) as u64,
        games: games.into_iter().map(|g| g.max(0) as u64).collect(),
    }
}

fn game_of(json: &str) -> Result<ArchivedGame, StoreError> {
    Ok(serde_json::from_str(json)?)
}

impl Backend for Postgres {
    fn save(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
        let owned: Vec<OwnedSave> = saves.iter().map(OwnedSave::from).collect();
        self.run(save(self.pool.clone(), owned))
    }

    fn rooms(&self) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query("SELECT version, state FROM rooms ORDER BY code", &[])
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|row| (row.get::<_, i64>(0).max(0) as u64, row.get::<_, Vec<u8>>(1)))
                .collect())
        })
    }

    fn room(&self, code: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT state FROM rooms WHERE code = $1", &[&code])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, Vec<u8>>(0)))
        })
    }

    fn shared(&self) -> bool {
        true
    }

    fn room_versioned(&self, code: &str) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT version, state FROM rooms WHERE code = $1", &[&code])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| (row.get::<_, i64>(0).max(0) as u64, row.get::<_, Vec<u8>>(1))))
        })
    }

    fn room_version(&self, code: &str) -> Result<Option<u64>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT version FROM rooms WHERE code = $1", &[&code])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, i64>(0).max(0) as u64))
        })
    }

    fn moves(&self, code: &str, game: u32) -> Result<Vec<String>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT action FROM moves WHERE code = $1 AND game = $2 ORDER BY ply",
                    &[&code, &small(game)],
                )
                .await
                .map_err(pg)?;
            Ok(rows.iter().map(|row| row.get::<_, String>(0)).collect())
        })
    }

    fn channel_room(&self, channel: &str) -> Result<Option<String>, StoreError> {
        let (pool, channel) = (self.pool.clone(), channel.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT code FROM channels WHERE channel = $1", &[&channel])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, String>(0)))
        })
    }

    fn due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
        let (pool, tag) = (self.pool.clone(), tag.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT at, code FROM deadlines WHERE at <= $1 AND tag = $2 ORDER BY at, code",
                    &[&big(now), &tag],
                )
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|row| (row.get::<_, i64>(0).max(0) as u64, row.get::<_, String>(1)))
                .collect())
        })
    }

    fn claim_due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
        let (pool, tag) = (self.pool.clone(), tag.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            // Rows another process is claiming right now are skipped, not
            // waited for; a claim lapses after a minute (its process died).
            let rows = client
                .query(
                    "UPDATE deadlines SET claimed_until = $1 + 60
                     WHERE (at, code) IN (
                         SELECT at, code FROM deadlines
                         WHERE at <= $1 AND tag = $2 AND claimed_until <= $1
                         ORDER BY at LIMIT 500
                         FOR UPDATE SKIP LOCKED)
                     RETURNING at, code",
                    &[&big(now), &tag],
                )
                .await
                .map_err(pg)?;
            let mut due: Vec<(u64, String)> = rows
                .iter()
                .map(|row| (row.get::<_, i64>(0).max(0) as u64, row.get::<_, String>(1)))
                .collect();
            due.sort();
            Ok(due)
        })
    }

    fn setting(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let (pool, key) = (self.pool.clone(), key.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT value FROM settings WHERE key = $1", &[&key])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, Vec<u8>>(0)))
        })
    }

    fn save_setting(&self, key: &str, value: &[u8]) -> Result<(), StoreError> {
        let (pool, key, value) = (self.pool.clone(), key.to_string(), value.to_vec());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute(
                    "INSERT INTO settings (key, value) VALUES ($1, $2)
                     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
                    &[&key, &value],
                )
                .await
                .map_err(pg)?;
            Ok(())
        })
    }

    fn remove_settings(&self, keys: &[String]) -> Result<(), StoreError> {
        let (pool, keys) = (self.pool.clone(), keys.to_vec());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute("DELETE FROM settings WHERE key = ANY($1)", &[&keys])
                .await
                .map_err(pg)?;
            Ok(())
        })
    }

    fn reserve_code(
        &self,
        now: u64,
        candidates: &mut dyn Iterator<Item = String>,
    ) -> Result<Option<String>, StoreError> {
        loop {
            let chunk: Vec<String> = (&mut *candidates).take(CODE_CHUNK).collect();
            if chunk.is_empty() {
                return Ok(None);
            }
            let pool = self.pool.clone();
            let reserved = self.run(async move {
                let client = Postgres::client(&pool).await?;
                // The chunk's free codes, in the order given.
                let free = client
                    .query(
                        "SELECT c.code FROM unnest($1::text[]) WITH ORDINALITY AS c(code, n)
                         LEFT JOIN codes ON codes.code = c.code
                         WHERE codes.code IS NULL OR (NOT codes.open AND codes.free_at <= $2)
                         ORDER BY c.n",
                        &[&chunk, &big(now)],
                    )
                    .await
                    .map_err(pg)?;
                for row in free {
                    let code: String = row.get(0);
                    // Taken by the unique key: two creations never share it.
                    let won = client
                        .execute(
                            "INSERT INTO codes (code, open, free_at, games) VALUES ($1, true, 0, '{}')
                             ON CONFLICT (code) DO UPDATE SET open = true, free_at = 0, games = '{}'
                             WHERE NOT codes.open AND codes.free_at <= $2",
                            &[&code, &big(now)],
                        )
                        .await
                        .map_err(pg)?;
                    if won == 1 {
                        return Ok(Some(code));
                    }
                }
                Ok(None)
            })?;
            if reserved.is_some() {
                return Ok(reserved);
            }
        }
    }

    fn unreserve_code(&self, code: &str) -> Result<(), StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute("DELETE FROM codes WHERE code = $1", &[&code])
                .await
                .map_err(pg)?;
            Ok(())
        })
    }

    fn code_use(&self, code: &str) -> Result<Option<CodeUse>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt(
                    "SELECT open, free_at, games FROM codes WHERE code = $1",
                    &[&code],
                )
                .await
                .map_err(pg)?;
            Ok(row.map(|row| code_use(row.get(0), row.get(1), row.get(2))))
        })
    }

    fn hold_codes(&self, codes: &[String], free_at: u64) -> Result<(), StoreError> {
        let (pool, codes) = (self.pool.clone(), codes.to_vec());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute(
                    "INSERT INTO codes (code, open, free_at, games)
                     SELECT c, false, $2, '{}' FROM unnest($1::text[]) AS c
                     ON CONFLICT (code) DO UPDATE SET open = false, free_at = EXCLUDED.free_at",
                    &[&codes, &big(free_at)],
                )
                .await
                .map_err(pg)?;
            Ok(())
        })
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_one("SELECT nextval('game_ids')", &[])
                .await
                .map_err(pg)?;
            Ok(row.get::<_, i64>(0).max(0) as u64)
        })
    }

    fn archived(&self, id: u64) -> Result<Option<ArchivedGame>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT game FROM archive WHERE id = $1", &[&big(id)])
                .await
                .map_err(pg)?;
            row.map(|row| game_of(row.get(0))).transpose()
        })
    }

    fn channel_games(&self, channel: &str, limit: usize) -> Result<Vec<ArchivedGame>, StoreError> {
        let (pool, channel) = (self.pool.clone(), channel.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT game FROM archive WHERE channel = $1 ORDER BY id DESC LIMIT $2",
                    &[&channel, &(limit as i64)],
                )
                .await
                .map_err(pg)?;
            rows.iter().map(|row| game_of(row.get(0))).collect()
        })
    }

    fn player_games(&self, owner: &str, limit: usize) -> Result<Vec<ArchivedGame>, StoreError> {
        let (pool, owner) = (self.pool.clone(), owner.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT a.game FROM archive_players p JOIN archive a ON a.id = p.id
                     WHERE p.owner = $1 ORDER BY p.id DESC LIMIT $2",
                    &[&owner, &(limit as i64)],
                )
                .await
                .map_err(pg)?;
            rows.iter().map(|row| game_of(row.get(0))).collect()
        })
    }

    fn each_game(
        &self,
        visit: &mut dyn FnMut(ArchivedGame) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let mut after = 0i64;
        loop {
            let pool = self.pool.clone();
            let games: Vec<(i64, String)> = self.run(async move {
                let client = Postgres::client(&pool).await?;
                let rows = client
                    .query(
                        "SELECT id, game FROM archive WHERE id > $1 ORDER BY id LIMIT 1000",
                        &[&after],
                    )
                    .await
                    .map_err(pg)?;
                Ok(rows.iter().map(|row| (row.get(0), row.get(1))).collect())
            })?;
            let Some(&(last, _)) = games.last() else {
                return Ok(());
            };
            for (_, json) in games {
                visit(game_of(&json)?)?;
            }
            after = last;
        }
    }

    fn import_games(&self, games: &[ArchivedGame]) -> Result<(), StoreError> {
        let (pool, games) = (self.pool.clone(), games.to_vec());
        self.run(async move {
            let mut client = Postgres::client(&pool).await?;
            let tx = client.transaction().await.map_err(pg)?;
            for game in &games {
                archive_game(&tx, game).await?;
            }
            tx.execute(
                "SELECT setval('game_ids', GREATEST((SELECT COALESCE(MAX(id), 1) FROM archive), 1))",
                &[],
            )
            .await
            .map_err(pg)?;
            tx.commit().await.map_err(pg)
        })
    }

    fn archive_len(&self) -> Result<usize, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_one("SELECT COUNT(*) FROM archive", &[])
                .await
                .map_err(pg)?;
            Ok(row.get::<_, i64>(0).max(0) as usize)
        })
    }

    fn changes(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<String>> {
        let (send, receive) = tokio::sync::mpsc::unbounded_channel();
        let (config, channel) = (self.config.clone(), self.notices.clone());
        self.runtime.as_ref()?.spawn(listen(config, channel, send));
        Some(receive)
    }

    fn flush(&self) -> Result<(), StoreError> {
        // Every write above is a committed transaction: already durable.
        Ok(())
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        self.pool.close();
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}
