//! `historial`: the channel's last archived games and the asker's own.

use crate::host::command::error::CommandError;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `historial`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct History;

impl Verb for History {
    const NAME: &'static str = "history";
    const ES: &'static [&'static str] = &["historial"];
    const EN: &'static [&'static str] = &["history"];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_history)
    }

    /// Whatever follows is ignored: the list is the same.
    fn read(_rest: &[&str]) -> Result<History, CommandError> {
        Ok(History)
    }

    fn run(self, at: &At) -> Replies {
        crate::host::play::archive::history(at.parts, at.request, at.key)
    }
}
