//! The shipped puzzle bank (`puzzles/*.jsonl`, written by `futbol-bot
//! puzzles generate`), proven again here by a search of this file's own,
//! not the generator's: for each puzzle the first action forces a goal
//! within its number of own actions and not sooner, and no other first
//! action forces one within as many. The prover is also checked against
//! this search on random positions: where two actions score at once there
//! is no puzzle, and a threat the defender can stop is no solution.
//!
//! A `boyer` puzzle is a goal within the turn, counted in steps (the move,
//! each kick): proven here from the whole turns `legal_actions` lists (not
//! the prover's step by step search), as the fewest tokens of a turn that
//! scores, and the first tokens of every such turn.

use futbol_rules::puzzle::solve;
use futbol_rules::{Action, Game, Outcome, Team, Variant};
use std::collections::BTreeSet;

/// Whether `attacker` forces a goal within `moves` of its own actions
/// from `game`, where it is to move: plain minimax, every action.
fn forces(game: &Game, attacker: Team, moves: u8) -> bool {
    if moves == 0 || game.outcome() != Outcome::Ongoing {
        return false;
    }
    game.legal_actions()
        .into_iter()
        .any(|action| after(game, action, attacker, moves))
}

/// Whether `action` (the attacker's) forces the goal within `moves`.
fn after(game: &Game, action: Action, attacker: Team, moves: u8) -> bool {
    let mut next = game.clone();
    let played = next.play(action).expect("a legal action");
    if let Some(scorer) = played.goal {
        return scorer == attacker;
    }
    holds(&next, attacker, moves - 1)
}

/// Whether, from `game` after an attacker's action, the attacker still
/// forces a goal within `moves` whatever the defender does.
fn holds(game: &Game, attacker: Team, moves: u8) -> bool {
    if moves == 0 || game.outcome() != Outcome::Ongoing {
        return false;
    }
    if game.turn() == attacker {
        return forces(game, attacker, moves);
    }
    let replies = game.legal_actions();
    !replies.is_empty()
        && replies.into_iter().all(|reply| {
            let mut next = game.clone();
            let played = next.play(reply).expect("a legal reply");
            match played.goal {
                Some(scorer) => scorer == attacker,
                None => holds(&next, attacker, moves),
            }
        })
}

fn bank(variant: Variant) -> Vec<serde_json::Value> {
    let path = format!(
        "{}/../puzzles/{}.jsonl",
        env!("CARGO_MANIFEST_DIR"),
        variant.name()
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    (text.lines())
        .map(|line| serde_json::from_str(line).expect("a puzzle line"))
        .collect()
}

/// The fewest tokens of a whole turn that scores for the side to move,
/// and the first tokens of every turn that does it in so few.
fn boyer_goals(game: &Game) -> Option<(u8, BTreeSet<String>)> {
    let attacker = game.turn();
    let mut best: Option<(usize, BTreeSet<String>)> = None;
    for action in game.legal_actions() {
        let Action::Turn(turn) = action else {
            panic!("a boyer turn");
        };
        let mut next = game.clone();
        if next.play(action).expect("a legal turn").goal != Some(attacker) {
            continue;
        }
        let (len, first) = (turn.tokens().len(), turn.tokens()[0]);
        match &mut best {
            Some((most, firsts)) if *most == len => {
                firsts.insert(first.to_string());
            }
            Some((most, _)) if *most < len => {}
            _ => best = Some((len, BTreeSet::from([first.to_string()]))),
        }
    }
    best.map(|(len, firsts)| (u8::try_from(len).expect("a few"), firsts))
}

fn check_boyer_bank(least: usize) {
    let puzzles = bank(Variant::Boyer);
    assert!(puzzles.len() >= least, "{} puzzles", puzzles.len());
    for puzzle in &puzzles {
        let position = puzzle["position"].as_str().expect("a position");
        let game = Game::from_position(Variant::Boyer, position).expect("it reads");
        let (moves, firsts) = boyer_goals(&game).unwrap_or_else(|| panic!("{position}: no goal"));
        assert_eq!(
            puzzle["moves"].as_u64(),
            Some(u64::from(moves)),
            "{position}"
        );
        let first = puzzle["first"].as_str().expect("first");
        assert_eq!(firsts, BTreeSet::from([first.to_string()]), "{position}");
        // The line is one turn of that many steps, and it scores.
        let line: Vec<&str> = (puzzle["line"].as_array().expect("a line").iter())
            .map(|step| step.as_str().expect("a step"))
            .collect();
        let turn = game.parse_action(&line.join(" ")).expect("one turn");
        assert_eq!(line.len(), usize::from(moves), "{position}");
        let mut next = game.clone();
        assert_eq!(next.play(turn).expect("legal").goal, Some(game.turn()));
    }
}

#[test]
fn every_boyer_puzzle_is_proven_again() {
    check_boyer_bank(300);
}

/// A goal in one kick two knights can make is no puzzle; with one
/// knight it is one.
#[test]
fn boyer_two_ways_are_refused_and_one_is_a_puzzle() {
    let two =
        Game::from_position(Variant::Boyer, "k8/9/3o5/2N1N4/9/9/9/9/K8 w 0-0 5").expect("it reads");
    let one =
        Game::from_position(Variant::Boyer, "k8/9/3o5/2N6/9/9/9/9/K8 w 0-0 5").expect("it reads");
    let (moves, firsts) = boyer_goals(&two).expect("a goal");
    assert_eq!((moves, firsts.len()), (1, 2), "{firsts:?}");
    let solved = solve(&two, 3, 1_000_000)
        .expect("in budget")
        .expect("a goal");
    assert_eq!((solved.moves, solved.firsts.len()), (1, 2));
    let solved = solve(&one, 3, 1_000_000)
        .expect("in budget")
        .expect("a goal");
    let names: BTreeSet<String> = solved.firsts.iter().map(Action::to_string).collect();
    assert_eq!(Some((solved.moves, names)), boyer_goals(&one));
    assert_eq!(solved.firsts.len(), 1);
}

/// On positions of random `boyer` games (the last few before each game's
/// goal, where goals are near, and some earlier) the prover's step search
/// and the whole turns agree on the fewest steps and the first steps.
#[test]
fn the_boyer_prover_agrees_with_whole_turns() {
    let mut rng = fastrand::Rng::with_seed(9);
    let (mut goals, mut two_ways) = (0, 0);
    for _ in 0..40 {
        let mut game = Game::new(Variant::Boyer);
        let mut positions = Vec::new();
        while game.outcome() == Outcome::Ongoing && positions.len() < 300 {
            positions.push(game.clone());
            let actions = game.legal_actions();
            game.play_unchecked(actions[rng.usize(..actions.len())]);
        }
        let near = positions.len().saturating_sub(4);
        let earlier = rng.usize(..positions.len().max(1));
        for game in positions.iter().skip(near).chain(positions.get(earlier)) {
            let solved = solve(game, 3, 50_000_000).expect("within the budget");
            let expected = boyer_goals(game).filter(|(moves, _)| *moves <= 3);
            let got = solved.map(|s| {
                let names = s.firsts.iter().map(Action::to_string).collect();
                (s.moves, names)
            });
            assert_eq!(got, expected, "{game}");
            if let Some((_, firsts)) = &expected {
                goals += 1;
                two_ways += usize::from(firsts.len() > 1);
            }
        }
    }
    assert!(
        goals >= 10 && two_ways > 0,
        "{goals} goals, {two_ways} with two ways"
    );
}

fn check_bank(variant: Variant, least: usize) {
    let puzzles = bank(variant);
    assert!(puzzles.len() >= least, "{} puzzles", puzzles.len());
    for puzzle in &puzzles {
        let position = puzzle["position"].as_str().expect("a position");
        let game = Game::from_position(variant, position).expect("it reads");
        let attacker = game.turn();
        let moves = u8::try_from(puzzle["moves"].as_u64().expect("moves")).expect("a few");
        let first = game
            .parse_action(puzzle["first"].as_str().expect("first"))
            .expect("a legal first action");
        assert!(game.legal_actions().len() > 1, "{position}: no choice");
        assert!(
            after(&game, first, attacker, moves),
            "{position}: not forced"
        );
        if moves > 1 {
            assert!(
                !after(&game, first, attacker, moves - 1),
                "{position}: sooner than {moves}"
            );
        }
        for other in game.legal_actions().into_iter().filter(|&a| a != first) {
            assert!(
                !after(&game, other, attacker, moves),
                "{position}: {other} works too"
            );
        }
    }
}

#[test]
fn every_futbol_puzzle_is_proven_again() {
    check_bank(Variant::Futbol, 1000);
}

#[test]
fn every_chessfootball_puzzle_is_proven_again() {
    check_bank(Variant::ChessFootball, 300);
}

/// On positions of random games, the prover and this file's search agree
/// on every first action within two own actions: two actions that score
/// at once make no puzzle, and an action whose goal a reply stops is no
/// solution.
#[test]
fn the_prover_agrees_with_plain_minimax() {
    let mut rng = fastrand::Rng::with_seed(8);
    let (mut two_ways, mut stopped) = (0, 0);
    for _ in 0..300 {
        let mut game = Game::new(Variant::Futbol);
        for _ in 0..rng.usize(20..140) {
            let actions = game.legal_actions();
            if actions.is_empty() || game.outcome() != Outcome::Ongoing {
                break;
            }
            game.play_unchecked(actions[rng.usize(..actions.len())]);
        }
        if game.outcome() != Outcome::Ongoing {
            continue;
        }
        let attacker = game.turn();
        let solved = solve(&game, 2, 5_000_000).expect("within the budget");
        for moves in 1..=2u8 {
            let firsts: Vec<Action> = (game.legal_actions().into_iter())
                .filter(|&a| after(&game, a, attacker, moves))
                .collect();
            let earlier = (1..moves).any(|m| {
                game.legal_actions()
                    .into_iter()
                    .any(|a| after(&game, a, attacker, m))
            });
            if earlier {
                continue;
            }
            match &solved {
                Some(s) if s.moves == moves => {
                    let names = |actions: &[Action]| {
                        let mut names: Vec<String> =
                            actions.iter().map(Action::to_string).collect();
                        names.sort();
                        names
                    };
                    assert_eq!(names(&s.firsts), names(&firsts), "{game}");
                }
                _ => assert!(firsts.is_empty(), "{game}: missed {firsts:?}"),
            }
            if moves == 1 && firsts.len() > 1 {
                two_ways += 1;
            }
            // An action that scores next turn unless the defender stops it.
            if moves == 2 {
                let threats = (game.legal_actions().into_iter())
                    .filter(|&a| !firsts.contains(&a))
                    .filter(|&a| {
                        let mut next = game.clone();
                        next.play(a).is_ok_and(|p| p.goal.is_none())
                            && next.outcome() == Outcome::Ongoing
                            && next.turn() != attacker
                            && next.legal_actions().into_iter().any(|r| {
                                let mut after_reply = next.clone();
                                after_reply.play(r).is_ok_and(|p| p.goal.is_none())
                                    && forces(&after_reply, attacker, 1)
                            })
                    })
                    .count();
                stopped += threats;
            }
        }
    }
    assert!(two_ways > 0, "a position with two goals in one was met");
    assert!(stopped > 0, "a threat a defender can stop was met");
}
