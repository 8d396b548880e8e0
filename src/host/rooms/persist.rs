//! How a changed room is saved: its state, the actions just played, its
//! next deadline, and, when the change finished a game or closed the room,
//! the game into the archive and the room's code back to the pool (after
//! the grace period). One [`RoomSave`] per change, written in one
//! transaction.

use super::Rooms;
use crate::engine::{Outcome, Team};
use crate::host::clock::Due;
use crate::host::fair::pair_spent;
use crate::host::message::channel_key;
use crate::host::room::{Ending, Room};
use crate::store::{
    Actions, ArchivedGame, ArchivedPlayer, Closing, Deadline, GameResult, HowEnded, RoomSave,
    StoreError, Withdrawn,
};
use std::sync::Arc;

/// Seconds a tournament room's code stays taken after its game at least.
const TOURNAMENT_CODE_HOLD: u64 = 7 * 86_400;

impl Rooms {
    /// Saves a room durably after a change from `before` (`None` for a new
    /// room or a change of its bookkeeping only, which never finishes a
    /// game), with the actions it played (from ply `first`).
    pub(in crate::host) fn save(
        &self,
        before: Option<&Room>,
        room: &mut Room,
        records: &[String],
        first: u32,
    ) -> Result<(), StoreError> {
        let (old, version) = (room.state.deadline, room.version);
        let result = self
            .room_save(before, room, records, first)
            .and_then(|save| self.write(&[save]));
        match &result {
            Ok(()) => self.note_ended_board(room),
            Err(_) => {
                room.state.deadline = old;
                room.version = version;
            }
        }
        result
    }

    /// Writes saves to the store. A conflict (another process changed a
    /// room first) means the rooms held here are not current: each is
    /// checked against the store at its next lookup.
    pub(in crate::host) fn write(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
        let codes = || {
            let code = |save: &RoomSave| save.code.parse::<crate::ids::RoomCode>().ok();
            saves
                .iter()
                .filter_map(move |save| Some((code(save)?, save)))
        };
        // The notices of the updates this makes are this process's own.
        if self.store.shared() {
            for (code, save) in codes() {
                if let (Some(version), None) = (save.version, &save.closing) {
                    self.fresh.saving(code, Some(version + 1));
                }
            }
        }
        let written = self.store.save(saves);
        if let Err(error) = &written {
            for (code, _) in codes() {
                match error {
                    StoreError::Conflict => self.fresh.forget(code),
                    _ => self.fresh.saving(code, None),
                }
            }
        }
        written
    }

    /// What the store writes for one change (also batched by the sweep).
    /// Moves the room's deadline and, for a finished game, records its
    /// archive id in the room.
    pub(in crate::host) fn room_save<'a>(
        &self,
        before: Option<&Room>,
        room: &'a mut Room,
        records: &'a [String],
        first: u32,
    ) -> Result<RoomSave<'a>, StoreError> {
        // A tournament's room plays one game: it closes with it.
        if room.state.tournament.is_some() && room.outcome().is_over() {
            room.state.open = false;
        }
        let deadline = self.next_deadline(room);
        let archive = match finished_now(before, room) {
            true => Some(Arc::new(self.archive_entry(room, records)?)),
            false => None,
        };
        if let Some(game) = &archive {
            room.state.archived.push(game.id);
        }
        room.finished = archive.clone();
        let now = (self.clock)();
        // A closed room's code stays taken for a while so its old link
        // can say where its games went; one that never had a game has
        // nothing to say, so its code is free at once.
        // A tournament's room holds its code for a week at least: its
        // tournament reads the game by the code (at once, or when a
        // stopped bot starts again).
        let closing = (!room.state.open).then(|| Closing {
            free_at: match (room.state.tournament, room.state.archived.is_empty()) {
                (Some(_), _) => now + self.lifetimes.code_grace_seconds.max(TOURNAMENT_CODE_HOLD),
                (None, true) => now,
                (None, false) => now + self.lifetimes.code_grace_seconds,
            },
            games: room.state.archived.clone(),
        });
        room.state.plies = Some(room.plies);
        // The version it was read at; the save makes the next one.
        let expected = room.version;
        room.version += 1;
        let state = &room.state;
        let mut save = RoomSave::state(
            state.code.as_str(),
            state,
            channel_key(state.platform, &state.channel).to_string(),
            deadline,
        )?;
        save.actions = (!records.is_empty()).then_some(Actions {
            game: state.game_no,
            first,
            list: records,
        });
        save.withdrawn = before
            .filter(|b| b.state.game_no == state.game_no && room.plies < b.plies)
            .map(|b| Withdrawn {
                game: state.game_no,
                from: room.plies,
                to: b.plies,
            });
        save.archive = archive;
        save.closing = closing;
        save.version = (expected > 0).then_some(expected);
        Ok(save)
    }

    /// Sets the room's next deadline and says how the store's index moves
    /// (from the one saved before).
    pub(in crate::host) fn next_deadline(&self, room: &mut Room) -> Deadline {
        let old = room.state.deadline;
        room.state.deadline = room.next_due(self.lifetimes.ttl_seconds).map(Due::at);
        Deadline {
            old,
            new: room.state.deadline,
            tag: room.state.platform.name(),
        }
    }

    /// The archive entry of the room's game that just finished.
    fn archive_entry(&self, room: &Room, records: &[String]) -> Result<ArchivedGame, StoreError> {
        let state = &room.state;
        let mut actions = self.store.moves(state.code.as_str(), state.game_no)?;
        actions.extend(records.iter().cloned());
        let player = |team: Team| {
            state.seats[team].as_ref().map_or_else(
                || ArchivedPlayer {
                    id: String::new(),
                    name: "?".into(),
                },
                |p| ArchivedPlayer {
                    id: p.id.to_string(),
                    name: p.name.clone(),
                },
            )
        };
        let now = (self.clock)();
        let score = room.game.score();
        let mut game = ArchivedGame {
            id: self.store.next_game_id()?,
            code: state.code.to_string(),
            platform: state.platform,
            channel: channel_key(state.platform, &state.channel).to_string(),
            variant: state.variant,
            start: state.start.clone(),
            white: player(Team::White),
            black: player(Team::Black),
            started: match state.game_started {
                0 => state.last_activity,
                at => at,
            },
            ended: now,
            result: match (state.ending, room.outcome()) {
                (Some(Ending::Expired | Ending::Aborted), _) => GameResult::None,
                (_, Outcome::Win(Team::White)) => GameResult::WhiteWins,
                (_, Outcome::Win(Team::Black)) => GameResult::BlackWins,
                (_, Outcome::Draw) => GameResult::Draw,
                (_, Outcome::Ongoing) => GameResult::None,
            },
            ending: how_ended(state.ending),
            score: [score.white, score.black],
            actions,
            community: state.community().map(|c| c.to_string()),
            rated: false,
        };
        // Online games between two people count unless made casual (the
        // computer, one person on both sides, and games with no result
        // never do: `ratable`); a rematch is like its first game. A game
        // started while the pair still had rated games left today but
        // ending after they were used (several rooms at once) is casual.
        game.rated = state.rated() && game.ratable() && !pair_spent(&self.store, room, now);
        Ok(game)
    }
}

/// Whether the change from `before` to `room` finished a game worth
/// keeping: one with at least one action, or any tournament game (one
/// nobody moved in is a forfeit its tournament reads from the archive).
fn finished_now(before: Option<&Room>, room: &Room) -> bool {
    let kept = room.plies > 0 || room.state.tournament.is_some();
    let over = room.outcome().is_over() && kept;
    before.is_some_and(|b| !(b.state.game_no == room.state.game_no && b.outcome().is_over()))
        && over
}

/// How a game ended, as the archive names it.
fn how_ended(ending: Option<Ending>) -> HowEnded {
    match ending {
        None => HowEnded::Rules,
        Some(Ending::Resigned(_)) => HowEnded::Resigned,
        Some(Ending::Agreed) => HowEnded::Agreed,
        Some(Ending::Expired) => HowEnded::Expired,
        Some(Ending::Timeout(_)) => HowEnded::Timeout,
        Some(Ending::Aborted) => HowEnded::Aborted,
    }
}
