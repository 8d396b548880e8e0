//! `futbol-bot migrate-store`: a whole store copied into another backend
//! (a stopped bot's sled directory into an empty PostgreSQL database), so
//! a bot that outgrows one machine keeps its rooms, games, settings and
//! ratings.
//!
//! What is copied: every open room with its current game's actions and
//! its deadline and channel; every code's use (so no new room takes the
//! code of an old link); every archived game; every setting and note
//! (the page's session key among them, so web players keep their
//! seats); every tournament, with its id. Ratings are not copied but made
//! again from the archive, in the order the games ended, as every rated
//! save made them: the target's ratings are what its archive implies. Records set aside (values that
//! did not decode) stay behind.

use futbol_bot::host::{ChannelKey, RoomState};
use futbol_bot::store::{Actions, ArchivedGame, Deadline, RoomSave, Store, StoreError};
use std::fmt;

/// What a copy carried.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Copied {
    /// Open rooms.
    pub rooms: usize,
    /// Archived games.
    pub games: usize,
    /// Games rated again from the archive.
    pub rated: usize,
    /// Settings and notes.
    pub settings: usize,
    /// Codes, open and closed.
    pub codes: usize,
    /// Tournaments, running and finished.
    pub tournaments: usize,
}

impl fmt::Display for Copied {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} open rooms, {} archived games ({} rated again), {} settings, {} codes, {} tournaments",
            self.rooms, self.games, self.rated, self.settings, self.codes, self.tournaments
        )
    }
}

/// Games written in one import.
const BATCH: usize = 500;

/// Copies everything in `from` into `to`, which must hold no room and no
/// game yet (a copy into a store in use would mix two bots' data).
pub fn copy_store(from: &Store, to: &Store) -> Result<Copied, StoreError> {
    if to.archive_len()? > 0 || !to.rooms::<serde_json::Value>()?.is_empty() {
        return Err(StoreError::Backup(
            "the target store already holds games or rooms: migrate into an empty one".into(),
        ));
    }
    let mut copied = Copied::default();
    let settings = from.all_settings()?;
    for (key, value) in &settings {
        to.save_setting_bytes(key, value)?;
    }
    copied.settings = settings.len();
    let codes = from.all_codes()?;
    to.import_codes(&codes)?;
    copied.codes = codes.len();
    let mut games: Vec<ArchivedGame> = Vec::new();
    from.each_game(&mut |game| {
        games.push(game);
        Ok(())
    })?;
    for batch in games.chunks(BATCH) {
        to.import_games(batch)?;
    }
    copied.games = games.len();
    copied.rated = to.rate_imported()?;
    copied.tournaments = from.copy_tournaments(to)?;
    for (_, state) in from.rooms::<RoomState>()? {
        let code = state.code.to_string();
        let moves = from.moves(&code, state.game_no)?;
        let deadline = Deadline {
            old: None,
            new: state.deadline,
            tag: state.platform.name(),
        };
        let channel = ChannelKey::new(state.platform, &state.channel).to_string();
        let mut save = RoomSave::state(&code, &state, channel, deadline)?;
        save.actions = (!moves.is_empty()).then_some(Actions {
            game: state.game_no,
            first: 0,
            list: &moves,
        });
        to.save(&[save])?;
        copied.rooms += 1;
    }
    to.flush()?;
    Ok(copied)
}
