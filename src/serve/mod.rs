//! `serve`: the host with its adapters, wired together. The web page runs
//! unless turned off; Discord and Matrix run when configured. It runs
//! until Ctrl-C or until an adapter stops; an adapter left out of the
//! build is refused with the cargo feature to add.

use crate::host::{Host, HostConfig, Platform, system_clock};
use crate::ops::{Health, Stop, Stopping};
use crate::store::Store;
use std::sync::Arc;
use std::time::Duration;

mod adapters;
mod config;
pub mod config_file;
#[cfg(feature = "test-hooks")]
pub mod driver;

use config::Tasks;
pub use config::{ServeConfig, ServeError};

use adapters::{activity_bridge, discord, matrix, web, widget_bridge};

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
