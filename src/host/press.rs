//! A pressed button, to what it runs: a command by its name in the
//! registry (on the button's room when it is a room's command), or a step
//! of the game's picker. A button names its room by code and the board it
//! was made for by serial: a forged id, another community's room or an
//! older board is stale.

use crate::host::controls::{ButtonId, ButtonKind, roomless_pressed};
use crate::host::dispatch::{At, registry};
use crate::host::message::{Replies, Request};
use crate::host::parts::Parts;
use crate::ids::ChannelKey;

/// Runs the button `id` pressed by `request`'s user.
pub(in crate::host) fn press(
    parts: &Parts,
    request: &Request,
    key: &ChannelKey,
    id: &str,
) -> Replies {
    let stale = || {
        Ok(vec![crate::host::play::flow::private(
            request,
            crate::host::play::flow::asker_say(parts, request).stale_button(),
        )])
    };
    let Some(button) = ButtonId::decode(id) else {
        return roomless(parts, request, key, id).unwrap_or_else(stale);
    };
    match &button.kind {
        // The platform's client opens the live board; nothing to say.
        ButtonKind::Open => Ok(Vec::new()),
        ButtonKind::Command(name, arg) => {
            let Some(spec) = registry::named(name) else {
                return stale();
            };
            let Some(command) = (spec.from_arg)(arg) else {
                return stale();
            };
            let at = At {
                request,
                key,
                pressed: Some(button.code),
                parts,
            };
            match spec.in_room {
                // Outlives its room, or opens it (`unirse`, `analizar`):
                // who may do it is checked as for the typed command.
                false => spec.run(&command, &at),
                true => {
                    crate::host::play::step::pressed(parts, request, &button, spec.lasts, |room| {
                        spec.run_in(&command, &at, room)
                    })
                }
            }
        }
        ButtonKind::Act(action) => {
            crate::host::play::step::pressed(parts, request, &button, false, |room| {
                crate::host::play::step::step(parts, request, room, action)
            })
        }
        ButtonKind::Pick(group) => {
            crate::host::play::step::pressed(parts, request, &button, false, |room| {
                Ok(crate::host::play::step::picker(
                    parts, request, &room, group, 0,
                ))
            })
        }
        ButtonKind::Page(group, page) => {
            crate::host::play::step::pressed(parts, request, &button, false, |room| {
                Ok(crate::host::play::step::picker(
                    parts, request, &room, group, *page,
                ))
            })
        }
    }
}

/// A room-less command's button: `None` when `id` is none, or names a
/// command that is not one, or that acts on a room.
fn roomless(parts: &Parts, request: &Request, key: &ChannelKey, id: &str) -> Option<Replies> {
    let (name, arg) = roomless_pressed(id)?;
    let spec = registry::named(name)?;
    let command = (spec.from_arg)(arg)?;
    if spec.in_room {
        return None;
    }
    let at = At {
        request,
        key,
        pressed: None,
        parts,
    };
    Some(spec.run(&command, &at))
}
