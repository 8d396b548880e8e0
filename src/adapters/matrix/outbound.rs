//! The host's replies out: texts, boards as `m.image` with their size, and
//! the board's buttons as reactions. Every message carries `m.mentions`:
//! empty (the bot pings nobody), except a text that notifies the player to
//! move, which mentions exactly that player.
//!
//! A board costs an upload and an event: the upload runs while the reply's
//! text is sent (in plain rooms it only reserves the URI, see [`upload`]),
//! the image event follows the text (users read them in that order), and
//! the reactions are sent in order in the background, so the next command
//! is not kept waiting for them.

use super::bot::Bot;
use super::failures::{api_failed, status_of};
use super::threads::{in_thread, start_thread, thread_root, tournament_board};
use crate::host::message::utc;
use crate::host::{ButtonId, ButtonKind, Control, Platform, Reply, Target};
use matrix_sdk::Client;
use matrix_sdk::room::Room;
use matrix_sdk::ruma::api::error::ErrorKind;
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::events::reaction::ReactionEventContent;
use matrix_sdk::ruma::events::relation::Annotation;
use matrix_sdk::ruma::events::room::message::{
    AddMentions, ForwardThread, ImageMessageEventContent, MessageType,
    OriginalSyncRoomMessageEvent, ReplyMetadata, RoomMessageEventContent,
};
use matrix_sdk::ruma::events::room::{ImageInfo, MediaSource};
use matrix_sdk::ruma::{OwnedEventId, OwnedUserId, UInt};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

/// The reactions that stand for buttons, in the order they are added.
const REACTIONS: [&str; 7] = ["✋", "🤝", "🏳️", "🔁", "👍", "👎", "🔍"];

/// The reaction that stands for a button, if the button has one.
fn reaction(kind: &ButtonKind) -> Option<&'static str> {
    match kind {
        ButtonKind::Command(name, arg) => match (name.as_str(), arg.as_str()) {
            ("join", "") => Some(REACTIONS[0]),
            ("draw", "") => Some(REACTIONS[1]),
            ("resign", "") => Some(REACTIONS[2]),
            ("rematch", "") => Some(REACTIONS[3]),
            ("takeback", "si") => Some(REACTIONS[4]),
            ("takeback", "no") => Some(REACTIONS[5]),
            ("analyse", _) => Some(REACTIONS[6]),
            _ => None,
        },
        ButtonKind::Pick(_) | ButtonKind::Page(..) | ButtonKind::Act(_) | ButtonKind::Open => None,
    }
}

/// The host note that maps a board's reactions to its buttons.
pub(super) fn board_key(event: &matrix_sdk::ruma::EventId) -> String {
    format!("matrix-board:{event}")
}

/// Sends the host's Matrix replies, in order: text, then the board as
/// `m.image` with its reactions; private ones as replies to the user's
/// message.
pub(super) async fn deliver(
    bot: &Bot,
    client: &Client,
    replies: &[Reply],
    origin: Option<&OriginalSyncRoomMessageEvent>,
) {
    for reply in replies.iter().filter(|r| r.platform == Platform::Matrix) {
        if let Target::Direct(user) = &reply.target {
            super::direct::send(client, user, reply).await;
            continue;
        }
        // `tablero`: the widget first, and its text only once it is in
        // the room; else how an admin adds it by hand.
        let added;
        let reply = match (&reply.widget, &reply.target) {
            (Some(widget), Target::Channel(channel)) => {
                let Some(room) = target_room(client, channel) else {
                    continue;
                };
                added = match super::widget::add(client, &room, widget).await {
                    true => reply.clone(),
                    false => {
                        Reply::new(reply.platform, reply.target.clone(), widget.refused.clone())
                    }
                };
                &added
            }
            _ => reply,
        };
        let (mut content, mentions) = text_content(reply);
        if let (Target::Private { .. }, Some(origin)) = (&reply.target, origin) {
            let metadata = ReplyMetadata::new(&origin.event_id, &origin.sender, None);
            content = content.make_reply_to(metadata, ForwardThread::No, AddMentions::No);
        } else if reply.is_private() {
            continue;
        }
        content = content.add_mentions(mentions);
        // A room whose boards live in a thread: everything it posts goes
        // there (m.thread, with the reply fallback for older clients).
        let mut root = match (reply.room, reply.is_private()) {
            (Some(code), false) => thread_root(bot, code).await,
            _ => None,
        };
        if let Some(root) = &root {
            content.relates_to = Some(in_thread(root));
        }
        let target = match &reply.target {
            Target::Channel(channel) | Target::Private { channel, .. } => channel,
            Target::Direct(_) => continue,
        };
        let Some(room) = target_room(client, target) else {
            continue;
        };
        let started = Instant::now();
        let text = async {
            let mut sent = None;
            if !reply.text.is_empty() {
                match room.send(content).await {
                    Ok(answer) => sent = Some(answer.response.event_id),
                    Err(error) => {
                        api_failed("send", status_of(&error));
                        tracing::warn!("matrix: could not send to {target}: {error}");
                    }
                }
            }
            (started.elapsed(), sent)
        };
        let private = origin.filter(|_| reply.is_private());
        let Some(png) = &reply.image else {
            let (_, sent) = text.await;
            join_reaction(bot, &room, reply, sent.as_ref()).await;
            if let (Some(sent), None) = (&sent, reply.registration()) {
                react(bot, &room, sent, &reply.controls).await;
            }
            start_thread(bot, (reply, replies), &mut root, sent).await;
            super::files::deliver(client, &room, reply, private).await;
            continue;
        };
        let ((text_took, sent), uploaded) = tokio::join!(text, upload(bot, client, &room, png));
        start_thread(bot, (reply, replies), &mut root, sent).await;
        let both_took = started.elapsed();
        let source = match uploaded {
            Ok(source) => source,
            Err(error) => {
                api_failed("upload", status_of(&error));
                tracing::warn!("matrix: could not upload a board for {target}: {error}");
                continue;
            }
        };
        send_board(bot, &room, source, png, (reply, root.as_ref())).await;
        super::files::deliver(client, &room, reply, private).await;
        tracing::debug!(
            "matrix: board to {target} in {} ms (text {} ms, text and upload {} ms)",
            started.elapsed().as_millis(),
            text_took.as_millis(),
            both_took.as_millis()
        );
    }
}

/// A reply's text and whom it mentions: the user it notifies, written as
/// a pill and the only one in `m.mentions`; otherwise nobody (an empty
/// `m.mentions`), names as plain text. Deadlines in UTC.
fn text_content(reply: &Reply) -> (RoomMessageEventContent, Mentions) {
    let body = reply.text_with(|m| m.name.clone(), utc);
    let Some(user) = reply
        .notified()
        .and_then(|id| OwnedUserId::try_from(id).ok())
    else {
        return (RoomMessageEventContent::text_plain(body), Mentions::new());
    };
    let escaped = Reply {
        text: escape(&reply.text),
        ..reply.clone()
    };
    let html = escaped.text_with(
        |m| match m.notify {
            true => format!(
                "<a href=\"{}\">{}</a>",
                user.matrix_to_uri(),
                escape(&m.name)
            ),
            false => escape(&m.name),
        },
        utc,
    );
    (
        RoomMessageEventContent::text_html(body, html),
        Mentions::with_user_ids([user]),
    )
}

/// Text made safe inside HTML.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\n' => out.push_str("<br>"),
            c => out.push(c),
        }
    }
    out
}

/// The Matrix room of `channel`: the room itself, or for a tournament's
/// board (`!room:server/t3.1`, played in a thread of the room) the room.
fn target_room(client: &Client, channel: &str) -> Option<Room> {
    let room = tournament_board(channel).unwrap_or(channel);
    let id = matrix_sdk::ruma::RoomId::parse(room).ok()?;
    client.get_room(&id)
}

/// Where a board's bytes go. In an encrypted room the board is encrypted
/// and uploaded (the homeserver keeps it as an opaque file, quickly). In a
/// plain room the homeserver also draws thumbnails before it answers an
/// upload, so the bot asks for a content URI first and uploads to it in
/// the background: the image event need not wait, and a client that asks
/// for the image early is held until it is there. A homeserver without
/// such uploads gets a plain upload.
async fn upload(
    bot: &Bot,
    client: &Client,
    room: &Room,
    png: &Arc<[u8]>,
) -> Result<MediaSource, matrix_sdk::Error> {
    let encrypted = room.latest_encryption_state().await?.is_encrypted();
    if !encrypted && bot.async_uploads.load(Ordering::Relaxed) {
        match client.media().create_content_uri().await {
            Ok(uri) => {
                let source = MediaSource::Plain(uri.uri.clone());
                let (client, png) = (client.clone(), png.to_vec());
                tokio::spawn(async move {
                    let target = uri.uri.clone();
                    let media = client.media();
                    if let Err(error) = media.upload_preallocated(uri, &mime::IMAGE_PNG, png).await
                    {
                        tracing::warn!("matrix: could not upload the board {target}: {error}");
                    }
                });
                return Ok(source);
            }
            Err(error) => {
                let unknown = matches!(
                    error.client_api_error_kind(),
                    Some(ErrorKind::Unrecognized | ErrorKind::NotFound)
                );
                if unknown {
                    tracing::info!("matrix: no asynchronous uploads here; boards go up whole");
                    bot.async_uploads.store(false, Ordering::Relaxed);
                } else {
                    tracing::warn!("matrix: could not reserve a board's URI: {error}");
                }
            }
        }
    }
    super::files::upload(client, png, &mime::IMAGE_PNG, encrypted).await
}

/// Posts an uploaded board as `m.image` with its size, remembers its
/// buttons, and adds their reactions in the background.
async fn send_board(
    bot: &Bot,
    room: &Room,
    source: MediaSource,
    png: &[u8],
    (reply, root): (&Reply, Option<&OwnedEventId>),
) {
    let controls = &reply.controls;
    let (width, height) = png_size(png);
    let mut info = ImageInfo::new();
    info.width = Some(UInt::from(width));
    info.height = Some(UInt::from(height));
    info.size = UInt::new(png.len() as u64);
    info.mimetype = Some(mime::IMAGE_PNG.to_string());
    // The body is the image's text for those who cannot see it; with a
    // filename beside it, clients show it as the caption (Matrix 1.10,
    // "Media captions").
    let body = reply
        .alt
        .clone()
        .unwrap_or_else(|| reply.picture.file_name().into());
    let mut image = ImageMessageEventContent::new(body, source);
    image.filename = Some(reply.picture.file_name().into());
    image.info = Some(Box::new(info));
    let mut content =
        RoomMessageEventContent::new(MessageType::Image(image)).add_mentions(Mentions::new());
    content.relates_to = root.map(in_thread);
    let board = match room.send(content).await {
        Ok(sent) => sent.response.event_id,
        Err(error) => {
            tracing::warn!(
                "matrix: could not send a board to {}: {error}",
                room.room_id()
            );
            return;
        }
    };
    react(bot, room, &board, controls).await;
}

/// Remembers the buttons of a message just sent as `event` (a board, or a
/// text with buttons such as a takeback request) under its event, and adds
/// their reactions in order in the background: a reaction to it presses
/// the button.
async fn react(bot: &Bot, room: &Room, event: &OwnedEventId, controls: &[Control]) {
    let buttons: HashMap<String, String> = controls
        .iter()
        .filter_map(|control| match control {
            Control::Button { id, .. } => {
                let emoji = reaction(&ButtonId::decode(id)?.kind)?;
                Some((emoji.trim_end_matches('\u{fe0f}').to_string(), id.clone()))
            }
            Control::Menu { .. } => None,
        })
        .collect();
    // The buttons' room, whose notes go when it closes.
    let code = controls.iter().find_map(|control| match control {
        Control::Button { id, .. } => ButtonId::decode(id).map(|b| b.code),
        Control::Menu { .. } => None,
    });
    if let Some(code) = code.filter(|_| !buttons.is_empty()) {
        bot.host
            .remember(code, board_key(event), buttons.clone())
            .await;
    }
    let reactions: Vec<ReactionEventContent> = REACTIONS
        .iter()
        .filter(|emoji| buttons.contains_key(emoji.trim_end_matches('\u{fe0f}')))
        .map(|emoji| ReactionEventContent::new(Annotation::new(event.clone(), emoji.to_string())))
        .collect();
    if reactions.is_empty() {
        return;
    }
    let (room, base) = (room.clone(), bot.base.clone());
    tokio::spawn(async move {
        for reaction in reactions {
            super::reactions::send(&base, &room, reaction).await;
        }
    });
}

/// A tournament's registration, just sent as `sent`: its Join button is
/// the ✋ reaction, noted as a board's buttons are (with no room to drop
/// the note with: a tournament's is kept).
async fn join_reaction(bot: &Bot, room: &Room, reply: &Reply, sent: Option<&OwnedEventId>) {
    let (Some(sent), Some((_, join))) = (sent, reply.registration()) else {
        return;
    };
    let buttons = HashMap::from([(REACTIONS[0].to_string(), join.to_string())]);
    if let Err(error) = bot.host.keep(board_key(sent), buttons).await {
        tracing::warn!("matrix: could not note a registration's reaction: {error}");
    }
    let reaction = ReactionEventContent::new(Annotation::new(sent.clone(), REACTIONS[0].into()));
    super::reactions::send(&bot.base, room, reaction).await;
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(png: &[u8]) -> (u32, u32) {
    let field = |at: usize| {
        png.get(at..at + 4)
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map_or(0, u32::from_be_bytes)
    };
    (field(16), field(20))
}

/// Closes idle Matrix rooms once a minute and posts the notices.
pub(super) async fn sweep(bot: Bot, client: Client) {
    let host = bot.host.clone();
    host.sweep(Platform::Matrix, |notices| {
        let (bot, client) = (bot.clone(), client.clone());
        async move {
            deliver(&bot, &client, &notices, None).await;
            bot.to_pages(&notices);
        }
    })
    .await;
}

/// Posts the widget pages' replies in their rooms, until the bridge closes.
pub(super) async fn post_from_pages(
    bot: Bot,
    client: Client,
    bridge: Arc<crate::adapters::bridge::Bridge>,
) {
    let Some(mut inbox) = bridge.chat_inbox() else {
        return;
    };
    while let Some(replies) = inbox.recv().await {
        deliver(&bot, &client, &replies, None).await;
    }
}
