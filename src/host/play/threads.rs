//! A game in a thread of its own (Discord). `crear` announces the room in
//! the channel and asks the adapter ([`Reply::thread`]) to start a thread
//! from that message; the adapter then moves the room into it
//! ([`Host::into_thread`]), so joins, boards, moves and rematches go
//! there, and the channel is free for the next room. The result of each
//! game is told in the channel too. A thread the bot could not make, or
//! one a moderator deleted or locked, sends the room back to its channel
//! with a word about it ([`Host::thread_lost`]).

use crate::community::settings::Language;
use crate::host::message::{Lacking, Reply, Request, Said, channel_key};
use crate::host::parts::Parts;
use crate::host::profile::ThreadStyle;
use crate::host::room::Room;
use crate::ids::{ChannelKey, RoomCode};

/// The permissions a thread per game needs.
pub(in crate::host) const THREAD_PERMISSIONS: [Lacking; 2] =
    [Lacking::CreatePublicThreads, Lacking::SendMessagesInThreads];

/// Whether a new room gets a thread.
pub(in crate::host) enum ThreadPlan {
    /// No: threads are off here, or not possible and not asked for.
    None,
    /// Yes: the announcement starts it.
    Start,
    /// The community turned threads on, but the bot may not make them
    /// here: the room stays in the channel and the creator is told why.
    Lacking,
}

/// Whether `channel` is the name a tournament board waits under until its
/// thread is made (`t3.1`; a platform's channels never look like that).
pub(super) fn is_waiting(channel: &str) -> bool {
    channel
        .strip_prefix('t')
        .is_some_and(|rest| rest.split('.').all(|part| part.parse::<u64>().is_ok()))
}

/// A thread's name: the game and who plays (`futbol · Ana vs ?`), within
/// Discord's 100 characters.
pub(in crate::host) fn thread_name(room: &Room) -> String {
    use crate::engine::Team;
    let (white, black) = (room.name(Team::White), room.name(Team::Black));
    let text = format!("{} · {white} vs {black}", room.state.variant.name());
    text.chars().take(100).collect()
}

/// Whether the room `request` creates gets a thread of its own: on
/// Discord by default where the bot may make one; on Matrix (an
/// `m.thread` under the announcement, kept by the adapter) only where
/// the room's admins turned threads on.
pub(super) fn thread_plan(parts: &Parts, request: &Request) -> ThreadPlan {
    let chosen = parts
        .prefs
        .settings
        .get::<crate::community::server::Threads>(&request.community);
    match parts.config.profiles.of(request.platform).threads {
        ThreadStyle::Channels => {}
        ThreadStyle::Replies if chosen == Some(true) => return ThreadPlan::Start,
        ThreadStyle::Replies | ThreadStyle::None => return ThreadPlan::None,
    }
    match (chosen, request.asker.can_thread) {
        (Some(false), _) => ThreadPlan::None,
        (_, true) => ThreadPlan::Start,
        // On by default only where the bot may make threads.
        (None, false) => ThreadPlan::None,
        (Some(true), false) => ThreadPlan::Lacking,
    }
}

/// Room `code` now lives in `thread`, started from its announcement:
/// saved and found under the thread (its channel is free for another
/// room), speaking the channel's language; its board, for the thread.
/// Nothing when the room is gone or already in a thread.
pub fn move_into_thread(parts: &Parts, code: RoomCode, thread: &str) -> Vec<Reply> {
    let Some(shared) = parts.rooms.room(code) else {
        return Vec::new();
    };
    let Ok(mut room) = shared.lock() else {
        return Vec::new();
    };
    // A tournament's board waits under a name of its own, already
    // hanging from the tournament's channel.
    let waiting = room.state.tournament.is_some() && is_waiting(&room.state.channel);
    if (room.state.parent.is_some() && !waiting) || room.state.channel == thread {
        return Vec::new();
    }
    let channel = room.state.channel.clone();
    let key = channel_key(room.state.platform, &channel);
    let mut moved = room.clone();
    moved.state.channel = thread.to_string();
    moved.state.parent = Some(room.state.parent.clone().unwrap_or(channel));
    if let Err(error) = save_moved(parts, &mut moved, &key) {
        tracing::error!(%code, %error, "the room could not move into its thread");
        return Vec::new();
    }
    *room = moved;
    let thread_key = channel_key(room.state.platform, thread);
    parts.rooms.rekey(code, &key, &thread_key);
    if let Some(lang) = parts.prefs.settings.get::<Language>(&key)
        && let Err(error) = parts
            .prefs
            .settings
            .set::<Language>(&thread_key, &Some(lang))
    {
        tracing::warn!(%code, %error, "the thread keeps the default language");
    }
    if let Some(community) = room.state.community.clone() {
        parts.prefs.communities.insert(thread_key, community);
    }
    if waiting {
        return super::announce::board_opening(parts, &room, Said::none());
    }
    let say = super::flow::room_say(parts, &room);
    let full = room.full();
    let text = Said::new(move |say| match full {
        true => String::new(),
        false => say.waiting(code.as_str()),
    });
    vec![super::announce::board_reply(parts, &room, text, None, say)]
}

/// Room `code`'s thread could not be made, or is gone: the room goes
/// back to its channel (when that has no other room), with a word
/// about it and its board there.
pub fn thread_lost(parts: &Parts, code: RoomCode) -> Vec<Reply> {
    let Some(shared) = parts.rooms.room(code) else {
        return Vec::new();
    };
    let Ok(mut room) = shared.lock() else {
        return Vec::new();
    };
    if let Some(parent) = room.state.parent.clone() {
        let (platform, thread) = (room.state.platform, room.state.channel.clone());
        let parent_key = channel_key(platform, &parent);
        if parts.rooms.channel_code(&parent_key).is_some() {
            tracing::warn!(%code, "the thread is gone and its channel has another room");
            return Vec::new();
        }
        let thread_key = channel_key(platform, &thread);
        let mut moved = room.clone();
        moved.state.channel = parent;
        moved.state.parent = None;
        if let Err(error) = save_moved(parts, &mut moved, &thread_key) {
            tracing::error!(%code, %error, "the room could not leave its thread");
            return Vec::new();
        }
        *room = moved;
        parts.rooms.rekey(code, &thread_key, &parent_key);
    }
    tracing::info!(%code, "the room plays in its channel, without a thread");
    let say = super::flow::room_say(parts, &room);
    vec![super::announce::board_reply(
        parts,
        &room,
        Said::new(|say| say.thread_lost()),
        None,
        say,
    )]
}

/// Saves a room that moved from the channel of index key `left`.
fn save_moved(
    parts: &Parts,
    room: &mut Room,
    left: &ChannelKey,
) -> Result<(), crate::store::StoreError> {
    let mut save = parts.rooms.room_save(None, room, &[], 0)?;
    save.left = Some(left.to_string());
    parts.rooms.write(&[save])
}
