//! Analysing a game a position at a time ([`Analyser`]), so whoever runs
//! it can put something more urgent first between two positions, or stop
//! one under way; what it finds is an [`Analysis`] (`analysis.rs`).

use super::analysis::{Analysis, Grade, Mark, win_chance};
use super::{Level, Limits, Searcher};
use crate::{Action, Game, Illegal, Outcome, Team};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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
    use crate::Variant;
    use crate::search::analysis::nodes;

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
