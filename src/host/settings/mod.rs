//! The settings' wing: the commands that change what people chose, one
//! type each. What they chose, as the host reads it, is `prefs.rs`.

pub(in crate::host) mod config;
pub(in crate::host) mod language;
pub mod pings;
pub(in crate::host) mod vacation;
pub(in crate::host) mod zone;

pub use config::SettingsCommand;
pub use language::LanguageCommand;
pub use pings::PingsCommand;
pub use vacation::Vacation;
pub use zone::ZoneCommand;

/// The settings' commands, in the order help lists them.
pub static COMMANDS: &[Spec] = &[
    spec_of::<PingsCommand>(),
    spec_of::<ZoneCommand>(),
    spec_of::<Vacation>(),
    spec_of::<LanguageCommand>(),
    spec_of::<SettingsCommand>(),
];

/// The settings' place in the registry: its commands after those of the wings
/// before it.
#[linkme::distributed_slice(crate::host::dispatch::registry::WINGS)]
static WING: crate::host::dispatch::registry::Wing = crate::host::dispatch::registry::Wing {
    order: 1,
    commands: COMMANDS,
};

use crate::host::dispatch::spec::{Spec, spec_of};
