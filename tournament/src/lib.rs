#![warn(missing_docs)]
//! Tournaments of chess football, pure: who plays whom next, and who is
//! ahead.
//!
//! The host keeps a tournament as a value of this crate (serialised with
//! its rooms) and asks it for the next round; nothing here reads a clock,
//! a store or a platform, so the same stored state always pairs the same
//! way, which is what lets a restarted process (or another process on the
//! same database) pair a round exactly as the first would have.
//!
//! - [`swiss`]: a Swiss tournament: rounds paired by score groups, no
//!   repeated pairing, colours kept balanced, one bye at most per player,
//!   and its standings with Buchholz and Sonneborn–Berger
//!   ([`tiebreak`]).
//! - [`arena`]: a timed arena: whoever is free is paired again at once
//!   with someone near in the standings; 2 points a win, doubled on a
//!   streak.

pub mod arena;
mod colour;
mod set;
pub mod swiss;
pub mod tiebreak;

use serde::{Deserialize, Serialize};

/// The most players one tournament takes: pairing sets are 256 bits wide,
/// and a round of 128 games is already more than one channel can follow.
pub const MAX_PLAYERS: usize = 256;

/// A player of one tournament: their place in the order of registration
/// (0 for the first to join). The host maps it to the platform's user; a
/// small copyable number keeps pairing free of strings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Entrant(pub u16);

impl Entrant {
    /// The entrant as an index into the tournament's list of players.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Which side of a game a player has: the first player of the rules
/// (white) or the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The side that moves first.
    White,
    /// The side that moves second.
    Black,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// How a tournament game ended, as the host reports it. A forfeit (a game
/// not started, or lost on time without playing, as the host decides) is
/// not a played game: it scores like a loss for the one who forfeited but
/// counts as unplayed for colours and tie-breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// White won over the board.
    WhiteWon,
    /// A draw over the board.
    Draw,
    /// Black won over the board.
    BlackWon,
    /// White did not play: black scores the point.
    WhiteForfeited,
    /// Black did not play: white scores the point.
    BlackForfeited,
    /// Neither played: no one scores.
    BothForfeited,
}

impl Outcome {
    /// What `side` scored, in half points (2 a win, 1 a draw).
    pub fn halves(self, side: Side) -> u32 {
        let white = match self {
            Outcome::WhiteWon | Outcome::BlackForfeited => 2,
            Outcome::Draw => 1,
            Outcome::BlackWon | Outcome::WhiteForfeited | Outcome::BothForfeited => 0,
        };
        match (self, side) {
            (Outcome::BothForfeited, _) => 0,
            (_, Side::White) => white,
            (_, Side::Black) => 2 - white,
        }
    }

    /// Whether the game was played over the board (not a forfeit).
    pub fn played(self) -> bool {
        matches!(self, Outcome::WhiteWon | Outcome::Draw | Outcome::BlackWon)
    }

    /// Whether `side` forfeited: a missed game, of which two withdraw a
    /// player from a Swiss.
    pub fn forfeited_by(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Outcome::BothForfeited, _)
                | (Outcome::WhiteForfeited, Side::White)
                | (Outcome::BlackForfeited, Side::Black)
        )
    }
}

/// Half points as text: `3`, `3½`, `½`. One place writes scores, so the
/// standings picture and the text table agree.
pub fn halves_text(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_score_both_sides() {
        use Outcome::*;
        let table = [
            (WhiteWon, 2, 0),
            (Draw, 1, 1),
            (BlackWon, 0, 2),
            (WhiteForfeited, 0, 2),
            (BlackForfeited, 2, 0),
            (BothForfeited, 0, 0),
        ];
        for (outcome, white, black) in table {
            assert_eq!(outcome.halves(Side::White), white, "{outcome:?}");
            assert_eq!(outcome.halves(Side::Black), black, "{outcome:?}");
        }
        assert!(BothForfeited.forfeited_by(Side::White) && BothForfeited.forfeited_by(Side::Black));
        assert!(
            WhiteForfeited.forfeited_by(Side::White) && !WhiteForfeited.forfeited_by(Side::Black)
        );
        assert!(!Draw.forfeited_by(Side::White) && Draw.played() && !BlackForfeited.played());
    }

    #[test]
    fn half_points_read_as_people_write_them() {
        assert_eq!(halves_text(0), "0");
        assert_eq!(halves_text(1), "½");
        assert_eq!(halves_text(7), "3½");
        assert_eq!(halves_text(8), "4");
    }
}
