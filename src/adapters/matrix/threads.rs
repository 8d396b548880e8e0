//! Rooms played in threads: a room whose announcement asked for a thread
//! keeps that event as the thread's root (a note with the room), and a
//! tournament board's channel (`ROOM/tN.M`) is a thread of its Matrix
//! room, so what is typed there reaches the board.

use super::bot::Bot;
use crate::host::{Reply, RoomCode, Target};
use matrix_sdk::ruma::OwnedEventId;
use matrix_sdk::ruma::events::relation::Thread;
use matrix_sdk::ruma::events::room::message::{Relation, RoomMessageEventContentWithoutRelation};

/// The Matrix room of a tournament board's channel: the host names a
/// board `ROOM/tN.M` (its thread hangs in `ROOM`); `None` for a room's
/// own channel.
pub(super) fn tournament_board(channel: &str) -> Option<&str> {
    channel.split_once("/t").map(|(room, _)| room)
}

/// The host note naming the channel of the tournament board whose thread
/// hangs from `root`.
pub(super) fn thread_board_key(root: &matrix_sdk::ruma::EventId) -> String {
    format!("matrix-thread-board:{root}")
}

/// The host note naming the event a room's thread hangs from.
fn thread_key(code: RoomCode) -> String {
    format!("matrix-thread:{code}")
}

/// The event room `code`'s thread hangs from, if it has one.
pub(super) async fn thread_root(bot: &Bot, code: RoomCode) -> Option<OwnedEventId> {
    let noted: String = bot.host.note(thread_key(code)).await?;
    OwnedEventId::try_from(noted).ok()
}

/// A room's announcement, just sent as `sent`, that asked for a thread:
/// it becomes the room's thread root (kept with the room's notes).
pub(super) async fn start_thread(
    bot: &Bot,
    (reply, batch): (&Reply, &[Reply]),
    root: &mut Option<OwnedEventId>,
    sent: Option<OwnedEventId>,
) {
    let (Some(code), Some(sent), true, None) = (reply.room, sent, reply.thread.is_some(), &root)
    else {
        return;
    };
    bot.host
        .remember(code, thread_key(code), sent.to_string())
        .await;
    // A tournament board's thread stands for its channel (`ROOM/tN.M`):
    // what is typed there goes to the board.
    // A tournament's board: its first messages come with the
    // announcement, to the board's channel.
    let board = batch.iter().find_map(|r| match &r.target {
        Target::Channel(channel) if r.room == Some(code) && tournament_board(channel).is_some() => {
            Some(channel.clone())
        }
        _ => None,
    });
    if let Some(channel) = board {
        bot.host
            .remember(code, thread_board_key(&sent), channel)
            .await;
    }
    *root = Some(sent);
}

/// A relation into the thread under `root`: `m.thread`, falling back to a
/// reply to the root for clients without threads.
pub(super) fn in_thread(root: &OwnedEventId) -> Relation<RoomMessageEventContentWithoutRelation> {
    Relation::Thread(Thread::plain(root.clone(), root.clone()))
}
