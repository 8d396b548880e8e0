//! `revancha`: ask for the next game with colours swapped (and the
//! finished board's button).

use crate::host::change::Event;
use crate::host::command::error::CommandError;
use crate::host::dispatch::at::At;
use crate::host::dispatch::spec::no_arguments;
use crate::host::dispatch::verb::Verb;
use crate::host::fair::pair_spent;
use crate::host::message::Replies;
use crate::host::play::buttons;
use crate::host::room::Room;
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// `revancha`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rematch;

impl Verb for Rematch {
    const NAME: &'static str = buttons::REMATCH;
    const ES: &'static [&'static str] = &["revancha"];
    const EN: &'static [&'static str] = &["rematch"];
    const IN_ROOM: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_rematch)
    }

    fn read(rest: &[&str]) -> Result<Rematch, CommandError> {
        no_arguments(rest, Rematch)
    }

    /// The board's button.
    fn from_arg(arg: &str) -> Option<Rematch> {
        arg.is_empty().then_some(Rematch)
    }

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        let parts = at.parts;
        let (user, now) = (&at.request.user.id, crate::host::play::flow::now(parts));
        // A rematch is a new game between the same two: counted against
        // their rated games of the day, like a first.
        crate::host::play::game::act(parts, at.request, room, None, |r| {
            let event = r.rematch(user, now)?;
            if event == Event::RematchStarted {
                r.state.pair_spent = false;
                r.state.pair_spent = pair_spent(parts.store(), r, now);
            }
            Ok(event)
        })
    }
}
