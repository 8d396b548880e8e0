//! Communities' own games add puzzles: a background job, once a minute at
//! most, proves a few positions ([`POSITIONS_PER_RUN`]) of the archive's
//! games in order, as the generator does, and keeps what it finds beside
//! the shipped bank. Where it stands (a game and a ply) is kept in the
//! store, so it goes on after a restart and several processes share one
//! job (at worst two prove the same positions in one minute, and a
//! puzzle is kept once: its key is taken by adding).
//!
//! Kept as settings, on both stores: `puzzle-archive-cursor`, and each
//! puzzle found under `puzzle-found:VARIANT:N`, `N` the next free
//! ([`crate::puzzles::records::Records::append`]).

use crate::engine::puzzle::MOST_MOVES;
use crate::engine::{Game, Variant};
use crate::host::desk::{Desk, slot};
use crate::puzzles::bank::{self, Entry, id_of};
use crate::puzzles::{Found, Puzzle, scan_game};
use crate::store::StoreError;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// Positions proven in one run: a few seconds of one core at most.
pub const POSITIONS_PER_RUN: usize = 12;

/// Archive ids looked past a missing one (a game set aside) before the
/// job waits for more games.
const GAP: u64 = 5;

const CURSOR: &str = "puzzle-archive-cursor";

/// Where the job stands: the next position to prove.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Cursor {
    game: u64,
    ply: usize,
}

/// The list of the puzzles of `variant` found ([`crate::puzzles::records::Records::append`]).
fn found_list(variant: Variant) -> String {
    format!("puzzle-found:{variant}")
}

impl Desk {
    /// The puzzles of `variant`: the shipped bank's, then those found in
    /// the archive.
    pub(super) fn entries(&self, variant: Variant) -> Vec<Arc<Entry>> {
        let found = self.found.read().unwrap_or_else(|e| e.into_inner());
        (bank::of(variant).iter())
            .chain(&found[slot(variant)])
            .cloned()
            .collect()
    }

    /// The puzzle `id` of `variant`, shipped or found.
    pub(super) fn find(&self, variant: Variant, id: &str) -> Option<Arc<Entry>> {
        if let Some(entry) = bank::find(variant, id) {
            return Some(entry.clone());
        }
        let found = self.found.read().unwrap_or_else(|e| e.into_inner());
        found[slot(variant)].iter().find(|e| e.id == id).cloned()
    }

    /// Reads the puzzles other processes (or an earlier run) found since
    /// this one last looked.
    fn refresh_found(&self) -> Result<(), StoreError> {
        for variant in Variant::ALL {
            let known = self.found.read().map_or(0, |f| f[slot(variant)].len());
            let more: Vec<Puzzle> = self.records.list(&found_list(variant), known..usize::MAX)?;
            let more = more.into_iter().map(|puzzle| {
                let id = id_of(&puzzle);
                Arc::new(Entry { id, puzzle })
            });
            let mut found = self.found.write().unwrap_or_else(|e| e.into_inner());
            found[slot(variant)].extend(more);
        }
        Ok(())
    }

    /// Keeps `puzzle` unless it is known (shipped, or found before).
    fn keep(&self, puzzle: Puzzle) -> Result<bool, StoreError> {
        let (variant, id) = (puzzle.variant, id_of(&puzzle));
        if self.find(variant, &id).is_some() {
            return Ok(false);
        }
        let known = self.found.read().map_or(0, |f| f[slot(variant)].len());
        let slots = known..usize::MAX;
        (self.records).append(&found_list(variant), slots, &puzzle, |kept| {
            id_of(kept) == id
        })?;
        self.refresh_found()?;
        Ok(true)
    }

    /// One run of the job at `now` (once a minute at most): the next
    /// [`POSITIONS_PER_RUN`] positions of the archive proven, the puzzles
    /// among them kept. How many were new.
    pub(in crate::host) fn scan_archive(&self, now: u64) -> Result<usize, StoreError> {
        let minute = now / 60 + 1;
        if self.archive_minute.swap(minute, Ordering::Relaxed) == minute {
            return Ok(0);
        }
        self.refresh_found()?;
        let store = self.records.store();
        let cursor = store.setting(CURSOR)?.unwrap_or(Cursor { game: 1, ply: 0 });
        let mut game = None;
        for id in cursor.game..cursor.game.saturating_add(GAP) {
            if let Some(archived) = store.archived(id)? {
                game = Some(archived);
                break;
            }
        }
        let Some(game) = game else {
            return Ok(0);
        };
        let cursor = Cursor {
            ply: if game.id == cursor.game {
                cursor.ply
            } else {
                0
            },
            game: game.id,
        };
        let mut found = Found::default();
        let start = Game::from_position(game.variant, &game.start).ok();
        let next = match start {
            Some(start) => {
                let plies = cursor.ply..cursor.ply + POSITIONS_PER_RUN;
                let scan = (&mut HashSet::new(), &mut found);
                let record = (&start, &game.actions[..]);
                scan_game(game.id, record, plies, (MOST_MOVES, usize::MAX), scan)
            }
            None => None,
        };
        let next = match next {
            Some(ply) => Cursor { ply, ..cursor },
            None => Cursor {
                game: cursor.game + 1,
                ply: 0,
            },
        };
        store.save_setting(CURSOR, &next)?;
        let mut kept = 0;
        for puzzle in found.puzzles {
            kept += usize::from(self.keep(puzzle)?);
        }
        if kept > 0 {
            tracing::info!("puzzles: {kept} found in archived game {}", game.id);
        }
        Ok(kept)
    }
}
