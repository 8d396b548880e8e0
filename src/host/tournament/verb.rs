//! `torneo crear|unirse|empezar|retirarse|ver …`: a tournament's steps,
//! read by `command::tournament` (the words `crear` takes in any order).

use super::wing::Tournaments;
use crate::host::command::error::CommandError;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::tournament;
use crate::host::command::tournament::TournamentCommand;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `torneo`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentStep(pub TournamentCommand);

impl Verb for TournamentStep {
    const NAME: &'static str = "tournament";
    const ES: &'static [&'static str] = &["torneo"];
    const EN: &'static [&'static str] = &["tournament"];
    const ARGS: &'static [Arg] = &[
        Arg::required(Kind::STEP),
        Arg::optional(Kind::GAME),
        Arg::optional(Kind::ROUNDS),
        Arg::optional(Kind::LENGTH),
        Arg::optional(Kind::TIME),
        Arg::optional(Kind::RATED),
        Arg::optional(Kind::NUMBER),
    ];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_tournament)
    }

    fn read(rest: &[&str]) -> Result<TournamentStep, CommandError> {
        tournament(rest).map(TournamentStep)
    }

    fn run(self, at: &At) -> Replies {
        Tournaments::on(at.parts).tournament(at.request, at.key, self.0)
    }
}
