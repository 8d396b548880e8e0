//! A pressed button, to what it runs: a command by its name in the
//! registry (on the button's room when it is a room's command), or a step
//! of the game's picker. A button names its room by code and the board it
//! was made for by serial: a forged id, another community's room or an
//! older board is stale.

use super::at::At;
use super::spec::Spec;
use crate::host::Host;
use crate::host::controls::{ButtonId, ButtonKind, roomless_pressed};
use crate::host::message::Request;
use crate::host::play::Replies;
use crate::ids::ChannelKey;

/// Runs the button `id` pressed by `request`'s user.
pub(in crate::host) fn press(
    host: &Host,
    request: &Request,
    key: &ChannelKey,
    id: &str,
) -> Replies {
    let play = host.play();
    let stale = || {
        Ok(vec![
            play.private(request, play.asker_say(request).stale_button()),
        ])
    };
    let Some(button) = ButtonId::decode(id) else {
        return roomless(host, request, key, id).unwrap_or_else(stale);
    };
    match &button.kind {
        // The platform's client opens the live board; nothing to say.
        ButtonKind::Open => Ok(Vec::new()),
        ButtonKind::Command(name, arg) => {
            let Some(command) = Spec::named(name).and_then(|spec| (spec.from_arg)(arg)) else {
                return stale();
            };
            let at = At {
                request,
                key,
                pressed: Some(button.code),
                host,
            };
            let spec = command.spec();
            match spec.in_room {
                // Outlives its room, or opens it (`unirse`, `analizar`):
                // who may do it is checked as for the typed command.
                false => command.run(&at),
                true => play.pressed(request, &button, spec.lasts, |room| {
                    command.run_in(&at, room)
                }),
            }
        }
        ButtonKind::Act(action) => play.pressed(request, &button, false, |room| {
            play.step(request, room, action)
        }),
        ButtonKind::Pick(group) => play.pressed(request, &button, false, |room| {
            Ok(play.picker(request, &room, group, 0))
        }),
        ButtonKind::Page(group, page) => play.pressed(request, &button, false, |room| {
            Ok(play.picker(request, &room, group, *page))
        }),
    }
}

/// A room-less command's button: `None` when `id` is none, or names a
/// command that is not one, or that acts on a room.
fn roomless(host: &Host, request: &Request, key: &ChannelKey, id: &str) -> Option<Replies> {
    let (name, arg) = roomless_pressed(id)?;
    let command = (Spec::named(name)?.from_arg)(arg)?;
    if command.spec().in_room {
        return None;
    }
    let at = At {
        request,
        key,
        pressed: None,
        host,
    };
    Some(command.run(&at))
}
