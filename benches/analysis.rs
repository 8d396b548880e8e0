//! An analysis's cost and what it does to live games, printed:
//!
//! 1. the time to analyse the 160-action `futbol` game of
//!    `tests/data/analysed-futbol-160.record` at the default budget
//!    (`nodes(futbol)` a position) on one core: three runs, each figure;
//! 2. the host's move latency in a game against the computer (level 4):
//!    from the player's move to the computer's answer, over 15 moves
//!    with nothing else to do, then over 15 moves while three analyses
//!    of 120-action games are queued, side by side (median, p90, max).
//!
//! `cargo bench --bench analysis`

use futbol_bot::engine::search::analysis::{analyse, nodes};
use futbol_bot::engine::{Action, Game, Outcome, Record, Variant};
use futbol_bot::host::{Host, HostConfig, Platform, Target};
use futbol_bot::store::Store;
use std::time::{Duration, Instant};

use support::{ask, long_game, play_and_resign};
use testkit::host as support;

fn main() {
    analysis_time();
    latency_side_by_side();
}

fn analysis_time() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/analysed-futbol-160.record"
    );
    let text = std::fs::read_to_string(path).expect("the record");
    let record = Record::parse(&text).expect("it replays");
    let mut game = record.start.clone();
    let actions: Vec<Action> = (record.actions.iter())
        .map(|text| {
            let action = game.parse_action(text).expect("an action");
            game.play(action).expect("legal");
            action
        })
        .collect();
    let mut times = Vec::new();
    for _ in 0..3 {
        let started = Instant::now();
        let analysis = analyse(&record.start, &actions, nodes(Variant::Futbol), None);
        times.push(started.elapsed());
        assert!(analysis.is_ok(), "analysed");
    }
    times.sort();
    println!(
        "analysis of a {}-action futbol game at {} nodes a position, one core: {}",
        actions.len(),
        nodes(Variant::Futbol),
        times
            .iter()
            .map(|t| format!("{:.2} s", t.as_secs_f64()))
            .collect::<Vec<_>>()
            .join(", ")
    );
}

/// The computer's answers to `moves` of Zoe's in a new room of
/// `channel`: each from her move to the board with its answer. Also the
/// analyses posted meanwhile.
fn latencies(host: &Host, channel: &str, moves: usize, seed: u64) -> (Vec<Duration>, usize) {
    let mut rng = fastrand::Rng::with_seed(seed);
    ask(host, channel, "zoe", "crear contra bot 4");
    let mut game = Game::new(Variant::Futbol);
    let (mut times, mut analyses) = (Vec::new(), 0);
    while times.len() < moves && game.outcome() == Outcome::Ongoing {
        let actions = game.legal_actions();
        let action = actions[rng.usize(..actions.len())];
        let started = Instant::now();
        ask(host, channel, "zoe", &format!("mover {action}"));
        game.play(action).expect("legal");
        'answer: loop {
            for reply in host.computer_moves(Platform::Web) {
                if reply.text.starts_with("Análisis") {
                    analyses += 1;
                }
                if let Some(sketch) = reply
                    .sketch
                    .as_ref()
                    .filter(|_| matches!(&reply.target, Target::Channel(c) if c == channel))
                {
                    times.push(started.elapsed());
                    game = sketch.game().clone();
                    break 'answer;
                }
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    (times, analyses)
}

fn summary(times: &mut [Duration]) -> String {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0;
    format!(
        "median {:.0} ms, p90 {:.0} ms, max {:.0} ms",
        at(0.5),
        at(0.9),
        at(1.0)
    )
}

fn latency_side_by_side() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).expect("store");
    // Pictures on, as the page runs: the answer's board comes as the
    // position to draw (the sketch this reads the computer's move from).
    let mut config = HostConfig {
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    config.profiles.web.pages = true;
    let host = Host::new(store, config, futbol_bot::host::system_clock()).expect("host");
    let rooms = ["uno", "dos", "tres"];
    for (seed, room) in rooms.iter().enumerate() {
        play_and_resign(&host, room, &long_game(seed as u64, 120));
    }
    let (mut alone, _) = latencies(&host, "solo", 15, 1);
    for (n, room) in rooms.iter().enumerate() {
        ask(&host, room, &format!("p{n}"), "analizar");
    }
    let (mut during, finished) = latencies(&host, "junto", 15, 1);
    println!(
        "computer's answer, nothing else queued:  {}",
        summary(&mut alone)
    );
    println!(
        "computer's answer, three analyses queued: {} ({finished} of 3 analyses ended meanwhile)",
        summary(&mut during)
    );
}
