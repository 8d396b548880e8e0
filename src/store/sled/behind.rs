//! Ratings written behind the save. A rated game's final save works out
//! both players' new records and changes, but its transaction writes only
//! a marker beside the archived game (in the `index` tree: `r:` and a
//! sequence number, naming the game). The records and changes wait in
//! memory, where reads find them first, and a writer thread puts them in
//! the `ratings` and `rating_history` trees moments later, in batches,
//! each in one transaction with the removal of its markers. A crash
//! leaves markers behind: [`Sled::open`] rates their games again from the
//! archive, in order, which gives the same records (each game is rated
//! from the records before it). So the final save pays for one small key,
//! and the ratings are still what the archive implies.

use super::archive::game_key;
use super::backup::Gate;
use super::commit::GroupCommit;
use super::ratings::{change_key, rate};
use super::{Sled, rating_key};
use crate::store::backend::RoomRecords;
use crate::store::leaderboard::Rated;
use crate::store::ratings::{RatingChange, Standing, rated, standings_of};
use crate::store::{ArchivedGame, StoreError};
use sled::Transactional;
use sled::transaction::ConflictableTransactionError;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long the writer waits for more games before it writes: games that
/// end together share a transaction and a flush.
const GATHER: Duration = Duration::from_millis(50);

/// The index kind of a marker (beside the archive's `c:` and `p:`).
const MARKER: [u8; 2] = [b'r', b':'];

fn marker_key(seq: u64) -> Vec<u8> {
    let mut key = MARKER.to_vec();
    key.extend_from_slice(&seq.to_be_bytes());
    key
}

/// One player's new record and change, under their keys.
struct Write {
    record_key: Vec<u8>,
    record: Standing,
    change_key: Vec<u8>,
    change: RatingChange,
}

/// A rated game's writes, worked out by a final save.
pub(super) struct Rating {
    seq: u64,
    /// The marker's key, for the save's transaction.
    pub(super) marker: Vec<u8>,
    /// The marker's value: the archived game's key.
    pub(super) game: [u8; 8],
    variant: &'static str,
    writes: Vec<(String, Write)>,
}

#[derive(Default)]
struct Pending {
    next: u64,
    /// Records not yet in the tree: key → (sequence, record).
    records: HashMap<Vec<u8>, (u64, Standing)>,
    /// Changes not yet in the tree.
    changes: BTreeMap<Vec<u8>, RatingChange>,
    /// What the writer has to write, in order.
    queue: Vec<(u64, Vec<Write>)>,
    stop: bool,
}

/// The records waiting to be written, and the writer's trees.
pub(super) struct Behind {
    pending: Mutex<Pending>,
    wake: Condvar,
    /// Held by a rated save from reading the records to queuing its own,
    /// so two games of one player are rated one after the other.
    order: Mutex<()>,
    db: sled::Db,
    ratings: sled::Tree,
    history: sled::Tree,
    index: sled::Tree,
    commit: Arc<GroupCommit>,
    gate: Arc<Gate>,
}

/// The writer thread: stopped (after writing what waits) when the last
/// handle of the store is dropped, so the database closes with it.
pub(super) struct Writer {
    pub(super) behind: Arc<Behind>,
    thread: Option<JoinHandle<()>>,
}

impl Writer {
    /// Starts the writer of a store's ratings (its database, `ratings`,
    /// `rating_history` and `index` trees, and flush).
    pub(super) fn start(
        db: &sled::Db,
        [ratings, history, index]: [&sled::Tree; 3],
        (commit, gate): (&Arc<GroupCommit>, &Arc<Gate>),
    ) -> Result<Writer, StoreError> {
        let behind = Arc::new(Behind {
            pending: Mutex::default(),
            wake: Condvar::new(),
            order: Mutex::default(),
            db: db.clone(),
            ratings: ratings.clone(),
            history: history.clone(),
            index: index.clone(),
            commit: commit.clone(),
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
    fn lock(&self) -> MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Taken by a rated save for as long as it reads records and queues
    /// its own.
    pub(super) fn in_turn(&self) -> MutexGuard<'_, ()> {
        self.order.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The writes of each rated game in `games`, in order, from each
    /// player's record as `current` has it (a later game of the same
    /// player is rated from the earlier one's). Call with
    /// [`Behind::in_turn`] held until [`Behind::queue`].
    pub(super) fn work_out<'a>(
        &self,
        games: impl Iterator<Item = &'a ArchivedGame>,
        current: impl Fn(&str, &str) -> Option<Standing>,
    ) -> Vec<Rating> {
        let mut out: Vec<Rating> = Vec::new();
        for game in games {
            let Some((variant, owners)) = rated(game) else {
                continue;
            };
            let before = owners.each_ref().map(|owner| {
                let earlier = out
                    .iter()
                    .rev()
                    .filter(|rating| rating.variant == variant)
                    .flat_map(|rating| &rating.writes)
                    .find(|(o, _)| o == owner);
                match earlier {
                    Some((_, write)) => Some(write.record.clone()),
                    None => current(variant, owner),
                }
            });
            let after = standings_of(game, before);
            let seq = {
                let mut pending = self.lock();
                pending.next += 1;
                pending.next
            };
            let writes = owners
                .into_iter()
                .zip(after)
                .map(|(owner, (record, change))| {
                    let write = Write {
                        record_key: rating_key(variant, &owner),
                        record,
                        change_key: change_key(variant, &owner, game.id),
                        change,
                    };
                    (owner, write)
                })
                .collect();
            out.push(Rating {
                seq,
                marker: marker_key(seq),
                game: game_key(game.id),
                variant,
                writes,
            });
        }
        out
    }

    /// Makes the writes of a committed save visible and hands them to the
    /// writer; the records, for the leaderboards.
    pub(super) fn queue(&self, ratings: Vec<Rating>) -> Vec<Rated> {
        let mut rated = Vec::new();
        if ratings.is_empty() {
            return rated;
        }
        let mut pending = self.lock();
        for rating in ratings {
            let mut writes = Vec::with_capacity(rating.writes.len());
            for (owner, write) in rating.writes {
                let record = (rating.seq, write.record.clone());
                pending.records.insert(write.record_key.clone(), record);
                pending
                    .changes
                    .insert(write.change_key.clone(), write.change.clone());
                rated.push((rating.variant, owner, write.record.clone()));
                writes.push(write);
            }
            pending.queue.push((rating.seq, writes));
        }
        self.wake.notify_all();
        rated
    }

    /// A player's record (JSON): the one waiting to be written, or the
    /// tree's.
    pub(super) fn record(&self, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        // Memory first: the writer puts a record in the tree before it
        // leaves memory, so one of the two has it.
        if let Some((_, record)) = self.lock().records.get(key) {
            return Ok(Some(serde_json::to_vec(record)?));
        }
        Ok(self.ratings.get(key)?.map(|v| v.to_vec()))
    }

    /// The changes between two keys, newest first, at most `limit`: those
    /// waiting to be written and the tree's.
    pub(super) fn changes(
        &self,
        first: &[u8],
        last: &[u8],
        limit: usize,
    ) -> Result<Vec<Vec<u8>>, StoreError> {
        let mut found: BTreeMap<Vec<u8>, Vec<u8>> = BTreeMap::new();
        {
            let pending = self.lock();
            let waiting = pending.changes.range(first.to_vec()..=last.to_vec());
            for (key, change) in waiting.rev().take(limit) {
                found.insert(key.clone(), serde_json::to_vec(change)?);
            }
        }
        for entry in self.history.range(first..=last).rev().take(limit) {
            let (key, value) = entry?;
            found.entry(key.to_vec()).or_insert_with(|| value.to_vec());
        }
        Ok(found.into_values().rev().take(limit).collect())
    }

    /// The writer: waits for queued games, gathers for a moment, writes
    /// them, until the store is dropped (then writes what is left).
    fn run(&self) {
        loop {
            let (stopping, idle) = {
                let mut pending = self.lock();
                while pending.queue.is_empty() && !pending.stop {
                    pending = self.wake.wait(pending).unwrap_or_else(|e| e.into_inner());
                }
                if !pending.stop {
                    drop(pending);
                    std::thread::sleep(GATHER);
                    pending = self.lock();
                }
                (pending.stop, pending.queue.is_empty())
            };
            if stopping && idle {
                return;
            }
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
        drop(pending);
        self.commit.durable(|| self.db.flush().map(|_| ()))?;
        Ok(())
    }
}

impl Sled {
    /// Rates the games whose markers a crash left, in order (at open,
    /// before anything reads a record).
    pub(super) fn rate_marked(&self) -> Result<(), StoreError> {
        let mut rated = 0;
        for entry in self.index.scan_prefix(MARKER) {
            let (marker, id) = entry?;
            let game = match self.archive.get(&id)? {
                Some(bytes) => serde_json::from_slice::<ArchivedGame>(&bytes).ok(),
                None => None,
            };
            let trees = (&self.ratings, &self.rating_history, &self.index);
            trees.transaction(|(ratings, history, index)| {
                if let Some(game) = &game {
                    rate(ratings, history, game, &mut Vec::new())?;
                }
                index.remove(&marker)?;
                Ok::<_, ConflictableTransactionError<StoreError>>(())
            })?;
            if game.is_none() {
                tracing::warn!("store: a marked game is not in the archive; not rated");
            }
            rated += 1;
        }
        if rated > 0 {
            self.flush()?;
            tracing::info!("store: rated {rated} games a stop left unrated");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::community::ratings::{Rating, Score, rate_game};
    use crate::store::backend::{ArchiveRecords, RatingRecords};
    use crate::store::ratings::Standing;
    use crate::store::{ArchivedPlayer, GameResult, HowEnded};

    fn rated_game(id: u64) -> ArchivedGame {
        let player = |key: &str, name: &str| ArchivedPlayer {
            id: key.into(),
            name: name.into(),
        };
        ArchivedGame {
            id,
            code: "ABCD".into(),
            platform: crate::host::Platform::Web,
            channel: "web:lobby".into(),
            variant: crate::engine::Variant::Futbol,
            start: String::new(),
            white: player("web-ana", "Ana"),
            black: player("web-bob", "Bob"),
            started: 1_767_225_600,
            ended: 1_767_229_200 + id,
            result: GameResult::WhiteWins,
            ending: HowEnded::Resigned,
            score: [1, 0],
            actions: Vec::new(),
            community: Some("web".into()),
            rated: true,
        }
    }

    fn standing(store: &Sled, owner: &str) -> Option<Standing> {
        let json = store.standing("futbol", owner).expect("read")?;
        Some(serde_json::from_slice(&json).expect("decodes"))
    }

    /// What a kill between a final save and the writer leaves: two rated
    /// games in the archive, each with its marker, and no record. The next
    /// open rates both, in order, once.
    #[test]
    fn games_a_stop_left_unrated_are_rated_at_the_next_open() {
        let dir = tempfile::tempdir().expect("temp dir");
        let games = [rated_game(1), rated_game(2)];
        {
            let store = Sled::open(dir.path()).expect("store");
            store.import_games(&games).expect("archived");
            for (seq, game) in [(5, &games[0]), (9, &games[1])] {
                store
                    .index
                    .insert(marker_key(seq), &game_key(game.id))
                    .expect("marker");
            }
            // And a marker whose game is not in the archive.
            store
                .index
                .insert(marker_key(12), &game_key(99))
                .expect("marker");
            store.flush().expect("flush");
            assert_eq!(standing(&store, "web:web-ana"), None);
        }
        let (white, black) = (Rating::default(), Rating::default());
        let (w1, b1) = rate_game(&white, &black, Score::Win, games[0].ended);
        let (w2, b2) = rate_game(&w1, &b1, Score::Win, games[1].ended);
        for _ in 0..2 {
            let store = Sled::open(dir.path()).expect("reopens");
            let ana = standing(&store, "web:web-ana").expect("rated");
            let bob = standing(&store, "web:web-bob").expect("rated");
            assert_eq!((ana.rating, ana.wins, ana.streak), (w2, 2, 2));
            assert_eq!((bob.rating, bob.losses, bob.streak), (b2, 2, -2));
            assert_eq!(store.index.scan_prefix(MARKER).count(), 0);
            let history = store
                .rating_history("futbol", "web:web-ana", None, 10)
                .expect("history");
            assert_eq!(history.len(), 2);
        }
    }
}
