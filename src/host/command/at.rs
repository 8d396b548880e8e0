//! What a command runs with: the request, its channel, the room a pressed
//! button names, and the host's wings it may reach.

use super::answer::{Answer, Audience};
use super::verb::Verb;
use crate::host::Host;
use crate::host::controls::roomless_button;
use crate::host::message::{Reply, Request, Target};
use crate::host::play::{Play, Replies};
use crate::host::puzzles::Puzzles;
use crate::host::tournament::Tournaments;
use crate::i18n::Say;
use crate::ids::{ChannelKey, RoomCode};

/// A command's request and the host it runs in.
pub struct At<'a> {
    /// What was asked, by whom, where.
    pub request: &'a Request,
    /// The request's channel.
    pub key: &'a ChannelKey,
    /// The room a pressed button names (`None` for typed commands).
    pub pressed: Option<RoomCode>,
    pub(in crate::host) host: &'a Host,
}

impl<'a> At<'a> {
    /// The game flow.
    pub(in crate::host) fn play(&self) -> Play<'a> {
        self.host.play()
    }

    /// The puzzles' wing.
    pub(in crate::host) fn puzzles(&self) -> Puzzles<'a> {
        self.host.puzzles()
    }

    /// The tournaments' wing.
    pub(in crate::host) fn tournaments(&self) -> Tournaments<'a> {
        self.host.tournaments()
    }

    /// The words of what only the asker reads.
    pub fn say(&self) -> Say {
        self.play().asker_say(self.request)
    }

    /// A reply only the asker sees.
    pub fn private(&self, text: String) -> Reply {
        self.play().private(self.request, text)
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
            roomless_button(command.spec().name, &command.arg())
        });
        reply
    }

    /// Runs a room's command on its room: the channel's, or from another
    /// channel the one room where the asker sits (with a note saying
    /// which).
    pub fn in_room<T: Verb>(&self, value: T) -> Replies {
        let play = self.play();
        let (code, elsewhere) = match play.rooms.channel_code(self.key) {
            Some(code) => (code, false),
            None => match play.seated_room(self.request) {
                Some(code) => (code, true),
                None => return Ok(vec![self.private(self.say().no_room())]),
            },
        };
        let mut replies = play.locked(self.request, code, |room| value.run_in(self, room))?;
        if elsewhere {
            let link = play.rooms.state(code).and_then(|s| s.link);
            let note = self.say().acted_elsewhere(code.as_str(), link.as_deref());
            replies.push(self.private(note));
        }
        Ok(replies)
    }
}
