//! The picker's buttons and a pressed button's room: a step of a turn, or
//! the picker's second step (shown only to the one who asked).

use super::Play;
use crate::engine::Entry;
use crate::host::controls::ButtonId;
use crate::host::message::Replies;
use crate::host::message::{Reply, Request};
use crate::host::room::Room;
use std::sync::MutexGuard;

impl Play<'_> {
    /// Runs `work` on the room a pressed button names, found and locked
    /// once (what the press does happens under this lock), if the button
    /// is of the room's newest board (or `lasts`) and of a room the
    /// presser's community may open. Else the press is stale: where the
    /// answer replaces the pressed board, it shows the board as it is.
    pub(in crate::host) fn pressed(
        &self,
        request: &Request,
        button: &ButtonId,
        lasts: bool,
        work: impl FnOnce(MutexGuard<'_, Room>) -> Replies,
    ) -> Replies {
        let say = self.asker_say(request);
        let Some(shared) = self.rooms.room(button.code) else {
            return Ok(vec![self.private(request, say.stale_button())]);
        };
        let Ok(room) = shared.lock() else {
            return Ok(Vec::new());
        };
        let opens = room.state.opens_for(request.platform, &request.community);
        if !opens || (room.state.serial != button.serial && !lasts) {
            let mut stale = self.private(request, say.stale_button());
            if opens && self.config.profiles.of(request.platform).in_place {
                stale.current = Some(Box::new(self.as_it_is(&room)));
            }
            return Ok(vec![stale]);
        }
        work(self.learned(request, room))
    }

    /// A picker choice: one step of the turn (a whole action outside
    /// `boyer`).
    pub(in crate::host) fn step(
        &self,
        request: &Request,
        mut room: MutexGuard<'_, Room>,
        action: &str,
    ) -> Replies {
        let (user, now) = (&request.user.id, (self.clock)());
        Ok(
            match self.apply(&mut room, |r| r.play(user, action, Entry::Steps, now))? {
                Ok(event) => {
                    let mut replies = self.announce(request, &room, event);
                    replies.extend(self.ended(&mut room));
                    replies
                }
                Err(refusal) => vec![self.refuse(request, &room, refusal, Some(action))],
            },
        )
    }

    /// The picker's second step, shown only to the one who asked.
    pub(in crate::host) fn picker(
        &self,
        request: &Request,
        room: &Room,
        group: &str,
        page: usize,
    ) -> Vec<Reply> {
        if !room.may_move(&request.user.id) {
            let refusal = room.refusal_for(&request.user.id);
            return vec![self.refuse(request, room, refusal, None)];
        }
        let say = self.asker_say(request);
        let mut reply = self.private(request, say.pick_target(group));
        reply.controls = super::buttons::actions_menu(room, group, page, say)
            .into_iter()
            .collect();
        reply.room = Some(room.state.code);
        vec![reply]
    }
}
