//! Who acts and who plays: a request's user as the platform says, and a
//! seat's or a spectator's player with a name that cannot ping anyone.

use crate::engine::search::Level;
use crate::ids::UserId;
use serde::{Deserialize, Serialize};

/// Stands in a reply's text where a reply's mention (`Reply::mention`) goes: each adapter
/// writes it its own way (a Discord mention, a Matrix pill, a name). A
/// private-use character, which echoed user text never carries.
pub const MENTION: char = '\u{E000}';

/// Who acted: the platform's user id and the name to show.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct User {
    /// Stable id on the platform.
    pub id: crate::ids::UserId,
    /// Display name, shown as plain text.
    pub name: String,
}

/// A seated player or a spectator.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Player {
    /// Platform user id.
    pub id: UserId,
    /// Display name (already made safe to echo).
    pub name: String,
}

impl Player {
    /// From a request's user, with a name that cannot ping anyone.
    pub fn from_user(user: &User) -> Player {
        Player {
            id: user.id.clone(),
            name: plain_name(&user.name),
        }
    }

    /// The name to show in `say`'s language: the engine's seat is named
    /// in each reader's ("Computer (level 1)"), a person as they are.
    pub fn name_in(&self, say: crate::i18n::Say) -> String {
        match self.level() {
            Some(level) => say.computer(level.number()),
            None => self.name.clone(),
        }
    }

    /// The level of the engine sitting as this player, if it is the
    /// engine.
    pub fn level(&self) -> Option<Level> {
        let level = self.id.as_str().strip_prefix(crate::ids::COMPUTER)?;
        level.parse().ok().and_then(Level::new)
    }
}

/// The longest name echoed.
const MAX_NAME: usize = 32;

/// A display name made safe to echo: [`crate::i18n::plain`] (no mention
/// syntax survives), without angle brackets, at most 32 characters.
pub fn plain_name(name: &str) -> String {
    let name: String = name
        .chars()
        .filter(|c| !matches!(c, '<' | '>') && !c.is_control())
        .take(MAX_NAME)
        .collect();
    let out = crate::i18n::plain(&name, MAX_NAME);
    let trimmed = out.trim();
    if trimmed.is_empty() {
        "?".into()
    } else {
        trimmed.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_cannot_ping() {
        assert_eq!(plain_name("@everyone"), "@\u{200b}everyone");
        assert_eq!(plain_name("<@123>"), "@\u{200b}123");
        assert_eq!(plain_name("\u{7}\n"), "?");
        assert_eq!(plain_name(&"x".repeat(100)).chars().count(), 32);
    }
}
