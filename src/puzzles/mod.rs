//! Puzzles ("score in N"): finding them in the engine's own games
//! ([`generate`]) and choosing the next one for a player ([`choose`]).
//! The proof itself is the rules' ([`crate::engine::puzzle`]).

pub mod attempt;
pub mod bank;
pub mod choose;
pub mod generate;
pub mod records;
pub mod solver;

pub use generate::{BUDGET, Found, Puzzle, report, scan_game, selfplay};
