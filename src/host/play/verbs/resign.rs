//! `rendirse`: give up the game.

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

/// `rendirse`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Resign;

impl Verb for Resign {
    const NAME: &'static str = buttons::RESIGN;
    const ES: &'static [&'static str] = &["rendirse"];
    const EN: &'static [&'static str] = &["resign"];
    const IN_ROOM: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_resign)
    }

    fn read(rest: &[&str]) -> Result<Resign, CommandError> {
        no_arguments(rest, Resign)
    }

    /// The board's button.
    fn from_arg(arg: &str) -> Option<Resign> {
        arg.is_empty().then_some(Resign)
    }

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        let user = &at.request.user.id;
        crate::host::play::game::act(at.parts, at.request, room, None, |r| r.resign(user))
    }
}
