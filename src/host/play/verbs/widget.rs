//! `tablero`: the live board as a widget of this Matrix room (its
//! admins'; Discord has its Activity instead, so `/futbol` does not
//! offer it).

use crate::host::command::at::At;
use crate::host::command::error::CommandError;
use crate::host::command::spec::no_arguments;
use crate::host::command::verb::Verb;
use crate::host::play::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `tablero`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Widget;

impl Verb for Widget {
    const NAME: &'static str = "widget";
    const ES: &'static [&'static str] = &["tablero"];
    const EN: &'static [&'static str] = &["widget"];
    const ON_DISCORD: bool = false;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_widget)
    }

    fn read(rest: &[&str]) -> Result<Widget, CommandError> {
        no_arguments(rest, Widget)
    }

    fn run(self, at: &At) -> Replies {
        Ok(vec![at.play().widget(at.request)])
    }
}
