//! Puzzles' figures, printed:
//!
//! 1. the generator's rate: positions scanned and puzzles found per
//!    second, from self-play (`futbol` and `chessfootball`), as
//!    `futbol-bot puzzles generate` reports it;
//! 2. a puzzle answer's latency through the host as the page asks it
//!    (a web user, boards drawn, a sled store on disk): right answers
//!    (the defender's reply from the line), wrong ones (the refutation
//!    and the solution searched), answers off the line (proven), and a
//!    new puzzle; median, p90, p99 and max of each.
//!
//! `cargo bench --bench puzzles`

use futbol_bot::engine::search::Level;
use futbol_bot::engine::{Game, Variant};
use futbol_bot::host::command::{Command, PuzzleAsk};
use futbol_bot::host::{
    Community, Host, HostConfig, Input, Platform, Reply, Request, User, system_clock,
};
use futbol_bot::puzzles::{bank, report, selfplay};
use futbol_bot::store::Store;
use std::time::{Duration, Instant};

fn main() {
    for (variant, level, count, games) in [
        (Variant::Futbol, 3, 60, 400),
        (Variant::ChessFootball, 3, 20, 400),
        (Variant::Boyer, 1, 20, 400),
    ] {
        let level = Level::new(level).expect("a level");
        let found = selfplay(variant, level, (count, 3), 1, games);
        println!(
            "generator, {variant}: {}",
            report(&found).lines().next().unwrap_or("")
        );
    }
    latency();
}

fn asked(host: &Host, user: &str, input: Input) -> (Duration, Vec<Reply>) {
    let request = Request {
        platform: Platform::Web,
        community: Community::web(),
        address: None,
        asker: Default::default(),
        channel: "puzzle".into(),
        user: User {
            id: format!("bench-{user}").into(),
            name: user.to_string(),
        },
        input,
    };
    let started = Instant::now();
    let replies = host.handle(&request);
    (started.elapsed(), replies)
}

fn ask(host: &Host, user: &str, ask: PuzzleAsk) -> (Duration, Vec<Reply>) {
    asked(
        host,
        user,
        Input::Chosen(Command::of(futbol_bot::host::PuzzleCommand(ask))),
    )
}

/// The puzzle a reply's heading names.
fn entry_of(replies: &[Reply]) -> &'static bank::Entry {
    let text = &replies.first().expect("a reply").text;
    let id = text
        .split('#')
        .nth(1)
        .and_then(|r| r.get(..6))
        .expect("an id");
    bank::find(Variant::Futbol, id).expect("in the bank")
}

fn latency() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(dir.path()).expect("store");
    let config = HostConfig {
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    let host = Host::new(store, config, system_clock()).expect("host");
    let (mut new, mut right, mut wrong) = (Vec::new(), Vec::new(), Vec::new());
    for round in 0..150 {
        let user = format!("p{}", round % 30);
        let (took, shown) = ask(&host, &user, PuzzleAsk::Show(Some(Variant::Futbol)));
        new.push(took);
        let entry = entry_of(&shown);
        let line = &entry.puzzle.line;
        if round % 3 == 0 {
            // A wrong first answer: any other action.
            let game = Game::from_position(Variant::Futbol, &entry.puzzle.position).expect("pos");
            let other = (game.legal_actions().into_iter())
                .map(|a| a.to_string())
                .find(|a| a != &line[0])
                .expect("another");
            wrong.push(ask(&host, &user, PuzzleAsk::Answer(other)).0);
            continue;
        }
        for action in line.iter().step_by(2) {
            right.push(ask(&host, &user, PuzzleAsk::Answer(action.clone())).0);
        }
    }
    for (what, times) in [
        ("a new puzzle", new),
        ("a right answer", right),
        ("a wrong answer", wrong),
    ] {
        println!("{}", figures(what, times));
    }
}

fn figures(what: &str, mut times: Vec<Duration>) -> String {
    times.sort();
    let at = |q: f64| {
        let index = ((times.len() as f64 - 1.0) * q).round() as usize;
        times.get(index).map_or(0.0, |t| t.as_secs_f64() * 1000.0)
    };
    format!(
        "{what}, {} answers: median {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    )
}
