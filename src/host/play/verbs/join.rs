//! `unirse CÓDIGO`: take the free seat of a room, or watch it; also the
//! board's and the lobby's *Unirse* button, which names its room itself.

use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::play::buttons;
use crate::i18n::Lang;
use futbol_texts::t;

/// `unirse`: the room code, upper case (empty from a button, whose room
/// is the one it names).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Join {
    /// The room code, upper case.
    pub code: String,
}

impl Join {
    /// The board's and the lobby's button: the room is the one it names.
    pub fn pressed() -> Join {
        Join {
            code: String::new(),
        }
    }
}

impl Verb for Join {
    const NAME: &'static str = buttons::JOIN;
    const ES: &'static [&'static str] = &["unirse"];
    const EN: &'static [&'static str] = &["join"];
    const ARGS: &'static [Arg] = &[Arg::required(Kind::CODE)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_join)
    }

    fn read(rest: &[&str]) -> Result<Join, CommandError> {
        match rest {
            [code] => Ok(Join {
                code: code.to_uppercase(),
            }),
            _ => Err(CommandError::NeedsCode),
        }
    }

    fn check(&self) -> Result<(), CommandError> {
        crate::host::command::error::not_too_long(&self.code)
    }

    /// A button's room is its own: the argument stays empty.
    fn from_arg(arg: &str) -> Option<Join> {
        arg.is_empty().then(Join::pressed)
    }

    fn run(self, at: &At) -> Replies {
        let code = match (self.code.is_empty(), at.pressed) {
            (true, Some(pressed)) => pressed.to_string(),
            _ => truncate(&self.code, 30),
        };
        crate::host::play::create::join(at.parts, at.request, &code)
    }
}
