//! The stand-in's Activity side: Discord's OAuth2 token exchange, the
//! user a token names, Discord's record of Activity instances, the
//! `LAUNCH_ACTIVITY` callback, and a harness page that plays Discord's
//! client for an Activity's iframe. Each rule is written from Discord's
//! documentation (discord/discord-api-docs) or the Embedded App SDK's
//! source (@discord/embedded-app-sdk 2.5.0), named beside it.

use super::*;

/// The application's OAuth2 client secret, as the developer portal shows
/// it (the bot is given it as a file).
pub const CLIENT_SECRET: &str = "stand-in-client-secret-never-logged";
/// The application's bot token, as the developer portal shows it (the bot
/// is given it as `DISCORD_TOKEN`).
pub const BOT_TOKEN: &str = "test-token-never-logged";
/// Another application's id, whose codes this application may not use.
pub const OTHER_APP_ID: &str = "900000000000000009";

/// Callback type 12 (Receiving and Responding, Interaction Callback Type:
/// "LAUNCH_ACTIVITY | 12 | Launch the Activity associated with the app").
pub(super) const LAUNCH_ACTIVITY: u64 = 12;

/// A code `authorize` handed out: to which application, whom its token
/// will name, and whether it was exchanged (OAuth2: an authorization code
/// is used once).
#[derive(Clone, Debug)]
struct Code {
    client_id: String,
    /// The user the exchanged token will name (a test's forged token).
    token_user: String,
    used: bool,
}

/// An Activity instance as Discord keeps it (Get Application Activity
/// Instance: `location` with `kind`, `channel_id`, `guild_id`; `users`).
#[derive(Clone, Debug)]
pub struct Instance {
    pub channel: String,
    pub guild: Option<String>,
    pub users: Vec<String>,
}

/// What the Activity side keeps.
#[derive(Default)]
pub(super) struct Activities {
    codes: HashMap<String, Code>,
    tokens: HashMap<String, String>,
    instances: HashMap<String, Instance>,
    names: HashMap<String, String>,
    /// Interactions answered with `LAUNCH_ACTIVITY`, by interaction id.
    pub launched: Vec<String>,
    issued: u64,
}

impl StandIn {
    /// Discord's record of an instance of the app (what the bot will be
    /// told, whatever a frame says).
    pub fn activity_instance(&self, id: &str, instance: Instance) {
        let mut inner = self.inner.lock().expect("lock");
        inner.activity.instances.insert(id.to_string(), instance);
    }

    /// A user's name, as `/users/@me` answers it.
    pub fn activity_user(&self, id: &str, name: &str) {
        let mut inner = self.inner.lock().expect("lock");
        inner
            .activity
            .names
            .insert(id.to_string(), name.to_string());
    }

    /// A code as `authorize` hands it out in app `client_id`; its token
    /// names `token_user` (the user who asked, unless a test forges it).
    pub fn issue_code(&self, client_id: &str, token_user: &str) -> String {
        let mut inner = self.inner.lock().expect("lock");
        inner.activity.issued += 1;
        let code = format!("code{}x{}", inner.activity.issued, fastrand::u64(..));
        let issued = Code {
            client_id: client_id.to_string(),
            token_user: token_user.to_string(),
            used: false,
        };
        inner.activity.codes.insert(code.clone(), issued);
        code
    }

    /// Turns on the developer portal's Activities switch: "When you
    /// enable Activities, an Entry Point command … is automatically
    /// created" (Application Commands, Entry Point Commands), and "the
    /// default Entry Point command will use the `DISCORD_LAUNCH_ACTIVITY`
    /// (`2`) handler type" (Activities, User Actions).
    pub fn enable_activities(&self) {
        let mut inner = self.inner.lock().expect("lock");
        inner.activities = true;
        if inner.entry_points.is_empty() {
            inner.entry_points = vec![json!({
                "id": "900000000000000010", "name": "launch", "type": 4, "handler": 2,
                "description": "Launch an activity",
            })];
        }
    }

    /// The Entry Point commands the bot registered.
    pub fn entry_points(&self) -> Vec<Value> {
        self.inner.lock().expect("lock").entry_points.clone()
    }

    /// Every access token handed out.
    pub fn tokens(&self) -> Vec<String> {
        let inner = self.inner.lock().expect("lock");
        inner.activity.tokens.keys().cloned().collect()
    }

    /// The interactions the bot answered with `LAUNCH_ACTIVITY`.
    pub fn launched(&self) -> Vec<String> {
        self.inner.lock().expect("lock").activity.launched.clone()
    }

    /// The harness page, as Chromium reaches it (`discord.com` mapped to
    /// the stand-in's HTTPS side).
    pub fn harness_url(&self) -> String {
        "https://discord.com/activities/harness".to_string()
    }

    /// Chromium's flags that make `discord.com` this stand-in and
    /// `<application id>.discordsays.com` its Activity proxy (their
    /// certificates are made for the run, so they are not checked).
    pub fn browser_args(&self) -> Vec<String> {
        vec![
            format!(
                "--host-resolver-rules=MAP discord.com {}, MAP {} {}",
                self.tls.address, self.proxy.name, self.proxy.address
            ),
            "--ignore-certificate-errors".to_string(),
        ]
    }

    /// The developer portal's Activities → URL Mappings: requests to the
    /// Activity's host under `mapping.prefix` go to `mapping.target`.
    pub fn map_url(&self, mapping: proxy::Mapping) {
        self.proxy.map(mapping);
    }

    /// What Discord's client frames: the root of the Activity's host
    /// (the launch parameters are the harness's to add).
    pub fn activity_url(&self) -> String {
        format!("https://{}/", self.proxy.name)
    }

    /// An HTTP client that reaches the Activity's host as Chromium does
    /// (the name mapped to the proxy, its certificate not checked).
    pub fn through_proxy(&self) -> reqwest::Client {
        let address = self.proxy.address.parse().expect("an address");
        reqwest::Client::builder()
            .resolve(&self.proxy.name, address)
            .danger_accept_invalid_certs(true)
            .build()
            .expect("an HTTP client")
    }

    /// Every request the Activity's proxy passed on (`GET host/path?query`).
    pub fn proxied(&self) -> Vec<String> {
        self.proxy.forwarded()
    }

    /// The Activity's routes: `None` for any other.
    pub(super) fn activity_route(
        &self,
        (method, path): (&str, &str),
        headers: &HeaderMap,
        body: &Value,
    ) -> Option<Response> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        Some(match (method, segments.as_slice()) {
            ("GET", ["activities", "harness"]) => (
                [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
                HARNESS,
            )
                .into_response(),
            ("POST", ["activities", "harness", "authorize"]) => {
                let field = |name: &str| body[name].as_str().unwrap_or_default().to_string();
                let (user, client) = (field("user"), field("client_id"));
                let token_user = match field("token_user") {
                    named if named.is_empty() => user.clone(),
                    named => named,
                };
                axum::Json(json!({ "code": self.issue_code(&client, &token_user) })).into_response()
            }
            ("POST", ["api", "v10", "oauth2", "token"]) => self.exchange(headers, body),
            ("GET", ["api", "v10", "users", "@me"]) if bearer(headers).is_some() => {
                self.me(headers)
            }
            ("GET", ["api", "v10", "applications", app, "activity-instances", id]) => {
                self.instance(headers, app, id)
            }
            _ => return None,
        })
    }

    /// OAuth2, Authorization Code Grant: "the token and token revocation
    /// URLs will only accept a content type of
    /// `application/x-www-form-urlencoded`. JSON content is not permitted
    /// and will return an error"; "All calls to the OAuth2 endpoints
    /// require either HTTP Basic authentication or `client_id` and
    /// `client_secret` supplied in the form data body"; `grant_type` "must
    /// be set to `authorization_code`". A code is for the application it
    /// was issued to and is used once (RFC 6749 §4.1.2, §5.2
    /// `invalid_grant`).
    fn exchange(&self, headers: &HeaderMap, form: &Value) -> Response {
        let form_encoded = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
        let refuse = |error: &str| {
            let body = json!({ "error": error });
            (StatusCode::BAD_REQUEST, axum::Json(body)).into_response()
        };
        if !form_encoded {
            return refuse("unsupported_content_type");
        }
        let field = |name: &str| form[name].as_str().unwrap_or_default();
        if field("client_id") != APP_ID || field("client_secret") != CLIENT_SECRET {
            return (
                StatusCode::UNAUTHORIZED,
                axum::Json(json!({ "error": "invalid_client" })),
            )
                .into_response();
        }
        if field("grant_type") != "authorization_code" {
            return refuse("unsupported_grant_type");
        }
        let mut inner = self.inner.lock().expect("lock");
        let Some(code) = inner.activity.codes.get_mut(field("code")) else {
            return refuse("invalid_grant");
        };
        if code.used || code.client_id != APP_ID {
            return refuse("invalid_grant");
        }
        code.used = true;
        let user = code.token_user.clone();
        let token = format!("token{}", fastrand::u64(..));
        inner.activity.tokens.insert(token.clone(), user);
        axum::Json(json!({
            "access_token": token, "token_type": "Bearer", "expires_in": 604800,
            "refresh_token": format!("refresh{}", fastrand::u64(..)), "scope": "identify"
        }))
        .into_response()
    }

    /// Get Current User with an OAuth2 token (`identify`): the token's user.
    fn me(&self, headers: &HeaderMap) -> Response {
        let inner = self.inner.lock().expect("lock");
        let user = bearer(headers).and_then(|token| inner.activity.tokens.get(token).cloned());
        let name = user
            .as_ref()
            .and_then(|id| inner.activity.names.get(id).cloned());
        drop(inner);
        match user {
            Some(id) => axum::Json(self.user(&id, &name.unwrap_or_default())).into_response(),
            None => error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized"),
        }
    }

    /// Get Application Activity Instance: "The route requires a Bot token
    /// of the application. It returns a serialized active activity
    /// instance for the given application, if found, otherwise it returns
    /// a 404" (Multiplayer Experience, Using the Activity Instance API).
    fn instance(&self, headers: &HeaderMap, app: &str, id: &str) -> Response {
        // Only this application's own bot token: "Bot <bot token>"
        // (Reference, Authentication), the bot's as the stand-in issued
        // it ([`BOT_TOKEN`]).
        let bot = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.strip_prefix("Bot ") == Some(BOT_TOKEN));
        if !bot {
            return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
        }
        let inner = self.inner.lock().expect("lock");
        let Some(instance) = inner.activity.instances.get(id).filter(|_| app == APP_ID) else {
            return error(StatusCode::NOT_FOUND, 0, "404: Not Found");
        };
        // Activity Location: `kind` "gc" (Guild Channel) or "pc" (Private
        // Channel, such as a DM or GDM); `id` as in the documented example.
        let (kind, location) = match &instance.guild {
            Some(guild) => ("gc", format!("gc-{guild}-{}", instance.channel)),
            None => ("pc", format!("pc-{}", instance.channel)),
        };
        axum::Json(json!({
            "application_id": APP_ID,
            "instance_id": id,
            "launch_id": "1276580072400224306",
            "location": {
                "id": location, "kind": kind,
                "channel_id": instance.channel, "guild_id": instance.guild
            },
            "users": instance.users,
        }))
        .into_response()
    }
}

/// The token of an `Authorization: Bearer …` header.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
}

/// A form-encoded body as a JSON object of its fields.
pub(super) fn form_fields(body: &[u8]) -> Value {
    let fields: serde_json::Map<String, Value> = form_urlencoded::parse(body)
        .map(|(k, v)| (k.into_owned(), Value::String(v.into_owned())))
        .collect();
    Value::Object(fields)
}

/// The harness: Discord's client as an Activity's iframe sees it.
const HARNESS: &str = include_str!("harness.html");
