//! What a command does: a type of its wing ([`Verb`]), run with what it
//! may reach ([`At`]), listed once in the [`registry`], from which the one
//! parser every platform shares, Discord's registration, the help and the
//! buttons are made. Spanish words first, English aliases too; the
//! adapter strips its root (`/futbol`, `!futbol`). What a command says
//! and reads without running is [`crate::host::command`]'s.

pub mod answer;
pub mod at;
pub mod languages;
pub mod parse;
pub mod registry;
pub mod spec;
pub mod verb;

pub use crate::host::command::kind::Arg;
pub use answer::{Answer, Ask, Audience, Button};
pub use at::At;
pub use parse::parse;
pub use registry::end_lines;
pub use spec::{Spec, game_id, no_arguments, spec_of};
pub use verb::{EndLine, Verb};

#[cfg(test)]
mod tests;
