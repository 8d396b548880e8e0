//! Lines relayed between processes that share a store: what one process
//! says to a channel (or to one user in it) reaches the pages other
//! processes serve on that channel.
//!
//! A process writes each line it sends to its own pages into the store
//! first (the outbox), then sends it; every other process reads the lines
//! it has not seen yet, when the store announces new ones ([`RELAYED`])
//! and once a second besides, so a line whose announcement was lost with
//! its process still arrives. Lines are numbered in the order they were
//! written; [`Window`] tells which were seen, so none is delivered twice
//! even though numbers can become visible out of order. A store nobody
//! shares keeps nothing: there is no one to relay to.

use super::{Store, StoreError};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// The notice a shared store sends after lines were relayed.
pub const RELAYED: &str = "@";

/// One line for the pages of a channel on other processes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelayLine {
    /// The process that wrote it (which skips it when reading).
    pub origin: String,
    /// The platform's name (`web`).
    pub platform: String,
    /// The channel whose pages get it.
    pub channel: String,
    /// The one user whose pages get it (a private answer), or everyone's.
    pub user: Option<String>,
    /// The line as the platform sends it (the page's JSON).
    pub body: String,
}

/// Keeping lines for other processes.
pub trait Relay {
    /// Writes `lines` for the other processes and announces them. A store
    /// nobody shares keeps nothing.
    fn relay(&self, lines: &[RelayLine]) -> Result<(), StoreError> {
        let _ = lines;
        Ok(())
    }
    /// The lines numbered after `after`, by number, at most `limit`.
    fn relayed(&self, after: u64, limit: usize) -> Result<Vec<(u64, RelayLine)>, StoreError> {
        let _ = (after, limit);
        Ok(Vec::new())
    }
    /// The highest number written so far (0: none).
    fn relay_head(&self) -> Result<u64, StoreError> {
        Ok(0)
    }
    /// Drops the lines written more than `age` ago: a page that was not
    /// open then has no use for them.
    fn forget_relayed(&self, age: Duration) -> Result<(), StoreError> {
        let _ = age;
        Ok(())
    }
}

impl Store {
    /// See [`Relay::relay`].
    pub fn relay(&self, lines: &[RelayLine]) -> Result<(), StoreError> {
        self.backend.relay(lines)
    }

    /// See [`Relay::relayed`].
    pub fn relayed(&self, after: u64, limit: usize) -> Result<Vec<(u64, RelayLine)>, StoreError> {
        self.backend.relayed(after, limit)
    }

    /// See [`Relay::relay_head`].
    pub fn relay_head(&self) -> Result<u64, StoreError> {
        self.backend.relay_head()
    }

    /// See [`Relay::forget_relayed`].
    pub fn forget_relayed(&self, age: Duration) -> Result<(), StoreError> {
        self.backend.forget_relayed(age)
    }
}

/// How long a missing number is waited for before it is taken for one
/// that will never come (a write that failed): each line is written by
/// one statement, so a number is visible within moments or never.
pub const GAP_WAIT: Duration = Duration::from_secs(5);

/// Which relayed lines one reader has seen: every number up to `floor`,
/// and those in `seen` above it. Numbers are handed out before their
/// writes commit, so a later number can be read before an earlier one;
/// the floor waits for a missing number up to [`GAP_WAIT`].
#[derive(Debug)]
pub struct Window {
    floor: u64,
    seen: BTreeSet<u64>,
    gap: Option<(u64, Instant)>,
}

impl Window {
    /// A reader that has seen everything up to `head` (it starts now).
    pub fn new(head: u64) -> Window {
        Window {
            floor: head,
            seen: BTreeSet::new(),
            gap: None,
        }
    }

    /// Where to read from: the lines after this number.
    pub fn after(&self) -> u64 {
        self.floor
    }

    /// Takes line `seq` in: `true` the first time (deliver it), `false`
    /// when it was seen already.
    pub fn take(&mut self, seq: u64) -> bool {
        seq > self.floor && self.seen.insert(seq)
    }

    /// Raises the floor over what was seen, past a gap older than
    /// [`GAP_WAIT`] at `now`.
    pub fn advance(&mut self, now: Instant) {
        loop {
            if self.seen.remove(&(self.floor + 1)) {
                self.floor += 1;
                continue;
            }
            let Some(&next) = self.seen.first() else {
                self.gap = None;
                return;
            };
            let missing = self.floor + 1;
            match self.gap {
                Some((at, since)) if at == missing => {
                    if now.duration_since(since) < GAP_WAIT {
                        return;
                    }
                    self.floor = next - 1;
                    self.gap = None;
                }
                _ => {
                    self.gap = Some((missing, now));
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_line_is_taken_once_and_the_floor_rises_over_what_was_seen() {
        let mut window = Window::new(10);
        assert!(!window.take(10), "before this reader started");
        assert!(window.take(11));
        assert!(!window.take(11), "seen");
        assert!(window.take(12));
        window.advance(Instant::now());
        assert_eq!(window.after(), 12);
        assert!(!window.take(12), "under the floor");
    }

    #[test]
    fn a_missing_number_is_waited_for_then_passed() {
        let start = Instant::now();
        let mut window = Window::new(0);
        assert!(window.take(2));
        window.advance(start);
        assert_eq!(window.after(), 0, "1 may still come");
        window.advance(start + GAP_WAIT / 2);
        assert_eq!(window.after(), 0);
        // Number 1 becomes visible late: still delivered, once.
        assert!(window.take(1));
        window.advance(start + GAP_WAIT / 2);
        assert_eq!(window.after(), 2);
        assert!(!window.take(2) && !window.take(1));
        // A number that never comes is passed after the wait.
        assert!(window.take(4));
        window.advance(start + GAP_WAIT);
        assert_eq!(window.after(), 2);
        window.advance(start + GAP_WAIT * 3);
        assert_eq!(window.after(), 4);
        assert!(!window.take(3), "too late: taken for never");
    }
}
