//! A room's clocks stopped while a player is on vacation (`vacaciones`):
//! the move in progress gets the pause on top (its deadline moves with
//! it, in the same save), and a move that starts during the pause counts
//! from its end. Ending a vacation early takes back what was not used.

use super::Event;
use crate::engine::Team;
use crate::host::clock::MoveClock;
use crate::host::room::Room;

impl Room {
    /// Whether its clocks can stop: a timed game between two players,
    /// still going, and no tournament's board (a round waits for every
    /// board: one player's vacation would hold up everyone's).
    pub fn pausable(&self) -> bool {
        self.state.time.is_some()
            && !self.state.local
            && self.state.tournament.is_none()
            && self.full()
            && !self.outcome().is_over()
    }

    /// A new move's clock at `now`: from the end of a pause still running.
    pub(super) fn clock_from(&self, now: u64) -> MoveClock {
        MoveClock::start(
            self.state
                .paused_until
                .filter(|&end| end > now)
                .unwrap_or(now),
        )
    }

    /// Stops the clocks until `until` for `by`'s vacation; `None` when the
    /// room is not timed or already paused that long.
    pub fn pause(&mut self, by: Team, until: u64, now: u64) -> Option<Event> {
        let from = self.state.paused_until.unwrap_or(0).max(now);
        if !self.pausable() || until <= from {
            return None;
        }
        // The move in progress gets the pause on top; one that began
        // during an earlier pause (at its end) now begins at this one's.
        let clock = &mut self.state.move_clock;
        clock.started = clock.started.saturating_add(until - from);
        self.state.paused_until = Some(until);
        self.state.serial += 1;
        Some(Event::Paused { by, until })
    }

    /// Ends the pause at `until` (now, or when the other player's own
    /// vacation ends) instead of later; `None` when it ends by then anyway.
    pub fn resume(&mut self, by: Team, until: u64, now: u64) -> Option<Event> {
        let end = self
            .state
            .paused_until
            .filter(|&end| end > until.max(now))?;
        let clock = &mut self.state.move_clock;
        clock.started = clock.started.saturating_sub(end - until.max(now));
        self.state.paused_until = (until > now).then_some(until);
        self.state.serial += 1;
        Some(Event::Resumed { by })
    }
}
