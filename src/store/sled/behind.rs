//! Ratings worked out and written behind the save. A rated game's final
//! save writes, in its transaction, only a marker beside the archived game
//! (in the `index` tree: `r:` and a sequence number, naming the game), and
//! hands the game to the ratings thread ([`writer`]), which works out both
//! players' new records and changes while the save waits for its flush,
//! so the save pays for the marker and a wake-up. The save returns once
//! its game is rated (usually long done by then): the records and changes
//! wait in memory, where reads find them first, until the thread puts
//! them in the `ratings` and `rating_history` trees moments later, in
//! batches, each in one transaction with the removal of its markers. A
//! crash leaves markers behind: [`Sled::open`] rates their games again
//! from the archive, in order, which gives the same records (each game is
//! rated from the records before it, in the markers' order). So the
//! ratings are still what the archive implies. The thread does not flush:
//! its transaction is on disk with the next save's flush (or sled's own,
//! every half second), and until then the markers stand for it.

mod writer;

pub(super) use writer::Writer;

use super::archive::game_key;
use super::backup::Gate;
use super::ratings::{change_key, rate};
use super::{Sled, rating_key};
use crate::store::backend::RoomRecords;
use crate::store::leaderboard::Table;
use crate::store::ratings::{RatingChange, Standing, rated, standings_of};
use crate::store::{ArchivedGame, StoreError};
use sled::Transactional;
use sled::transaction::ConflictableTransactionError;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// How long a save waits for its game to be rated before it gives up on
/// the thread (whose markers then rate the game at the next open).
const RATING_WAIT: Duration = Duration::from_secs(10);

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

/// A rated game of a final save: its marker, for the save's transaction.
pub(super) struct Marked {
    seq: u64,
    /// The marker's key.
    pub(super) marker: Vec<u8>,
    /// The marker's value: the archived game's key.
    pub(super) game: [u8; 8],
    /// The game, for the thread. (Reading it back from the archive
    /// instead costs the next save's transaction more than sharing it.)
    rated: Arc<ArchivedGame>,
}

#[derive(Default)]
struct Pending {
    /// Games whose saves committed, to be rated, in their markers' order.
    submitted: Vec<(u64, Arc<ArchivedGame>)>,
    /// The last marker's game that is rated.
    rated: u64,
    /// Records not yet in the tree: key → (sequence, record).
    records: HashMap<Vec<u8>, (u64, Standing)>,
    /// Changes not yet in the tree.
    changes: BTreeMap<Vec<u8>, RatingChange>,
    /// What the thread has to write, in order.
    queue: Vec<(u64, Vec<Write>)>,
    /// The thread waits to be woken (a wake-up is a system call, which
    /// saves spare while it is busy).
    asleep: bool,
    stop: bool,
}

/// The games and records on their way to the trees, the thread's trees,
/// and the leaderboards it moves.
pub(super) struct Behind {
    pending: Mutex<Pending>,
    /// The last marker's sequence number.
    next: AtomicU64,
    /// Wakes the thread.
    wake: Condvar,
    /// Wakes the saves that wait for their games to be rated.
    done: Condvar,
    /// Held by a rated save from its markers to handing its games over, so
    /// games are rated in their markers' order.
    order: Mutex<()>,
    leaders: Arc<Mutex<Table>>,
    db: sled::Db,
    ratings: sled::Tree,
    history: sled::Tree,
    index: sled::Tree,
    gate: Arc<Gate>,
}

impl Behind {
    fn lock(&self) -> MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Taken by a rated save from [`Behind::mark`] to [`Behind::submit`].
    pub(super) fn in_turn(&self) -> MutexGuard<'_, ()> {
        self.order.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The markers of the rated games among `games`, in order.
    pub(super) fn mark<'a>(
        &self,
        games: impl Iterator<Item = &'a Arc<ArchivedGame>>,
    ) -> Vec<Marked> {
        // As `rated` decides, without making the owners' keys.
        games
            .filter(|game| game.rated && game.ratable())
            .map(|game| {
                let seq = self.next.fetch_add(1, Ordering::Relaxed) + 1;
                Marked {
                    seq,
                    marker: marker_key(seq),
                    game: game_key(game.id),
                    rated: game.clone(),
                }
            })
            .collect()
    }

    /// Hands the marked games of a committed save to the thread; the last
    /// one's number, for [`Behind::wait_rated`].
    pub(super) fn submit(&self, marked: Vec<Marked>) -> Option<u64> {
        let last = marked.last()?.seq;
        let mut pending = self.lock();
        pending
            .submitted
            .extend(marked.into_iter().map(|m| (m.seq, m.rated)));
        if pending.asleep {
            self.wake.notify_one();
        }
        Some(last)
    }

    /// Waits until the game of marker `seq` is rated, so what a save
    /// returns to can read its records.
    pub(super) fn wait_rated(&self, seq: u64) {
        let pending = self.lock();
        let (pending, _) = self
            .done
            .wait_timeout_while(pending, RATING_WAIT, |p| p.rated < seq && !p.stop)
            .unwrap_or_else(|e| e.into_inner());
        if pending.rated < seq {
            tracing::error!("store: a game is not rated yet; its marker rates it at the next open");
        }
    }

    /// Rates submitted games one by one, in order, each from the records
    /// the one before left: made visible to reads and the leaderboards,
    /// and queued to be written.
    fn rate_submitted(&self, games: Vec<(u64, Arc<ArchivedGame>)>) {
        for (seq, game) in games {
            self.rate_one(seq, &game);
            self.lock().rated = seq;
            self.done.notify_all();
        }
    }

    fn rate_one(&self, seq: u64, game: &ArchivedGame) {
        let Some((variant, owners)) = rated(game) else {
            return;
        };
        let before = {
            let table = self.leaders.lock().unwrap_or_else(|e| e.into_inner());
            owners.each_ref().map(|o| table.record(variant, o).cloned())
        };
        let after = standings_of(game, before);
        let mut writes = Vec::with_capacity(2);
        let mut boarded = Vec::with_capacity(2);
        for (owner, (record, change)) in owners.into_iter().zip(after) {
            boarded.push((variant, owner.clone(), record.clone()));
            writes.push(Write {
                record_key: rating_key(variant, &owner),
                record,
                change_key: change_key(variant, &owner, game.id),
                change,
            });
        }
        let mut pending = self.lock();
        for write in &writes {
            let record = (seq, write.record.clone());
            pending.records.insert(write.record_key.clone(), record);
            let change = write.change.clone();
            pending.changes.insert(write.change_key.clone(), change);
        }
        pending.queue.push((seq, writes));
        drop(pending);
        let mut table = self.leaders.lock().unwrap_or_else(|e| e.into_inner());
        table.put_all(boarded);
    }

    /// A player's record (JSON): the one waiting to be written, or the
    /// tree's.
    pub(super) fn record(&self, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        // Memory first: the thread puts a record in the tree before it
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
    use crate::rating::{Rating, Score, rate_game};
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
            platform: crate::ids::Platform::Web,
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
