//! How long a Swiss round takes to pair: 256 players (the most a
//! tournament takes), in round 1, after 4 rounds and after 8, with random
//! results from a fixed seed (the same field every run). Target: ≤ 100 ms
//! a round. `cargo bench -p futbol-tournament`.

use criterion::{Criterion, criterion_group, criterion_main};
use futbol_tournament::Outcome;
use futbol_tournament::swiss::Swiss;
use std::hint::black_box;

/// A 256-player Swiss of 9 rounds with `played` rounds paired and
/// decided at random.
fn field(played: usize) -> Swiss {
    let mut rng = fastrand::Rng::with_seed(256);
    let ratings: Vec<i32> = (0..256).map(|_| rng.i32(1000..2400)).collect();
    let mut swiss = Swiss::new(&ratings, 9).expect("256 players, 9 rounds");
    for round in 0..played {
        let whites: Vec<_> = swiss
            .pair()
            .expect("pairs")
            .games
            .iter()
            .map(|game| game.white)
            .collect();
        for white in whites {
            let outcome = [Outcome::WhiteWon, Outcome::Draw, Outcome::BlackWon][rng.usize(0..3)];
            swiss
                .record(round, white, outcome)
                .expect("a game of the round");
        }
    }
    swiss
}

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("swiss 256 players");
    for played in [0, 4, 8] {
        let swiss = field(played);
        group.bench_function(format!("pair round {}", played + 1), |b| {
            b.iter(|| {
                let mut next = swiss.clone();
                black_box(next.pair().map(|round| round.games.len()))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
