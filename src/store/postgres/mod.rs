//! The PostgreSQL backend: the same store in tables, for a bot whose data
//! must outlive one machine's disk (PostgreSQL commits with `fsync`).
//!
//! The host is synchronous (it runs on tokio's blocking pool, or on a test
//! thread with no runtime at all), so every query runs on this backend's
//! own small runtime and the caller waits for its answer on a channel; no
//! runtime is ever entered from inside another. Versioned migrations run
//! at connect, behind an advisory lock, and a database newer than this
//! build is refused. Values stay the JSON the sled backend keeps.

mod address;
pub use address::with_password;
mod backend;
mod copy;
mod group;
mod leaders;
mod rate_archive;
mod ratings;
mod relay;
mod save;
mod set_aside;
mod tls;
mod tournaments;
mod update;

use super::StoreError;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use std::future::Future;
use std::time::Duration;
use tokio_postgres_rustls::MakeRustlsConnect;

/// Each migration, in order; the database records how many ran.
const MIGRATIONS: &[&str] = &[
    include_str!("postgres1.sql"),
    include_str!("postgres2.sql"),
    include_str!("postgres3.sql"),
    include_str!("postgres4.sql"),
    include_str!("postgres5.sql"),
    include_str!("postgres6.sql"),
    include_str!("postgres7.sql"),
    include_str!("postgres8.sql"),
    include_str!("postgres9.sql"),
    include_str!("postgres10.sql"),
    include_str!("postgres11.sql"),
    include_str!("postgres12.sql"),
    include_str!("postgres13.sql"),
    include_str!("postgres14.sql"),
    include_str!("postgres15.sql"),
];

/// Codes asked about in one query when a creation walks the code space.
const CODE_CHUNK: usize = 512;

/// A store in PostgreSQL.
pub struct Postgres {
    pub(super) pool: Pool,
    /// For the listening connection.
    pub(super) config: Dial,
    /// The channel this schema's room changes are announced on.
    pub(super) notices: String,
    /// Announces the rooms this process updates (from the first save).
    notifier: Option<update::Notifier>,
    /// Writes the plain updates of concurrent saves together.
    group: Option<group::Group>,
    /// Taken on drop, to shut down without blocking (a store may be
    /// dropped inside another runtime).
    pub(super) runtime: Option<tokio::runtime::Runtime>,
    /// This process's leaderboards, in memory.
    leaders: leaders::Leaders,
}

/// How to open one connection: the configuration and its TLS connector
/// (the pool has its own copy; the connection that listens uses this).
#[derive(Clone)]
pub(super) struct Dial {
    config: tokio_postgres::Config,
    tls: MakeRustlsConnect,
}

pub(super) fn pg(error: impl std::fmt::Display) -> StoreError {
    StoreError::Postgres(error.to_string())
}

/// `u64` as PostgreSQL's `BIGINT`.
pub(super) fn big(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

pub(super) fn small(value: u32) -> i32 {
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
        let shown = super::Store::redacted(url);
        let at = |error: String| StoreError::Postgres(format!("{shown}: {error}"));
        // sslmode and sslrootcert are read here: tokio-postgres knows
        // neither verify mode nor root files.
        let address = address::Address::parse(url).map_err(|e| at(e.to_string()))?;
        let mut config: tokio_postgres::Config =
            address.rest.parse().map_err(|e| at(tls::chain(&e)))?;
        config.ssl_mode(address.mode.negotiation());
        config.connect_timeout(Duration::from_secs(5));
        if let Some(schema) = schema {
            config.options(format!("-c search_path={schema}"));
        }
        let tls = tls::connector(&address).map_err(|e| at(e.to_string()))?;
        let manager = Manager::from_config(
            config.clone(),
            tls.clone(),
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
        let dial = Dial { config, tls };
        let mut store = Postgres {
            pool,
            config: dial.clone(),
            notices: String::new(),
            notifier: None,
            group: None,
            runtime: Some(runtime),
            leaders: leaders::Leaders::default(),
        };
        // One connection first, outside the pool, to say precisely why it
        // fails (the pool's error keeps tokio-postgres's error only).
        let mode = address.mode;
        store
            .run(async move {
                let connected = dial.config.connect(dial.tls).await;
                connected
                    .map(drop)
                    .map_err(|e| StoreError::Postgres(tls::describe(&e, mode)))
            })
            .map_err(|e| match e {
                StoreError::Postgres(text) => at(text),
                other => at(other.to_string()),
            })?;
        let (pool, schema) = (store.pool.clone(), schema.map(str::to_string));
        // The schema the tables are in (the URL may choose it): room
        // changes are announced on a channel named after it.
        let current = store
            .run(async move {
                migrate(&pool, schema.as_deref()).await?;
                rate_archive::rate_archive(&pool).await?;
                let client = Postgres::client(&pool).await?;
                let row = client
                    .query_one("SELECT current_schema()", &[])
                    .await
                    .map_err(pg)?;
                Ok(row.get::<_, String>(0))
            })
            .map_err(|e| match e {
                StoreError::Postgres(text) => at(text),
                other => at(other.to_string()),
            })?;
        store.notices = format!("futbol_{current}");
        if let Some(runtime) = &store.runtime {
            let channel = format!("{}_ratings", store.notices);
            let pool = store.pool.clone();
            (store.leaders).follow(runtime, store.config.clone(), pool, channel);
            let pool = store.pool.clone();
            store.notifier = Some(update::Notifier::start(runtime, pool, &store.notices));
            store.group = Some(group::Group::start(runtime, store.pool.clone()));
        }
        Ok(store)
    }

    /// Runs `work` on this backend's runtime and waits for it (from any
    /// thread, inside a runtime or not).
    pub(super) fn run<T: Send + 'static>(
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
    pub(super) async fn client(pool: &Pool) -> Result<deadpool_postgres::Object, StoreError> {
        pool.get()
            .await
            .map_err(|e| StoreError::Postgres(tls::chain(&e)))
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

/// Forwards the codes of changed rooms (and `setting:KEY`, or on the
/// ratings' channel the changed records' game and owner) from a
/// dedicated connection that LISTENs on `channel`, after a
/// [`crate::store::RESYNC`] each time it starts listening and an
/// [`crate::store::UNHEARD`] each time it stops; reconnects (a
/// second later) whenever it drops, until nobody receives any more.
pub(super) async fn listen(
    dial: Dial,
    channel: String,
    send: tokio::sync::mpsc::UnboundedSender<String>,
) {
    use tokio_postgres::AsyncMessage;
    while !send.is_closed() {
        if let Ok((client, mut connection)) = dial.config.connect(dial.tls.clone()).await {
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
                tracing::info!(%channel, "postgres: listening for changes");
                // Changes made before this connection listened were not
                // heard: followers start over.
                if send.send(crate::store::RESYNC.to_string()).is_err() {
                    break;
                }
                while let Some(code) = notices.recv().await {
                    if send.send(code).is_err() {
                        break;
                    }
                }
                if send.send(crate::store::UNHEARD.to_string()).is_err() {
                    break;
                }
            }
            driver.abort();
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
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
