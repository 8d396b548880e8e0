//! The host's replies in every language. [`Say`] and its general texts
//! live here; the rest is split by topic: rooms and seats (`rooms`), play
//! and results (`play`), takebacks (`takeback`), rematches and series
//! (`rematch`). The sentences are in `texts/locales/*/host.ftl`.

use crate::engine::Team;
use futbol_pictures::Words as _;
use futbol_texts::Lang;
use futbol_texts::t;

mod play;
mod rematch;
mod rooms;
mod takeback;

/// The host's sentences, in one language.
#[derive(Clone, Copy, Debug)]
pub struct Say(pub Lang);

impl Say {
    /// A side's name.
    pub fn team(self, team: Team) -> String {
        self.0.team(team)
    }

    /// The engine's seat, by level: the name it plays under, said in
    /// each reader's language.
    pub fn computer(self, level: u8) -> String {
        t!(self.0, clock_computer, level = level)
    }

    /// A chat message longer than a page may send.
    pub fn message_too_long(self, max: usize) -> String {
        t!(self.0, host_message_too_long, max = max)
    }

    /// Something failed inside the bot; nothing was saved.
    pub fn internal_error(self) -> String {
        t!(self.0, host_internal_error)
    }

    /// The store could not save the action (the database is away, or its
    /// disk is full): the game is as it was, and trying again is worth it.
    pub fn not_saved(self) -> String {
        t!(self.0, host_not_saved)
    }

    /// A request that came while the bot is stopping (a deploy, a
    /// restart): nothing was done, and it is worth trying again soon.
    pub fn restarting(self) -> String {
        t!(self.0, host_restarting)
    }

    /// The channel's language changed.
    pub fn language_set(self) -> String {
        t!(self.0, host_language_set)
    }
}

/// A side as the texts' selectors name it: `picture-team`'s `$team`, which
/// the host's messages reference to name a side.
fn side(team: Team) -> &'static str {
    match team {
        Team::White => "white",
        Team::Black => "black",
    }
}
