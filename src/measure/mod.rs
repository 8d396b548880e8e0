//! Measuring the engine opponent from the command line: random games
//! (`playout`), whole games between levels (`match`) and the ladder of
//! levels (`ladder`). Nothing here runs in a serving bot; puzzles borrow
//! the ladder's varied openings.

pub mod ladder;
pub mod matches;
pub mod playout;
