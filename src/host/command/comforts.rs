//! The readers of the slow games' commands: `deshacer`, `vacaciones`,
//! `avisos` (with its daily summary) and `zona`.

use super::kind::toggle;
use super::{Command, CommandError, VacationAsk, truncate};
use crate::host::clock::parse_duration;

/// The summary's hour when `avisos resumen` names none.
const DEFAULT_DIGEST_HOUR: u8 = 9;

/// `deshacer [si|no]`.
pub(super) fn takeback(rest: &[&str]) -> Result<Command, CommandError> {
    match rest {
        [] => Ok(Command::Takeback(None)),
        [word] => toggle(word)
            .map(|yes| Command::Takeback(Some(yes)))
            .ok_or_else(|| CommandError::Unexpected(truncate(word, 30))),
        [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
    }
}

/// `vacaciones [3d|fin]`: at least an hour (shorter is no holiday, and
/// each one is a save of every game).
pub(super) fn vacation(rest: &[&str]) -> Result<Command, CommandError> {
    match rest {
        [] => Ok(Command::Vacation(VacationAsk::Show)),
        [word] if matches!(word.to_lowercase().as_str(), "fin" | "end" | "stop") => {
            Ok(Command::Vacation(VacationAsk::End))
        }
        [word] => parse_duration(word)
            .ok()
            .filter(|&seconds| seconds >= 3_600)
            .map(|seconds| Command::Vacation(VacationAsk::Start(seconds)))
            .ok_or_else(|| CommandError::BadVacation(truncate(word, 30))),
        [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
    }
}

/// `avisos si|no`, `avisos resumen [18h]`.
pub(super) fn pings(rest: &[&str]) -> Result<Command, CommandError> {
    match rest {
        [word] if digest_word(word) => Ok(Command::Digest(DEFAULT_DIGEST_HOUR)),
        [word, hour] if digest_word(word) => hour_word(hour)
            .map(Command::Digest)
            .ok_or(CommandError::NeedsPings),
        [word] => toggle(word)
            .map(Command::Pings)
            .ok_or(CommandError::NeedsPings),
        _ => Err(CommandError::NeedsPings),
    }
}

/// `zona [NAME]`.
pub(super) fn zone(rest: &[&str]) -> Result<Command, CommandError> {
    match rest {
        [] => Ok(Command::Zone(None)),
        [name] => Ok(Command::Zone(Some(truncate(name, 64)))),
        [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
    }
}

/// `resumen` / `digest`: the summary instead of mentions.
pub(super) fn digest_word(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "resumen" | "digest" | "сводка"
    )
}

/// An hour of the day: `18h`, `18`, `18:00`.
pub(super) fn hour_word(word: &str) -> Option<u8> {
    let word = word.to_lowercase();
    let digits = word.trim_end_matches('h').trim_end_matches(":00");
    digits.parse::<u8>().ok().filter(|h| *h < 24)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_comforts_read_their_words() {
        assert_eq!(takeback(&["no"]), Ok(Command::Takeback(Some(false))));
        assert_eq!(takeback(&["yes"]), Ok(Command::Takeback(Some(true))));
        assert!(takeback(&["quizá"]).is_err());
        assert_eq!(
            vacation(&["3d"]),
            Ok(Command::Vacation(VacationAsk::Start(3 * 86_400)))
        );
        assert_eq!(vacation(&["FIN"]), Ok(Command::Vacation(VacationAsk::End)));
        assert!(vacation(&["15d"]).is_err(), "longer than 14 days");
        assert_eq!(
            vacation(&["30m"]),
            Err(CommandError::BadVacation("30m".into()))
        );
        assert_eq!(pings(&["digest", "18h"]), Ok(Command::Digest(18)));
        assert_eq!(pings(&["resumen", "7:00"]), Ok(Command::Digest(7)));
        assert_eq!(
            pings(&["resumen"]),
            Ok(Command::Digest(DEFAULT_DIGEST_HOUR))
        );
        assert_eq!(pings(&["resumen", "24h"]), Err(CommandError::NeedsPings));
        assert_eq!(pings(&["off"]), Ok(Command::Pings(false)));
        assert_eq!(
            zone(&["Europe/Madrid"]),
            Ok(Command::Zone(Some("Europe/Madrid".into())))
        );
    }
}
