//! Zobrist keys and the transposition table.
//!
//! A position's key is the XOR of one random number per fact about it (a
//! piece of a kind on a square, the ball's square, the side to move, the
//! score, the action count), so two positions reached by different orders
//! share their key and the table remembers what was found about them.

use crate::{ByTeam, Square, Team};

/// Piece kinds per side the keys have room for (chess roles: 6).
const KINDS: usize = 8;
/// Squares the keys have room for (the 9×9 board).
const SQUARES: usize = 81;
/// Where each group of keys starts in [`KEYS`].
const PIECES: usize = 0;
const BALL: usize = PIECES + 2 * KINDS * SQUARES;
const TURN: usize = BALL + 2 * SQUARES;
const SCORE: usize = TURN + 1;
const COUNT: usize = SCORE + 2 * 16;
const EXTRA: usize = COUNT + 256;
const TOTAL: usize = EXTRA + 16;

/// SplitMix64: a fixed, good spread of bits, computed at compile time.
const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Every key, fixed at compile time so searches are repeatable.
static KEYS: [u64; TOTAL] = {
    let mut keys = [0u64; TOTAL];
    let mut i = 0;
    while i < TOTAL {
        keys[i] = splitmix((i as u64).wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x5eed);
        i += 1;
    }
    keys
};

/// The index of a square in the key tables (9 wide for every board).
const fn cell(square: Square) -> usize {
    square.rank() as usize * 9 + square.file() as usize
}

/// The key of a piece of `kind` (0–7) of `team` on `square`.
pub fn piece(team: Team, kind: usize, square: Square) -> u64 {
    let side = matches!(team, Team::Black) as usize;
    let index = PIECES + (side * KINDS + kind % KINDS) * SQUARES + cell(square) % SQUARES;
    KEYS[index]
}

/// The key of the ball on `square`; `carried` tells a carried ball from a
/// loose one.
pub fn ball(square: Square, carried: bool) -> u64 {
    KEYS[BALL + carried as usize * SQUARES + cell(square) % SQUARES]
}

/// The key of the side to move, score, action count and one extra fact
/// (a phase), which every game has.
pub fn state(turn: Team, score: ByTeam<u8>, count: u16, extra: usize) -> u64 {
    let mut key = KEYS[COUNT + count as usize % 256] ^ KEYS[EXTRA + extra % 16];
    if turn == Team::Black {
        key ^= KEYS[TURN];
    }
    key ^ KEYS[SCORE + score.white as usize % 16] ^ KEYS[SCORE + 16 + score.black as usize % 16]
}

/// What a stored value says about the true one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true value.
    Exact,
    /// At least this (a move reached beta).
    Lower,
    /// At most this (no move reached alpha).
    Upper,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The full key, to tell the position from others in its slot.
    pub key: u64,
    /// The value found, from the side to move's view.
    pub value: i32,
    /// How deep it was searched.
    pub depth: i16,
    /// Exact or a bound.
    pub bound: Bound,
    /// The best move's id, to try first next time.
    pub best: u16,
    /// The search that stored it: old entries give way first.
    pub age: u8,
}

/// A fixed-size table of entries, indexed by the low bits of the key.
pub struct Table {
    slots: Vec<Option<Entry>>,
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of `2^bits` slots (at most 2^24).
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits.min(24);
        Table {
            slots: vec![None; size],
            mask: size - 1,
            age: 0,
        }
    }

    /// Forgets every entry (a new game), keeping the memory.
    pub fn clear(&mut self) {
        self.slots.fill(None);
        self.age = 0;
    }

    /// A new search begins: entries from before give way to new ones.
    pub fn next_age(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// What is known about the position with `key`.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = (*self.slots.get(key as usize & self.mask)?)?;
        (entry.key == key).then_some(entry)
    }

    /// Remembers a result; a deeper result of the current search is kept
    /// over a shallower one of another position.
    pub fn store(&mut self, key: u64, value: i32, depth: i16, bound: Bound, best: u16) {
        let age = self.age;
        let Some(slot) = self.slots.get_mut(key as usize & self.mask) else {
            return;
        };
        if let Some(old) = slot
            && old.key != key
            && old.age == age
            && old.depth > depth
        {
            return;
        }
        *slot = Some(Entry {
            key,
            value,
            depth,
            bound,
            best,
            age,
        });
    }
}
