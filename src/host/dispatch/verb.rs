//! What every command is: one type in its wing, which says its words, its
//! arguments and its help, reads itself from the words after its name,
//! names itself on its buttons, and runs (as mini-redis's `Get` keeps its
//! parsing and its effect side by side, and poise makes a command's
//! registration, parsing and help from one function). The text parser,
//! Discord's registration, the help and the buttons reach it through its
//! wing's line in the registry ([`super::registry`]).

use super::at::At;
use crate::host::command::error::CommandError;
use crate::host::command::kind::Arg;
use crate::host::message::Replies;
use crate::host::room::{Room, RoomState};
use crate::i18n::Lang;
use std::fmt::Debug;
use std::sync::MutexGuard;

/// One line said when a room's game ends, naming one user for real.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EndLine {
    /// Who it mentions.
    pub user: crate::host::room::Player,
    /// The text, with [`crate::host::people::MENTION`] where they go.
    pub text: String,
}

/// A command, as a type of its wing.
pub trait Verb: Clone + Eq + Debug + Send + Sync + Sized + 'static {
    /// Its name in button ids and errors: once boards carry it, it never
    /// changes. Lower-case letters only.
    const NAME: &'static str;
    /// Its Spanish words; the first is its name on Discord and in help.
    const ES: &'static [&'static str];
    /// Its English words; the first is its English name.
    const EN: &'static [&'static str];
    /// Its arguments, in the order help shows them and menus offer them.
    const ARGS: &'static [Arg] = &[];
    /// Whether Discord's `/futbol` offers it (the settings are the admins'
    /// `/futbol-admin`; Matrix's widget has Discord's Activity instead).
    const ON_DISCORD: bool = true;
    /// On Discord, offered as options of another command's sub-command
    /// (that command's first Spanish word) rather than as a sub-command of
    /// its own: `/futbol` has room for 25.
    const DISCORD_UNDER: Option<&'static str> = None;
    /// Whether it acts on a room: the channel's, the one room where the
    /// asker sits, or a pressed button's (found, locked and checked for
    /// [`Verb::run_in`]).
    const IN_ROOM: bool = false;
    /// Whether its buttons work on any board of the room, not only the
    /// newest (an answer's own button, not a move's).
    const LASTS: bool = false;

    /// What help and Discord say it is for (100 characters at most).
    fn describe(lang: Lang) -> String;
    /// Reads the words after its name.
    fn read(rest: &[&str]) -> Result<Self, CommandError>;
    /// Checks a command an adapter built from typed input (a form, a slash
    /// command's options) against the limits text input has.
    fn check(&self) -> Result<(), CommandError> {
        Ok(())
    }
    /// Itself as a button's argument (at most 40 bytes, no `:`).
    fn arg(&self) -> String {
        String::new()
    }
    /// Reads a button's argument; `None` for one it did not make (a
    /// forged id).
    fn from_arg(_arg: &str) -> Option<Self> {
        None
    }
    /// Runs it. A room's command goes to its room (see [`At::in_room`]).
    fn run(self, at: &At) -> Replies {
        at.in_room(|room| self.run_in(at, room))
    }
    /// Runs it on its room, found and locked.
    fn run_in(self, at: &At, _room: MutexGuard<'_, Room>) -> Replies {
        Ok(vec![at.private(at.say().stale_button())])
    }
    /// What it adds when a room's game has ended (`result` as the channel
    /// was told it).
    fn ended(_state: &RoomState, _lang: Lang, _result: &str) -> Vec<EndLine> {
        Vec::new()
    }
}
