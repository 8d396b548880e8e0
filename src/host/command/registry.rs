//! Every command, one line per wing, in the order help lists them and
//! Discord shows them: each wing lists its own commands (`COMMANDS` in its
//! `mod.rs`), so adding a command is its file, its lines in its wing's
//! list and its texts.

use super::spec::Spec;
use super::verb::EndLine;
use crate::host::room::RoomState;
use crate::host::{archive, play, puzzles, settings, tournament};
use crate::i18n::Lang;

/// Every wing's commands.
pub static REGISTRY: &[&[Spec]] = &[
    play::verbs::COMMANDS,
    settings::COMMANDS,
    archive::COMMANDS,
    puzzles::COMMANDS,
    tournament::COMMANDS,
];

/// What every command adds when a room's game ended, in `lang`; `result`
/// is the result as the channel was told it.
pub fn end_lines(state: &RoomState, lang: Lang, result: &str) -> Vec<EndLine> {
    (Spec::all())
        .flat_map(|spec| (spec.ended)(state, lang, result))
        .collect()
}
