//! The ratings thread: rates the games final saves hand it as soon as they
//! come (while those saves wait for their flush), and writes what it rated
//! to the trees a moment later, in batches.

use super::{Behind, Pending, marker_key};
use crate::store::StoreError;
use crate::store::leaderboard::Table;
use sled::Transactional;
use sled::transaction::ConflictableTransactionError;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long the thread waits for more games before it writes: games that
/// end together share a transaction.
const GATHER: Duration = Duration::from_millis(50);

/// The thread: stopped (after writing what waits) when the last handle of
/// the store is dropped, so the database closes with it.
pub(in crate::store::sled) struct Writer {
    pub(in crate::store::sled) behind: Arc<Behind>,
    thread: Option<JoinHandle<()>>,
}

impl Writer {
    /// Starts the thread of a store's ratings (its database, `ratings`,
    /// `rating_history` and `index` trees, the backup's gate and the
    /// leaderboards).
    pub(in crate::store::sled) fn start(
        db: &sled::Db,
        [ratings, history, index]: [&sled::Tree; 3],
        (gate, leaders): (&Arc<super::Gate>, &Arc<Mutex<Table>>),
    ) -> Result<Writer, StoreError> {
        let behind = Arc::new(Behind {
            pending: Mutex::default(),
            next: AtomicU64::new(0),
            wake: Condvar::new(),
            done: Condvar::new(),
            order: Mutex::default(),
            leaders: leaders.clone(),
            db: db.clone(),
            ratings: ratings.clone(),
            history: history.clone(),
            index: index.clone(),
            gate: gate.clone(),
        });
        let running = behind.clone();
        let thread = std::thread::Builder::new()
            .name("ratings-writer".into())
            .spawn(move || running.run())
            .map_err(|e| StoreError::Database(format!("starting the ratings writer: {e}")))?;
        Ok(Writer {
            behind,
            thread: Some(thread),
        })
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        self.behind.lock().stop = true;
        self.behind.wake.notify_all();
        if let Some(thread) = self.thread.take()
            && thread.join().is_err()
        {
            tracing::error!("store: the ratings writer panicked");
        }
    }
}

impl Behind {
    /// Sleeps until woken or `until`, marked asleep meanwhile.
    fn sleep<'a>(
        &self,
        mut pending: MutexGuard<'a, Pending>,
        until: Option<Instant>,
    ) -> MutexGuard<'a, Pending> {
        pending.asleep = true;
        let mut pending = match until {
            Some(until) => {
                let left = until.saturating_duration_since(Instant::now());
                let woken = self.wake.wait_timeout(pending, left);
                woken.unwrap_or_else(|e| e.into_inner()).0
            }
            None => self.wake.wait(pending).unwrap_or_else(|e| e.into_inner()),
        };
        pending.asleep = false;
        pending
    }

    /// The thread: rates what is submitted at once, writes what it rated
    /// once it has gathered for a moment, until the store is dropped (then
    /// writes what is left).
    fn run(&self) {
        let mut pending = self.lock();
        let mut write_at: Option<Instant> = None;
        loop {
            if !pending.submitted.is_empty() {
                let games = std::mem::take(&mut pending.submitted);
                drop(pending);
                self.rate_submitted(games);
                pending = self.lock();
                continue;
            }
            if pending.queue.is_empty() {
                if pending.stop {
                    drop(pending);
                    if let Err(error) = self.db.flush() {
                        tracing::error!(%error, "store: the ratings written last are not flushed");
                    }
                    return;
                }
                pending = self.sleep(pending, None);
                continue;
            }
            let at = *write_at.get_or_insert_with(|| Instant::now() + GATHER);
            if !pending.stop && Instant::now() < at {
                pending = self.sleep(pending, Some(at));
                continue;
            }
            let stopping = pending.stop;
            drop(pending);
            write_at = None;
            if let Err(error) = self.write_queued() {
                // The markers are on disk: what is not written here is
                // rated again at the next open. A store being dropped
                // does not wait for a disk that keeps failing.
                tracing::error!(%error, "store: ratings not written yet");
                if stopping {
                    return;
                }
                std::thread::sleep(Duration::from_secs(1));
            }
            pending = self.lock();
        }
    }

    /// Writes what is queued in one transaction, then drops it from memory.
    fn write_queued(&self) -> Result<(), StoreError> {
        let batch = std::mem::take(&mut self.lock().queue);
        let trees = (&self.ratings, &self.history, &self.index);
        let mut encoded = Vec::new();
        for (_, writes) in &batch {
            for write in writes {
                let record = serde_json::to_vec(&write.record)?;
                encoded.push((record, serde_json::to_vec(&write.change)?));
            }
        }
        let result = self.gate.write_with(|| {
            trees.transaction(|(ratings, history, index)| {
                let mut json = encoded.iter();
                for (seq, writes) in &batch {
                    for (write, (record, change)) in writes.iter().zip(json.by_ref()) {
                        ratings.insert(write.record_key.as_slice(), record.as_slice())?;
                        history.insert(write.change_key.as_slice(), change.as_slice())?;
                    }
                    index.remove(marker_key(*seq))?;
                }
                Ok::<_, ConflictableTransactionError<StoreError>>(())
            })
        });
        let mut pending = self.lock();
        if let Err(error) = result {
            let later = std::mem::replace(&mut pending.queue, batch);
            pending.queue.extend(later);
            return Err(error.into());
        }
        for (seq, writes) in &batch {
            for write in writes {
                let key = &write.record_key;
                if pending.records.get(key).is_some_and(|(at, _)| at == seq) {
                    pending.records.remove(key);
                }
                pending.changes.remove(&write.change_key);
            }
        }
        Ok(())
    }
}
