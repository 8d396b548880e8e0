//! The HTTP side of the page: the pages themselves (404 for a room that is
//! not open), room creation (small bodies, a per-address rate), the board
//! pictures by URL, and the websocket upgrades.

use super::socket::{lobby_page, page_messages, request, room_page};
use super::{MAX_SOCKET_MESSAGE, Web};
use crate::engine::Variant;
use crate::host::clock::TimeChoice;
use crate::host::command::{Command, SeatChoice};
use crate::host::{Input, Platform, RoomCode, User, plain_name};
use crate::i18n::Lang;
use axum::body::Body;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;
use std::net::SocketAddr;

const ROOM: &str = include_str!("../../../assets/web/room.html");
const NOT_FOUND: &str = include_str!("../../../assets/web/notfound.html");
const CLOSED: &str = include_str!("../../../assets/web/closed.html");

/// The user a request comes from, by the page's cookies.
pub(super) fn user_of(headers: &HeaderMap) -> Option<User> {
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

/// An open room's code from a path segment (the store is asked on the
/// blocking pool: a shared store is a database away).
async fn open_room(web: &Web, code: &str) -> Option<RoomCode> {
    let code: RoomCode = code.parse().ok()?;
    let host = web.host.clone();
    let open = tokio::task::spawn_blocking(move || host.room_state(code).is_some());
    open.await.ok()?.then_some(code)
}

/// `/r/CODE`: the game page; for a room that closed recently, 410 and
/// links to its games; else 404.
pub(super) async fn room(State(web): State<Web>, Path(code): Path<String>) -> Response {
    if open_room(&web, &code).await.is_some() {
        return Html(ROOM).into_response();
    }
    let host = web.host.clone();
    let closed = match code.parse() {
        Ok(code) => tokio::task::spawn_blocking(move || host.closed_games(code))
            .await
            .ok()
            .flatten(),
        Err(_) => None,
    };
    match closed {
        Some(games) => {
            let links: String = games
                .iter()
                .map(|id| format!("<li><a href=\"/g/{id}.txt\">#{id}</a></li>"))
                .collect();
            let page = CLOSED.replace("{games}", &links);
            (StatusCode::GONE, Html(page)).into_response()
        }
        None => not_found().await,
    }
}

/// `/g/ID.txt`: an archived game's record, as `replay` reads it.
pub(super) async fn game_record(State(web): State<Web>, Path(file): Path<String>) -> Response {
    let id = file
        .strip_suffix(".txt")
        .and_then(|id| id.parse::<u64>().ok());
    let host = web.host.clone();
    let record = match id {
        Some(id) => tokio::task::spawn_blocking(move || host.archived_record(id))
            .await
            .ok()
            .flatten(),
        None => None,
    };
    match record {
        Some(text) => ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response(),
        None => not_found().await,
    }
}

/// Any page that does not exist.
pub(super) async fn not_found() -> Response {
    (StatusCode::NOT_FOUND, Html(NOT_FOUND)).into_response()
}

/// Refuses an address's 11th creation request within a minute, before
/// anything else about the request is looked at.
pub(super) async fn rate_limited(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    if !web.creations.allow(peer.ip()) {
        let text = "Demasiadas salas creadas desde esta dirección: espera un minuto. \
                    / Too many rooms created from this address: wait a minute.";
        return (StatusCode::TOO_MANY_REQUESTS, text).into_response();
    }
    next.run(request).await
}

#[derive(Deserialize)]
pub(super) struct CreateForm {
    variant: String,
    local: bool,
    /// Play the computer at this level (1–8).
    #[serde(default)]
    computer: Option<u8>,
    /// The page's language, for the room's messages.
    #[serde(default)]
    lang: Option<String>,
}

/// "Create a room": a fresh channel, the host's `crear` in it, then the
/// code. What the host says is kept for the creator's first page.
pub(super) async fn create(
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
    if let Some(lang) = body
        .lang
        .as_deref()
        .and_then(crate::host::command::language)
        && lang != Lang::default()
    {
        let choose = request(&channel, &user, Input::Chosen(Command::Language(lang)));
        web.host.clone().handle_async(choose).await;
    }
    let seat = if body.local {
        SeatChoice::Local
    } else {
        SeatChoice::default()
    };
    let create = request(
        &channel,
        &user,
        Input::Chosen(Command::Create {
            variant,
            seat,
            time: TimeChoice::Default,
            computer: body.computer.filter(|n| (1..=8).contains(n)),
        }),
    );
    let replies = web.host.clone().handle_async(create).await;
    let (host, key) = (web.host.clone(), channel.clone());
    let code = tokio::task::spawn_blocking(move || host.channel_room(Platform::Web, &key));
    match code.await.ok().flatten() {
        Some(code) => {
            let messages = page_messages(&web, &replies).await;
            let greeting = messages.into_iter().map(|(_, _, json)| json).collect();
            web.greetings.keep(&channel, user.id.clone(), greeting);
            web.lobby.changed();
            axum::Json(serde_json::json!({ "code": code.as_str() })).into_response()
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

/// `/r/CODE/board/SERIAL.png` (White at the bottom) or `SERIAL-b.png`
/// (Black): a board picture. A URL names one picture forever, so it may be
/// cached; a picture no longer kept is 404.
pub(super) async fn picture(
    State(web): State<Web>,
    Path((code, file)): Path<(String, String)>,
) -> Response {
    let Some(name) = file.strip_suffix(".png") else {
        return not_found().await;
    };
    let (serial, flip) = match name.strip_suffix("-b") {
        Some(serial) => (serial, true),
        None => (name, false),
    };
    let (Ok(code), Ok(serial)) = (code.parse::<RoomCode>(), serial.parse::<u32>()) else {
        return not_found().await;
    };
    match web.pictures.get(&(code, serial, flip)) {
        Some(png) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "public, max-age=3600, immutable"),
            ],
            Body::from(axum::body::Bytes::from_owner(png)),
        )
            .into_response(),
        None => not_found().await,
    }
}

/// `/f/NAME`: a file sent with a reply (a game's replay or record), while
/// it is kept. Not cached: a record of a game going on grows, and a room's
/// code, part of such a name, comes back for another room later.
pub(super) async fn file(State(web): State<Web>, Path(name): Path<String>) -> Response {
    match web.files.get(&name).or_else(|| web.answered.get(&name)) {
        Some(file) => (
            [
                (header::CONTENT_TYPE, file.mime),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            Body::from(axum::body::Bytes::from_owner(file.bytes)),
        )
            .into_response(),
        None => not_found().await,
    }
}

/// `/ws/CODE`: a room page's socket (needs the page's cookies).
pub(super) async fn room_socket(
    State(web): State<Web>,
    Path(code): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let Some(user) = user_of(&headers) else {
        return (StatusCode::BAD_REQUEST, "set a name first").into_response();
    };
    let Some(code) = open_room(&web, &code).await else {
        return not_found().await;
    };
    upgrade
        .max_message_size(MAX_SOCKET_MESSAGE)
        .max_frame_size(MAX_SOCKET_MESSAGE)
        .on_upgrade(move |socket| room_page(web, socket, code, user))
}

/// `/lobby`: the home page's socket for the list of waiting rooms.
pub(super) async fn lobby_socket(State(web): State<Web>, upgrade: WebSocketUpgrade) -> Response {
    upgrade
        .max_message_size(MAX_SOCKET_MESSAGE)
        .max_frame_size(MAX_SOCKET_MESSAGE)
        .on_upgrade(move |socket| lobby_page(web, socket))
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
