//! A command that could not be read, and the limits text input has.

use super::config::SettingError;
use thiserror::Error;

/// A command that could not be read. Each reason is its own variant, so
/// `i18n` words it in every language; quoted user text is echoed only
/// through `i18n::plain`, so it never pings anyone.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum CommandError {
    /// Nothing after the root.
    #[error("empty command")]
    Empty,
    /// Longer than the parser reads.
    #[error("too long (at most {max} characters)")]
    TooLong {
        /// The limit, in characters.
        max: usize,
    },
    /// The first word is not a command.
    #[error("unknown command `{0}`")]
    Unknown(String),
    /// A command that takes no arguments was given some.
    #[error("{0} takes no arguments, got `{1}`")]
    NoArguments(&'static str, String),
    /// `unirse` without exactly one code.
    #[error("join needs the 4-letter room code")]
    NeedsCode,
    /// `mover` without an action.
    #[error("move needs an action")]
    NeedsAction,
    /// A game name that is not one of the three.
    #[error("`{0}` is not a game")]
    NotAGame(String),
    /// `reglas` with more than a game name.
    #[error("rules take at most a game name")]
    RulesArguments,
    /// A word `crear` does not know (or a second game or seat).
    #[error("create: unexpected `{0}`")]
    Unexpected(String),
    /// `idioma` without a known language.
    #[error("language: choose es, en, ar or ru")]
    NeedsLanguage,
    /// `partida` with something that is not a game number.
    #[error("not a game number: `{0}`")]
    BadGameId(String),
    /// A time that is not a number and a unit.
    #[error("`{0}` is not a time")]
    BadTime(String),
    /// `tiempo` without a time.
    #[error("time needs a time to give, like +1d")]
    NeedsTime,
    /// A time shorter than 10 s or longer than 14 d.
    #[error("a time is between 10s and 14d")]
    TimeOutOfRange,
    /// `vacaciones` with something other than a time from 1 h to 14 d, or
    /// `fin`.
    #[error("`{0}` is no vacation: 1h to 14d, or end")]
    BadVacation(String),
    /// `contra bot` with a level outside 1–8.
    #[error("the computer's level is 1 to 8")]
    BadLevel(String),
    /// `avisos` without yes or no.
    #[error("pings: choose on or off")]
    NeedsPings,
    /// `torneo` without one of its steps.
    #[error("tournament: create, join, start, withdraw or show")]
    NeedsStep,
    /// A tournament's id, rounds or minutes that are not a number in range.
    #[error("not a number in range: `{0}`")]
    BadCount(String),
    /// `ajustes` with words that do not read.
    #[error(transparent)]
    Setting(#[from] SettingError),
}

/// The longest command text read, in characters; longer input is refused,
/// not truncated.
pub const MAX_COMMAND_LEN: usize = 200;

/// A command's text from a form or an option, refused when longer than
/// typed text may be.
pub fn not_too_long(text: &str) -> Result<(), CommandError> {
    match text.chars().count() > MAX_COMMAND_LEN {
        true => Err(CommandError::TooLong {
            max: MAX_COMMAND_LEN,
        }),
        false => Ok(()),
    }
}

/// At most `n` characters of `text`, for quoting user input safely.
pub fn truncate(text: &str, n: usize) -> String {
    text.chars().take(n).collect()
}
