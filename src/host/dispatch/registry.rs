//! Every command, in one registry that names no wing: each wing adds its
//! list (`COMMANDS` in its `mod.rs`) with its place in the order help
//! lists them and Discord shows them, so adding a command is its file,
//! its line in its wing's list and its texts, and the layers below the
//! wings (the parser, help, Discord's registration) reach every command
//! without importing a wing.

use super::spec::Spec;
use super::verb::EndLine;
use crate::host::command::value::Command;
use crate::host::room::RoomState;
use crate::i18n::Lang;
use linkme::distributed_slice;
use std::sync::LazyLock;

/// One wing's commands and its place in the order.
pub struct Wing {
    /// Lower first.
    pub order: u8,
    /// Its commands, in its own order.
    pub commands: &'static [Spec],
}

/// Every wing's list, as the wings add them (in no set order: see
/// [`all`]).
#[distributed_slice]
pub static WINGS: [Wing];

/// Every command's spec, in the order help lists them and Discord shows
/// them (the wings' order, then each wing's).
pub fn all() -> impl Iterator<Item = &'static Spec> {
    static ALL: LazyLock<Vec<&'static Spec>> = LazyLock::new(|| {
        let mut wings: Vec<&Wing> = WINGS.iter().collect();
        wings.sort_by_key(|wing| wing.order);
        wings.iter().flat_map(|wing| wing.commands.iter()).collect()
    });
    ALL.iter().copied()
}

/// The spec named `name` (its `Verb::NAME`).
pub fn named(name: &str) -> Option<&'static Spec> {
    all().find(|spec| spec.name == name)
}

/// The spec of `command`'s type.
pub fn of(command: &Command) -> Option<&'static Spec> {
    named(command.name())
}

/// The words a platform's chosen options stand for (its menus' values,
/// keyed by option name): the command's name, then each argument's
/// words in the spec's order. A name no spec has is kept as the first
/// word, so the parser says what is wrong.
pub fn words_of_options(name: &str, options: &[(&str, &str)]) -> String {
    let mut words = vec![name.to_string()];
    let own = all().find(|spec| spec.discord_name() == name);
    // A command offered under this one's sub-command, if one of its
    // options was chosen.
    let under = own.and_then(|own| {
        all().find(|spec| {
            spec.discord_under == Some(own.es[0])
                && (spec.args.iter()).any(|arg| options.iter().any(|(o, _)| *o == arg.kind.name))
        })
    });
    if let Some(spec) = under.or(own) {
        words[0] = spec.es[0].to_string();
        for arg in spec.args {
            let value = options
                .iter()
                .find(|(option, _)| *option == arg.kind.name)
                .map(|(_, value)| *value);
            if let Some(value) = value {
                let more = arg.kind.words(value, &words);
                words.extend(more);
            }
        }
    } else {
        words.extend(options.iter().map(|(_, value)| value.to_string()));
    }
    words.join(" ")
}

/// What every command adds when a room's game ended, in `lang`; `result`
/// is the result as the channel was told it.
pub fn end_lines(state: &RoomState, lang: Lang, result: &str) -> Vec<EndLine> {
    all()
        .flat_map(|spec| (spec.ended)(state, lang, result))
        .collect()
}
