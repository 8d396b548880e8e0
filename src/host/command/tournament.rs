//! `torneo`: its steps (`crear`, `unirse`, `empezar`, `retirarse`, `ver`)
//! and the words `crear` reads in any order (a game, `rondas N`, `arena
//! 60m`, a time per move, `casual`).

use super::kind::time_error;
use super::kind::{rated_word, variant};
use crate::engine::Variant;
use crate::host::clock::{TimeChoice, parse_duration, time_word};
use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use serde::{Deserialize, Serialize};

/// How a tournament is played.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Format {
    /// A Swiss of this many rounds.
    Swiss {
        /// Rounds planned.
        rounds: usize,
    },
    /// An arena of this many minutes.
    Arena {
        /// How long it runs once started.
        minutes: u64,
    },
}

/// Rounds of a Swiss when `crear` does not say.
pub const DEFAULT_ROUNDS: usize = 5;

/// Minutes of an arena when `arena` names no length.
pub const DEFAULT_ARENA_MINUTES: u64 = 60;

/// The most rounds a Swiss may plan, and minutes an arena may last.
const MOST_ROUNDS: usize = 20;
const MOST_ARENA_MINUTES: u64 = 24 * 60;

/// What `torneo` is asked to do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TournamentCommand {
    /// `torneo crear …`: open registration in this channel.
    Create {
        /// The rule set (unsaid: the community's default).
        variant: Option<Variant>,
        /// Swiss of N rounds, or an arena of M minutes.
        format: Format,
        /// The time per move of its games.
        time: TimeChoice,
        /// Its games change no rating (unsaid: the community's default).
        casual: Option<bool>,
    },
    /// `torneo unirse [ID]`: register.
    Join(Option<u64>),
    /// `torneo empezar [ID]`: the organiser starts it.
    Start(Option<u64>),
    /// `torneo retirarse [ID]`: withdraw from the next round on.
    Withdraw(Option<u64>),
    /// `torneo ver [ID]`: its state and standings.
    Show(Option<u64>),
}

/// A step's words: Spanish, English.
pub const STEPS: [(&str, &str); 5] = [
    ("crear", "create"),
    ("unirse", "join"),
    ("empezar", "start"),
    ("retirarse", "withdraw"),
    ("ver", "show"),
];

/// Reads the words after `torneo`.
pub fn tournament(rest: &[&str]) -> Result<TournamentCommand, CommandError> {
    let Some((step, rest)) = rest.split_first() else {
        return Err(CommandError::NeedsStep);
    };
    let step = step.to_lowercase();
    let Some(at) = STEPS.iter().position(|(es, en)| *es == step || *en == step) else {
        return Err(CommandError::NeedsStep);
    };
    let id = || match rest {
        [] => Ok(None),
        [word] => word
            .trim_start_matches('#')
            .parse::<u64>()
            .map(Some)
            .map_err(|_| CommandError::BadCount(truncate(word, 20))),
        [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
    };
    let command = match at {
        0 => create(rest)?,
        1 => TournamentCommand::Join(id()?),
        2 => TournamentCommand::Start(id()?),
        3 => TournamentCommand::Withdraw(id()?),
        _ => TournamentCommand::Show(id()?),
    };
    Ok(command)
}

/// A count after its word (`rondas 5`, `arena 90`), within `1..=most`.
fn count(word: Option<&&str>, most: u64) -> Result<u64, CommandError> {
    let word = word.ok_or_else(|| CommandError::BadCount(String::new()))?;
    match word.parse::<u64>() {
        Ok(n) if (1..=most).contains(&n) => Ok(n),
        _ => Err(CommandError::BadCount(truncate(word, 20))),
    }
}

fn create(rest: &[&str]) -> Result<TournamentCommand, CommandError> {
    let (mut chosen, mut format, mut time, mut casual) = (None, None, None, None);
    let mut words = rest.iter().peekable();
    while let Some(word) = words.next() {
        let lower = word.to_lowercase();
        let twice = || CommandError::Unexpected(truncate(word, 30));
        if matches!(lower.as_str(), "rondas" | "rounds" | "swiss" | "suizo") {
            let rounds = match lower.as_str() {
                "rondas" | "rounds" => count(words.next(), MOST_ROUNDS as u64)? as usize,
                _ => DEFAULT_ROUNDS,
            };
            if format.replace(Format::Swiss { rounds }).is_some() {
                return Err(twice());
            }
            continue;
        }
        if lower == "arena" {
            // A length in minutes (`arena 90`) or as a time (`arena 2h`).
            let minutes = match words.peek() {
                Some(next) if next.starts_with(|c: char| c.is_ascii_digit()) => {
                    let next = words.next().copied().unwrap_or_default();
                    match next.parse::<u64>() {
                        Ok(_) => count(Some(&next), MOST_ARENA_MINUTES)?,
                        Err(_) => match parse_duration(next) {
                            Ok(seconds) if (60..=MOST_ARENA_MINUTES * 60).contains(&seconds) => {
                                seconds / 60
                            }
                            _ => return Err(CommandError::BadCount(truncate(next, 20))),
                        },
                    }
                }
                _ => DEFAULT_ARENA_MINUTES,
            };
            if format.replace(Format::Arena { minutes }).is_some() {
                return Err(twice());
            }
            continue;
        }
        if let Some(rated) = rated_word(word) {
            if casual.replace(!rated).is_some() {
                return Err(twice());
            }
            continue;
        }
        if let Some(choice) = time_word(word) {
            if time.is_some() {
                return Err(twice());
            }
            time = Some(choice.map_err(|error| time_error(error, word))?);
            continue;
        }
        if chosen.replace(variant(word)?).is_some() {
            return Err(twice());
        }
    }
    Ok(TournamentCommand::Create {
        variant: chosen,
        format: format.unwrap_or(Format::Swiss {
            rounds: DEFAULT_ROUNDS,
        }),
        time: time.unwrap_or(TimeChoice::Default),
        casual,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::dispatch::parse;

    fn read(text: &str) -> Result<TournamentCommand, CommandError> {
        let command = parse(text)?;
        let step = command.get::<crate::host::tournament::verb::TournamentStep>();
        Ok(step
            .unwrap_or_else(|| panic!("{text} read as {command:?}"))
            .0
            .clone())
    }

    #[test]
    fn steps_and_their_words() {
        assert_eq!(
            read("torneo unirse 3"),
            Ok(TournamentCommand::Join(Some(3)))
        );
        assert_eq!(
            read("tournament join #3"),
            Ok(TournamentCommand::Join(Some(3)))
        );
        assert_eq!(read("torneo empezar"), Ok(TournamentCommand::Start(None)));
        assert_eq!(
            read("torneo retirarse"),
            Ok(TournamentCommand::Withdraw(None))
        );
        assert_eq!(read("torneo ver 12"), Ok(TournamentCommand::Show(Some(12))));
        assert_eq!(read("torneo"), Err(CommandError::NeedsStep));
        assert_eq!(read("torneo bailar"), Err(CommandError::NeedsStep));
        assert_eq!(
            read("torneo ver doce"),
            Err(CommandError::BadCount("doce".into()))
        );
        assert!(matches!(
            read("torneo ver 1 2"),
            Err(CommandError::Unexpected(_))
        ));
    }

    #[test]
    fn create_reads_its_words_in_any_order() {
        assert_eq!(
            read("torneo crear boyer rondas 7 1h casual"),
            Ok(TournamentCommand::Create {
                variant: Some(Variant::Boyer),
                format: Format::Swiss { rounds: 7 },
                time: TimeChoice::PerMove(3600),
                casual: Some(true),
            })
        );
        assert_eq!(
            read("tournament create arena 2h"),
            Ok(TournamentCommand::Create {
                variant: None,
                format: Format::Arena { minutes: 120 },
                time: TimeChoice::Default,
                casual: None,
            })
        );
        let arena = |text| match read(text) {
            Ok(TournamentCommand::Create { format, .. }) => Some(format),
            _ => None,
        };
        assert_eq!(
            arena("torneo crear arena"),
            Some(Format::Arena { minutes: 60 })
        );
        assert_eq!(
            arena("torneo crear arena 90"),
            Some(Format::Arena { minutes: 90 })
        );
        assert_eq!(arena("torneo crear"), Some(Format::Swiss { rounds: 5 }));
        assert_eq!(
            read("torneo crear rondas 0"),
            Err(CommandError::BadCount("0".into()))
        );
        assert_eq!(
            read("torneo crear rondas"),
            Err(CommandError::BadCount(String::new()))
        );
        assert!(matches!(
            read("torneo crear rondas 3 arena"),
            Err(CommandError::Unexpected(_))
        ));
        assert!(matches!(
            read("torneo crear ajedrez"),
            Err(CommandError::NotAGame(_))
        ));
    }
}
