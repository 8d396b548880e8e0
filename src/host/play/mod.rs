//! The game flow: what each command and button does, one file per family
//! (as mini-redis keeps one per command): [`create`] opens and joins
//! rooms, [`step`] plays actions and the picker, [`game`] the rest of a
//! game's life (show, leave, resign, draw, rematch), [`announce`] says what
//! happened. [`Play`] names the parts it uses: the room registry, the
//! settings, the engine's thinkers and the rate limiter. Each is the same few steps: find the room, lock
//! it, apply a change to a copy ([`super::change`]), save the copy, make it
//! the room, and announce the event ([`super::announce`]). A change that
//! changes nothing saves nothing.

mod analysis;
mod announce;
mod archive;
pub(super) use archive::Viewer;
pub use archive::record_text;
mod computer;
mod config;
mod create;
mod digest;
pub(in crate::host) use create::code_candidates;
mod game;
mod page;
use game::InRoom;
pub mod ratings;
mod step;
mod sweep;
mod threads;
pub(in crate::host) use threads::{THREAD_PERMISSIONS, ThreadPlan, thread_name};
mod vacation;
mod widget;
pub(super) use announce::quiet;

use super::change::{Event, Refusal};
use super::command::Command;
use super::computer::Thinkers;
use super::digest::Digests;
use super::room::Room;
use super::rooms::Rooms;
use super::settings::Prefs;
use crate::community::limits::{Budget, Limiter};
use crate::community::server::{DefaultGame, DefaultRated};
use crate::community::settings::{Language, Pings};
use crate::engine::parse_action;
use crate::host::config::{HostConfig, WallClock};
use crate::host::digest::{Digest, Zone};
use crate::host::message::{Control, Limited, Reply, Request, Target, channel_key, private_to};
use crate::i18n::Say;
use crate::ids::{ChannelKey, RoomCode};
use crate::store::Store;
use crate::store::StoreError;
use crate::telemetry::{ACTIONS, ACTIONS_REFUSED};
use std::sync::Arc;

pub(in crate::host) type Replies = Result<Vec<Reply>, StoreError>;

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

impl Play<'_> {
    pub(super) fn command(&self, request: &Request, key: &ChannelKey, command: Command) -> Replies {
        // Every answer here is the asker's alone.
        let say = self.asker_say(request);
        match command {
            Command::Create {
                variant,
                seat,
                time,
                computer,
                casual,
            } => {
                if let Some(refused) = self.creation_refused(request, say) {
                    return Ok(vec![refused]);
                }
                // Unsaid: the community's defaults.
                let community = &request.community;
                let new = create::NewRoom {
                    variant: variant
                        .unwrap_or_else(|| self.prefs.settings.get::<DefaultGame>(community)),
                    seat,
                    time,
                    computer,
                    casual: casual
                        .unwrap_or_else(|| !self.prefs.settings.get::<DefaultRated>(community)),
                };
                self.create(request, key, new)
            }
            Command::Config(change) => self.config(request, say, change),
            Command::Vacation(ask) => self.vacation(request, say, ask),
            // The host routes these to the tournaments' wing (`Host::command`).
            // Routed to their wings by the host.
            Command::Tournament(_) | Command::Puzzle(_) => Ok(Vec::new()),
            Command::Pings(on) => {
                self.prefs.settings.set::<Pings>(&request.user_key(), &on)?;
                self.prefs
                    .settings
                    .set::<Digest>(&request.user_key(), &None)?;
                Ok(vec![self.private(request, say.pings_set(on))])
            }
            Command::Digest(hour) => {
                self.prefs
                    .settings
                    .set::<Digest>(&request.user_key(), &Some(hour))?;
                self.digests.soon(request.platform);
                let zone = self.prefs.settings.get::<Zone>(&request.user_key());
                let text = say.digest_set(hour, zone.as_deref().unwrap_or("UTC"));
                Ok(vec![self.private(request, text)])
            }
            Command::Zone(name) => self.zone(request, say, name),
            Command::Join { code } => self.join(request, &code),
            Command::History => self.history(request, key),
            Command::Profile { player } => self.profile(request, key, player),
            Command::Leaderboard { variant, global } => {
                self.leaderboard(request, key, variant, global)
            }
            Command::Game { id } => self.game_record(request, key, id),
            Command::Analyse { id } => self.analyse(request, key, id),
            Command::Help => Ok(vec![
                self.private(request, say.help()),
                self.private(request, say.help_rest()),
            ]),
            Command::Widget => Ok(vec![self.widget(request)]),
            Command::Room => {
                let state = (self.rooms)
                    .channel_code(key)
                    .and_then(|code| self.rooms.state(code));
                let text = match state {
                    Some(state) => say.room_in_words(&state),
                    None => say.no_room(),
                };
                Ok(vec![self.private(request, text)])
            }
            Command::Language(lang) => {
                self.prefs.settings.set::<Language>(key, &Some(lang))?;
                Ok(vec![self.private(request, Say(lang).language_set())])
            }
            Command::Rules { variant } => {
                let variant = variant.or_else(|| {
                    let code = self.rooms.channel_code(key)?;
                    self.rooms.state(code).map(|s| s.variant)
                });
                Ok(vec![
                    self.private(request, say.rules(variant.unwrap_or_default())),
                ])
            }
            // The commands of a room: the channel's, or from another
            // channel the one room where the user sits.
            Command::GiveTime(seconds) => {
                self.room_command(request, key, InRoom::GiveTime(seconds))
            }
            Command::Move { action } => self.room_command(request, key, InRoom::Move(action)),
            Command::Resign => self.room_command(request, key, InRoom::Resign),
            Command::Draw => self.room_command(request, key, InRoom::Draw),
            Command::Takeback(answer) => self.room_command(request, key, InRoom::Takeback(answer)),
            Command::Rematch => self.room_command(request, key, InRoom::Rematch),
            Command::Show { text: false } => self.room_command(request, key, InRoom::Show),
            Command::Show { text: true } => self.room_command(request, key, InRoom::ShowText),
            Command::Leave => self.room_command(request, key, InRoom::Leave),
            Command::Typed(typed) => self.room_command(request, key, InRoom::Typed(typed)),
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

    /// A room's command: on the channel's room, or from another channel on
    /// the one room where the user sits (with a note saying which).
    fn room_command(&self, request: &Request, key: &ChannelKey, command: InRoom) -> Replies {
        if let Some(code) = self.rooms.channel_code(key) {
            return self.in_room(request, code, command);
        }
        let say = self.asker_say(request);
        let Some(code) = self.seated_room(request) else {
            return Ok(vec![self.private(request, say.no_room())]);
        };
        let mut replies = self.in_room(request, code, command)?;
        let link = self.rooms.state(code).and_then(|s| s.link);
        let note = say.acted_elsewhere(code.as_str(), link.as_deref());
        replies.push(self.private(request, note));
        Ok(replies)
    }

    /// The open room of the request's platform where the user sits, when
    /// there is exactly one.
    fn seated_room(&self, request: &Request) -> Option<RoomCode> {
        let mut found = None;
        for room in self.rooms.seated() {
            if room.platform == request.platform && room.has(&request.user.id) {
                if found.is_some() {
                    return None;
                }
                found = Some(room.code);
            }
        }
        found
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

    /// `zona`: the zone in use, or a new one the database knows (kept by
    /// its canonical name).
    fn zone(&self, request: &Request, say: Say, name: Option<String>) -> Replies {
        let key = request.user_key();
        let text = match name {
            None => say.zone_set(
                self.prefs
                    .settings
                    .get::<Zone>(&key)
                    .as_deref()
                    .unwrap_or("UTC"),
            ),
            Some(name) => match crate::host::digest::known_zone(&name) {
                Some(zone) => {
                    let canonical = zone.iana_name().unwrap_or(&name).to_string();
                    self.prefs
                        .settings
                        .set::<Zone>(&key, &Some(canonical.clone()))?;
                    self.digests.soon(request.platform);
                    say.zone_set(&canonical)
                }
                None => say.zone_unknown(&name),
            },
        };
        Ok(vec![self.private(request, text)])
    }

    /// The language of a room's channel.
    pub(super) fn room_say(&self, room: &Room) -> Say {
        Say(self
            .prefs
            .lang(&channel_key(room.state.platform, &room.state.channel)))
    }

    /// A chat line that is a move of the one whose move it is, played;
    /// anything else is chat, which the host leaves alone.
    pub(super) fn chat(&self, request: &Request, key: &ChannelKey, text: &str) -> Replies {
        let text = text.trim();
        let Some(code) = self.rooms.channel_code(key) else {
            return Ok(Vec::new());
        };
        let Some(room) = self.rooms.room(code) else {
            return Ok(Vec::new());
        };
        let (size, is_mover) = match room.lock() {
            Ok(room) => (room.state.variant.size(), room.may_move(&request.user.id)),
            Err(_) => return Ok(Vec::new()),
        };
        let looks_like_action = text == "--"
            || text
                .split_whitespace()
                .all(|word| parse_action(word, size).is_ok());
        if is_mover && looks_like_action && !text.is_empty() {
            if !self
                .limiter
                .allow(Budget::Action, &request.user_key(), request.address)
            {
                let text = self.asker_say(request).too_fast();
                return Ok(vec![self.refused_for(request, Limited::TooFast, text)]);
            }
            let action = text.to_string();
            return self.command(request, key, Command::Move { action });
        }
        Ok(Vec::new())
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

    /// The words of what only the asker reads: their own language where
    /// their platform tells it, else their channel's.
    pub(super) fn asker_say(&self, request: &Request) -> Say {
        let key = channel_key(request.platform, &request.channel);
        Self::asker_or(request, || Say(self.prefs.lang(&key)))
    }

    /// [`Play::asker_say`] where the channel's words are at hand already:
    /// read once, not again.
    pub(super) fn asker_or(request: &Request, channel: impl FnOnce() -> Say) -> Say {
        request.asker.lang.map_or_else(channel, Say)
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
