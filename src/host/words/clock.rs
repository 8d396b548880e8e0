//! What the bot says about clocks, turns and pings. Where a sentence names
//! the player to move or a deadline, it holds the host's markers
//! ([`MENTION`], [`DEADLINE`]) that each adapter writes its own way.

use crate::engine::Team;
use crate::host::message::{DEADLINE, MENTION};
use crate::i18n::Words as _;
use crate::i18n::{Say, duration};
use futbol_texts::t;

impl Say {
    /// Under a new board: whose move it is, and until when.
    pub fn turn_line(self, timed: bool) -> String {
        let mention = MENTION.to_string();
        match timed {
            false => t!(self.0, clock_turn, mention = mention),
            true => t!(
                self.0,
                clock_turn_timed,
                mention = mention,
                deadline = DEADLINE.to_string()
            ),
        }
    }

    /// The reminder at 80 % of the move's time.
    pub fn reminder(self) -> String {
        t!(
            self.0,
            clock_reminder,
            mention = MENTION.to_string(),
            deadline = DEADLINE.to_string()
        )
    }

    /// The side to move ran out of time and lost.
    pub fn timed_out(self, who: &str, team: Team) -> String {
        t!(self.0, clock_timed_out, who = who, team = self.team(team))
    }

    /// Time ran out before both sides had moved.
    pub fn aborted(self, who: &str) -> String {
        t!(self.0, clock_aborted, who = who)
    }

    /// A player gave the opponent time.
    pub fn time_given(self, giver: &str, receiver: &str, seconds: u64) -> String {
        t!(
            self.0,
            clock_time_given,
            giver = giver,
            receiver = receiver,
            given = duration(seconds)
        )
    }

    /// `ver` in a timed game: the clock.
    pub fn clock_status(self, left: u64, per_move: u64) -> String {
        t!(self.0, clock_status, clock = self.0.clock(left, per_move))
    }

    /// A room against the engine was opened.
    pub fn created_vs_computer(
        self,
        code: &str,
        variant: crate::engine::Variant,
        who: &str,
        seat: &str,
        level: u8,
    ) -> String {
        t!(
            self.0,
            clock_created_vs_computer,
            code = code,
            variant = variant.to_string(),
            who = who,
            seat = seat,
            level = level
        )
    }

    /// Too many searches at once: the engine moves as soon as it can.
    pub fn computer_busy(self) -> String {
        t!(self.0, clock_computer_busy)
    }

    /// `avisos si|no` was saved.
    pub fn pings_set(self, on: bool) -> String {
        match on {
            true => t!(self.0, clock_pings_on),
            false => t!(self.0, clock_pings_off),
        }
    }

    /// `tiempo` in a room without a clock.
    pub fn no_clock(self) -> String {
        t!(self.0, clock_no_clock)
    }

    /// `tiempo` for one's own move.
    pub fn own_time(self) -> String {
        t!(self.0, clock_own_time)
    }

    /// More time than a whole move's.
    pub fn too_much_time(self, per_move: u64) -> String {
        t!(self.0, clock_too_much_time, most = duration(per_move))
    }
}
