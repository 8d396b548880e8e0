//! Discord's Activity: the live board inside Discord's client, as Discord's
//! own users. Discord loads the root of the application's URL mapping in
//! an iframe, `https://<application id>.discordsays.com/?frame_id=…&
//! instance_id=…&platform=…`, which its proxy sends to this page's `/` with
//! the same query (the guard tells it: then `/` answers the Activity, not
//! the home page); `/activity` answers it too. The page speaks to
//! Discord's client through the Embedded App SDK (a copy
//! served from `/activity/sdk/`, no CDN) and to this server under the
//! proxy's `/.proxy/` prefix, which the server strips ([`strip_proxy`]).
//!
//! Who plays, and where, comes from Discord, never from the frame: the
//! SDK's `authorize` code is exchanged here for a token that names the
//! user, and Discord says which channel the instance runs in and who is in
//! it ([`discord`]). The server then issues a ticket the page opens its
//! socket with (the embedded modes' [`super::embed`]): a request from it
//! is that Discord user's, in that channel, so the seat, the rating and
//! the limits are the ones Discord's buttons use. Its replies are the
//! channel's: the bridge carries them to the Discord adapter, which posts
//! them, and brings the channel's back ([`crate::adapters::bridge`]).

mod discord;

use super::embed::ticket::{self, Player, Tickets};
use super::embed::{self, Embed, ProxiedLimits};
use super::guard::Client;
use super::state::{Web, WebError};
use super::texts;
use crate::adapters::bridge::Bridge;
use crate::host::{Community, Platform};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Extension, Path, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use discord::{Discord, Refusal};
use include_dir::{Dir, include_dir};
use std::sync::Arc;

/// The vendored Embedded App SDK (`scripts/vendor-discord-sdk.sh`).
static SDK: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/assets/activity/sdk");
const SCRIPT: &str = include_str!("../../../../assets/activity/activity.js");
const PARTS: &str = include_str!("../../../../assets/activity/activity.html");

/// The prefix Discord's proxy serves the app's own requests under
/// (Activities: Local Development, URL Mapping; "The `/.proxy/` path
/// prefix is still fully supported", change log of 2025-07-30).
pub(super) const PROXY: &str = "/.proxy";

/// The Activity as the operator set it up.
#[derive(Clone)]
pub struct ActivityOptions {
    /// The application's id (its OAuth2 client id).
    pub client_id: u64,
    /// Its OAuth2 client secret (never logged).
    pub client_secret: String,
    /// The bot's token, to ask Discord about instances (never logged).
    pub bot_token: String,
    /// Test only: a Discord stand-in reached as `discord.com`.
    #[cfg(feature = "test-hooks")]
    pub api: Option<crate::adapters::stand_in::StandIn>,
    /// The bridge to the Discord adapter.
    pub bridge: Arc<Bridge>,
}

impl std::fmt::Debug for ActivityOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ActivityOptions")
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

/// The Activity's part of the page.
pub(super) struct Activity {
    discord: Discord,
    tickets: Tickets,
    bridge: Arc<Bridge>,
    sessions: ProxiedLimits,
}

impl Activity {
    /// The Activity of `options`, its tickets under the page's key.
    pub fn new(options: ActivityOptions, key: &[u8]) -> Result<Activity, WebError> {
        #[cfg(feature = "test-hooks")]
        let http = match &options.api {
            Some(api) => api.client(),
            None => reqwest::Client::builder().use_rustls_tls().build(),
        };
        #[cfg(not(feature = "test-hooks"))]
        let http = reqwest::Client::builder().use_rustls_tls().build();
        let http =
            http.map_err(|e| WebError::Embedded(format!("the Activity's HTTP client: {e}")))?;
        Ok(Activity {
            discord: Discord::new(
                http,
                options.client_id,
                options.client_secret,
                options.bot_token,
            ),
            tickets: Tickets::new(key, b"activity"),
            bridge: options.bridge,
            sessions: ProxiedLimits::new(),
        })
    }
}

/// The Activity's routes.
pub(super) fn routes(router: Router<Web>) -> Router<Web> {
    router
        .route("/activity", get(page))
        .route(
            "/activity/session",
            post(session).layer(DefaultBodyLimit::max(4096)),
        )
        .route("/activity/ws", get(embed::socket::<Activity>))
        .route(
            "/activity/board/{channel}/{tag}/{code}/{file}",
            get(embed::picture::<Activity>),
        )
        .route("/activity/sdk/{*path}", get(sdk))
        .route(
            "/activity.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript")], SCRIPT) }),
        )
}

/// Takes Discord's `/.proxy` prefix off a request's path before routing,
/// so every route answers under it as it does without.
pub(super) async fn strip_proxy(mut request: Request, next: Next) -> Response {
    let uri = request.uri();
    if let Some(rest) = uri.path().strip_prefix(PROXY)
        && (rest.is_empty() || rest.starts_with('/'))
    {
        let path = if rest.is_empty() { "/" } else { rest };
        let rebuilt = match uri.query() {
            Some(query) => format!("{path}?{query}"),
            None => path.to_string(),
        };
        if let Ok(stripped) = rebuilt.parse() {
            *request.uri_mut() = stripped;
        }
    }
    next.run(request).await
}

/// `/activity`: the game page in Activity mode, in the visitor's language
/// (Discord's client sends its own), with the application's id for the SDK.
pub(super) async fn page(
    activity: Option<Extension<Arc<Activity>>>,
    headers: HeaderMap,
) -> Response {
    let Some(Extension(activity)) = activity else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let lang = texts::chosen(&headers).unwrap_or_default();
    let config = serde_json::json!({ "client_id": activity.discord.client_id() }).to_string();
    let parts = texts::fill(PARTS, lang, &[("config", &config.replace("</", "<\\/"))]);
    embed::page(lang, "activityTitle", (PROXY, " embedded activity"), &parts)
}

/// What the page sends to get its ticket.
#[derive(serde::Deserialize)]
struct Asked {
    /// The SDK's `authorize` code.
    code: String,
    /// The frame's `instance_id`.
    instance_id: String,
    /// The frame's `frame_id`: its requests are counted together before
    /// Discord says who its user is.
    #[serde(default)]
    frame_id: String,
    /// The frame's `channel_id`: only compared with Discord's answer.
    #[serde(default)]
    channel_id: Option<String>,
}

/// `POST /activity/session`: Discord's word on who and where, then a
/// ticket; or the refusal, in the visitor's language.
async fn session(
    State(web): State<Web>,
    activity: Option<Extension<Arc<Activity>>>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    axum::Json(asked): axum::Json<Asked>,
) -> Response {
    let Some(Extension(activity)) = activity else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let lang = texts::chosen(&headers).unwrap_or_default();
    // Every player comes from Discord's proxy: the network's limit is
    // all of theirs together; a frame's and a verified user's are each
    // one player's.
    let network = crate::host::network(client.address);
    let checked = if asked.frame_id.is_empty() || asked.frame_id.len() > 100 {
        Err(Refusal::Code)
    } else if activity.sessions.before_checking(network, &asked.frame_id) {
        verify(&activity, &asked, web.host.now()).await
    } else {
        Err(Refusal::TooMany)
    };
    if checked
        .as_ref()
        .is_err_and(|refusal| *refusal != Refusal::TooMany)
    {
        activity.sessions.failed(network);
    }
    let checked =
        checked.and_then(
            |(player, token)| match activity.sessions.for_user(&player.user) {
                true => Ok((player, token)),
                false => Err(Refusal::TooMany),
            },
        );
    // The SDK's authenticate() takes the token back.
    let token = checked.as_ref().map(|(_, token)| token.clone()).ok();
    let extra = serde_json::json!({ "access_token": token });
    embed::session_answer(
        activity.as_ref(),
        lang,
        checked.map(|(player, _)| player),
        extra,
    )
}

/// Who and where, from Discord: the code's user, the instance's channel,
/// and that the user is in it.
async fn verify(activity: &Activity, asked: &Asked, now: u64) -> Result<(Player, String), Refusal> {
    let (user, token) = activity.discord.user_of_code(&asked.code).await?;
    let instance = activity.discord.instance(&asked.instance_id).await?;
    let location = &instance.location;
    let guild = match (&location.guild_id, location.kind.as_str()) {
        (Some(guild), "gc") => guild.clone(),
        _ => return Err(Refusal::NotServer),
    };
    if asked
        .channel_id
        .as_deref()
        .is_some_and(|framed| framed != location.channel_id)
    {
        return Err(Refusal::OtherChannel);
    }
    if !instance.users.contains(&user.id) {
        return Err(Refusal::NotInInstance);
    }
    let player = Player {
        name: crate::host::plain_name(user.display_name()),
        user: user.id,
        community: guild,
        channel: location.channel_id.clone(),
        instance: asked.instance_id.clone(),
        expires: now + ticket::LIFETIME,
    };
    Ok((player, token))
}

impl Embed for Activity {
    const PLATFORM: Platform = Platform::Discord;
    const NAME: &'static str = "activity";
    const BAD_TICKET: &'static str = "activityCode";
    const BOARDS: &'static str = "/.proxy/activity/board";
    const BEHIND_PROXY: bool = true;
    type Refused = Refusal;

    fn tickets(&self) -> &Tickets {
        &self.tickets
    }

    fn bridge(&self) -> &Arc<Bridge> {
        &self.bridge
    }

    /// This application's page behind Discord's proxy
    /// (`https://<application id>.discordsays.com`).
    fn origin_allowed(&self, headers: &HeaderMap) -> bool {
        let proxy = format!("https://{}.discordsays.com", self.discord.client_id());
        headers
            .get(header::ORIGIN)
            .and_then(|o| o.to_str().ok())
            .is_some_and(|origin| origin.eq_ignore_ascii_case(&proxy))
    }

    /// Discord may have dropped them from the instance since the ticket.
    async fn still_there(&self, player: &Player) -> Result<(), Refusal> {
        let instance = self.discord.instance(&player.instance).await?;
        let listed =
            instance.users.contains(&player.user) && instance.location.channel_id == player.channel;
        listed.then_some(()).ok_or(Refusal::NotInInstance)
    }

    fn community(player: &Player) -> Community {
        Community::discord_guild(&player.community)
    }
}

/// `/activity/sdk/PATH`: a file of the vendored SDK.
async fn sdk(Path(path): Path<String>) -> Response {
    match SDK.get_file(&path) {
        Some(file) if path.ends_with(".mjs") => (
            [
                (header::CONTENT_TYPE, "text/javascript"),
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            file.contents(),
        )
            .into_response(),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sdk_is_served_whole() {
        assert!(SDK.get_file("index.mjs").is_some());
        assert!(SDK.get_file("Discord.mjs").is_some());
        assert!(
            SDK.get_file("LICENSE.md").is_some(),
            "its licence beside it"
        );
        fn modules(dir: &Dir) -> usize {
            let here = dir
                .files()
                .filter(|f| f.path().extension() == Some("mjs".as_ref()));
            here.count() + dir.dirs().map(modules).sum::<usize>()
        }
        assert_eq!(modules(&SDK), 70, "the package's 70 modules");
    }
}
