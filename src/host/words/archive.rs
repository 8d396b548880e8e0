//! What the host says about codes and the archive: a full bot, a closed
//! room's old code, `historial` and `partida ID`, in every language.

use crate::i18n::Say;
use crate::store::{ArchivedGame, HowEnded};
use futbol_texts::t;

impl Say {
    /// No room code is free.
    pub fn bot_full(self) -> String {
        t!(self.0, archive_bot_full)
    }

    /// A code whose room closed recently.
    pub fn room_closed(self, code: &str, games: &[u64]) -> String {
        let ids = games
            .iter()
            .map(|id| format!("#{id}"))
            .collect::<Vec<_>>()
            .join(", ");
        match games.first() {
            Some(&first) => t!(
                self.0,
                archive_room_closed,
                code = code,
                ids = ids,
                first = first
            ),
            None => t!(self.0, archive_room_closed_empty, code = code),
        }
    }

    /// One line of a game list: "#12 · futbol · Ana 1–0 Bob (1-0,
    /// abandono) · 2026-01-01" (how it ended is left out when its rules
    /// ended it).
    pub fn game_line(self, game: &ArchivedGame) -> String {
        let date = crate::host::message::utc(game.ended);
        let date = date.split(' ').next().unwrap_or_default();
        t!(
            self.0,
            archive_game_line,
            id = game.id,
            variant = game.variant.to_string(),
            white = game.white.name.as_str(),
            white_goals = game.score[0],
            black_goals = game.score[1],
            black = game.black.name.as_str(),
            result = game.result.as_str(),
            ending = ending(game.ending),
            date = date,
        )
    }

    /// `historial`: the channel's last games and the player's own.
    pub fn history(self, channel: &[ArchivedGame], mine: &[ArchivedGame]) -> String {
        // One game line a line, each indented by two spaces.
        let list = |games: &[ArchivedGame]| match games.is_empty() {
            true => format!("  {}", t!(self.0, archive_history_none)),
            false => games
                .iter()
                .map(|g| format!("  {}", self.game_line(g)))
                .collect::<Vec<_>>()
                .join("\n"),
        };
        t!(
            self.0,
            archive_history,
            channel = list(channel),
            mine = list(mine),
        )
    }

    /// `partida ID`: one archived game and its record (none when the
    /// record is too long to show and only goes as a file).
    pub fn archived_game(self, game: &ArchivedGame, record: &str) -> String {
        match record.is_empty() {
            true => self.game_line(game),
            false => format!("{}\n{record}", self.game_line(game)),
        }
    }

    /// `partida ID` for an id the archive does not have.
    pub fn no_such_game(self, id: &str) -> String {
        t!(self.0, archive_no_such_game, id = id)
    }

    /// `partida` in a room whose current game has actions: its record is
    /// the file that comes with this line.
    pub fn current_record(self, code: &str, actions: usize) -> String {
        t!(
            self.0,
            archive_current_record,
            code = code,
            actions = actions
        )
    }

    /// `partida` where no game has been played yet.
    pub fn no_game_yet(self) -> String {
        t!(self.0, archive_no_game_yet)
    }

    /// After a game ends, when the bot draws no pictures: its record
    /// follows as a file.
    pub fn record_posted(self, id: u64) -> String {
        t!(self.0, archive_record_posted, id = id)
    }

    /// After a game ends: its replay and its record follow as files.
    pub fn replay_posted(self, id: u64) -> String {
        t!(self.0, archive_replay_posted, id = id)
    }
}

/// How a game ended, as `archive-game-line`'s selector names it (`rules`:
/// its rules ended it, or it is not known, and the line says nothing).
fn ending(ending: HowEnded) -> &'static str {
    match ending {
        HowEnded::Resigned => "resigned",
        HowEnded::Agreed => "agreed",
        HowEnded::Expired => "expired",
        HowEnded::Timeout => "timeout",
        HowEnded::Aborted => "aborted",
        HowEnded::Rules | HowEnded::Unknown => "rules",
    }
}
