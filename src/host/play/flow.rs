//! The steps every part of the game flow shares, on the host's parts:
//! apply a change to a copy of a room, save it, make it the room; say a
//! reply to the asker or to a room's channel, in their language.

use crate::community::limits::Budget;
use crate::engine::parse_action;
use crate::host::change::{Event, Refusal};
use crate::host::message::{Control, Limited, Reply, Request, Target, channel_key, private_to};
use crate::host::parts::Parts;
use crate::host::room::Room;
use crate::i18n::Say;
use crate::ids::ChannelKey;
use crate::store::StoreError;
use crate::telemetry::{ACTIONS, ACTIONS_REFUSED};
use std::sync::Arc;

/// The private notice that the bot lacks `lacking` in the request's
/// channel, in the asker's language (the adapter that was told so by
/// its platform sends it with its answer).
pub fn lacking_notice(
    parts: &Parts,
    request: &Request,
    lacking: &[crate::host::message::Lacking],
) -> Reply {
    private(request, asker_say(parts, request).bot_lacks(lacking))
}

/// Applies `change` to a copy of the room, saves the copy (with the
/// records of a turn played, in one write) and only then makes it the
/// room, so nothing is announced that is not stored. A refusal changes
/// nothing and saves nothing.
pub(in crate::host) fn apply(
    parts: &Parts,
    room: &mut Room,
    change: impl FnOnce(&mut Room) -> Result<Event, Refusal>,
) -> Result<Result<Event, Refusal>, StoreError> {
    let mut next = room.clone();
    match change(&mut next) {
        Ok(event) => {
            commit(parts, room, next, &Room::records(&event))?;
            Ok(Ok(event))
        }
        Err(refusal) => {
            refused(parts, room, refusal.name())?;
            Ok(Err(refusal))
        }
    }
}

/// Counts a refusal for `reason`; with a shared store, the room held
/// may be behind one another process just changed (its notice on the
/// way, `fresh.rs`): then a conflict, so it is asked again on the room
/// as stored.
pub(in crate::host) fn refused(
    parts: &Parts,
    room: &Room,
    reason: &'static str,
) -> Result<(), StoreError> {
    if parts.rooms.behind_the_store(room) {
        return Err(StoreError::Conflict);
    }
    let platform = room.state.platform.name();
    metrics::counter!(ACTIONS_REFUSED, "platform" => platform, "reason" => reason).increment(1);
    Ok(())
}

/// Saves `next`, a changed copy of `room` (with `records`, the actions
/// of a turn played, in one write), and only then makes it the room.
/// A change that changed nothing (a player back in their seat, a
/// spectator again) writes nothing.
pub(in crate::host) fn commit(
    parts: &Parts,
    room: &mut Room,
    mut next: Room,
    records: &[String],
) -> Result<(), StoreError> {
    if records.is_empty() && next.state == room.state {
        return Ok(());
    }
    parts
        .rooms
        .save(Some(room), &mut next, records, room.plies)?;
    let platform = room.state.platform.name();
    metrics::counter!(ACTIONS, "platform" => platform).increment(1);
    if !next.state.open {
        parts.rooms.forget(&next);
    }
    *room = next;
    if room.has_computer() {
        parts.thinkers.consider(room);
    }
    Ok(())
}

/// The language of a room's channel.
pub(in crate::host) fn room_say(parts: &Parts, room: &Room) -> Say {
    Say(parts
        .prefs
        .lang(&channel_key(room.state.platform, &room.state.channel)))
}

/// A chat line that is an action of the one whose move it is: the
/// move to play (or the refusal when they act too fast); `None` for
/// anything else, which is chat the host leaves alone.
pub(in crate::host) fn chat_move(
    parts: &Parts,
    request: &Request,
    key: &ChannelKey,
    text: &str,
) -> Option<Result<String, Reply>> {
    let text = text.trim();
    let room = parts.rooms.room(parts.rooms.channel_code(key)?)?;
    let (size, is_mover) = match room.lock() {
        Ok(room) => (room.state.variant.size(), room.may_move(&request.user.id)),
        Err(_) => return None,
    };
    let looks_like_action = text == "--"
        || text
            .split_whitespace()
            .all(|word| parse_action(word, size).is_ok());
    if !is_mover || !looks_like_action || text.is_empty() {
        return None;
    }
    if !parts
        .limiter
        .allow(Budget::Action, &request.user_key(), request.address)
    {
        let text = asker_say(parts, request).too_fast();
        return Some(Err(refused_for(request, Limited::TooFast, text)));
    }
    Some(Ok(text.to_string()))
}

/// Now, by the host's clock.
pub(in crate::host) fn now(parts: &Parts) -> u64 {
    (parts.clock)()
}

/// A private answer turning `request` away for a limit.
pub(in crate::host) fn refused_for(request: &Request, limited: Limited, text: String) -> Reply {
    let mut reply = private(request, text);
    reply.limited = Some(limited);
    reply
}

/// The words of what only the asker reads ([`Prefs::asker_say`]).
pub(in crate::host) fn asker_say(parts: &Parts, request: &Request) -> Say {
    parts.prefs.asker_say(request)
}

/// A reply only the requester sees.
pub(in crate::host) fn private(request: &Request, text: String) -> Reply {
    private_to(request.platform, &request.channel, &request.user.id, text)
}

/// A reply to the room's channel.
pub(in crate::host) fn to_channel(
    room: &Room,
    text: String,
    image: Option<Arc<[u8]>>,
    controls: Vec<Control>,
) -> Reply {
    let target = Target::Channel(room.state.channel.clone());
    let mut reply = Reply::new(room.state.platform, target, text);
    reply.image = image;
    reply.controls = controls;
    reply.room = Some(room.state.code);
    reply.serial = Some(room.state.serial);
    reply
}
