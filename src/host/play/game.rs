//! How a room's command runs: its room found and locked, a change applied
//! to a copy and announced (or refused), or a command's own answer with
//! its buttons. Each command says what it changes in its own file
//! (`verbs/`); this file names none of them.

use crate::host::change::{Event, Refusal};
use crate::host::controls::ButtonKind;
use crate::host::dispatch::answer::Answer;
use crate::host::dispatch::answer::Ask;
use crate::host::dispatch::answer::Audience;
use crate::host::message::Replies;
use crate::host::message::{Reply, Request, Said};
use crate::host::parts::Parts;
use crate::host::room::Room;
use std::sync::MutexGuard;

/// Room's board as it is now, with its clock, pinging nobody.
pub(in crate::host) fn as_it_is(parts: &Parts, room: &Room) -> Reply {
    let say = super::flow::room_say(parts, room);
    let clock = room.clock_face((parts.clock)());
    let text = Said::new(move |say| {
        clock
            .map(|c| say.clock_status(c.left, c.per_move))
            .unwrap_or_default()
    });
    super::announce::quiet(super::announce::board_reply(parts, room, text, None, say))
}

/// Applies `change` to the locked room (see [`super::flow::apply`]) and says
/// what happened: the event announced, the computer's answer, the end
/// of the game; or the refusal, quoting `typed` (what the user typed)
/// when there is one.
pub(in crate::host) fn act(
    parts: &Parts,
    request: &Request,
    mut room: MutexGuard<'_, Room>,
    typed: Option<&str>,
    change: impl FnOnce(&mut Room) -> Result<Event, Refusal>,
) -> Replies {
    Ok(match super::flow::apply(parts, &mut room, change)? {
        Ok(event) => {
            let answer = match room.has_computer() {
                true => super::computer::computer_answers(parts, &mut room, &event),
                false => None,
            };
            let mut replies = super::announce::announce(parts, request, &room, event);
            if let Some(answer) = answer {
                replies.extend(super::announce::announce(parts, request, &room, answer));
            }
            replies.extend(super::archive::ended(parts, &mut room));
            replies
        }
        Err(refusal) => vec![super::announce::refuse(
            parts, request, &room, refusal, typed,
        )],
    })
}

/// A command that answers for itself: `change` runs on a copy of the
/// room, which is saved and kept when it accepts (and changed
/// something); its answer carries its buttons, made for this room.
pub(in crate::host) fn answered(
    parts: &Parts,
    request: &Request,
    mut room: MutexGuard<'_, Room>,
    name: &'static str,
    change: impl FnOnce(&mut Room, &Ask) -> Result<Answer, Answer>,
) -> Replies {
    let say = super::flow::room_say(parts, &room);
    let ask = Ask {
        user: &request.user,
        lang: say.0,
        now: super::flow::now(parts),
    };
    let mut next = room.clone();
    let answer = match change(&mut next, &ask) {
        Ok(answer) => {
            super::flow::commit(parts, &mut room, next, &[])?;
            answer
        }
        Err(answer) => {
            super::flow::refused(parts, &room, name)?;
            answer
        }
    };
    let controls = Answer::controls(answer.buttons, |command| {
        room.button(ButtonKind::Command(command.name().into(), command.arg()))
    });
    let mut reply = match answer.audience {
        Audience::Asker => super::flow::private(request, answer.text),
        Audience::Channel => super::flow::to_channel(&room, answer.text, None, Vec::new()),
    };
    reply.controls = controls;
    reply.room = Some(room.state.code);
    Ok(vec![reply])
}
