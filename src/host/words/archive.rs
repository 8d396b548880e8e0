//! What the host says about codes and the archive: a full bot, a closed
//! room's old code, `historial` and `partida ID`, in every language.

#[cfg(test)]
use crate::i18n::Lang;
use crate::i18n::Say;
use crate::store::{ArchivedGame, HowEnded};
use futbol_texts::t;

impl Say {
    /// No room code is free.
    pub fn bot_full(self) -> String {
        t!(self.0, "archive-bot-full")
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
                "archive-room-closed",
                code = code,
                ids = ids,
                first = first
            ),
            None => t!(self.0, "archive-room-closed-empty", code = code),
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
            "archive-game-line",
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
            true => format!("  {}", t!(self.0, "archive-history-none")),
            false => games
                .iter()
                .map(|g| format!("  {}", self.game_line(g)))
                .collect::<Vec<_>>()
                .join("\n"),
        };
        t!(
            self.0,
            "archive-history",
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
        t!(self.0, "archive-no-such-game", id = id)
    }

    /// `partida` in a room whose current game has actions: its record is
    /// the file that comes with this line.
    pub fn current_record(self, code: &str, actions: usize) -> String {
        t!(
            self.0,
            "archive-current-record",
            code = code,
            actions = actions
        )
    }

    /// `partida` where no game has been played yet.
    pub fn no_game_yet(self) -> String {
        t!(self.0, "archive-no-game-yet")
    }

    /// After a game ends, when the bot draws no pictures: its record
    /// follows as a file.
    pub fn record_posted(self, id: u64) -> String {
        t!(self.0, "archive-record-posted", id = id)
    }

    /// After a game ends: its replay and its record follow as files.
    pub fn replay_posted(self, id: u64) -> String {
        t!(self.0, "archive-replay-posted", id = id)
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

/// Every text of this file in `lang`, each method called with sample arguments (every branch: each enum value, Some/None, each match arm), so the catalogue test can check that each exists in every language.
#[cfg(test)]
pub(super) fn samples(lang: Lang) -> Vec<String> {
    use crate::store::{ArchivedPlayer, GameResult};
    /// A finished game that ended the way `ending` says.
    fn game(id: u64, ending: HowEnded, result: GameResult, score: [u8; 2]) -> ArchivedGame {
        let player = |key: &str, name: &str| ArchivedPlayer {
            id: key.into(),
            name: name.into(),
        };
        ArchivedGame {
            id,
            code: "ABCD".into(),
            platform: crate::ids::Platform::Web,
            channel: "web:lobby".into(),
            variant: crate::engine::Variant::Futbol,
            start: String::new(),
            white: player("web:ana", "Ana"),
            black: player("web:bob", "Bob"),
            started: 1_767_225_600,
            ended: 1_767_229_200,
            result,
            ending,
            score,
            actions: Vec::new(),
            community: None,
            rated: false,
        }
    }
    let say = Say(lang);
    // Each ending that has words (one by the rules adds none to a line, so
    // it is shown inside `history`, which has words of its own).
    let worded = [
        game(1, HowEnded::Resigned, GameResult::WhiteWins, [1, 0]),
        game(2, HowEnded::Agreed, GameResult::Draw, [0, 0]),
        game(3, HowEnded::Expired, GameResult::BlackWins, [0, 0]),
        game(4, HowEnded::Timeout, GameResult::WhiteWins, [2, 1]),
        game(5, HowEnded::Aborted, GameResult::None, [0, 0]),
    ];
    let by_goals = game(6, HowEnded::Rules, GameResult::WhiteWins, [3, 1]);
    let by_score = game(7, HowEnded::Rules, GameResult::BlackWins, [1, 2]);
    let mut out = vec![
        say.bot_full(),
        say.room_closed("ABCD", &[12, 13]),
        say.room_closed("ABCD", &[]),
    ];
    out.extend(worded.iter().map(|g| say.game_line(g)));
    out.extend([
        say.history(&[by_goals.clone(), worded[0].clone()], &[]),
        say.history(&[], &[by_score]),
        say.history(&[by_goals], &worded),
        say.archived_game(&worded[0], "futbol\n1. e2>e4"),
        say.no_such_game("99"),
        say.current_record("ABCD", 23),
        say.no_game_yet(),
        say.replay_posted(12),
        say.record_posted(12),
    ]);
    out
}
