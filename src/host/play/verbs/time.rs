//! `tiempo +1d`: give the opponent more time for this move.

use crate::host::clock::parse_duration;
use crate::host::command::error::CommandError;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::time_error;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::room::Room;
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// `tiempo`: this many seconds more.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GiveTime(pub u64);

impl Verb for GiveTime {
    const NAME: &'static str = "time";
    const ES: &'static [&'static str] = &["tiempo"];
    const EN: &'static [&'static str] = &["time"];
    const ARGS: &'static [Arg] = &[Arg::required(Kind::GIVE)];
    const IN_ROOM: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_give_time)
    }

    fn read(rest: &[&str]) -> Result<GiveTime, CommandError> {
        match rest {
            [word] => parse_duration(word.trim_start_matches('+'))
                .map(GiveTime)
                .map_err(|error| time_error(error, word)),
            _ => Err(CommandError::NeedsTime),
        }
    }

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        let user = &at.request.user.id;
        crate::host::play::game::act(at.parts, at.request, room, None, |r| {
            r.give_time(user, self.0)
        })
    }
}
