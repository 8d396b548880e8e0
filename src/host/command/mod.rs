//! What a command is: the parsed [`Command`], the one parser every
//! platform shares, and (in [`spec`]) one spec per command from which the
//! parser, Discord's registration and the help are made. Spanish words
//! first, English aliases too; the adapter strips its root (`/futbol`,
//! `!futbol`).

mod comforts;
mod config;
mod kind;
mod languages;
mod puzzle;
mod readers;
mod spec;
mod tournament;
pub mod typed;

pub use config::{ConfigChange, MAX_CHANNELS, SettingError, SettingKey};
pub use kind::{Choice, Kind, language, seat_word};
pub use puzzle::{DailyPlan, PuzzleAsk};
pub use spec::{Arg, SPECS, Spec, Verb};
pub use tournament::{DEFAULT_ARENA_MINUTES, DEFAULT_ROUNDS, Format, STEPS, TournamentCommand};

use super::clock::TimeChoice;
use crate::engine::Variant;
use crate::engine::search::Level;
use crate::i18n::Lang;
use thiserror::Error;

/// What `vacaciones` asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VacationAsk {
    /// Say how much is used and whether one runs.
    Show,
    /// Stop the clocks for this many seconds more.
    Start(u64),
    /// End the running one now.
    End,
}

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
    /// `crear [game] [seat] [time] [casual]`: open a room in this channel.
    Create {
        /// The rule set (unsaid: the community's default game).
        variant: Option<Variant>,
        /// The creator's seat.
        seat: SeatChoice,
        /// The time per move.
        time: TimeChoice,
        /// A person joins by the code, or the engine takes the other seat
        /// at once, at this level (1–8).
        computer: Option<Level>,
        /// Its games change no rating (`casual`), or do (`puntuada`,
        /// `rated`); unsaid: the community's default.
        casual: Option<bool>,
    },
    /// `tiempo +1d`: give the opponent more time for this move.
    GiveTime(u64),
    /// `avisos no|si`: whether "your turn" mentions this user.
    Pings(bool),
    /// `avisos resumen [18h]`: one summary a day at this hour (the user's
    /// zone) instead of a mention on every board.
    Digest(u8),
    /// `zona [Europe/Madrid]`: the user's time zone, or which one is set.
    Zone(Option<String>),
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
    /// `vacaciones [3d|fin]`: stop one's clocks for a while, end that, or
    /// say how much is left.
    Vacation(VacationAsk),
    /// `deshacer`: ask to take back one's last action, or accept the
    /// opponent's request; `deshacer si|no`: answer it.
    Takeback(Option<bool>),
    /// `revancha`: ask for the next game with colours swapped.
    Rematch,
    /// `ver`: post the board again; `ver texto`: the position in words,
    /// privately, for those who cannot see the picture.
    Show {
        /// In words, not as a picture.
        text: bool,
    },
    /// `salir`: stop watching, or (a player) leave the game.
    Leave,
    /// `reglas [game]`: the rules in short.
    Rules {
        /// Which game; the channel's by default.
        variant: Option<Variant>,
    },
    /// `ayuda`: the list of commands.
    Help,
    /// `sala`: this channel's room in words (its code to pass on, its
    /// link, who sits where).
    Room,
    /// `tablero`: the live board as a widget of this Matrix room.
    Widget,
    /// `idioma CODE` (`es`, `en`, `ar`, `ru`, `pt`, `fr`, `de`, `it`): the
    /// channel's language.
    Language(Lang),
    /// `historial`: the channel's last archived games and the user's own.
    History,
    /// `perfil [@player]`: a player's ratings, results and rating chart
    /// (the asker's own by default).
    Profile {
        /// The player as written: a mention (`<@123>`, `@bob:server`) or
        /// an id; the host reads it for the request's platform.
        player: Option<String>,
    },
    /// `ranking [game] [global]`: the community's leaderboard, or the
    /// platform's.
    Leaderboard {
        /// Which game; the channel's room's, else `futbol`.
        variant: Option<Variant>,
        /// The whole platform's table instead of the community's.
        global: bool,
    },
    /// `partida [ID]`: an archived game's record, or the room's current one.
    Game {
        /// The archive id.
        id: Option<u64>,
    },
    /// `analizar [ID]`: an archived game's analysis (the channel's last
    /// game by default).
    Analyse {
        /// The archive id.
        id: Option<u64>,
    },
    /// `ajustes [KEY VALUE…]`: the community's settings, or (its admins)
    /// a change to one.
    Config(Option<ConfigChange>),
    /// `torneo crear|unirse|empezar|retirarse|ver …`: a tournament.
    Tournament(TournamentCommand),
    /// `problema …`: a puzzle, an answer, a hint, the puzzle of the day.
    Puzzle(PuzzleAsk),
    /// A typed command (`seguir`), read by its own type.
    Typed(typed::Typed),
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

/// Reads a command (without its root): its first word names a spec, whose
/// reader takes the words after it (a choice's label in any language read
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
    match Spec::of_word(first) {
        Some(spec) => (spec.read)(&spec.choice_values(&rest)),
        None => Err(CommandError::Unknown(truncate(first, 30))),
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
            Command::Puzzle(PuzzleAsk::Answer(action)) if long(action) => {
                Err(CommandError::TooLong {
                    max: MAX_COMMAND_LEN,
                })
            }
            Command::Move { action } if action.trim().is_empty() => Err(CommandError::NeedsAction),
            _ => Ok(()),
        }
    }
}

/// At most `n` characters of `text`, for quoting user input safely.
pub fn truncate(text: &str, n: usize) -> String {
    text.chars().take(n).collect()
}

#[cfg(test)]
mod tests;
