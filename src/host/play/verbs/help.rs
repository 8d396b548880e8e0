//! `ayuda`: every command with what it is for, then how actions are
//! written and what the buttons do.

use crate::host::command::error::CommandError;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `ayuda`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Help;

impl Verb for Help {
    const NAME: &'static str = "help";
    const ES: &'static [&'static str] = &["ayuda"];
    const EN: &'static [&'static str] = &["help"];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_help)
    }

    /// Whatever follows is ignored: help is what was wanted.
    fn read(_rest: &[&str]) -> Result<Help, CommandError> {
        Ok(Help)
    }

    fn run(self, at: &At) -> Replies {
        let say = at.say();
        Ok(vec![at.private(say.help()), at.private(say.help_rest())])
    }
}
