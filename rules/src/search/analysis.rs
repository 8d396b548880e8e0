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

use super::{GOAL, Level, Limits, Searcher};
use crate::{Action, Game, Illegal, Outcome, Team, Variant};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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

/// Why an analysis has no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    /// An action of the record is not legal where it stands.
    #[error("action {index} of the game is not legal there: {illegal}")]
    Illegal {
        /// Which action.
        index: usize,
        /// Why.
        illegal: Illegal,
    },
    /// The stop flag was set before it finished.
    #[error("the analysis was stopped")]
    Stopped,
}

/// Analyses the game that went from `start` through `actions`, searching
/// each position for `nodes` nodes (stopping early when `stop` is set).
pub fn analyse(
    start: &Game,
    actions: &[Action],
    nodes: u64,
    stop: Option<Arc<AtomicBool>>,
) -> Result<Analysis, AnalysisError> {
    let mut analyser = Analyser::new(start, actions.to_vec(), nodes);
    loop {
        if stop
            .as_ref()
            .is_some_and(|stop| stop.load(Ordering::Relaxed))
        {
            return Err(AnalysisError::Stopped);
        }
        if let Some(done) = analyser.step() {
            return done;
        }
    }
}

/// An analysis done a position at a time, so whoever runs it can put
/// something more urgent first between two positions (a live game's
/// move: the host's search threads do).
pub struct Analyser {
    start: Game,
    actions: Vec<Action>,
    limits: Limits,
    searcher: Searcher,
    /// The position the next step searches.
    game: Game,
    /// White's chance before each action searched so far.
    chances: Vec<u16>,
    /// The mover and the engine's choice before each of those actions.
    best: Vec<(Team, Option<Action>)>,
}

impl Analyser {
    /// An analysis of the game from `start` through `actions`, each
    /// position searched for `nodes` nodes.
    pub fn new(start: &Game, actions: Vec<Action>, nodes: u64) -> Analyser {
        Analyser {
            start: start.clone(),
            game: start.clone(),
            chances: Vec::with_capacity(actions.len() + 1),
            best: Vec::with_capacity(actions.len()),
            actions,
            limits: Limits {
                nodes: Some(nodes),
                stop: Some(Arc::new(AtomicBool::new(false))),
                ..Limits::default()
            },
            // A small table: an analysis searches little per position.
            searcher: Searcher::with_table_bits(16),
        }
    }

    /// How many positions are searched so far, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.chances.len(), self.actions.len() + 1)
    }

    /// The flag that makes the step under way give way: set from
    /// another thread (a live game's move waits), the step ends at once
    /// without a result and the next one searches the same position
    /// again, from the start (so the analysis is the same).
    pub fn give_way(&self) -> Arc<AtomicBool> {
        self.limits.stop.clone().unwrap_or_default()
    }

    /// Searches the next position; the analysis once the last is done.
    /// `None` also when the step gave way ([`Analyser::give_way`]).
    pub fn step(&mut self) -> Option<Result<Analysis, AnalysisError>> {
        let index = self.chances.len();
        // Each position from an empty table: its value then depends on
        // the position alone, not on a step that gave way before it.
        self.searcher.clear();
        let (chance, choice) = match stand(&mut self.searcher, &self.game, &self.limits) {
            Ok(stood) => stood,
            Err(AnalysisError::Stopped) => {
                self.give_way().store(false, Ordering::Relaxed);
                return None;
            }
            Err(error) => return Some(Err(error)),
        };
        self.chances.push(chance);
        let Some(&action) = self.actions.get(index) else {
            return Some(self.finish());
        };
        self.best.push((self.game.turn(), choice));
        if let Err(illegal) = self.game.play(action) {
            return Some(Err(AnalysisError::Illegal { index, illegal }));
        }
        None
    }

    /// The marks, once every position has its chance.
    fn finish(&mut self) -> Result<Analysis, AnalysisError> {
        let mut analysis = Analysis {
            chances: std::mem::take(&mut self.chances),
            teams: self.best.iter().map(|(team, _)| *team).collect(),
            marks: Vec::new(),
        };
        let mut replay = self.start.clone();
        for (index, &action) in self.actions.iter().enumerate() {
            let (team, choice) = self.best[index];
            let played = replay
                .play(action)
                .map_err(|illegal| AnalysisError::Illegal { index, illegal })?
                .action;
            let loss = analysis.loss(index, team);
            if let (Some(grade), Some(better)) = (Grade::of(loss), choice)
                && better != played
            {
                analysis.marks.push(Mark {
                    index: u16::try_from(index).unwrap_or(u16::MAX),
                    team,
                    grade,
                    loss,
                    better: better.to_string(),
                });
            }
        }
        Ok(analysis)
    }
}

/// White's chance in `game` and the engine's choice there (none when the
/// game is over: its result is the chance).
fn stand(
    searcher: &mut Searcher,
    game: &Game,
    limits: &Limits,
) -> Result<(u16, Option<Action>), AnalysisError> {
    match game.outcome() {
        Outcome::Win(Team::White) => return Ok((1000, None)),
        Outcome::Win(Team::Black) => return Ok((0, None)),
        Outcome::Draw => return Ok((500, None)),
        Outcome::Ongoing => {}
    }
    let Some(thought) = searcher.think(game, Level::MAX, 0, limits) else {
        return Ok((500, None));
    };
    if limits.expired() {
        return Err(AnalysisError::Stopped);
    }
    let value = match game.turn() {
        Team::White => thought.value,
        Team::Black => -thought.value,
    };
    Ok((win_chance(value), Some(thought.action)))
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

    #[test]
    fn a_short_game_is_analysed_the_same_twice() {
        let start = Game::new(Variant::Futbol);
        let mut game = start.clone();
        let mut actions = Vec::new();
        for _ in 0..6 {
            let action = game.legal_actions()[0];
            game.play(action).expect("legal");
            actions.push(action);
        }
        let first = analyse(&start, &actions, 2_000, None).expect("analysed");
        assert_eq!(first.chances.len(), actions.len() + 1);
        assert_eq!(analyse(&start, &actions, 2_000, None), Ok(first.clone()));
        let stop = Arc::new(AtomicBool::new(true));
        assert_eq!(
            analyse(&start, &actions, 2_000, Some(stop)),
            Err(AnalysisError::Stopped)
        );
        // A step that gives way records nothing; the analysis then goes
        // on to the same result.
        let mut analyser = Analyser::new(&start, actions.clone(), 2_000);
        assert!(analyser.step().is_none());
        analyser.give_way().store(true, Ordering::Relaxed);
        assert!(analyser.step().is_none());
        assert_eq!(analyser.progress().0, 1, "the step that gave way");
        let done = loop {
            if let Some(done) = analyser.step() {
                break done;
            }
        };
        assert_eq!(done, Ok(first));
    }

    /// Whether the side to move in `game` can score at once.
    fn can_score(game: &Game) -> bool {
        game.legal_actions().into_iter().any(|action| {
            let mut next = game.clone();
            next.play(action).is_ok_and(|played| played.goal.is_some())
        })
    }

    /// A random game's prefix ending where the mover has both an action
    /// that lets the other side score at once and one that does not, and
    /// is not already behind: (the prefix, the blunder, the reply goal).
    fn a_forced_blunder(variant: Variant) -> (Vec<Action>, Action, Action) {
        for seed in 0..200 {
            let mut rng = fastrand::Rng::with_seed(seed);
            let mut game = Game::new(variant);
            let mut prefix = Vec::new();
            while game.outcome() == Outcome::Ongoing && prefix.len() < 80 {
                let actions = game.legal_actions();
                let even = game.score().white == game.score().black;
                let conceding = |action: &Action| {
                    let mut next = game.clone();
                    next.play(*action).is_ok() && can_score(&next)
                };
                let blunder = actions.iter().find(|a| conceding(a));
                let safe = actions.iter().any(|a| !conceding(a));
                if let (Some(&blunder), true, true, false) = (blunder, safe, even, can_score(&game))
                    && prefix.len() > 6
                {
                    let mut next = game.clone();
                    next.play(blunder).expect("legal");
                    let goal = next
                        .legal_actions()
                        .into_iter()
                        .find(|&reply| {
                            let mut after = next.clone();
                            after.play(reply).is_ok_and(|played| played.goal.is_some())
                        })
                        .expect("a goal");
                    return (prefix, blunder, goal);
                }
                let action = actions[rng.usize(..actions.len())];
                game.play(action).expect("legal");
                prefix.push(action);
            }
        }
        panic!("no position with a blunder in 200 random games");
    }

    /// An action that lets the other side score at once is marked a
    /// blunder of its side, the engine's better action does not let it,
    /// and the chances around it say so.
    #[test]
    fn an_action_that_lets_a_goal_in_is_a_blunder() {
        let start = Game::new(Variant::Futbol);
        let (mut actions, blunder, goal) = a_forced_blunder(Variant::Futbol);
        let index = actions.len();
        actions.extend([blunder, goal]);
        let analysis = analyse(&start, &actions, nodes(Variant::Futbol), None).expect("analysed");
        let mut before = start.clone();
        for &action in &actions[..index] {
            before.play(action).expect("legal");
        }
        let mover = before.turn();
        let mark = (analysis.marks.iter())
            .find(|mark| usize::from(mark.index) == index)
            .unwrap_or_else(|| panic!("no mark at {index}: {analysis:?}"));
        assert_eq!((mark.team, mark.grade), (mover, Grade::Blunder), "{mark:?}");
        assert_eq!(mark.loss, analysis.loss(index, mover));
        let better = before
            .parse_action(&mark.better)
            .expect("the better action reads");
        let mut instead = before.clone();
        instead.play(better).expect("legal");
        assert!(!can_score(&instead), "{} lets a goal in too", mark.better);
    }
}
