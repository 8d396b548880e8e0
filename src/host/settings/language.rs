//! `idioma CÓDIGO` (`es`, `en`, `ar`, `ru`, `pt`, `fr`, `de`, `it`): the
//! channel's language.

use crate::community::settings::Language;
use crate::host::command::error::CommandError;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::language;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::{Lang, Say};
use futbol_texts::t;

/// `idioma`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LanguageCommand(pub Lang);

impl Verb for LanguageCommand {
    const NAME: &'static str = "language";
    const ES: &'static [&'static str] = &["idioma"];
    const EN: &'static [&'static str] = &["language", "lang"];
    const ARGS: &'static [Arg] = &[Arg::required(Kind::LANGUAGE)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_language)
    }

    fn read(rest: &[&str]) -> Result<LanguageCommand, CommandError> {
        match rest {
            [word] => language(word)
                .map(LanguageCommand)
                .ok_or(CommandError::NeedsLanguage),
            _ => Err(CommandError::NeedsLanguage),
        }
    }

    fn run(self, at: &At) -> Replies {
        (at.parts.prefs.settings).set::<Language>(at.key, &Some(self.0))?;
        Ok(vec![at.private(Say(self.0).language_set())])
    }
}
