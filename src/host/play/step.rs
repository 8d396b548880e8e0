//! Buttons and menus: each decodes to a command, a step of a turn, or the
//! picker's second step (shown only to the one who asked).

use super::InRoom;
use super::Play;
use super::Replies;
use crate::engine::Entry;
use crate::host::command::typed::{self, Typed};
use crate::host::controls::{ButtonId, ButtonKind};
use crate::host::message::{Reply, Request, channel_key};
use crate::host::room::Room;
use std::sync::MutexGuard;

impl Play<'_> {
    pub(in crate::host) fn button(&self, request: &Request, id: &str) -> Replies {
        let say = self.asker_say(request);
        let Some(button) = ButtonId::decode(id) else {
            return Ok(vec![self.private(request, say.stale_button())]);
        };
        match button.kind {
            ButtonKind::Join => return self.join(request, button.code.as_str()),
            // Outlives its room: who may see the game is checked as for
            // the typed command (a forged id for another community's game
            // is refused there).
            ButtonKind::Analyse(id) => {
                let key = channel_key(request.platform, &request.channel);
                return self.analyse(request, &key, Some(id));
            }
            // The platform's client opens the live board; nothing to say.
            ButtonKind::Open => return Ok(Vec::new()),
            _ => {}
        }
        // A button names its room by code: from another community (a
        // forged id, a reaction to another room's board) it is stale, as
        // is one of an older board. Found and locked once: what the press
        // does happens under this lock.
        let Some(shared) = self.rooms.room(button.code) else {
            return Ok(vec![self.private(request, say.stale_button())]);
        };
        let Ok(room) = shared.lock() else {
            return Ok(Vec::new());
        };
        let opens = room.state.opens_for(request.platform, &request.community);
        // A typed command's button may say it works on older boards.
        let lasts = match &button.kind {
            ButtonKind::Typed(name, _) => typed::entry(name).is_some_and(|entry| entry.lasts),
            _ => false,
        };
        if !opens || (room.state.serial != button.serial && !lasts) {
            let mut stale = self.private(request, say.stale_button());
            // Where the answer replaces the pressed board, it shows the
            // board as it is now.
            if opens && self.config.profiles.of(request.platform).in_place {
                stale.current = Some(Box::new(self.as_it_is(&room)));
            }
            return Ok(vec![stale]);
        }
        let command = match button.kind {
            ButtonKind::Resign => InRoom::Resign,
            ButtonKind::Draw => InRoom::Draw,
            ButtonKind::Rematch => InRoom::Rematch,
            ButtonKind::Takeback(yes) => InRoom::Takeback(Some(yes)),
            ButtonKind::Typed(name, arg) => match typed::entry(&name) {
                Some(entry) => InRoom::Typed(Typed {
                    name: entry.name(),
                    arg,
                }),
                None => return Ok(vec![self.private(request, say.stale_button())]),
            },
            ButtonKind::Act(action) => return self.step(request, room, &action),
            ButtonKind::Pick(group) => return Ok(self.picker(request, &room, &group, 0)),
            ButtonKind::Page(group, page) => return Ok(self.picker(request, &room, &group, page)),
            // Answered above, before any room was locked.
            ButtonKind::Join | ButtonKind::Analyse(_) | ButtonKind::Open => return Ok(Vec::new()),
        };
        self.in_locked(request, room, command)
    }

    /// A picker choice: one step of the turn (a whole action outside
    /// `boyer`).
    fn step(&self, request: &Request, mut room: MutexGuard<'_, Room>, action: &str) -> Replies {
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
    fn picker(&self, request: &Request, room: &Room, group: &str, page: usize) -> Vec<Reply> {
        if !room.may_move(&request.user.id) {
            let refusal = room.refusal_for(&request.user.id);
            return vec![self.refuse(request, room, refusal, None)];
        }
        let say = self.asker_say(request);
        let mut reply = self.private(request, say.pick_target(group));
        reply.controls = room.actions_menu(group, page, say).into_iter().collect();
        reply.room = Some(room.state.code);
        vec![reply]
    }
}
