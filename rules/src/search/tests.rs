//! The search's own copy of the `boyer` turn rules agrees with the engine.

use super::boyer::{Label, name, walk};
use super::field::Field;
use crate::{Action, Game, Turn, Variant};
use std::collections::BTreeSet;

/// Every position a turn can lead to, by key, as the engine and as the
/// search's [`Field`] find them.
fn both_ways(game: &crate::Boyer) -> (BTreeSet<u64>, BTreeSet<u64>) {
    let mut engine = BTreeSet::new();
    walk(game, &mut |_, next| {
        engine.insert(Field::new(&next).key());
    });
    let field = Field::new(game);
    let mut kicks = Vec::new();
    field.results(field.turn(), false, &mut kicks);
    let search = kicks
        .into_iter()
        .map(|kick| {
            let mut next = field.clone();
            next.play(kick);
            next.key()
        })
        .collect();
    (engine, search)
}

/// Every result the search finds is named by a turn the engine lists and
/// that leads to it.
fn names_are_legal(game: &crate::Boyer) {
    let legal: std::collections::HashSet<Action> = game.legal_actions().into_iter().collect();
    let field = Field::new(game);
    let mut kicks = Vec::new();
    field.results(field.turn(), false, &mut kicks);
    for kick in kicks {
        let tokens = field.path(kick).expect("a path");
        let turn = (tokens.into_iter())
            .try_fold(Turn::EMPTY, |turn, token| turn.with(token))
            .expect("at most 9 tokens");
        let mut played = game.clone();
        played
            .play(Action::Turn(turn))
            .expect("the engine takes the path");
        let mut want = field.clone();
        want.play(kick);
        assert_eq!(Field::new(&played).key(), want.key(), "{game}: {turn}");
        let action = name(game, Label::Kick(kick)).expect("a name");
        assert!(legal.contains(&action), "{game}: {action} is not listed");
    }
}

#[test]
fn field_turns_match_the_engine() {
    let mut positions = 0;
    for seed in 0..12 {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut game = Game::new(Variant::Boyer);
        while let Game::Boyer(boyer) = &game {
            let (engine, search) = both_ways(boyer);
            assert_eq!(engine, search, "{game}");
            names_are_legal(boyer);
            positions += 1;
            let actions = game.legal_actions();
            if actions.is_empty() || positions % 60 == 59 {
                break;
            }
            // Prefer turns with kicks, so the ball moves among the pieces.
            let kicking: Vec<_> = (actions.iter())
                .filter(|a| a.to_string().contains('>'))
                .collect();
            let action = match kicking.len() {
                0 => actions[rng.usize(..actions.len())],
                n => *kicking[rng.usize(..n)],
            };
            game.play(action).expect("legal");
        }
    }
    assert!(positions > 100);
}

/// A cleared searcher thinks as a new one (a host's search thread keeps
/// one from game to game): with the same node budget, the same action,
/// value, depth and node count as a new searcher, though it has just
/// searched that very position (which, kept, would answer from its table).
#[test]
fn a_cleared_searcher_thinks_as_a_new_one() {
    use super::{Level, Limits, Searcher};
    let limits = Limits::nodes(4_000);
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        let first = game.legal_actions()[0];
        game.play_unchecked(first);
        let mut kept = Searcher::new();
        kept.think(&game, Level::MAX, 5, &limits).expect("a move");
        kept.clear();
        let again = kept.think(&game, Level::MAX, 5, &limits).expect("a move");
        let fresh = Searcher::new()
            .think(&game, Level::MAX, 5, &limits)
            .expect("a move");
        let seen = |t: &super::Thought| (t.action, t.value, t.depth, t.nodes);
        assert_eq!(seen(&again), seen(&fresh), "{variant:?}");
    }
}
