//! The operator's listener: `/livez` (the process answers; nothing else
//! is asked), `/readyz` (the store answers and every configured platform
//! is connected, else 503 naming what is missing), `/metrics` (the
//! Prometheus text format) and `/backup` (a consistent copy of the sled
//! store, to a loopback peer only).

use super::health::Health;
use crate::host::Host;
use axum::Router;
use axum::extract::{ConnectInfo, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics_exporter_prometheus::PrometheusHandle;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;

/// How long `/readyz` waits for the store before calling it down.
const STORE_CHECK: Duration = Duration::from_secs(3);

/// What the listener answers from.
#[derive(Clone)]
pub struct Ops {
    /// The host: its store, its rooms, whether it is stopping.
    pub host: Arc<Host>,
    /// The platforms' connections.
    pub health: Health,
    /// The recorder's handle (`None`: `/metrics` is 404).
    pub metrics: Option<PrometheusHandle>,
}

/// Why the listener stopped.
#[derive(Debug, thiserror::Error)]
#[error("the operator listener: {0}")]
pub struct OpsError(#[from] std::io::Error);

/// Serves the operator's routes on `listener` until `shutdown`.
pub async fn serve(
    listener: TcpListener,
    ops: Ops,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), OpsError> {
    if let Some(handle) = ops.metrics.clone() {
        // The recorder drains its histograms only when asked to.
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_secs(5)).await;
                handle.run_upkeep();
            }
        });
    }
    let app = Router::new()
        .route("/livez", get(|| async { "alive\n" }))
        .route("/readyz", get(ready))
        .route("/metrics", get(scrape))
        .route("/backup", get(backup))
        .with_state(ops);
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await?;
    Ok(())
}

/// 200 when the store answers and every platform is connected; 503 with
/// one line per missing part otherwise (and while stopping).
async fn ready(State(ops): State<Ops>) -> Response {
    let mut missing = ops.health.missing();
    if ops.host.stopping() {
        missing.push("stopping".into());
    }
    let host = ops.host.clone();
    let check = tokio::task::spawn_blocking(move || host.store().answers());
    match tokio::time::timeout(STORE_CHECK, check).await {
        Ok(Ok(Ok(()))) => {}
        Ok(Ok(Err(error))) => missing.push(format!("store: {error}")),
        Ok(Err(_)) => missing.push("store: the check failed".into()),
        Err(_) => missing.push(format!("store: no answer in {STORE_CHECK:?}")),
    }
    if missing.is_empty() {
        (StatusCode::OK, "ready\n").into_response()
    } else {
        let body = missing.join("\n") + "\n";
        (StatusCode::SERVICE_UNAVAILABLE, body).into_response()
    }
}

/// The metrics, with the gauges read now.
async fn scrape(State(ops): State<Ops>) -> Response {
    let Some(handle) = &ops.metrics else {
        return StatusCode::NOT_FOUND.into_response();
    };
    metrics::gauge!(crate::telemetry::ROOMS_OPEN).set(ops.host.open_rooms() as f64);
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        handle.render(),
    )
        .into_response()
}

/// The whole sled store as one backup file, while the bot runs; only to
/// this machine (the file holds every game and the page's session key),
/// and 409 for a PostgreSQL store (`pg_dump` backs that up).
async fn backup(State(ops): State<Ops>, ConnectInfo(peer): ConnectInfo<SocketAddr>) -> Response {
    if !peer.ip().is_loopback() {
        return (StatusCode::FORBIDDEN, "backups go to this machine only\n").into_response();
    }
    let host = ops.host.clone();
    let copied = tokio::task::spawn_blocking(move || {
        let mut out = Vec::new();
        host.store().backup(&mut out).map(|()| out)
    });
    match copied.await {
        Ok(Ok(bytes)) => {
            ([(header::CONTENT_TYPE, "application/octet-stream")], bytes).into_response()
        }
        Ok(Err(error)) => (StatusCode::CONFLICT, format!("{error}\n")).into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}
