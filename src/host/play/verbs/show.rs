//! `ver`: post the board again; `ver texto`: the position in words,
//! privately, for those who cannot see the picture.

use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::form_word;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::room::Room;
use crate::i18n::Lang;
use futbol_texts::t;
use std::sync::MutexGuard;

/// `ver [imagen|texto]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Show {
    /// In words, not as a picture.
    pub text: bool,
}

impl Verb for Show {
    const NAME: &'static str = "show";
    const ES: &'static [&'static str] = &["ver"];
    const EN: &'static [&'static str] = &["show", "board"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::FORM)];
    const IN_ROOM: bool = true;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_show)
    }

    fn read(rest: &[&str]) -> Result<Show, CommandError> {
        match rest {
            [] => Ok(Show { text: false }),
            [word] => match form_word(word) {
                Some(text) => Ok(Show { text }),
                None => Err(CommandError::Unexpected(truncate(word, 30))),
            },
            [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
        }
    }

    fn run_in(self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        let parts = at.parts;
        Ok(vec![match self.text {
            true => {
                at.private(room.description(None, at.say(), crate::host::play::flow::now(parts)))
            }
            false => crate::host::play::game::as_it_is(parts, &room),
        }])
    }
}
