//! The HTTP side of the page: the pages themselves (404 for a room that is
//! not open), room creation (small bodies, a per-address rate), the board
//! pictures by URL, and the websocket upgrades.

use super::guard::{Client, cookie, same_origin};
use super::lobby::lobby_page;
use super::outbound::page_messages;
use super::socket::{request, room_page};
use super::state::{MAX_SOCKET_MESSAGE, SOCKETS_PER_NETWORK, Web};
use super::texts::{self, escape, page_html, word};
use crate::engine::Variant;
use crate::engine::search::Level;
use crate::host::clock::TimeChoice;
use crate::host::command::{Command, SeatChoice};
use crate::host::{Community, Input, Platform, RoomCode, User, plain_name};
use crate::host::{Create, LanguageCommand};
use crate::i18n::Lang;
use axum::body::Body;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Extension, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;

const HOME: &str = include_str!("../../../assets/web/index.html");
const ROOM: &str = include_str!("../../../assets/web/room.html");
const NOT_FOUND: &str = include_str!("../../../assets/web/notfound.html");
const CLOSED: &str = include_str!("../../../assets/web/closed.html");

/// The user a request comes from: its session's user, with the name the
/// page keeps in its own cookie (only a name).
pub(super) fn user_of(client: &Client, headers: &HeaderMap) -> Option<User> {
    let id = client.user.clone()?;
    let name = match cookie(headers, "fb_name").filter(|n| !n.trim().is_empty()) {
        Some(name) => plain_name(&name),
        None => guest_name(&id, page_lang(headers)),
    };
    Some(User { id, name })
}

/// The name of a visitor who gave none (one who only watches, or reads
/// their profile): "Guest" in their language and the end of their
/// session's id, never a bare "?".
fn guest_name(id: &crate::ids::UserId, lang: Lang) -> String {
    let tail: String = (id.as_str().chars().rev())
        .filter(char::is_ascii_alphanumeric)
        .take(4)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    format!("{} {}", word(lang, "guest"), tail.to_uppercase())
}

/// A socket's place among its network's, if it has one left.
pub(super) fn socket_ticket(web: &Web, client: &Client) -> Option<super::hub::Ticket> {
    let network = crate::host::network(client.address);
    web.sockets.enter(network, SOCKETS_PER_NETWORK)
}

/// The answer to a network that holds too many sockets already.
pub(super) fn too_many_sockets() -> Response {
    let text = "Demasiadas conexiones abiertas. / Too many open connections.";
    (StatusCode::TOO_MANY_REQUESTS, text).into_response()
}

/// The user who posted a form, when it came from the page itself (same
/// origin) with the session the page got ([`no_session`] answers the
/// others).
pub(super) fn form_user(client: &Client, headers: &HeaderMap) -> Option<User> {
    user_of(client, headers).filter(|_| super::guard::same_origin(headers))
}

/// The answer to an API call, socket or form without the session its
/// page got.
pub(super) fn no_session() -> Response {
    let text = "Recarga la página. / Reload the page.";
    (StatusCode::UNAUTHORIZED, text).into_response()
}

/// An open web room's code from a path segment, and its language; the
/// page serves only the web site's rooms.
async fn open_room(web: &Web, code: &str) -> Option<(RoomCode, Lang)> {
    let code: RoomCode = code.parse().ok()?;
    let (state, lang) = web.host.room_and_language(code, Platform::Web).await?;
    state
        .opens_for(Platform::Web, &Community::web())
        .then_some((code, lang))
}

/// `/`: the home page, in the visitor's language.
pub(super) async fn home(headers: HeaderMap) -> Response {
    Html(page_html(HOME, page_lang(&headers), &[])).into_response()
}

/// `/r/CODE`: the game page, in the visitor's language (else the
/// room's); for a room that closed recently, 410 and links to its games;
/// else 404.
pub(super) async fn room(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(code): Path<String>,
) -> Response {
    if let Some((code, room_lang)) = open_room(&web, &code).await {
        let lang = texts::chosen(&headers).unwrap_or(room_lang);
        let title = escape(&word(lang, "roomTitle").replace("{code}", code.as_str()));
        let vars = [
            ("title", title.as_str()),
            ("code", code.as_str()),
            ("base", ""),
            ("mode", ""),
            ("activity", ""),
        ];
        return Html(page_html(ROOM, lang, &vars)).into_response();
    }
    let closed = match code.parse() {
        Ok(code) => web.host.closed_games(code).await,
        Err(_) => None,
    };
    match closed {
        Some(games) => {
            let links: String = games
                .iter()
                .map(|id| format!("<li><a href=\"/g/{id}.txt\">#{id}</a></li>"))
                .collect();
            let page = page_html(CLOSED, page_lang(&headers), &[("games", &links)]);
            (StatusCode::GONE, Html(page)).into_response()
        }
        None => missing(&headers),
    }
}

/// `/g/ID.txt`: an archived game's record, as `replay` reads it.
pub(super) async fn game_record(
    State(web): State<Web>,
    headers: HeaderMap,
    Path(file): Path<String>,
) -> Response {
    let id = file
        .strip_suffix(".txt")
        .and_then(|id| id.parse::<u64>().ok());
    let record = match id {
        Some(id) => web.host.archived_record(id).await,
        None => None,
    };
    match record {
        Some(text) => ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response(),
        None => missing(&headers),
    }
}

/// Sets a new channel's language to the page's, before anything is said
/// there (Spanish, the default, needs nothing).
pub(super) async fn choose_language(
    web: &Web,
    channel: &str,
    user: &User,
    address: Option<std::net::IpAddr>,
    lang: Lang,
) {
    if lang != Lang::default() {
        let choose = request(
            channel,
            user,
            address,
            Input::Chosen(Command::of(LanguageCommand(lang))),
        );
        web.host.answer(choose).await;
    }
}

/// Any page that does not exist, in the visitor's language.
pub(super) async fn not_found(headers: HeaderMap) -> Response {
    missing(&headers)
}

/// The 404 page, in the visitor's language.
pub(super) fn missing(headers: &HeaderMap) -> Response {
    let page = page_html(NOT_FOUND, page_lang(headers), &[]);
    (StatusCode::NOT_FOUND, Html(page)).into_response()
}

/// A picture or file that is not there (no page to show).
pub(super) fn no_file() -> Response {
    StatusCode::NOT_FOUND.into_response()
}

/// The language of a page that is no room's: the visitor's, else Spanish.
pub(super) fn page_lang(headers: &HeaderMap) -> Lang {
    texts::chosen(headers).unwrap_or_default()
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
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    body: axum::Json<CreateForm>,
) -> Response {
    let Some(user) = user_of(&client, &headers) else {
        return no_session();
    };
    let address = Some(client.address);
    let channel = format!("w{:016x}", fastrand::u64(..));
    let Ok(variant) = body.variant.parse::<Variant>() else {
        return (StatusCode::BAD_REQUEST, "unknown game").into_response();
    };
    let computer = match body.computer.map(Level::new) {
        Some(None) => {
            return (StatusCode::BAD_REQUEST, "the computer's level is 1 to 8").into_response();
        }
        level => level.flatten(),
    };
    if let Some(lang) = body
        .lang
        .as_deref()
        .and_then(crate::host::command::language)
    {
        choose_language(&web, &channel, &user, address, lang).await;
    }
    let seat = if body.local {
        SeatChoice::Local
    } else {
        SeatChoice::default()
    };
    let create = request(
        &channel,
        &user,
        address,
        Input::Chosen(Command::of(Create {
            variant: Some(variant),
            seat,
            time: TimeChoice::Default,
            computer,
            casual: None,
        })),
    );
    let replies = web.host.answer(create).await;
    // The room made is the one the channel's announcement is about.
    let made = replies
        .iter()
        .filter(|r| !r.is_private())
        .find_map(|r| r.room);
    match made {
        Some(code) => {
            let messages = page_messages(&web, &replies).await;
            let greeting = messages.into_iter().map(|(_, message)| message).collect();
            web.greetings.keep(&channel, user.id.clone(), greeting);
            web.lobby.changed();
            axum::Json(serde_json::json!({ "code": code.as_str() })).into_response()
        }
        None => {
            let text = replies
                .first()
                .map_or("could not create the room", |r| r.text.as_str())
                .to_string();
            // Refused for going too fast: the HTTP status says so too.
            let status = match replies.iter().any(|r| r.limited.is_some()) {
                true => StatusCode::TOO_MANY_REQUESTS,
                false => StatusCode::BAD_REQUEST,
            };
            (status, text).into_response()
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
    // The web site's rooms only: a Discord room's board is its channel's
    // (the Activity has its own route, for its channel's pages).
    match code.parse::<RoomCode>() {
        Ok(code) => picture_file(&web, (code, Platform::Web), &file).await,
        Err(_) => no_file(),
    }
}

/// The picture `SERIAL.png` or `SERIAL-b.png` of room `code` on
/// `platform` (`SERIAL.LANG…` with its header in `LANG`), drawn once and
/// kept (the page's and the Activity's).
pub(super) async fn picture_file(
    web: &Web,
    (code, platform): (RoomCode, Platform),
    file: &str,
) -> Response {
    let Some(name) = file.strip_suffix(".png") else {
        return no_file();
    };
    let (serial, flip) = match name.strip_suffix("-b") {
        Some(serial) => (serial, true),
        None => (name, false),
    };
    // `SERIAL.LANG`: its header in a language other than the room's.
    let (serial, lang) = match serial.split_once('.') {
        Some((serial, lang)) => match lang.parse::<Lang>() {
            Ok(lang) => (serial, Some(lang)),
            Err(_) => return no_file(),
        },
        None => (serial, None),
    };
    let Ok(serial) = serial.parse::<u32>() else {
        return no_file();
    };
    let board = super::outbound::board(web, (code, serial), platform).await;
    let drawn = match (board, lang) {
        (Some(board), None) => board.side(flip).await,
        (Some(board), Some(lang)) => board.side_in(lang, flip).await,
        (None, _) => None,
    };
    match drawn {
        Some(png) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "public, max-age=3600, immutable"),
            ],
            Body::from(axum::body::Bytes::from_owner(png)),
        )
            .into_response(),
        None => no_file(),
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
        None => no_file(),
    }
}

/// `/ws/CODE`'s query: `watch=1` asks before taking a free seat.
#[derive(Deserialize)]
pub(super) struct SocketQuery {
    #[serde(default)]
    watch: Option<String>,
}

/// `/ws/CODE`: a room page's socket (needs the page's cookies). It takes
/// a free seat on arrival, unless the page says `watch=1`: a visitor who
/// followed a link is asked first, and takes the seat with its button.
pub(super) async fn room_socket(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    Path(code): Path<String>,
    Query(query): Query<SocketQuery>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let sit = query.watch.as_deref() != Some("1");
    if !same_origin(&headers) {
        return (StatusCode::FORBIDDEN, "another site's page").into_response();
    }
    let Some(user) = user_of(&client, &headers) else {
        return no_session();
    };
    let Some((code, _)) = open_room(&web, &code).await else {
        return no_file();
    };
    let Some(ticket) = socket_ticket(&web, &client) else {
        return too_many_sockets();
    };
    let chosen = texts::chosen(&headers);
    upgrade
        .max_message_size(MAX_SOCKET_MESSAGE)
        .max_frame_size(MAX_SOCKET_MESSAGE)
        .on_upgrade(move |socket| async move {
            room_page(web, socket, code, (user, sit), (client.address, chosen)).await;
            drop(ticket);
        })
}

/// `/lobby`: the home page's socket for the list of waiting rooms.
pub(super) async fn lobby_socket(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !same_origin(&headers) {
        return (StatusCode::FORBIDDEN, "another site's page").into_response();
    }
    let Some(ticket) = socket_ticket(&web, &client) else {
        return too_many_sockets();
    };
    upgrade
        .max_message_size(MAX_SOCKET_MESSAGE)
        .max_frame_size(MAX_SOCKET_MESSAGE)
        .on_upgrade(move |socket| async move {
            lobby_page(web, socket).await;
            drop(ticket);
        })
}
