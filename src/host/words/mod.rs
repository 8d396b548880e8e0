//! The host's sentences about its own things: commands and their errors,
//! settings, clocks, holidays, summaries, the archive, tournaments and
//! missing permissions, as `impl Say` blocks in every language. They sit
//! beside the host they describe, so the text layer below (`crate::i18n`:
//! the languages, `Say`, the general sentences) imports nothing of the
//! host.

mod analysis;
mod archive;
mod clock;
mod commands;
mod digest;
mod errors;
mod lacking;
mod puzzles;
pub mod server;
mod tournament_run;
mod vacation;
mod widget;
