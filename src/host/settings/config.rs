//! `ajustes [CLAVE VALOR…]`: the community's settings, or (its admins) a
//! change to one. On Discord it is the admins' `/futbol-admin`, not a
//! `/futbol` sub-command.

use crate::host::command::{Arg, At, CommandError, ConfigChange, Kind, Verb, config};
use crate::host::play::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `ajustes`: show them (`None`), or change one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SettingsCommand(pub Option<ConfigChange>);

impl Verb for SettingsCommand {
    const NAME: &'static str = "config";
    const ES: &'static [&'static str] = &["ajustes"];
    const EN: &'static [&'static str] = &["config", "settings"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::SETTING), Arg::optional(Kind::VALUE)];
    const ON_DISCORD: bool = false;

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_config)
    }

    fn read(rest: &[&str]) -> Result<SettingsCommand, CommandError> {
        config(rest).map(SettingsCommand)
    }

    fn run(self, at: &At) -> Replies {
        at.play().config(at.request, at.say(), self.0)
    }
}
