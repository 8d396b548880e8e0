//! Taking requests, and stopping: the host counts what it is answering
//! so a stop can wait for it (`Host::settled`), and once stopping it
//! answers new requests "the bot is restarting" instead of half-doing
//! them (`Host::handle`). It also counts the calls through the adapters'
//! door, by side (`futbol_host_calls_total`).

use crate::telemetry::HOST_CALLS;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::SeqCst};

/// What a call through the door is, as the host counts them
/// (`futbol_host_calls_total`): an answer to what someone did (or its
/// sequel, a game moved into a thread), a read of what the host keeps, or
/// a note an adapter keeps about its own messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// An action answered.
    Answer,
    /// A read: a page arriving, a profile, a ranking.
    Read,
    /// An adapter's own note (a board's message, a reaction's button, a
    /// line relayed to other processes).
    Note,
}

impl Side {
    /// Its label in the metric.
    pub fn name(self) -> &'static str {
        match self {
            Side::Answer => "answer",
            Side::Read => "read",
            Side::Note => "note",
        }
    }
}

/// Whether the host is stopping, and how much work is in flight.
#[derive(Default)]
pub(super) struct Lifecycle {
    stopping: AtomicBool,
    busy: AtomicUsize,
    /// Calls through the door: answers, reads, notes.
    calls: [AtomicU64; 3],
    /// Whether the last request found the store unable to save, so the
    /// operator's log says so once, and again when it answers.
    store_down: AtomicBool,
}

/// One piece of work in flight; counted until dropped.
pub(super) struct Busy<'a>(&'a AtomicUsize);

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, SeqCst);
    }
}

impl Lifecycle {
    /// Counts a piece of work in, unless the host is stopping. The count
    /// goes up before the flag is read, so a stop that finds the count at
    /// zero after raising its flag knows no work can start any more.
    pub(super) fn enter(&self) -> Option<Busy<'_>> {
        self.busy.fetch_add(1, SeqCst);
        let busy = Busy(&self.busy);
        (!self.stopping.load(SeqCst)).then_some(busy)
    }

    /// From now on, nothing enters.
    pub(super) fn stop(&self) {
        self.stopping.store(true, SeqCst);
    }

    /// Whether the host is stopping.
    pub(super) fn stopping(&self) -> bool {
        self.stopping.load(SeqCst)
    }

    /// Counts a call through the door.
    pub(super) fn called(&self, side: Side) {
        self.calls[side as usize].fetch_add(1, SeqCst);
        metrics::counter!(HOST_CALLS, "side" => side.name()).increment(1);
    }

    /// How many calls of `side` came through the door since start.
    #[cfg(feature = "test-hooks")]
    pub(super) fn calls(&self, side: Side) -> u64 {
        self.calls[side as usize].load(SeqCst)
    }

    /// Notes a request that the store could not save: logged the first
    /// time only (requests keep coming while it is away).
    pub(super) fn store_failed(&self, error: &dyn std::fmt::Display) {
        match self.store_down.swap(true, SeqCst) {
            false => tracing::error!(
                "the store cannot save ({error}); every action is refused until it answers"
            ),
            true => tracing::debug!("the store still cannot save: {error}"),
        }
    }

    /// Notes a request the store answered: logged once after an outage.
    pub(super) fn store_answered(&self) {
        if self.store_down.swap(false, SeqCst) {
            tracing::warn!("the store answers again; actions are saved");
        }
    }

    /// Whether no work is in flight.
    pub(super) fn idle(&self) -> bool {
        self.busy.load(SeqCst) == 0
    }
}
