//! The refusals in English: the engine's own `Display` texts, except the
//! syntax errors that quote user text, which are quoted safely here.

use super::QUOTED;
use crate::engine::SyntaxError;
use crate::i18n::plain;

/// Why the text is not an action, in English.
pub(super) fn syntax(error: &SyntaxError) -> String {
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
