//! `partida [N]`: an archived game's record, or the room's current one.

use crate::host::command::error::CommandError;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::dispatch::at::At;
use crate::host::dispatch::spec::game_id;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `partida`: the archive's number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Record {
    /// The archive id.
    pub id: Option<u64>,
}

impl Verb for Record {
    const NAME: &'static str = "game";
    const ES: &'static [&'static str] = &["partida"];
    const EN: &'static [&'static str] = &["game"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::NUMBER)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_game)
    }

    fn read(rest: &[&str]) -> Result<Record, CommandError> {
        game_id(rest).map(|id| Record { id })
    }

    fn run(self, at: &At) -> Replies {
        crate::host::play::archive::game_record(at.parts, at.request, at.key, self.id)
    }
}
