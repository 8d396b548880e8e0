//! A person's puzzles: their puzzle rating (Glicko-2, apart from their
//! game ratings), their streak, the puzzles given to them lately (none
//! comes back within [`NO_REPEAT`]) and the one they are solving. Pure:
//! [`super::records`] keeps it.

use super::choose::NO_REPEAT;
use crate::engine::Variant;
use crate::rating::{Rating, Score, rate_game};
use serde::{Deserialize, Serialize};

/// A puzzle's own rating before anyone tried it: the bank's estimate,
/// less certain than a settled player's.
pub fn first_rating(bank: u32) -> Rating {
    Rating {
        rating: f64::from(bank),
        deviation: 200.0,
        ..Rating::default()
    }
}

/// One person's puzzles.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Solver {
    /// Their puzzle rating.
    #[serde(default)]
    pub rating: Rating,
    /// Puzzles solved in a row without a hint.
    #[serde(default)]
    pub streak: u32,
    /// Their longest streak.
    #[serde(default)]
    pub best_streak: u32,
    /// Puzzles solved, and failed.
    #[serde(default)]
    pub solved: u32,
    /// Puzzles failed.
    #[serde(default)]
    pub failed: u32,
    /// The puzzles given within [`NO_REPEAT`] (older ones are dropped).
    #[serde(default)]
    pub given: Vec<Given>,
    /// Counts the attempts given, so a button from an older one is known.
    #[serde(default)]
    pub serial: u32,
    /// The puzzle being solved.
    #[serde(default)]
    pub current: Option<Attempt>,
    /// The last day whose puzzle they answered: the day's one try is
    /// spent by an answer, not by opening the puzzle.
    #[serde(default)]
    pub daily_answered: Option<String>,
}

/// A puzzle given to a person, and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Given {
    /// The rule set.
    pub variant: Variant,
    /// The puzzle's id in its bank.
    pub id: String,
    /// Unix seconds.
    pub at: u64,
}

/// A puzzle being solved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    /// The rule set.
    pub variant: Variant,
    /// The puzzle's id in its bank.
    pub id: String,
    /// The actions so far (the player's and the defender's), as text.
    pub played: Vec<String>,
    /// How many hints were asked for: after one, the attempt moves no
    /// rating.
    #[serde(default)]
    pub hints: u8,
    /// How many actions were played when the last hint was given: a
    /// second hint there names the action itself.
    #[serde(default)]
    pub hinted_at: Option<usize>,
    /// The community's day whose puzzle this is (`None`: an ordinary
    /// one), for the day's list of solvers.
    pub daily: Option<String>,
}

/// How an attempt ended, for the person's numbers and both ratings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The goal, with no hint.
    Solved,
    /// A wrong answer, with no hint.
    Failed,
    /// After a hint: no rating moves; a goal keeps the streak, a wrong
    /// answer ends it.
    Helped {
        /// Whether it ended in the goal.
        solved: bool,
    },
}

impl Finish {
    /// Whether it moves the ratings.
    pub fn rated(self) -> bool {
        !matches!(self, Finish::Helped { .. })
    }
}

impl Solver {
    /// Starts `id` of `variant` at `now`: it is given (and not given
    /// again for [`NO_REPEAT`]), and the attempt counts from here.
    pub fn start(&mut self, variant: Variant, id: &str, daily: Option<String>, now: u64) {
        self.given
            .retain(|given| now.saturating_sub(given.at) < NO_REPEAT);
        if !self
            .given
            .iter()
            .any(|g| g.variant == variant && g.id == id)
        {
            self.given.push(Given {
                variant,
                id: id.to_string(),
                at: now,
            });
        }
        self.serial = self.serial.wrapping_add(1);
        self.current = Some(Attempt {
            variant,
            id: id.to_string(),
            played: Vec::new(),
            hints: 0,
            hinted_at: None,
            daily,
        });
    }

    /// The ids of `variant` given within [`NO_REPEAT`] of `now`.
    pub fn recent(&self, variant: Variant, now: u64) -> Vec<&str> {
        (self.given.iter())
            .filter(|g| g.variant == variant && now.saturating_sub(g.at) < NO_REPEAT)
            .map(|g| g.id.as_str())
            .collect()
    }

    /// Ends the current attempt, `solved` or not, moving this person's
    /// rating and the puzzle's (`puzzle`) in opposite directions, as a
    /// game between them would, unless a hint was taken.
    pub fn finish(&mut self, solved: bool, puzzle: &mut Rating, now: u64) -> Finish {
        let ended = self.current.take();
        let helped = ended.as_ref().is_some_and(|c| c.hints > 0);
        if let Some(day) = ended.and_then(|c| c.daily) {
            self.daily_answered = Some(day);
        }
        self.serial = self.serial.wrapping_add(1);
        let finish = match (solved, helped) {
            (true, false) => Finish::Solved,
            (false, false) => Finish::Failed,
            (solved, true) => Finish::Helped { solved },
        };
        if finish.rated() {
            let score = if solved { Score::Win } else { Score::Loss };
            let (player, rated) = rate_game(&self.rating, puzzle, score, now);
            self.rating = player;
            *puzzle = rated;
        }
        match (solved, helped) {
            (true, false) => {
                self.solved += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
            }
            (true, true) => self.solved += 1,
            (false, _) => {
                self.failed += 1;
                self.streak = 0;
            }
        }
        finish
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_the_player_and_lowers_the_puzzle_and_a_hint_moves_nothing() {
        let now = 2_000_000_000;
        let mut solver = Solver::default();
        let mut puzzle = first_rating(1500);
        solver.start(Variant::Futbol, "abcdef", None, now);
        let serial = solver.serial;
        assert_eq!(solver.finish(true, &mut puzzle, now), Finish::Solved);
        assert!(solver.rating.rating > 1500.0 && puzzle.rating < 1500.0);
        assert_eq!(
            (solver.streak, solver.solved, solver.current.clone()),
            (1, 1, None)
        );
        assert_ne!(solver.serial, serial, "its buttons are old now");
        let (before, puzzle_before) = (solver.rating, puzzle);
        solver.start(Variant::Futbol, "012345", None, now);
        if let Some(attempt) = &mut solver.current {
            attempt.hints = 1;
        }
        let helped = solver.finish(true, &mut puzzle, now);
        assert_eq!(helped, Finish::Helped { solved: true });
        assert_eq!((solver.rating, puzzle), (before, puzzle_before));
        assert_eq!(solver.streak, 1);
        solver.start(Variant::Futbol, "012345", None, now);
        assert_eq!(solver.finish(false, &mut puzzle, now), Finish::Failed);
        assert!(solver.rating.rating < before.rating && puzzle.rating > puzzle_before.rating);
        assert_eq!(
            (solver.streak, solver.best_streak, solver.failed),
            (0, 1, 1)
        );
    }

    #[test]
    fn a_puzzle_is_remembered_for_thirty_days() {
        let now = 2_000_000_000;
        let mut solver = Solver::default();
        solver.start(Variant::Futbol, "abcdef", None, now);
        assert_eq!(
            solver.recent(Variant::Futbol, now + NO_REPEAT - 1),
            ["abcdef"]
        );
        assert!(solver.recent(Variant::ChessFootball, now).is_empty());
        assert!(solver.recent(Variant::Futbol, now + NO_REPEAT).is_empty());
        solver.start(Variant::Futbol, "012345", None, now + NO_REPEAT);
        assert_eq!(solver.given.len(), 1, "the old one is dropped");
    }
}
