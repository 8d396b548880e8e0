//! Legal-action generation over positions from random playouts, reported as
//! actions generated per second (criterion's "elem/s").

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use futbol_bot::engine::{Action, Game, Variant};
use std::hint::black_box;

/// Positions met in random games, deterministic so runs compare.
fn playout_positions(variant: Variant, games: usize) -> Vec<Game> {
    let mut rng = fastrand::Rng::with_seed(7);
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut game = Game::new(variant);
        loop {
            let actions = game.legal_actions();
            if actions.is_empty() {
                break;
            }
            positions.push(game.clone());
            game.play_unchecked(actions[rng.usize(..actions.len())]);
        }
    }
    positions
}

fn legal_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    for variant in Variant::ALL {
        let positions = playout_positions(variant, 20);
        let total: usize = positions.iter().map(|g| g.legal_actions().len()).sum();
        group.throughput(Throughput::Elements(total as u64));
        group.bench_function(variant.name(), |b| {
            let mut out: Vec<Action> = Vec::with_capacity(256);
            b.iter(|| {
                let mut count = 0;
                for game in &positions {
                    out.clear();
                    game.extend_legal(&mut out);
                    count += out.len();
                }
                black_box(count)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, legal_generation);
criterion_main!(benches);
