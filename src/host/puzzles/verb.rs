//! `problema [juego | pista | diario [HORA|no] | ACCIÓN]`: a puzzle, an
//! answer, a hint, the puzzle of the day (read by `command::puzzle`).

use super::wing::Puzzles;
use crate::host::command::error::CommandError;
use crate::host::command::error::not_too_long;
use crate::host::command::kind::Arg;
use crate::host::command::kind::Kind;
use crate::host::command::puzzle;
use crate::host::command::puzzle::PuzzleAsk;
use crate::host::dispatch::at::At;
use crate::host::dispatch::verb::Verb;
use crate::host::message::Replies;
use crate::i18n::Lang;
use futbol_texts::t;

/// `problema`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PuzzleCommand(pub PuzzleAsk);

impl Verb for PuzzleCommand {
    const NAME: &'static str = "puzzle";
    const ES: &'static [&'static str] = &["problema"];
    const EN: &'static [&'static str] = &["puzzle"];
    const ARGS: &'static [Arg] = &[Arg::optional(Kind::GAME), Arg::optional(Kind::ACTION)];

    fn describe(lang: Lang) -> String {
        t!(lang, command_use_puzzle)
    }

    fn read(rest: &[&str]) -> Result<PuzzleCommand, CommandError> {
        puzzle(rest).map(PuzzleCommand)
    }

    fn check(&self) -> Result<(), CommandError> {
        match &self.0 {
            PuzzleAsk::Answer(action) => not_too_long(action),
            _ => Ok(()),
        }
    }

    fn run(self, at: &At) -> Replies {
        Puzzles::on(at.parts).command(at.request, self.0)
    }
}
