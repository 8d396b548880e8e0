//! A person's try at a lesson: the actions they played, replayed from the
//! lesson's start with Black's answers, so a try is kept as text and read
//! back on any platform after a restart. An answer is the engine's to
//! judge: a refused one says which rule refused it and changes nothing.

use super::lesson::{Lesson, answer};
use super::search::{LessonError, fewest, stars};
use crate::engine::{ActionError, Game};
use serde::{Deserialize, Serialize};

/// A lesson being done.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    /// The lesson's id.
    pub lesson: String,
    /// The learner's actions so far, as written.
    #[serde(default)]
    pub played: Vec<String>,
}

/// What an accepted action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answered {
    /// Not done yet: the position now, Black's answer played.
    Going(Box<Game>),
    /// Done, in `used` actions: `stars` of three.
    Done {
        /// The learner's actions.
        used: u32,
        /// Stars earned.
        stars: u8,
    },
    /// The lesson's actions ran out before its task was done: it starts
    /// again.
    OutOfActions,
}

/// Why an action was not taken.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    /// The lesson cannot be played (its data is wrong).
    #[error(transparent)]
    Lesson(#[from] LessonError),
    /// The rules refuse the action: the reason names the rule.
    #[error(transparent)]
    Action(#[from] ActionError),
}

impl Attempt {
    /// A new try at `lesson`.
    pub fn of(lesson: &Lesson) -> Attempt {
        Attempt {
            lesson: lesson.id.clone(),
            played: Vec::new(),
        }
    }

    /// The position the learner is at: the start, then each of their
    /// actions and Black's answer to it.
    pub fn position(&self, lesson: &Lesson) -> Result<Game, Refused> {
        let mut game = lesson
            .start()
            .map_err(|e| LessonError::Position(lesson.id.clone(), e))?;
        for text in &self.played {
            let action = game.parse_action(text)?;
            game.play(action).map_err(ActionError::from)?;
            answer(&mut game);
        }
        Ok(game)
    }

    /// Plays `text` as the learner's next action: refused with the rule's
    /// reason, else kept, then done (with its stars), going, or out of
    /// actions (the try starts again).
    pub fn act(&mut self, lesson: &Lesson, text: &str) -> Result<Answered, Refused> {
        let mut game = self.position(lesson)?;
        let action = game.parse_action(text)?;
        game.play(action).map_err(ActionError::from)?;
        self.played.push(action.to_string());
        let used = u32::try_from(self.played.len()).unwrap_or(u32::MAX);
        let done = |game: &Game| lesson.task.done(game);
        if !done(&game) {
            answer(&mut game);
        }
        if done(&game) {
            let best = fewest(lesson)?;
            return Ok(Answered::Done {
                used,
                stars: stars(best, used),
            });
        }
        if used >= lesson.most {
            self.played.clear();
            return Ok(Answered::OutOfActions);
        }
        Ok(Answered::Going(Box::new(game)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{all, search::solve};

    /// Every lesson done by its shortest line earns three stars; each
    /// action of it is accepted as the learner would type it.
    #[test]
    fn every_lesson_played_by_its_shortest_line_earns_three_stars() {
        for lesson in all() {
            let line = solve(lesson).unwrap_or_else(|e| panic!("{e}"));
            let mut attempt = Attempt::of(lesson);
            let mut last = None;
            for action in &line {
                last = Some(attempt.act(lesson, &action.to_string()).expect("accepted"));
            }
            let used = u32::try_from(line.len()).expect("short");
            assert_eq!(
                last,
                Some(Answered::Done { used, stars: 3 }),
                "{}",
                lesson.id
            );
        }
    }

    /// A refused action names its rule and changes nothing; a lesson's
    /// actions run out and it starts again.
    #[test]
    fn a_refusal_changes_nothing_and_actions_run_out() {
        let keeper = all()
            .iter()
            .find(|l| l.id == "futbol-goalkeeper")
            .expect("the goalkeeper's lesson");
        let mut attempt = Attempt::of(keeper);
        let refused = attempt.act(keeper, "d1-d3").expect_err("two squares");
        assert!(
            refused.to_string().contains("goalkeeper"),
            "the rule: {refused}"
        );
        assert!(attempt.played.is_empty());
        for n in 1..keeper.most {
            let text = if n % 2 == 1 { "d1-c1" } else { "c1-d1" };
            assert!(matches!(attempt.act(keeper, text), Ok(Answered::Going(_))));
        }
        let last = if keeper.most % 2 == 1 {
            "d1-c1"
        } else {
            "c1-d1"
        };
        assert_eq!(attempt.act(keeper, last).ok(), Some(Answered::OutOfActions));
        assert!(attempt.played.is_empty(), "it starts again");
    }
}
