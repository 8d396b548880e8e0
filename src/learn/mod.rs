//! The lessons that teach the three games: each a position and a task the
//! rules engine checks (never a stored answer), its stars counted from
//! the fewest actions a search finds. Pure: the host's learning wing
//! keeps each person's progress and says the lessons in their language.
//! The lessons themselves are data, `lessons.toml`.

pub mod attempt;
pub mod board;
pub mod lesson;
pub mod progress;
mod refusals;
pub mod search;

pub use attempt::{Answered, Attempt};
pub use lesson::{Lesson, Task};
pub use progress::Progress;
pub use search::{LessonError, fewest, solve, stars};

use crate::engine::Variant;
use std::sync::LazyLock;

/// Every lesson, in the order they are taught.
#[derive(serde::Deserialize)]
struct Lessons {
    lesson: Vec<Lesson>,
}

/// The lessons as written; a file that does not read is a build's
/// mistake, found by the tests (then there are none).
static LESSONS: LazyLock<Vec<Lesson>> =
    LazyLock::new(
        || match toml::from_str::<Lessons>(include_str!("lessons.toml")) {
            Ok(lessons) => lessons.lesson,
            Err(error) => {
                tracing::error!("the lessons do not read: {error}");
                Vec::new()
            }
        },
    );

/// The lessons of `game`, in order.
pub fn of(game: Variant) -> impl Iterator<Item = &'static Lesson> {
    LESSONS.iter().filter(move |l| l.game == game)
}

/// Every lesson, in order.
pub fn all() -> &'static [Lesson] {
    &LESSONS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lessons_read_and_every_game_has_some() {
        let read: Lessons = toml::from_str(include_str!("lessons.toml")).expect("lessons.toml");
        assert_eq!(read.lesson.len(), all().len());
        for game in Variant::ALL {
            assert!(of(game).count() >= 4, "{game:?}");
        }
        let ids: std::collections::BTreeSet<_> = all().iter().map(|l| &l.id).collect();
        assert_eq!(ids.len(), all().len(), "ids are unique");
    }

    /// Every lesson is proven possible by the rules engine, within its
    /// actions, and its stars come from the fewest a search finds.
    #[test]
    fn every_lesson_can_be_done_and_its_fewest_actions_are_searched() {
        for lesson in all() {
            let fewest = fewest(lesson).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                fewest >= 1 && fewest <= lesson.most,
                "{}: {fewest}",
                lesson.id
            );
            assert_eq!(stars(fewest, fewest), 3);
        }
    }

    /// The proof can fail: a lesson changed to an impossible one (a
    /// target no piece reaches in its actions, a position that does not
    /// read, a task done before any action) is found.
    #[test]
    fn an_impossible_lesson_is_found() {
        let keeper = all()
            .iter()
            .find(|l| l.id == "futbol-goalkeeper")
            .expect("the goalkeeper's lesson")
            .clone();
        assert_eq!(fewest(&keeper), Ok(2));
        let far = Lesson {
            task: Task::Reach {
                letter: 'P',
                square: "d8".into(),
            },
            ..keeper.clone()
        };
        assert_eq!(
            fewest(&far),
            Err(LessonError::Impossible(keeper.id.clone(), keeper.most))
        );
        let short = Lesson {
            most: 1,
            ..keeper.clone()
        };
        assert!(matches!(fewest(&short), Err(LessonError::Impossible(..))));
        let broken = Lesson {
            position: "9/9 w".into(),
            ..keeper.clone()
        };
        assert!(matches!(fewest(&broken), Err(LessonError::Position(..))));
        let done = Lesson {
            task: Task::Reach {
                letter: 'P',
                square: "d1".into(),
            },
            ..keeper
        };
        assert!(matches!(fewest(&done), Err(LessonError::AlreadyDone(_))));
    }

    /// Each lesson's title and sentences, in every language, its own;
    /// and no words of a lesson that is not there.
    #[test]
    fn every_lesson_has_its_words_in_every_language() {
        use crate::i18n::Lang;
        let written: std::collections::BTreeSet<String> =
            (futbol_texts::inventory::messages("learn-").into_iter())
                .map(|(id, _)| id)
                .collect();
        let named: std::collections::BTreeSet<String> = (all().iter())
            .flat_map(|l| {
                [
                    format!("learn-{}-title", l.id),
                    format!("learn-{}-intro", l.id),
                ]
            })
            .collect();
        assert_eq!(written, named);
        for lesson in all() {
            let english = (lesson.title(Lang::En), lesson.intro(Lang::En));
            for lang in Lang::ALL {
                let (title, intro) = (lesson.title(lang), lesson.intro(lang));
                assert!(!title.starts_with("learn-"), "{} {lang:?}", lesson.id);
                assert!(intro.len() > title.len(), "{} {lang:?}", lesson.id);
                if lang != Lang::En {
                    assert_ne!(intro, english.1, "{} {lang:?} is English", lesson.id);
                }
            }
        }
    }

    /// The lessons' page says how many actions the `futbol` lessons take
    /// done without a mistake: the search's sum, not a number of its own.
    #[test]
    fn the_docs_count_the_futbol_lessons_actions_as_the_search_does() {
        let sum: u32 = of(Variant::Futbol)
            .map(|l| fewest(l).unwrap_or_else(|e| panic!("{e}")))
            .sum();
        let doc = include_str!("../../docs/developers/lessons.md");
        assert!(doc.contains(&format!("**{sum} actions**")), "{sum} actions");
    }

    #[test]
    fn stars_count_from_the_fewest() {
        assert_eq!(
            [stars(2, 2), stars(2, 3), stars(2, 4), stars(2, 5)],
            [3, 2, 2, 1]
        );
    }
}
