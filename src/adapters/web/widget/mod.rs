//! Matrix's widget: the live board inside a Matrix room, in Element's
//! side panel or on a phone, as the room's own members. `!futbol tablero`
//! has the Matrix bot add the room's widget state event, naming
//! `/widget?room=$matrix_room_id&user=$matrix_user_id&lang=…`; Element
//! frames that page and fills in the variables, which prove nothing
//! (anyone can open the address with any values).
//!
//! Who plays comes from the homeserver: the page speaks the Widget API
//! through matrix-widget-api (a copy served from `/widget/api.min.js`,
//! no CDN), asks Element for an OpenID token (`get_openid`, MSC1960), and
//! sends it here with the user and room ids; the user's homeserver says
//! whose token it is ([`openid`]), and the Matrix bot says that user and
//! the bot are both in that room ([`crate::adapters::bridge`]). Only then
//! the page gets a ticket for that user in that room, and from there it
//! is the embedded modes' socket ([`super::embed`]): the seat, the rating
//! and the limits are the ones the room's messages and reactions use, and
//! the moves come and go through the Matrix bot.

mod discovery;
mod guard;
mod openid;

use super::embed::ticket::{self, Player, Tickets};
use super::embed::{self, Embed, Limiter};
use super::guard::Client;
use super::state::{Web, WebError};
use super::texts;
use crate::adapters::bridge::{Bridge, Membership};
use crate::host::{Community, Platform};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Extension, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use discovery::Finder;
use openid::{OpenId, OwnServer, Refusal};
use std::sync::Arc;

const SCRIPT: &str = include_str!("../../../../assets/widget/widget.js");
const PARTS: &str = include_str!("../../../../assets/widget/widget.html");
/// matrix-widget-api's browser build (`scripts/vendor-matrix-widget-api.sh`).
const API: &str = include_str!("../../../../assets/widget/api/api.min.js");

/// The widget as the operator set it up.
#[derive(Clone, Debug)]
pub struct WidgetOptions {
    /// The bot's homeserver, as the bot reaches it: asked about its own
    /// users' tokens.
    pub homeserver: String,
    /// The bot's homeserver's federation address, where its client
    /// address does not serve `/_matrix/federation/…`.
    pub federation: Option<String>,
    /// Hosts other homeservers may be reached at on a private address
    /// (by name, or IP literal): the network guard refuses the rest.
    pub private_hosts: Vec<String>,
    /// The DNS server other homeservers are looked up with (else the
    /// system's, `/etc/resolv.conf`).
    pub dns: Option<std::net::SocketAddr>,
    /// Certificates (PEM) trusted for other homeservers besides the
    /// system's: a private network's own authority.
    pub roots: Vec<Vec<u8>>,
    /// The bridge to the Matrix adapter.
    pub bridge: Arc<Bridge>,
}

/// The widget's part of the page.
pub(super) struct Widget {
    openid: OpenId,
    tickets: Tickets,
    bridge: Arc<Bridge>,
    sessions: Limiter,
}

impl Widget {
    /// The widget of `options`, its tickets under the page's key.
    pub fn new(options: WidgetOptions, key: &[u8]) -> Result<Widget, WebError> {
        let failed = |what: &str, e: &dyn std::fmt::Display| {
            WebError::Embedded(format!("the widget's {what}: {e}"))
        };
        let http = reqwest::Client::builder()
            .use_rustls_tls()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| failed("HTTP client", &e))?;
        let roots = (options.roots.iter())
            .map(|pem| reqwest::Certificate::from_pem(pem))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| failed("certificates", &e))?;
        let finder = Finder::new(
            resolver(options.dns).map_err(|e| failed("resolver", &e))?,
            guard::Guard::new(&options.private_hosts),
            roots,
        );
        let own = OwnServer {
            http,
            homeserver: options.homeserver,
            federation: options.federation,
        };
        Ok(Widget {
            openid: OpenId::new(own, finder, options.bridge.clone()),
            tickets: Tickets::new(key, b"widget"),
            bridge: options.bridge,
            sessions: embed::sessions_limiter(),
        })
    }
}

/// The resolver other homeservers are found with: `dns`, else the
/// system's configuration (none, if it has none: then only IP literals
/// are reached).
fn resolver(
    dns: Option<std::net::SocketAddr>,
) -> Result<hickory_resolver::TokioResolver, hickory_resolver::net::NetError> {
    use hickory_resolver::config::{NameServerConfig, ResolverConfig};
    use hickory_resolver::net::runtime::TokioRuntimeProvider;
    let given = |servers| {
        let config = ResolverConfig::from_parts(None, Vec::new(), servers);
        hickory_resolver::Resolver::builder_with_config(config, TokioRuntimeProvider::default())
    };
    let mut builder = match dns {
        Some(server) => {
            let mut named = NameServerConfig::udp_and_tcp(server.ip());
            for connection in &mut named.connections {
                connection.port = server.port();
            }
            given(vec![named])
        }
        None => hickory_resolver::Resolver::builder_tokio().unwrap_or_else(|error| {
            tracing::warn!("widget: no DNS configuration ({error}): only IP literals are reached");
            given(Vec::new())
        }),
    };
    builder.options_mut().timeout = discovery::ASK_WAIT;
    builder.options_mut().attempts = 1;
    builder.build()
}

/// The widget's routes.
pub(super) fn routes(router: Router<Web>) -> Router<Web> {
    router
        .route("/widget", get(page))
        .route(
            "/widget/session",
            post(session).layer(DefaultBodyLimit::max(4096)),
        )
        .route("/widget/ws", get(embed::socket::<Widget>))
        .route(
            "/widget/board/{channel}/{tag}/{code}/{file}",
            get(embed::picture::<Widget>),
        )
        .route(
            "/widget/api.min.js",
            get(|| async {
                (
                    [
                        (header::CONTENT_TYPE, "text/javascript"),
                        (header::CACHE_CONTROL, "public, max-age=86400"),
                    ],
                    API,
                )
            }),
        )
        .route(
            "/widget.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript")], SCRIPT) }),
        )
}

/// What Element's template filled in: the language (`lang`), before the
/// browser's.
#[derive(serde::Deserialize)]
struct Shown {
    #[serde(default)]
    lang: Option<String>,
}

/// `/widget`: the game page in widget mode, in the client's language.
async fn page(
    widget: Option<Extension<Arc<Widget>>>,
    headers: HeaderMap,
    axum::extract::Query(shown): axum::extract::Query<Shown>,
) -> Response {
    if widget.is_none() {
        return StatusCode::NOT_FOUND.into_response();
    }
    // Element's language tag may carry a region (`en-GB`).
    let lang = (shown.lang.as_deref())
        .and_then(|tag| {
            tag.parse()
                .ok()
                .or_else(|| tag.split('-').next()?.parse().ok())
        })
        .or_else(|| texts::chosen(&headers))
        .unwrap_or_default();
    let parts = texts::fill(PARTS, lang, &[]);
    embed::page(lang, "widgetTitle", ("", " embedded widget"), &parts)
}

/// What the page sends to get its ticket: Element's OpenID credentials,
/// and the user and room its address names (both checked here).
#[derive(serde::Deserialize)]
struct Asked {
    access_token: String,
    matrix_server_name: String,
    user_id: String,
    room_id: String,
}

/// `POST /widget/session`: the homeserver's and the bot's word on who
/// and where, then a ticket; or the refusal, in the visitor's language.
async fn session(
    State(web): State<Web>,
    widget: Option<Extension<Arc<Widget>>>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    axum::Json(asked): axum::Json<Asked>,
) -> Response {
    let Some(Extension(widget)) = widget else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let lang = texts::chosen(&headers).unwrap_or_default();
    let network = crate::host::network(client.address);
    let checked = match widget.sessions.check_key(&network) {
        Ok(()) => verify(&widget, &asked, web.host.now()).await,
        Err(_) => Err(Refusal::TooMany),
    };
    embed::session_answer(widget.as_ref(), lang, checked, serde_json::json!({}))
}

/// Who and where: the token's user, as their homeserver says; that they
/// and the bot are in the room, as the bot sees it.
async fn verify(widget: &Widget, asked: &Asked, now: u64) -> Result<Player, Refusal> {
    let room = asked.room_id.as_str();
    if !room.starts_with('!') || room.len() > 255 || !room.contains(':') {
        return Err(Refusal::Malformed);
    }
    let user = widget
        .openid
        .user_of(
            &asked.access_token,
            &asked.matrix_server_name,
            &asked.user_id,
            now,
        )
        .await?;
    let name = member_name(widget, room, &user).await?;
    Ok(Player {
        name: crate::host::plain_name(&name),
        user,
        community: room.to_string(),
        channel: room.to_string(),
        instance: String::new(),
        expires: now + ticket::LIFETIME,
    })
}

/// The user's name in the room, if they and the bot are both in it.
async fn member_name(widget: &Widget, room: &str, user: &str) -> Result<String, Refusal> {
    match widget.bridge.ask_members(room, user).await {
        Some(Membership::Member { name }) => Ok(name),
        Some(Membership::UserNotIn) => Err(Refusal::NotMember),
        Some(Membership::BotNotIn) => Err(Refusal::BotNotIn),
        None => Err(Refusal::NoAnswer),
    }
}

impl Embed for Widget {
    const PLATFORM: Platform = Platform::Matrix;
    const NAME: &'static str = "widget";
    const BAD_TICKET: &'static str = "widgetToken";
    const BOARDS: &'static str = "/widget/board";
    const BEHIND_PROXY: bool = false;
    type Refused = Refusal;

    fn tickets(&self) -> &Tickets {
        &self.tickets
    }

    fn bridge(&self) -> &Arc<Bridge> {
        &self.bridge
    }

    /// Only the page's own origin (checked before this).
    fn origin_allowed(&self, _: &HeaderMap) -> bool {
        false
    }

    /// They may have left the room, or the bot may have, since the ticket.
    async fn still_there(&self, player: &Player) -> Result<(), Refusal> {
        member_name(self, &player.channel, &player.user)
            .await
            .map(|_| ())
    }

    fn community(player: &Player) -> Community {
        Community::matrix_room(&player.community)
    }
}
