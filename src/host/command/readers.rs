//! The readers of the commands whose words come in any order (`crear`,
//! `ranking`): each word is tried as each of the command's kinds.

use super::kind::variant;
use super::{Command, CommandError, truncate};
use crate::engine::search::Level;
use crate::host::clock::{TimeChoice, TimeError, time_word};

pub(super) fn create(rest: &[&str]) -> Result<Command, CommandError> {
    let mut chosen_variant = None;
    let mut seat = None;
    let mut time = None;
    let mut computer = None;
    let mut casual = None;
    let mut words = rest.iter();
    while let Some(word) = words.next() {
        if let Some(choice) = super::kind::rated_word(word) {
            if casual.replace(!choice).is_some() {
                return Err(CommandError::Unexpected(truncate(word, 30)));
            }
            continue;
        }
        // `contra bot [nivel]` / `vs bot [level]`.
        if matches!(word.to_lowercase().as_str(), "contra" | "vs" | "against") {
            match words.next().map(|w| w.to_lowercase()).as_deref() {
                Some("bot" | "ordenador" | "computer") => {}
                _ => return Err(CommandError::Unexpected(truncate(word, 30))),
            }
            let rest = words.as_slice();
            let level = match rest.first() {
                Some(next) if next.starts_with(|c: char| c.is_ascii_digit()) => {
                    words.next();
                    match next.parse::<Level>() {
                        Ok(level) => level,
                        Err(_) => return Err(CommandError::BadLevel(truncate(next, 10))),
                    }
                }
                _ => Level::DEFAULT,
            };
            computer = Some(level);
            continue;
        }
        if let Some(choice) = time_word(word) {
            if time.is_some() {
                return Err(CommandError::Unexpected(truncate(word, 30)));
            }
            time = Some(choice.map_err(|error| time_error(error, word))?);
            continue;
        }
        match (super::kind::seat_word(word), seat, chosen_variant) {
            (Some(s), None, _) => seat = Some(s),
            (None, _, None) => chosen_variant = Some(variant(word)?),
            _ => return Err(CommandError::Unexpected(truncate(word, 30))),
        }
    }
    Ok(Command::Create {
        variant: chosen_variant,
        seat: seat.unwrap_or_default(),
        time: time.unwrap_or(TimeChoice::Default),
        computer,
        casual,
    })
}

pub(super) fn leaderboard(rest: &[&str]) -> Result<Command, CommandError> {
    let (mut variant_chosen, mut global) = (None, None);
    for word in rest {
        let scope = super::kind::scope_word(word);
        match (scope, global, variant_chosen) {
            (Some(all), None, _) => global = Some(all),
            (None, _, None) => variant_chosen = Some(variant(word)?),
            _ => return Err(CommandError::Unexpected(truncate(word, 30))),
        }
    }
    Ok(Command::Leaderboard {
        variant: variant_chosen,
        global: global.unwrap_or(false),
    })
}

pub(super) fn time_error(error: TimeError, word: &str) -> CommandError {
    match error {
        TimeError::Unreadable => CommandError::BadTime(truncate(word, 30)),
        TimeError::OutOfRange => CommandError::TimeOutOfRange,
    }
}
