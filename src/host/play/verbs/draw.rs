//! `tablas`: offer a draw, or accept the opponent's offer.

use crate::host::command::error::CommandError;
use crate::host::dispatch::at::At;
use crate::host::dispatch::spec::no_arguments;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::play::buttons;
use crate::host::room::Room;
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// `tablas`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Draw;

impl Verb for Draw {
    const NAME: &'static str = buttons::DRAW;
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
        crate::host::play::game::act(at.parts, at.request, room, None, |r| r.draw(user))
    }
}
