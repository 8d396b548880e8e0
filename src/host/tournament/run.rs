//! How a tournament moves on: each board's result read from its room's
//! archived game, the next round (or the free players of an arena) paired
//! from the stored state, the round written over the version read, and
//! only then its rooms opened and its pairings posted.

use super::standings::outcome_of;
use super::{ARENA_STANDINGS_EVERY, Board, Format, Stage, Tournament};
use crate::host::message::Reply;
use crate::host::profile::ThreadStyle;
use crate::host::room::RoomState;
use crate::host::tournament::wing::Tournaments;
use crate::ids::{Platform, RoomCode};
use crate::store::StoreError;
use futbol_tournament::Outcome;
use futbol_tournament::swiss::SwissError;

/// Times a step is tried again after another process wrote first.
const ATTEMPTS: usize = 8;

/// Seconds after its pairing from which any sweep opens a board's room
/// that the process that paired it did not.
const REOPEN_AFTER: u64 = 30;

impl Tournaments<'_> {
    /// Moves on every tournament of `platform` noted since the last call;
    /// what to post (each adapter posts its own platform's).
    pub(in crate::host) fn advance_noted(&self, platform: Platform) -> Vec<Reply> {
        (self.parts.rooms.take_ended_boards(platform).into_iter())
            .flat_map(|id| self.advance_logged(id, false))
            .collect()
    }

    /// Moves on every running tournament of `platform` (the sweep: an
    /// arena's end and standings, and anything a stopped process left);
    /// `open_missing` also opens the rooms of boards a stopped process
    /// paired but did not open (at start).
    pub fn advance_tournaments(&self, platform: Platform, open_missing: bool) -> Vec<Reply> {
        let open = match self.parts.store().open_tournaments::<Tournament>() {
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
            let Some((version, mut t)) = self.parts.store().tournament::<Tournament>(id)? else {
                return Ok(Vec::new());
            };
            if t.stage != Stage::Running {
                return Ok(Vec::new());
            }
            let before = t.clone();
            let (unopened, recorded) = self.read_results(&mut t)?;
            let ended = recorded.len();
            let now = crate::host::play::flow::now(self.parts);
            let first_new = t.boards.len();
            let round_done = match self.pair_due(&mut t, now) {
                Ok(done) => done,
                Err(error) => {
                    self.unreserve(&t.boards[first_new..]);
                    return Err(error);
                }
            };
            let standings_due = matches!(t.format, Format::Arena { .. })
                && (now >= t.posted_at + ARENA_STANDINGS_EVERY || t.stage == Stage::Over)
                && (ended > 0 || t.stage == Stage::Over);
            if standings_due {
                t.posted_at = now;
            }
            // A board the process that paired it did not open (it
            // stopped, or the open failed) is opened at a start, or by any
            // sweep once its pairer has had its moment.
            let missing: Vec<usize> = unopened
                .into_iter()
                .filter(|&at| open_missing || now >= t.boards[at].paired_at + REOPEN_AFTER)
                .collect();
            if t == before {
                return Ok(self.open_boards(&t, missing));
            }
            let open = t.stage != Stage::Over;
            match self
                .parts
                .store()
                .save_tournament(id, Some(version), open, &t)
            {
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
            replies
                .extend(self.open_boards(&t, missing.into_iter().chain(first_new..t.boards.len())));
            if t.stage == Stage::Over {
                let say = self.tournament_say(&t);
                replies.push(self.to_tournament(&t, say.tournament_over(t.id)));
            }
            return Ok(replies);
        }
        Err(StoreError::Conflict)
    }

    /// Opens the rooms of boards `at`, each on its own: one that fails
    /// is logged and opened by a later sweep.
    fn open_boards(&self, t: &Tournament, at: impl IntoIterator<Item = usize>) -> Vec<Reply> {
        let mut replies = Vec::new();
        for at in at {
            match self.open_board(t, at) {
                Ok(opened) => replies.extend(opened),
                Err(error) => {
                    tracing::error!(tournament = t.id, board = at, %error, "a board's room did not open")
                }
            }
        }
        replies
    }

    /// Records the result of every board whose room's game is archived;
    /// returns the boards whose rooms were never opened, and the boards
    /// whose results are new.
    fn read_results(&self, t: &mut Tournament) -> Result<(Vec<usize>, Vec<usize>), StoreError> {
        let (mut unopened, mut ended) = (Vec::new(), Vec::new());
        let now = crate::host::play::flow::now(self.parts);
        for at in 0..t.boards.len() {
            let board = &t.boards[at];
            if board.outcome.is_some() || self.parts.rooms.room(board.code).is_some() {
                continue;
            }
            let code = board.code.as_str();
            if self.parts.store().room::<RoomState>(code)?.is_some() {
                continue;
            }
            let Some(used) = self.parts.store().code_use(code)? else {
                tracing::warn!(tournament = t.id, %code, "a board's code is gone: a double forfeit");
                record(t, at, Outcome::BothForfeited, None, now);
                ended.push(at);
                continue;
            };
            if used.open {
                unopened.push(at);
                continue;
            }
            let game = match used.games.last() {
                Some(&game) => self.parts.store().archived(game)?,
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
            ended.push(at);
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
                    // Nobody left to pair: the tournament ends here.
                    Err(
                        error @ (SwissError::AllRoundsPaired
                        | SwissError::TooFewPlayers
                        | SwissError::NoPairing),
                    ) => {
                        tracing::info!(tournament = t.id, %error, "no round is left to pair");
                        t.stage = Stage::Over;
                        return Ok(next > 0);
                    }
                    // A result the Swiss did not take (a bug): nothing is
                    // paired, and the log says so, rather than an end.
                    Err(error) => {
                        tracing::error!(tournament = t.id, %error, "the next round cannot be paired");
                        return Ok(false);
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
                .parts
                .store()
                .reserve_code(now, crate::host::play::create::code_candidates())?
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
                channel: board_channel(
                    self.parts.config.profiles.of(t.platform).threads,
                    &t.channel,
                    t.id,
                    t.boards.len(),
                ),
                outcome: None,
                game: None,
                ended: None,
                paired_at: now,
            });
        }
        Ok(round_done)
    }

    /// Gives back the codes of boards that were not written.
    fn unreserve(&self, boards: &[Board]) {
        for board in boards {
            if let Err(error) = self.parts.store().unreserve_code(board.code.as_str()) {
                tracing::warn!(code = %board.code, %error, "a board's code stays reserved");
            }
        }
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

/// The channel a board's room plays in: on the page a fresh channel (its
/// page is `/r/CODE`); elsewhere a name of its own under the tournament's
/// channel, whose thread the adapter makes.
fn board_channel(threads: ThreadStyle, parent: &str, id: u64, at: usize) -> String {
    match threads {
        ThreadStyle::None => format!("w{:016x}", fastrand::u64(..)),
        // The thread becomes the room's channel (Discord).
        ThreadStyle::Channels => format!("t{id}.{}", at + 1),
        // Threads that are no rooms (Matrix): the board keeps this name,
        // which says the room its thread is in.
        ThreadStyle::Replies => format!("{parent}/t{id}.{}", at + 1),
    }
}
