//! `mover ACCIÓN`: play an action (a whole `boyer` turn, or its next steps
//! while one is being built); a chat line that is the mover's action is
//! the same command.

use crate::engine::Entry;
use crate::host::command::error::CommandError;
use crate::host::command::error::not_too_long;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::room::Room;
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// `mover`: the action as typed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Move {
    /// The action as typed.
    pub action: String,
}

impl Verb for Move {
    const NAME: &'static str = "move";
    const ES: &'static [&'static str] = &["mover"];
    const EN: &'static [&'static str] = &["move", "m"];
    const ARGS: &'static [Arg] = &[Arg::required(Kind::ACTION)];
    const IN_ROOM: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_move)
    }

    fn read(rest: &[&str]) -> Result<Move, CommandError> {
        match rest.is_empty() {
            true => Err(CommandError::NeedsAction),
            false => Ok(Move {
                action: rest.join(" "),
            }),
        }
    }

    fn check(&self) -> Result<(), CommandError> {
        not_too_long(&self.action)?;
        match self.action.trim().is_empty() {
            true => Err(CommandError::NeedsAction),
            false => Ok(()),
        }
    }

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        let parts = at.parts;
        let (user, now) = (&at.request.user.id, crate::host::play::flow::now(parts));
        let text: String = self.action.chars().take(120).collect();
        crate::host::play::game::act(parts, at.request, room, Some(&text), |r| {
            r.play(user, &text, Entry::Whole, now)
        })
    }
}
