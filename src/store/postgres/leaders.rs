//! Leaderboards on PostgreSQL from a table in each process's memory, the
//! one sled answers from: a place is counted there without walking the
//! players above it, where SQL counts every listed row above the asker
//! (about 20 ms at 100,000 players on a small machine, index-only).
//!
//! The table is loaded when the store connects, after this process starts
//! listening for changed records (triggers on `ratings`, migrations 9 and 11,
//! sends each one when its change commits), so nothing committed after
//! the load's snapshot is missed; it is loaded again each time the
//! listener starts over, and this process's own rated saves go in as they
//! commit. A leaderboard asked for before the first load waits for it.

use super::{Dial, Postgres, listen, pg};
use crate::store::leaderboard::{Board, BoardQuery, Rated, Table, poisoned};
use crate::store::ratings::Standing;
use crate::store::{RESYNC, StoreError};
use deadpool_postgres::Pool;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// How long a leaderboard waits for the table to be (re)loaded.
const WAIT: Duration = Duration::from_secs(10);

/// The table and the signal that it was (re)loaded.
type Shared = Arc<(Mutex<Option<Table>>, Condvar)>;

/// This process's leaderboard table (`None` until loaded, or while a
/// missed change is being made up for by a new load).
#[derive(Default)]
pub(super) struct Leaders {
    shared: Shared,
}

impl Leaders {
    /// Starts following the ratings on `runtime`: listening, loading.
    pub(super) fn follow(
        &self,
        runtime: &tokio::runtime::Runtime,
        dial: Dial,
        pool: Pool,
        channel: String,
    ) {
        runtime.spawn(follow(dial, channel, pool, self.shared.clone()));
    }

    /// The board `query` asks for, from the table.
    pub(super) fn board(&self, query: &BoardQuery) -> Result<Board, StoreError> {
        let (lock, loaded) = &*self.shared;
        let table = lock.lock().map_err(|_| poisoned())?;
        let (mut table, _) = loaded
            .wait_timeout_while(table, WAIT, |table| table.is_none())
            .map_err(|_| poisoned())?;
        match table.as_mut() {
            Some(table) => Ok(table.board(query)),
            None => Err(StoreError::Postgres(
                "the leaderboards are still loading; try again in a moment".into(),
            )),
        }
    }

    /// Records this process has just committed.
    pub(super) fn rated(&self, written: Vec<Rated>) {
        put(&self.shared, |table| table.put_all(written));
    }
}

/// Changes the table, if it is loaded.
fn put(shared: &Shared, change: impl FnOnce(&mut Table)) {
    if let Ok(mut table) = shared.0.lock()
        && let Some(table) = table.as_mut()
    {
        change(table);
    }
}

/// Sets the table (or clears it) and wakes whoever waits for it.
fn set(shared: &Shared, table: Option<Table>) {
    if let Ok(mut held) = shared.0.lock() {
        *held = table;
    }
    shared.1.notify_all();
}

/// Keeps the table up to date: a whole load at each [`RESYNC`], then each
/// changed record put in (read when its notice could not carry it). A
/// change that cannot be read clears the table until a new load succeeds
/// (tried every second).
async fn follow(dial: Dial, channel: String, pool: Pool, shared: Shared) {
    let (send, mut changed) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(listen(dial, channel, send));
    while let Some(notice) = changed.recv().await {
        let mut lines = notice.splitn(3, '\n');
        let result = match (lines.next(), lines.next(), lines.next()) {
            _ if notice == RESYNC => load(&pool).await.map(|table| set(&shared, Some(table))),
            (Some(game), Some(owner), record) => {
                let standing = match record {
                    Some(record) => serde_json::from_str(record).map(Some).map_err(Into::into),
                    None => reread(&pool, game, owner).await,
                };
                standing.map(|standing| {
                    if let Some(standing) = standing {
                        put(&shared, |table| table.put(game, owner, standing));
                    }
                })
            }
            _ => Ok(()),
        };
        if let Err(error) = result {
            tracing::warn!(%error, "postgres: the leaderboard table is out of date; loading it again");
            set(&shared, None);
            loop {
                tokio::time::sleep(Duration::from_secs(1)).await;
                if let Ok(table) = load(&pool).await {
                    set(&shared, Some(table));
                    break;
                }
            }
        }
    }
}

/// Every record, as a table (one that does not decode is left out and
/// logged).
async fn load(pool: &Pool) -> Result<Table, StoreError> {
    let client = Postgres::client(pool).await?;
    let rows = client
        .query("SELECT game, owner, rating FROM ratings", &[])
        .await
        .map_err(pg)?;
    let mut table = Table::default();
    for row in &rows {
        let (game, owner, record): (&str, &str, &str) = (row.get(0), row.get(1), row.get(2));
        table.put_stored(game, owner, record.as_bytes());
    }
    Ok(table)
}

async fn reread(pool: &Pool, game: &str, owner: &str) -> Result<Option<Standing>, StoreError> {
    match super::ratings::record_of(pool, game, owner).await? {
        Some(record) => Ok(Some(serde_json::from_str(&record)?)),
        None => Ok(None),
    }
}
