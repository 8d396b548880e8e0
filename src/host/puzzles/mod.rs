//! Puzzles ("score in N") wherever the bot is: `problema [juego]` gives
//! the asker a puzzle near their puzzle rating that they were not given
//! in the last 30 days ([`crate::puzzles::choose`]); they answer with the
//! picker (buttons and menus), a typed `problema ACTION`, or the page's
//! form; the bot plays the defender's replies; a wrong answer shows the
//! defence that stops it and the solution; `problema pista` gives a
//! hint. Each attempt moves the person's puzzle rating and the puzzle's
//! own in opposite directions.
//!
//! The wing borrows the [`Desk`] (the records in the store, a lock per
//! person, the puzzles' ratings as last seen) and the settings; what a
//! person is solving is kept in the store, so an answer may come to any
//! process, after a restart too. Everything it says is the asker's alone,
//! but for the community's puzzle of the day ([`daily`]).

pub(in crate::host) mod archive;
pub(in crate::host) mod board;
pub(in crate::host) mod button;
pub mod daily;
pub(in crate::host) mod said;
pub(in crate::host) mod verb;
pub(in crate::host) mod wing;
pub use verb::PuzzleCommand;
pub(in crate::host) use wing::Puzzles;

/// The puzzles' command.
pub static COMMANDS: &[crate::host::dispatch::spec::Spec] =
    &[crate::host::dispatch::spec::spec_of::<PuzzleCommand>()];

/// The puzzles' place in the registry: its commands after those of the wings
/// before it.
#[linkme::distributed_slice(crate::host::dispatch::registry::WINGS)]
static WING: crate::host::dispatch::registry::Wing = crate::host::dispatch::registry::Wing {
    order: 3,
    commands: COMMANDS,
};

pub use button::PuzzleButton;
