//! `deshacer`: ask to take back one's last action, or accept the
//! opponent's request; `deshacer si|no` (and the request's buttons):
//! answer it.

use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::toggle;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::play::buttons;
use crate::host::room::Room;
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// `deshacer [si|no]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Takeback(pub Option<bool>);

impl Verb for Takeback {
    const NAME: &'static str = buttons::TAKEBACK;
    const ES: &'static [&'static str] = &["deshacer"];
    const EN: &'static [&'static str] = &["takeback", "undo"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::ANSWER)];
    const IN_ROOM: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_takeback)
    }

    fn read(rest: &[&str]) -> Result<Takeback, CommandError> {
        match rest {
            [] => Ok(Takeback(None)),
            [word] => toggle(word)
                .map(|yes| Takeback(Some(yes)))
                .ok_or_else(|| CommandError::Unexpected(truncate(word, 30))),
            [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
        }
    }

    /// The request's buttons answer it: `si` or `no`.
    fn arg(&self) -> String {
        match self.0 {
            Some(true) => buttons::YES,
            Some(false) => buttons::NO,
            None => "",
        }
        .into()
    }

    fn from_arg(arg: &str) -> Option<Takeback> {
        match arg {
            buttons::YES => Some(Takeback(Some(true))),
            buttons::NO => Some(Takeback(Some(false))),
            _ => None,
        }
    }

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        let parts = at.parts;
        let (user, now) = (&at.request.user.id, crate::host::play::flow::now(parts));
        let state = &room.state;
        let history = parts.store().moves(state.code.as_str(), state.game_no)?;
        crate::host::play::game::act(parts, at.request, room, None, |r| {
            r.takeback(user, &history, self.0, now)
        })
    }
}
