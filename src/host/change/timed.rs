//! A room's clock: what falls due next, what happens when it does, and
//! giving the opponent time. Pure, with the time passed in.

use super::{Event, Refusal};
use crate::host::clock::Due;
use crate::host::room::{Ending, Room};
use crate::ids::UserId;

impl Room {
    /// What falls due next: the 80 % reminder or the timeout of a timed
    /// game in progress, otherwise the idle limit. `None` once closed.
    pub fn next_due(&self, idle: u64) -> Option<Due> {
        if !self.state.open {
            return None;
        }
        let idle_at = Due::Idle(self.state.last_activity.saturating_add(idle));
        let Some(control) = self.state.time else {
            return Some(idle_at);
        };
        if self.outcome().is_over() || !(self.full() || self.state.local) {
            return Some(idle_at);
        }
        let clock = self.state.move_clock;
        Some(if clock.reminded {
            Due::Timeout(clock.timeout(control))
        } else {
            Due::Reminder(clock.reminder(control))
        })
    }

    /// Acts on what fell due by `now`: reminds the player to move (once a
    /// move), ends the game on time (aborted, without a result, if a side
    /// has not moved yet), or closes an idle room.
    pub fn tick(&mut self, now: u64, idle: u64) -> Option<Event> {
        let due = self.next_due(idle)?;
        if due.at() > now {
            return None;
        }
        let team = self.game.turn();
        let timed_out = self
            .state
            .time
            .is_some_and(|control| self.state.move_clock.timeout(control) <= now);
        Some(match due {
            Due::Reminder(_) if !timed_out => {
                self.state.move_clock.reminded = true;
                Event::Reminder(team)
            }
            Due::Reminder(_) | Due::Timeout(_) => {
                let both_moved = self.plies >= 2;
                self.state.ending = Some(if both_moved {
                    Ending::Timeout(team)
                } else {
                    Ending::Aborted
                });
                self.record_win();
                self.state.draw_offer = None;
                self.state.takeback = None;
                self.touch(now);
                if both_moved {
                    Event::TimedOut(team)
                } else {
                    Event::Aborted(team)
                }
            }
            Due::Idle(_) => self.expire(),
        })
    }

    /// The user gives the side to move `seconds` more for this move (at
    /// most a whole move's time).
    pub fn give_time(&mut self, user: &UserId, seconds: u64) -> Result<Event, Refusal> {
        let seat = self.seat_of(user).ok_or(Refusal::NotAPlayer)?;
        let control = self.state.time.ok_or(Refusal::NoClock)?;
        if self.outcome().is_over() {
            return Err(Refusal::GameOver);
        }
        if !self.full() {
            return Err(Refusal::Waiting);
        }
        let to = self.game.turn();
        if self.state.local || seat == to {
            return Err(Refusal::OwnTime);
        }
        if seconds > control.per_move {
            return Err(Refusal::TooMuchTime(control.per_move));
        }
        self.state.move_clock.extra = self.state.move_clock.extra.saturating_add(seconds);
        Ok(Event::TimeGiven { to, seconds })
    }
}
