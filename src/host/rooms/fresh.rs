//! Whether a room this process holds is still the store's, without asking
//! the store, when other processes share it.
//!
//! Asking costs a round trip per request (the room's version), which on
//! this machine halved the actions a PostgreSQL store takes per second
//! (`cargo bench --bench stores`). Every update is announced with the
//! room's new version (`store/postgres/update.rs`), creations and closings
//! without one, so a room checked once since the listener started hearing
//! stays current until a notice says otherwise: a notice of a later
//! version than the one held, or one without a version. This process's
//! own updates come back as notices of the version it holds, and change
//! nothing (nor are they passed on to the pages, which had the reply).
//! Nothing is trusted while the listener is not hearing (after it
//! stopped, until its next [`RESYNC`]).
//!
//! A change whose notice has not arrived yet (or never comes: its process
//! died between its save and its notice) is still caught: by the save,
//! which writes only at the version read (a conflict), or, for a change
//! refused on the old board, by asking the store for the room's version
//! (`Rooms::behind_the_store`). Either way the room is read again and the
//! request runs once more (`Host::answer`).

use crate::ids::RoomCode;
use crate::store::{RESYNC, UNHEARD};
use std::collections::HashMap;
use std::sync::Mutex;

/// What was heard, in order (`seq` numbers every notice and check).
#[derive(Default)]
struct Heard {
    seq: u64,
    /// The listener hears changes.
    live: bool,
    /// The `seq` at which it last started or stopped hearing.
    since: u64,
    /// Rooms checked against the store: when.
    checked: HashMap<RoomCode, u64>,
    /// Of those, the last notice about each since: when, and the version
    /// it announced (`None`: a creation or a closing).
    notices: HashMap<RoomCode, (u64, Option<u64>)>,
    /// The versions this process's own saves made, until their notices
    /// come back.
    own: HashMap<RoomCode, u64>,
}

/// See the module's documentation.
#[derive(Default)]
pub(super) struct Freshness {
    heard: Mutex<Heard>,
}

impl Freshness {
    /// Takes in one of the store's notices; the room code in it, for those
    /// who follow changes (`None` for a notice that names no room).
    pub(super) fn heard<'a>(&self, notice: &'a str) -> Option<&'a str> {
        let Ok(mut heard) = self.heard.lock() else {
            return None;
        };
        heard.seq += 1;
        let seq = heard.seq;
        if notice == RESYNC || notice == UNHEARD {
            heard.live = notice == RESYNC;
            heard.since = seq;
            heard.checked.clear();
            heard.notices.clear();
            return (notice == RESYNC).then_some(notice);
        }
        let (code, version) = match notice.split_once(':') {
            Some((code, version)) => (code, version.parse().ok()),
            None => (notice, None),
        };
        let room = code.parse::<RoomCode>();
        // This process's own update: nothing to do, for it or its
        // followers (its pages got the room from the reply); nor may it
        // hide a later update by another process heard before it.
        if let Ok(room) = room
            && version.is_some()
            && heard.own.get(&room).copied() == version
        {
            heard.own.remove(&room);
            return None;
        }
        if let Ok(room) = room
            && heard.checked.contains_key(&room)
        {
            heard.notices.insert(room, (seq, version));
        }
        Some(code)
    }

    /// Whether room `code`, held at `version`, is still the store's.
    pub(super) fn current(&self, code: RoomCode, version: u64) -> bool {
        let Ok(heard) = self.heard.lock() else {
            return false;
        };
        let Some(&checked) = heard.checked.get(&code) else {
            return false;
        };
        heard.live
            && checked > heard.since
            && match heard.notices.get(&code) {
                None => true,
                Some(&(seq, announced)) => seq < checked || announced.is_some_and(|v| v <= version),
            }
    }

    /// A ticket taken just before reading room `code`'s version from the
    /// store; notices about it are kept from now on.
    pub(super) fn ticket(&self, code: RoomCode) -> u64 {
        self.heard.lock().map_or(0, |mut heard| {
            heard.seq += 1;
            heard.checked.entry(code).or_insert(0);
            heard.seq
        })
    }

    /// The room was read with `ticket`: what it holds now is the store's,
    /// as of that ticket.
    pub(super) fn checked(&self, code: RoomCode, ticket: u64) {
        if let Ok(mut heard) = self.heard.lock() {
            heard.checked.insert(code, ticket);
            if heard
                .notices
                .get(&code)
                .is_some_and(|&(seq, _)| seq < ticket)
            {
                heard.notices.remove(&code);
            }
        }
    }

    /// The room is no longer held (or the store has none).
    pub(super) fn forget(&self, code: RoomCode) {
        if let Ok(mut heard) = self.heard.lock() {
            heard.checked.remove(&code);
            heard.notices.remove(&code);
            heard.own.remove(&code);
        }
    }

    /// This process is saving room `code` as `version` (`None`: the save
    /// failed): the notice of that version is its own.
    pub(super) fn saving(&self, code: RoomCode, version: Option<u64>) {
        if let Ok(mut heard) = self.heard.lock() {
            match version {
                Some(version) => heard.own.insert(code, version),
                None => heard.own.remove(&code),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code() -> RoomCode {
        "ABCD".parse().unwrap()
    }

    #[test]
    fn nothing_is_current_before_the_listener_hears() {
        let fresh = Freshness::default();
        fresh.checked(code(), fresh.ticket(code()));
        assert!(!fresh.current(code(), 1), "not hearing yet");
        fresh.heard(RESYNC);
        assert!(!fresh.current(code(), 1), "checked before it heard");
        fresh.checked(code(), fresh.ticket(code()));
        assert!(fresh.current(code(), 1));
        fresh.heard(UNHEARD);
        assert!(!fresh.current(code(), 1), "it stopped hearing");
    }

    #[test]
    fn a_later_version_or_a_closing_makes_it_stale_and_its_own_does_not() {
        let fresh = Freshness::default();
        fresh.heard(RESYNC);
        fresh.checked(code(), fresh.ticket(code()));
        assert_eq!(fresh.heard("ABCD:3"), Some("ABCD"));
        assert!(fresh.current(code(), 3), "this process's own update");
        assert!(!fresh.current(code(), 2), "another's, newer than held");
        fresh.checked(code(), fresh.ticket(code()));
        assert!(fresh.current(code(), 2), "read again");
        fresh.heard("ABCD");
        assert!(!fresh.current(code(), 9), "created or closed elsewhere");
    }

    #[test]
    fn its_own_update_is_not_passed_on_and_hides_no_later_one() {
        let fresh = Freshness::default();
        fresh.heard(RESYNC);
        fresh.checked(code(), fresh.ticket(code()));
        fresh.saving(code(), Some(3));
        // Another process's update of 4 is heard before this one's 3.
        assert_eq!(fresh.heard("ABCD:4"), Some("ABCD"));
        assert_eq!(fresh.heard("ABCD:3"), None, "its own");
        assert!(!fresh.current(code(), 3), "4 is still the store's");
        // The same version again is another's notice (never this one's).
        assert_eq!(fresh.heard("ABCD:3"), Some("ABCD"));
    }

    #[test]
    fn a_notice_during_a_check_is_not_lost() {
        let fresh = Freshness::default();
        fresh.heard(RESYNC);
        let ticket = fresh.ticket(code());
        fresh.checked(code(), ticket);
        let ticket = fresh.ticket(code());
        fresh.heard("ABCD:5");
        fresh.checked(code(), ticket);
        assert!(!fresh.current(code(), 4), "the notice came after the read");
    }
}
