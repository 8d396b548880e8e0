//! The websockets: a room page's (the host's replies out, clicks, chat and
//! buttons in) and the lobby's (the waiting rooms, whenever they change).

use super::{MAX_MESSAGE, MAX_SOCKET_MESSAGE, Web};
use crate::host::{
    ButtonId, ButtonKind, Control, Input, Platform, Reply, Request, RoomCode, Style, Target, User,
    UserId,
};
use crate::i18n::Say;
use axum::extract::ws::{Message, WebSocket};
use serde::{Deserialize, Serialize};
use serde_json::json;
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

/// One open room page: it joins the room (or, for the creator's first
/// page, gets the creation messages), then relays both ways until it
/// closes.
pub(super) async fn room_page(web: Web, mut socket: WebSocket, code: RoomCode, user: User) {
    let host = web.host.clone();
    let state = tokio::task::spawn_blocking(move || host.room_state(code));
    let Some(channel) = state.await.ok().flatten().map(|state| state.channel) else {
        return;
    };
    let Some(sender) = web.hub.sender(&channel) else {
        return;
    };
    let mut inbox = sender.subscribe();
    let hello = json!({ "kind": "hello", "you": user.id.as_str(), "code": code.as_str() });
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    if let Some(messages) = web.greetings.take(&channel, &user.id) {
        for json in messages {
            let _ = socket.send(Message::Text(json.into())).await;
        }
        send_state(&web, &mut socket, code).await;
    } else {
        let join = request(
            &channel,
            &user,
            Input::Chosen(crate::host::command::Command::Join {
                code: code.to_string(),
            }),
        );
        let replies = web.host.clone().handle_async(join).await;
        deliver(&web, &replies).await;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    from_page(&web, code, &channel, &user, text.as_str()).await;
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            },
            outgoing = inbox.recv() => match outgoing {
                Ok(message) if message.user.as_ref().is_none_or(|u| u == &user.id) => {
                    if socket.send(Message::Text(message.json.as_ref().into())).await.is_err() {
                        break;
                    }
                }
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => break,
            },
        }
    }
    drop(inbox);
    web.hub.release(&channel);
}

/// The room's current state to one page.
async fn send_state(web: &Web, socket: &mut WebSocket, code: RoomCode) {
    if let Some(json) = state_json(web, code).await {
        let _ = socket.send(Message::Text(json.into())).await;
    }
}

/// Handles one message from a page.
async fn from_page(web: &Web, code: RoomCode, channel: &str, user: &User, text: &str) {
    let Ok(message) = serde_json::from_str::<FromPage>(text) else {
        return;
    };
    let input = match message {
        FromPage::Button { id } => Input::Button(id.chars().take(100).collect()),
        FromPage::Act { serial, text } => Input::Button(
            ButtonId {
                code,
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
                web.hub.publish(
                    channel,
                    Some(user.id.clone()),
                    line_json("notice", &note, true),
                );
                return;
            }
            match text.strip_prefix("!futbol") {
                Some(rest) => Input::Command(rest.trim().to_string()),
                None => {
                    let line = format!("{}: {text}", user.name);
                    web.hub
                        .publish(channel, None, line_json("chat", &line, false));
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
    deliver(web, &replies).await;
}

/// A web request.
pub(super) fn request(channel: &str, user: &User, input: Input) -> Request {
    Request {
        platform: Platform::Web,
        channel: channel.to_string(),
        user: user.clone(),
        input,
    }
}

/// A line for the chat column.
fn line_json(kind: &str, text: &str, private: bool) -> String {
    json!({ "kind": kind, "text": text, "private": private }).to_string()
}

/// The messages a page shows for each web reply: its text (with its
/// controls) for the chat column and, with a board, the room's state.
/// Also keeps the board pictures for their URLs and wakes the lobby.
pub(super) async fn page_messages(
    web: &Web,
    replies: &[Reply],
) -> Vec<(String, Option<UserId>, String)> {
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
                "turn": reply.notified().filter(|_| user.is_none() && board),
                "files": files,
            });
            out.push((channel.clone(), user.clone(), message.to_string()));
        }
        if let (Some(code), Some(serial)) = (reply.room, reply.serial) {
            if let Some(png) = &reply.image {
                web.pictures.put((code, serial, false), png.clone());
            }
            if let Some(png) = &reply.image_flipped {
                web.pictures.put((code, serial, true), png.clone());
            }
            if board && let Some(state) = state_json(web, code).await {
                out.push((channel.clone(), user, state));
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
    for (channel, user, json) in page_messages(web, &ready).await {
        web.hub.publish(&channel, user, json);
    }
    // In a task of its own: the page that made the last move waits in
    // this call before it sees the final board.
    for reply in later {
        let web = web.clone();
        tokio::spawn(async move {
            let drawn = reply.drawn().await;
            for (channel, user, json) in page_messages(&web, &[drawn]).await {
                web.hub.publish(&channel, user, json);
            }
        });
    }
    if replies.iter().any(|r| r.platform == Platform::Web) {
        web.lobby.changed();
    }
}

/// The room's state message: the view and its board's URL (without the
/// `.png` / `-b.png` the page adds for its side). Draws the current board
/// when its pictures are not kept (after a restart).
async fn state_json(web: &Web, code: RoomCode) -> Option<String> {
    let host = web.host.clone();
    let view = tokio::task::spawn_blocking(move || host.page_view(code))
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
    let controls: Vec<PageControl> = view.controls.iter().map(page_control).collect();
    let message = json!({
        "kind": "state",
        "view": view,
        "board": format!("/r/{code}/board/{}", view.serial),
        "controls": controls,
    });
    Some(message.to_string())
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
            && let Some(json) = state_json(&web, code).await
        {
            web.hub.publish(&state.channel, None, json);
        }
    }
}

/// The lobby page's socket: the waiting rooms now and after each change.
pub(super) async fn lobby_page(web: Web, mut socket: WebSocket) {
    let mut changed = web.lobby.subscribe();
    loop {
        let host = web.host.clone();
        let rooms = tokio::task::spawn_blocking(move || host.lobby(Platform::Web))
            .await
            .unwrap_or_default();
        let message = json!({ "kind": "lobby", "rooms": rooms }).to_string();
        if socket.send(Message::Text(message.into())).await.is_err() {
            return;
        }
        tokio::select! {
            tick = changed.changed() => if tick.is_err() { return },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) if text.len() <= MAX_SOCKET_MESSAGE => {}
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return,
            },
        }
    }
}
