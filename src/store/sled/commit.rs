//! Group commit: writers that each need their write on disk share one
//! flush. A writer counts its write (already applied in memory), then
//! either becomes the leader and flushes everything written so far, or
//! waits for the flush that covers it. Nobody returns before a flush that
//! started after their write has finished, so nothing is acknowledged
//! before it is on disk.

use std::sync::{Condvar, Mutex, MutexGuard};

#[derive(Default)]
struct Counts {
    /// Writes counted so far.
    written: u64,
    /// Writes covered by a finished flush.
    flushed: u64,
    /// A flush is running.
    flushing: bool,
}

/// The shared flush of a store.
#[derive(Default)]
pub(super) struct GroupCommit {
    counts: Mutex<Counts>,
    done: Condvar,
}

impl GroupCommit {
    fn lock(&self) -> MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until a write made before this call is durable, flushing with
    /// `flush` (as the leader) when no flush is running. A failed flush is
    /// that leader's error; the next waiter tries again.
    pub fn durable<E>(&self, flush: impl Fn() -> Result<(), E>) -> Result<(), E> {
        let mut counts = self.lock();
        counts.written += 1;
        let mine = counts.written;
        loop {
            if counts.flushed >= mine {
                return Ok(());
            }
            if counts.flushing {
                counts = self.done.wait(counts).unwrap_or_else(|e| e.into_inner());
                continue;
            }
            counts.flushing = true;
            let target = counts.written;
            drop(counts);
            let result = flush();
            counts = self.lock();
            counts.flushing = false;
            if result.is_ok() {
                counts.flushed = counts.flushed.max(target);
            }
            self.done.notify_all();
            result?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};

    #[test]
    fn concurrent_writers_share_flushes_and_each_is_covered() {
        let commit = Arc::new(GroupCommit::default());
        let flushes = Arc::new(AtomicU64::new(0));
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let (commit, flushes) = (commit.clone(), flushes.clone());
                std::thread::spawn(move || {
                    for _ in 0..200 {
                        commit
                            .durable(|| {
                                flushes.fetch_add(1, Ordering::SeqCst);
                                std::thread::sleep(std::time::Duration::from_micros(200));
                                Ok::<(), ()>(())
                            })
                            .unwrap();
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        let counts = commit.lock();
        assert_eq!(counts.written, 1600);
        assert_eq!(counts.flushed, 1600, "every write covered");
        let flushes = flushes.load(Ordering::SeqCst);
        assert!(flushes < 1600, "flushes were shared: {flushes}");
    }

    #[test]
    fn a_failed_flush_is_retried_by_the_next_writer() {
        let commit = GroupCommit::default();
        assert_eq!(commit.durable(|| Err("disk")), Err("disk"));
        assert_eq!(commit.durable(|| Ok::<(), &str>(())), Ok(()));
        assert_eq!(commit.lock().flushed, 2);
    }
}
