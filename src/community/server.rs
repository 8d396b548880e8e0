//! A community's own settings, which only its admins change (`config`):
//! where rooms may be made and by whom, what a new room starts with when
//! `crear` does not say, whether the bot pings, how many rooms one player
//! may hold, and whether games get a thread. Each is a [`Setting`] of
//! scope [`Community`]; the default clock is `host::clock::DefaultClock`,
//! beside the clock it sets. The host reads them as it creates rooms.

use super::settings::Setting;
use crate::engine::Variant;
use crate::i18n::Lang;
use crate::ids::Community;
use serde::{Deserialize, Serialize};

/// Where rooms may be created in a community.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Places {
    /// In every channel (the default).
    #[default]
    Anywhere,
    /// Only in these channels (their platform ids).
    Channels(Vec<String>),
    /// Only where the room gets a thread of its own.
    Threads,
}

/// Where `crear` works (`config canales`).
pub struct RoomPlaces;

impl Setting for RoomPlaces {
    type Scope = Community;
    type Value = Places;
    const NAME: &'static str = "places";
    fn default() -> Places {
        Places::Anywhere
    }
}

/// The role a member needs to create rooms (`config rol`; Discord's role
/// id). `None`: everyone may.
pub struct CreatorRole;

impl Setting for CreatorRole {
    type Scope = Community;
    type Value = Option<String>;
    const NAME: &'static str = "role";
    fn default() -> Option<String> {
        None
    }
}

/// The players an admin took off this community's leaderboards (`config
/// ocultos`), as owner keys (`discord:123`). A rating belongs to its
/// player across the platform, so no community may change it; what a
/// community's admins decide is whom their own table shows.
pub struct HiddenPlayers;

/// The most players one community hides.
pub const MAX_HIDDEN: usize = 50;

impl Setting for HiddenPlayers {
    type Scope = Community;
    type Value = Vec<String>;
    const NAME: &'static str = "hidden";
    fn default() -> Vec<String> {
        Vec::new()
    }
}

/// The game of a room when `crear` names none (`config juego`).
pub struct DefaultGame;

impl Setting for DefaultGame {
    type Scope = Community;
    type Value = Variant;
    const NAME: &'static str = "game";
    fn default() -> Variant {
        Variant::default()
    }
}

/// The language of a channel that has not chosen one (`config idioma`).
pub struct DefaultLanguage;

impl Setting for DefaultLanguage {
    type Scope = Community;
    type Value = Lang;
    const NAME: &'static str = "language";
    fn default() -> Lang {
        Lang::default()
    }
}

/// Whether a room between two people is rated when `crear` does not say
/// (`config puntuada`).
pub struct DefaultRated;

impl Setting for DefaultRated {
    type Scope = Community;
    type Value = bool;
    const NAME: &'static str = "rated";
    fn default() -> bool {
        true
    }
}

/// Whether the bot mentions anyone at all in the community (`config
/// avisos`): off, "your turn" names players without pinging them, whatever
/// each one chose.
pub struct CommunityPings;

impl Setting for CommunityPings {
    type Scope = Community;
    type Value = bool;
    const NAME: &'static str = "pings";
    fn default() -> bool {
        true
    }
}

/// The most open rooms one player may sit in at once in the community
/// (`config salas`).
pub struct RoomsPerPlayer;

/// The bounds of [`RoomsPerPlayer`].
pub const ROOMS_PER_PLAYER: std::ops::RangeInclusive<u32> = 1..=25;

impl Setting for RoomsPerPlayer {
    type Scope = Community;
    type Value = u32;
    const NAME: &'static str = "rooms";
    fn default() -> u32 {
        3
    }
}

/// Whether anyone may organise tournaments (`true`), or only the
/// community's admins (`false`, the default: a tournament opens rooms and
/// pings dozens of players).
pub struct AnyoneOrganises;

impl Setting for AnyoneOrganises {
    type Scope = Community;
    type Value = bool;
    const NAME: &'static str = "organisers";
    fn default() -> bool {
        false
    }
}

/// Whether each game gets a thread of its own where the platform has
/// threads (`config hilos`). `None`: the platform's default (on Discord,
/// off on Matrix).
pub struct Threads;

impl Setting for Threads {
    type Scope = Community;
    type Value = Option<bool>;
    const NAME: &'static str = "threads";
    fn default() -> Option<bool> {
        None
    }
}
