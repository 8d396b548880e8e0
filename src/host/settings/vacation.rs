//! `vacaciones [3d|fin]`: stop one's clocks for a while, end that, or say
//! how much is left.

use crate::host::clock::parse_duration;
use crate::host::command::asks::VacationAsk;
use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `vacaciones`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Vacation(pub VacationAsk);

impl Verb for Vacation {
    const NAME: &'static str = "vacation";
    const ES: &'static [&'static str] = &["vacaciones"];
    const EN: &'static [&'static str] = &["vacation", "holiday"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::AWAY)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_vacation)
    }

    /// At least an hour: shorter is no holiday, and each one is a save of
    /// every game.
    fn read(rest: &[&str]) -> Result<Vacation, CommandError> {
        let ask = match rest {
            [] => VacationAsk::Show,
            [word] if matches!(word.to_lowercase().as_str(), "fin" | "end" | "stop") => {
                VacationAsk::End
            }
            [word] => parse_duration(word)
                .ok()
                .filter(|&seconds| seconds >= 3_600)
                .map(VacationAsk::Start)
                .ok_or_else(|| CommandError::BadVacation(truncate(word, 30)))?,
            [_, extra, ..] => return Err(CommandError::Unexpected(truncate(extra, 30))),
        };
        Ok(Vacation(ask))
    }

    fn run(self, at: &At) -> Replies {
        crate::host::play::vacation::vacation(at.parts, at.request, at.say(), self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_its_words() {
        let read = |words: &[&str]| Vacation::read(words).map(|v| v.0);
        assert_eq!(read(&["3d"]), Ok(VacationAsk::Start(3 * 86_400)));
        assert_eq!(read(&["FIN"]), Ok(VacationAsk::End));
        assert!(read(&["15d"]).is_err(), "longer than 14 days");
        assert_eq!(read(&["30m"]), Err(CommandError::BadVacation("30m".into())));
    }
}
