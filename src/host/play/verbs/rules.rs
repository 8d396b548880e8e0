//! `reglas [juego]`: the rules in short (the channel's game by default).

use crate::engine::Variant;
use crate::host::command::error::CommandError;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::variant;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `reglas`: which game; the channel's by default.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rules {
    /// Which game.
    pub variant: Option<Variant>,
}

impl Verb for Rules {
    const NAME: &'static str = "rules";
    const ES: &'static [&'static str] = &["reglas"];
    const EN: &'static [&'static str] = &["rules"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::GAME)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_rules)
    }

    fn read(rest: &[&str]) -> Result<Rules, CommandError> {
        match rest {
            [] => Ok(Rules { variant: None }),
            [name] => variant(name).map(|v| Rules { variant: Some(v) }),
            _ => Err(CommandError::RulesArguments),
        }
    }

    fn run(self, at: &At) -> Replies {
        let parts = at.parts;
        let variant = self.variant.or_else(|| {
            let code = parts.rooms.channel_code(at.key)?;
            parts.rooms.state(code).map(|s| s.variant)
        });
        Ok(vec![
            at.private(at.say().rules(variant.unwrap_or_default())),
        ])
    }
}
