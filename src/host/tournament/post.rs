//! What a tournament posts: each board's room opened with its first
//! messages (or, on Discord and Matrix, its announcement in the
//! tournament's channel, from which the adapter starts its thread), the
//! round's pairings and the standings.

use super::standings::{Named, arena_table, arena_text, swiss_table, swiss_text};
use super::{BoardTag, Format, Tournament};
use crate::engine::{ByTeam, Game};
use crate::host::clock::{MoveClock, TimeControl};
use crate::host::message::{Picture, Target};
use crate::host::message::{Reply, Said, channel_key};
use crate::host::profile::ThreadStyle;
use crate::host::room::{Player, Room, RoomState};
use crate::host::tournament::wing::Tournaments;
use crate::i18n::Say;
use crate::store::StoreError;
use std::sync::Arc;

/// The most characters of a round's list of pairings (Discord takes
/// 2,000 in a message); every board's players are pinged in its room.
const PAIRINGS_LENGTH: usize = 1_800;

impl Tournaments<'_> {
    /// Opens the room of board `at`: both seats taken, the tournament's
    /// clock running, no rematch; its board with white pinged, and a line
    /// pinging black. Nothing when its room exists already.
    pub(super) fn open_board(&self, t: &Tournament, at: usize) -> Result<Vec<Reply>, StoreError> {
        let Some(board) = t.boards.get(at) else {
            return Ok(Vec::new());
        };
        let (Some(white), Some(black)) = (t.entry(board.white), t.entry(board.black)) else {
            return Ok(Vec::new());
        };
        if self.parts.rooms.room(board.code).is_some() {
            return Ok(Vec::new());
        }
        let now = crate::host::play::flow::now(self.parts);
        let seat = |entry: &super::Entry| Player {
            id: entry.id.clone(),
            name: entry.name.clone(),
        };
        let mut state = RoomState::new(board.code, t.platform, &board.channel, t.variant, now);
        state.casual = t.casual;
        state.seats = ByTeam::new(Some(seat(white)), Some(seat(black)));
        state.community = Some(t.community.clone());
        state.link = self
            .parts
            .config
            .links
            .get(&t.platform)
            .map(|template| template.replace("{code}", board.code.as_str()));
        state.serial = fastrand::u32(..1 << 30);
        state.time = Some(TimeControl {
            per_move: t.per_move,
        });
        state.move_clock = MoveClock::start(now);
        state.tournament = Some(BoardTag {
            tournament: t.id,
            board: at as u32,
        });
        let mut room = Room {
            state,
            game: Game::new(t.variant),
            plies: 0,
            version: 0,
            finished: None,
            origin: None,
        };
        let key = channel_key(t.platform, &board.channel);
        self.parts.rooms.set_channel(key.clone(), board.code);
        if let Some(lang) = self
            .parts
            .prefs
            .settings
            .get::<crate::community::settings::Language>(&channel_key(t.platform, &t.channel))
        {
            self.parts
                .prefs
                .settings
                .set::<crate::community::settings::Language>(&key, &Some(lang))?;
        }
        self.parts
            .prefs
            .communities
            .insert(key, t.community.clone());
        let threads = self.parts.config.profiles.of(t.platform).threads;
        if threads != ThreadStyle::None {
            // Announced in the tournament's channel, where the adapter
            // starts the board's thread: on Discord the room moves into
            // it; on Matrix (whose threads are not rooms) the room keeps
            // its name and the adapter posts it under the thread.
            room.state.parent = Some(t.channel.clone());
        }
        self.parts.rooms.save(None, &mut room, &[], 0)?;
        let say = crate::host::play::flow::room_say(self.parts, &room);
        let label = round_label(t, board.round);
        let (id, white, black) = (t.id, white.name.clone(), black.name.clone());
        let intro = Said::new(move |say| say.tournament_board(id, &label, &white, &black));
        let replies = match &room.state.parent {
            Some(parent) => {
                let mut announcement =
                    crate::host::play::flow::to_channel(&room, intro.say(say), None, Vec::new());
                announcement.target = Target::Channel(parent.clone());
                announcement.thread = Some(crate::host::play::threads::thread_name(&room));
                let mut replies = vec![announcement];
                if threads == ThreadStyle::Replies {
                    replies.extend(crate::host::play::announce::board_opening(
                        self.parts,
                        &room,
                        Said::none(),
                    ));
                }
                replies
            }
            None => crate::host::play::announce::board_opening(self.parts, &room, intro),
        };
        self.parts.rooms.hold(room);
        Ok(replies)
    }

    /// The tournament channel's list of the boards from `first` on: who
    /// plays whom, the rooms' codes and links, the bye.
    pub(super) fn pairings_reply(&self, t: &Tournament, first: usize) -> Reply {
        let say = self.tournament_say(t);
        let round = t.boards[first].round;
        let mut lines = match t.format {
            Format::Swiss { rounds } => vec![say.round_paired(t.id, round + 1, rounds)],
            Format::Arena { .. } => vec![say.arena_paired(t.id)],
        };
        // The bye first: a long round's list is cut to fit a message.
        let bye = t.swiss.as_ref().and_then(|s| s.rounds().get(round)?.bye);
        if let Some(entry) = bye.and_then(|bye| t.entry(bye)) {
            lines.push(say.bye_line(&entry.name));
        }
        let mut length: usize = lines.iter().map(|l| l.chars().count() + 1).sum();
        for (at, board) in t.boards.iter().enumerate().skip(first) {
            let name = |e| t.entry(e).map_or("?", |e| e.name.as_str()).to_string();
            let link = self
                .parts
                .config
                .links
                .get(&t.platform)
                .map(|l| l.replace("{code}", board.code.as_str()));
            let line = say.board_line(
                at + 1 - first,
                &name(board.white),
                &name(board.black),
                board.code.as_str(),
                link.as_deref(),
            );
            length += line.chars().count() + 1;
            if length > PAIRINGS_LENGTH {
                lines.push(say.more_boards(t.boards.len() - at, t.id));
                break;
            }
            lines.push(line);
        }
        self.to_tournament(t, lines.join("\n"))
    }

    /// The standings as a picture and as text, for the tournament channel.
    pub(in crate::host) fn standings_reply(&self, t: &Tournament) -> Option<Reply> {
        let (table, text) = standings_of(t, self.tournament_say(t))?;
        let mut reply = self.to_tournament(t, text);
        if self.parts.config.images {
            match futbol_pictures::table_png(&table) {
                Ok(png) => {
                    reply.image = Some(Arc::from(png));
                    reply.picture = Picture::Standings;
                }
                Err(error) => tracing::error!(%error, "the standings could not be drawn"),
            }
        }
        Some(reply)
    }

    /// A reply to the tournament's channel.
    pub(in crate::host) fn to_tournament(&self, t: &Tournament, text: String) -> Reply {
        Reply::new(t.platform, Target::Channel(t.channel.clone()), text)
    }

    /// The language of the tournament's channel.
    pub(in crate::host) fn tournament_say(&self, t: &Tournament) -> Say {
        Say(self.parts.prefs.lang(&channel_key(t.platform, &t.channel)))
    }
}

/// How a board's round is named: the Swiss round, or the arena's game.
fn round_label(t: &Tournament, round: usize) -> String {
    match t.format {
        Format::Swiss { rounds } => format!("{}/{rounds}", round + 1),
        Format::Arena { .. } => format!("#{}", round + 1),
    }
}

/// The standings of `t` as a table to draw and in words, in `say`'s
/// language; `None` before it has any.
pub(super) fn standings_of(t: &Tournament, say: Say) -> Option<(futbol_pictures::Table, String)> {
    let names = t.names();
    let named = Named {
        id: t.id,
        game: t.variant.name(),
        names: &names,
    };
    match (&t.swiss, &t.arena) {
        (Some(swiss), _) => Some((
            swiss_table(swiss, &named, say),
            swiss_text(swiss, &named, say),
        )),
        (None, Some(arena)) => Some((
            arena_table(arena, &named, say),
            arena_text(arena, &named, say),
        )),
        (None, None) => None,
    }
}

impl Tournaments<'_> {
    /// Tournament `id` as stored, for an adapter's page (`None`: unknown,
    /// or set aside); the adapter shows only its platform's.
    pub fn tournament_record(&self, id: u64) -> Option<Tournament> {
        match self.parts.store().tournament::<Tournament>(id) {
            Ok(found) => found.map(|(_, t)| t),
            Err(error) => {
                tracing::error!(tournament = id, %error, "a tournament could not be read");
                None
            }
        }
    }

    /// Its standings picture, in `say`'s language (`None` before it
    /// starts, or without pictures).
    pub fn tournament_standings_png(&self, t: &Tournament, say: Say) -> Option<Vec<u8>> {
        if !self.parts.config.images {
            return None;
        }
        let (table, _) = standings_of(t, say)?;
        futbol_pictures::table_png(&table).ok()
    }

    /// The standings of `t` in words, in `say`'s language (the picture's
    /// alternative text).
    pub fn tournament_standings_text(&self, t: &Tournament, say: Say) -> Option<String> {
        standings_of(t, say).map(|(_, text)| text)
    }
}
