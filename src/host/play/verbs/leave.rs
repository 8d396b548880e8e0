//! `salir`: stop watching, or (a player) leave the game.

use crate::host::command::error::CommandError;
use crate::host::dispatch::at::At;
use crate::host::dispatch::spec::no_arguments;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::room::Room;
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// `salir`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Leave;

impl Verb for Leave {
    const NAME: &'static str = "leave";
    const ES: &'static [&'static str] = &["salir"];
    const EN: &'static [&'static str] = &["leave"];
    const IN_ROOM: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_leave)
    }

    fn read(rest: &[&str]) -> Result<Leave, CommandError> {
        no_arguments(rest, Leave)
    }

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        let user = &at.request.user.id;
        crate::host::play::game::act(at.parts, at.request, room, None, |r| Ok(r.leave(user)))
    }
}
