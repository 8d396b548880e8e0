//! Takebacks in words: the request, its answers, the refusals.

use super::Say;
use futbol_texts::t;

impl Say {
    /// A player asked to take back their last action.
    pub fn takeback_asked(self, who: &str, opponent: &str) -> String {
        t!(self.0, host_takeback_asked, who = who, opponent = opponent)
    }

    /// The request was declined, or withdrawn by its asker.
    pub fn takeback_declined(self, asker: &str, by: Option<&str>) -> String {
        match by {
            Some(by) => t!(self.0, host_takeback_declined, by = by, asker = asker),
            None => t!(self.0, host_takeback_withdrawn, asker = asker),
        }
    }

    /// The action was taken back; its player moves again.
    pub fn taken_back(self, who: &str) -> String {
        t!(self.0, host_taken_back, who = who)
    }

    /// `deshacer` with no action of one's own to take back.
    pub fn nothing_to_take_back(self) -> String {
        t!(self.0, host_nothing_to_take_back)
    }

    /// The action to take back scored: the board was set up again.
    pub fn takeback_after_goal(self) -> String {
        t!(self.0, host_takeback_after_goal)
    }

    /// The opponent played after the action.
    pub fn takeback_too_late(self) -> String {
        t!(self.0, host_takeback_too_late)
    }

    /// The user's request stands already.
    pub fn takeback_pending(self) -> String {
        t!(self.0, host_takeback_pending)
    }

    /// `deshacer si|no` with no request to answer.
    pub fn no_takeback_asked(self) -> String {
        t!(self.0, host_no_takeback_asked)
    }
}
