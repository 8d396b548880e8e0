//! The next puzzle for a player: one near their puzzle rating that they
//! have not been given in the last 30 days, as lichess does. Pure: the
//! caller gives the bank's ratings, what the player was given and when,
//! and a seed.

/// A puzzle given to a player is not given again for this long.
pub const NO_REPEAT: u64 = 30 * 24 * 60 * 60;

/// How many of the nearest puzzles the choice is drawn from, so two
/// players of one rating do not meet the same sequence.
pub const NEAREST: usize = 8;

/// The index (into `ratings`, each puzzle's current rating) of the next
/// puzzle for a player rated `rating`, given `given` (puzzle index and
/// when, unix seconds) and `now`; drawn by `seed` among the [`NEAREST`]
/// puzzles not given within [`NO_REPEAT`]. `None` when every puzzle was.
pub fn next(
    ratings: &[f64],
    rating: f64,
    given: &[(usize, u64)],
    now: u64,
    seed: u64,
) -> Option<usize> {
    let recent = |index: usize| {
        (given.iter()).any(|&(i, at)| i == index && now.saturating_sub(at) < NO_REPEAT)
    };
    let mut open: Vec<(f64, usize)> = (ratings.iter().enumerate())
        .filter(|&(index, _)| !recent(index))
        .map(|(index, r)| ((r - rating).abs(), index))
        .collect();
    open.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    open.truncate(NEAREST);
    if open.is_empty() {
        return None;
    }
    let pick = fastrand::Rng::with_seed(seed).usize(..open.len());
    open.get(pick).map(|&(_, index)| index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_the_rating_and_never_twice_in_thirty_days() {
        let ratings: Vec<f64> = (0..100).map(|i| 1000.0 + 10.0 * f64::from(i)).collect();
        let now = 2_000_000_000;
        for seed in 0..50 {
            let index = next(&ratings, 1500.0, &[], now, seed).expect("a puzzle");
            assert!(
                (ratings[index] - 1500.0).abs() <= 40.0,
                "{}",
                ratings[index]
            );
        }
        // The eight nearest given yesterday: the next ones out.
        let given: Vec<(usize, u64)> = (46..=54).map(|i| (i, now - 86_400)).collect();
        for seed in 0..50 {
            let index = next(&ratings, 1500.0, &given, now, seed).expect("a puzzle");
            assert!(!(46..=54).contains(&index), "{index} again");
        }
        // After 30 days they may come back.
        let later = now + NO_REPEAT;
        let back = (0..50).any(|seed| {
            next(&ratings, 1500.0, &given, later, seed).is_some_and(|i| (46..=54).contains(&i))
        });
        assert!(back);
        // All given recently: none.
        let all: Vec<(usize, u64)> = (0..100).map(|i| (i, now)).collect();
        assert_eq!(next(&ratings, 1500.0, &all, now, 1), None);
    }

    /// A solved attempt moves the player up and the puzzle down, as a
    /// game between them would ([`crate::rating::rate_game`]); a failed
    /// one the other way.
    #[test]
    fn the_player_and_the_puzzle_move_in_opposite_directions() {
        use crate::rating::{Rating, Score, rate_game};
        let now = 2_000_000_000;
        let (player, puzzle) = (Rating::default(), Rating::default());
        let (won, lost) = (
            rate_game(&player, &puzzle, Score::Win, now),
            rate_game(&player, &puzzle, Score::Loss, now),
        );
        assert!(won.0.rating > player.rating && won.1.rating < puzzle.rating);
        assert!(lost.0.rating < player.rating && lost.1.rating > puzzle.rating);
    }
}
