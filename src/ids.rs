//! The ids the bot passes around, as types: a platform, a room's code, a
//! user, a community, a channel across platforms. Validated once, where
//! they come in. They stand below the host and the community module, so
//! both name them without naming each other.

use std::fmt;
use std::str::FromStr;

/// Where a request came from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Platform {
    /// The local web page.
    Web,
    /// Discord.
    Discord,
    /// Matrix.
    Matrix,
}

impl Platform {
    /// Every platform, so per-platform state can be made for each.
    pub const ALL: [Platform; 3] = [Platform::Web, Platform::Discord, Platform::Matrix];

    /// Its name in keys and logs: `web`, `discord`, `matrix`.
    pub const fn name(self) -> &'static str {
        match self {
            Platform::Web => "web",
            Platform::Discord => "discord",
            Platform::Matrix => "matrix",
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A room's 4-letter code (upper case ASCII), as players type it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct RoomCode([u8; 4]);

/// Text that is not a room code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a room code is 4 letters")]
pub struct NotACode;

impl RoomCode {
    /// A code from 4 letters; `None` for anything else.
    pub fn new(letters: [u8; 4]) -> Option<RoomCode> {
        letters
            .iter()
            .all(u8::is_ascii_alphabetic)
            .then(|| RoomCode(letters.map(|b| b.to_ascii_uppercase())))
    }

    /// The code as text.
    pub fn as_str(&self) -> &str {
        // Always 4 ASCII letters, so always UTF-8.
        std::str::from_utf8(&self.0).unwrap_or("????")
    }
}

impl FromStr for RoomCode {
    type Err = NotACode;

    /// Reads a code in either case, spaces around it ignored.
    fn from_str(text: &str) -> Result<RoomCode, NotACode> {
        let bytes: [u8; 4] = text.trim().as_bytes().try_into().map_err(|_| NotACode)?;
        RoomCode::new(bytes).ok_or(NotACode)
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl serde::Serialize for RoomCode {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for RoomCode {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A user's id on their platform (a Discord snowflake, a Matrix user id,
/// a web page's cookie id), or the engine's seat.
#[derive(
    Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct UserId(String);

impl UserId {
    /// The id as the platform writes it.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<String> for UserId {
    fn from(id: String) -> Self {
        UserId(id)
    }
}

impl From<&str> for UserId {
    fn from(id: &str) -> Self {
        UserId(id.to_string())
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The community a request comes from and a room belongs to: a Discord
/// server (or one private channel outside any server), a Matrix room, the
/// web site. A room's code opens it only inside its community, so a code
/// seen in one server is worth nothing in another.
#[derive(
    Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct Community(String);

impl Community {
    /// The local web page: one site, one community.
    pub fn web() -> Community {
        Community("web".into())
    }

    /// A Discord server (guild), by its id.
    pub fn discord_guild(guild: impl fmt::Display) -> Community {
        Community(format!("discord:{guild}"))
    }

    /// A Discord channel outside any server (a DM): its own community.
    pub fn discord_private(channel: impl fmt::Display) -> Community {
        Community(format!("discord:dm:{channel}"))
    }

    /// A Matrix room: its members are its community.
    pub fn matrix_room(room: impl fmt::Display) -> Community {
        Community(format!("matrix:{room}"))
    }

    /// The community a room or game stored before communities were kept
    /// belongs to, where its channel says it (the web site, a Matrix
    /// room); `None` for Discord, whose channel does not name its server.
    pub fn of_channel(platform: Platform, channel: &str) -> Option<Community> {
        match platform {
            Platform::Web => Some(Community::web()),
            // A tournament board's channel names its room first.
            Platform::Matrix => Some(Community::matrix_room(
                channel.split_once("/t").map_or(channel, |(room, _)| room),
            )),
            Platform::Discord => None,
        }
    }

    /// Whether it is a Discord server where the bot is a member (not a
    /// DM, nor a place only its interactions reach).
    pub fn is_server(&self) -> bool {
        self.0.starts_with("discord:") && !self.0.starts_with("discord:dm:")
    }

    /// As kept in the store and the archive.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<&str> for Community {
    fn from(text: &str) -> Self {
        Community(text.to_string())
    }
}

impl fmt::Display for Community {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The id prefix of the engine's seat (`computer:3`): no platform gives a
/// person such an id, so a seat with it is the computer wherever it is
/// read (the host seats it, the ratings never count it).
pub const COMPUTER: &str = "computer:";

/// Whether a seat's id is the computer's.
pub fn is_computer(id: &str) -> bool {
    id.starts_with(COMPUTER)
}

/// The platform-wide scope of a leaderboard (`*discord`): every player of
/// the platform, next to each community's own table.
pub fn platform_scope(platform: Platform) -> String {
    format!("*{}", platform.name())
}

/// A channel on a platform: the host's key for a channel's room and
/// language. Written `platform:channel` in the store.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ChannelKey {
    /// The platform.
    pub platform: Platform,
    /// The channel as the platform names it.
    pub channel: String,
}

impl ChannelKey {
    /// The key of `channel` on `platform`.
    pub fn new(platform: Platform, channel: &str) -> ChannelKey {
        ChannelKey {
            platform,
            channel: channel.to_string(),
        }
    }
}

impl fmt::Display for ChannelKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.platform, self.channel)
    }
}

/// A user on a platform: where a person's own settings are kept and
/// their limits counted.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct UserKey {
    /// The platform.
    pub platform: Platform,
    /// The user's id there.
    pub user: UserId,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_four_letters_in_either_case() {
        let code: RoomCode = " acde ".parse().expect("a code");
        assert_eq!(code.to_string(), "ACDE");
        for bad in ["ACD", "ACDEF", "AC1E", "ÁCDE", ""] {
            assert_eq!(bad.parse::<RoomCode>(), Err(NotACode), "{bad}");
        }
        let json = serde_json::to_string(&code).expect("serialises");
        assert_eq!(json, "\"ACDE\"");
        assert_eq!(serde_json::from_str::<RoomCode>(&json).ok(), Some(code));
        assert!(serde_json::from_str::<RoomCode>("\"A1\"").is_err());
        assert_eq!(
            ChannelKey::new(Platform::Web, "lobby").to_string(),
            "web:lobby"
        );
    }
}
