//! The ladder: how much each level of the engine opponent beats the level
//! below it (level 1 the random player), for `futbol-bot ladder`. Each
//! step is played from varied openings (a few random actions), each
//! opening twice with the colours swapped. Every game is one line of a
//! results file, so runs add up across cores and sessions, and a step
//! whose levels were retuned starts afresh (a line names the levels'
//! settings it was played with). The table gives each step's score with a
//! 95 % interval and the Elo difference it implies.
//!
//! No I/O here: the caller reads and appends the file's lines.

use crate::engine::search::{LEVELS, Level};
use crate::engine::{Game, Outcome, Team, Variant};
use crate::measure::matches::{MatchConfig, Player};
use std::fmt::Write as _;

/// One step: level `high` against the level below it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The rule set.
    pub variant: Variant,
    /// The higher level, 1 to 8.
    pub high: Level,
}

impl Step {
    /// Every step of every game, level 1 against random first.
    pub fn all() -> Vec<Step> {
        Variant::ALL
            .into_iter()
            .flat_map(|variant| {
                (1..=8)
                    .filter_map(Level::new)
                    .map(move |high| Step { variant, high })
            })
            .collect()
    }

    /// The player below `high`.
    pub fn low(self) -> Player {
        match Level::new(self.high.number() - 1) {
            Some(level) => Player::Engine(level),
            None => Player::Random,
        }
    }

    /// The settings both levels are played with, as a short hash: a line
    /// played with other settings does not count.
    pub fn settings(self) -> String {
        let mut text = format!("{:?}", self.high.strength(self.variant));
        if let Player::Engine(low) = self.low() {
            text.push_str(&format!("{:?}", low.strength(self.variant)));
        }
        // FNV-1a, the same on every machine.
        let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
        format!("{:08x}", hash >> 32)
    }

    /// Game `index` of this step: its seed (the opening's and the levels'
    /// random choices; a pair of games shares it) and whether the higher
    /// level has White.
    pub fn game(self, index: u32) -> (u64, bool) {
        let variant = Variant::ALL.iter().position(|v| *v == self.variant);
        let base = (variant.unwrap_or(0) as u64) << 40 | u64::from(self.high.number()) << 32;
        (base | u64::from(index / 2), index.is_multiple_of(2))
    }

    /// Plays game `index`: its result line.
    pub fn play(self, index: u32) -> Line {
        let (seed, high_white) = self.game(index);
        let high = Player::Engine(self.high);
        let players = match high_white {
            true => crate::engine::ByTeam::new(high, self.low()),
            false => crate::engine::ByTeam::new(self.low(), high),
        };
        let config = MatchConfig {
            variant: self.variant,
            players,
            games: 1,
            seed,
            movetime: None,
        };
        let opening = opening(self.variant, seed);
        let report = crate::measure::matches::play_from(&config, opening, seed);
        let high_team = if high_white { Team::White } else { Team::Black };
        let score = match report.outcome {
            Outcome::Win(team) if team == high_team => 2,
            Outcome::Win(_) => 0,
            _ => 1,
        };
        Line {
            step: self,
            settings: self.settings(),
            index,
            high_white,
            half_points: score,
            plies: report.plies,
        }
    }
}

/// A few random actions from the start (2 to 5), the same for both
/// games of a pair.
pub fn opening(variant: Variant, seed: u64) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed ^ 0x6f70_656e_696e_6773);
    let mut game = Game::new(variant);
    for _ in 0..rng.u32(2..=5) {
        let actions = game.legal_actions();
        if actions.is_empty() || game.outcome() != Outcome::Ongoing {
            break;
        }
        let _ = game.play(actions[rng.usize(..actions.len())]);
    }
    game
}

/// One game's result, a line of the results file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The step it belongs to.
    pub step: Step,
    /// [`Step::settings`] when it was played.
    pub settings: String,
    /// Its index in the step.
    pub index: u32,
    /// Whether the higher level had White.
    pub high_white: bool,
    /// The higher level's score in half points (2 a win, 1 a draw).
    pub half_points: u8,
    /// Actions played.
    pub plies: u32,
}

impl Line {
    /// `futbol 3 1a2b3c4d 17 white 2 54`.
    pub fn to_text(&self) -> String {
        let colour = if self.high_white { "white" } else { "black" };
        format!(
            "{} {} {} {} {colour} {} {}",
            self.step.variant,
            self.step.high,
            self.settings,
            self.index,
            self.half_points,
            self.plies
        )
    }

    /// A line as [`Line::to_text`] writes it.
    pub fn parse(text: &str) -> Option<Line> {
        let mut parts = text.split_whitespace();
        let variant = parts.next()?.parse().ok()?;
        let high = parts.next()?.parse().ok()?;
        let settings = parts.next()?.to_string();
        let index = parts.next()?.parse().ok()?;
        let high_white = match parts.next()? {
            "white" => true,
            "black" => false,
            _ => return None,
        };
        let half_points = parts.next()?.parse().ok().filter(|h| *h <= 2)?;
        let plies = parts.next()?.parse().ok()?;
        Some(Line {
            step: Step { variant, high },
            settings,
            index,
            high_white,
            half_points,
            plies,
        })
    }
}

/// A step's games so far (those played with its current settings).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tally {
    /// Games.
    pub games: u32,
    /// The higher level's wins, draws and losses.
    pub wins: u32,
    /// See `wins`.
    pub draws: u32,
    /// See `wins`.
    pub losses: u32,
}

impl Tally {
    /// The step's games among `lines`.
    pub fn of(step: Step, lines: &[Line]) -> Tally {
        let settings = step.settings();
        let mut tally = Tally {
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
        };
        for line in lines {
            if line.step == step && line.settings == settings {
                tally.games += 1;
                match line.half_points {
                    2 => tally.wins += 1,
                    1 => tally.draws += 1,
                    _ => tally.losses += 1,
                }
            }
        }
        tally
    }

    /// The higher level's score, 0 to 1.
    pub fn score(&self) -> f64 {
        if self.games == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games)
    }

    /// Half the width of the score's 95 % interval (the normal
    /// approximation, with the games' own spread, draws included).
    pub fn margin(&self) -> f64 {
        if self.games < 2 {
            return 1.0;
        }
        let n = f64::from(self.games);
        let mean = self.score();
        let squares = f64::from(self.wins) + f64::from(self.draws) / 4.0;
        let variance = (squares / n - mean * mean).max(0.0) * n / (n - 1.0);
        1.96 * (variance / n).sqrt()
    }

    /// The Elo difference the score implies (±800 for a clean sweep).
    pub fn elo(&self) -> f64 {
        let score = self.score().clamp(0.01, 0.99);
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// Which game indices of `step` have no line yet, up to `games`.
pub fn missing(step: Step, lines: &[Line], games: u32) -> Vec<u32> {
    let settings = step.settings();
    let done: std::collections::HashSet<u32> = lines
        .iter()
        .filter(|line| line.step == step && line.settings == settings)
        .map(|line| line.index)
        .collect();
    (0..games).filter(|index| !done.contains(index)).collect()
}

/// The table of every step that has games: score, interval, Elo.
pub fn table(lines: &[Line]) -> String {
    let mut out = String::from(
        "| game | step | games | +/=/- | score | 95 % interval | Elo |\n\
         |---|---|---:|---|---:|---:|---:|\n",
    );
    for step in Step::all() {
        let tally = Tally::of(step, lines);
        if tally.games == 0 {
            continue;
        }
        let low = match step.low() {
            Player::Engine(level) => level.to_string(),
            Player::Random => "random".into(),
        };
        let _ = writeln!(
            out,
            "| {} | {} – {low} | {} | {}/{}/{} | {:.0} % | ±{:.0} | {:+.0} |",
            step.variant,
            step.high,
            tally.games,
            tally.wins,
            tally.draws,
            tally.losses,
            tally.score() * 100.0,
            tally.margin() * 100.0,
            tally.elo(),
        );
    }
    out
}

/// Every level's settings, for the table's note.
pub fn settings_table() -> String {
    let mut out = String::new();
    for (variant, levels) in Variant::ALL.iter().zip(LEVELS) {
        let _ = write!(out, "{variant}:");
        for (n, s) in levels.iter().enumerate() {
            let _ = write!(
                out,
                " {}={}/{}/{}/{}",
                n + 1,
                s.nodes,
                s.depth,
                s.noise,
                s.slip
            );
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(high: u8) -> Step {
        Step {
            variant: Variant::Futbol,
            high: Level::new(high).expect("a level"),
        }
    }

    #[test]
    fn lines_read_back_and_count_only_with_their_settings() {
        let line = Line {
            step: step(3),
            settings: step(3).settings(),
            index: 7,
            high_white: false,
            half_points: 1,
            plies: 54,
        };
        assert_eq!(Line::parse(&line.to_text()), Some(line.clone()));
        assert_eq!(Line::parse("futbol 3 abc 7 grey 1 54"), None);
        let old = Line {
            settings: "00000000".into(),
            ..line.clone()
        };
        let lines = [line, old];
        assert_eq!(Tally::of(step(3), &lines).games, 1);
        assert_eq!(missing(step(3), &lines, 9).len(), 8);
        assert_ne!(step(3).settings(), step(4).settings());
        assert_eq!(step(1).low(), Player::Random);
    }

    #[test]
    fn a_score_has_its_interval_and_elo() {
        let tally = Tally {
            games: 100,
            wins: 60,
            draws: 20,
            losses: 20,
        };
        assert!((tally.score() - 0.70).abs() < 1e-9);
        // Per-game variance: 0.6·1 + 0.2·0.25 − 0.49 = 0.16, so the margin
        // is 1.96 · √(0.16 · 100/99 / 100) ≈ 0.0788.
        assert!(
            (tally.margin() - 0.0788).abs() < 0.001,
            "{}",
            tally.margin()
        );
        assert!((tally.elo() - 147.2).abs() < 0.5, "{}", tally.elo());
        let pair = (step(5).game(6), step(5).game(7));
        assert_eq!((pair.0.0, pair.0.1, pair.1.1), (pair.1.0, true, false));
    }
}
