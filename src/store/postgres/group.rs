//! Group commit of plain updates: the moves that several clients make at
//! once are written by one statement, in one transaction, so they share
//! its round trip, its commit and its wait for the disk.
//!
//! Each plain update (`update.rs`) is queued; one task takes whatever is
//! queued into a batch as soon as the batch before it is written, so
//! batches grow with the load and a lone move waits for nothing.
//! Each room in a batch is still written only at the version it was read
//! at: a room another process changed is a conflict for its own save
//! alone, the others stand. A batch that fails as a whole (an error, not
//! a conflict) is written again one save at a time, so one bad save
//! cannot fail the others.

use super::Postgres;
use super::save::{OwnedSave, save};
use super::update::{update, update_many};
use crate::store::StoreError;
use crate::store::leaderboard::Rated;
use deadpool_postgres::Pool;
use std::collections::HashSet;
use std::sync::mpsc::{SyncSender, sync_channel};
use tokio::runtime::Runtime;
use tokio::sync::mpsc;

/// Saves in one batch at most.
const MOST: usize = 64;

/// A save and where its outcome goes: a channel the saving thread waits
/// on itself, with room for the one answer, so the answer never waits.
type Queued = (OwnedSave, SyncSender<Result<(), StoreError>>);

/// The queue of plain updates.
#[derive(Clone)]
pub(super) struct Group(mpsc::UnboundedSender<Queued>);

impl Group {
    /// Starts the task that writes the batches, on `runtime`.
    pub(super) fn start(runtime: &Runtime, pool: Pool) -> Group {
        let (send, receive) = mpsc::unbounded_channel();
        runtime.spawn(batches(pool, receive));
        Group(send)
    }

    /// Writes one plain update with whatever else is queued and waits for
    /// it (from any thread, inside a runtime or not, as `Postgres::run`);
    /// `Conflict` when the room is not at its version. The save goes
    /// straight to the queue and its answer straight back: no task in
    /// between, whose wake-ups cost a move as much as its statement's
    /// share (`cargo bench --bench stores`).
    pub(super) fn update(&self, save: OwnedSave) -> Result<(), StoreError> {
        let (send, outcome) = sync_channel(1);
        self.0
            .send((save, send))
            .map_err(|_| StoreError::Postgres("the store is closed".into()))?;
        outcome
            .recv()
            .map_err(|_| StoreError::Postgres("the store is closed".into()))?
    }
}

impl Postgres {
    /// Writes saves: a plain update with whatever others are saving at
    /// once, anything else in a transaction of its own; the rating records
    /// written, for this process's leaderboards.
    pub(super) fn write(&self, mut saves: Vec<OwnedSave>) -> Result<Vec<Rated>, StoreError> {
        match (&self.group, saves.pop()) {
            (Some(group), Some(one)) if saves.is_empty() && one.plain_update() => {
                group.update(one)?;
                Ok(Vec::new())
            }
            (_, last) => {
                saves.extend(last);
                self.run(save(self.pool.clone(), saves))
            }
        }
    }
}

/// Takes the queue in batches, one at a time: while a batch is written
/// the next one gathers, and the bigger batches cost the server fewer
/// statements and commits (on this 2-core machine, one batch at a time
/// beat two, each on its own connection, in 8 of 8 alternating pairs of
/// `cargo bench --bench stores`, PostgreSQL alone: means 4,624 vs 4,078
/// durable actions/s; three or four did no better than two).
async fn batches(pool: Pool, mut queue: mpsc::UnboundedReceiver<Queued>) {
    let mut held: Option<Queued> = None;
    loop {
        let first = match held.take() {
            Some(first) => first,
            None => match queue.recv().await {
                Some(first) => first,
                None => return,
            },
        };
        // One save per room in a batch: a room's next save waits for the
        // next batch (the host saves a room one at a time; this only
        // keeps a batch's rows apart).
        let mut codes = HashSet::from([first.0.code.clone()]);
        let mut batch = vec![first];
        while batch.len() < MOST {
            let Ok(next) = queue.try_recv() else { break };
            if !codes.insert(next.0.code.clone()) {
                held = Some(next);
                break;
            }
            batch.push(next);
        }
        // Rows locked in the order of their codes, as every batch locks
        // them: two processes' batches sharing rooms wait for each other
        // instead of deadlocking (PostgreSQL would end one after a second).
        batch.sort_by(|a, b| a.0.code.cmp(&b.0.code));
        write(&pool, batch).await;
    }
}

/// Writes one batch and tells each save its outcome.
async fn write(pool: &Pool, batch: Vec<Queued>) {
    let (saves, outcomes): (Vec<OwnedSave>, Vec<_>) = batch.into_iter().unzip();
    let client = match Postgres::client(pool).await {
        Ok(client) => client,
        Err(error) => {
            for outcome in outcomes {
                let _ = outcome.send(Err(copy(&error)));
            }
            return;
        }
    };
    match update_many(&client, &saves).await {
        Ok(written) => {
            for (outcome, written) in outcomes.into_iter().zip(written) {
                let _ = outcome.send(if written {
                    Ok(())
                } else {
                    Err(StoreError::Conflict)
                });
            }
        }
        // Alone, each save fails or stands on its own.
        Err(_) if saves.len() > 1 => {
            for (save, outcome) in saves.iter().zip(outcomes) {
                let _ = outcome.send(update(&client, save).await);
            }
        }
        Err(error) => {
            for outcome in outcomes {
                let _ = outcome.send(Err(copy(&error)));
            }
        }
    }
}

/// The same error for another save of the batch.
fn copy(error: &StoreError) -> StoreError {
    match error {
        StoreError::Postgres(text) => StoreError::Postgres(text.clone()),
        other => StoreError::Postgres(other.to_string()),
    }
}
