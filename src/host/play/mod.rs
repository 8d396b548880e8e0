//! The game flow: what each command and button does, one file per family
//! (as mini-redis keeps one per command): [`create`] opens and joins
//! rooms, [`step`] plays actions and the picker, [`game`] the rest of a
//! game's life (show, leave, resign, draw, rematch), [`announce`] says what
//! happened. [`Play`] names the parts it uses: the room registry, the
//! settings, the engine's thinkers and the rate limiter. Each is the same few steps: find the room, lock
//! it, apply a change to a copy ([`super::change`]), save the copy, make it
//! the room, and announce the event ([`super::announce`]). A change that
//! changes nothing saves nothing.

pub(in crate::host) mod analysis;
pub(in crate::host) mod announce;
pub(in crate::host) mod archive;
pub(in crate::host) mod buttons;
pub(in crate::host) mod computer;
pub(in crate::host) mod config;
pub(in crate::host) mod create;
pub(in crate::host) mod digest;
pub(in crate::host) mod game;
pub(in crate::host) mod page;
pub mod ratings;
pub(in crate::host) mod step;
pub(in crate::host) mod sweep;
pub(in crate::host) mod threads;
pub(in crate::host) mod vacation;
pub mod verbs;
pub(in crate::host) mod widget;

use super::change::{Event, Refusal};
use super::computer::Thinkers;
use super::digest::Digests;
use super::parts::Parts;
use super::prefs::Prefs;
use super::room::Room;
use super::rooms::Rooms;
use crate::community::limits::{Budget, Limiter};
use crate::engine::parse_action;
use crate::host::config::{HostConfig, WallClock};
use crate::host::message::{
    Control, Limited, Replies, Reply, Request, Target, channel_key, private_to,
};
use crate::i18n::Say;
use crate::ids::ChannelKey;
use crate::store::Store;
use crate::store::StoreError;
use crate::telemetry::{ACTIONS, ACTIONS_REFUSED};
use std::sync::Arc;

/// The game flow, borrowing the parts of the host it uses.
pub(in crate::host) struct Play<'h> {
    /// Open rooms: looked up, saved, forgotten.
    pub rooms: &'h Rooms,
    /// The store (the rooms' own, for what is not a room).
    pub store: &'h Store,
    /// Settings and each channel's community.
    pub prefs: &'h Prefs,
    /// Rooms' lifetimes, links and platform profiles.
    pub config: &'h HostConfig,
    /// The wall clock.
    pub clock: &'h WallClock,
    /// The engine's seats.
    pub thinkers: &'h Thinkers,
    /// How fast one person may act.
    pub limiter: &'h Limiter,
    /// When the daily summaries were last looked for.
    pub digests: &'h Digests,
}

impl<'h> Play<'h> {
    /// The game flow on the host's `parts`.
    pub(in crate::host) fn on(parts: &'h Parts) -> Play<'h> {
        Play {
            rooms: &parts.rooms,
            store: parts.store(),
            prefs: &parts.prefs,
            config: &parts.config,
            clock: &parts.clock,
            thinkers: &parts.thinkers,
            limiter: &parts.limiter,
            digests: &parts.digests,
        }
    }

    /// The private notice that the bot lacks `lacking` in the request's
    /// channel, in the asker's language (the adapter that was told so by
    /// its platform sends it with its answer).
    pub fn lacking_notice(
        &self,
        request: &Request,
        lacking: &[crate::host::message::Lacking],
    ) -> Reply {
        self.private(request, self.asker_say(request).bot_lacks(lacking))
    }

    /// Applies `change` to a copy of the room, saves the copy (with the
    /// records of a turn played, in one write) and only then makes it the
    /// room, so nothing is announced that is not stored. A refusal changes
    /// nothing and saves nothing.
    pub(super) fn apply(
        &self,
        room: &mut Room,
        change: impl FnOnce(&mut Room) -> Result<Event, Refusal>,
    ) -> Result<Result<Event, Refusal>, StoreError> {
        let mut next = room.clone();
        match change(&mut next) {
            Ok(event) => {
                self.commit(room, next, &Room::records(&event))?;
                Ok(Ok(event))
            }
            Err(refusal) => {
                self.refused(room, refusal.name())?;
                Ok(Err(refusal))
            }
        }
    }

    /// Counts a refusal for `reason`; with a shared store, the room held
    /// may be behind one another process just changed (its notice on the
    /// way, `fresh.rs`): then a conflict, so it is asked again on the room
    /// as stored.
    pub(super) fn refused(&self, room: &Room, reason: &'static str) -> Result<(), StoreError> {
        if self.rooms.behind_the_store(room) {
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
    pub(super) fn commit(
        &self,
        room: &mut Room,
        mut next: Room,
        records: &[String],
    ) -> Result<(), StoreError> {
        if records.is_empty() && next.state == room.state {
            return Ok(());
        }
        self.rooms
            .save(Some(room), &mut next, records, room.plies)?;
        let platform = room.state.platform.name();
        metrics::counter!(ACTIONS, "platform" => platform).increment(1);
        if !next.state.open {
            self.rooms.forget(&next);
        }
        *room = next;
        if room.has_computer() {
            self.thinkers.consider(room);
        }
        Ok(())
    }

    /// The language of a room's channel.
    pub(super) fn room_say(&self, room: &Room) -> Say {
        Say(self
            .prefs
            .lang(&channel_key(room.state.platform, &room.state.channel)))
    }

    /// A chat line that is an action of the one whose move it is: the
    /// move to play (or the refusal when they act too fast); `None` for
    /// anything else, which is chat the host leaves alone.
    pub(in crate::host) fn chat_move(
        &self,
        request: &Request,
        key: &ChannelKey,
        text: &str,
    ) -> Option<Result<String, Reply>> {
        let text = text.trim();
        let room = self.rooms.room(self.rooms.channel_code(key)?)?;
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
        if !self
            .limiter
            .allow(Budget::Action, &request.user_key(), request.address)
        {
            let text = self.asker_say(request).too_fast();
            return Some(Err(self.refused_for(request, Limited::TooFast, text)));
        }
        Some(Ok(text.to_string()))
    }

    /// Now, by the host's clock.
    pub(super) fn now(&self) -> u64 {
        (self.clock)()
    }

    /// A private answer turning `request` away for a limit.
    pub(super) fn refused_for(&self, request: &Request, limited: Limited, text: String) -> Reply {
        let mut reply = self.private(request, text);
        reply.limited = Some(limited);
        reply
    }

    /// The words of what only the asker reads ([`Prefs::asker_say`]).
    pub(super) fn asker_say(&self, request: &Request) -> Say {
        self.prefs.asker_say(request)
    }

    /// A reply only the requester sees.
    pub(super) fn private(&self, request: &Request, text: String) -> Reply {
        private_to(request.platform, &request.channel, &request.user.id, text)
    }

    /// A reply to the room's channel.
    pub(super) fn to_channel(
        &self,
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
}
