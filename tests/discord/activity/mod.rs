//! Discord's Activity end to end: the real bot (its web page and its
//! Discord bot, against the stand-in) and headless Chromium, in which a
//! harness page plays Discord's client: the stand-in serves it as
//! `https://discord.com` (Chromium resolves that name to the stand-in), it
//! frames `https://<application id>.discordsays.com/` with the query
//! parameters Discord adds, answers the Embedded App SDK's handshake and
//! commands, and hands out OAuth2 codes. The stand-in's Activity proxy
//! serves that host as Discord's does: the setup guide's URL mapping (`/`
//! to the bot's public host name), the `/.proxy` prefix taken off, every
//! player coming from the proxy's one address.
//!
//! Ana and Beto, two windows in one instance, create, join and play a
//! game to its end in the Activity; the channel gets the same boards; a
//! button pressed in the channel shows in Ana's Activity at once; Ana's
//! rating moves once. Frames that lie (another channel, a made-up user),
//! users Discord does not list, and codes or tokens that are not theirs
//! get no seat, each with a reason; the bot's log holds no secret. Only
//! Discord's origins may frame the Activity.

use testkit as support;

use testkit::page;

use page::*;
use serde_json::{Value, json};
use std::time::Duration;
use support::bot::Bot;
use support::discord::{
    APP_ID, BOT_TOKEN, CLIENT_SECRET, GUILD_ID, Instance, Mapping, OTHER_APP_ID, StandIn,
};

mod crowd;
mod play;

/// The bot's public host name, as the setup guide has the operator map
/// the Activity's root `/` to it (`--web-host` names it too).
const PUBLIC_HOST: &str = "futbol.test";

/// The instance's channel, and another.
const CHANNEL: &str = "930000000000000021";
const ELSEWHERE: &str = "930000000000000022";
/// The instance, as Discord names one (`i-<launch>-<location>`).
const INSTANCE: &str = "i-1276580072400224306-gc-900000000000000003-930000000000000021";
const ANA: (&str, &str) = ("940000000000000001", "Ana");
const BETO: (&str, &str) = ("940000000000000002", "Beto");
/// In the instance, watching.
const DANI: (&str, &str) = ("940000000000000004", "Dani");
/// In the server, not in the instance.
const CARLA: (&str, &str) = ("940000000000000003", "Carla");

/// The harness's address for `user` with the frame's parameters `extra`
/// (`channel`, `frame_user`, `code_client`, `token_user`, `forged_code`).
fn harness(standin: &StandIn, user: (&str, &str), extra: &[(&str, &str)]) -> String {
    let mut query = vec![
        ("app", standin.activity_url()),
        ("user", user.0.to_string()),
        ("name", user.1.to_string()),
        ("client_id", APP_ID.to_string()),
        ("instance", INSTANCE.to_string()),
        ("channel", CHANNEL.to_string()),
        ("guild", GUILD_ID.to_string()),
    ];
    for (key, value) in extra {
        query.retain(|(k, _)| k != key);
        query.push((key, value.to_string()));
    }
    let query: Vec<String> = query
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    format!("{}?{}", standin.harness_url(), query.join("&"))
}

/// A window that opens the harness and looks into the Activity's frame.
async fn open(client: &fantoccini::Client, url: &str) {
    client.goto(url).await.expect("the harness");
    until(client, "the frame", "document.getElementById('activity')").await;
    client.enter_frame(0).await.expect("into the Activity");
}

/// The channel's messages with a board picture, in order.
fn boards(standin: &StandIn, channel: &str) -> Vec<Value> {
    standin
        .messages()
        .into_iter()
        .filter(|m| m["channel_id"] == channel)
        .filter(|m| {
            m["attachments"]
                .as_array()
                .is_some_and(|a| a.iter().any(|f| f["filename"] == "board.png"))
        })
        .collect()
}

/// Waits until the channel has a board message whose text contains `needle`.
async fn channel_shows(standin: &StandIn, needle: &str) -> Value {
    standin
        .wait_for(&format!("{needle} in the channel"), |s| {
            s.messages().into_iter().find(|m| {
                m["channel_id"] == CHANNEL
                    && m["content"].as_str().is_some_and(|c| c.contains(needle))
            })
        })
        .await
}

/// The bot with its page and its Activity, against the stand-in, with
/// the setup guide's mapping: the Activity's root to the bot's public
/// host name (which `--web-host` names). Returns the page's address.
async fn serve(dir: &std::path::Path, standin: &StandIn) -> (Bot, String) {
    let secret = dir.join("client-secret");
    std::fs::write(&secret, format!("{CLIENT_SECRET}\n")).expect("the secret's file");
    let web = format!("127.0.0.1:{}", free_port());
    standin.map_url(Mapping {
        prefix: "/".into(),
        target: PUBLIC_HOST.into(),
        address: web.clone(),
    });
    let api = standin.api_args();
    let hosts = format!("127.0.0.1,{PUBLIC_HOST}");
    let mut args = vec!["--web-addr", &web, "--web-host", &hosts];
    args.extend(["--discord-guild", GUILD_ID]);
    args.extend(api.iter().map(String::as_str));
    let secret = secret.display().to_string();
    args.extend(["--discord-client-id", APP_ID]);
    args.extend(["--discord-client-secret-file", &secret]);
    let bot = Bot::serve(dir, &args, &[("DISCORD_TOKEN", BOT_TOKEN)]);
    standin.wait_ready(1).await;
    let web = format!("http://{web}");
    while http_status(&web, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") != 200 {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (bot, web)
}

/// A refused harness: why, whose window, the frame's parameters, and
/// what the page says.
type Refused = (
    &'static str,
    (&'static str, &'static str),
    Vec<(&'static str, &'static str)>,
    &'static str,
);

/// A button's custom id on a message, by a part of it.
fn button_id(message: &Value, part: &str) -> Option<String> {
    message["components"]
        .as_array()?
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .find(|id| id.contains(part))
}

/// Every code and token the stand-in handed out.
fn secrets(standin: &StandIn) -> Vec<String> {
    let mut found = Vec::new();
    for call in standin.calls() {
        if call.path.ends_with("/oauth2/token") {
            found.extend(call.json["code"].as_str().map(str::to_string));
        }
    }
    found.extend(standin.tokens());
    found
}
