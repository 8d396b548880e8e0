//! What a command runs with: the request, its channel, the room a pressed
//! button names, and the host's parts (each wing borrows from them the
//! few it uses).

use super::answer::{Answer, Audience};
use crate::host::controls::roomless_button;
use crate::host::message::{Replies, Reply, Request, Target, private_to};
use crate::host::parts::Parts;
use crate::host::room::Room;
use crate::i18n::Say;
use crate::ids::{ChannelKey, RoomCode};
use std::sync::MutexGuard;

/// A command's request and the parts it may reach.
pub struct At<'a> {
    /// What was asked, by whom, where.
    pub request: &'a Request,
    /// The request's channel.
    pub key: &'a ChannelKey,
    /// The room a pressed button names (`None` for typed commands).
    pub pressed: Option<RoomCode>,
    pub(in crate::host) parts: &'a Parts,
}

impl<'a> At<'a> {
    /// The words of what only the asker reads: their own language where
    /// their platform tells it, else their channel's.
    pub fn say(&self) -> Say {
        self.parts.prefs.asker_say(self.request)
    }

    /// A reply only the asker sees.
    pub fn private(&self, text: String) -> Reply {
        let request = self.request;
        private_to(request.platform, &request.channel, &request.user.id, text)
    }

    /// A room-less command's own answer, with its buttons (which carry no
    /// room: see [`crate::host::controls::roomless_button`]).
    pub fn answer(&self, answer: Answer) -> Reply {
        let request = self.request;
        let mut reply = match answer.audience {
            Audience::Asker => self.private(answer.text),
            Audience::Channel => Reply::new(
                request.platform,
                Target::Channel(request.channel.clone()),
                answer.text,
            ),
        };
        reply.controls = Answer::controls(answer.buttons, |command| {
            roomless_button(command.name(), &command.arg())
        });
        reply
    }

    /// Runs a room's command on its room, found and locked: the channel's,
    /// or from another channel the one room where the asker sits (with a
    /// note saying which).
    pub fn in_room(&self, work: impl FnOnce(MutexGuard<'_, Room>) -> Replies) -> Replies {
        let (rooms, request) = (&self.parts.rooms, self.request);
        let (code, elsewhere) = match rooms.channel_code(self.key) {
            Some(code) => (code, false),
            None => match rooms.seated_room(request) {
                Some(code) => (code, true),
                None => return Ok(vec![self.private(self.say().no_room())]),
            },
        };
        let Some(shared) = rooms.room(code) else {
            return Ok(vec![self.private(self.say().no_room())]);
        };
        let Ok(mut room) = shared.lock() else {
            return Ok(Vec::new());
        };
        (room.state).learn_community(request.platform, &request.channel, &request.community);
        let mut replies = work(room)?;
        if elsewhere {
            let link = rooms.state(code).and_then(|s| s.link);
            let note = self.say().acted_elsewhere(code.as_str(), link.as_deref());
            replies.push(self.private(note));
        }
        Ok(replies)
    }
}
