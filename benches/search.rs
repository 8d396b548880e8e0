//! The engine opponent's speed: searches of a fixed node count from
//! positions met in random games, reported as nodes per second
//! (criterion's "elem/s"); and a game's moves one after the other, each
//! with a new searcher (6 MB allocated a move, as the host did) against
//! one searcher kept for the game (as each search thread now does).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use futbol_bot::engine::search::{Level, Limits, Searcher};
use futbol_bot::engine::{Game, Variant};
use std::hint::black_box;

/// Nodes per search: enough for several iterations, short enough to bench.
const NODES: u64 = 50_000;

/// Positions 10, 30 and 50 actions into a few random games.
fn positions(variant: Variant) -> Vec<Game> {
    let mut rng = fastrand::Rng::with_seed(11);
    let mut out = Vec::new();
    for _ in 0..4 {
        let mut game = Game::new(variant);
        for ply in 0..=50 {
            let actions = game.legal_actions();
            if actions.is_empty() {
                break;
            }
            if ply % 20 == 10 {
                out.push(game.clone());
            }
            game.play_unchecked(actions[rng.usize(..actions.len())]);
        }
    }
    out
}

fn search_speed(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for variant in Variant::ALL {
        let games = positions(variant);
        let nodes: u64 = (games.iter())
            .filter_map(|g| Searcher::new().think(g, Level::MAX, 1, &Limits::nodes(NODES)))
            .map(|t| t.nodes)
            .sum();
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(variant.name(), |b| {
            b.iter(|| {
                for game in &games {
                    let thought = Searcher::new().think(game, Level::MAX, 1, &Limits::nodes(NODES));
                    black_box(thought);
                }
            })
        });
    }
    group.finish();
}

/// Twelve positions one after the other in a random game.
fn one_game(variant: Variant) -> Vec<Game> {
    let mut rng = fastrand::Rng::with_seed(30);
    let mut game = Game::new(variant);
    let mut out = Vec::new();
    while out.len() < 12 {
        let actions = game.legal_actions();
        if actions.is_empty() {
            break;
        }
        out.push(game.clone());
        game.play_unchecked(actions[rng.usize(..actions.len())]);
    }
    out
}

fn game_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("game");
    group.sample_size(10);
    let limits = Limits::nodes(NODES);
    for variant in Variant::ALL {
        let games = one_game(variant);
        let nodes: u64 = (games.iter())
            .filter_map(|g| Searcher::new().think(g, Level::MAX, 1, &limits))
            .map(|t| t.nodes)
            .sum();
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{}/new searcher each move", variant.name()), |b| {
            b.iter(|| {
                for game in &games {
                    black_box(Searcher::new().think(game, Level::MAX, 1, &limits));
                }
            })
        });
        let mut kept = Searcher::new();
        group.bench_function(format!("{}/searcher kept", variant.name()), |b| {
            b.iter(|| {
                kept.clear();
                for game in &games {
                    black_box(kept.think(game, Level::MAX, 1, &limits));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, search_speed, game_moves);
criterion_main!(benches);
