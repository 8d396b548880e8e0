//! `avisos si|no`: whether "your turn" mentions this user; `avisos
//! resumen [18h]`: one summary a day at this hour (the user's zone)
//! instead of a mention on every board.

use crate::community::settings::Pings;
use crate::host::command::error::CommandError;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::kind::digest_word;
use crate::host::command::kind::hour_word;
use crate::host::command::kind::toggle;
use crate::host::digest::{Digest, Zone};
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// The summary's hour when `avisos resumen` names none.
const DEFAULT_DIGEST_HOUR: u8 = 9;

/// What `avisos` asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PingsAsk {
    /// Mentions on (`true`) or off.
    Mentions(bool),
    /// A daily summary at this hour instead.
    Digest(u8),
}

/// `avisos`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PingsCommand(pub PingsAsk);

impl Verb for PingsCommand {
    const NAME: &'static str = "pings";
    const ES: &'static [&'static str] = &["avisos"];
    const EN: &'static [&'static str] = &["pings"];
    const ARGS: &'static [Arg] = &[Arg::required(Kind::TOGGLE), Arg::optional(Kind::HOUR)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_pings)
    }

    fn read(rest: &[&str]) -> Result<PingsCommand, CommandError> {
        let ask = match rest {
            [word] if digest_word(word) => PingsAsk::Digest(DEFAULT_DIGEST_HOUR),
            [word, hour] if digest_word(word) => {
                PingsAsk::Digest(hour_word(hour).ok_or(CommandError::NeedsPings)?)
            }
            [word] => PingsAsk::Mentions(toggle(word).ok_or(CommandError::NeedsPings)?),
            _ => return Err(CommandError::NeedsPings),
        };
        Ok(PingsCommand(ask))
    }

    fn run(self, at: &At) -> Replies {
        let (parts, user, say) = (at.parts, at.request.user_key(), at.say());
        let settings = &parts.prefs.settings;
        let text = match self.0 {
            PingsAsk::Mentions(on) => {
                settings.set::<Pings>(&user, &on)?;
                settings.set::<Digest>(&user, &None)?;
                say.pings_set(on)
            }
            PingsAsk::Digest(hour) => {
                settings.set::<Digest>(&user, &Some(hour))?;
                parts.digests.soon(at.request.platform);
                let zone = settings.get::<Zone>(&user);
                say.digest_set(hour, zone.as_deref().unwrap_or("UTC"))
            }
        };
        Ok(vec![at.private(text)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_its_words() {
        let read = |words: &[&str]| PingsCommand::read(words).map(|p| p.0);
        assert_eq!(read(&["digest", "18h"]), Ok(PingsAsk::Digest(18)));
        assert_eq!(read(&["resumen", "7:00"]), Ok(PingsAsk::Digest(7)));
        assert_eq!(
            read(&["resumen"]),
            Ok(PingsAsk::Digest(DEFAULT_DIGEST_HOUR))
        );
        assert_eq!(read(&["resumen", "24h"]), Err(CommandError::NeedsPings));
        assert_eq!(read(&["off"]), Ok(PingsAsk::Mentions(false)));
    }
}
