//! The shipped bank (`puzzles/*.jsonl`, made by `futbol-bot puzzles
//! generate` and proven again by `rules/tests/puzzles.rs`), built into
//! the binary and read once. Each puzzle gets an id from its content
//! (its variant and position), so a bank made again keeps the ids, the
//! ratings and the histories of the puzzles it still holds.

use super::Puzzle;
use crate::engine::Variant;
use std::sync::{Arc, LazyLock};

/// One puzzle of the bank and its id.
#[derive(Debug)]
pub struct Entry {
    /// Six hex digits from its variant and position (`#3a9c2e`).
    pub id: String,
    /// The puzzle.
    pub puzzle: Puzzle,
}

const FUTBOL: &str = include_str!("../../puzzles/futbol.jsonl");
const BOYER: &str = include_str!("../../puzzles/boyer.jsonl");
const CHESSFOOTBALL: &str = include_str!("../../puzzles/chessfootball.jsonl");

static BANKS: LazyLock<[Vec<Arc<Entry>>; 3]> = LazyLock::new(|| {
    [
        read(Variant::Futbol, FUTBOL),
        read(Variant::Boyer, BOYER),
        read(Variant::ChessFootball, CHESSFOOTBALL),
    ]
});

/// Reads one bank file; a line that does not read (a bug in a committed
/// file, which the bank's test catches first) is logged and left out.
fn read(variant: Variant, text: &str) -> Vec<Arc<Entry>> {
    (text.lines().enumerate())
        .filter(|(_, line)| !line.trim().is_empty())
        .filter_map(
            |(number, line)| match serde_json::from_str::<Puzzle>(line) {
                Ok(puzzle) if puzzle.variant == variant => Some(Arc::new(Entry {
                    id: id_of(&puzzle),
                    puzzle,
                })),
                Ok(_) => None,
                Err(error) => {
                    tracing::error!("puzzle bank {variant}, line {}: {error}", number + 1);
                    None
                }
            },
        )
        .collect()
}

/// A puzzle's id: its variant and position, hashed.
pub fn id_of(puzzle: &Puzzle) -> String {
    let text = format!("{} {}", puzzle.variant.name(), puzzle.position);
    format!(
        "{:06x}",
        crate::store::backup::fnv(text.as_bytes()) & 0xff_ffff
    )
}

/// The bank of one rule set.
pub fn of(variant: Variant) -> &'static [Arc<Entry>] {
    let index = match variant {
        Variant::Futbol => 0,
        Variant::Boyer => 1,
        Variant::ChessFootball => 2,
    };
    &BANKS[index]
}

/// The puzzle with id `id` in `variant`'s bank.
pub fn find(variant: Variant, id: &str) -> Option<&'static Arc<Entry>> {
    of(variant).iter().find(|entry| entry.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_banks_read_whole_with_ids_of_their_own() {
        let futbol = of(Variant::Futbol);
        assert_eq!(futbol.len(), FUTBOL.lines().count());
        assert_eq!(of(Variant::Boyer).len(), BOYER.lines().count());
        assert_eq!(
            of(Variant::ChessFootball).len(),
            CHESSFOOTBALL.lines().count()
        );
        for variant in Variant::ALL {
            let ids: HashSet<&str> = of(variant).iter().map(|e| e.id.as_str()).collect();
            assert_eq!(ids.len(), of(variant).len(), "{variant}: an id twice");
        }
        let entry = &futbol[17];
        assert_eq!(
            find(Variant::Futbol, &entry.id).map(|e| &e.puzzle),
            Some(&entry.puzzle)
        );
        assert!(find(Variant::ChessFootball, &entry.id).is_none());
    }
}
