//! How a tournament moves on: each board's result read from its room's
//! archived game, the next round (or the free players of an arena) paired
//! from the stored state, the round written over the version read, and
//! only then its rooms opened and its pairings posted.

use super::{ARENA_STANDINGS_EVERY, Board, BoardTag, Format, Stage, Tournament};
use crate::community::tournament::swiss_text;
use crate::community::tournament::{Named, arena_table, arena_text, outcome_of, swiss_table};
use crate::engine::{ByTeam, Game, Team};
use crate::host::clock::{MoveClock, TimeControl};
use crate::host::message::{MENTION, Mention, Picture, Target};
use crate::host::room::{Player, Room, RoomState};
use crate::host::{Host, Platform, Reply, RoomCode, channel_key};
use crate::i18n::Say;
use crate::store::StoreError;
use futbol_tournament::Outcome;
use std::sync::{Arc, Mutex};

/// Times a step is tried again after another process wrote first.
const ATTEMPTS: usize = 8;

impl Host {
    /// Notes that a tournament room's game just ended (after its save), so
    /// [`Host::advance_noted`] reads its result.
    pub(in crate::host) fn note_tournament(&self, room: &Room) {
        if let (Some(tag), Some(_)) = (room.state.tournament, &room.finished)
            && let Ok(mut due) = self.tournaments_due.lock()
        {
            due.insert((room.state.platform.name(), tag.tournament));
        }
    }

    /// Moves on every tournament of `platform` noted since the last call;
    /// what to post (each adapter posts its own platform's).
    pub(in crate::host) fn advance_noted(&self, platform: Platform) -> Vec<Reply> {
        let due: Vec<u64> = match self.tournaments_due.lock() {
            Ok(mut due) => {
                let mine: Vec<_> = due
                    .iter()
                    .filter(|(p, _)| *p == platform.name())
                    .copied()
                    .collect();
                mine.iter().for_each(|key| {
                    due.remove(key);
                });
                mine.into_iter().map(|(_, id)| id).collect()
            }
            Err(_) => return Vec::new(),
        };
        due.into_iter()
            .flat_map(|id| self.advance_logged(id, false))
            .collect()
    }

    /// Moves on every running tournament of `platform` (the sweep: an
    /// arena's end and standings, and anything a stopped process left);
    /// `open_missing` also opens the rooms of boards a stopped process
    /// paired but did not open (at start).
    pub fn advance_tournaments(&self, platform: Platform, open_missing: bool) -> Vec<Reply> {
        let open = match self.store.open_tournaments::<Tournament>() {
            Ok(open) => open,
            Err(error) => {
                tracing::error!(%error, "the open tournaments could not be read");
                return Vec::new();
            }
        };
        open.into_iter()
            .filter(|(_, _, t)| t.platform == platform && t.stage == Stage::Running)
            .flat_map(|(id, _, _)| self.advance_logged(id, open_missing))
            .collect()
    }

    fn advance_logged(&self, id: u64, open_missing: bool) -> Vec<Reply> {
        self.advance_tournament(id, open_missing)
            .unwrap_or_else(|error| {
                tracing::error!(tournament = id, %error, "the tournament could not move on");
                Vec::new()
            })
    }

    /// Reads the results of tournament `id`'s ended boards, pairs what is
    /// due and writes it over the version read (again from the start when
    /// another process wrote first); then opens the new rooms and returns
    /// the pairings and standings to post.
    pub(in crate::host) fn advance_tournament(
        &self,
        id: u64,
        open_missing: bool,
    ) -> Result<Vec<Reply>, StoreError> {
        for _ in 0..ATTEMPTS {
            let Some((version, mut t)) = self.store.tournament::<Tournament>(id)? else {
                return Ok(Vec::new());
            };
            if t.stage != Stage::Running {
                return Ok(Vec::new());
            }
            let before = t.clone();
            let (unopened, ended) = self.read_results(&mut t)?;
            let now = self.now();
            let first_new = t.boards.len();
            let round_done = self.pair_due(&mut t, now)?;
            let standings_due = matches!(t.format, Format::Arena { .. })
                && (now >= t.posted_at + ARENA_STANDINGS_EVERY || t.stage == Stage::Over)
                && (ended > 0 || t.stage == Stage::Over);
            if standings_due {
                t.posted_at = now;
            }
            if t == before {
                let mut replies = Vec::new();
                if open_missing {
                    for at in unopened {
                        replies.extend(self.open_board(&t, at)?);
                    }
                }
                return Ok(replies);
            }
            let open = t.stage != Stage::Over;
            match self.store.save_tournament(id, Some(version), open, &t) {
                Ok(_) => {}
                Err(StoreError::Conflict) => {
                    self.unreserve(&t.boards[first_new..]);
                    continue;
                }
                Err(error) => {
                    self.unreserve(&t.boards[first_new..]);
                    return Err(error);
                }
            }
            let mut replies = Vec::new();
            if round_done || t.stage == Stage::Over || standings_due {
                replies.extend(self.standings_reply(&t));
            }
            if t.boards.len() > first_new {
                replies.push(self.pairings_reply(&t, first_new));
            }
            for at in first_new..t.boards.len() {
                replies.extend(self.open_board(&t, at)?);
            }
            if t.stage == Stage::Over {
                let say = self.tournament_say(&t);
                replies.push(self.to_tournament(&t, say.tournament_over(t.id)));
            }
            return Ok(replies);
        }
        Err(StoreError::Conflict)
    }

    /// Records the result of every board whose room's game is archived;
    /// returns the boards whose rooms were never opened, and how many
    /// results were new.
    fn read_results(&self, t: &mut Tournament) -> Result<(Vec<usize>, usize), StoreError> {
        let (mut unopened, mut ended) = (Vec::new(), 0);
        let now = self.now();
        for at in 0..t.boards.len() {
            let board = &t.boards[at];
            if board.outcome.is_some() || self.room(board.code).is_some() {
                continue;
            }
            let code = board.code.as_str();
            if self.store.room::<RoomState>(code)?.is_some() {
                continue;
            }
            let Some(used) = self.store.code_use(code)? else {
                tracing::warn!(tournament = t.id, %code, "a board's code is gone: a double forfeit");
                record(t, at, Outcome::BothForfeited, None, now);
                ended += 1;
                continue;
            };
            if used.open {
                unopened.push(at);
                continue;
            }
            let game = match used.games.last() {
                Some(&game) => self.store.archived(game)?,
                None => None,
            };
            let white = t.entry(board.white).map(|e| e.id.to_string());
            let black = t.entry(board.black).map(|e| e.id.to_string());
            let (outcome, id) = match game {
                Some(game)
                    if game.code == code
                        && Some(&game.white.id) == white.as_ref()
                        && Some(&game.black.id) == black.as_ref() =>
                {
                    (outcome_of(&game), Some(game.id))
                }
                _ => {
                    tracing::warn!(tournament = t.id, %code, "a board's game is not archived: a double forfeit");
                    (Outcome::BothForfeited, None)
                }
            };
            record(t, at, outcome, id, now);
            ended += 1;
        }
        Ok((unopened, ended))
    }

    /// Pairs what is due: a Swiss's next round once every game of the
    /// last has ended, an arena's free players until its end. Ends the
    /// tournament when nothing is left to play. Whether a Swiss round
    /// ended (its standings are posted).
    fn pair_due(&self, t: &mut Tournament, now: u64) -> Result<bool, StoreError> {
        let playing = t.boards_in_play().count();
        let arena_waits = t.arena_waits(now);
        let pairs: Vec<(
            usize,
            futbol_tournament::Entrant,
            futbol_tournament::Entrant,
        )> = match (&mut t.swiss, &mut t.arena) {
            (Some(swiss), _) => {
                if playing > 0 {
                    return Ok(false);
                }
                let next = swiss.rounds().len();
                if swiss.is_over() {
                    t.stage = Stage::Over;
                    return Ok(true);
                }
                match swiss.pair() {
                    Ok(round) => round
                        .games
                        .iter()
                        .map(|game| (next, game.white, game.black))
                        .collect(),
                    Err(error) => {
                        tracing::info!(tournament = t.id, %error, "no round is left to pair");
                        t.stage = Stage::Over;
                        return Ok(next > 0);
                    }
                }
            }
            (None, Some(arena)) => {
                if t.ends_at.is_some_and(|end| now >= end) {
                    if playing == 0 {
                        t.stage = Stage::Over;
                    }
                    return Ok(false);
                }
                if arena_waits {
                    return Ok(false);
                }
                arena
                    .pair()
                    .into_iter()
                    .filter_map(|at| arena.games().get(at).map(|g| (at, g.white, g.black)))
                    .collect()
            }
            (None, None) => return Ok(false),
        };
        let round_done = t.swiss.as_ref().is_some_and(|s| s.rounds().len() > 1);
        for (round, white, black) in pairs {
            let Some(code) = self
                .store
                .reserve_code(now, crate::host::handlers::code_candidates())?
                .and_then(|code| code.parse::<RoomCode>().ok())
            else {
                tracing::error!(tournament = t.id, "no room code is free for a board");
                return Err(StoreError::Conflict);
            };
            t.boards.push(Board {
                round,
                white,
                black,
                code,
                channel: board_channel(t.platform, &t.channel, t.id, t.boards.len()),
                outcome: None,
                game: None,
                ended: None,
            });
        }
        Ok(round_done)
    }

    /// Gives back the codes of boards that were not written.
    fn unreserve(&self, boards: &[Board]) {
        for board in boards {
            if let Err(error) = self.store.unreserve_code(board.code.as_str()) {
                tracing::warn!(code = %board.code, %error, "a board's code stays reserved");
            }
        }
    }

    /// Opens the room of board `at`: both seats taken, the tournament's
    /// clock running, no rematch; its board with white pinged, and a line
    /// pinging black. Nothing when its room exists already.
    fn open_board(&self, t: &Tournament, at: usize) -> Result<Vec<Reply>, StoreError> {
        let Some(board) = t.boards.get(at) else {
            return Ok(Vec::new());
        };
        let (Some(white), Some(black)) = (t.entry(board.white), t.entry(board.black)) else {
            return Ok(Vec::new());
        };
        if self.room(board.code).is_some() {
            return Ok(Vec::new());
        }
        let now = self.now();
        let seat = |entry: &super::Entry| Player {
            id: entry.id.clone(),
            name: entry.name.clone(),
        };
        let mut state = RoomState::new(board.code, t.platform, &board.channel, t.variant, now);
        state.casual = t.casual;
        state.seats = ByTeam::new(Some(seat(white)), Some(seat(black)));
        state.community = Some(t.community.clone());
        state.link = self
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
        if let Ok(mut channels) = self.channels.lock() {
            channels.insert(key.clone(), board.code);
        }
        if let Some(lang) = self
            .settings
            .get::<crate::community::settings::Language>(&channel_key(t.platform, &t.channel))
        {
            self.settings
                .set::<crate::community::settings::Language>(&key, &Some(lang))?;
        }
        self.communities.insert(key, t.community.clone());
        if t.platform != Platform::Web {
            // Announced in the tournament's channel, where the adapter
            // starts the board's thread: on Discord the room moves into
            // it; on Matrix (whose threads are not rooms) the room keeps
            // its name and the adapter posts it under the thread.
            room.state.parent = Some(t.channel.clone());
        }
        self.save(None, &mut room, &[], 0)?;
        let say = self.room_say(&room);
        let label = round_label(t, board.round);
        let intro = say.tournament_board(t.id, &label, &white.name, &black.name);
        let replies = match &room.state.parent {
            Some(parent) => {
                let mut announcement = self.to_channel(&room, intro, None, Vec::new());
                announcement.target = Target::Channel(parent.clone());
                announcement.thread = Some(crate::host::threads::thread_name(&room));
                let mut replies = vec![announcement];
                if t.platform == Platform::Matrix {
                    replies.extend(self.board_opening(&room, String::new()));
                }
                replies
            }
            None => self.board_opening(&room, intro),
        };
        if let Ok(mut rooms) = self.rooms.lock() {
            rooms.insert(board.code, Arc::new(Mutex::new(room)));
        }
        Ok(replies)
    }

    /// A board's first messages in its room: the board, white pinged to
    /// move, and a line pinging black.
    pub(in crate::host) fn board_opening(&self, room: &Room, intro: String) -> Vec<Reply> {
        let say = self.room_say(room);
        let mut replies = vec![self.board_reply(room, intro, None, say)];
        if let Some(black) = &room.state.seats[Team::Black] {
            let text = say.tournament_you_play(Team::Black);
            let mut line = self.to_channel(room, text, None, Vec::new());
            let community = room.state.community.as_ref();
            line.mention = Some(Mention {
                user: black.id.clone(),
                name: black.name.clone(),
                notify: self.pings_on(room.state.platform, &black.id, community),
            });
            debug_assert!(line.text.contains(MENTION));
            replies.push(line);
        }
        replies
    }

    /// The tournament channel's list of the boards from `first` on: who
    /// plays whom, the rooms' codes and links, the bye.
    fn pairings_reply(&self, t: &Tournament, first: usize) -> Reply {
        let say = self.tournament_say(t);
        let round = t.boards[first].round;
        let mut lines = match t.format {
            Format::Swiss { rounds } => vec![say.round_paired(t.id, round + 1, rounds)],
            Format::Arena { .. } => vec![say.arena_paired(t.id)],
        };
        for (at, board) in t.boards.iter().enumerate().skip(first) {
            let name = |e| t.entry(e).map_or("?", |e| e.name.as_str()).to_string();
            let link = self
                .config
                .links
                .get(&t.platform)
                .map(|l| l.replace("{code}", board.code.as_str()));
            lines.push(say.board_line(
                at + 1 - first,
                &name(board.white),
                &name(board.black),
                board.code.as_str(),
                link.as_deref(),
            ));
        }
        let bye = t.swiss.as_ref().and_then(|s| s.rounds().get(round)?.bye);
        if let Some(entry) = bye.and_then(|bye| t.entry(bye)) {
            lines.push(say.bye_line(&entry.name));
        }
        self.to_tournament(t, lines.join("\n"))
    }

    /// The standings as a picture and as text, for the tournament channel.
    pub(in crate::host) fn standings_reply(&self, t: &Tournament) -> Option<Reply> {
        let say = self.tournament_say(t);
        let names = t.names();
        let named = Named {
            id: t.id,
            game: t.variant.name(),
            names: &names,
        };
        let (table, text) = match (&t.swiss, &t.arena) {
            (Some(swiss), _) => (
                swiss_table(swiss, &named, say),
                swiss_text(swiss, &named, say),
            ),
            (None, Some(arena)) => (
                arena_table(arena, &named, say),
                arena_text(arena, &named, say),
            ),
            (None, None) => return None,
        };
        let mut reply = self.to_tournament(t, text);
        if self.config.images {
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
        let mut reply = super::super::private_to(t.platform, &t.channel, &t.organiser, text);
        reply.target = Target::Channel(t.channel.clone());
        reply
    }

    /// The language of the tournament's channel.
    pub(in crate::host) fn tournament_say(&self, t: &Tournament) -> Say {
        Say(self.lang(&channel_key(t.platform, &t.channel)))
    }
}

/// Sets board `at`'s result in the tournament and its Swiss or arena.
fn record(t: &mut Tournament, at: usize, outcome: Outcome, game: Option<u64>, now: u64) {
    let board = &mut t.boards[at];
    board.outcome = Some(outcome);
    board.game = game;
    board.ended = Some(now);
    let (round, white) = (board.round, board.white);
    let recorded = match (&mut t.swiss, &mut t.arena) {
        (Some(swiss), _) => swiss
            .record(round, white, outcome)
            .map_err(|e| e.to_string()),
        (None, Some(arena)) => arena.record(round, outcome).map_err(|e| e.to_string()),
        (None, None) => Ok(()),
    };
    if let Err(error) = recorded {
        tracing::error!(tournament = t.id, board = at, %error, "a result could not be recorded");
    }
}

/// How a board's round is named: the Swiss round, or the arena's game.
fn round_label(t: &Tournament, round: usize) -> String {
    match t.format {
        Format::Swiss { rounds } => format!("{}/{rounds}", round + 1),
        Format::Arena { .. } => format!("#{}", round + 1),
    }
}

/// The channel a board's room plays in: on the page a fresh channel (its
/// page is `/r/CODE`); elsewhere a name of its own under the tournament's
/// channel, whose thread the adapter makes.
fn board_channel(platform: Platform, parent: &str, id: u64, at: usize) -> String {
    match platform {
        Platform::Web => format!("w{:016x}", fastrand::u64(..)),
        // Discord's thread becomes the room's channel.
        Platform::Discord => format!("t{id}.{}", at + 1),
        // Matrix's threads are no rooms: the board keeps this name, which
        // says the room its thread is in.
        Platform::Matrix => format!("{parent}/t{id}.{}", at + 1),
    }
}
