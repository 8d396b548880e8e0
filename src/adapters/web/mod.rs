//! The local web page: play in a browser with no chat account.
//!
//! A thin adapter: HTTP and websocket traffic become host [`Request`]s, and
//! each [`Reply`] becomes JSON for the pages of its channel. Every web room
//! is its own channel; a page at `/r/CODE` joins it on connect, so closing
//! and reopening a page gets the same seat back.
//!
//! The page is a game page: one board, updated in place, that players click
//! on. With every board the page gets the room's [`PageView`] (seats, move
//! list, clock, the picture's geometry and the legal steps by start square)
//! and the picture's URL; it never decides what is legal. The host sketches
//! each board; a side's picture is drawn when a page first asks for it by
//! URL, and kept.
//!
//! - [`http`]: pages, creation, pictures, socket upgrades;
//! - [`socket`]: a room page's websocket; [`lobby`]: the home page's;
//! - [`outbound`]: replies as the page's JSON, to the pages of a channel;
//! - [`hub`]: the fan-out, the kept pictures, the rate limit;
//! - [`relay`]: lines to and from the pages of other processes.
//!
//! The page is plain HTML, CSS and JS built into the binary. Users are
//! identified by a session the server issues ([`session`]); each page is
//! told only whether it is White, Black or a spectator, never another
//! user's id. Every response carries the security headers, and a request
//! for another host name (DNS rebinding) or a socket from another origin
//! is refused ([`guard`]).
//!
//! [`Request`]: crate::host::Request
//! [`Reply`]: crate::host::Reply
//! [`PageView`]: crate::host::PageView

#[cfg(feature = "discord")]
mod activity;
mod analysis;
mod bounded;
#[cfg(any(feature = "discord", feature = "matrix"))]
mod embed;
mod guard;
mod http;
mod hub;
mod lobby;
mod outbound;
mod outgoing;
mod puzzle;
mod relay;
mod rules;
mod session;
mod socket;
mod standings;
mod state;
mod texts;
mod tournament;
#[cfg(feature = "matrix")]
mod widget;

use crate::host::{Door, Platform};
#[cfg(feature = "discord")]
use activity::Activity;
#[cfg(feature = "discord")]
pub use activity::ActivityOptions;
#[cfg(any(feature = "discord", feature = "matrix"))]
use axum::Extension;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::header;
use axum::routing::{get, post};
#[cfg(any(feature = "discord", feature = "matrix"))]
use embed::Embed as _;
use hub::{Files, Pictures};
use session::Sessions;
pub use state::{MAX_MESSAGE, WebError};
use state::{Serving, Web};
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use tokio::net::TcpListener;
#[cfg(feature = "discord")]
use tower_layer::Layer;
#[cfg(feature = "matrix")]
use widget::Widget;
#[cfg(feature = "matrix")]
pub use widget::WidgetOptions;

const STYLE: &str = include_str!("../../../assets/web/style.css");
const SCRIPT: &str = include_str!("../../../assets/web/app.js");
const ROOM_SCRIPT: &str = include_str!("../../../assets/web/room.js");

/// The largest `/api/create` body (a few short fields).
const MAX_CREATE_BODY: usize = 1024;

/// Boards kept for their pictures' URLs (up to two sides drawn each).
const PICTURES_KEPT: usize = 1_000;

/// Files kept for their links, for each of the two kinds (the channel's
/// end-of-game files, and the records answered to one player, so asking
/// for many records never pushes out a game's replay): 100 files, the last
/// 50 finished games' (a replay is under 1 MB, so under 100 MB in all).
const FILES_KEPT: usize = 100;

/// `/`: the home page; or, where the operator set up the Activity and the
/// request carries Discord's launch parameters, the Activity (Discord
/// loads the root of the application's URL mapping).
#[cfg(feature = "discord")]
async fn root(
    activity: Option<Extension<Arc<Activity>>>,
    uri: axum::http::Uri,
    headers: axum::http::HeaderMap,
) -> axum::response::Response {
    if let Some(activity) = activity.filter(|_| guard::launched(uri.query())) {
        return activity::page(Some(activity), headers).await;
    }
    http::home(headers).await
}

/// `/`: the home page.
#[cfg(not(feature = "discord"))]
async fn root(headers: axum::http::HeaderMap) -> axum::response::Response {
    http::home(headers).await
}

/// How the page is served, as its operator set it.
#[derive(Clone, Debug, Default)]
pub struct WebOptions {
    /// Reverse proxies whose `X-Forwarded-For` (the client's address) and
    /// `X-Forwarded-Proto` (https: cookies get `Secure`) are believed;
    /// from any other peer those headers are ignored.
    pub trusted_proxies: Vec<IpAddr>,
    /// The host names the page answers to (a defence against DNS
    /// rebinding). Empty: the loopback names when it listens on a
    /// loopback address, any name otherwise.
    pub hosts: Vec<String>,
    /// Discord's Activity, if the operator set it up.
    #[cfg(feature = "discord")]
    pub activity: Option<ActivityOptions>,
    /// Matrix's widget, if the operator set it up.
    #[cfg(feature = "matrix")]
    pub widget: Option<WidgetOptions>,
}

/// Serves the page on `listener` until `shutdown` resolves, with the
/// default [`WebOptions`]; also closes idle rooms once a minute.
pub async fn serve(
    host: impl Into<Door>,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), WebError> {
    serve_with(host, listener, WebOptions::default(), shutdown).await
}

/// [`serve`] with the operator's options.
pub async fn serve_with(
    host: impl Into<Door>,
    listener: TcpListener,
    mut options: WebOptions,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), WebError> {
    let host: Door = host.into();
    let key = (host.secret("web-session", Sessions::fresh_key).await)
        .map_err(|e| WebError::Key(e.to_string()))?
        .ok_or_else(|| WebError::Key("the system's random generator failed".into()))?;
    if options.hosts.is_empty() && listener.local_addr()?.ip().is_loopback() {
        options.hosts = guard::LOOPBACK_NAMES
            .iter()
            .map(|s| s.to_string())
            .collect();
    }
    let changes = host.room_changes();
    #[cfg(feature = "discord")]
    let activity = match options.activity.take() {
        Some(activity) => Some(Arc::new(Activity::new(activity, &key)?)),
        None => None,
    };
    #[cfg(not(feature = "discord"))]
    let activity: Option<Arc<dyn state::Embedded>> = None;
    #[cfg(feature = "matrix")]
    let widget = match options.widget.take() {
        Some(widget) => Some(Arc::new(Widget::new(widget, &key)?)),
        None => None,
    };
    #[cfg(not(feature = "matrix"))]
    let widget: Option<Arc<dyn state::Embedded>> = None;
    let serving = Serving {
        trusted_proxies: options.trusted_proxies.clone(),
        hosts: options.hosts.clone(),
    };
    let web = Web {
        relay: Arc::new(relay::Relay::new(changes.is_some())),
        host,
        hub: Arc::default(),
        pictures: Arc::new(Pictures::new(PICTURES_KEPT)),
        files: Arc::new(Files::new(FILES_KEPT)),
        answered: Arc::new(Files::new(FILES_KEPT)),
        greetings: Arc::default(),
        lobby: Arc::default(),
        sessions: Arc::new(Sessions::new(&key)),
        serving: Arc::new(serving),
        sockets: Arc::default(),
        activity: activity.clone().map(|a| a as Arc<dyn state::Embedded>),
        widget: widget.clone().map(|w| w as Arc<dyn state::Embedded>),
    };
    let sweeper = tokio::spawn(sweep(web.clone()));
    let lobby = tokio::spawn(lobby::lobby_updates(web.clone()));
    let followers = changes.map(|changes| {
        let relayed = tokio::spawn(relay::follow(web.relaying()));
        (
            tokio::spawn(outbound::follow(web.clone(), changes)),
            relayed,
        )
    });
    #[cfg(feature = "discord")]
    let bridged = (activity.as_ref())
        .map(|a| tokio::spawn(embed::from_chat(web.clone(), a.bridge().clone())));
    #[cfg(feature = "matrix")]
    let widget_bridged =
        (widget.as_ref()).map(|w| tokio::spawn(embed::from_chat(web.clone(), w.bridge().clone())));
    let create = post(http::create).layer(DefaultBodyLimit::max(MAX_CREATE_BODY));
    let asset = |kind: &'static str, body: &'static str| {
        get(move || async move { ([(header::CONTENT_TYPE, kind)], body) })
    };
    let app = Router::new()
        .route("/", get(root))
        .route("/r/{code}", get(http::room))
        .route("/r/{code}/board/{file}", get(http::picture))
        .route("/f/{name}", get(http::file))
        .route("/g/{file}", get(analysis::show))
        .route("/g/{id}/analyse", post(analysis::analyse))
        .route("/g/{id}/{file}", get(analysis::picture))
        .route(
            "/puzzle",
            get(puzzle::show)
                .post(puzzle::answer)
                .layer(DefaultBodyLimit::max(MAX_CREATE_BODY)),
        )
        .route("/puzzle/daily", get(puzzle::daily))
        .route("/rules", get(rules::index))
        .route("/rules/{game}", get(rules::show))
        .route("/rules/{game}/start.png", get(rules::start_picture))
        .route("/u/{id}", get(standings::profile))
        .route("/u/{id}/chart.png", get(standings::chart))
        .route("/ranking", get(standings::ranking))
        .route("/me", get(standings::me))
        .route(
            "/t/new",
            get(tournament::new_page)
                .post(tournament::create)
                .layer(DefaultBodyLimit::max(MAX_CREATE_BODY)),
        )
        .route("/t/{id}", get(tournament::show))
        .route("/t/{id}/standings.png", get(tournament::standings))
        .route("/t/{id}/{step}", post(tournament::step))
        .route("/style.css", asset("text/css", STYLE))
        .route("/app.js", asset("text/javascript", SCRIPT))
        .route("/room.js", asset("text/javascript", ROOM_SCRIPT))
        .route("/api/create", create)
        .route("/ws/{code}", get(http::room_socket))
        .route("/lobby", get(http::lobby_socket));
    // Each embedded mode's routes; its handlers find the mode as an
    // extension, there only where the operator set it up.
    #[cfg(feature = "discord")]
    let app = match activity {
        Some(activity) => activity::routes(app).layer(Extension(activity)),
        None => activity::routes(app),
    };
    #[cfg(feature = "matrix")]
    let app = match widget {
        Some(widget) => widget::routes(app).layer(Extension(widget)),
        None => widget::routes(app),
    };
    let app = app
        .fallback(http::not_found)
        .layer(axum::middleware::from_fn_with_state(
            web.clone(),
            guard::guard,
        ))
        .with_state(web);
    // Discord's proxy prefix is taken off before routing.
    #[cfg(feature = "discord")]
    let app = axum::middleware::from_fn(activity::strip_proxy).layer(app);
    let result =
        axum::serve(
            listener,
            axum::ServiceExt::<axum::extract::Request>::into_make_service_with_connect_info::<
                SocketAddr,
            >(app),
        )
        .with_graceful_shutdown(shutdown)
        .await;
    sweeper.abort();
    lobby.abort();
    #[cfg(feature = "discord")]
    if let Some(bridged) = bridged {
        bridged.abort();
    }
    #[cfg(feature = "matrix")]
    if let Some(bridged) = widget_bridged {
        bridged.abort();
    }
    if let Some((changes, relayed)) = followers {
        changes.abort();
        relayed.abort();
    }
    Ok(result?)
}

async fn sweep(web: Web) {
    let host = web.host.clone();
    host.sweep(Platform::Web, |notices| {
        let web = web.clone();
        async move { outbound::deliver(&web, &notices).await }
    })
    .await;
}
