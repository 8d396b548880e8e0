//! A game's commands other than moves: show the board, leave, resign,
//! offer or accept a draw, ask for a rematch, take back an action.

use super::Play;
use super::Replies;
use crate::engine::Entry;
use crate::host::change::Event;
use crate::host::command::typed::{Ask, Audience, Typed};
use crate::host::controls::{ButtonKind, Control};
use crate::host::fair::pair_spent;
use crate::host::message::{Reply, Request};
use crate::host::room::Room;
use crate::ids::RoomCode;
use std::sync::MutexGuard;

/// What a command or button asks of one room: the commands that need a
/// room, and only those, so this file names nothing else.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum InRoom {
    /// `ver`: post the board again.
    Show,
    /// `ver texto`: the position in words, to the asker.
    ShowText,
    /// `tiempo`: give the opponent this many seconds more.
    GiveTime(u64),
    /// `salir`.
    Leave,
    /// `mover`: an action as typed.
    Move(String),
    /// `rendirse`.
    Resign,
    /// `tablas`.
    Draw,
    /// `revancha`.
    Rematch,
    /// `deshacer` (with `si`/`no`: an answer to the opponent's request).
    Takeback(Option<bool>),
    /// A typed command (`seguir`), run by its own type.
    Typed(Typed),
}

impl Play<'_> {
    /// Room's board as it is now, with its clock, pinging nobody.
    pub(super) fn as_it_is(&self, room: &Room) -> Reply {
        let say = self.room_say(room);
        let text = room
            .clock_face((self.clock)())
            .map(|c| say.clock_status(c.left, c.per_move))
            .unwrap_or_default();
        super::quiet(self.board_reply(room, text, None, say))
    }

    /// Commands on the channel's (or a button's) room.
    pub(super) fn in_room(&self, request: &Request, code: RoomCode, command: InRoom) -> Replies {
        let Some(room) = self.rooms.room(code) else {
            return Ok(vec![
                self.private(request, self.asker_say(request).no_room()),
            ]);
        };
        let Ok(room) = room.lock() else {
            return Ok(Vec::new());
        };
        self.in_locked(request, room, command)
    }

    /// [`Play::in_room`] on a room already found and locked (a button's,
    /// whose serial was checked under this same lock).
    pub(super) fn in_locked(
        &self,
        request: &Request,
        mut room: MutexGuard<'_, Room>,
        command: InRoom,
    ) -> Replies {
        // A room stored before communities were kept learns its own from
        // the first request made in its channel (saved with its next change).
        let own_channel = (room.state.platform, room.state.channel.as_str())
            == (request.platform, request.channel.as_str());
        if room.state.community.is_none() && own_channel {
            room.state.community = Some(request.community.clone());
        }
        let user = &request.user.id;
        let now = (self.clock)();
        let (result, text) = match &command {
            InRoom::Show => return Ok(vec![self.as_it_is(&room)]),
            InRoom::Typed(typed) => return self.typed(request, room, typed),
            InRoom::ShowText => {
                let text = room.description(None, self.asker_say(request), now);
                return Ok(vec![self.private(request, text)]);
            }
            InRoom::GiveTime(seconds) => (
                self.apply(&mut room, |r| r.give_time(user, *seconds))?,
                None,
            ),
            InRoom::Leave => (self.apply(&mut room, |r| Ok(r.leave(user)))?, None),
            InRoom::Move(action) => {
                let text: String = action.chars().take(120).collect();
                let result = self.apply(&mut room, |r| r.play(user, &text, Entry::Whole, now))?;
                (result, Some(text))
            }
            InRoom::Resign => (self.apply(&mut room, |r| r.resign(user))?, None),
            InRoom::Draw => (self.apply(&mut room, |r| r.draw(user))?, None),
            InRoom::Rematch => {
                // A rematch is a new game between the same two: counted
                // against their rated games of the day, like a first.
                let rematch = |r: &mut crate::host::room::Room| {
                    let event = r.rematch(user, now)?;
                    if event == Event::RematchStarted {
                        r.state.pair_spent = false;
                        r.state.pair_spent = pair_spent(self.store, r, now);
                    }
                    Ok(event)
                };
                (self.apply(&mut room, rematch)?, None)
            }
            InRoom::Takeback(answer) => {
                let state = &room.state;
                let history = self.store.moves(state.code.as_str(), state.game_no)?;
                let change =
                    |r: &mut crate::host::room::Room| r.takeback(user, &history, *answer, now);
                (self.apply(&mut room, change)?, None)
            }
        };
        Ok(match result {
            Ok(event) => {
                let answer = match room.has_computer() {
                    true => self.computer_answers(&mut room, &event),
                    false => None,
                };
                let mut replies = self.announce(request, &room, event);
                if let Some(answer) = answer {
                    replies.extend(self.announce(request, &room, answer));
                }
                replies.extend(self.ended(&mut room));
                replies
            }
            Err(refusal) => vec![self.refuse(request, &room, refusal, text.as_deref())],
        })
    }

    /// A typed command on its room: run on a copy, which is saved and
    /// kept when the command accepts (and changed something); its answer
    /// carries its buttons, made for this room.
    fn typed(&self, request: &Request, mut room: MutexGuard<'_, Room>, typed: &Typed) -> Replies {
        let say = self.room_say(&room);
        let ask = Ask {
            user: &request.user,
            lang: say.0,
            now: self.now(),
        };
        let mut next = room.clone();
        let Some(result) = typed.run(&mut next, &ask) else {
            return Ok(vec![self.private(request, say.stale_button())]);
        };
        let answer = match result {
            Ok(answer) => {
                self.commit(&mut room, next, &[])?;
                answer
            }
            Err(answer) => {
                self.refused(&room, typed.name)?;
                answer
            }
        };
        let controls = (answer.buttons.into_iter())
            .map(|button| Control::Button {
                id: room.button(ButtonKind::Typed(
                    button.typed.name.into(),
                    button.typed.arg,
                )),
                label: button.label,
                style: button.style,
            })
            .collect();
        let mut reply = match answer.audience {
            Audience::Asker => self.private(request, answer.text),
            Audience::Channel => self.to_channel(&room, answer.text, None, Vec::new()),
        };
        reply.controls = controls;
        reply.room = Some(room.state.code);
        Ok(vec![reply])
    }
}
