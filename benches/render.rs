//! Board pictures: one PNG (drawing + encoding) for an 8×8 and a 9×9 game,
//! and the GIF replays of a 160-action `futbol` and a 180-action
//! `chessfootball` game. The PNG sizes are printed once.

use criterion::{Criterion, criterion_group, criterion_main};
use futbol_bot::engine::{Game, Record, Variant};
use futbol_bot::render::{self, Last, Options};
use std::hint::black_box;

/// A mid-game position of `variant` after `plies` random actions, with its
/// last action.
fn midgame(variant: Variant, plies: usize) -> (Game, Option<Last>) {
    let mut rng = fastrand::Rng::with_seed(3);
    let mut game = Game::new(variant);
    let mut last = None;
    for _ in 0..plies {
        let actions = game.legal_actions();
        if actions.is_empty() {
            break;
        }
        if let Ok(played) = game.play(actions[rng.usize(..actions.len())]) {
            last = Some(played.into());
        }
    }
    (game, last)
}

/// A record of `plies` random actions.
fn record(variant: Variant, plies: usize) -> Record {
    let mut rng = fastrand::Rng::with_seed(5);
    let mut game = Game::new(variant);
    let mut text = format!("variant: {variant}\n");
    for _ in 0..plies {
        let actions = game.legal_actions();
        let Some(&action) = actions.get(rng.usize(..actions.len().max(1))) else {
            break;
        };
        if game.play(action).is_ok() {
            text.push_str(&format!("{action}\n"));
        }
    }
    Record::parse(&text).expect("a random record replays")
}

fn pictures(c: &mut Criterion) {
    for (name, variant) in [
        ("png_8x8_futbol", Variant::Futbol),
        ("png_9x9_boyer", Variant::Boyer),
    ] {
        let (game, last) = midgame(variant, 30);
        let png = render::board_png(&game, last, Options::default()).expect("renders");
        eprintln!("{name}: {} bytes", png.len());
        c.bench_function(name, |b| {
            b.iter(|| render::board_png(black_box(&game), last, Options::default()))
        });
    }
    // The bars: a 160-action `futbol` game ≤ 640 KB and ≤ 190 ms.
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    for (name, variant, actions) in [
        ("gif_160_futbol", Variant::Futbol, 160),
        ("gif_180_chessfootball", Variant::ChessFootball, 180),
    ] {
        let replay = record(variant, actions);
        let gif = render::replay_gif(&replay, Options::default(), None).expect("renders");
        let frames = replay.actions.len() + 1;
        eprintln!(
            "{name}: {frames} frames, {} bytes ({:.1} KB a frame)",
            gif.len(),
            gif.len() as f64 / 1024.0 / frames as f64
        );
        group.bench_function(name, |b| {
            b.iter(|| render::replay_gif(black_box(&replay), Options::default(), None))
        });
    }
    group.finish();
}

criterion_group!(benches, pictures);
criterion_main!(benches);
