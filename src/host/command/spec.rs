//! A command as the host reaches it: its [`Spec`] (one per [`Verb`] type,
//! made by [`spec_of`]) and a read command as a value ([`Command`]), which
//! a parsed text, a chosen option and a pressed button all become.

use super::at::At;
use super::kind::Kind;
use super::verb::{EndLine, Verb};
use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::host::play::Replies;
use crate::host::room::{Room, RoomState};
use crate::i18n::Lang;
use std::any::Any;
use std::fmt;
use std::sync::{Arc, MutexGuard};

/// One argument: its kind, and whether it must be given.
#[derive(Clone, Copy, Debug)]
pub struct Arg {
    /// What it holds.
    pub kind: Kind,
    /// Whether the command needs it.
    pub required: bool,
}

impl Arg {
    /// An argument that may be left out.
    pub const fn optional(kind: Kind) -> Arg {
        Arg {
            kind,
            required: false,
        }
    }

    /// An argument the command needs.
    pub const fn required(kind: Kind) -> Arg {
        Arg {
            kind,
            required: true,
        }
    }
}

/// A command type as players, platforms and the host see it: its
/// [`Verb`]'s constants, and its functions on a [`Command`] of its type.
pub struct Spec {
    /// [`Verb::NAME`].
    pub name: &'static str,
    /// [`Verb::ES`].
    pub es: &'static [&'static str],
    /// [`Verb::EN`].
    pub en: &'static [&'static str],
    /// [`Verb::ARGS`].
    pub args: &'static [Arg],
    /// [`Verb::ON_DISCORD`].
    pub on_discord: bool,
    /// [`Verb::DISCORD_UNDER`].
    pub discord_under: Option<&'static str>,
    /// [`Verb::IN_ROOM`].
    pub in_room: bool,
    /// [`Verb::LASTS`].
    pub lasts: bool,
    /// [`Verb::describe`].
    pub describe: fn(Lang) -> String,
    /// [`Verb::read`], as a command.
    pub read: fn(&[&str]) -> Result<Command, CommandError>,
    pub(super) from_arg: fn(&str) -> Option<Command>,
    pub(super) ended: fn(&RoomState, Lang, &str) -> Vec<EndLine>,
    check: fn(&Command) -> Result<(), CommandError>,
    arg: fn(&Command) -> String,
    run: fn(&Command, &At) -> Option<Replies>,
    run_in: fn(&Command, &At, MutexGuard<'_, Room>) -> Option<Replies>,
    eq: fn(&Command, &Command) -> bool,
    debug: fn(&Command, &mut fmt::Formatter) -> fmt::Result,
}

impl fmt::Debug for Spec {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "Spec({})", self.name)
    }
}

/// The spec of command type `T`.
pub const fn spec_of<T: Verb>() -> Spec {
    Spec {
        name: T::NAME,
        es: T::ES,
        en: T::EN,
        args: T::ARGS,
        on_discord: T::ON_DISCORD,
        discord_under: T::DISCORD_UNDER,
        in_room: T::IN_ROOM,
        lasts: T::LASTS,
        describe: T::describe,
        read: |rest| T::read(rest).map(Command::of),
        from_arg: |arg| T::from_arg(arg).map(Command::of),
        ended: T::ended,
        check: |command| command.get::<T>().map_or(Ok(()), T::check),
        arg: |command| command.get::<T>().map(T::arg).unwrap_or_default(),
        run: |command, at| Some(command.get::<T>()?.clone().run(at)),
        run_in: |command, at, room| Some(command.get::<T>()?.clone().run_in(at, room)),
        eq: |a, b| a.get::<T>().is_some_and(|a| b.get::<T>() == Some(a)),
        debug: |command, f| match command.get::<T>() {
            Some(value) => value.fmt(f),
            None => f.write_str(T::NAME),
        },
    }
}

/// A command, read: a value of its [`Verb`] type with that type's spec.
#[derive(Clone)]
pub struct Command {
    spec: &'static Spec,
    value: Arc<dyn Any + Send + Sync>,
}

impl Command {
    /// `value` as a command.
    pub fn of<T: Verb>(value: T) -> Command {
        Command {
            spec: const { &spec_of::<T>() },
            value: Arc::new(value),
        }
    }

    /// The value, if it is a `T`.
    pub fn get<T: Verb>(&self) -> Option<&T> {
        self.value.downcast_ref()
    }

    /// Its type's spec.
    pub fn spec(&self) -> &'static Spec {
        self.spec
    }

    /// [`Verb::check`].
    pub fn check(&self) -> Result<(), CommandError> {
        (self.spec.check)(self)
    }

    /// Its button's argument ([`Verb::arg`]).
    pub fn arg(&self) -> String {
        (self.spec.arg)(self)
    }

    /// Runs it ([`Verb::run`]).
    pub(in crate::host) fn run(&self, at: &At) -> Replies {
        (self.spec.run)(self, at).unwrap_or_else(|| Ok(Vec::new()))
    }

    /// Runs it on its room ([`Verb::run_in`]).
    pub(in crate::host) fn run_in(&self, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        (self.spec.run_in)(self, at, room).unwrap_or_else(|| Ok(Vec::new()))
    }
}

impl PartialEq for Command {
    fn eq(&self, other: &Command) -> bool {
        self.spec.name == other.spec.name && (self.spec.eq)(self, other)
    }
}

impl Eq for Command {}

impl fmt::Debug for Command {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        (self.spec.debug)(self, f)
    }
}

impl Spec {
    /// Every command's spec, in the order help lists them and Discord
    /// shows them.
    pub fn all() -> impl Iterator<Item = &'static Spec> {
        super::registry::REGISTRY
            .iter()
            .flat_map(|wing| wing.iter())
    }

    /// Its name as Discord registers it and the texts name it
    /// (`discord-command-NAME`): its first Spanish words, a space written
    /// `-` (`reglas-pieza`), as Discord's names have none.
    pub fn discord_name(&self) -> String {
        self.es[0].replace(' ', "-")
    }

    /// The spec named `name` ([`Verb::NAME`]).
    pub fn named(name: &str) -> Option<&'static Spec> {
        Spec::all().find(|spec| spec.name == name)
    }

    /// The spec a typed word names, in any case: its Spanish or English
    /// words, or its name in any language (Discord's, from the texts).
    pub fn of_word(word: &str) -> Option<&'static Spec> {
        let word = word.to_lowercase();
        Spec::all()
            .find(|spec| spec.es.iter().chain(spec.en).any(|w| *w == word))
            .or_else(|| super::languages::named(&word))
    }

    /// The words a platform's chosen options stand for (its menus' values,
    /// keyed by option name): the command's name, then each argument's
    /// words in the spec's order. A name no spec has is kept as the first
    /// word, so the parser says what is wrong.
    pub fn words_of_options(name: &str, options: &[(&str, &str)]) -> String {
        let mut words = vec![name.to_string()];
        let own = Spec::all().find(|spec| spec.discord_name() == name);
        // A command offered under this one's sub-command, if one of its
        // options was chosen.
        let under = own.and_then(|own| {
            Spec::all().find(|spec| {
                spec.discord_under == Some(own.es[0])
                    && (spec.args.iter())
                        .any(|arg| options.iter().any(|(o, _)| *o == arg.kind.name))
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
}

/// `value` when no words follow a command that takes none.
pub fn no_arguments<T: Verb>(rest: &[&str], value: T) -> Result<T, CommandError> {
    match rest.is_empty() {
        true => Ok(value),
        false => Err(CommandError::NoArguments(
            T::NAME,
            truncate(&rest.join(" "), 30),
        )),
    }
}

/// An archived game's number, if one is given (`12` or `#12`).
pub fn game_id(rest: &[&str]) -> Result<Option<u64>, CommandError> {
    match rest {
        [] => Ok(None),
        [id] => match id.trim_start_matches('#').parse::<u64>() {
            Ok(n) => Ok(Some(n)),
            Err(_) => Err(CommandError::BadGameId(truncate(id, 20))),
        },
        _ => Err(CommandError::BadGameId(truncate(&rest.join(" "), 20))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No word names two commands, every name is one command's, and
    /// Discord's limit of 25 sub-commands holds.
    #[test]
    fn the_table_agrees_with_itself() {
        let mut seen = std::collections::HashSet::new();
        for spec in Spec::all() {
            for word in spec.es.iter().chain(spec.en) {
                assert!(seen.insert(*word), "{word} names two commands");
                assert_eq!(Spec::of_word(word).map(|s| s.name), Some(spec.name));
            }
            assert_eq!(
                Spec::all().filter(|s| s.name == spec.name).count(),
                1,
                "{}",
                spec.name
            );
            assert!(
                !spec.name.is_empty() && spec.name.bytes().all(|b| b.is_ascii_lowercase()),
                "a name a button id can carry: {}",
                spec.name
            );
        }
        // Discord's limit of 25 sub-commands in `/futbol` (the settings
        // are `/futbol-admin`).
        let subs = Spec::all().filter(|s| s.on_discord && s.discord_under.is_none());
        assert!(subs.count() <= 25);
        // A command offered under another's sub-command has a place there.
        for spec in Spec::all() {
            if let Some(parent) = spec.discord_under {
                let parent = Spec::of_word(parent).expect("the parent is a command");
                assert!(parent.on_discord && parent.discord_under.is_none());
                for arg in spec.args {
                    assert!(
                        parent.args.iter().all(|a| a.kind.name != arg.kind.name),
                        "{}: {} twice under {}",
                        spec.name,
                        arg.kind.name,
                        parent.es[0]
                    );
                }
            }
        }
    }

    #[test]
    fn chosen_options_read_as_their_words() {
        let words = |name, options: &[(&str, &str)]| Spec::words_of_options(name, options);
        assert_eq!(
            words(
                "crear",
                &[("nivel", "7"), ("rival", "ordenador"), ("juego", "boyer")]
            ),
            "crear boyer contra bot 7"
        );
        assert_eq!(
            words("crear", &[("nivel", "7"), ("rival", "persona")]),
            "crear"
        );
        assert_eq!(words("bailar", &[("x", "y")]), "bailar y");
    }
}
