//! Room commands written as one type each (mini-redis's `Get`: its
//! parsing and its effect side by side): a [`TypedCommand`] says its words
//! and arguments, reads itself from the words after its name, names
//! itself in a button id, and runs on a room. The text parser, Discord's
//! registration, the help and the buttons all reach it through one line
//! of [`REGISTRY`], so adding one is its own file and that line.
//!
//! What a typed command may do: change the room's own state (kept with it
//! in [`RoomState::marks`]) and answer the asker or the channel, with
//! buttons that run it again with another argument; and add lines when
//! a game ends (a real mention each). A command that changes the game for
//! both players (a move, a draw) is an [`crate::host::change::Event`] the
//! announcer words: those stay in the game's own flow.

mod follow;

use super::{Arg, Command, CommandError, Spec, Verb};
use crate::host::controls::Style;
use crate::host::room::{Player, Room, RoomState, User};
use crate::i18n::Lang;

/// Who asks, in which language, when.
pub struct Ask<'a> {
    /// The asker, as the platform says.
    pub user: &'a User,
    /// The room's channel's language.
    pub lang: Lang,
    /// Now (unix seconds).
    pub now: u64,
}

/// Who reads an answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Audience {
    /// Only the asker.
    Asker,
    /// The room's channel.
    Channel,
}

/// What a typed command says back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Answer {
    /// The text, in the asker's channel's language.
    pub text: String,
    /// Who reads it.
    pub audience: Audience,
    /// Buttons that run the same command with another argument.
    pub buttons: Vec<Button>,
}

impl Answer {
    /// An answer only the asker reads, without buttons.
    pub fn to_asker(text: String) -> Answer {
        Answer {
            text,
            audience: Audience::Asker,
            buttons: Vec::new(),
        }
    }

    /// The same answer with a button that runs `command` when pressed.
    pub fn with_button<T: TypedCommand>(
        mut self,
        label: &str,
        command: &T,
        style: Style,
    ) -> Answer {
        self.buttons.push(Button {
            label: label.to_string(),
            typed: Typed::of(command),
            style,
        });
        self
    }
}

/// A button of an [`Answer`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Button {
    /// Its label.
    pub label: String,
    /// The command it runs.
    pub typed: Typed,
    /// Its look.
    pub style: Style,
}

/// One line said when a room's game ends, naming one user for real.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EndLine {
    /// Who it mentions.
    pub user: Player,
    /// The text, with [`crate::host::people::MENTION`] where they go.
    pub text: String,
}

/// A room command as one type.
pub trait TypedCommand: Sized {
    /// Its name in button ids and in [`RoomState::marks`]: once boards
    /// carry it, it never changes. Lower-case letters only.
    const NAME: &'static str;
    /// Its Spanish words; the first is its name on Discord and in help.
    const ES: &'static [&'static str];
    /// Its English words; the first is its English name.
    const EN: &'static [&'static str];
    /// Its arguments, in the order help shows them and menus offer them.
    const ARGS: &'static [Arg];
    /// Whether its buttons work on any board of the room, not only the
    /// newest (an answer's own button, not a move's).
    const LASTS: bool = false;

    /// What help and Discord say it does.
    fn describe(lang: Lang) -> String;
    /// Reads the words after its name.
    fn read(rest: &[&str]) -> Result<Self, CommandError>;
    /// Itself as a button's argument (at most 40 bytes, no `:`).
    fn arg(&self) -> String;
    /// Reads a button's argument; `None` for one it did not make.
    fn from_arg(arg: &str) -> Option<Self>;
    /// Runs on the room: `Ok` keeps what it changed in `room`, `Err`
    /// refuses (whatever it changed is dropped).
    fn run(self, room: &mut Room, ask: &Ask) -> Result<Answer, Answer>;
    /// What it adds when the room's game has ended.
    fn ended(_state: &RoomState, _lang: Lang, _result: &str) -> Vec<EndLine> {
        Vec::new()
    }
}

/// A typed command, read: its name and its argument, as its button
/// carries it (so a parsed command, a chosen option and a pressed button
/// are the same value).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Typed {
    /// The command's [`TypedCommand::NAME`].
    pub name: &'static str,
    /// Its [`TypedCommand::arg`].
    pub arg: String,
}

impl Typed {
    /// The value `command` stands for.
    pub fn of<T: TypedCommand>(command: &T) -> Typed {
        Typed {
            name: T::NAME,
            arg: command.arg(),
        }
    }

    /// Its registry entry (`None`: a name no command has, a forged id).
    pub fn entry(&self) -> Option<&'static Entry> {
        entry(self.name)
    }

    /// Runs it on `room`; a refusal for an argument its type does not read.
    pub fn run(&self, room: &mut Room, ask: &Ask) -> Option<Result<Answer, Answer>> {
        (self.entry()?.run)(&self.arg, room, ask)
    }
}

/// One typed command, as the host reaches it.
pub struct Entry {
    /// Its spec: words, arguments and reader, beside the others'.
    pub spec: Spec,
    /// Whether its buttons work on older boards.
    pub lasts: bool,
    /// [`TypedCommand::describe`].
    pub describe: fn(Lang) -> String,
    run: fn(&str, &mut Room, &Ask) -> Option<Result<Answer, Answer>>,
    ended: fn(&RoomState, Lang, &str) -> Vec<EndLine>,
}

impl Entry {
    /// Its command's [`TypedCommand::NAME`] (lower-case letters, the
    /// grammar a button id's kind has).
    pub fn name(&self) -> &'static str {
        match self.spec.verb {
            Verb::Typed(name) => name,
            _ => "",
        }
    }
}

/// The entry of command type `T`.
pub const fn entry_of<T: TypedCommand>() -> Entry {
    Entry {
        spec: Spec {
            verb: Verb::Typed(T::NAME),
            es: T::ES,
            en: T::EN,
            args: T::ARGS,
            read: read_as::<T>,
        },
        lasts: T::LASTS,
        describe: T::describe,
        run: run_as::<T>,
        ended: T::ended,
    }
}

fn read_as<T: TypedCommand>(rest: &[&str]) -> Result<Command, CommandError> {
    T::read(rest).map(|command| Command::Typed(Typed::of(&command)))
}

fn run_as<T: TypedCommand>(
    arg: &str,
    room: &mut Room,
    ask: &Ask,
) -> Option<Result<Answer, Answer>> {
    Some(T::from_arg(arg)?.run(room, ask))
}

/// Every typed command: one line each.
pub static REGISTRY: &[Entry] = &[entry_of::<follow::Follow>()];

/// The entry named `name`.
pub fn entry(name: &str) -> Option<&'static Entry> {
    REGISTRY.iter().find(|entry| entry.name() == name)
}

/// What every typed command adds when a room's game ended, in `lang`;
/// `result` is the result as the channel was told it.
pub fn end_lines(state: &RoomState, lang: Lang, result: &str) -> Vec<EndLine> {
    REGISTRY
        .iter()
        .flat_map(|entry| (entry.ended)(state, lang, result))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::controls::{ButtonId, ButtonKind};

    /// Names fit a button id's grammar, and a command's argument read
    /// back from its button is the same command.
    #[test]
    fn every_entry_has_a_name_a_button_can_carry() {
        for entry in REGISTRY {
            let name = entry.name();
            assert!(
                !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase()),
                "{name}"
            );
            assert!(std::ptr::eq(self::entry(name).expect("found"), entry));
            let id = ButtonId {
                code: "ACDE".parse().expect("a code"),
                serial: 3,
                kind: ButtonKind::Typed(name.into(), "x".into()),
            };
            assert_eq!(ButtonId::decode(&id.encode()), Some(id));
        }
    }
}
