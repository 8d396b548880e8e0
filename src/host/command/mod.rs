//! What a command is: a type of its wing ([`Verb`]), read as a value
//! ([`Command`]) by the one parser every platform shares, and listed once
//! in [`REGISTRY`], from which the parser, Discord's registration, the
//! help and the buttons are made. Spanish words first, English aliases
//! too; the adapter strips its root (`/futbol`, `!futbol`).

pub mod answer;
pub mod asks;
pub mod at;
pub mod config;
pub mod error;
pub mod kind;
pub mod kinds;
pub mod languages;
pub mod parse;
pub mod press;
pub mod puzzle;
pub mod registry;
pub mod spec;
pub mod tournament;
pub mod verb;

pub use answer::{Answer, Ask, Audience, Button};
pub use asks::{SeatChoice, VacationAsk};
pub use at::At;
pub use config::{ConfigChange, MAX_CHANNELS, SettingError, SettingKey};
pub use error::{CommandError, MAX_COMMAND_LEN, not_too_long, truncate};
pub use kind::{
    Choice, Kind, digest_word, es_en, form_word, hour_word, language, rated_word, scope_word,
    seat_word, time_error, toggle, variant,
};
pub use kinds::codes;
pub use parse::parse;
pub(in crate::host) use press::press;
pub use puzzle::{DailyPlan, PuzzleAsk, puzzle};
pub use registry::{REGISTRY, end_lines};
pub use spec::{Arg, Command, Spec, game_id, no_arguments, spec_of};
pub use tournament::tournament;
pub use tournament::{DEFAULT_ARENA_MINUTES, DEFAULT_ROUNDS, Format, STEPS, TournamentCommand};
pub use verb::{EndLine, Verb};

#[cfg(test)]
mod tests;
