//! Playing a puzzle: a player's answers checked against the proof, the
//! defender's replies, the refutation of a wrong answer and a hint. Pure:
//! the caller keeps what was played (as text) and hands it back.
//!
//! An answer is right when it still forces the goal within the actions
//! left, proven as the bank was ([`crate::engine::puzzle`]): the stored
//! line's action is answered at once from the line; another that also
//! forces the goal is proven here, and the defender then holds out as
//! long as it can. So a player is never told "wrong" for a goal that
//! works, and never "right" for one that a defence stops.

use super::{BUDGET, Puzzle};
use crate::engine::puzzle::{self, OutOfBudget, forces, line, solve};
use crate::engine::{Action, ActionError, Entry, Game, Origin, Outcome, Team, Turn};
use thiserror::Error;

/// A puzzle's position after the actions played so far.
#[derive(Clone, Debug)]
pub struct Position {
    /// The game as it stands.
    pub game: Game,
    /// The side that is to score.
    pub attacker: Team,
    /// How many of the attacker's own actions are left to score in.
    pub left: u8,
    /// Whether every action so far is the stored line's (its next ones
    /// then answer without a search).
    pub on_line: bool,
    /// The last action played, if any (a board marks it).
    pub last: Option<Action>,
}

/// What an answer did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// It keeps the forced goal. `reply` is the defender's answer, played
    /// already (`None`: the attacker acts again).
    Good {
        /// The action as played (canonical).
        played: Action,
        /// The defender's reply.
        reply: Option<Action>,
    },
    /// It scored.
    Solved {
        /// The action as played (canonical).
        played: Action,
    },
    /// It lets the defender stop the goal.
    Wrong {
        /// The action as played (canonical).
        played: Action,
        /// A reply of the defender's that stops the goal (`None` when the
        /// answer itself ends the chances, with the attacker still to act).
        refutation: Option<Action>,
        /// What would have worked from the position before it.
        solution: Vec<Action>,
    },
}

/// Why an answer was not taken.
#[derive(Debug, Error)]
pub enum AnswerError {
    /// Not an action, or not a legal one here.
    #[error(transparent)]
    Action(#[from] ActionError),
    /// The puzzle's record does not replay (a bank that changed under a
    /// stored attempt).
    #[error("the puzzle's position does not replay")]
    Replay,
    /// The proof needed more than its budget (the bank's puzzles are
    /// proven within it, so only an unusual answer meets this).
    #[error("the proof ran out of its budget")]
    OutOfBudget(#[from] OutOfBudget),
}

/// The position of `puzzle` after `played` (its actions as text).
pub fn position(puzzle: &Puzzle, played: &[String]) -> Result<Position, AnswerError> {
    let mut game =
        Game::from_position(puzzle.variant, &puzzle.position).map_err(|_| AnswerError::Replay)?;
    let attacker = game.turn();
    let (mut used, mut last) = (0u8, None);
    for text in played {
        let counts = game.turn() == attacker;
        let step = Step::play(&mut game, text).map_err(|_| AnswerError::Replay)?;
        if counts {
            used = used.saturating_add(step.steps);
        }
        last = Some(step.action);
    }
    Ok(Position {
        game,
        attacker,
        left: puzzle.moves.saturating_sub(used),
        on_line: puzzle.line.get(..played.len()) == Some(played),
        last,
    })
}

/// One answer played: the action as played (canonical; in `boyer` the
/// steps just taken, as one turn of them), how many of the player's
/// actions it counts for (one, or in `boyer` each step: a puzzle there is
/// counted in steps, [`crate::engine::puzzle`]), and what it did.
struct Step {
    action: Action,
    steps: u8,
    done: Option<crate::engine::Played>,
}

impl Step {
    /// Plays `text` on `game` (nothing changes on error).
    fn play(game: &mut Game, text: &str) -> Result<Step, ActionError> {
        let steps = match game.parse_syntax(text)? {
            Action::Turn(turn) => u8::try_from(turn.tokens().len()).unwrap_or(u8::MAX),
            _ => 1,
        };
        let done = game.play_text(text, Entry::Steps)?;
        let action = match (done.map(|done| done.action), game.pending()) {
            (Some(Action::Turn(turn)), _) | (None, Some(turn)) => just_taken(turn, steps),
            (Some(action), _) => Some(action),
            (None, None) => None,
        };
        let action = action.ok_or(crate::engine::Illegal::EmptyToken)?;
        Ok(Step {
            action,
            steps,
            done,
        })
    }

    /// `text` as it would be played on `game`.
    fn read(game: &Game, text: &str) -> Option<Action> {
        Step::play(&mut game.clone(), text)
            .ok()
            .map(|step| step.action)
    }
}

/// The player's answer `text` after `played`.
pub fn answer(puzzle: &Puzzle, played: &[String], text: &str) -> Result<Answer, AnswerError> {
    let at = position(puzzle, played)?;
    let mut next = at.game.clone();
    let Step {
        action: played_now,
        steps,
        done,
    } = Step::play(&mut next, text)?;
    if done.is_some_and(|done| done.goal == Some(at.attacker)) {
        return Ok(Answer::Solved { played: played_now });
    }
    let from_line = |index: usize| (puzzle.line.get(index)).and_then(|t| Step::read(&at.game, t));
    let on_line = at.on_line && from_line(played.len()) == Some(played_now);
    let good = on_line || forces(&at.game, played_now, at.left, BUDGET)?;
    if !good {
        let refutation = match puzzle::within_turn(&next) {
            true => None,
            false => refutation(&next, at.attacker, at.left.saturating_sub(steps))?,
        };
        return Ok(Answer::Wrong {
            played: played_now,
            refutation,
            solution: solution(puzzle, &at, played.len())?,
        });
    }
    if next.turn() == at.attacker || next.outcome() != Outcome::Ongoing {
        return Ok(Answer::Good {
            played: played_now,
            reply: None,
        });
    }
    // The defender's reply: the line's, or the longest resistance.
    let stored = on_line
        .then(|| puzzle.line.get(played.len() + 1))
        .flatten()
        .and_then(|text| Step::read(&next, text));
    let reply = match stored {
        Some(reply) => Some(reply),
        None => line(&at.game, played_now, at.left, BUDGET)?.get(1).copied(),
    };
    Ok(Answer::Good {
        played: played_now,
        reply,
    })
}

/// The last `steps` steps of an open `boyer` turn, as one action.
fn just_taken(pending: Turn, steps: u8) -> Option<Action> {
    let tokens = pending.tokens();
    let from = tokens.len().checked_sub(usize::from(steps))?;
    let turn = (tokens[from..].iter()).try_fold(Turn::EMPTY, |turn, &token| turn.with(token))?;
    Some(Action::Turn(turn))
}

/// A defender's reply after `game` (the defender to move) that leaves
/// the attacker no goal within `left` own actions: a goal of its own
/// first, else the first that holds.
fn refutation(game: &Game, attacker: Team, left: u8) -> Result<Option<Action>, OutOfBudget> {
    if game.turn() == attacker || game.outcome() != Outcome::Ongoing {
        return Ok(None);
    }
    let mut holds = None;
    for reply in game.legal_actions() {
        let mut after = game.clone();
        let played = after.play_unchecked(reply);
        match played.goal {
            Some(team) if team != attacker => return Ok(Some(reply)),
            Some(_) => continue,
            None => {}
        }
        let stopped = left == 0
            || after.outcome() != Outcome::Ongoing
            || (after.turn() == attacker && solve(&after, left, BUDGET)?.is_none());
        if stopped && holds.is_none() {
            holds = Some(reply);
        }
    }
    Ok(holds)
}

/// The solution from `at`: the rest of the stored line while the player
/// kept to it, else the proof's own line from here.
fn solution(puzzle: &Puzzle, at: &Position, played: usize) -> Result<Vec<Action>, AnswerError> {
    if at.on_line {
        let mut game = at.game.clone();
        let mut out = Vec::new();
        for text in puzzle.line.iter().skip(played) {
            let step = Step::play(&mut game, text).map_err(|_| AnswerError::Replay)?;
            out.push(step.action);
        }
        return Ok(out);
    }
    let Some(solved) = solve(&at.game, at.left, BUDGET)? else {
        return Ok(Vec::new());
    };
    match solved.firsts.first() {
        Some(&first) => Ok(line(&at.game, first, solved.moves, BUDGET)?),
        None => Ok(Vec::new()),
    }
}

/// The hint: where the next right action starts (its square, or the
/// ball), and the action itself for those who ask twice.
pub fn hint(puzzle: &Puzzle, played: &[String]) -> Result<Option<(Origin, Action)>, AnswerError> {
    let at = position(puzzle, played)?;
    let next = match at.on_line {
        true => (puzzle.line.get(played.len())).and_then(|text| Step::read(&at.game, text)),
        false => None,
    };
    let next = match next {
        Some(action) => Some(action),
        None => solve(&at.game, at.left, BUDGET)?.and_then(|s| s.firsts.first().copied()),
    };
    Ok(next.and_then(|action| Some((origin_of(&at.game, action)?, action))))
}

/// Where `action` starts in `game` (its square, or the ball): what a
/// picker asks first, and what a hint names.
pub fn origin_of(game: &Game, action: Action) -> Option<Origin> {
    // A `boyer` step reads as a turn of one token; the picker lists it
    // as the move or the kick.
    let step = match action {
        Action::Turn(turn) => match turn.tokens() {
            [token] => token.as_step().unwrap_or(action),
            _ => action,
        },
        _ => action,
    };
    (game.legal_steps().into_iter()).find_map(|(origin, s)| (s == step).then_some(origin))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::bank;

    fn two_movers() -> impl Iterator<Item = &'static Puzzle> {
        bank::of(crate::engine::Variant::Futbol)
            .iter()
            .map(|entry| &entry.puzzle)
            .filter(|p| p.moves >= 2 && p.line.len() >= 3)
    }

    #[test]
    fn the_line_solves_and_the_defender_answers_from_it() {
        let puzzle = two_movers().next().expect("a puzzle in two");
        let first = answer(puzzle, &[], &puzzle.line[0]).expect("answers");
        let Answer::Good { reply, .. } = first else {
            panic!("{first:?}");
        };
        assert_eq!(reply.map(|r| r.to_string()), Some(puzzle.line[1].clone()));
        let played = puzzle.line[..2].to_vec();
        let mut last = answer(puzzle, &played, &puzzle.line[2]).expect("answers");
        let mut played = puzzle.line[..3].to_vec();
        // Three-movers go on; every puzzle ends in a goal.
        while let Answer::Good { reply, .. } = &last {
            if let Some(reply) = reply {
                played.push(reply.to_string());
            }
            let next = hint(puzzle, &played).expect("a hint").expect("one");
            played.push(next.1.to_string());
            last = answer(puzzle, &played[..played.len() - 1], &next.1.to_string()).expect("a");
        }
        assert!(matches!(last, Answer::Solved { .. }), "{last:?}");
    }

    #[test]
    fn a_wrong_first_action_is_refuted_with_the_solution() {
        for puzzle in bank::of(crate::engine::Variant::Futbol)
            .iter()
            .map(|e| &e.puzzle)
            .take(20)
        {
            let at = position(puzzle, &[]).expect("replays");
            let first = at.game.parse_action(&puzzle.first).expect("legal");
            let wrong = (at.game.legal_actions().into_iter())
                .find(|&a| a != first)
                .expect("more than one action");
            let result = answer(puzzle, &[], &wrong.to_string()).expect("answers");
            let Answer::Wrong { solution, .. } = result else {
                panic!("{} accepted after {}", wrong, puzzle.position);
            };
            let expected: Vec<String> = solution.iter().map(Action::to_string).collect();
            assert_eq!(expected, puzzle.line);
        }
    }

    #[test]
    fn a_hint_names_where_the_first_action_starts() {
        let puzzle = two_movers().next().expect("a puzzle");
        let (origin, action) = hint(puzzle, &[]).expect("a hint").expect("one");
        assert_eq!(action.to_string(), puzzle.first);
        assert!(matches!(origin, Origin::Square(_)));
    }

    #[test]
    fn nonsense_is_refused_and_changes_nothing() {
        let puzzle = two_movers().next().expect("a puzzle");
        assert!(matches!(
            answer(puzzle, &[], "z9-z10"),
            Err(AnswerError::Action(_))
        ));
    }

    fn boyer_puzzle() -> &'static Puzzle {
        (bank::of(crate::engine::Variant::Boyer).iter())
            .map(|entry| &entry.puzzle)
            .find(|p| p.moves >= 2)
            .expect("a boyer puzzle of two steps or more")
    }

    #[test]
    fn a_boyer_turn_is_answered_step_by_step_or_typed_whole() {
        let puzzle = boyer_puzzle();
        // Step by step: each step keeps the turn open, the last scores.
        let mut played = Vec::new();
        for (n, step) in puzzle.line.iter().enumerate() {
            let result = answer(puzzle, &played, step).expect("answers");
            match n + 1 == puzzle.line.len() {
                true => assert!(matches!(result, Answer::Solved { .. }), "{result:?}"),
                false => {
                    let Answer::Good { played: p, reply } = result else {
                        panic!("{result:?}");
                    };
                    assert_eq!((p.to_string(), reply), (step.clone(), None));
                }
            }
            played.push(step.clone());
        }
        let at = position(puzzle, &played[..1]).expect("replays");
        assert_eq!(at.left, puzzle.moves - 1);
        // Typed whole, the same turn scores at once.
        let whole = answer(puzzle, &[], &puzzle.line.join(" ")).expect("answers");
        assert_eq!(
            whole,
            Answer::Solved {
                played: position(puzzle, &[])
                    .expect("replays")
                    .game
                    .parse_action(&puzzle.line.join(" "))
                    .expect("a turn")
            }
        );
        // The hint names where the first step starts.
        let (_, action) = hint(puzzle, &[]).expect("a hint").expect("one");
        assert_eq!(action.to_string(), puzzle.first);
    }

    #[test]
    fn a_wrong_boyer_step_or_an_ended_turn_is_refuted_without_a_reply() {
        let puzzle = boyer_puzzle();
        let expected: Vec<String> = puzzle.line.clone();
        let at = position(puzzle, &[]).expect("replays");
        let other = (at.game.legal_steps().into_iter())
            .map(|(_, step)| step.to_string())
            .find(|step| *step != puzzle.first && step != "--")
            .expect("another step");
        for wrong in ["--", other.as_str()] {
            let result = answer(puzzle, &[], wrong).expect("answers");
            let Answer::Wrong {
                refutation,
                solution,
                ..
            } = result
            else {
                panic!("{wrong} accepted after {}", puzzle.position);
            };
            assert_eq!(refutation, None);
            let got: Vec<String> = solution.iter().map(Action::to_string).collect();
            assert_eq!(got, expected);
        }
    }
}
