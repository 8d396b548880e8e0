//! The fewest actions a lesson takes, found by a breadth-first search over
//! the learner's legal actions (Black answering by the lessons' rule):
//! what proves a lesson can be done at all, and what its stars count.

use super::lesson::{Lesson, answer};
use crate::engine::{Action, Game, Outcome, PositionError};
use std::collections::HashSet;
use thiserror::Error;

/// The most positions a search keeps at one depth: a lesson is small.
const MOST_POSITIONS: usize = 200_000;

/// Why a lesson cannot be played as written.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum LessonError {
    /// Its position does not read.
    #[error("lesson {0}: its position does not read: {1}")]
    Position(String, PositionError),
    /// It is done before the learner acts.
    #[error("lesson {0}: done before anything is played")]
    AlreadyDone(String),
    /// No way of doing it within its actions.
    #[error("lesson {0}: no way of doing it in {1} actions")]
    Impossible(String, u32),
    /// The search grew past what a lesson may.
    #[error("lesson {0}: too many positions to search")]
    TooLarge(String),
}

/// The fewest actions of the learner's that do `lesson`.
pub fn fewest(lesson: &Lesson) -> Result<u32, LessonError> {
    let line = solve(lesson)?;
    Ok(u32::try_from(line.len()).unwrap_or(u32::MAX))
}

/// One of the shortest lines of the learner's actions that do `lesson`
/// (Black answering by the lessons' rule between them): what proves it,
/// and a hint's source.
pub fn solve(lesson: &Lesson) -> Result<Vec<Action>, LessonError> {
    let id = || lesson.id.clone();
    let start = lesson
        .start()
        .map_err(|error| LessonError::Position(id(), error))?;
    if lesson.task.done(&start) {
        return Err(LessonError::AlreadyDone(id()));
    }
    let mut seen: HashSet<Game> = HashSet::from([start.clone()]);
    // Each position reached with the line that reached it.
    let mut frontier = vec![(start, Vec::new())];
    for _ in 1..=lesson.most {
        let mut next = Vec::new();
        for (game, line) in &frontier {
            for action in game.legal_actions() {
                let mut after = game.clone();
                if after.play(action).is_err() {
                    continue;
                }
                let mut line = line.clone();
                line.push(action);
                if lesson.task.done(&after) {
                    return Ok(line);
                }
                answer(&mut after);
                if lesson.task.done(&after) {
                    return Ok(line);
                }
                if after.outcome() == Outcome::Ongoing && seen.insert(after.clone()) {
                    next.push((after, line));
                }
            }
        }
        if next.len() > MOST_POSITIONS {
            return Err(LessonError::TooLarge(id()));
        }
        frontier = next;
    }
    Err(LessonError::Impossible(id(), lesson.most))
}

/// Stars for a lesson done in `used` actions when `fewest` would do:
/// three for the fewest, two for at most two more, one otherwise.
pub fn stars(fewest: u32, used: u32) -> u8 {
    match used.saturating_sub(fewest) {
        0 => 3,
        1 | 2 => 2,
        _ => 1,
    }
}
