//! A person's progress through the lessons: the best stars of each lesson
//! done, and the try going on. Kept whole as one value (the learning
//! wing stores it as the person's, on either store), so it reads back the
//! same on every platform where the person is the same.

use super::attempt::Attempt;
use super::lesson::Lesson;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Stars by lesson, and the lesson being done.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The best stars of each lesson done, by its id.
    #[serde(default)]
    pub stars: BTreeMap<String, u8>,
    /// The try going on.
    #[serde(default)]
    pub current: Option<Attempt>,
}

impl Progress {
    /// Lesson `id` done with `stars`: kept if better than before.
    pub fn done(&mut self, id: &str, stars: u8) {
        let best = self.stars.entry(id.to_string()).or_default();
        *best = (*best).max(stars);
        self.current = None;
    }

    /// The first lesson of `lessons` not done yet, if any: where a
    /// learner goes on.
    pub fn next<'a>(&self, lessons: impl IntoIterator<Item = &'a Lesson>) -> Option<&'a Lesson> {
        lessons
            .into_iter()
            .find(|l| !self.stars.contains_key(&l.id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    #[test]
    fn the_best_stars_are_kept_and_the_next_lesson_follows() {
        let mut progress = Progress::default();
        let first = crate::learn::of(Variant::Futbol).next().expect("a lesson");
        assert_eq!(
            progress.next(crate::learn::of(Variant::Futbol)),
            Some(first)
        );
        progress.current = Some(Attempt::of(first));
        progress.done(&first.id, 2);
        progress.done(&first.id, 1);
        assert_eq!(progress.stars[&first.id], 2, "the best is kept");
        assert_eq!(progress.current, None);
        let second = crate::learn::of(Variant::Futbol).nth(1);
        assert_eq!(progress.next(crate::learn::of(Variant::Futbol)), second);
        // It reads back as it was written, and an older record without
        // its fields reads as nothing done.
        let text = serde_json::to_string(&progress).expect("writes");
        assert_eq!(serde_json::from_str::<Progress>(&text).ok(), Some(progress));
        assert_eq!(
            serde_json::from_str::<Progress>("{}").ok(),
            Some(Progress::default())
        );
    }
}
