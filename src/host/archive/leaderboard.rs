//! `ranking [juego] [global]`: the community's leaderboard, or the
//! platform's; the words in any order.

use crate::engine::Variant;
use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::scope_word;
use crate::host::command::kind::variant;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `ranking`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Leaderboard {
    /// Which game; the channel's room's, else `futbol`.
    pub variant: Option<Variant>,
    /// The whole platform's table instead of the community's.
    pub global: bool,
}

impl Verb for Leaderboard {
    const NAME: &'static str = "leaderboard";
    const ES: &'static [&'static str] = &["ranking", "clasificacion", "clasificación"];
    const EN: &'static [&'static str] = &["leaderboard", "top"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::GAME), Arg::optional(Kind::SCOPE)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_leaderboard)
    }

    fn read(rest: &[&str]) -> Result<Leaderboard, CommandError> {
        let (mut variant_chosen, mut global) = (None, None);
        for word in rest {
            match (scope_word(word), global, variant_chosen) {
                (Some(all), None, _) => global = Some(all),
                (None, _, None) => variant_chosen = Some(variant(word)?),
                _ => return Err(CommandError::Unexpected(truncate(word, 30))),
            }
        }
        Ok(Leaderboard {
            variant: variant_chosen,
            global: global.unwrap_or(false),
        })
    }

    fn run(self, at: &At) -> Replies {
        crate::host::play::ratings::leaderboard(
            at.parts,
            at.request,
            at.key,
            self.variant,
            self.global,
        )
    }
}
