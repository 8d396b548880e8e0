//! What the bot says about vacations (`vacaciones`). Deadlines are the
//! host's [`DEADLINE`] marker, which each adapter writes its own way.

use crate::host::message::DEADLINE;
use crate::i18n::{Say, duration};
use futbol_texts::t;

impl Say {
    /// `vacaciones`: what is used this year, and the running one's end.
    pub fn vacation_status(self, used: u64, allowance: u64, running: bool) -> String {
        let (used, allowance) = (duration(used), duration(allowance));
        match running {
            true => t!(
                self.0,
                vacation_status_running,
                used = used,
                allowance = allowance,
                deadline = DEADLINE.to_string()
            ),
            false => t!(self.0, vacation_status, used = used, allowance = allowance),
        }
    }

    /// A vacation longer than what is left of the year's allowance.
    pub fn vacation_too_long(self, left: u64) -> String {
        t!(self.0, vacation_too_long, left = duration(left))
    }

    /// The vacation started: how many games' clocks stopped (none: no
    /// timed game is going, and nobody is told).
    pub fn vacation_started(self, games: usize) -> String {
        t!(
            self.0,
            vacation_started,
            games = games,
            deadline = DEADLINE.to_string()
        )
    }

    /// `vacaciones fin` with none running.
    pub fn no_vacation(self) -> String {
        t!(self.0, vacation_none)
    }

    /// The vacation ended early; the days not used are given back.
    pub fn vacation_ended(self) -> String {
        t!(self.0, vacation_ended)
    }

    /// In a game's channel: a player's vacation stopped its clocks.
    pub fn vacation_paused(self, who: &str) -> String {
        t!(
            self.0,
            vacation_paused,
            who = who,
            deadline = DEADLINE.to_string()
        )
    }

    /// In a game's channel: the player is back early.
    pub fn vacation_resumed(self, who: &str) -> String {
        t!(self.0, vacation_resumed, who = who)
    }
}
