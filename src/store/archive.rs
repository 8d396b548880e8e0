//! The archive of finished games: each under a permanent id (not the room
//! code, which comes back), with who played where and when, how it ended,
//! and its record; indexed by channel and by player for `historial`.

use crate::engine::Variant;
use crate::ids::Platform;
use serde::{Deserialize, Serialize};

/// A player of an archived game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchivedPlayer {
    /// Their platform id.
    pub id: String,
    /// Their name then.
    pub name: String,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchivedGame {
    /// The permanent id (from 1).
    pub id: u64,
    /// The room's code then (codes are reused later).
    pub code: String,
    /// The platform it was played on (stored as its name, `web`).
    pub platform: Platform,
    /// The channel's key (`platform:channel`).
    pub channel: String,
    /// The rule set (stored as its name, `futbol`).
    pub variant: Variant,
    /// The start position.
    pub start: String,
    /// White's player.
    pub white: ArchivedPlayer,
    /// Black's player.
    pub black: ArchivedPlayer,
    /// Unix seconds when the game started.
    pub started: u64,
    /// Unix seconds when it ended.
    pub ended: u64,
    /// The result (stored as `1-0`, `0-1`, `½-½` or `-`).
    pub result: GameResult,
    /// How it ended (stored as its lower-case name).
    pub ending: HowEnded,
    /// Goals, White's then Black's.
    pub score: [u8; 2],
    /// Every action, in order.
    pub actions: Vec<String>,
    /// The community it was played in (a Discord server, a Matrix room,
    /// the web site): it is shown only there and to its players. `None`
    /// for games archived before communities were kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub community: Option<String>,
    /// Whether the game changed its players' ratings (in the transaction
    /// that archived it): the archive is what the ratings are made of.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
}

impl ArchivedGame {
    /// Whether a game like this one can be rated at all: it has a result
    /// and was not aborted, and two different people played it (not one
    /// person on both sides, not the computer). The host rates such a game
    /// unless it was casual; the upgrade to ratings rates every one.
    pub fn ratable(&self) -> bool {
        let person = |p: &ArchivedPlayer| !p.id.is_empty() && !crate::ids::is_computer(&p.id);
        self.result != GameResult::None
            && self.ending != HowEnded::Aborted
            && person(&self.white)
            && person(&self.black)
            && self.white.id != self.black.id
    }
}

/// An archived game's result, written as records write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    /// White won.
    #[serde(rename = "1-0")]
    WhiteWins,
    /// Black won.
    #[serde(rename = "0-1")]
    BlackWins,
    /// A draw.
    #[serde(rename = "½-½")]
    Draw,
    /// No result: the game was never really played (idle, aborted).
    #[serde(rename = "-")]
    None,
}

impl GameResult {
    /// As records write it: `1-0`, `0-1`, `½-½`, `-`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "½-½",
            GameResult::None => "-",
        }
    }
}

/// How an archived game ended, stored by its lower-case name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HowEnded {
    /// By the rules: goals, or the score when the actions ran out.
    Rules,
    /// A player resigned (or left).
    Resigned,
    /// Both agreed to a draw.
    Agreed,
    /// The player to move ran out of time.
    Timeout,
    /// Nobody played for too long.
    Expired,
    /// Given up before it really started.
    Aborted,
    /// Not known: a game migrated from the first stores without one, or a
    /// name this build does not know.
    #[serde(other)]
    Unknown,
}

impl HowEnded {
    /// Its stored name, also a metric's label.
    pub fn name(self) -> &'static str {
        match self {
            HowEnded::Rules => "rules",
            HowEnded::Resigned => "resigned",
            HowEnded::Agreed => "agreed",
            HowEnded::Timeout => "timeout",
            HowEnded::Expired => "expired",
            HowEnded::Aborted => "aborted",
            HowEnded::Unknown => "unknown",
        }
    }
}

/// A player's index owner: platform and id.
pub fn player_key(platform: Platform, id: &str) -> String {
    format!("{platform}:{id}")
}

#[cfg(test)]
mod tests {
    use super::HowEnded;

    #[test]
    fn an_endings_label_is_its_stored_name() {
        use HowEnded::*;
        for how in [Rules, Resigned, Agreed, Timeout, Expired, Aborted, Unknown] {
            let stored = serde_json::to_string(&how).expect("serialises");
            assert_eq!(stored, format!("\"{}\"", how.name()));
        }
    }
}
