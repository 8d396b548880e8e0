//! The refusals in English: the engine's own `Display` texts, except the
//! syntax errors that quote user text, which are quoted safely here.

use super::QUOTED;
use crate::engine::{ActionError, SyntaxError};
use crate::i18n::plain;

/// Why an action was refused, in English.
pub(super) fn reason(error: &ActionError) -> String {
    match error {
        ActionError::Syntax(e) => syntax(e),
        ActionError::Illegal(e) => e.to_string(),
    }
}

/// Why the text is not an action, in English.
fn syntax(error: &SyntaxError) -> String {
    match error {
        SyntaxError::Empty => error.to_string(),
        SyntaxError::NotASquare(s) => format!("{} is not a square", plain(s, QUOTED)),
        SyntaxError::Unrecognized(t) => format!(
            "“{}” is not an action: write c3-d4, c3xd4, e3>c5 or --",
            plain(t, QUOTED)
        ),
        SyntaxError::NotAPiece(t) => format!("“{}” is not a piece letter here", plain(t, QUOTED)),
        SyntaxError::BoyerHasNoCaptures
        | SyntaxError::SkipNotAlone
        | SyntaxError::NotABoyerToken
        | SyntaxError::TurnTooLong => error.to_string(),
    }
}
