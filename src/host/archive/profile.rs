//! `perfil [@jugador]`: a player's ratings, results and rating chart (the
//! asker's own by default).

use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `perfil`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Profile {
    /// The player as written: a mention (`<@123>`, `@bob:server`) or an
    /// id; read for the request's platform.
    pub player: Option<String>,
}

impl Verb for Profile {
    const NAME: &'static str = "profile";
    const ES: &'static [&'static str] = &["perfil"];
    const EN: &'static [&'static str] = &["profile"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::PLAYER)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_profile)
    }

    fn read(rest: &[&str]) -> Result<Profile, CommandError> {
        match rest {
            [] => Ok(Profile { player: None }),
            [who] => Ok(Profile {
                player: Some(truncate(who, 100)),
            }),
            [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
        }
    }

    fn run(self, at: &At) -> Replies {
        crate::host::play::ratings::profile(at.parts, at.request, at.key, self.player)
    }
}
