//! The one command parser every platform shares. Spanish words first,
//! English aliases too; the adapter strips its root (`/futbol`, `!futbol`).

use super::clock::{TimeChoice, TimeError, parse_duration, time_word};
use crate::engine::Variant;
use crate::engine::search::Level;
use crate::i18n::Lang;
use thiserror::Error;

/// Which seat the creator takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SeatChoice {
    /// White (the default).
    #[default]
    White,
    /// Black.
    Black,
    /// Decided by a coin toss.
    Random,
    /// One user plays both sides.
    Local,
}

/// A command, parsed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// `crear [game] [seat]`: open a room in this channel.
    Create {
        /// The rule set (default `futbol`).
        variant: Variant,
        /// The creator's seat.
        seat: SeatChoice,
        /// The time per move.
        time: TimeChoice,
        /// A person joins by the code, or the engine takes the other seat
        /// at once, at this level (1–8).
        computer: Option<Level>,
    },
    /// `tiempo +1d`: give the opponent more time for this move.
    GiveTime(u64),
    /// `avisos no|si`: whether "your turn" mentions this user.
    Pings(bool),
    /// `unirse CODE`: take the free seat, or watch.
    Join {
        /// The room code, upper case.
        code: String,
    },
    /// `mover ACTION`: play an action (a whole `boyer` turn, or its next
    /// steps while one is being built).
    Move {
        /// The action as typed.
        action: String,
    },
    /// `rendirse`: give up the game.
    Resign,
    /// `tablas`: offer a draw, or accept the opponent's offer.
    Draw,
    /// `revancha`: ask for the next game with colours swapped.
    Rematch,
    /// `ver`: post the board again.
    Show,
    /// `salir`: stop watching, or (a player) leave the game.
    Leave,
    /// `reglas [game]`: the rules in short.
    Rules {
        /// Which game; the channel's by default.
        variant: Option<Variant>,
    },
    /// `ayuda`: the list of commands.
    Help,
    /// `idioma es|en|ar|ru`: the channel's language.
    Language(Lang),
    /// `historial`: the channel's last archived games and the user's own.
    History,
    /// `partida [ID]`: an archived game's record, or the room's current one.
    Game {
        /// The archive id.
        id: Option<u64>,
    },
}

/// A command word that takes no arguments, named in the error so the
/// reply can say it in the channel's language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verb {
    /// `rendirse` / `resign`.
    Resign,
    /// `tablas` / `draw`.
    Draw,
    /// `revancha` / `rematch`.
    Rematch,
    /// `ver` / `show`.
    Show,
    /// `salir` / `leave`.
    Leave,
}

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
    #[error("{0:?} takes no arguments, got `{1}`")]
    NoArguments(Verb, String),
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
    /// `contra bot` with a level outside 1–8.
    #[error("the computer's level is 1 to 8")]
    BadLevel(String),
    /// `avisos` without yes or no.
    #[error("pings: choose on or off")]
    NeedsPings,
}

/// The longest command text read, in characters; longer input is refused,
/// not truncated.
pub const MAX_COMMAND_LEN: usize = 200;

/// Reads a command (without its root).
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
    let word = first.to_lowercase();
    let no_args = |command: Command, verb: Verb| {
        if rest.is_empty() {
            Ok(command)
        } else {
            Err(CommandError::NoArguments(
                verb,
                truncate(&rest.join(" "), 30),
            ))
        }
    };
    match word.as_str() {
        "crear" | "create" | "new" => create(&rest),
        "unirse" | "join" => match rest.as_slice() {
            [code] => Ok(Command::Join {
                code: code.to_uppercase(),
            }),
            _ => Err(CommandError::NeedsCode),
        },
        "mover" | "move" | "m" => match rest.is_empty() {
            true => Err(CommandError::NeedsAction),
            false => Ok(Command::Move {
                action: rest.join(" "),
            }),
        },
        "rendirse" | "resign" => no_args(Command::Resign, Verb::Resign),
        "tablas" | "draw" => no_args(Command::Draw, Verb::Draw),
        "revancha" | "rematch" => no_args(Command::Rematch, Verb::Rematch),
        "ver" | "show" | "board" => no_args(Command::Show, Verb::Show),
        "salir" | "leave" => no_args(Command::Leave, Verb::Leave),
        "ayuda" | "help" => Ok(Command::Help),
        "reglas" | "rules" => match rest.as_slice() {
            [] => Ok(Command::Rules { variant: None }),
            [name] => variant(name).map(|v| Command::Rules { variant: Some(v) }),
            _ => Err(CommandError::RulesArguments),
        },
        "tiempo" | "time" => match rest.as_slice() {
            [word] => parse_duration(word.trim_start_matches('+'))
                .map(Command::GiveTime)
                .map_err(|error| time_error(error, word)),
            _ => Err(CommandError::NeedsTime),
        },
        "avisos" | "pings" => match rest.as_slice() {
            [word] => match word.to_lowercase().as_str() {
                "no" | "off" => Ok(Command::Pings(false)),
                "si" | "sí" | "on" | "yes" => Ok(Command::Pings(true)),
                _ => Err(CommandError::NeedsPings),
            },
            _ => Err(CommandError::NeedsPings),
        },
        "idioma" | "language" | "lang" => match rest.as_slice() {
            [word] => language(word)
                .map(Command::Language)
                .ok_or(CommandError::NeedsLanguage),
            _ => Err(CommandError::NeedsLanguage),
        },
        "historial" | "history" => Ok(Command::History),
        "partida" | "game" => match rest.as_slice() {
            [] => Ok(Command::Game { id: None }),
            [id] => match id.trim_start_matches('#').parse::<u64>() {
                Ok(n) => Ok(Command::Game { id: Some(n) }),
                Err(_) => Err(CommandError::BadGameId(truncate(id, 20))),
            },
            _ => Err(CommandError::BadGameId(truncate(&rest.join(" "), 20))),
        },
        _ => Err(CommandError::Unknown(truncate(first, 30))),
    }
}

fn create(rest: &[&str]) -> Result<Command, CommandError> {
    let mut chosen_variant = None;
    let mut seat = None;
    let mut time = None;
    let mut computer = None;
    let mut words = rest.iter();
    while let Some(word) = words.next() {
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
        match (seat_word(word), seat, chosen_variant) {
            (Some(s), None, _) => seat = Some(s),
            (None, _, None) => chosen_variant = Some(variant(word)?),
            _ => return Err(CommandError::Unexpected(truncate(word, 30))),
        }
    }
    Ok(Command::Create {
        variant: chosen_variant.unwrap_or_default(),
        seat: seat.unwrap_or_default(),
        time: time.unwrap_or_default(),
        computer,
    })
}

fn time_error(error: TimeError, word: &str) -> CommandError {
    match error {
        TimeError::Unreadable => CommandError::BadTime(truncate(word, 30)),
        TimeError::OutOfRange => CommandError::TimeOutOfRange,
    }
}

/// A seat as players write it (`negras`, `black`, …).
pub fn seat_word(word: &str) -> Option<SeatChoice> {
    match word.to_lowercase().as_str() {
        "local" => Some(SeatChoice::Local),
        "blancas" | "white" => Some(SeatChoice::White),
        "negras" | "black" => Some(SeatChoice::Black),
        "azar" | "random" => Some(SeatChoice::Random),
        _ => None,
    }
}

/// A language as players write it (`es`, `english`, `العربية`, `русский`,
/// …), in any case.
pub fn language(word: &str) -> Option<Lang> {
    match word.to_lowercase().as_str() {
        "es" | "español" | "espanol" | "spanish" => Some(Lang::Es),
        "en" | "english" | "inglés" | "ingles" => Some(Lang::En),
        "ar" | "arabic" | "árabe" | "arabe" | "العربية" | "عربي" => Some(Lang::Ar),
        "ru" | "russian" | "ruso" | "русский" | "рус" => Some(Lang::Ru),
        _ => None,
    }
}

impl Command {
    /// Checks a command that an adapter built from typed input (a form, a
    /// slash command's options) against the limits text input has.
    pub fn check(&self) -> Result<(), CommandError> {
        let long = |text: &str| text.chars().count() > MAX_COMMAND_LEN;
        match self {
            Command::Move { action } if long(action) => Err(CommandError::TooLong {
                max: MAX_COMMAND_LEN,
            }),
            Command::Join { code } if long(code) => Err(CommandError::TooLong {
                max: MAX_COMMAND_LEN,
            }),
            Command::Move { action } if action.trim().is_empty() => Err(CommandError::NeedsAction),
            _ => Ok(()),
        }
    }
}

fn variant(word: &str) -> Result<Variant, CommandError> {
    word.parse()
        .map_err(|_| CommandError::NotAGame(truncate(word, 30)))
}

/// At most `n` characters of `text`, for quoting user input safely.
pub fn truncate(text: &str, n: usize) -> String {
    text.chars().take(n).collect()
}

#[cfg(test)]
mod tests;
