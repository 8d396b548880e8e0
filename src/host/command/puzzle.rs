//! `problema [juego | pista | diario [HORA|no] | ACCIÓN]`: what a puzzle
//! command asks, read from the words after it.

use super::kind::hour_word;
use super::kind::variant;
use crate::engine::Variant;
use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;

/// What `problema` asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PuzzleAsk {
    /// The puzzle being solved, else a new one (of this rule set).
    Show(Option<Variant>),
    /// A hint.
    Hint,
    /// An answer (an action, as typed).
    Answer(String),
    /// The puzzle of the day.
    Daily(DailyPlan),
}

/// What `problema diario` asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DailyPlan {
    /// Start today's.
    Start,
    /// Post it in this channel every day from this hour (UTC); admins.
    At(u8),
    /// Stop posting it; admins.
    Off,
}

/// Reads the words after `problema`.
pub fn puzzle(rest: &[&str]) -> Result<PuzzleAsk, CommandError> {
    let lower = |word: &str| word.to_lowercase();
    let ask = match rest {
        [] => PuzzleAsk::Show(None),
        [word] if matches!(lower(word).as_str(), "pista" | "hint") => PuzzleAsk::Hint,
        [word, more @ ..] if matches!(lower(word).as_str(), "diario" | "daily") => match more {
            [] => PuzzleAsk::Daily(DailyPlan::Start),
            [off] if matches!(lower(off).as_str(), "no" | "off") => {
                PuzzleAsk::Daily(DailyPlan::Off)
            }
            [hour] => match hour_word(hour) {
                Some(hour) => PuzzleAsk::Daily(DailyPlan::At(hour)),
                None => return Err(CommandError::Unexpected(truncate(hour, 30))),
            },
            [_, extra, ..] => return Err(CommandError::Unexpected(truncate(extra, 30))),
        },
        [word] if variant(word).is_ok() => PuzzleAsk::Show(variant(word).ok()),
        words => PuzzleAsk::Answer(words.join(" ")),
    };
    Ok(ask)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_puzzle_command_reads_its_words() {
        let read = |words: &[&str]| puzzle(words);
        let ask = |ask| Ok(ask);
        assert_eq!(read(&[]), ask(PuzzleAsk::Show(None)));
        assert_eq!(read(&["Boyer"]), ask(PuzzleAsk::Show(Some(Variant::Boyer))));
        assert_eq!(read(&["pista"]), ask(PuzzleAsk::Hint));
        assert_eq!(read(&["e3>e8"]), ask(PuzzleAsk::Answer("e3>e8".into())));
        assert_eq!(read(&["diario"]), ask(PuzzleAsk::Daily(DailyPlan::Start)));
        assert_eq!(
            read(&["daily", "18h"]),
            ask(PuzzleAsk::Daily(DailyPlan::At(18)))
        );
        assert_eq!(
            read(&["diario", "no"]),
            ask(PuzzleAsk::Daily(DailyPlan::Off))
        );
        assert!(read(&["diario", "25h"]).is_err());
        assert!(read(&["diario", "18h", "x"]).is_err());
    }
}
