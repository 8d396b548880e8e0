//! Properties that hold for every rule set, over random playouts.

use futbol_rules::{Action, Game, Record, Variant};
use proptest::prelude::*;

/// The most actions (turns for `boyer`) a game of each rule set can last.
fn action_limit(variant: Variant) -> u16 {
    match variant {
        Variant::Futbol => 160,
        Variant::Boyer => 200,
        // 180 play actions, and 12 placements before each of the at most
        // 182 restarts (the start, half time, one after each action).
        Variant::ChessFootball => 180 + 12 * 182,
    }
}

/// Plays a random game, calling `visit` before every action.
fn playout(variant: Variant, seed: u64, mut visit: impl FnMut(&Game, &[Action], Action)) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new(variant);
    for _ in 0..=action_limit(variant) {
        let actions = game.legal_actions();
        if actions.is_empty() {
            break;
        }
        let action = actions[rng.usize(..actions.len())];
        visit(&game, &actions, action);
        game.play(action).expect("a listed action is legal");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn playouts_end_by_the_action_limit(seed in any::<u64>()) {
        for variant in Variant::ALL {
            let end = playout(variant, seed, |_, _, _| {});
            prop_assert!(end.outcome().is_over(), "{variant} did not end: {end}");
            prop_assert!(end.actions() <= action_limit(variant));
            prop_assert!(end.legal_actions().is_empty());
        }
    }

    #[test]
    fn actions_print_reparse_and_apply_the_same(seed in any::<u64>()) {
        for variant in Variant::ALL {
            let mut lines = vec![format!("variant: {variant}")];
            let end = playout(variant, seed, |game, _, action| {
                let text = action.to_string();
                let reparsed = game.parse_action(&text).expect("printed action re-parses");
                assert_eq!(reparsed, action);
                let (mut a, mut b) = (game.clone(), game.clone());
                assert_eq!(a.play(action), b.play(reparsed));
                assert_eq!(a, b);
                lines.push(text);
            });
            let record = Record::parse(&lines.join("\n")).expect("the record replays");
            prop_assert_eq!(record.end, end);
        }
    }

    #[test]
    fn positions_round_trip(seed in any::<u64>()) {
        for variant in Variant::ALL {
            playout(variant, seed, |game, _, _| {
                let text = game.to_string();
                let back = Game::from_position(variant, &text).expect("a printed position parses");
                assert_eq!(back.to_string(), text);
                assert_eq!(&back, game);
            });
        }
    }

    /// `resolve` (the reasons) and `legal_actions` (the generator) agree on
    /// every single-step action between any two squares.
    #[test]
    fn checking_agrees_with_generation(seed in any::<u64>(), at in 0usize..160) {
        for variant in Variant::ALL {
            let mut snapshot = None;
            let mut count = 0;
            playout(variant, seed, |game, _, _| {
                if count == at { snapshot = Some(game.clone()); }
                count += 1;
            });
            let Some(game) = snapshot else { continue };
            let legal = game.legal_actions();
            for &action in &legal {
                prop_assert_eq!(game.resolve(action), Ok(action));
            }
            let size = variant.size();
            let squares: Vec<String> = (0..size * size)
                .map(|i| futbol_rules::Square::from_index(i as usize, size).to_string())
                .collect();
            let mut texts = Vec::new();
            for from in &squares {
                texts.extend(["K", "Q", "R", "B", "N", "P"].map(|r| format!("{r}@{from}")));
                for to in &squares {
                    texts.extend(["-", "x", ">"].map(|sep| format!("{from}{sep}{to}")));
                }
            }
            for text in texts {
                let Ok(action) = game.parse_syntax(&text) else { continue };
                match game.resolve(action) {
                    Ok(canonical) => prop_assert!(legal.contains(&canonical), "{game}: {canonical} accepted but not listed"),
                    Err(_) => prop_assert!(!legal.contains(&action), "{game}: {action} listed but refused"),
                }
            }
        }
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}", board in "[0-9a-zA-Z/ *o-]{0,60}") {
        for variant in Variant::ALL {
            let game = Game::new(variant);
            let _ = game.parse_action(&text);
            let _ = Game::from_position(variant, &text);
            let _ = Game::from_position(variant, &board);
            let _ = Record::parse(&format!("variant: {variant}\n{text}"));
        }
    }

    #[test]
    fn action_like_strings_never_panic(text in "[a-j][0-9]{1,2}[-x>:][a-j][0-9]{1,2}(>[a-j][0-9])?") {
        for variant in Variant::ALL {
            let _ = Game::new(variant).parse_action(&text);
        }
    }
}
