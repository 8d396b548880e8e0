//! Glicko-2 ratings, one per player and game, as lichess keeps them: the
//! arithmetic is the `skillratings` crate's; the start values, the bounds
//! and the growth of the deviation with time are chosen here. Pure: the
//! store keeps ratings, the host decides which games are rated.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// The system constant: how much a volatility may change (lichess's).
pub const TAU: f64 = 0.75;
/// A rating this uncertain (deviation at or above) is provisional,
/// shown with a `?`.
pub const PROVISIONAL: f64 = 110.0;
/// The smallest deviation: a rating never becomes quite certain.
pub const MIN_DEVIATION: f64 = 45.0;
/// The largest deviation, a new player's.
pub const MAX_DEVIATION: f64 = 500.0;
/// The largest volatility.
pub const MAX_VOLATILITY: f64 = 0.1;
/// The most one game may move a rating, either way.
pub const MAX_CHANGE: f64 = 700.0;
/// Rating periods per day of absence, for the deviation's growth: at this
/// pace a settled player (deviation 45, volatility 0.06) is back near the
/// provisional line after a year away.
pub const PERIODS_PER_DAY: f64 = 0.21436;

/// A player's rating in one game.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    /// The rating (1500 at the start).
    pub rating: f64,
    /// How uncertain it is (500 at the start).
    pub deviation: f64,
    /// How erratic the player's results are (0.09 at the start).
    pub volatility: f64,
    /// Unix seconds of the last rated game (0: none yet).
    pub at: u64,
}

impl Default for Rating {
    /// A new player's: 1500, deviation 500, volatility 0.09 (lichess's).
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: MAX_DEVIATION,
            volatility: 0.09,
            at: 0,
        }
    }
}

/// How a game ended for one player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Score {
    /// They won.
    Win,
    /// A draw.
    Draw,
    /// They lost.
    Loss,
}

impl Score {
    /// The other player's score.
    pub fn flipped(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }

    fn outcome(self) -> Outcomes {
        match self {
            Score::Win => Outcomes::WIN,
            Score::Draw => Outcomes::DRAW,
            Score::Loss => Outcomes::LOSS,
        }
    }
}

impl Rating {
    /// Whether the rating is still provisional (shown `1500?`).
    pub fn provisional(&self) -> bool {
        self.deviation >= PROVISIONAL
    }

    /// As players see it: rounded, with `?` while provisional.
    pub fn shown(&self) -> String {
        let mark = if self.provisional() { "?" } else { "" };
        format!("{}{mark}", self.rating.round())
    }

    /// The rating at `now`: its deviation grown with the time since its
    /// last game, as Glicko-2 grows it over the periods that passed.
    pub fn at_time(&self, now: u64) -> Rating {
        if self.at == 0 || now <= self.at {
            return *self;
        }
        let days = (now - self.at) as f64 / 86_400.0;
        let phi = self.deviation / 173.7178;
        let grown = (phi * phi + self.volatility * self.volatility * days * PERIODS_PER_DAY).sqrt();
        Rating {
            deviation: (grown * 173.7178).clamp(MIN_DEVIATION, MAX_DEVIATION),
            ..*self
        }
    }

    /// The rating after one rating period of `results` (each opponent's
    /// rating and this player's score), with system constant `tau`,
    /// without the bounds.
    pub fn after_period(&self, results: &[(Rating, Score)], tau: f64) -> Rating {
        let glicko = |r: &Rating| Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        };
        let results: Vec<(Glicko2Rating, Outcomes)> = results
            .iter()
            .map(|(opponent, score)| (glicko(opponent), score.outcome()))
            .collect();
        let config = Glicko2Config {
            tau,
            ..Glicko2Config::new()
        };
        let next = glicko2_rating_period(&glicko(self), &results, &config);
        Rating {
            rating: next.rating,
            deviation: next.deviation,
            volatility: next.volatility,
            at: self.at,
        }
    }
}

/// Both players' ratings after one rated game at `now` (its own rating
/// period): each first grown with their absence, then moved by the game
/// within the bounds.
pub fn rate_game(white: &Rating, black: &Rating, white_score: Score, now: u64) -> (Rating, Rating) {
    let (white, black) = (white.at_time(now), black.at_time(now));
    let bounded = |before: Rating, after: Rating| Rating {
        rating: after
            .rating
            .clamp(before.rating - MAX_CHANGE, before.rating + MAX_CHANGE),
        deviation: after.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
        volatility: after.volatility.min(MAX_VOLATILITY),
        at: now,
    };
    let new_white = white.after_period(&[(black, white_score)], TAU);
    let new_black = black.after_period(&[(white, white_score.flipped())], TAU);
    (bounded(white, new_white), bounded(black, new_black))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64, volatility: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility,
            at: 0,
        }
    }

    /// Glickman's worked example ("Example of the Glicko-2 system"): 1500
    /// (RD 200, volatility 0.06) beats 1400/30, loses to 1550/100 and to
    /// 1700/300 in one period, τ 0.5.
    #[test]
    fn glickmans_worked_example() {
        let player = rating(1500.0, 200.0, 0.06);
        let results = [
            (rating(1400.0, 30.0, 0.06), Score::Win),
            (rating(1550.0, 100.0, 0.06), Score::Loss),
            (rating(1700.0, 300.0, 0.06), Score::Loss),
        ];
        let next = player.after_period(&results, 0.5);
        assert!((next.rating - 1464.06).abs() < 0.02, "{next:?}");
        assert!((next.deviation - 151.52).abs() < 0.02, "{next:?}");
        assert!((next.volatility - 0.05999).abs() < 1e-5, "{next:?}");
    }

    #[test]
    fn a_new_player_is_provisional_and_moves_far() {
        let (ana, beto) = (Rating::default(), Rating::default());
        assert_eq!(ana.shown(), "1500?");
        let (won, lost) = rate_game(&ana, &beto, Score::Win, 1_000);
        assert!(
            won.rating > 1600.0 && lost.rating < 1400.0,
            "{won:?} {lost:?}"
        );
        assert!(
            (won.rating - 1500.0 + lost.rating - 1500.0).abs() < 1e-6,
            "symmetric"
        );
        assert!(won.provisional() && won.deviation < MAX_DEVIATION);
        assert_eq!((won.at, lost.at), (1_000, 1_000));
        let (drawn, _) = rate_game(&ana, &beto, Score::Draw, 1_000);
        assert!((drawn.rating - 1500.0).abs() < 1e-6);
    }

    #[test]
    fn the_deviation_grows_back_with_absence_within_its_bounds() {
        let settled = Rating {
            at: 1_000,
            ..rating(1800.0, MIN_DEVIATION, 0.06)
        };
        assert!(!settled.provisional());
        let year = settled.at_time(1_000 + 365 * 86_400);
        assert!((95.0..=125.0).contains(&year.deviation), "{year:?}");
        let ages = settled.at_time(1_000 + 100 * 365 * 86_400);
        assert_eq!(ages.deviation, MAX_DEVIATION);
        assert_eq!(settled.at_time(500), settled, "no time, no growth");
    }

    #[test]
    fn one_game_moves_a_rating_at_most_the_bound() {
        let strong = Rating {
            at: 1,
            ..rating(2500.0, 45.0, 0.06)
        };
        let new = Rating::default();
        let (upset, _) = rate_game(&new, &strong, Score::Win, 2);
        assert!(upset.rating - new.rating <= MAX_CHANGE + 1e-9, "{upset:?}");
        assert!(upset.deviation >= MIN_DEVIATION && upset.volatility <= MAX_VOLATILITY);
    }
}
