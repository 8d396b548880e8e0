//! The analysis of a played game: how each position stood for White, as a
//! chance to win, and which actions gave away much of the mover's chance,
//! with what the engine would have played instead. Pure and repeatable:
//! every position is searched for the same number of nodes at the
//! strongest level, so a game gets the same analysis on any machine.
//!
//! # Win chance
//!
//! A search's value `v` (from White's side; a goal is [`GOAL`]) becomes
//! White's chance `1 / (1 + e^(-v / SCALE))`: even is 50 %, a goal ahead
//! about 80 %, a won game 100 %. A finished game's last position is its
//! result (100 %, 0 % or 50 %).
//!
//! # Marks
//!
//! An action's *loss* is how much of the mover's chance it gave away: the
//! chance before it minus the chance after it, for the side that played
//! it. As lichess judges chess moves (it counts on a −1…+1 scale, the
//! same steps as these on a 0…100 % one), a loss of 5 points of win
//! chance is an inaccuracy, 10 a mistake and 15 a blunder, and an action
//! is marked only when the engine would have played another: the better
//! action is shown beside it.

use super::GOAL;
pub use super::analyser::{Analyser, AnalysisError, analyse};
use crate::{Team, Variant};
use serde::{Deserialize, Serialize};

/// Nodes searched in each position of a game of `variant`: a position
/// of each game costs a different number of nodes, and these make a
/// 160-action game take 4 to 7 s on one core here (futbol 6.8 s,
/// `benches/analysis.rs`; boyer 6.8 s and chessfootball 4.0 s measured
/// by hand before each position's table was cleared).
pub const fn nodes(variant: Variant) -> u64 {
    match variant {
        Variant::Futbol => 150_000,
        Variant::Boyer => 40_000,
        Variant::ChessFootball => 8_000,
    }
}

/// The value that is worth `1 / (1 + e^-1)` (73 %) to its side: a goal
/// ([`GOAL`]) is then worth 80 %.
const SCALE: f64 = GOAL as f64 * 0.72;

/// The losses, in thousandths of a game, from which an action is an
/// inaccuracy, a mistake or a blunder.
pub const THRESHOLDS: [(u16, Grade); 3] = [
    (150, Grade::Blunder),
    (100, Grade::Mistake),
    (50, Grade::Inaccuracy),
];

/// The least loss, in thousandths, of an unmarked turning point (two
/// points of win chance: less is the evaluation's own wobble).
pub const TURN_MIN: u16 = 20;

/// How bad a marked action was.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Grade {
    /// A loss of 5 to 10 points of win chance.
    Inaccuracy,
    /// 10 to 15 points.
    Mistake,
    /// 15 points or more.
    Blunder,
}

impl Grade {
    /// The grade of a loss of `loss` thousandths, if it is one.
    pub fn of(loss: u16) -> Option<Grade> {
        THRESHOLDS
            .iter()
            .find(|(from, _)| loss >= *from)
            .map(|(_, grade)| *grade)
    }
}

/// One marked action.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Mark {
    /// Which action of the game (0: the first).
    pub index: u16,
    /// The side that played it.
    pub team: Team,
    /// How bad.
    pub grade: Grade,
    /// The win chance it gave away, in thousandths.
    pub loss: u16,
    /// What the engine would have played, in the notation.
    pub better: String,
}

/// A whole game's analysis.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Analysis {
    /// White's win chance in thousandths before each action, and after
    /// the last: one more than there are actions.
    pub chances: Vec<u16>,
    /// The side that played each action.
    pub teams: Vec<Team>,
    /// The marked actions, in the game's order.
    pub marks: Vec<Mark>,
}

impl Analysis {
    /// The mover's loss at action `index`, in thousandths (0 when it
    /// gained).
    pub fn loss(&self, index: usize, team: Team) -> u16 {
        let (Some(&before), Some(&after)) = (self.chances.get(index), self.chances.get(index + 1))
        else {
            return 0;
        };
        let (before, after) = match team {
            Team::White => (before, after),
            Team::Black => (1000 - before, 1000 - after),
        };
        before.saturating_sub(after)
    }

    /// The average win chance `team`'s actions gave away, in thousandths
    /// (0 when it played none).
    pub fn average_loss(&self, team: Team) -> u16 {
        let losses: Vec<u32> = (self.teams.iter().enumerate())
            .filter(|(_, t)| **t == team)
            .map(|(index, _)| u32::from(self.loss(index, team)))
            .collect();
        match u32::try_from(losses.len()) {
            Ok(count) if count > 0 => {
                u16::try_from(losses.iter().sum::<u32>() / count).unwrap_or(u16::MAX)
            }
            _ => 0,
        }
    }

    /// The mark of action `index`, if it has one.
    pub fn mark(&self, index: usize) -> Option<&Mark> {
        self.marks.iter().find(|m| usize::from(m.index) == index)
    }

    /// How many of `team`'s actions are marked `grade`.
    pub fn count(&self, team: Team, grade: Grade) -> usize {
        (self.marks.iter())
            .filter(|m| m.team == team && m.grade == grade)
            .count()
    }

    /// The `count` actions where the game turned most: the marked ones
    /// that gave away the most (they have a better action to show), then
    /// the unmarked ones that gave away the most, in the game's order.
    /// An unmarked action that gave away less than [`TURN_MIN`] is never
    /// one: a quiet game has none.
    pub fn turning_points(&self, count: usize) -> Vec<usize> {
        let mut losses: Vec<(bool, u16, usize)> = (self.teams.iter().enumerate())
            .map(|(index, &team)| (self.mark(index).is_some(), self.loss(index, team), index))
            .filter(|(marked, loss, _)| *marked || *loss >= TURN_MIN)
            .collect();
        losses.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        let mut chosen: Vec<usize> = losses.into_iter().take(count).map(|(.., i)| i).collect();
        chosen.sort_unstable();
        chosen
    }
}

/// White's win chance, in thousandths, for a value from White's side.
pub fn win_chance(value: i32) -> u16 {
    let chance = 1.0 / (1.0 + (-f64::from(value) / SCALE).exp());
    // Within 0..=1000 by construction; the cast only drops the fraction.
    (chance * 1000.0).round().clamp(0.0, 1000.0) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_are_even_at_zero_and_follow_the_value() {
        assert_eq!(win_chance(0), 500);
        assert_eq!(win_chance(GOAL), 1000 - win_chance(-GOAL));
        assert!(
            (790..=810).contains(&win_chance(GOAL)),
            "{}",
            win_chance(GOAL)
        );
        assert_eq!(win_chance(super::super::WIN), 1000);
        assert_eq!(Grade::of(49), None);
        assert_eq!(Grade::of(50), Some(Grade::Inaccuracy));
        assert_eq!(Grade::of(120), Some(Grade::Mistake));
        assert_eq!(Grade::of(400), Some(Grade::Blunder));
    }

    #[test]
    fn losses_are_the_movers_and_turning_points_the_largest_losses() {
        let analysis = Analysis {
            chances: vec![500, 520, 300, 310, 900, 880],
            teams: vec![
                Team::White,
                Team::Black,
                Team::White,
                Team::Black,
                Team::White,
            ],
            marks: Vec::new(),
        };
        // White gained twice, then lost 20; Black gained, then lost 590.
        assert_eq!(analysis.average_loss(Team::White), 6);
        assert_eq!(analysis.average_loss(Team::Black), 295);
        assert_eq!(analysis.loss(1, Team::White), 220);
        assert_eq!(analysis.loss(1, Team::Black), 0);
        assert_eq!(analysis.loss(3, Team::Black), 590);
        assert_eq!(analysis.turning_points(2), vec![3, 4]);
        assert_eq!(analysis.turning_points(9).len(), 2, "only the losses");
        // A marked action comes before a larger unmarked loss.
        let marked = Analysis {
            marks: vec![Mark {
                index: 4,
                team: Team::White,
                grade: Grade::Inaccuracy,
                loss: 20,
                better: "b1-b2".into(),
            }],
            ..analysis
        };
        assert_eq!(marked.turning_points(1), vec![4]);
    }
}
