//! Golden pictures: fixed positions rendered and compared, pixel by pixel
//! after decoding, with the references in `tests/golden/`.
//!
//! After a deliberate change to the pictures, regenerate the references with
//! `UPDATE_GOLDEN=1 cargo test --test page render::` and look at them before
//! committing.

use futbol_bot::engine::{Game, Record, Team, Variant};
use futbol_bot::i18n::Lang;
use futbol_bot::render::{self, ClockFace, Encoding, Last, Options};
use image::AnimationDecoder;
use std::path::PathBuf;

/// Plays `actions` from the start of `variant`; returns the game and the
/// last action as the picture needs it.
fn after(variant: Variant, actions: &[&str]) -> (Game, Option<Last>) {
    let mut game = Game::new(variant);
    let mut last = None;
    for text in actions {
        let action = game.parse_action(text).expect("a legal action");
        last = Some(game.play(action).expect("plays").into());
    }
    (game, last)
}

/// Both encodings of the picture (the page's fast one, the chats' small
/// one) decode to the reference's pixels; the small one is smaller.
fn check(name: &str, game: &Game, last: Option<Last>, options: Options) {
    let encoded = |encoding| {
        let options = Options {
            encoding,
            ..options
        };
        render::board_png(game, last, options).expect("renders")
    };
    let (fast, small) = (encoded(Encoding::Fast), encoded(Encoding::Small));
    assert!(fast.len() <= 40 * 1024, "{name}: {} bytes", fast.len());
    assert!(
        small.len() < fast.len() * 2 / 3,
        "{name}: {} bytes small, {} fast",
        small.len(),
        fast.len()
    );
    check_png(name, &small);
    if std::env::var_os("UPDATE_GOLDEN").is_none() {
        check_png(name, &fast);
    }
}

/// Compares `png` with the reference `tests/golden/{name}.png`.
fn check_png(name: &str, png: &[u8]) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/golden/{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, png).expect("write the reference");
    }
    let reference = std::fs::read(&path)
        .unwrap_or_else(|_| panic!("{} is missing: run UPDATE_GOLDEN=1", path.display()));
    let want = image::load_from_memory(&reference)
        .expect("reference decodes")
        .to_rgb8();
    let got = image::load_from_memory(png).expect("PNG decodes").to_rgb8();
    assert_eq!(got.dimensions(), want.dimensions(), "{name}: size");
    let differing = got
        .pixels()
        .zip(want.pixels())
        .filter(|(a, b)| a != b)
        .count();
    assert_eq!(
        differing, 0,
        "{name}: {differing} pixels differ from the reference"
    );
}

#[test]
fn futbol_start_carried_ball() {
    let (game, last) = after(Variant::Futbol, &[]);
    check("futbol_start", &game, last, Options::default());
}

#[test]
fn futbol_pass_arrow_black_at_the_bottom() {
    let (game, last) = after(Variant::Futbol, &["e3>c3"]);
    let options = Options {
        flip: true,
        lang: Lang::En,
        clock: None,
        ended: None,
        ..Options::default()
    };
    check("futbol_pass_flipped", &game, last, options);
}

#[test]
fn futbol_loose_ball_after_a_cross() {
    let (game, last) = after(Variant::Futbol, &["e3>e5"]);
    check("futbol_cross_loose", &game, last, Options::default());
}

#[test]
fn futbol_goal_banner() {
    let position = "3p4/8/8/4C*3/8/8/8/3P4 w 0-0 40";
    let mut game = Game::from_position(Variant::Futbol, position).expect("position");
    let played = game
        .play(game.parse_action("e5>e8").expect("a shot"))
        .expect("plays");
    assert_eq!(played.goal, Some(Team::White));
    check(
        "futbol_goal",
        &game,
        Some(played.into()),
        Options::default(),
    );
}

#[test]
fn boyer_kicks_both_orientations() {
    let (game, last) = after(Variant::Boyer, &["d1-d6 e5>h2 h2>f3"]);
    check("boyer_kicks", &game, last, Options::default());
    let flipped = Options {
        flip: true,
        lang: Lang::Es,
        clock: None,
        ended: None,
        ..Options::default()
    };
    check("boyer_kicks_flipped", &game, last, flipped);
}

#[test]
fn chessfootball_placement_marks_the_free_squares() {
    let (game, last) = after(Variant::ChessFootball, &["Q@e4", "R@a8", "K@d1"]);
    check("chessfootball_placement", &game, last, Options::default());
}

#[test]
fn chessfootball_play_with_a_pass_black_at_the_bottom() {
    let position = "4k3/p6p/3q4/8/3Q*4/8/P6P/1N1K2R1 w 0-0 10 play 1 0-0";
    let mut game = Game::from_position(Variant::ChessFootball, position).expect("position");
    let played = game
        .play(game.parse_action("d4>d1").expect("a pass"))
        .expect("plays");
    let options = Options {
        flip: true,
        lang: Lang::Es,
        clock: None,
        ended: None,
        ..Options::default()
    };
    check(
        "chessfootball_pass_flipped",
        &game,
        Some(played.into()),
        options,
    );
}

#[test]
fn the_gif_replay_shows_every_position_of_the_game() {
    // Six legal actions picked across the list each time (passes, moves).
    let mut game = Game::new(Variant::Futbol);
    let mut owned = Vec::new();
    for pick in [3usize, 11, 5, 17, 2, 23] {
        let legal = game.legal_actions();
        let action = legal[pick % legal.len()];
        owned.push(action.to_string());
        game.play(action).expect("a legal action plays");
    }
    let actions: Vec<&str> = owned.iter().map(String::as_str).collect();
    let text = format!("variant: futbol\n{}\n", actions.join("\n"));
    let record = Record::parse(&text).expect("record");
    let gif = render::replay_gif(&record, Options::default(), None).expect("renders");
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).expect("a GIF");
    let frames = decoder
        .into_frames()
        .collect_frames()
        .expect("frames decode");
    // A change may come as a few parts (the header, patches of the board),
    // all but the last shown for 20 ms. Composed, the picture at the end of
    // each position's time is that position's PNG, pixel for pixel: the
    // start, every action, the end held for 4 s.
    let mut shown = Vec::new();
    let mut elapsed = 0u32;
    for frame in &frames {
        let (numer, denom) = frame.delay().numer_denom_ms();
        elapsed += numer / denom;
        if numer / denom > 20 {
            shown.push((elapsed, frame.buffer().clone()));
        }
    }
    assert_eq!(shown.len(), actions.len() + 1, "one picture a position");
    let ends: Vec<u32> = shown.iter().map(|(at, _)| *at).collect();
    let want_ends: Vec<u32> = (1..=actions.len() as u32 + 1)
        .map(|i| {
            450 * i.min(actions.len() as u32) + if i > actions.len() as u32 { 4000 } else { 0 }
        })
        .collect();
    assert_eq!(ends, want_ends, "each position keeps its time");
    for (index, (_, got)) in shown.iter().enumerate() {
        let (game, last) = after(Variant::Futbol, &actions[..index]);
        let png = render::board_png(&game, last, Options::default()).expect("renders");
        let want = image::load_from_memory(&png).expect("decodes").to_rgba8();
        assert_eq!(got.dimensions(), want.dimensions());
        let wrong = got
            .pixels()
            .zip(want.pixels())
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(wrong, 0, "position {index}: {wrong} pixels differ");
    }
}

/// The header in Arabic: right to left, letters joined (shaped with the
/// font's own tables), numbers and the clock's Latin units left to right
/// inside it. `render --lang ar` draws the first one (see `tests/cli.rs`).
#[test]
fn arabic_headers_are_shaped_right_to_left() {
    let options = Options {
        lang: Lang::Ar,
        ..Options::default()
    };
    check(
        "chessfootball_start_ar",
        &Game::new(Variant::ChessFootball),
        None,
        options,
    );
    let (game, last) = goal();
    let clock = Some(ClockFace {
        per_move: 86_400,
        left: 3_600 * 23,
    });
    check("futbol_goal_ar", &game, last, Options { clock, ..options });
}

/// The header in Russian (Cyrillic needs no shaping, only the font's
/// glyphs). `render --lang ru` draws the first one.
#[test]
fn russian_headers() {
    let options = Options {
        lang: Lang::Ru,
        ..Options::default()
    };
    check("boyer_start_ru", &Game::new(Variant::Boyer), None, options);
    let (game, last) = goal();
    check("futbol_goal_ru", &game, last, options);
}

/// A shot that scores and ends the game.
fn goal() -> (Game, Option<Last>) {
    let position = "3p4/8/8/4C*3/8/8/8/3P4 w 0-0 40";
    let mut game = Game::from_position(Variant::Futbol, position).expect("position");
    let played = game
        .play(game.parse_action("e5>e8").expect("a shot"))
        .expect("plays");
    (game, Some(played.into()))
}

/// A game the rules did not end (a resignation, time): the replay's last
/// picture says how it ended in its header, and nothing else changes.
#[test]
fn the_replays_last_picture_can_say_how_the_game_ended() {
    let record = Record::parse("variant: futbol\ne3>c3\n").expect("record");
    let last_frame = |ending: Option<&str>| {
        let gif = render::replay_gif(&record, Options::default(), ending).expect("renders");
        let decoder =
            image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).expect("a GIF");
        let frames = decoder.into_frames().collect_frames().expect("decodes");
        frames.last().expect("frames").buffer().clone()
    };
    let (plain, ended) = (last_frame(None), last_frame(Some("Fin: ganan Negras")));
    let header = render::geometry(8).top - 26;
    let differs =
        |y: u32| (0..plain.width()).any(|x| plain.get_pixel(x, y) != ended.get_pixel(x, y));
    assert!((0..header).any(differs), "the header says it");
    assert!(
        !(header..plain.height()).any(differs),
        "the board is the same"
    );
}

/// The analysis pictures of a 160-action game (`examples/analysed_game.rs`
/// wrote it and its analysis): the advantage chart and the three turning
/// points, in Spanish and in Arabic (right to left).
#[test]
fn an_analysed_games_chart_and_turning_points() {
    use futbol_bot::engine::search::analysis::Analysis;
    use futbol_bot::host::analysis_pictures::{Heading, TURNING, draw};
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let text = std::fs::read_to_string(data.join("analysed-futbol-160.record")).expect("record");
    let record = Record::parse(&text).expect("the record replays");
    assert_eq!(record.actions.len(), 160);
    let json =
        std::fs::read_to_string(data.join("analysed-futbol-160.analysis.json")).expect("analysis");
    let analysis: Analysis = serde_json::from_str(&json).expect("an analysis");
    let mut replay = record.start.clone();
    let actions: Vec<_> = (record.actions.iter())
        .map(|text| {
            let action = replay.parse_action(text).expect("an action");
            replay.play(action).expect("plays");
            action
        })
        .collect();
    let heading = Heading {
        id: 12,
        white: "Ana",
        black: "Bob",
    };
    for (lang, tag) in [(Lang::Es, "es"), (Lang::Ar, "ar")] {
        let pictures = draw(lang, &heading, &record.start, &actions, &analysis).expect("draws");
        check_png(&format!("analysis_chart_{tag}"), &pictures.chart);
        assert_eq!(pictures.turning.len(), TURNING);
        for (n, file) in pictures.turning.iter().enumerate() {
            assert!(file.bytes.len() <= 40 * 1024, "{} bytes", file.bytes.len());
            check_png(&format!("analysis_turning_{}_{tag}", n + 1), &file.bytes);
        }
    }
}
