//! Why a command could not be read, in the channel's language. Every
//! [`CommandError`] variant is matched here, so the compiler tells when a
//! new one lacks its words; user text is quoted through [`plain`].

use super::{Say, plain};
use crate::host::command::{CommandError, Verb};

/// The longest piece of user text a reply quotes.
const QUOTED: usize = 30;

impl Say {
    /// A command that could not be read.
    pub fn command_error(self, error: &CommandError) -> String {
        let q = |text: &str| plain(text, QUOTED);
        if self.es() {
            match error {
                CommandError::Empty => "Falta el comando. Escribe `ayuda`.".into(),
                CommandError::TooLong { max } => {
                    format!(
                        "El comando es demasiado largo (como mucho {max} caracteres). Escribe `ayuda`."
                    )
                }
                CommandError::Unknown(word) => {
                    format!("No conozco el comando «{}». Escribe `ayuda`.", q(word))
                }
                CommandError::NoArguments(verb, extra) => format!(
                    "`{}` no lleva nada más (sobra «{}»).",
                    self.verb(*verb),
                    q(extra)
                ),
                CommandError::NeedsCode => {
                    "`unirse` necesita el código de 4 letras de la sala.".into()
                }
                CommandError::NeedsAction => "`mover` necesita una jugada, como e3-e4.".into(),
                CommandError::NotAGame(word) => format!(
                    "«{}» no es un juego: futbol, boyer o chessfootball.",
                    q(word)
                ),
                CommandError::RulesArguments => {
                    "`reglas` lleva como mucho el nombre de un juego.".into()
                }
                CommandError::Unexpected(word) => format!(
                    "`crear` no entiende «{}»: escribe `crear [juego] [lado]`.",
                    q(word)
                ),
                CommandError::NeedsLanguage => "Elige el idioma: `idioma es` o `idioma en`.".into(),
                CommandError::BadGameId(word) => format!(
                    "«{}» no es un número de partida: escribe `partida 12` (los números salen en `historial`).",
                    q(word)
                ),
                CommandError::BadTime(word) => format!(
                    "No entiendo el tiempo «{}»: escribe un número y una unidad, como 30s, 5m, 2h, 1d o 3d, o `sin`.",
                    q(word)
                ),
                CommandError::TimeOutOfRange => "El tiempo por jugada va de 10s a 14d.".into(),
                CommandError::NeedsPings => "Escribe `avisos si` o `avisos no`.".into(),
                CommandError::BadLevel(level) => format!(
                    "«{}» no es un nivel: el ordenador juega del 1 al 8, como `crear contra bot 4`.",
                    q(level)
                ),
                CommandError::NeedsTime => {
                    "`tiempo` necesita el tiempo que das al rival, como `tiempo +1d`.".into()
                }
            }
        } else {
            match error {
                CommandError::Empty => "The command is missing. Type `help`.".into(),
                CommandError::TooLong { max } => {
                    format!("That command is too long (at most {max} characters). Type `help`.")
                }
                CommandError::Unknown(word) => {
                    format!("I don't know the command “{}”. Type `help`.", q(word))
                }
                CommandError::NoArguments(verb, extra) => format!(
                    "`{}` takes nothing more (“{}” is extra).",
                    self.verb(*verb),
                    q(extra)
                ),
                CommandError::NeedsCode => "`join` needs the room's 4-letter code.".into(),
                CommandError::NeedsAction => "`move` needs an action, like e3-e4.".into(),
                CommandError::NotAGame(word) => format!(
                    "“{}” is not a game: futbol, boyer or chessfootball.",
                    q(word)
                ),
                CommandError::RulesArguments => "`rules` takes at most a game name.".into(),
                CommandError::Unexpected(word) => format!(
                    "`create` does not understand “{}”: type `create [game] [side]`.",
                    q(word)
                ),
                CommandError::NeedsLanguage => {
                    "Choose the language: `language es` or `language en`.".into()
                }
                CommandError::BadGameId(word) => format!(
                    "“{}” is not a game number: write `game 12` (`history` lists them).",
                    q(word)
                ),
                CommandError::BadTime(word) => format!(
                    "I can't read the time “{}”: write a number and a unit, like 30s, 5m, 2h, 1d or 3d, or `none`.",
                    q(word)
                ),
                CommandError::TimeOutOfRange => "The time per move is between 10s and 14d.".into(),
                CommandError::NeedsPings => "Type `pings on` or `pings off`.".into(),
                CommandError::BadLevel(level) => format!(
                    "“{}” is not a level: the computer plays 1 to 8, like `create vs bot 4`.",
                    q(level)
                ),
                CommandError::NeedsTime => {
                    "`time` needs the time you give your opponent, like `time +1d`.".into()
                }
            }
        }
    }

    /// A command word as this language writes it.
    fn verb(self, verb: Verb) -> &'static str {
        match (self.es(), verb) {
            (true, Verb::Resign) => "rendirse",
            (true, Verb::Draw) => "tablas",
            (true, Verb::Rematch) => "revancha",
            (true, Verb::Show) => "ver",
            (true, Verb::Leave) => "salir",
            (false, Verb::Resign) => "resign",
            (false, Verb::Draw) => "draw",
            (false, Verb::Rematch) => "rematch",
            (false, Verb::Show) => "show",
            (false, Verb::Leave) => "leave",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::command::parse;
    use crate::i18n::Lang;

    #[test]
    fn every_error_speaks_both_languages_and_quotes_safely() {
        for text in [
            "",
            "bailar @everyone",
            "rendirse <@&1>",
            "unirse",
            "mover",
            "crear ajedrez",
            "reglas a b",
            "crear futbol @here",
            "idioma xx",
            "crear 5x",
            "crear 20d",
            "tiempo",
            "avisos quizá",
            "crear contra bot 0",
            &format!("mover {}", "e".repeat(250)),
        ] {
            let error = parse(text).expect_err(text);
            let es = Say(Lang::Es).command_error(&error);
            let en = Say(Lang::En).command_error(&error);
            assert_ne!(es, en, "{error:?}");
            for said in [&es, &en] {
                assert!(!said.contains("@everyone") && !said.contains("@here"));
                assert!(!said.contains("<@") && !said.contains("«»"), "{said}");
            }
        }
        let long = parse(&"x".repeat(300)).expect_err("too long");
        assert!(
            Say(Lang::Es)
                .command_error(&long)
                .contains("demasiado largo")
        );
        assert!(
            Say(Lang::En)
                .command_error(&long)
                .contains("too long (at most 200")
        );
    }
}
