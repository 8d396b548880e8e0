//! The archive of finished games: each under a permanent id (not the room
//! code, which comes back), with who played where and when, how it ended,
//! and its record; indexed by channel and by player for `historial`.

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
    /// The platform's name.
    pub platform: String,
    /// The channel's key (`platform:channel`).
    pub channel: String,
    /// The rule set's name.
    pub variant: String,
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
    /// `1-0`, `0-1`, `½-½`, or `-` for a game without a result.
    pub result: String,
    /// How it ended: `goals`, `score`, `resigned`, `agreed`, `timeout`,
    /// `expired`, `aborted`.
    pub ending: String,
    /// Goals, White's then Black's.
    pub score: [u8; 2],
    /// Every action, in order.
    pub actions: Vec<String>,
    /// The community it was played in (a Discord server, a Matrix room,
    /// the web site): it is shown only there and to its players. `None`
    /// for games archived before communities were kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub community: Option<String>,
}

/// A player's index owner: platform and id.
pub fn player_key(platform: &str, id: &str) -> String {
    format!("{platform}:{id}")
}
