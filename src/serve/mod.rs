//! `serve`: the host with its adapters, wired together. The web page runs
//! unless turned off; Discord and Matrix run when configured. It runs
//! until Ctrl-C or until an adapter stops; an adapter left out of the
//! build is refused with the cargo feature to add.

use crate::host::{Host, HostConfig, HostError, Platform, system_clock};
use crate::ops::{Health, Stop, Stopping};
use crate::store::{Store, StoreError};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

mod adapters;

use adapters::{activity_bridge, discord, matrix, web, widget_bridge};

/// What `serve` runs, as the command line or the environment said.
#[derive(Clone, Debug, Default)]
pub struct ServeConfig {
    /// The web page's address, or `None` for no web page.
    pub web_addr: Option<String>,
    /// The operator's listener (`/livez`, `/readyz`, `/metrics`,
    /// `/backup`), off when `None`.
    pub ops_addr: Option<String>,
    /// Reverse proxies whose forwarding headers the page believes.
    pub web_trusted_proxies: Vec<std::net::IpAddr>,
    /// Host names the page answers to (empty: see the web adapter).
    pub web_hosts: Vec<String>,
    /// The sled database's directory (the Matrix session lives there too).
    pub data_dir: PathBuf,
    /// A PostgreSQL URL: keep the games there instead of in sled (never
    /// logged with its password).
    pub database_url: Option<String>,
    /// The Discord bot token, if Discord runs (never logged).
    pub discord_token: Option<String>,
    /// Register the Discord command in this guild only.
    pub discord_guild: Option<u64>,
    /// The Discord shards this process runs (`0-1/4`), all when `None`.
    pub discord_shards: Option<String>,
    /// Test only: a Discord stand-in's HTTPS address (`127.0.0.1:PORT`),
    /// which `discord.com` resolves to…
    #[cfg(feature = "test-hooks")]
    pub discord_api: Option<String>,
    /// …and the PEM file of the certificate it serves.
    #[cfg(feature = "test-hooks")]
    pub discord_api_ca: Option<PathBuf>,
    /// Discord's Activity (the live board inside Discord): the
    /// application's OAuth2 client id and secret (never logged). It runs
    /// with the web page and the Discord bot.
    pub discord_activity: Option<(u64, String)>,
    /// The Matrix homeserver's URL, if Matrix runs.
    pub matrix_homeserver: Option<String>,
    /// The Matrix bot's user name.
    pub matrix_user: String,
    /// Its password (used once; never logged).
    pub matrix_password: Option<String>,
    /// Or an access token (never logged).
    pub matrix_access_token: Option<String>,
    /// The page's public address for Matrix's room widget; it runs with
    /// the web page and the Matrix bot.
    pub matrix_widget_url: Option<String>,
    /// The homeserver's federation address, for the widget's checks.
    pub matrix_federation_url: Option<String>,
    /// Homeservers the widget may reach on private addresses.
    pub matrix_private_hosts: Vec<String>,
}

/// Why `serve` stopped.
#[derive(Debug, Error)]
pub enum ServeError {
    /// The database could not be opened. (`source` is its cause, which
    /// `{:#}` prints after this: not repeated here.)
    #[error("opening the database in {dir}")]
    Store {
        /// Its directory.
        dir: PathBuf,
        /// What failed.
        source: StoreError,
    },
    /// The PostgreSQL database could not be reached or set up (its cause
    /// names the database).
    #[error("opening the PostgreSQL store")]
    Database {
        /// What failed.
        source: StoreError,
    },
    /// `--discord-shards` does not read.
    #[error("{0}")]
    Shards(String),
    /// The Discord stand-in's address or certificate does not read.
    #[cfg(feature = "test-hooks")]
    #[error("the Discord stand-in: {0}")]
    DiscordApi(String),
    /// The host could not start.
    #[error(transparent)]
    Host(#[from] HostError),
    /// The operator's listener could not be bound or set up.
    #[error("the operator listener on {addr}: {reason}")]
    Ops {
        /// The address.
        addr: String,
        /// What failed.
        reason: String,
    },
    /// The web page's address could not be bound, or the page failed.
    #[error("the web page on {addr}: {source}")]
    Web {
        /// The address.
        addr: String,
        /// What failed.
        source: std::io::Error,
    },
    /// The Discord bot stopped.
    #[cfg(feature = "discord")]
    #[error("the Discord bot stopped: {0}")]
    Discord(Box<serenity::Error>),
    /// The Matrix bot stopped.
    #[cfg(feature = "matrix")]
    #[error("the Matrix bot stopped: {0}")]
    Matrix(#[from] crate::adapters::matrix::MatrixError),
    /// An adapter was asked for that this build leaves out.
    #[error("this build has no {what}: build with --features {feature}")]
    NotBuilt {
        /// The adapter.
        what: &'static str,
        /// The cargo feature that brings it.
        feature: &'static str,
    },
    /// No web page and no adapter configured.
    #[error("nothing to run: the web page is off and no adapter is configured")]
    NothingToRun,
    /// An adapter's task panicked.
    #[error("an adapter panicked: {0}")]
    Panicked(#[from] tokio::task::JoinError),
}

/// Starts the host on the store in `data_dir` and runs the adapters.
pub async fn run(config: ServeConfig) -> Result<(), ServeError> {
    let mut signals = StopSignals::listen();
    let store = match &config.database_url {
        Some(url) => {
            let shown = Store::redacted(url);
            tracing::info!("keeping the games in PostgreSQL at {shown}");
            let url = url.clone();
            tokio::task::spawn_blocking(move || Store::connect(&url, None))
                .await?
                .map_err(|source| ServeError::Database { source })?
        }
        None => Store::open(&config.data_dir).map_err(|source| ServeError::Store {
            dir: config.data_dir.clone(),
            source,
        })?,
    };
    let mut host_config = HostConfig::default();
    let bridge = activity_bridge(&config);
    host_config.profiles.discord.activity = bridge.is_some();
    // The Activity's and the widget's pages show those rooms: their
    // boards carry the pages' view.
    host_config.profiles.discord.pages = bridge.is_some();
    let widget = widget_bridge(&config);
    host_config.profiles.matrix.widget = widget.is_some();
    host_config.profiles.matrix.pages = widget.is_some();
    host_config.widget_url = widget
        .is_some()
        .then(|| config.matrix_widget_url.clone())
        .flatten();
    if let Some(addr) = &config.web_addr {
        host_config
            .links
            .insert(Platform::Web, format!("http://{addr}/r/{{code}}"));
        host_config.profiles.web.pages = true;
    }
    let host = Arc::new(
        tokio::task::spawn_blocking(move || Host::new(store, host_config, system_clock()))
            .await??,
    );
    let health = Health::default();
    let (stop, stopping) = Stop::new();
    let mut tasks: Tasks = tokio::task::JoinSet::new();
    if let Some(addr) = config.ops_addr.clone() {
        ops(&mut tasks, host.clone(), addr, &health, stopping.clone()).await?;
    }
    if let Some(addr) = config.web_addr.clone() {
        let bridges = (bridge.clone(), widget.clone());
        web(
            &mut tasks,
            host.clone(),
            addr,
            (&config, bridges),
            stopping.clone(),
        )
        .await?;
    }
    if let Some(token) = config.discord_token.clone() {
        let part = health.part("discord");
        discord(
            &mut tasks,
            host.clone(),
            token,
            (&config, bridge.clone()),
            part,
            stopping.clone(),
        )?;
    }
    if let Some(homeserver) = config.matrix_homeserver.clone() {
        let part = health.part("matrix");
        matrix(
            &mut tasks,
            host.clone(),
            homeserver,
            (&config, widget.clone()),
            part,
            stopping.clone(),
        )?;
    }
    if tasks.len() == usize::from(config.ops_addr.is_some()) {
        return Err(ServeError::NothingToRun);
    }
    tokio::select! {
        signal = signals.next() => {
            tracing::info!("futbol-bot: {signal}, stopping (a second signal stops at once)");
            tokio::spawn(async move {
                let again = signals.next().await;
                tracing::warn!("futbol-bot: {again} again, exiting now");
                std::process::exit(130);
            });
            stop_cleanly(&host, &stop, &mut tasks).await;
            Ok(())
        }
        Some(done) = tasks.join_next() => done?,
    }
}

/// How long requests in flight get to finish when the bot stops.
const SETTLE: Duration = Duration::from_secs(6);

/// How long the adapters then get to deliver the answers of the last
/// requests before their connections close.
const DELIVER: Duration = Duration::from_millis(500);

/// How long the adapters get to close their connections after that.
const CLOSE: Duration = Duration::from_secs(2);

/// The clean stop: new requests are answered "restarting", those in
/// flight finish (durable and answered), the adapters close their
/// connections (the page, the gateway, the sync), and the store is
/// flushed; all within [`SETTLE`], [`DELIVER`] and [`CLOSE`], inside the
/// 10 s a service manager waits.
async fn stop_cleanly(host: &Arc<Host>, stop: &Stop, tasks: &mut Tasks) {
    host.stop_taking();
    if !host.settled(SETTLE).await {
        tracing::warn!("futbol-bot: requests still running after {SETTLE:?}; stopping anyway");
    }
    tokio::time::sleep(DELIVER).await;
    stop.stop();
    let closed = tokio::time::timeout(CLOSE, async { while tasks.join_next().await.is_some() {} });
    if closed.await.is_err() {
        tracing::warn!("futbol-bot: an adapter did not close within {CLOSE:?}");
    }
    let keeper = host.clone();
    match tokio::task::spawn_blocking(move || keeper.store().flush()).await {
        Ok(Ok(())) => tracing::info!("futbol-bot: the store is flushed; stopped"),
        Ok(Err(error)) => tracing::error!("futbol-bot: flushing the store failed: {error}"),
        Err(error) => tracing::error!("futbol-bot: flushing the store failed: {error}"),
    }
}

/// Serves the operator's listener, with the metrics recorder installed.
async fn ops(
    tasks: &mut Tasks,
    host: Arc<Host>,
    addr: String,
    health: &Health,
    shutdown: Stopping,
) -> Result<(), ServeError> {
    let failed = |reason: String| ServeError::Ops {
        addr: addr.clone(),
        reason,
    };
    let metrics = crate::telemetry::install().map_err(|e| failed(e.to_string()))?;
    let listener = tokio::net::TcpListener::bind(&addr)
        .await
        .map_err(|e| failed(e.to_string()))?;
    tracing::info!("futbol-bot: operator listener on http://{addr}/ (livez, readyz, metrics)");
    let ops = crate::ops::listener::Ops {
        host,
        health: health.clone(),
        metrics: Some(metrics),
    };
    tasks.spawn(async move {
        crate::ops::serve(listener, ops, shutdown.wait())
            .await
            .map_err(|e| ServeError::Ops {
                addr,
                reason: e.to_string(),
            })
    });
    Ok(())
}

/// SIGINT (Ctrl-C) and SIGTERM (what a service manager sends to stop the
/// bot), listened for from the start of [`run`]: until a handler is in,
/// a signal kills the process, so one that came while the store opened
/// or the page was being bound would skip the clean stop.
struct StopSignals {
    #[cfg(unix)]
    streams: Option<(tokio::signal::unix::Signal, tokio::signal::unix::Signal)>,
}

impl StopSignals {
    /// Installs the handlers (inside the runtime).
    fn listen() -> Self {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            let streams = signal(SignalKind::interrupt())
                .and_then(|int| Ok((int, signal(SignalKind::terminate())?)))
                .ok();
            StopSignals { streams }
        }
        #[cfg(not(unix))]
        StopSignals {}
    }

    /// The next signal, by name.
    async fn next(&mut self) -> &'static str {
        #[cfg(unix)]
        if let Some((int, term)) = &mut self.streams {
            return tokio::select! {
                _ = int.recv() => "SIGINT",
                _ = term.recv() => "SIGTERM",
            };
        }
        let _ = tokio::signal::ctrl_c().await;
        if cfg!(unix) { "SIGINT" } else { "Ctrl-C" }
    }
}

pub(crate) type Tasks = tokio::task::JoinSet<Result<(), ServeError>>;
