//! `tablas`: offer a draw, or accept the opponent's offer.

use crate::host::command::at::At;
use crate::host::command::error::CommandError;
use crate::host::command::spec::no_arguments;
use crate::host::command::verb::Verb;
use crate::host::play::Replies;
use crate::host::room::Room;
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// `tablas`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Draw;

impl Verb for Draw {
    const NAME: &'static str = "draw";
    const ES: &'static [&'static str] = &["tablas"];
    const EN: &'static [&'static str] = &["draw"];
    const IN_ROOM: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_draw)
    }

    fn read(rest: &[&str]) -> Result<Draw, CommandError> {
        no_arguments(rest, Draw)
    }

    /// The board's button.
    fn from_arg(arg: &str) -> Option<Draw> {
        arg.is_empty().then_some(Draw)
    }

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        let user = &at.request.user.id;
        at.play().act(at.request, room, None, |r| r.draw(user))
    }
}
