//! The websockets: a room page's (the host's replies out, clicks, chat and
//! buttons in) and the lobby's (the waiting rooms, whenever they change).

use super::hub::Outgoing;
use super::{MAX_MESSAGE, MAX_SOCKET_MESSAGE, Web};
use crate::engine::{ByTeam, Team};
use crate::host::command::Command;
use crate::host::{
    ButtonId, ButtonKind, Community, Control, Input, Platform, Reply, Request, RoomCode, Style,
    Target, User,
};
use crate::i18n::Say;
use axum::extract::ws::{Message, WebSocket};
use governor::{Quota, RateLimiter};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use tokio::sync::broadcast;

/// What a page sends.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum FromPage {
    /// The chat box: `!futbol …` is a command, anything else chat.
    Text { text: String },
    /// A button or menu choice.
    Button { id: String },
    /// A step picked on the board, for the board at `serial`.
    Act { serial: u32, text: String },
}

/// A control as the page draws it.
#[derive(Serialize)]
struct PageControl<'a> {
    kind: &'static str,
    label: &'a str,
    id: Option<&'a str>,
    style: &'static str,
    options: &'a [(String, String)],
}

/// Messages one page may send at once, then a minute's refill: the
/// page's own limit, before the host's per person.
const PAGE_BURST: u32 = 20;
const PAGE_PER_MINUTE: u32 = 240;

/// Who a room page is: its room and channel, its user and address.
struct Page {
    code: RoomCode,
    channel: String,
    user: User,
    address: IpAddr,
}

impl Page {
    /// A request from this page.
    fn request(&self, input: Input) -> Request {
        request(&self.channel, &self.user, Some(self.address), input)
    }
}

/// One open room page: it joins the room (a free seat, its own seat again,
/// or watching, which the page counts and the store never keeps) or, for
/// the creator's first page, gets the creation messages; then relays both
/// ways until it closes.
pub(super) async fn room_page(
    web: Web,
    mut socket: WebSocket,
    code: RoomCode,
    user: User,
    address: IpAddr,
) {
    let host = web.host.clone();
    let state = tokio::task::spawn_blocking(move || host.room_state(code));
    let Some(channel) = state.await.ok().flatten().map(|state| state.channel) else {
        return;
    };
    let Some(sender) = web.hub.sender(&channel, &user.id) else {
        return;
    };
    let mut inbox = sender.subscribe();
    let page = Page {
        code,
        channel,
        user,
        address,
    };
    relay(&web, &mut socket, &mut inbox, &page).await;
    drop(inbox);
    web.hub.release(&page.channel, &page.user.id);
}

/// A room page's life once it listens to its channel.
async fn relay(
    web: &Web,
    socket: &mut WebSocket,
    inbox: &mut broadcast::Receiver<Outgoing>,
    page: &Page,
) {
    let user = &page.user.id;
    let hello = json!({ "kind": "hello", "code": page.code.as_str() });
    if send(socket, hello.to_string()).await.is_err() {
        return;
    }
    if let Some(messages) = web.greetings.take(&page.channel, user) {
        for message in messages {
            let _ = send(socket, message.for_page(user)).await;
        }
        if let Some(state) = state_message(web, page.code, &page.channel).await {
            let _ = send(socket, state.for_page(user)).await;
        }
    } else {
        arrive(web, socket, page).await;
    }
    let every = NonZeroU32::new(PAGE_PER_MINUTE).unwrap_or(NonZeroU32::MIN);
    let burst = NonZeroU32::new(PAGE_BURST).unwrap_or(NonZeroU32::MIN);
    let limit = RateLimiter::direct(Quota::per_minute(every).allow_burst(burst));
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(_))) if limit.check().is_err() => {
                    let note = too_fast(web, page.request(Input::Chat(String::new()))).await;
                    let _ = send(socket, line_json("notice", &note.text, true)).await;
                }
                Some(Ok(Message::Text(text))) => from_page(web, page, text.as_str()).await,
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return,
            },
            outgoing = inbox.recv() => match outgoing {
                Ok(message) if message.user.as_ref().is_none_or(|u| u == user) => {
                    if send(socket, message.for_page(user)).await.is_err() {
                        return;
                    }
                }
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => return,
            },
        }
    }
}

/// A page arrives: it takes a free seat through the host (a change, within
/// the person's limits); a player's page again, or a page that watches, is
/// only told so and shown the room, from the kept pictures: nothing
/// changes, nothing is counted, so any number of reloads and watchers cost
/// no drawing and never find the board missing.
async fn arrive(web: &Web, socket: &mut WebSocket, page: &Page) {
    let (host, code, channel) = (web.host.clone(), page.code, page.channel.clone());
    let found = tokio::task::spawn_blocking(move || {
        let state = host.room_state(code)?;
        Some((state, host.language(Platform::Web, &channel)))
    });
    let Ok(Some((state, lang))) = found.await else {
        return;
    };
    let user = &page.user;
    let seat = Team::BOTH
        .into_iter()
        .find(|&t| state.seats[t].as_ref().is_some_and(|p| p.id == user.id));
    let free = !state.local && Team::BOTH.into_iter().any(|t| state.seats[t].is_none());
    let say = Say(lang);
    let told = match seat {
        None if free => {
            let join = page.request(Input::Chosen(Command::Join {
                code: code.to_string(),
            }));
            let replies = web.host.clone().handle_async(join).await;
            deliver(web, &replies).await;
            return;
        }
        Some(team) => say.rejoined(&user.name, team),
        None => say.spectating(&user.name, code.as_str()),
    };
    let _ = send(socket, line_json("bot", &told, true)).await;
    if let Some(state) = state_message(web, code, &page.channel).await {
        let _ = send(socket, state.for_page(&user.id)).await;
    }
}

/// The host's "too fast" answer, made on the blocking pool (it reads the
/// channel's language, which may be a database away).
async fn too_fast(web: &Web, request: Request) -> Reply {
    let host = web.host.clone();
    let asked = request.clone();
    match tokio::task::spawn_blocking(move || host.too_fast(&asked)).await {
        Ok(reply) => reply,
        Err(_) => web.host.too_fast(&request),
    }
}

/// Sends one text message to a page.
async fn send(socket: &mut WebSocket, json: String) -> Result<(), axum::Error> {
    socket.send(Message::Text(json.into())).await
}

/// Handles one message from a page.
async fn from_page(web: &Web, page: &Page, text: &str) {
    let Ok(message) = serde_json::from_str::<FromPage>(text) else {
        return;
    };
    let (channel, user) = (page.channel.as_str(), &page.user);
    let input = match message {
        // A page acts only on its own room: another code's button (or
        // `unirse` of another code below) is not for this page.
        FromPage::Button { id } if ButtonId::decode(&id).is_some_and(|b| b.code != page.code) => {
            return;
        }
        FromPage::Button { id } => Input::Button(id.chars().take(100).collect()),
        FromPage::Act { serial, text } => Input::Button(
            ButtonId {
                code: page.code,
                serial,
                kind: ButtonKind::Act(text.chars().take(40).collect()),
            }
            .encode(),
        ),
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
                let line = line_json("notice", &note, true);
                web.hub
                    .publish(channel, Outgoing::to(Some(user.id.clone()), line));
                return;
            }
            match text.strip_prefix("!futbol") {
                Some(rest) if joins_another(rest, page.code) => return,
                Some(rest) => Input::Command(rest.trim().to_string()),
                None => {
                    // The line is relayed only within the person's limit.
                    let chat = page.request(Input::Chat(text.to_string()));
                    if !web.host.allow_chat(&chat) {
                        deliver(web, &[too_fast(web, chat).await]).await;
                        return;
                    }
                    // The server says whose seat a line comes from: a
                    // name is only a name, and anyone may pick a player's.
                    let (host, code) = (web.host.clone(), page.code);
                    let state = tokio::task::spawn_blocking(move || host.room_state(code));
                    let seat = state.await.ok().flatten().and_then(|state| {
                        Team::BOTH
                            .into_iter()
                            .find(|&t| state.seats[t].as_ref().is_some_and(|p| p.id == user.id))
                    });
                    // The name apart from the text: the page shows it
                    // as a name, so a name cannot pass for a seat's badge.
                    let line = json!({
                        "kind": "chat",
                        "name": user.name,
                        "text": text,
                        "private": false,
                        "seat": seat,
                    });
                    web.hub
                        .publish(channel, Outgoing::to(None, line.to_string()));
                    chat.input
                }
            }
        }
    };
    let replies = web.host.clone().handle_async(page.request(input)).await;
    deliver(web, &replies).await;
}

/// Whether a typed command joins a room other than the page's own (the
/// page shows one room; another is opened at its own address).
fn joins_another(command: &str, own: RoomCode) -> bool {
    match crate::host::command::parse(command.trim()) {
        Ok(Command::Join { code }) => code.parse::<RoomCode>() != Ok(own),
        _ => false,
    }
}

/// A web request: the web site is its community.
pub(super) fn request(
    channel: &str,
    user: &User,
    address: Option<IpAddr>,
    input: Input,
) -> Request {
    Request {
        platform: Platform::Web,
        community: Community::web(),
        channel: channel.to_string(),
        user: user.clone(),
        input,
        address,
    }
}

/// A line for the chat column.
fn line_json(kind: &str, text: &str, private: bool) -> String {
    json!({ "kind": kind, "text": text, "private": private }).to_string()
}

/// The messages a page shows for each web reply: its text (with its
/// controls) for the chat column and, with a board, the room's state.
/// Also keeps the board pictures for their URLs and wakes the lobby.
pub(super) async fn page_messages(web: &Web, replies: &[Reply]) -> Vec<(String, Outgoing)> {
    let mut out = Vec::new();
    for reply in replies.iter().filter(|r| r.platform == Platform::Web) {
        let (channel, user) = match &reply.target {
            Target::Channel(channel) => (channel, None),
            Target::Private { channel, user } => (channel, Some(user.clone())),
        };
        let board = reply.image.is_some() || reply.mention.is_some();
        let text = reply.plain_text();
        // Files are kept for their links: a picture shows inline, every
        // file has a download link.
        let files: Vec<serde_json::Value> = reply
            .files
            .iter()
            .map(|file| {
                let kept = if user.is_some() {
                    &web.answered
                } else {
                    &web.files
                };
                kept.put(file.name.clone(), file.clone());
                json!({
                    "name": file.name,
                    "url": format!("/f/{}", file.name),
                    "image": file.is_image(),
                })
            })
            .collect();
        if !text.is_empty() || !files.is_empty() || !reply.controls.is_empty() && !board {
            let controls: Vec<PageControl> = match board {
                // A board's controls come with the state.
                true => Vec::new(),
                false => reply.controls.iter().map(page_control).collect(),
            };
            let message = json!({
                "kind": "bot",
                "text": text,
                "private": user.is_some(),
                "controls": controls,
                "files": files,
            });
            out.push((
                channel.clone(),
                Outgoing::to(user.clone(), message.to_string()),
            ));
        }
        if let (Some(code), Some(serial)) = (reply.room, reply.serial) {
            if let Some(png) = &reply.image {
                web.pictures.put((code, serial, false), png.clone());
            }
            if let Some(png) = &reply.image_flipped {
                web.pictures.put((code, serial, true), png.clone());
            }
            if board && let Some(mut state) = state_message(web, code, channel).await {
                state.user = user;
                out.push((channel.clone(), state));
            }
        }
    }
    out
}

/// Sends each web reply to the pages of its channel (or of one user);
/// a game's replay is drawn after the rest went, so no board waits for it.
pub(super) async fn deliver(web: &Web, replies: &[Reply]) {
    let ours = replies.iter().filter(|r| r.platform == Platform::Web);
    let (ready, later): (Vec<Reply>, Vec<Reply>) = ours.cloned().partition(|r| r.replay.is_none());
    for (channel, message) in page_messages(web, &ready).await {
        web.hub.publish(&channel, message);
    }
    // In a task of its own: the page that made the last move waits in
    // this call before it sees the final board.
    for reply in later {
        let web = web.clone();
        tokio::spawn(async move {
            let drawn = reply.drawn().await;
            for (channel, message) in page_messages(&web, &[drawn]).await {
                web.hub.publish(&channel, message);
            }
        });
    }
    // Only what the channel sees can change the waiting rooms (a room made,
    // joined or closed); a private answer never does.
    if replies
        .iter()
        .any(|r| r.platform == Platform::Web && !r.is_private() && r.room.is_some())
    {
        web.lobby.changed();
    }
}

/// The room's state message: the view and its board's URL (without the
/// `.png` / `-b.png` the page adds for its side), with the seats for each
/// page's `you`; the spectators are the pages open on `channel` that are
/// not a player's. Draws the current board when its pictures are not kept
/// (after a restart).
async fn state_message(web: &Web, code: RoomCode, channel: &str) -> Option<Outgoing> {
    let host = web.host.clone();
    let mut view = tokio::task::spawn_blocking(move || host.page_view(code))
        .await
        .ok()??;
    for flip in [false, true] {
        if web.pictures.get(&(code, view.serial, flip)).is_none() {
            let host = web.host.clone();
            let drawn = tokio::task::spawn_blocking(move || host.current_picture(code, flip));
            if let Ok(Some((serial, png))) = drawn.await {
                web.pictures.put((code, serial, flip), png);
            }
        }
    }
    let seat = |team| view.seats.get(&team).map(|seat| seat.id.clone());
    let seats = ByTeam::new(seat(Team::White), seat(Team::Black));
    let seated: Vec<&_> = [&seats.white, &seats.black].into_iter().flatten().collect();
    view.spectators = web.hub.watchers(channel, &seated);
    let controls: Vec<PageControl> = view.controls.iter().map(page_control).collect();
    let message = json!({
        "kind": "state",
        "view": view,
        "board": format!("/r/{code}/board/{}", view.serial),
        "controls": controls,
    });
    Some(Outgoing {
        user: None,
        json: message.to_string().into(),
        seats: Some(Arc::new(seats)),
    })
}

fn page_control(control: &Control) -> PageControl<'_> {
    match control {
        Control::Button { id, label, style } => PageControl {
            kind: "button",
            label,
            id: Some(id),
            style: match style {
                Style::Primary => "primary",
                Style::Secondary => "secondary",
                Style::Danger => "danger",
            },
            options: &[],
        },
        Control::Menu {
            placeholder,
            options,
        } => PageControl {
            kind: "menu",
            label: placeholder,
            id: None,
            style: "secondary",
            options,
        },
    }
}

/// Keeps this process's pages current with changes other processes make
/// to a shared store: each changed room's state goes to its pages.
pub(super) async fn follow(web: Web, mut changes: tokio::sync::mpsc::UnboundedReceiver<String>) {
    while let Some(code) = changes.recv().await {
        web.lobby.changed();
        let Ok(code) = code.parse::<RoomCode>() else {
            continue;
        };
        let host = web.host.clone();
        let Ok(Some(state)) = tokio::task::spawn_blocking(move || host.room_state(code)).await
        else {
            continue;
        };
        if web.hub.watched(&state.channel)
            && let Some(message) = state_message(&web, code, &state.channel).await
        {
            web.hub.publish(&state.channel, message);
        }
    }
}

/// The lobby page's socket: the waiting rooms now and after each remake.
pub(super) async fn lobby_page(web: Web, mut socket: WebSocket) {
    let mut lists = web.lobby.subscribe();
    loop {
        let list = lists.borrow_and_update().to_string();
        if send(&mut socket, list).await.is_err() {
            return;
        }
        tokio::select! {
            remade = lists.changed() => if remade.is_err() { return },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) if text.len() <= MAX_SOCKET_MESSAGE => {}
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return,
            },
        }
    }
}

/// Remakes the lobby's list when it is stale, at most once a second.
pub(super) async fn lobby_updates(web: Web) {
    loop {
        let host = web.host.clone();
        let rooms = tokio::task::spawn_blocking(move || host.lobby(Platform::Web))
            .await
            .unwrap_or_default();
        web.lobby
            .publish(json!({ "kind": "lobby", "rooms": rooms }).to_string());
        web.lobby.stale().await;
        tokio::time::sleep(LOBBY_EVERY).await;
    }
}

/// The lobby's list is remade at most this often.
const LOBBY_EVERY: std::time::Duration = std::time::Duration::from_secs(1);
