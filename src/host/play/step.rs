//! The picker's buttons and a pressed button's room: a step of a turn, or
//! the picker's second step (shown only to the one who asked).

use crate::engine::Entry;
use crate::host::controls::ButtonId;
use crate::host::message::Replies;
use crate::host::message::{Reply, Request};
use crate::host::parts::Parts;
use crate::host::room::Room;
use std::sync::MutexGuard;

/// Runs `work` on the room a pressed button names, found and locked
/// once (what the press does happens under this lock), if the button
/// is of the room's newest board (or `lasts`) and of a room the
/// presser's community may open. Else the press is stale: where the
/// answer replaces the pressed board, it shows the board as it is.
pub(in crate::host) fn pressed(
    parts: &Parts,
    request: &Request,
    button: &ButtonId,
    lasts: bool,
    work: impl FnOnce(MutexGuard<'_, Room>) -> Replies,
) -> Replies {
    let say = super::flow::asker_say(parts, request);
    let Some(shared) = parts.rooms.room(button.code) else {
        return Ok(vec![super::flow::private(request, say.stale_button())]);
    };
    let Ok(room) = shared.lock() else {
        return Ok(Vec::new());
    };
    let opens = room.state.opens_for(request.platform, &request.community);
    if !opens || (room.state.serial != button.serial && !lasts) {
        let mut stale = super::flow::private(request, say.stale_button());
        if opens && parts.config.profiles.of(request.platform).in_place {
            stale.current = Some(Box::new(super::game::as_it_is(parts, &room)));
        }
        return Ok(vec![stale]);
    }
    let mut room = room;
    (room.state).learn_community(request.platform, &request.channel, &request.community);
    work(room)
}

/// A picker choice: one step of the turn (a whole action outside
/// `boyer`).
pub(in crate::host) fn step(
    parts: &Parts,
    request: &Request,
    mut room: MutexGuard<'_, Room>,
    action: &str,
) -> Replies {
    let (user, now) = (&request.user.id, (parts.clock)());
    Ok(
        match super::flow::apply(parts, &mut room, |r| {
            r.play(user, action, Entry::Steps, now)
        })? {
            Ok(event) => {
                let mut replies = super::announce::announce(parts, request, &room, event);
                replies.extend(super::archive::ended(parts, &mut room));
                replies
            }
            Err(refusal) => vec![super::announce::refuse(
                parts,
                request,
                &room,
                refusal,
                Some(action),
            )],
        },
    )
}

/// The picker's second step, shown only to the one who asked.
pub(in crate::host) fn picker(
    parts: &Parts,
    request: &Request,
    room: &Room,
    group: &str,
    page: usize,
) -> Vec<Reply> {
    if !room.may_move(&request.user.id) {
        let refusal = room.refusal_for(&request.user.id);
        return vec![super::announce::refuse(parts, request, room, refusal, None)];
    }
    let say = super::flow::asker_say(parts, request);
    let mut reply = super::flow::private(request, say.pick_target(group));
    reply.controls = super::buttons::actions_menu(room, group, page, say)
        .into_iter()
        .collect();
    reply.room = Some(room.state.code);
    vec![reply]
}
