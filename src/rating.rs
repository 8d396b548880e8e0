//! Glicko-2 ratings, one per player and game, as lichess keeps them: each
//! game its own rating period, the deviation growing with the time that
//! passed (Glickman's step, tested against the `skillratings` crate's for
//! a whole period; see [`Rating::after_period`] for why it is not that
//! crate's); the start values and the bounds are chosen here. Pure: the
//! store keeps ratings, the host decides which games are rated.

use serde::{Deserialize, Serialize};
use std::f64::consts::PI;

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
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
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

    /// The points it scores: 1, ½, 0.
    pub fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
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
    /// rating and this player's score) that began `elapsed` periods after
    /// the last, with system constant `tau`, without the bounds:
    /// Glickman's steps 2–8, except that before the update the deviation
    /// grows by the volatility of the periods that passed
    /// (`φ* = √(φ² + elapsed·σ′²)`), as lichess does, instead of by one
    /// whole period. With one game a period, the whole-period step (what
    /// `skillratings` does, and Glickman's example, `elapsed` = 1) keeps a
    /// volatility-0.09 player's deviation near 150 for ever, above the
    /// provisional line.
    pub fn after_period(&self, results: &[(Rating, Score)], tau: f64, elapsed: f64) -> Rating {
        const SCALE: f64 = 173.7178;
        let (mu, phi, sigma) = (
            (self.rating - 1500.0) / SCALE,
            self.deviation / SCALE,
            self.volatility,
        );
        let g = |phi: f64| 1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt();
        let mut v_inverse = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in results {
            let (mu_j, phi_j) = (
                (opponent.rating - 1500.0) / SCALE,
                opponent.deviation / SCALE,
            );
            let e = 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
            v_inverse += g(phi_j).powi(2) * e * (1.0 - e);
            sum += g(phi_j) * (score.points() - e);
        }
        if results.is_empty() || v_inverse <= 0.0 {
            return *self;
        }
        let v = 1.0 / v_inverse;
        let delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 && k < 1_000.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        let mut rounds = 0;
        while (big_b - big_a).abs() > 1e-9 && rounds < 200 {
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                (big_a, f_a) = (big_b, f_b);
            } else {
                f_a /= 2.0;
            }
            (big_b, f_b) = (big_c, f_c);
            rounds += 1;
        }
        let new_sigma = (big_a / 2.0).exp();
        // Steps 6–8, the deviation first grown by the periods that passed.
        let phi_star = (phi * phi + elapsed * new_sigma * new_sigma).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * sum;
        Rating {
            rating: new_mu * SCALE + 1500.0,
            deviation: new_phi * SCALE,
            volatility: new_sigma,
            at: self.at,
        }
    }

    /// The rating periods between the last game and `now` (none before a
    /// first game).
    fn periods_since(&self, now: u64) -> f64 {
        match self.at {
            0 => 0.0,
            at => now.saturating_sub(at) as f64 / 86_400.0 * PERIODS_PER_DAY,
        }
    }
}

/// Both players' ratings after one rated game at `now` (its own rating
/// period): each first grown with their absence, then moved by the game
/// within the bounds.
pub fn rate_game(white: &Rating, black: &Rating, white_score: Score, now: u64) -> (Rating, Rating) {
    let elapsed = [white.periods_since(now), black.periods_since(now)];
    // Each side meets the other as the other stands now.
    let (white_now, black_now) = (white.at_time(now), black.at_time(now));
    let bounded = |before: Rating, after: Rating| Rating {
        rating: after
            .rating
            .clamp(before.rating - MAX_CHANGE, before.rating + MAX_CHANGE),
        deviation: after.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
        volatility: after.volatility.min(MAX_VOLATILITY),
        at: now,
    };
    let new_white = white.after_period(&[(black_now, white_score)], TAU, elapsed[0]);
    let new_black = black.after_period(&[(white_now, white_score.flipped())], TAU, elapsed[1]);
    (bounded(white_now, new_white), bounded(black_now, new_black))
}

/// About how many more rated games `rating` needs until it is settled
/// (its deviation under [`PROVISIONAL`], so it can be listed): each game
/// a draw, played the same hour, against an equal opponent whose rating
/// has just settled. 0 when it is settled already; at most 100.
pub fn games_to_settle(rating: &Rating) -> u32 {
    let opponent = Rating {
        deviation: PROVISIONAL - 1.0,
        ..*rating
    };
    let mut now = *rating;
    for games in 0..100 {
        if !now.provisional() {
            return games;
        }
        let at = now.at + 3_600;
        now = rate_game(&now, &Rating { at, ..opponent }, Score::Draw, at).0;
    }
    100
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_player_settles_after_a_handful_of_games() {
        let new = games_to_settle(&Rating::default());
        assert!((5..=20).contains(&new), "{new}");
        let halfway = Rating {
            deviation: 150.0,
            ..Rating::default()
        };
        assert!(games_to_settle(&halfway) < new);
        let settled = Rating {
            deviation: 80.0,
            ..Rating::default()
        };
        assert_eq!(games_to_settle(&settled), 0);
    }

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
        let next = player.after_period(&results, 0.5, 1.0);
        assert!((next.rating - 1464.06).abs() < 0.02, "{next:?}");
        assert!((next.deviation - 151.52).abs() < 0.02, "{next:?}");
        assert!((next.volatility - 0.05999).abs() < 1e-5, "{next:?}");
    }

    /// A whole period's step is the `skillratings` crate's Glicko-2 (the
    /// oracle), over many players and results.
    #[test]
    fn a_whole_period_is_the_crates_glicko2() {
        use skillratings::Outcomes;
        use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
        let glicko = |r: &Rating| Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        };
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 11) as f64 / (1u64 << 53) as f64
        };
        for _ in 0..500 {
            let mut pick = || {
                rating(
                    900.0 + 1400.0 * next(),
                    45.0 + 455.0 * next(),
                    0.04 + 0.06 * next(),
                )
            };
            let (player, opponent) = (pick(), pick());
            let score = [Score::Win, Score::Draw, Score::Loss][(next() * 3.0) as usize % 3];
            let ours = player.after_period(&[(opponent, score)], TAU, 1.0);
            let outcome = match score {
                Score::Win => Outcomes::WIN,
                Score::Draw => Outcomes::DRAW,
                Score::Loss => Outcomes::LOSS,
            };
            // Both stop their volatility search at 1e-9.
            let config = Glicko2Config {
                tau: TAU,
                convergence_tolerance: 1e-9,
            };
            let theirs =
                glicko2_rating_period(&glicko(&player), &[(glicko(&opponent), outcome)], &config);
            assert!(
                (ours.rating - theirs.rating).abs() < 1e-6,
                "{ours:?} {theirs:?}"
            );
            assert!(
                (ours.deviation - theirs.deviation).abs() < 1e-6,
                "{ours:?} {theirs:?}"
            );
            assert!(
                (ours.volatility - theirs.volatility).abs() < 1e-8,
                "{ours:?} {theirs:?}"
            );
        }
    }

    /// Games close together settle a rating: after 30 even games in a
    /// month a new player is no longer provisional.
    #[test]
    fn a_regular_player_settles() {
        let (mut ana, mut beto) = (Rating::default(), Rating::default());
        for game in 0..30u64 {
            let score = [Score::Win, Score::Loss, Score::Draw][game as usize % 3];
            (ana, beto) = rate_game(&ana, &beto, score, 1_000 + game * 86_400);
        }
        assert!(
            !ana.provisional() && !beto.provisional(),
            "{ana:?} {beto:?}"
        );
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
