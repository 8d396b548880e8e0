//! Board pictures: for one mid-game board of each game, side by side, the
//! page's encoding (fast) and the chats' (small), their sizes, and the
//! other ways of writing the same pixels that were measured to choose
//! them; drawing and encoding together; and the GIF replays of a
//! 160-action `futbol` and a 180-action `chessfootball` game.

use criterion::{Criterion, criterion_group, criterion_main};
use futbol_bot::engine::{Game, Record, Variant};
use futbol_bot::render::{self, Encoding, Frame, Last, Options};
use std::hint::black_box;
use std::io::Write;
use std::time::Instant;

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

/// The median of `runs` timings of `f`, in milliseconds.
fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let started = Instant::now();
            f();
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The same pixels written with the png crate as `filter` and `deflate`
/// say (the whole palette): what the two encodings were chosen against.
fn png_as(frame: &Frame, filter: png::Filter, deflate: png::DeflateCompression) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, frame.width, frame.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    let palette = render::frame_png(frame, Encoding::Fast).expect("a png");
    let palette = png::Decoder::new(std::io::Cursor::new(palette))
        .read_info()
        .expect("decodes")
        .info()
        .palette
        .clone()
        .expect("a palette")
        .into_owned();
    encoder.set_palette(palette);
    encoder.set_deflate_compression(deflate);
    encoder.set_filter(filter);
    let mut writer = encoder.write_header().expect("header");
    writer.write_image_data(&frame.pixels).expect("data");
    writer.finish().expect("finish");
    out
}

/// The unfiltered scanlines (PNG filter byte 0 before each row), the
/// stream zlib and zopfli are compared on.
fn scanlines(frame: &Frame) -> Vec<u8> {
    let width = frame.width as usize;
    let mut raw = Vec::with_capacity(frame.pixels.len() + frame.height as usize);
    for row in frame.pixels.chunks(width) {
        raw.push(0);
        raw.extend_from_slice(row);
    }
    raw
}

/// The size of `raw` after zlib's best level (flate2 on zlib-rs, as png).
fn zlib_best(raw: &[u8]) -> usize {
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    z.write_all(raw).expect("zlib");
    z.finish().expect("zlib").len()
}

/// Prints, for a board of each game, each way of writing it: size and
/// median time. The two encodings in use come first.
fn compare_encodings() {
    eprintln!("| board | encoding | bytes | ms (median of 30) |");
    eprintln!("|---|---|---:|---:|");
    for variant in [Variant::Futbol, Variant::Boyer, Variant::ChessFootball] {
        let (game, last) = midgame(variant, 30);
        let frame = render::board_frame(&game, last, Options::default());
        let row = |what: &str, bytes: usize, ms: f64| {
            eprintln!("| {variant} | {what} | {bytes} | {ms:.2} |");
        };
        for (what, encoding) in [
            ("page: Up filter, fdeflate fast", Encoding::Fast),
            ("chat: no filter, zlib 9, palette cut", Encoding::Small),
        ] {
            let png = render::frame_png(&frame, encoding).expect("a png");
            let ms = median_ms(30, || {
                black_box(render::frame_png(&frame, encoding).expect("a png"));
            });
            row(what, png.len(), ms);
        }
        use png::{DeflateCompression as D, Filter as F};
        for (what, filter, deflate) in [
            ("no filter, zlib 6", F::NoFilter, D::Level(6)),
            ("no filter, zlib 8", F::NoFilter, D::Level(8)),
            ("Up filter, zlib 9", F::Up, D::Level(9)),
            ("adaptive filter, zlib 9", F::Adaptive, D::Level(9)),
        ] {
            let png = png_as(&frame, filter, deflate);
            let ms = median_ms(10, || {
                black_box(png_as(&frame, filter, deflate));
            });
            row(what, png.len(), ms);
        }
        // zopfli against zlib 9 on the same unfiltered stream.
        let raw = scanlines(&frame);
        let zlib = zlib_best(&raw);
        let started = Instant::now();
        let mut zopfli = Vec::new();
        zopfli::compress(
            zopfli::Options::default(),
            zopfli::Format::Zlib,
            &raw[..],
            &mut zopfli,
        )
        .expect("zopfli");
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        let small = render::frame_png(&frame, Encoding::Small)
            .expect("a png")
            .len();
        row(
            "no filter, zopfli (one run)",
            small - zlib + zopfli.len(),
            ms,
        );
    }
}

fn pictures(c: &mut Criterion) {
    compare_encodings();
    for (name, variant) in [
        ("futbol", Variant::Futbol),
        ("boyer", Variant::Boyer),
        ("chessfootball", Variant::ChessFootball),
    ] {
        let (game, last) = midgame(variant, 30);
        let frame = render::board_frame(&game, last, Options::default());
        for (kind, encoding) in [("page", Encoding::Fast), ("chat", Encoding::Small)] {
            c.bench_function(&format!("encode_{kind}_{name}"), |b| {
                b.iter(|| render::frame_png(black_box(&frame), encoding))
            });
        }
        let options = Options {
            encoding: Encoding::Fast,
            ..Options::default()
        };
        c.bench_function(&format!("draw_and_encode_page_{name}"), |b| {
            b.iter(|| render::board_png(black_box(&game), last, options))
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
