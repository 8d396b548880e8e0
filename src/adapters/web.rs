//! The local web page: play in a browser with no chat account.
//!
//! A thin adapter: HTTP and websocket traffic become host [`Request`]s, and
//! each [`Reply`] becomes a JSON message for the pages of its channel. Every
//! web room is its own channel; a page at `/r/CODE` joins it on connect, so
//! closing and reopening a page gets the same seat back.
//!
//! The page is plain HTML, CSS and JS built into the binary. Users are
//! identified by a random id the page keeps in a cookie, with their name.

use crate::engine::Variant;
use crate::host::clock::TimeChoice;
use crate::host::command::{Command, SeatChoice};
use crate::host::{
    Control, Host, Input, Platform, Reply, Request, Style, Target, User, plain_name,
};
use crate::i18n::Say;
use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use base64::Engine;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use tokio::net::TcpListener;
use tokio::sync::broadcast;

const HOME: &str = include_str!("../../assets/web/index.html");
const ROOM: &str = include_str!("../../assets/web/room.html");
const STYLE: &str = include_str!("../../assets/web/style.css");
const SCRIPT: &str = include_str!("../../assets/web/app.js");

/// The longest chat message or command accepted from a page.
pub const MAX_MESSAGE: usize = 500;

/// One message for the pages of a channel; `user` limits it to one user.
#[derive(Clone, Debug)]
struct Outgoing {
    user: Option<String>,
    json: Arc<str>,
}

/// The channels' fan-out.
#[derive(Default)]
struct Hub {
    channels: Mutex<HashMap<String, broadcast::Sender<Outgoing>>>,
}

impl Hub {
    fn sender(&self, channel: &str) -> Option<broadcast::Sender<Outgoing>> {
        let mut channels = self.channels.lock().ok()?;
        Some(
            channels
                .entry(channel.to_string())
                .or_insert_with(|| broadcast::channel(256).0)
                .clone(),
        )
    }

    /// Sends `message` to the pages of `channel`, or only to `user`'s.
    fn publish(&self, channel: &str, user: Option<String>, message: &PageMessage) {
        let (Some(sender), Ok(json)) = (self.sender(channel), serde_json::to_string(message))
        else {
            return;
        };
        let _ = sender.send(Outgoing {
            user,
            json: json.into(),
        });
    }
}

#[derive(Clone)]
struct Web {
    host: Arc<Host>,
    hub: Arc<Hub>,
}

/// What the page shows for one reply.
#[derive(Serialize)]
struct PageMessage<'a> {
    kind: &'static str,
    text: &'a str,
    private: bool,
    image: Option<String>,
    controls: Vec<PageControl>,
    /// On a channel's board: the id of the player to move when they are to
    /// be told (the page turns its title into "your turn"), else empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    turn: Option<&'a str>,
}

#[derive(Serialize)]
struct PageControl {
    kind: &'static str,
    label: String,
    id: Option<String>,
    style: &'static str,
    options: Vec<(String, String)>,
}

/// What a page sends.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum FromPage {
    /// The chat box: `!futbol …` is a command, anything else chat.
    Text { text: String },
    /// A button or menu choice.
    Button { id: String },
}

/// Serves the page on `listener` until `shutdown` resolves; also closes
/// idle rooms once a minute.
pub async fn serve(
    host: Arc<Host>,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let web = Web {
        host,
        hub: Arc::new(Hub::default()),
    };
    let sweeper = tokio::spawn(sweep(web.clone()));
    let app = Router::new()
        .route("/", get(|| async { Html(HOME) }))
        .route("/r/{code}", get(|| async { Html(ROOM) }))
        .route(
            "/style.css",
            get(|| async { ([(header::CONTENT_TYPE, "text/css")], STYLE) }),
        )
        .route(
            "/app.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript")], SCRIPT) }),
        )
        .route("/api/create", post(create))
        .route("/ws/{code}", get(socket))
        .with_state(web);
    let result = axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await;
    sweeper.abort();
    result
}

async fn sweep(web: Web) {
    let host = web.host.clone();
    host.sweep(Platform::Web, |notices| {
        deliver(&web.hub, &notices);
        std::future::ready(())
    })
    .await;
}

/// The user a request comes from, by the page's cookies.
fn user_of(headers: &HeaderMap) -> Option<User> {
    let cookies = headers.get(header::COOKIE)?.to_str().ok()?;
    let value = |key: &str| {
        cookies.split(';').find_map(|pair| {
            let (k, v) = pair.trim().split_once('=')?;
            (k == key).then(|| decode_cookie(v))
        })
    };
    let id = value("fb_uid").filter(|id| !id.is_empty() && id.len() <= 64)?;
    let name = plain_name(&value("fb_name").unwrap_or_default());
    Some(User {
        id: format!("web-{id}").into(),
        name,
    })
}

/// Percent-decoding for cookie values written with `encodeURIComponent`.
fn decode_cookie(value: &str) -> String {
    percent_encoding::percent_decode_str(value)
        .decode_utf8_lossy()
        .into_owned()
}

#[derive(Deserialize)]
struct CreateForm {
    variant: String,
    local: bool,
    /// Play the computer at this level (1–8).
    #[serde(default)]
    computer: Option<u8>,
}

/// "Crear sala": a fresh channel, the host's `crear` in it, then the code.
async fn create(
    State(web): State<Web>,
    headers: HeaderMap,
    body: axum::Json<CreateForm>,
) -> Response {
    let Some(user) = user_of(&headers) else {
        return (StatusCode::BAD_REQUEST, "set a name first").into_response();
    };
    let channel = format!("w{:016x}", fastrand::u64(..));
    let Ok(variant) = body.variant.parse::<Variant>() else {
        return (StatusCode::BAD_REQUEST, "unknown game").into_response();
    };
    let seat = if body.local {
        SeatChoice::Local
    } else {
        SeatChoice::default()
    };
    let request = Request {
        platform: Platform::Web,
        channel: channel.clone(),
        user,
        input: Input::Chosen(Command::Create {
            variant,
            seat,
            time: TimeChoice::Default,
            computer: body.computer.filter(|n| (1..=8).contains(n)),
        }),
    };
    let replies = web.host.clone().handle_async(request).await;
    match web.host.channel_room(Platform::Web, &channel) {
        Some(code) => {
            deliver(&web.hub, &replies);
            axum::Json(serde_json::json!({ "code": code })).into_response()
        }
        None => {
            let text = replies
                .first()
                .map_or("could not create the room", |r| r.text.as_str())
                .to_string();
            (StatusCode::BAD_REQUEST, text).into_response()
        }
    }
}

async fn socket(
    State(web): State<Web>,
    Path(code): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let Some(user) = user_of(&headers) else {
        return (StatusCode::BAD_REQUEST, "set a name first").into_response();
    };
    let code: String = code
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(8)
        .collect::<String>()
        .to_uppercase();
    upgrade.on_upgrade(move |socket| connected(web, socket, code, user))
}

/// One open page: it joins the room, then relays both ways until it closes.
async fn connected(web: Web, mut socket: WebSocket, code: String, user: User) {
    let channel = code
        .parse()
        .ok()
        .and_then(|code| web.host.room_state(code))
        .map_or_else(|| format!("lost-{code}"), |state| state.channel);
    let Some(sender) = web.hub.sender(&channel) else {
        return;
    };
    let mut inbox = sender.subscribe();
    let join = request(
        &channel,
        &user,
        Input::Chosen(Command::Join { code: code.clone() }),
    );
    let replies = web.host.clone().handle_async(join).await;
    deliver(&web.hub, &replies);
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    handle_page(&web, &channel, &user, text.as_str()).await;
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            },
            outgoing = inbox.recv() => match outgoing {
                Ok(message) if message.user.as_ref().is_none_or(|u| u == user.id.as_str()) => {
                    if socket.send(Message::Text(message.json.as_ref().into())).await.is_err() {
                        break;
                    }
                }
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => break,
            },
        }
    }
}

async fn handle_page(web: &Web, channel: &str, user: &User, text: &str) {
    let Ok(message) = serde_json::from_str::<FromPage>(text) else {
        return;
    };
    let input = match message {
        FromPage::Button { id } => Input::Button(id.chars().take(100).collect()),
        FromPage::Text { text } => {
            let text = text.trim();
            if text.is_empty() {
                return;
            }
            if text.chars().count() > MAX_MESSAGE {
                let (host, key) = (web.host.clone(), channel.to_string());
                let lang = tokio::task::spawn_blocking(move || host.language(Platform::Web, &key));
                let say = Say(lang.await.unwrap_or_default());
                let note = say.message_too_long(MAX_MESSAGE);
                publish_text(&web.hub, channel, Some(user.id.as_str()), "notice", &note);
                return;
            }
            match text.strip_prefix("!futbol") {
                Some(rest) => Input::Command(rest.trim().to_string()),
                None => {
                    let line = format!("{}: {text}", user.name);
                    publish_text(&web.hub, channel, None, "chat", &line);
                    Input::Chat(text.to_string())
                }
            }
        }
    };
    let replies = web
        .host
        .clone()
        .handle_async(request(channel, user, input))
        .await;
    deliver(&web.hub, &replies);
}

fn request(channel: &str, user: &User, input: Input) -> Request {
    Request {
        platform: Platform::Web,
        channel: channel.to_string(),
        user: user.clone(),
        input,
    }
}

fn publish_text(hub: &Hub, channel: &str, user: Option<&str>, kind: &'static str, text: &str) {
    let message = PageMessage {
        kind,
        text,
        private: user.is_some(),
        image: None,
        controls: Vec::new(),
        turn: None,
    };
    hub.publish(channel, user.map(str::to_string), &message);
}

/// Sends each web reply to the pages of its channel (or of one user).
fn deliver(hub: &Hub, replies: &[Reply]) {
    for reply in replies.iter().filter(|r| r.platform == Platform::Web) {
        let (channel, user) = match &reply.target {
            Target::Channel(channel) => (channel, None),
            Target::Private { channel, user } => (channel, Some(user.clone())),
        };
        let image = reply.image.as_ref().map(|png| {
            format!(
                "data:image/png;base64,{}",
                base64::engine::general_purpose::STANDARD.encode(png)
            )
        });
        let board = user.is_none() && (image.is_some() || reply.mention.is_some());
        let text = reply.plain_text();
        let message = PageMessage {
            kind: "bot",
            text: &text,
            private: user.is_some(),
            image,
            controls: reply.controls.iter().map(page_control).collect(),
            turn: board.then(|| reply.notified().unwrap_or("")),
        };
        hub.publish(channel, user.map(|u| u.to_string()), &message);
    }
}

fn page_control(control: &Control) -> PageControl {
    match control {
        Control::Button { id, label, style } => PageControl {
            kind: "button",
            label: label.clone(),
            id: Some(id.clone()),
            style: match style {
                Style::Primary => "primary",
                Style::Secondary => "secondary",
                Style::Danger => "danger",
            },
            options: Vec::new(),
        },
        Control::Menu {
            placeholder,
            options,
        } => PageControl {
            kind: "menu",
            label: placeholder.clone(),
            id: None,
            style: "secondary",
            options: options.clone(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_users_from_cookies() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            "a=b; fb_uid=abc123; fb_name=Ana%20Mar%C3%ADa"
                .parse()
                .unwrap(),
        );
        let user = user_of(&headers).unwrap();
        assert_eq!(
            (user.id.as_str(), user.name.as_str()),
            ("web-abc123", "Ana María")
        );
        headers.insert(header::COOKIE, "fb_name=x".parse().unwrap());
        assert!(user_of(&headers).is_none(), "no id, no user");
        let long = format!("fb_uid=u; fb_name={}%3Cb%3E", "N".repeat(100));
        headers.insert(header::COOKIE, long.parse().unwrap());
        let user = user_of(&headers).unwrap();
        assert_eq!(user.name.chars().count(), 32, "an overlong name is cut");
        assert!(!user.name.contains('<'));
        headers.insert(
            header::COOKIE,
            format!("fb_uid={}", "u".repeat(65)).parse().unwrap(),
        );
        assert!(user_of(&headers).is_none(), "an overlong id is refused");
    }
}
