//! A game's own thread on Discord: started from the room's announcement
//! ("Start Thread from Message": the thread's id is the message's), the
//! room then moved into it by the host; and the room sent back to its
//! channel when the thread cannot be made or a post finds it gone.

use super::failures::log_failure;
use crate::host::{Door, Reply, RoomCode};
use serenity::all::{AutoArchiveDuration, ChannelId, CreateThread, MessageId};
use serenity::http::{Http, HttpError};

/// Discord's JSON error codes that mean a thread cannot take posts:
/// 10003 "Unknown Channel" (deleted), 160005 "Thread is locked" (by a
/// moderator: no one without Manage Threads posts or edits there),
/// 50083 "Operation cannot be performed on an archived thread" (an
/// archived thread that is not locked is unarchived by the post itself,
/// so this one could not be), 50001 "Missing Access" (the bot was
/// removed from a private place).
const THREAD_GONE: [isize; 4] = [10003, 160005, 50083, 50001];

/// Starts the thread `name` from `message` in `channel` for room `code`,
/// and what the host posts next: the board in the thread, or (no thread
/// could be made) in the channel with a word about it.
pub(super) async fn start(
    host: &Door,
    http: &Http,
    (channel, message): (ChannelId, MessageId),
    code: RoomCode,
    name: &str,
) -> Vec<Reply> {
    // A day without a message hides it from the channel's list.
    let builder = CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneDay);
    let made = channel
        .create_thread_from_message(http, message, builder)
        .await;
    match made {
        Ok(thread) => host.into_thread(code, thread.id.get().to_string()).await,
        Err(error) => {
            log_failure("starting a game's thread", &error);
            host.thread_lost(code).await
        }
    }
}

/// Whether a failed post means the room's thread can no longer be used.
pub(super) fn gone(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            THREAD_GONE.contains(&response.error.code)
        }
        _ => false,
    }
}

/// The room back in its channel after a post to `channel`, its thread,
/// found the thread gone; and what to post there. Nothing when `channel`
/// is not the room's thread (a failed post elsewhere moves no room).
pub(super) async fn lost(host: &Door, code: RoomCode, channel: ChannelId) -> Vec<Reply> {
    host.thread_gone(code, channel.get().to_string()).await
}
