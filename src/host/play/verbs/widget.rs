//! `tablero`: the live board as a widget of this Matrix room (its
//! admins'; Discord has its Activity instead, so `/futbol` does not
//! offer it).

use crate::host::command::error::CommandError;
use crate::host::dispatch::at::At;
use crate::host::dispatch::spec::no_arguments;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
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
        Ok(vec![crate::host::play::widget::widget(
            at.parts, at.request,
        )])
    }
}
