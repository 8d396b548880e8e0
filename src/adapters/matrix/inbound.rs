//! Events in: invitations, `!futbol` messages and chat, reactions on the
//! boards, and encrypted events whose room key has not arrived yet.
//!
//! A sender's room key can reach the bot in a later sync than the message
//! it opens (a new member's or a new device's first message, say). The SDK
//! then hands the event handlers only the `m.room.encrypted` event, once;
//! so [`on_encrypted`] logs the failure and keeps the event, and
//! [`retry_undecrypted`] tries again after every sync and handles each
//! event that now decrypts exactly once, like any other.

use super::bot::Bot;
use super::outbound::{board_key, deliver};
use super::undecrypted::Waiting;
use crate::host::{Asker, Community, Input, Platform, Reply, Request, User};
use matrix_sdk::deserialized_responses::TimelineEventKind;
use matrix_sdk::event_handler::Ctx;
use matrix_sdk::room::Room;
use matrix_sdk::ruma::events::reaction::OriginalSyncReactionEvent;
use matrix_sdk::ruma::events::room::encrypted::OriginalSyncRoomEncryptedEvent;
use matrix_sdk::ruma::events::room::member::StrippedRoomMemberEvent;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation,
};
use matrix_sdk::ruma::events::room::power_levels::UserPowerLevel;
use matrix_sdk::ruma::events::{
    AnySyncMessageLikeEvent, AnySyncTimelineEvent, SyncMessageLikeEvent,
};
use matrix_sdk::ruma::serde::Raw;
use matrix_sdk::ruma::{MilliSecondsSinceUnixEpoch, OwnedEventId, UserId};
use matrix_sdk::{Client, RoomState};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Joins the rooms the bot is invited to, with backoff.
pub(super) async fn on_invite(event: StrippedRoomMemberEvent, room: Room, client: Client) {
    if Some(event.state_key.as_ref()) != client.user_id() {
        return;
    }
    tokio::spawn(async move {
        let mut delay = Duration::from_millis(250);
        for _ in 0..10 {
            if room.join().await.is_ok() {
                return;
            }
            tokio::time::sleep(delay).await;
            delay *= 2;
        }
        tracing::warn!("matrix: could not join {}", room.room_id());
    });
}

/// A message (decrypted already if it was encrypted).
pub(super) async fn on_message(
    event: OriginalSyncRoomMessageEvent,
    room: Room,
    client: Client,
    bot: Ctx<Bot>,
) {
    if !handled_late(&bot, &event.event_id) {
        handle_message(&bot, &client, &room, &event).await;
    }
}

/// A reaction (decrypted already if it was encrypted).
pub(super) async fn on_reaction(
    event: OriginalSyncReactionEvent,
    room: Room,
    client: Client,
    bot: Ctx<Bot>,
) {
    if !handled_late(&bot, &event.event_id) {
        handle_reaction(&bot, &client, &room, &event).await;
    }
}

/// Whether `event` was already handled once its key came (the homeserver
/// should never send an event twice, but once is a promise).
fn handled_late(bot: &Bot, event: &OwnedEventId) -> bool {
    bot.undecrypted
        .lock()
        .is_ok_and(|undecrypted| undecrypted.handled.contains(event))
}

/// An event the SDK could not decrypt when it arrived (a decrypted one
/// reaches the handlers as what it holds, never as `m.room.encrypted`).
pub(super) async fn on_encrypted(
    raw: Raw<OriginalSyncRoomEncryptedEvent>,
    room: Room,
    client: Client,
    bot: Ctx<Bot>,
) {
    let Ok(event) = raw.deserialize() else {
        return;
    };
    if Some(event.sender.as_ref()) == client.user_id() {
        return;
    }
    let waiting = Waiting {
        room: room.room_id().to_owned(),
        event_id: event.event_id,
        sender: event.sender,
        raw,
        since: Instant::now(),
    };
    // Tried again at once: the key may have come since the SDK tried.
    match room.decrypt_event(&waiting.raw, None).await {
        Ok(decrypted) => match decrypted.kind {
            TimelineEventKind::UnableToDecrypt { utd_info, .. } => {
                tracing::warn!(
                    "matrix: could not decrypt {} from {} in {}: {:?}; waiting for its room key",
                    waiting.event_id,
                    waiting.sender,
                    waiting.room,
                    utd_info.reason
                );
            }
            kind => {
                if let Ok(mut undecrypted) = bot.undecrypted.lock() {
                    undecrypted.handled(&waiting.event_id);
                }
                handle_decrypted(&bot, &client, &room, kind.raw()).await;
                return;
            }
        },
        Err(error) => tracing::warn!(
            "matrix: could not decrypt {} from {} in {}: {error}; waiting for its room key",
            waiting.event_id,
            waiting.sender,
            waiting.room
        ),
    }
    if let Ok(mut undecrypted) = bot.undecrypted.lock() {
        undecrypted.keep(waiting);
    }
}

/// Tries the waiting events again (after a sync that brought to-device
/// messages, room keys among them) and handles, in order, those that now
/// decrypt.
pub(super) async fn retry_undecrypted(bot: &Bot, client: &Client) {
    let waiting = match bot.undecrypted.lock() {
        Ok(mut undecrypted) if !undecrypted.waiting.is_empty() => undecrypted.take(),
        _ => return,
    };
    let mut still = Vec::new();
    for event in waiting {
        let Some(room) = client.get_room(&event.room) else {
            continue;
        };
        match room.decrypt_event(&event.raw, None).await {
            Ok(decrypted)
                if !matches!(decrypted.kind, TimelineEventKind::UnableToDecrypt { .. }) =>
            {
                tracing::info!(
                    "matrix: decrypted {} from {} once its room key came",
                    event.event_id,
                    event.sender
                );
                if let Ok(mut undecrypted) = bot.undecrypted.lock() {
                    undecrypted.handled(&event.event_id);
                }
                handle_decrypted(bot, client, &room, decrypted.kind.raw()).await;
            }
            _ => still.push(event),
        }
    }
    if let Ok(mut undecrypted) = bot.undecrypted.lock() {
        // Back in front of anything kept meanwhile: they are older.
        for event in still.into_iter().rev() {
            undecrypted.waiting.push_front(event);
        }
    }
}

/// Handles a late-decrypted event as its own handler would have.
async fn handle_decrypted(
    bot: &Bot,
    client: &Client,
    room: &Room,
    raw: &Raw<AnySyncTimelineEvent>,
) {
    match raw.deserialize() {
        Ok(AnySyncTimelineEvent::MessageLike(AnySyncMessageLikeEvent::RoomMessage(
            SyncMessageLikeEvent::Original(event),
        ))) => handle_message(bot, client, room, &event).await,
        Ok(AnySyncTimelineEvent::MessageLike(AnySyncMessageLikeEvent::Reaction(
            SyncMessageLikeEvent::Original(event),
        ))) => handle_reaction(bot, client, room, &event).await,
        _ => {}
    }
}

async fn handle_message(
    bot: &Bot,
    client: &Client,
    room: &Room,
    event: &OriginalSyncRoomMessageEvent,
) {
    if Some(event.sender.as_ref()) == client.user_id() || room.state() != RoomState::Joined {
        return;
    }
    // Edits repeat an old message with a `* ` prefix: never a new command.
    if matches!(event.content.relates_to, Some(Relation::Replacement(_))) {
        return;
    }
    let MessageType::Text(text) = &event.content.msgtype else {
        return;
    };
    let body = text.body.trim();
    let input = match body.strip_prefix("!futbol") {
        Some(rest) => Input::Command(rest.trim().to_string()),
        None => Input::Chat(body.to_string()),
    };
    let started = Instant::now();
    let user = user_of(room, &event.sender).await;
    let asker = match input {
        Input::Command(_) => asker_of(room, &event.sender).await,
        _ => Asker::default(),
    };
    // In a tournament board's thread, the board's own channel.
    let channel = match &event.content.relates_to {
        Some(Relation::Thread(thread)) => board_of_thread(bot, &thread.event_id).await,
        _ => None,
    };
    let replies = ask_in(bot, room, channel, (user, asker), input).await;
    deliver(bot, client, &replies, Some(event)).await;
    bot.to_pages(&replies);
    let now = MilliSecondsSinceUnixEpoch::now();
    tracing::debug!(
        "matrix: answered {} in {} ms ({} ms after the homeserver had it)",
        event.event_id,
        started.elapsed().as_millis(),
        i64::from(now.0) - i64::from(event.origin_server_ts.0)
    );
}

async fn handle_reaction(
    bot: &Bot,
    client: &Client,
    room: &Room,
    event: &OriginalSyncReactionEvent,
) {
    if Some(event.sender.as_ref()) == client.user_id() || room.state() != RoomState::Joined {
        return;
    }
    let relation = &event.content.relates_to;
    let key = relation.key.trim_end_matches('\u{fe0f}');
    let noted = bot
        .host
        .note::<HashMap<String, String>>(board_key(&relation.event_id));
    let Some(buttons) = noted.await else {
        return;
    };
    let Some(id) = buttons.get(key).cloned() else {
        return;
    };
    let user = user_of(room, &event.sender).await;
    let replies = ask(bot, room, (user, Asker::default()), Input::Button(id)).await;
    // A refused reaction is simply ignored: there is no message to reply to.
    let public: Vec<Reply> = replies.into_iter().filter(|r| !r.is_private()).collect();
    deliver(bot, client, &public, None).await;
    bot.to_pages(&public);
}

async fn ask(bot: &Bot, room: &Room, who: (User, Asker), input: Input) -> Vec<Reply> {
    ask_in(bot, room, None, who, input).await
}

/// The channel of the tournament board whose thread hangs from `root`,
/// if it is one (noted when its thread began).
async fn board_of_thread(bot: &Bot, root: &matrix_sdk::ruma::EventId) -> Option<String> {
    bot.host.note(super::threads::thread_board_key(root)).await
}

/// A request from `room`, in `channel` (a board's, in its thread) or the
/// room itself.
async fn ask_in(
    bot: &Bot,
    room: &Room,
    channel: Option<String>,
    (user, asker): (User, Asker),
    input: Input,
) -> Vec<Reply> {
    // The room is the community: a code from another room is unknown here.
    let request = Request {
        platform: Platform::Matrix,
        community: Community::matrix_room(room.room_id()),
        channel: channel.unwrap_or_else(|| room.room_id().to_string()),
        user,
        input,
        address: None,
        asker,
    };
    bot.host.answer(request).await
}

/// Whether the sender is one of the room's admins: a power level at least
/// the room's `state_default` (m.room.power_levels: what sending the
/// room's own state takes, 50 by default), which the room's creators have
/// without limit in room versions where creators are privileged (12 on).
/// Read from the synced state; unknown power levels make nobody an admin.
async fn asker_of(room: &Room, sender: &UserId) -> Asker {
    let admin = match room.power_levels().await {
        Ok(levels) => levels.for_user(sender) >= UserPowerLevel::Int(levels.state_default),
        Err(error) => {
            tracing::debug!(%error, "matrix: no power levels for {}", room.room_id());
            false
        }
    };
    Asker {
        admin,
        ..Asker::default()
    }
}

/// The member's display name, else the user id's localpart.
async fn user_of(room: &Room, sender: &UserId) -> User {
    let name = match room.get_member_no_sync(sender).await {
        Ok(Some(member)) => member.name().to_string(),
        _ => sender.localpart().to_string(),
    };
    User {
        id: sender.to_string().into(),
        name,
    }
}
