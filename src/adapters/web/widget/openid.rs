//! Who a Matrix user is, as their homeserver says: the widget's page hands
//! over the OpenID token Element gave it (`get_openid`, MSC1960), and this
//! asks the homeserver of the user id the page names whom the token is
//! for. Only the server named in a user id may vouch for that user.
//!
//! - The check is the server-server API's `GET
//!   /_matrix/federation/v1/openid/userinfo?access_token=…`, which needs no
//!   request authentication; it answers `{"sub": "@user:server"}`, and
//!   "The caller MUST validate that the returned user ID is on the server
//!   they called" (Matrix spec v1.18, Server-Server API, OpenID). No
//!   `Authorization` header is sent: with one, Synapse would treat the call
//!   as a federation request and apply its `federation_domain_whitelist`.
//! - Which address to ask: the bot's own server (its users are the usual
//!   players) at its federation address when the operator named one
//!   (`--matrix-federation-url`), else at the address the bot itself uses
//!   (Synapse serves the OpenID endpoint on its client listener); any
//!   other server where the spec's server name resolution finds it
//!   ([`super::discovery`]), through the network guard.
//! - A token can be exchanged again until it expires (Synapse deletes
//!   none), and names no audience, so any widget a user gave one to could
//!   replay it here: each token is taken once here, but a token given to
//!   another widget first can still be used here once within its hour
//!   (the widget's guide says what that means for an operator).

use crate::adapters::bridge::Bridge;
use ring::digest;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::discovery::{ASK_WAIT, Finder, read_at_most};

/// The largest userinfo answer read.
const MOST_USERINFO: usize = 16 * 1024;

/// The server-server API's OpenID userinfo endpoint.
const USERINFO: &str = "/_matrix/federation/v1/openid/userinfo";

/// How long a token is remembered as taken: Synapse's tokens last an
/// hour (`EXPIRES_MS = 3600 * 1000`, `synapse/rest/client/openid.py`).
const TOKEN_LIFE: u64 = 3600;

/// Tokens remembered at most; beyond, the oldest are forgotten first.
const TOKENS_KEPT: usize = 50_000;

/// Why a widget's page gets no seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum Refusal {
    /// No user id, room id or token, or one that is not Matrix's shape.
    #[error("not a widget's request")]
    Malformed,
    /// The token's homeserver (`matrix_server_name`) is not the user id's.
    #[error("the token's homeserver is not the user id's")]
    OtherServer,
    /// The homeserver knows no such token (made up, expired).
    #[error("the homeserver did not vouch for the token")]
    Token,
    /// This token was exchanged here before.
    #[error("the token was used before")]
    Reused,
    /// The homeserver vouches for another user than the page names.
    #[error("the homeserver vouches for another user")]
    OtherUser,
    /// The homeserver could not be asked (or the guard would not ask it:
    /// the user is told the same).
    #[error("the homeserver could not be reached")]
    Unreachable,
    /// The user is not a member of the room.
    #[error("the user is not in the room")]
    NotMember,
    /// The bot is not in the room (or there is no such room).
    #[error("the bot is not in the room")]
    BotNotIn,
    /// The Matrix bot did not answer (not running yet, or too busy).
    #[error("the Matrix bot did not answer")]
    NoAnswer,
    /// Too many attempts from one network.
    #[error("too many attempts")]
    TooMany,
}

impl super::super::embed::Refusal for Refusal {
    fn word(&self) -> &'static str {
        match self {
            Refusal::Malformed => "widgetMalformed",
            Refusal::OtherServer => "widgetOtherServer",
            Refusal::Token | Refusal::Reused => "widgetToken",
            Refusal::OtherUser => "widgetOtherUser",
            Refusal::Unreachable => "widgetHomeserverDown",
            Refusal::NoAnswer => "widgetUnreachable",
            Refusal::NotMember => "widgetNotMember",
            Refusal::BotNotIn => "widgetBotNotIn",
            Refusal::TooMany => "activityTooMany",
        }
    }

    fn status(&self) -> axum::http::StatusCode {
        match self {
            Refusal::Unreachable | Refusal::NoAnswer => axum::http::StatusCode::BAD_GATEWAY,
            Refusal::TooMany => axum::http::StatusCode::TOO_MANY_REQUESTS,
            _ => axum::http::StatusCode::FORBIDDEN,
        }
    }
}

/// The homeservers' word on tokens.
pub(super) struct OpenId {
    http: reqwest::Client,
    /// The bot's homeserver, as the bot reaches it.
    homeserver: String,
    /// Its federation address, when the operator named one.
    federation: Option<String>,
    /// Where other homeservers are.
    finder: Finder,
    /// The bot's server name, once its adapter logged in.
    bridge: Arc<Bridge>,
    /// Tokens taken, by their digest, with when they were taken.
    taken: Mutex<HashMap<Vec<u8>, u64>>,
}

/// The server name of a Matrix user id (`@local:server`), if it is one.
pub(super) fn server_of(user: &str) -> Option<&str> {
    let (local, server) = user.strip_prefix('@')?.split_once(':')?;
    let fine = |c: char| c.is_ascii_alphanumeric() || "-.:[]".contains(c);
    let shaped = !local.is_empty() && !server.is_empty() && user.len() <= 255;
    (shaped && server.chars().all(fine)).then_some(server)
}

/// How the bot reaches its own homeserver: `http` at its client address
/// (`homeserver`), and at its federation address if named.
pub(super) struct OwnServer {
    pub http: reqwest::Client,
    pub homeserver: String,
    pub federation: Option<String>,
}

impl OpenId {
    /// Asks the bot's own homeserver as `own` says, others through `finder`.
    pub fn new(own: OwnServer, finder: Finder, bridge: Arc<Bridge>) -> OpenId {
        OpenId {
            http: own.http,
            homeserver: own.homeserver.trim_end_matches('/').to_string(),
            federation: own
                .federation
                .map(|url| url.trim_end_matches('/').to_string()),
            finder,
            bridge,
            taken: Mutex::default(),
        }
    }

    /// The user `token` is for, if their homeserver says it is `user`'s
    /// and `server_name` (the token's `matrix_server_name`) is theirs.
    pub async fn user_of(
        &self,
        token: &str,
        server_name: &str,
        user: &str,
        now: u64,
    ) -> Result<String, Refusal> {
        let server = server_of(user).ok_or(Refusal::Malformed)?;
        if token.is_empty() || token.len() > 1024 {
            return Err(Refusal::Malformed);
        }
        if !server_name.eq_ignore_ascii_case(server) {
            return Err(Refusal::OtherServer);
        }
        self.take(token, now)?;
        let answer = match self.bridge.server() {
            Some(own) if own.eq_ignore_ascii_case(server) => self.ask_own(token).await,
            _ => self.ask_other(server, token).await,
        }
        .map_err(|error| {
            tracing::info!("widget: could not ask {server}: {error}");
            Refusal::Unreachable
        })?;
        match answer.status().as_u16() {
            200 => {}
            401 | 403 => return Err(Refusal::Token),
            status => {
                tracing::info!("widget: {server} answered {status} for a token");
                return Err(Refusal::Unreachable);
            }
        }
        #[derive(serde::Deserialize)]
        struct UserInfo {
            sub: String,
        }
        let body = read_at_most(answer, MOST_USERINFO)
            .await
            .ok_or(Refusal::Unreachable)?;
        let info: UserInfo = serde_json::from_slice(&body).map_err(|_| Refusal::Unreachable)?;
        // Only the server asked may vouch, and only for the user named.
        let vouched = server_of(&info.sub).is_some_and(|s| s.eq_ignore_ascii_case(server));
        if !vouched || info.sub != user {
            return Err(Refusal::OtherUser);
        }
        Ok(info.sub)
    }

    /// The bot's own homeserver's word: at its federation address if the
    /// operator named one, else at its client address.
    async fn ask_own(&self, token: &str) -> Result<reqwest::Response, String> {
        let base = self.federation.as_deref().unwrap_or(&self.homeserver);
        self.http
            .get(format!("{base}{USERINFO}"))
            .query(&[("access_token", token)])
            .timeout(ASK_WAIT)
            .send()
            .await
            .map_err(|e| e.without_url().to_string())
    }

    /// Another homeserver's word, where the spec finds it.
    async fn ask_other(&self, server: &str, token: &str) -> Result<reqwest::Response, String> {
        let target = self.finder.find(server).await.map_err(|e| e.to_string())?;
        let url = reqwest::Url::parse_with_params(&target.url(USERINFO), [("access_token", token)])
            .map_err(|e| e.to_string())?;
        self.finder
            .get(&target, url.as_str())
            .await
            .map_err(|e| e.without_url().to_string())
    }

    /// Notes `token` as taken, unless it was.
    fn take(&self, token: &str, now: u64) -> Result<(), Refusal> {
        let key = digest::digest(&digest::SHA256, token.as_bytes())
            .as_ref()
            .to_vec();
        let mut taken = self.taken.lock().map_err(|_| Refusal::Unreachable)?;
        taken.retain(|_, at| *at + TOKEN_LIFE > now);
        if taken.len() >= TOKENS_KEPT
            && let Some(oldest) = taken
                .iter()
                .min_by_key(|(_, at)| **at)
                .map(|(k, _)| k.clone())
        {
            taken.remove(&oldest);
        }
        match taken.entry(key) {
            std::collections::hash_map::Entry::Occupied(_) => Err(Refusal::Reused),
            std::collections::hash_map::Entry::Vacant(slot) => {
                slot.insert(now);
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_ids_name_their_server() {
        assert_eq!(server_of("@ana:localhost"), Some("localhost"));
        assert_eq!(server_of("@ana:example.org:8448"), Some("example.org:8448"));
        for bad in [
            "ana:localhost",
            "@:localhost",
            "@ana:",
            "@ana",
            "@ana:evil/x",
            "@a:b?c",
        ] {
            assert_eq!(server_of(bad), None, "{bad}");
        }
    }

    #[tokio::test]
    async fn a_token_is_taken_once_and_the_servers_must_agree() {
        let bridge = Arc::new(Bridge::default());
        let own = OwnServer {
            http: reqwest::Client::new(),
            homeserver: "http://127.0.0.1:9".into(),
            federation: None,
        };
        let resolver = hickory_resolver::Resolver::builder_with_config(
            hickory_resolver::config::ResolverConfig::default(),
            hickory_resolver::net::runtime::TokioRuntimeProvider::default(),
        )
        .build()
        .expect("a resolver");
        let finder = Finder::new(resolver, super::super::guard::Guard::default(), Vec::new());
        let ids = OpenId::new(own, finder, bridge);
        assert_eq!(ids.take("t", 0), Ok(()));
        assert_eq!(ids.take("t", 10), Err(Refusal::Reused));
        assert_eq!(
            ids.take("t", TOKEN_LIFE + 1),
            Ok(()),
            "forgotten after its life"
        );
        let other = ids
            .user_of("t2", "elsewhere.example", "@ana:localhost", 0)
            .await;
        assert_eq!(other, Err(Refusal::OtherServer));
        let shapeless = ids.user_of("t3", "localhost", "ana", 0).await;
        assert_eq!(shapeless, Err(Refusal::Malformed));
    }
}
