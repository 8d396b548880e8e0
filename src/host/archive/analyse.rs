//! `analizar [N]`: an archived game's analysis (the channel's last game
//! by default); also the *Analizar* button under a finished game's record,
//! which outlives its room.

use crate::host::command::error::CommandError;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::dispatch::at::At;
use crate::host::dispatch::spec::game_id;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::host::play::buttons;
use crate::i18n::Lang;
use futbol_texts::t;

/// `analizar`: the archive's number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Analyse {
    /// The archive id.
    pub id: Option<u64>,
}

impl Verb for Analyse {
    const NAME: &'static str = buttons::ANALYSE;
    const ES: &'static [&'static str] = &["analizar"];
    const EN: &'static [&'static str] = &["analyse", "analyze"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::NUMBER)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_analyse)
    }

    fn read(rest: &[&str]) -> Result<Analyse, CommandError> {
        game_id(rest).map(|id| Analyse { id })
    }

    /// The button names its game.
    fn arg(&self) -> String {
        self.id.map(|id| id.to_string()).unwrap_or_default()
    }

    fn from_arg(arg: &str) -> Option<Analyse> {
        Some(Analyse {
            id: Some(arg.parse().ok()?),
        })
    }

    /// Who may see the game is checked as for the typed command: a forged
    /// button for another community's game is refused there.
    fn run(self, at: &At) -> Replies {
        crate::host::play::analysis::analyse(at.parts, at.request, at.key, self.id)
    }
}
