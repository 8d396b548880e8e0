//! The two sides and values held per side.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// A side. White starts on the low ranks and moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Team {
    /// Upper-case letters in positions; starts at the bottom.
    White,
    /// Lower-case letters in positions; starts at the top.
    Black,
}

impl Team {
    /// Both sides, White first, for loops that treat them alike.
    pub const BOTH: [Team; 2] = [Team::White, Team::Black];

    /// +1 for White, -1 for Black: scores from White's view.
    pub const fn sign(self) -> i32 {
        match self {
            Team::White => 1,
            Team::Black => -1,
        }
    }

    /// The letter used for the side to move in position strings.
    pub const fn letter(self) -> char {
        match self {
            Team::White => 'w',
            Team::Black => 'b',
        }
    }

    /// Reads the side-to-move letter of a position string.
    pub fn from_letter(letter: &str) -> Option<Team> {
        match letter {
            "w" => Some(Team::White),
            "b" => Some(Team::Black),
            _ => None,
        }
    }

    /// Whose piece a position-string letter is: upper case for White.
    pub const fn of_letter(letter: char) -> Team {
        if letter.is_ascii_uppercase() {
            Team::White
        } else {
            Team::Black
        }
    }

    /// A piece letter written in this side's case.
    pub const fn cased(self, letter: char) -> char {
        match self {
            Team::White => letter.to_ascii_uppercase(),
            Team::Black => letter.to_ascii_lowercase(),
        }
    }

    /// The rank this side starts from and keeps its goal on, on a board
    /// of width `size`: the first for White, the last for Black.
    pub const fn back_rank(self, size: u8) -> u8 {
        match self {
            Team::White => 0,
            Team::Black => size - 1,
        }
    }

    /// Which way is "forward" for this side, in ranks.
    pub const fn forward(self) -> i8 {
        match self {
            Team::White => 1,
            Team::Black => -1,
        }
    }
}

impl Not for Team {
    type Output = Team;
    fn not(self) -> Team {
        match self {
            Team::White => Team::Black,
            Team::Black => Team::White,
        }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Team::White => "White",
            Team::Black => "Black",
        })
    }
}

/// One value per side (scores, armies still to place), indexed by [`Team`],
/// so code never keeps two loose variables that can drift apart.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct ByTeam<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByTeam<T> {
    /// A pair from White's and Black's values.
    pub const fn new(white: T, black: T) -> Self {
        ByTeam { white, black }
    }
}

impl ByTeam<u8> {
    /// The side that has scored `goals`, White looked at first: the winner
    /// of a game won by the first to score that many.
    pub fn first_to(self, goals: u8) -> Option<Team> {
        Team::BOTH.into_iter().find(|&team| self[team] >= goals)
    }

    /// Whether a game won by the first to `goals` can stand at this score:
    /// nobody past it, and not both sides on it.
    pub const fn fits(self, goals: u8) -> bool {
        self.white <= goals && self.black <= goals && !(self.white == goals && self.black == goals)
    }
}

impl<T> Index<Team> for ByTeam<T> {
    type Output = T;
    fn index(&self, team: Team) -> &T {
        match team {
            Team::White => &self.white,
            Team::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Team> for ByTeam<T> {
    fn index_mut(&mut self, team: Team) -> &mut T {
        match team {
            Team::White => &mut self.white,
            Team::Black => &mut self.black,
        }
    }
}

/// How a game stands: still going, won, or drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Actions may still be played.
    Ongoing,
    /// The game is over and this side won.
    Win(Team),
    /// The game is over without a winner.
    Draw,
}

impl Outcome {
    /// The result when time runs out: more goals wins, equal is a draw.
    pub fn by_score(score: ByTeam<u8>) -> Outcome {
        match score.white.cmp(&score.black) {
            std::cmp::Ordering::Greater => Outcome::Win(Team::White),
            std::cmp::Ordering::Less => Outcome::Win(Team::Black),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// Whether no more actions can be played.
    pub const fn is_over(self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }
}
