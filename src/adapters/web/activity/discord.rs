//! What the Activity's backend asks Discord, each call as Discord's
//! documentation writes it, so who plays and where comes from Discord and
//! never from the frame ("assume any data coming from the Discord Client
//! could be falsified", Activities: Networking, Trusting Client Data):
//!
//! - the code from the SDK's `authorize` is exchanged for a token
//!   (OAuth2, Authorization Code Grant: `POST /oauth2/token`, "only
//!   accept a content type of `application/x-www-form-urlencoded`",
//!   `client_id` and `client_secret` in the form; an Activity's code
//!   comes without a `redirect_uri`, as in Building an Activity);
//! - the token says who the user is (`GET /users/@me`, Bearer);
//! - the instance says where it runs and who is in it (Get Application
//!   Activity Instance, `GET /applications/{id}/activity-instances/
//!   {instance_id}` with the bot's token: `location.channel_id`,
//!   `location.guild_id`, `users`; 404 when there is none).
//!
//! No code, token or secret is ever logged.

use serde::Deserialize;
use std::time::Duration;

/// How long one call to Discord may take.
const TIMEOUT: Duration = Duration::from_secs(10);

/// Why a page inside Discord gets no seat: each is told to its user in
/// their language (`page-activity-*`), and logged by name only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum Refusal {
    /// Discord refused the code (never issued, used, expired, or issued to
    /// another application).
    #[error("Discord refused the code")]
    Code,
    /// Discord knows no such instance of this application.
    #[error("no such Activity instance")]
    NoInstance,
    /// The instance runs outside a server where the bot is (a DM).
    #[error("the instance is not in a server channel")]
    NotServer,
    /// The frame names another channel than Discord says the instance is in.
    #[error("the frame names another channel than the instance's")]
    OtherChannel,
    /// Discord does not list the user in the instance.
    #[error("the user is not in the instance")]
    NotInInstance,
    /// Discord could not be asked (down, slow, an unexpected answer).
    #[error("Discord could not be reached")]
    Unreachable,
    /// Too many attempts from one network.
    #[error("too many attempts")]
    TooMany,
}

impl super::super::embed::Refusal for Refusal {
    fn word(&self) -> &'static str {
        match self {
            Refusal::Code => "activityCode",
            Refusal::NoInstance => "activityNoInstance",
            Refusal::NotServer => "activityNotServer",
            Refusal::OtherChannel => "activityOtherChannel",
            Refusal::NotInInstance => "activityNotInInstance",
            Refusal::Unreachable => "activityUnreachable",
            Refusal::TooMany => "activityTooMany",
        }
    }

    fn status(&self) -> axum::http::StatusCode {
        match self {
            Refusal::Unreachable => axum::http::StatusCode::BAD_GATEWAY,
            Refusal::TooMany => axum::http::StatusCode::TOO_MANY_REQUESTS,
            _ => axum::http::StatusCode::FORBIDDEN,
        }
    }
}

/// A Discord user as `/users/@me` answers.
#[derive(Clone, Debug, Deserialize)]
pub(crate) struct DiscordUser {
    pub id: String,
    pub username: String,
    #[serde(default)]
    pub global_name: Option<String>,
}

impl DiscordUser {
    /// The name others see: the global name, else the user name.
    pub fn display_name(&self) -> &str {
        self.global_name.as_deref().unwrap_or(&self.username)
    }
}

/// Where an instance runs (Activity Location).
#[derive(Clone, Debug, Deserialize)]
pub(crate) struct Location {
    /// `gc` (a server's channel) or `pc` (a DM or group DM).
    pub kind: String,
    pub channel_id: String,
    #[serde(default)]
    pub guild_id: Option<String>,
}

/// An Activity instance, as Discord answers.
#[derive(Clone, Debug, Deserialize)]
pub(crate) struct Instance {
    pub location: Location,
    /// The ids of the users connected to it.
    #[serde(default)]
    pub users: Vec<String>,
}

/// The token exchange's answer (only what is used).
#[derive(Deserialize)]
struct Token {
    access_token: String,
}

/// The application's client and the calls above.
pub(crate) struct Discord {
    http: reqwest::Client,
    api: &'static str,
    client_id: String,
    client_secret: String,
    bot_token: String,
}

impl std::fmt::Debug for Discord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Discord")
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

impl Discord {
    /// The calls of application `client_id` (`http`: a client that
    /// reaches `discord.com`).
    pub fn new(
        http: reqwest::Client,
        client_id: u64,
        client_secret: String,
        bot_token: String,
    ) -> Discord {
        Discord {
            http,
            api: "https://discord.com/api/v10",
            client_id: client_id.to_string(),
            client_secret,
            bot_token,
        }
    }

    /// This application's id.
    pub fn client_id(&self) -> &str {
        &self.client_id
    }

    /// The user `code` was issued for.
    pub async fn user_of_code(&self, code: &str) -> Result<(DiscordUser, String), Refusal> {
        if !plain(code, 200) {
            return Err(Refusal::Code);
        }
        let form = [
            ("client_id", self.client_id.as_str()),
            ("client_secret", self.client_secret.as_str()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        let answer = self
            .http
            .post(format!("{}/oauth2/token", self.api))
            .form(&form)
            .timeout(TIMEOUT)
            .send()
            .await
            .map_err(|_| Refusal::Unreachable)?;
        // A refused grant is 400 `invalid_grant` (RFC 6749 §5.2).
        if answer.status().is_client_error() {
            return Err(Refusal::Code);
        }
        let token: Token = read(answer).await?;
        let me = self
            .http
            .get(format!("{}/users/@me", self.api))
            .bearer_auth(&token.access_token)
            .timeout(TIMEOUT)
            .send()
            .await
            .map_err(|_| Refusal::Unreachable)?;
        if me.status().is_client_error() {
            return Err(Refusal::Code);
        }
        Ok((read(me).await?, token.access_token))
    }

    /// The instance `id` of this application, as Discord has it now.
    pub async fn instance(&self, id: &str) -> Result<Instance, Refusal> {
        if !plain(id, 100) {
            return Err(Refusal::NoInstance);
        }
        let url = format!(
            "{}/applications/{}/activity-instances/{id}",
            self.api, self.client_id
        );
        let answer = self
            .http
            .get(url)
            .header("authorization", format!("Bot {}", self.bot_token))
            .timeout(TIMEOUT)
            .send()
            .await
            .map_err(|_| Refusal::Unreachable)?;
        if answer.status() == reqwest::StatusCode::NOT_FOUND {
            return Err(Refusal::NoInstance);
        }
        read(answer).await
    }
}

/// A successful answer's JSON.
async fn read<T: serde::de::DeserializeOwned>(answer: reqwest::Response) -> Result<T, Refusal> {
    if !answer.status().is_success() {
        tracing::warn!("activity: Discord answered {}", answer.status());
        return Err(Refusal::Unreachable);
    }
    let body = answer.bytes().await.map_err(|_| Refusal::Unreachable)?;
    serde_json::from_slice(&body).map_err(|_| Refusal::Unreachable)
}

/// Whether a value from the page may go into a form or a path: letters,
/// digits and `-` / `_`, not too long.
fn plain(value: &str, max: usize) -> bool {
    !value.is_empty()
        && value.len() <= max
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_values_reach_discord() {
        assert!(plain(
            "i-1276580072400224306-gc-912952092627435520-912954213460484116",
            100
        ));
        assert!(plain("NhhvTDYsFcdgNLnnLijcl7Ku7bEEeee", 200));
        for bad in [
            "",
            "../../users/@me",
            "a b",
            "a?b=c",
            "a/b",
            &"a".repeat(101),
        ] {
            assert!(!plain(bad, 100), "{bad}");
        }
    }

    #[test]
    fn a_name_is_the_global_one_first() {
        let user: DiscordUser =
            serde_json::from_str(r#"{"id":"1","username":"ana_m","global_name":"Ana"}"#)
                .expect("a user");
        assert_eq!(user.display_name(), "Ana");
        let user: DiscordUser =
            serde_json::from_str(r#"{"id":"1","username":"ana_m","global_name":null}"#)
                .expect("a user");
        assert_eq!(user.display_name(), "ana_m");
    }
}
