//! The shipped puzzle bank (`puzzles/*.jsonl`, written by `futbol-bot
//! puzzles generate`), proven again here by a search of this file's own,
//! not the generator's: for each puzzle the first action forces a goal
//! within its number of own actions and not sooner, and no other first
//! action forces one within as many. The prover is also checked against
//! this search on random positions: where two actions score at once there
//! is no puzzle, and a threat the defender can stop is no solution.

use futbol_rules::puzzle::solve;
use futbol_rules::{Action, Game, Outcome, Team, Variant};

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
