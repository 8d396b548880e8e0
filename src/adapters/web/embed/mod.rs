//! What the page's embedded modes share: Discord's Activity and Matrix's
//! widget are the game page inside a chat's own client, playing one chat
//! channel's room as the chat's user. Each mode proves who that user is
//! its own way (Discord's OAuth2 and activity instances; the Matrix
//! homeserver's OpenID), then the rest is common: a signed ticket
//! ([`ticket`]) the page keeps in memory, a socket that is that user's in
//! that channel ([`socket`]), board pictures only that channel's pages
//! can name, and a bridge that carries each side's replies to the other.

mod mode;
pub(super) mod socket;
pub(super) mod ticket;

use mode::key_of;
pub(in crate::adapters::web) use mode::{Embed, Refusal};

use super::state::Web;
use super::{guard::Client, texts};
use crate::adapters::bridge::Bridge;
use crate::host::RoomCode;
use crate::i18n::Lang;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Extension, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use governor::{Quota, RateLimiter};
use std::num::NonZeroU32;
use std::sync::Arc;
use ticket::Player;

/// The game page the room page's template (`room.html`) makes, in an
/// embedded mode: titled by the page word `title`, its assets under
/// `base`, the body class `mode` (`embedded …`, which `room.js` reads)
/// and the mode's own `parts` (its status box and script).
pub(super) fn page(lang: Lang, title: &str, (base, mode): (&str, &str), parts: &str) -> Response {
    const ROOM: &str = include_str!("../../../../assets/web/room.html");
    let title = texts::escape(texts::word(lang, title));
    let vars = [
        ("title", title.as_str()),
        ("code", ""),
        ("base", base),
        ("mode", mode),
        ("nav", ""),
        ("activity", parts),
    ];
    axum::response::Html(texts::page_html(ROOM, lang, &vars)).into_response()
}

/// Sessions one network may ask for in a minute: each costs calls to the
/// chat's servers.
const SESSIONS_PER_MINUTE: u32 = 20;

/// Behind a chat's proxy, sessions all its players together may ask for
/// in a minute: a bound on what forged requests cost the chat's servers,
/// far above what the players of many servers open.
const PROXIED_SESSIONS_PER_MINUTE: u32 = 1_200;

/// Behind a chat's proxy, sessions one frame may ask for in a minute
/// (before the chat said who its user is: a page that retries).
const FRAME_SESSIONS_PER_MINUTE: u32 = 5;

/// Sessions one verified user may be given in a minute (a player who
/// opens the board in a few windows, or reloads it).
const USER_SESSIONS_PER_MINUTE: u32 = 10;

/// Behind a chat's proxy, requests of one network the chat refused (a
/// code it never issued, a user it does not list) in a minute: real
/// players are rarely refused, a forger always is. Past it, the network
/// waits out [`FAILURES_COOL`].
const FAILURES_PER_MINUTE: u32 = 60;

/// How long a network that failed too often is refused.
const FAILURES_COOL: std::time::Duration = std::time::Duration::from_secs(60);

/// Networks cooling down remembered at most (the oldest forgotten).
const COOLING_KEPT: usize = 10_000;

/// A limit on session requests, per key.
pub(super) type Limiter = RateLimiter<
    u128,
    governor::state::keyed::DefaultKeyedStateStore<u128>,
    governor::clock::DefaultClock,
>;

/// A keyed limiter of `per_minute` requests a minute.
fn per_minute(per_minute: u32) -> Limiter {
    let every = NonZeroU32::new(per_minute).unwrap_or(NonZeroU32::MIN);
    RateLimiter::keyed(Quota::per_minute(every))
}

/// The limit on session requests, per network.
pub(super) fn sessions_limiter() -> Limiter {
    per_minute(SESSIONS_PER_MINUTE)
}

/// The limits on session requests of a mode behind a chat's proxy: all
/// its requests from one network, each frame's, and each verified user's.
pub(super) struct ProxiedLimits {
    network: Limiter,
    frame: Limiter,
    user: Limiter,
    failures: Limiter,
    /// Networks refused until then, for failing too often.
    cooling: std::sync::Mutex<std::collections::HashMap<u128, std::time::Instant>>,
}

impl ProxiedLimits {
    /// The limits, none counted yet.
    pub fn new() -> ProxiedLimits {
        ProxiedLimits {
            network: per_minute(PROXIED_SESSIONS_PER_MINUTE),
            frame: per_minute(FRAME_SESSIONS_PER_MINUTE),
            user: per_minute(USER_SESSIONS_PER_MINUTE),
            failures: per_minute(FAILURES_PER_MINUTE),
            cooling: std::sync::Mutex::default(),
        }
    }

    /// Counts a request from `network` for `frame` (the frame's own id,
    /// which only the chat's client and this frame know): false when
    /// either is over its limit, or the network failed too often.
    pub fn before_checking(&self, network: u128, frame: &str) -> bool {
        let now = std::time::Instant::now();
        let cooling = match self.cooling.lock() {
            Ok(cooling) => cooling.get(&network).is_some_and(|until| *until > now),
            Err(_) => false,
        };
        !cooling
            && self.network.check_key(&network).is_ok()
            && self.frame.check_key(&key_of(frame)).is_ok()
    }

    /// Counts a request of `network` that the chat refused: past the
    /// limit, the network cools down.
    pub fn failed(&self, network: u128) {
        if self.failures.check_key(&network).is_ok() {
            return;
        }
        if let Ok(mut cooling) = self.cooling.lock() {
            let now = std::time::Instant::now();
            cooling.retain(|_, until| *until > now);
            if cooling.len() < COOLING_KEPT {
                cooling.insert(network, now + FAILURES_COOL);
            }
        }
    }

    /// Counts a session for `user`, whom the chat vouched for: false when
    /// they are over their limit.
    pub fn for_user(&self, user: &str) -> bool {
        self.user.check_key(&key_of(user)).is_ok()
    }
}

/// A session request's answer: the ticket (with `extra` fields the mode's
/// page needs), or why not, in the visitor's language.
pub(super) fn session_answer<E: Embed>(
    embed: &E,
    lang: Lang,
    checked: Result<Player, E::Refused>,
    extra: serde_json::Value,
) -> Response {
    match checked {
        Ok(player) => {
            tracing::info!("{}: a session in channel {}", E::NAME, player.channel);
            let mut body = serde_json::json!({
                "ticket": embed.tickets().issue(&player),
                "name": player.name,
            });
            if let (Some(body), serde_json::Value::Object(extra)) = (body.as_object_mut(), extra) {
                body.extend(extra);
            }
            axum::Json(body).into_response()
        }
        Err(refusal) => {
            tracing::info!("{}: refused a session: {refusal}", E::NAME);
            let text = texts::word(lang, refusal.word());
            let body = serde_json::json!({ "error": text });
            (refusal.status(), axum::Json(body)).into_response()
        }
    }
}

/// `/MODE/board/CHANNEL/TAG/CODE/FILE`: a board picture of a room in a
/// channel of the mode's chat, for a page whose ticket names that channel
/// (the tag: pictures are `<img>`s, which cannot send a ticket).
pub(super) async fn picture<E: Embed>(
    State(web): State<Web>,
    embed: Option<Extension<Arc<E>>>,
    Path((channel, tag, code, file)): Path<(String, String, String, String)>,
) -> Response {
    let Some(Extension(embed)) = embed else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let Ok(code) = code.parse::<RoomCode>() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    if tag != embed.tickets().board_tag(&channel) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let state = web.host.room(code).await;
    if !state.is_some_and(|state| state.platform == E::PLATFORM && state.channel == channel) {
        return StatusCode::NOT_FOUND.into_response();
    }
    super::http::picture_file(&web, (code, E::PLATFORM), &file).await
}

/// `/MODE/ws`: a socket from one of the mode's pages.
pub(super) async fn socket<E: Embed>(
    State(web): State<Web>,
    embed: Option<Extension<Arc<E>>>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let Some(Extension(embed)) = embed else {
        return StatusCode::NOT_FOUND.into_response();
    };
    socket::upgrade(web, embed, (client, headers), upgrade).await
}

/// Shows on the mode's pages what the chat's own requests answered (a
/// move made in the channel), until the bridge closes.
pub(super) async fn from_chat(web: Web, bridge: Arc<Bridge>) {
    let Some(mut inbox) = bridge.pages_inbox() else {
        return;
    };
    while let Some(replies) = inbox.recv().await {
        super::outbound::deliver(&web, &replies).await;
    }
}
