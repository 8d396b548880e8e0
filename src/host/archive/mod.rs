//! The archive's and the ratings' commands, one type each: the channel's
//! last games, a game's record and its analysis, a player's profile and
//! the leaderboards. What they read is the game flow's (`play/archive.rs`,
//! `play/ratings.rs`, `play/analysis.rs`).

pub(in crate::host) mod analyse;
pub(in crate::host) mod history;
pub(in crate::host) mod leaderboard;
pub(in crate::host) mod profile;
pub(in crate::host) mod record;

pub use analyse::Analyse;
pub use history::History;
pub use leaderboard::Leaderboard;
pub use profile::Profile;
pub use record::Record;

use crate::host::dispatch::spec::Spec;
use crate::host::dispatch::spec::spec_of;

/// The archive's and ratings' commands, in the order help lists them.
pub static COMMANDS: &[Spec] = &[
    spec_of::<History>(),
    spec_of::<Profile>(),
    spec_of::<Leaderboard>(),
    spec_of::<Record>(),
    spec_of::<Analyse>(),
];

/// The archive's and ratings' place in the registry: its commands after those of the wings
/// before it.
#[linkme::distributed_slice(crate::host::dispatch::registry::WINGS)]
static WING: crate::host::dispatch::registry::Wing = crate::host::dispatch::registry::Wing {
    order: 2,
    commands: COMMANDS,
};
