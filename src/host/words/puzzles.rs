//! What the host says about puzzles (`problema`), in every language
//! (`texts/locales/*/puzzles.ftl`).

use crate::i18n::Say;
use crate::i18n::ratings::signed;
use futbol_texts::t;

impl Say {
    /// A puzzle's heading: its id and rule set, who is to score, in how
    /// many of their own actions.
    pub fn puzzle_heading(self, id: &str, variant: &str, team: &str, left: u8) -> String {
        t!(
            self.0,
            puzzle_heading,
            id = id,
            variant = variant,
            team = team,
            left = left
        )
    }

    /// How to answer: in chat the menu or the typed command; on the
    /// page the lists or the action alone.
    pub fn puzzle_how(self, on_page: bool) -> String {
        match on_page {
            true => t!(self.0, puzzle_how_page),
            false => t!(self.0, puzzle_how),
        }
    }

    /// In `boyer`: the goal comes this turn, each move and kick counted.
    pub fn puzzle_steps(self) -> String {
        t!(self.0, puzzle_steps)
    }

    /// The picker's second step.
    pub fn puzzle_pick(self) -> String {
        t!(self.0, puzzle_pick)
    }

    /// A right answer, the attacker to act again.
    pub fn puzzle_good(self, played: &str) -> String {
        t!(self.0, puzzle_good, played = played)
    }

    /// A right answer and the defender's reply.
    pub fn puzzle_good_reply(self, played: &str, reply: &str) -> String {
        t!(self.0, puzzle_good_reply, played = played, reply = reply)
    }

    /// Solved without a hint: the new rating, its change, the streak.
    pub fn puzzle_solved(self, played: &str, rating: i64, change: i64, streak: u32) -> String {
        t!(
            self.0,
            puzzle_solved,
            played = played,
            rating = rating,
            change = signed(change),
            streak = streak
        )
    }

    /// Solved after a hint: no rating moved.
    pub fn puzzle_solved_helped(self, played: &str) -> String {
        t!(self.0, puzzle_solved_helped, played = played)
    }

    /// A wrong answer: the defence that stops it (may be empty) and the
    /// solution.
    pub fn puzzle_wrong(
        self,
        played: &str,
        stopped: &str,
        solution: &str,
        rating: i64,
        change: i64,
    ) -> String {
        let stopped = match stopped.is_empty() {
            true => t!(self.0, puzzle_wrong_no_goal),
            false => t!(self.0, puzzle_wrong_stopped, reply = stopped),
        };
        t!(
            self.0,
            puzzle_wrong,
            played = played,
            stopped = stopped,
            solution = solution,
            rating = rating,
            change = signed(change)
        )
    }

    /// The first hint: where the right action starts.
    pub fn puzzle_hint_origin(self, origin: &str) -> String {
        t!(self.0, puzzle_hint_origin, origin = origin)
    }

    /// The second hint: the action.
    pub fn puzzle_hint_action(self, action: &str) -> String {
        t!(self.0, puzzle_hint_action, action = action)
    }

    /// No hint could be found (a bug, logged).
    pub fn puzzle_no_hint(self) -> String {
        t!(self.0, puzzle_no_hint)
    }

    /// An answer or a hint with no puzzle being solved.
    pub fn puzzle_none_going(self) -> String {
        t!(self.0, puzzle_none_going)
    }

    /// A rule set without puzzles yet.
    pub fn puzzle_none_for(self, variant: crate::engine::Variant) -> String {
        t!(self.0, puzzle_none_for, variant = variant.name())
    }

    /// Every puzzle of a rule set was given within 30 days.
    pub fn puzzle_all_done(self, variant: crate::engine::Variant) -> String {
        t!(self.0, puzzle_all_done, variant = variant.name())
    }

    /// The hint button.
    pub fn puzzle_hint_label(self) -> String {
        t!(self.0, puzzle_hint_label)
    }

    /// The next puzzle's button.
    pub fn puzzle_next_label(self) -> String {
        t!(self.0, puzzle_next_label)
    }

    /// The puzzle of the day's button.
    pub fn puzzle_daily_label(self) -> String {
        t!(self.0, puzzle_daily_label)
    }

    /// Only a community's admins set its puzzle of the day.
    pub fn puzzle_daily_admins(self) -> String {
        t!(self.0, puzzle_daily_admins)
    }

    /// The puzzle of the day is on, here, from `hour` UTC.
    pub fn puzzle_daily_on(self, hour: u8) -> String {
        t!(self.0, puzzle_daily_on, hour = hour)
    }

    /// The puzzle of the day is off.
    pub fn puzzle_daily_off(self) -> String {
        t!(self.0, puzzle_daily_off)
    }

    /// An older day's button.
    pub fn puzzle_daily_over(self) -> String {
        t!(self.0, puzzle_daily_over)
    }

    /// The community has no puzzle of the day.
    pub fn puzzle_daily_none(self) -> String {
        t!(self.0, puzzle_daily_none)
    }

    /// The day's puzzle, while it is solved: which it is.
    pub fn puzzle_daily_mark(self, day: &str) -> String {
        t!(self.0, puzzle_daily_mark, day = day)
    }

    /// The asker tried today's puzzle already.
    pub fn puzzle_daily_tried(self) -> String {
        t!(self.0, puzzle_daily_tried)
    }

    /// The day's post.
    pub fn puzzle_daily_post(self, id: &str, variant: &str, team: &str, left: u8) -> String {
        t!(
            self.0,
            puzzle_daily_post,
            id = id,
            variant = variant,
            team = team,
            left = left
        )
    }

    /// The day before's solvers (names, never pinged).
    pub fn puzzle_daily_solvers(self, names: &str, count: usize) -> String {
        t!(self.0, puzzle_daily_solvers, names = names, count = count)
    }

    /// A profile's puzzle line.
    pub fn puzzle_profile(
        self,
        rating: &str,
        streak: u32,
        best: u32,
        solved: u32,
        failed: u32,
    ) -> String {
        t!(
            self.0,
            puzzle_profile,
            rating = rating,
            streak = streak,
            best = best,
            solved = solved,
            failed = failed
        )
    }
}
