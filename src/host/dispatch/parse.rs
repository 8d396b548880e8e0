//! The one parser every platform shares: a command's first word (or its
//! first two) names its spec, whose reader takes the words after it.

use super::languages::of_word;
use crate::host::command::error::{CommandError, MAX_COMMAND_LEN, truncate};
use crate::host::command::value::Command;

/// Reads a command (without its root): its first word (or its first two)
/// names a spec, whose reader takes the words after it (a choice's label in any language read
/// as its value).
pub fn parse(text: &str) -> Result<Command, CommandError> {
    if text.chars().count() > MAX_COMMAND_LEN {
        return Err(CommandError::TooLong {
            max: MAX_COMMAND_LEN,
        });
    }
    let mut words = text.split_whitespace();
    let Some(first) = words.next() else {
        return Err(CommandError::Empty);
    };
    let rest: Vec<&str> = words.collect();
    // A command of two words (`reglas pieza`) before one of its first.
    let two = (rest.first()).and_then(|second| of_word(&format!("{first} {second}")));
    match (two, of_word(first)) {
        (Some(spec), _) => (spec.read)(&spec.choice_values(&rest[1..])),
        (None, Some(spec)) => (spec.read)(&spec.choice_values(&rest)),
        (None, None) => Err(CommandError::Unknown(truncate(first, 30))),
    }
}
