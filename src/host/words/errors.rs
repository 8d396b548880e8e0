//! Why a command could not be read, in the channel's language
//! (`texts/locales/*/errors.ftl`). Every [`CommandError`] variant is
//! matched here, so the compiler tells when a new one lacks its words;
//! user text is quoted through [`plain`].

use crate::host::command::error::CommandError;
use crate::i18n::{Say, plain};
use futbol_texts::t;

/// The longest piece of user text a reply quotes.
const QUOTED: usize = 30;

impl Say {
    /// A command that could not be read: why, and what to type instead.
    pub fn command_error(self, error: &CommandError) -> String {
        let q = |text: &str| plain(text, QUOTED);
        let lang = self.0;
        match error {
            CommandError::Empty => t!(lang, error_empty),
            CommandError::TooLong { max } => t!(lang, error_too_long, max = *max),
            CommandError::Unknown(word) => t!(lang, error_unknown, word = q(word)),
            CommandError::NoArguments(verb, extra) => t!(
                lang,
                error_no_arguments,
                verb = crate::host::dispatch::registry::named(verb)
                    .map_or(*verb, |spec| self.word(spec)),
                extra = q(extra)
            ),
            CommandError::NeedsCode => t!(lang, error_needs_code),
            CommandError::NeedsAction => t!(lang, error_needs_action),
            CommandError::NotAGame(word) => t!(lang, error_not_a_game, word = q(word)),
            CommandError::RulesArguments => t!(lang, error_rules_arguments),
            CommandError::Unexpected(word) => t!(lang, error_unexpected, word = q(word)),
            CommandError::NeedsLanguage => {
                t!(
                    lang,
                    error_needs_language,
                    codes = crate::host::command::kinds::codes(", ")
                )
            }
            CommandError::BadGameId(word) => t!(lang, error_bad_game_id, word = q(word)),
            CommandError::BadTime(word) => t!(lang, error_bad_time, word = q(word)),
            CommandError::TimeOutOfRange => t!(lang, error_time_out_of_range),
            CommandError::BadVacation(word) => t!(lang, error_bad_vacation, word = q(word)),
            CommandError::NeedsPings => t!(lang, error_needs_pings),
            CommandError::NeedsStep => t!(lang, error_needs_step),
            CommandError::BadCount(word) => t!(lang, error_bad_count, word = q(word)),
            CommandError::Setting(error) => self.setting_error(error),
            CommandError::BadLevel(level) => t!(lang, error_bad_level, level = q(level)),
            CommandError::NeedsTime => t!(lang, error_needs_time),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::dispatch::parse;
    use crate::i18n::Lang;

    #[test]
    fn every_error_speaks_every_language_and_quotes_safely() {
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
            let said: Vec<String> = Lang::ALL
                .into_iter()
                .map(|lang| Say(lang).command_error(&error))
                .collect();
            for (i, a) in said.iter().enumerate() {
                for b in &said[i + 1..] {
                    assert_ne!(a, b, "{error:?}");
                }
            }
            for said in &said {
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
        assert!(Say(Lang::Ar).command_error(&long).contains("طويل جدًا"));
        assert!(
            Say(Lang::Ru)
                .command_error(&long)
                .contains("максимум символов: 200")
        );
    }
}
