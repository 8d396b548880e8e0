//! The one command parser every platform shares. Spanish words first,
//! English aliases too; the adapter strips its root (`/futbol`, `!futbol`).

use crate::engine::Variant;
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
    },
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
    /// `idioma es|en`: the channel's language.
    Language(Lang),
}

/// A command that could not be read; the reply quotes it.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum CommandError {
    /// Nothing after the root.
    #[error("empty command")]
    Empty,
    /// The first word is not a command.
    #[error("unknown command `{0}`")]
    Unknown(String),
    /// A command's argument is missing or wrong.
    #[error("`{command}`: {problem}")]
    Argument {
        /// The command word.
        command: &'static str,
        /// What is wrong.
        problem: String,
    },
}

/// The longest command text read; longer input is refused, not truncated.
pub const MAX_COMMAND_LEN: usize = 200;

/// Reads a command (without its root).
pub fn parse(text: &str) -> Result<Command, CommandError> {
    if text.len() > MAX_COMMAND_LEN {
        return Err(CommandError::Unknown(format!("{}…", truncate(text, 20))));
    }
    let mut words = text.split_whitespace();
    let Some(first) = words.next() else {
        return Err(CommandError::Empty);
    };
    let rest: Vec<&str> = words.collect();
    let word = first.to_lowercase();
    let no_args = |command: Command, name: &'static str| {
        if rest.is_empty() {
            Ok(command)
        } else {
            Err(argument(
                name,
                format!("takes no arguments, got `{}`", rest.join(" ")),
            ))
        }
    };
    match word.as_str() {
        "crear" | "create" | "new" => create(&rest),
        "unirse" | "join" => match rest.as_slice() {
            [code] => Ok(Command::Join {
                code: code.to_uppercase(),
            }),
            _ => Err(argument("unirse", "needs the 4-letter room code".into())),
        },
        "mover" | "move" | "m" => match rest.is_empty() {
            true => Err(argument("mover", "needs an action, like e3-e4".into())),
            false => Ok(Command::Move {
                action: rest.join(" "),
            }),
        },
        "rendirse" | "resign" => no_args(Command::Resign, "rendirse"),
        "tablas" | "draw" => no_args(Command::Draw, "tablas"),
        "revancha" | "rematch" => no_args(Command::Rematch, "revancha"),
        "ver" | "show" | "board" => no_args(Command::Show, "ver"),
        "salir" | "leave" => no_args(Command::Leave, "salir"),
        "ayuda" | "help" => Ok(Command::Help),
        "reglas" | "rules" => match rest.as_slice() {
            [] => Ok(Command::Rules { variant: None }),
            [name] => variant(name, "reglas").map(|v| Command::Rules { variant: Some(v) }),
            _ => Err(argument("reglas", "takes at most a game name".into())),
        },
        "idioma" | "language" | "lang" => match rest.as_slice() {
            ["es" | "español" | "espanol" | "spanish"] => Ok(Command::Language(Lang::Es)),
            ["en" | "english" | "inglés" | "ingles"] => Ok(Command::Language(Lang::En)),
            _ => Err(argument("idioma", "choose es or en".into())),
        },
        _ => Err(CommandError::Unknown(truncate(first, 30))),
    }
}

fn create(rest: &[&str]) -> Result<Command, CommandError> {
    let mut chosen_variant = None;
    let mut seat = None;
    for word in rest {
        let lower = word.to_lowercase();
        let as_seat = match lower.as_str() {
            "local" => Some(SeatChoice::Local),
            "blancas" | "white" => Some(SeatChoice::White),
            "negras" | "black" => Some(SeatChoice::Black),
            "azar" | "random" => Some(SeatChoice::Random),
            _ => None,
        };
        match (as_seat, seat, chosen_variant) {
            (Some(s), None, _) => seat = Some(s),
            (None, _, None) => chosen_variant = Some(variant(word, "crear")?),
            _ => {
                return Err(argument(
                    "crear",
                    format!("unexpected `{}`", truncate(word, 30)),
                ));
            }
        }
    }
    Ok(Command::Create {
        variant: chosen_variant.unwrap_or_default(),
        seat: seat.unwrap_or_default(),
    })
}

fn variant(word: &str, command: &'static str) -> Result<Variant, CommandError> {
    word.parse().map_err(|_| {
        argument(
            command,
            format!(
                "`{}` is not a game: futbol, boyer or chessfootball",
                truncate(word, 30)
            ),
        )
    })
}

fn argument(command: &'static str, problem: String) -> CommandError {
    CommandError::Argument { command, problem }
}

/// At most `n` characters of `text`, for quoting user input safely.
pub fn truncate(text: &str, n: usize) -> String {
    text.chars().take(n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_spanish_and_english_words() {
        assert_eq!(
            parse("crear boyer negras"),
            Ok(Command::Create {
                variant: Variant::Boyer,
                seat: SeatChoice::Black
            })
        );
        assert_eq!(
            parse("create local"),
            Ok(Command::Create {
                variant: Variant::Futbol,
                seat: SeatChoice::Local
            })
        );
        assert_eq!(
            parse("UNIRSE abcd"),
            Ok(Command::Join {
                code: "ABCD".into()
            })
        );
        assert_eq!(
            parse("mover b1-c3  e5>e7"),
            Ok(Command::Move {
                action: "b1-c3 e5>e7".into()
            })
        );
        assert_eq!(parse("resign"), Ok(Command::Resign));
        assert_eq!(parse("tablas"), Ok(Command::Draw));
        assert_eq!(parse("idioma en"), Ok(Command::Language(Lang::En)));
        assert_eq!(
            parse("reglas chessfootball"),
            Ok(Command::Rules {
                variant: Some(Variant::ChessFootball)
            })
        );
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        assert_eq!(parse("  "), Err(CommandError::Empty));
        assert!(matches!(parse("bailar"), Err(CommandError::Unknown(_))));
        assert!(matches!(
            parse("unirse"),
            Err(CommandError::Argument { .. })
        ));
        assert!(matches!(
            parse("crear ajedrez"),
            Err(CommandError::Argument { .. })
        ));
        assert!(matches!(
            parse("crear futbol boyer"),
            Err(CommandError::Argument { .. })
        ));
        assert!(matches!(
            parse("rendirse ya"),
            Err(CommandError::Argument { .. })
        ));
        assert!(parse(&"x".repeat(500)).is_err());
    }
}
