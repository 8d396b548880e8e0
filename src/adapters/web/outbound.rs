//! What the page is sent: each host reply as the page's JSON (a chat line
//! with its controls and files, the room's state with the seats for each
//! page's `you`), delivered to the pages of its channel; and the changes
//! other processes make to a shared store, followed.

use super::hub::{Board, Languages, Outgoing};
use super::relay;
use super::state::{Web, hub_key};
use crate::engine::{ByTeam, Team};
use crate::host::GameButton;
use crate::host::{
    ButtonId, Control, PageView, Picture, Platform, Reply, RoomCode, Shown, Style, Target,
};
use crate::i18n::Lang;
use serde::Serialize;
use serde_json::json;
use std::sync::Arc;

/// A control as the page draws it.
#[derive(Serialize)]
struct PageControl<'a> {
    kind: &'static str,
    label: &'a str,
    id: Option<&'a str>,
    /// A link's address (`kind` "link").
    #[serde(skip_serializing_if = "Option::is_none")]
    url: Option<String>,
    style: &'static str,
    options: &'a [(String, String)],
}

/// A line for the chat column.
pub(super) fn line_json(kind: &str, text: &str, private: bool) -> String {
    json!({ "kind": kind, "text": text, "private": private }).to_string()
}

/// The messages a page shows for each web reply: its text (with its
/// controls) for the chat column and, with a board, the room's state.
/// Also keeps the board pictures for their URLs and wakes the lobby.
pub(super) async fn page_messages(web: &Web, replies: &[Reply]) -> Vec<(String, Outgoing)> {
    let mut out = Vec::new();
    for reply in replies.iter().filter(|r| web.shows(r.platform)) {
        let (channel, user) = match &reply.target {
            Target::Channel(channel) => (hub_key(reply.platform, channel), None),
            Target::Private { channel, user } => {
                (hub_key(reply.platform, channel), Some(user.clone()))
            }
            // A summary: a notice on every page the user has open here.
            Target::Direct(user) => {
                for channel in web.hub.channels_of(user) {
                    let message =
                        json!({ "kind": "notice", "text": reply.plain_text(), "private": true });
                    out.push((
                        channel,
                        Outgoing::to(Some(user.clone()), message.to_string()),
                    ));
                }
                continue;
            }
        };
        // A Discord channel's reply matters only where an Activity's page
        // is open on it.
        if reply.platform != Platform::Web && !web.hub.watched(&channel) {
            continue;
        }
        let channel = channel.into_owned();
        let channel = &channel;
        // A board: the page's own sketch, or a Discord board's picture.
        let discord_board = reply.image.is_some() && reply.picture == Picture::Board;
        let board = reply.sketch.is_some() || reply.mention.is_some() || discord_board;
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
            // A board's controls come with the state; a line's go to
            // those who may use them (a takeback's answer to the players).
            let (players, watching) = match board {
                true => (Vec::new(), Vec::new()),
                false => audiences(&reply.controls),
            };
            let controls = |controls: &[&Control]| -> serde_json::Value {
                json!(controls.iter().map(|c| page_control(c)).collect::<Vec<_>>())
            };
            let (players, watching) = (controls(&players), controls(&watching));
            let private = user.is_some();
            // The language of a room's line (an answer said in its
            // reader's language alone names none: it is the page's).
            let line = move |text: &str,
                             controls: &serde_json::Value,
                             lang: Option<Lang>,
                             files: &[serde_json::Value]| {
                json!({
                    "kind": "bot",
                    "lang": lang.map(Lang::code),
                    "text": text,
                    "private": private,
                    "controls": controls,
                    "files": files,
                })
                .to_string()
            };
            let base = reply.said.as_ref().map(|(_, lang)| *lang);
            let mut message = Outgoing::to(user.clone(), line(&text, &players, base, &files));
            if players != watching
                && user.is_none()
                && let Some(seats) = &reply.seats
            {
                message.seats = Some(seats.clone());
                message.watching = Some(line(&text, &watching, base, &files).into());
            }
            // The room's line in each other language a page reads (the
            // chat platforms keep the room's), its web game's replay drawn
            // in that language from the archive.
            if let Some((said, base)) = reply.said.clone() {
                // The line's words alone, with its mention and deadline.
                let mut words = Reply::new(reply.platform, reply.target.clone(), String::new());
                words.mention = reply.mention.clone();
                words.deadline = reply.deadline;
                let files: Vec<_> = (files.iter())
                    .map(|file| replay_in(file, reply.platform))
                    .collect();
                message.other = Some(Arc::new(Languages::new(base, move |lang| {
                    let mut words = words.clone();
                    words.text = said.say(crate::i18n::Say(lang));
                    let text = words.plain_text();
                    let made = Some(lang);
                    (
                        line(&text, &players, made, &files),
                        line(&text, &watching, made, &files),
                    )
                })));
            }
            out.push((channel.clone(), message));
        }
        let private = user.is_some();
        if let (Some(code), Some(serial)) = (reply.room, reply.serial) {
            if let Some(sketch) = &reply.sketch {
                web.pictures.put(
                    (code, serial),
                    Arc::new(Board::new(sketch.clone(), reply.platform)),
                );
            }
            // The board's view came with it: the room is not asked again.
            if let (true, Some(view)) = (board, reply.view.clone())
                && let seen = (view, reply.shown.clone())
                && let Some(mut state) = state_message(web, code, channel, Some(seen)).await
            {
                state.user = user;
                out.push((channel.clone(), state));
            }
        }
        // The room closed without a board (a player left, it sat idle):
        // its pages show how it ended all the same.
        let ended = reply.view.as_ref().filter(|view| view.closed);
        if let (Some(code), Some(view), false, false) = (reply.room, ended, private, board)
            && let seen = (view.clone(), reply.shown.clone())
            && let Some(state) = state_message(web, code, channel, Some(seen)).await
        {
            out.push((channel.clone(), state));
        }
    }
    out
}

/// Sends each web reply to the pages of its channel (or of one user);
/// a game's replay is drawn after the rest went, so no board waits for it.
pub(super) async fn deliver(web: &Web, replies: &[Reply]) {
    let ours = replies.iter().filter(|r| web.shows(r.platform));
    let (ready, later): (Vec<Reply>, Vec<Reply>) = ours.cloned().partition(|r| r.replay.is_none());
    relay::publish(&web.relaying(), page_messages(web, &ready).await).await;
    // In a task of its own: the page that made the last move waits in
    // this call before it sees the final board.
    for reply in later {
        let web = web.clone();
        tokio::spawn(async move {
            let drawn = reply.drawn().await;
            relay::publish(&web.relaying(), page_messages(&web, &[drawn]).await).await;
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

/// A room's view as an answer (or a read) gives it, in its channel's
/// language, and the room as it stands for pages that read another.
pub(super) type Seen = (Arc<PageView>, Option<Shown>);

/// The room's state message: the view and its board's URL (without the
/// `.png` / `-b.png` the page adds for its side), with the seats for each
/// page's `you`; the spectators are the pages open on `channel` that are
/// not a player's. The picture is drawn when the page asks for it
/// ([`board`]). A page that reads another language than the room's gets
/// the view's words, controls and picture in its own, made from the room
/// as the answer left it. The view is the one a reply carries; else (a
/// page that arrives, a change another process made) it is read now.
pub(super) async fn state_message(
    web: &Web,
    code: RoomCode,
    channel: &str,
    seen: Option<Seen>,
) -> Option<Outgoing> {
    let (view, shown) = match seen {
        Some(seen) => seen,
        None => {
            let (view, shown) = web.host.seen(code).await?;
            (Arc::new(view), Some(shown))
        }
    };
    let seat = |team| view.seats.get(&team).map(|seat| seat.id.clone());
    let seats = ByTeam::new(seat(Team::White), seat(Team::Black));
    let seated: Vec<&_> = [&seats.white, &seats.black].into_iter().flatten().collect();
    let spectators = web.hub.watchers(channel, &seated);
    let board = web.board_path(code, channel, view.serial);
    let mut ours = Arc::unwrap_or_clone(view.clone());
    ours.spectators = spectators;
    let (json, watching) = state_json(&ours, &board);
    let base: Lang = ours.lang.parse().unwrap_or_default();
    let other = shown.map(|shown| {
        Arc::new(Languages::new(base, move |lang| {
            let mut theirs = shown.view(lang);
            theirs.moves = view.moves.clone();
            theirs.archived = view.archived;
            theirs.spectators = spectators;
            state_json(&theirs, &format!("{board}.{}", lang.code()))
        }))
    });
    Some(Outgoing {
        user: None,
        json: json.into(),
        seats: Some(Arc::new(seats)),
        watching: Some(watching.into()),
        other,
    })
}

/// A file of a reply for a page in another language than the room's: a
/// web game's replay (`game-ID.gif`) is the one drawn in the page's
/// language from the archive.
fn replay_in(file: &serde_json::Value, platform: Platform) -> serde_json::Value {
    let name = file["name"].as_str().unwrap_or_default();
    let id = (name.strip_prefix("game-"))
        .and_then(|rest| rest.strip_suffix(".gif"))
        .filter(|id| platform == Platform::Web && id.parse::<u64>().is_ok());
    let mut file = file.clone();
    if let Some(id) = id {
        file["url"] = json!(format!("/g/{id}/replay.gif"));
    }
    file
}

/// A state message's JSON for the players and for the watchers.
fn state_json(view: &PageView, board: &str) -> (String, String) {
    let (players, watching) = audiences(&view.controls);
    let message = |controls: &[&Control]| {
        json!({
            "kind": "state",
            "view": view,
            "board": board,
            "controls": controls.iter().map(|c| page_control(c)).collect::<Vec<_>>(),
        })
        .to_string()
    };
    (message(&players), message(&watching))
}

/// Who may use which of `controls`: the players everything but the seat
/// they already have (Join); a page in no seat only Join, where a seat is
/// free. (The host refuses anyone else's press too: this is what each is
/// shown.)
fn audiences(controls: &[Control]) -> (Vec<&Control>, Vec<&Control>) {
    let joins = |control: &Control| match control {
        Control::Button { id, .. } => {
            ButtonId::decode(id).is_some_and(|b| b.kind == GameButton::Join.kind())
        }
        Control::Menu { .. } => false,
    };
    controls.iter().partition(|c| !joins(c))
}

/// The board at change `serial` of room `code`, a room on `platform`: the
/// one a reply sketched here, or else the room's current board if that is
/// the one asked for (after a restart, or a change another process made);
/// `None` for one that is gone, or another platform's.
pub(super) async fn board(
    web: &Web,
    (code, serial): (RoomCode, u32),
    platform: Platform,
) -> Option<Arc<Board>> {
    if let Some(board) = web.pictures.get(&(code, serial)) {
        return (board.platform() == platform).then_some(board);
    }
    let (now, sketch) = web.host.current_sketch(code, platform).await?;
    if now != serial {
        return None;
    }
    let board = Arc::new(Board::new(Arc::new(sketch), platform));
    web.pictures.put((code, serial), board.clone());
    Some(board)
}

fn page_control(control: &Control) -> PageControl<'_> {
    match control {
        // The page has the game's own page for its analysis: a link.
        Control::Button { id, label, .. } if let Some(game) = ButtonId::analysed_game(id) => {
            PageControl {
                kind: "link",
                label,
                id: None,
                url: Some(format!("/g/{game}")),
                style: "secondary",
                options: &[],
            }
        }
        Control::Button { id, label, style } => PageControl {
            kind: "button",
            label,
            id: Some(id),
            url: None,
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
            url: None,
            style: "secondary",
            options,
        },
    }
}

/// Keeps this process's pages current with changes other processes make
/// to a shared store: each changed room's state goes to its pages.
pub(super) async fn follow(web: Web, mut changes: tokio::sync::mpsc::UnboundedReceiver<String>) {
    while let Some(code) = changes.recv().await {
        if code == crate::store::RELAYED {
            web.relay.wake();
            continue;
        }
        web.lobby.changed();
        let Ok(code) = code.parse::<RoomCode>() else {
            continue;
        };
        let Some(state) = web.host.room(code).await else {
            continue;
        };
        let key = hub_key(state.platform, &state.channel);
        if web.hub.watched(&key)
            && let Some(message) = state_message(&web, code, &key, None).await
        {
            web.hub.publish(&key, message);
        }
    }
}
