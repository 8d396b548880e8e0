//! A command type as the host reaches it: its [`Spec`] (one per [`Verb`]
//! type, made by [`spec_of`]), and how a value of it becomes a
//! [`Command`].

use super::at::At;
use super::verb::{EndLine, Verb};
use crate::host::command::error::{CommandError, truncate};
use crate::host::command::kind::Arg;
use crate::host::command::value::{Command, Form};
use crate::host::message::Replies;
use crate::host::room::{Room, RoomState};
use crate::i18n::Lang;
use std::fmt;
use std::sync::{Arc, MutexGuard};

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
    /// [`Verb::from_arg`], as a command.
    pub from_arg: fn(&str) -> Option<Command>,
    pub(super) ended: fn(&RoomState, Lang, &str) -> Vec<EndLine>,
    run: fn(&Command, &At) -> Option<Replies>,
    run_in: fn(&Command, &At, MutexGuard<'_, Room>) -> Option<Replies>,
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
        run: |command, at| Some(command.get::<T>()?.clone().run(at)),
        run_in: |command, at, room| Some(command.get::<T>()?.clone().run_in(at, room)),
    }
}

/// A command value is made here, where its type's [`Verb`] is known
/// (its struct, below, knows only its [`Form`]).
impl Command {
    /// `value` as a command.
    pub fn of<T: Verb>(value: T) -> Command {
        Command::with_form(const { &form_of::<T>() }, Arc::new(value))
    }
}

/// What a value of command type `T` can do without running.
const fn form_of<T: Verb>() -> Form {
    Form {
        name: T::NAME,
        check: |command| command.get::<T>().map_or(Ok(()), T::check),
        arg: |command| command.get::<T>().map(T::arg).unwrap_or_default(),
        eq: |a, b| a.get::<T>().is_some_and(|a| b.get::<T>() == Some(a)),
        debug: |command, f| match command.get::<T>() {
            Some(value) => value.fmt(f),
            None => f.write_str(T::NAME),
        },
    }
}

impl Spec {
    /// Runs `command`, of this spec's type ([`Verb::run`]).
    pub fn run(&self, command: &Command, at: &At) -> Replies {
        (self.run)(command, at).unwrap_or_else(|| Ok(Vec::new()))
    }

    /// Runs `command`, of this spec's type, on its room ([`Verb::run_in`]).
    pub fn run_in(&self, command: &Command, at: &At, room: MutexGuard<'_, Room>) -> Replies {
        (self.run_in)(command, at, room).unwrap_or_else(|| Ok(Vec::new()))
    }

    /// Its name as Discord registers it and the texts name it
    /// (`discord-command-NAME`): its first Spanish words, a space written
    /// `-` (`reglas-pieza`), as Discord's names have none.
    pub fn discord_name(&self) -> String {
        self.es[0].replace(' ', "-")
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
    use crate::host::dispatch::{languages, registry};

    /// No word names two commands, every name is one command's, and
    /// Discord's limit of 25 sub-commands holds.
    #[test]
    fn the_table_agrees_with_itself() {
        let mut seen = std::collections::HashSet::new();
        for spec in registry::all() {
            for word in spec.es.iter().chain(spec.en) {
                assert!(seen.insert(*word), "{word} names two commands");
                assert_eq!(languages::of_word(word).map(|s| s.name), Some(spec.name));
            }
            assert_eq!(
                registry::all().filter(|s| s.name == spec.name).count(),
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
        let subs = registry::all().filter(|s| s.on_discord && s.discord_under.is_none());
        assert!(subs.count() <= 25);
        // A command offered under another's sub-command has a place there.
        for spec in registry::all() {
            if let Some(parent) = spec.discord_under {
                let parent = languages::of_word(parent).expect("the parent is a command");
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
        let words = |name, options: &[(&str, &str)]| registry::words_of_options(name, options);
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
