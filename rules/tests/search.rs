//! The engine opponent: it only plays legal actions, it repeats itself
//! under a node limit, and it takes a goal when one is there.

use futbol_rules::search::{self, Level, Limits, Searcher};
use futbol_rules::{Game, Team, Variant};
use proptest::prelude::*;

/// The position after `plies` random actions from the start (fewer if the
/// game ends first).
fn random_position(variant: Variant, seed: u64, plies: usize) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new(variant);
    for _ in 0..plies {
        let actions = game.legal_actions();
        if actions.is_empty() {
            break;
        }
        game.play(actions[rng.usize(..actions.len())])
            .expect("a listed action is legal");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn every_chosen_action_is_legal(
        seed in any::<u64>(),
        plies in 0usize..200,
        level in 1u8..=8,
        nodes in 1u64..400,
    ) {
        let level = Level::new(level).expect("1 to 8");
        for variant in Variant::ALL {
            let game = random_position(variant, seed, plies);
            let legal = game.legal_actions();
            let chosen = search::choose(&game, level, seed, Limits::nodes(nodes));
            match chosen {
                None => prop_assert!(legal.is_empty(), "{variant}: no action in {game}"),
                Some(action) => {
                    prop_assert!(legal.contains(&action), "{variant}: {action} in {game}");
                    prop_assert!(game.clone().play(action).is_ok());
                }
            }
        }
    }
}

#[test]
fn a_node_limit_and_a_seed_make_the_choice_repeat() {
    for variant in Variant::ALL {
        for (seed, plies) in [(1, 0), (2, 17), (3, 40), (4, 91)] {
            let game = random_position(variant, seed, plies);
            for level in [Level::MIN, Level::DEFAULT, Level::MAX] {
                let think = || Searcher::new().think(&game, level, seed, &Limits::nodes(3_000));
                let first = think().expect("the game goes on");
                assert_eq!(think(), Some(first), "{variant} level {level} in {game}");
                assert!(first.nodes <= 3_000 + 16, "{} nodes", first.nodes);
            }
        }
    }
}

/// Positions where the side to move can score at once, per game.
const ONE_MOVE_GOALS: [(Variant, &str); 9] = [
    // A shot from e6 into the empty e8.
    (Variant::Futbol, "3p4/8/4C*3/8/8/8/8/3P4 w 0-0 10"),
    // Black shoots into the empty e1.
    (Variant::Futbol, "3p4/8/8/8/8/4c*3/8/3P4 b 0-0 11"),
    // The second goal wins: d6 into d8 past the keeper on e8.
    (Variant::Futbol, "4p3/8/3C*4/8/8/8/8/3P4 w 1-0 20"),
    // The rook behind the ball kicks it up the e-file into e9.
    (
        Variant::Boyer,
        "rnbq1kbnr/9/4o4/4R4/9/9/9/9/1NBQ1KBNR w 0-0 10",
    ),
    // The bishop on c7 kicks d8 into e9 diagonally.
    (
        Variant::Boyer,
        "rnbq1kbnr/3o5/2B6/9/9/9/9/9/RN1Q1KBNR w 0-0 10",
    ),
    // Black's rook above the ball kicks it down into e1.
    (
        Variant::Boyer,
        "1nbq1kbnr/9/9/9/9/4r4/4o4/9/RNBQ1KBNR b 0-0 11",
    ),
    // The queen carries the ball into d8.
    (
        Variant::ChessFootball,
        "5k2/p6p/3Q*4/8/8/8/P6P/3K4 w 0-0 10 play 1 0-0",
    ),
    // A pass to the rook standing on c8.
    (
        Variant::ChessFootball,
        "2R2k2/p6p/8/8/2Q*5/8/P6P/3K4 w 0-0 10 play 1 0-0",
    ),
    // Capturing the king that carries the ball is a goal.
    (
        Variant::ChessFootball,
        "5k*2/p6p/8/8/8/8/P6P/3K1R2 w 0-0 10 play 1 0-0",
    ),
];

#[test]
fn the_search_takes_a_goal_in_one() {
    for (variant, position) in ONE_MOVE_GOALS {
        let game = Game::from_position(variant, position).expect("a valid position");
        let mover: Team = game.turn();
        for level in [Level::new(7), Level::new(8)].into_iter().flatten() {
            let action = search::choose(&game, level, 9, Limits::nodes(20_000))
                .unwrap_or_else(|| panic!("an action in {position}"));
            let played = game.clone().play(action).expect("legal");
            assert_eq!(
                played.goal,
                Some(mover),
                "{position}: level {level} played {action}"
            );
        }
        assert!(
            search::evaluate(&game) > 0,
            "{position} favours the side to move"
        );
    }
}

#[test]
fn levels_read_and_print() {
    assert_eq!("3".parse::<Level>().map(Level::number), Ok(3));
    assert!("0".parse::<Level>().is_err() && "9".parse::<Level>().is_err());
    assert_eq!(Level::MAX.to_string(), "8");
    assert!(Level::MAX.budget() <= std::time::Duration::from_secs(1));
    // Every game's level 8 plays its best move, and each level searches
    // no less than the one below it.
    for variant in futbol_rules::Variant::ALL {
        assert_eq!(Level::MAX.strength(variant).noise, 0);
        let strengths: Vec<_> = (1..=8)
            .filter_map(Level::new)
            .map(|level| level.strength(variant))
            .collect();
        for pair in strengths.windows(2) {
            assert!(pair[0].nodes <= pair[1].nodes, "{variant:?}: {pair:?}");
            assert!(pair[0].depth <= pair[1].depth, "{variant:?}: {pair:?}");
            assert!(pair[0].noise >= pair[1].noise, "{variant:?}: {pair:?}");
        }
    }
}
