//! `zona [Europe/Madrid]`: the user's time zone (for the daily summary),
//! or which one is set.

use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::digest::{Zone, known_zone};
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `zona`: a zone to set, or `None` to say which is set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ZoneCommand(pub Option<String>);

impl Verb for ZoneCommand {
    const NAME: &'static str = "zone";
    const ES: &'static [&'static str] = &["zona"];
    const EN: &'static [&'static str] = &["timezone", "zone"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::ZONE)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_zone)
    }

    fn read(rest: &[&str]) -> Result<ZoneCommand, CommandError> {
        match rest {
            [] => Ok(ZoneCommand(None)),
            [name] => Ok(ZoneCommand(Some(truncate(name, 64)))),
            [_, extra, ..] => Err(CommandError::Unexpected(truncate(extra, 30))),
        }
    }

    /// A new zone is kept by its canonical name, if the database knows it.
    fn run(self, at: &At) -> Replies {
        let (parts, key, say) = (at.parts, at.request.user_key(), at.say());
        let settings = &parts.prefs.settings;
        let text = match self.0 {
            None => say.zone_set(settings.get::<Zone>(&key).as_deref().unwrap_or("UTC")),
            Some(name) => match known_zone(&name) {
                Some(zone) => {
                    let canonical = zone.iana_name().unwrap_or(&name).to_string();
                    settings.set::<Zone>(&key, &Some(canonical.clone()))?;
                    parts.digests.soon(at.request.platform);
                    say.zone_set(&canonical)
                }
                None => say.zone_unknown(&name),
            },
        };
        Ok(vec![at.private(text)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_its_words() {
        assert_eq!(
            ZoneCommand::read(&["Europe/Madrid"]),
            Ok(ZoneCommand(Some("Europe/Madrid".into())))
        );
        assert_eq!(ZoneCommand::read(&[]), Ok(ZoneCommand(None)));
    }
}
