//! Every command, one line each, in the order help lists them and Discord
//! shows them. Adding a command is its file in its wing, its texts and
//! its line here.

use super::spec::{Spec, spec_of};
use super::verb::EndLine;
use crate::host::archive::{Analyse, History, Leaderboard, Profile, Record};
use crate::host::play::verbs::{
    Create, Draw, Follow, GiveTime, Help, Join, Leave, Move, Rematch, Resign, RoomInWords, Rules,
    Show, Takeback, Widget,
};
use crate::host::puzzles::PuzzleCommand;
use crate::host::room::RoomState;
use crate::host::settings::{
    LanguageCommand, PingsCommand, SettingsCommand, Vacation, ZoneCommand,
};
use crate::host::tournament::TournamentStep;
use crate::i18n::Lang;

/// Every command.
pub static REGISTRY: &[Spec] = &[
    spec_of::<Create>(),
    spec_of::<Join>(),
    spec_of::<Move>(),
    spec_of::<Resign>(),
    spec_of::<Draw>(),
    spec_of::<Takeback>(),
    spec_of::<Rematch>(),
    spec_of::<Show>(),
    spec_of::<Leave>(),
    spec_of::<GiveTime>(),
    spec_of::<PingsCommand>(),
    spec_of::<ZoneCommand>(),
    spec_of::<Vacation>(),
    spec_of::<Rules>(),
    spec_of::<LanguageCommand>(),
    spec_of::<History>(),
    spec_of::<Profile>(),
    spec_of::<Leaderboard>(),
    spec_of::<Record>(),
    spec_of::<Analyse>(),
    spec_of::<PuzzleCommand>(),
    spec_of::<TournamentStep>(),
    spec_of::<RoomInWords>(),
    spec_of::<Widget>(),
    spec_of::<SettingsCommand>(),
    spec_of::<Help>(),
    spec_of::<Follow>(),
];

/// What every command adds when a room's game ended, in `lang`; `result`
/// is the result as the channel was told it.
pub fn end_lines(state: &RoomState, lang: Lang, result: &str) -> Vec<EndLine> {
    REGISTRY
        .iter()
        .flat_map(|spec| (spec.ended)(state, lang, result))
        .collect()
}
