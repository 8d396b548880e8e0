//! What a command says and reads, below what it does: its arguments'
//! kinds, its errors, the values some commands carry, and a read command
//! as a value ([`Command`]), which a request may carry. What a command
//! does, and the registry of every command, are
//! [`crate::host::dispatch`]'s.

pub mod asks;
pub mod config;
pub mod error;
pub mod kind;
pub mod kinds;
pub mod puzzle;
pub mod tournament;
pub mod value;

pub use asks::{SeatChoice, VacationAsk};
pub use config::{ConfigChange, MAX_CHANNELS, SettingError, SettingKey};
pub use error::{CommandError, MAX_COMMAND_LEN, not_too_long, truncate};
pub use kind::{
    Choice, Kind, digest_word, es_en, form_word, hour_word, language, rated_word, scope_word,
    seat_word, time_error, toggle, variant,
};
pub use kinds::codes;
pub use puzzle::{DailyPlan, PuzzleAsk, puzzle};
pub use tournament::tournament;
pub use tournament::{DEFAULT_ARENA_MINUTES, DEFAULT_ROUNDS, Format, STEPS, TournamentCommand};
pub use value::Command;
