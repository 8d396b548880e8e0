//! Rooms at scale, one line per figure (`cargo bench --bench scale`):
//! - start-up with 1,000 open rooms, against an empty archive and against
//!   100,000 archived games;
//! - resident memory per idle open room, at 10,000 open rooms;
//! - durable actions per second and the p99 of `handle`, 8 concurrent
//!   clients and one, over 10,000 rooms, without pictures.

#[path = "support/load.rs"]
mod load;

use futbol_bot::engine::{ByTeam, Game, Variant};
use futbol_bot::host::{Host, HostConfig, Platform, Player, RoomCode, RoomState, system_clock};
use futbol_bot::store::{ArchivedGame, ArchivedPlayer, Deadline, RoomSave, Store};
use std::time::{Duration, Instant};

const OPEN: usize = 1_000;
const ARCHIVED: u64 = 100_000;
const IDLE: usize = 10_000;
const LOADED: usize = 10_000;

fn config() -> HostConfig {
    HostConfig {
        images: false,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    }
}

/// The `i`th room code (not the host's alphabet: any 4 letters will do).
fn code(i: usize) -> RoomCode {
    let letters = [0, 1, 2, 3].map(|k| b'A' + (i / 26usize.pow(k) % 26) as u8);
    RoomCode::new(letters).expect("letters")
}

/// `count` open rooms with both seats taken, written straight to the store,
/// each with `moves` actions of a random game.
fn open_rooms(store: &Store, count: usize, moves: usize) {
    let mut rng = fastrand::Rng::with_seed(1);
    let player = |id: &str| Player {
        id: id.into(),
        name: id.into(),
    };
    for i in 0..count {
        let code = code(i);
        let mut state = RoomState::new(code, Platform::Web, &format!("c{i}"), Variant::Futbol, 1);
        state.seats = ByTeam::new(Some(player("alice")), Some(player("bob")));
        let mut game = Game::new(Variant::Futbol);
        let mut played = Vec::new();
        while played.len() < moves && !game.outcome().is_over() {
            let actions = game.legal_actions();
            let action = actions[rng.usize(..actions.len())];
            played.push(game.play(action).expect("legal").action.to_string());
        }
        let mut save = RoomSave::state(
            code.as_str(),
            &state,
            format!("web:c{i}"),
            Deadline::none("web"),
        )
        .expect("encoded");
        save.actions = Some(futbol_bot::store::Actions {
            game: 1,
            first: 0,
            list: &played,
        });
        store.save(&[save]).expect("saved");
    }
}

fn archive(store: &Store, count: u64) {
    let actions: Vec<String> = ["e3-e4", "e6-g4", "e4-e5", "b7-a8", "e5>e8"]
        .map(String::from)
        .to_vec();
    for chunk in (1..=count).collect::<Vec<_>>().chunks(5_000) {
        let games: Vec<ArchivedGame> = chunk
            .iter()
            .map(|&id| ArchivedGame {
                id,
                code: code(id as usize).to_string(),
                platform: futbol_bot::host::Platform::Web,
                channel: format!("web:c{}", id % 5_000),
                variant: Variant::Futbol,
                start: Game::new(Variant::Futbol).to_string(),
                white: ArchivedPlayer {
                    id: format!("u{}", id % 997),
                    name: "ana".into(),
                },
                black: ArchivedPlayer {
                    id: format!("u{}", id % 991),
                    name: "beto".into(),
                },
                started: 1,
                ended: 2,
                result: futbol_bot::store::GameResult::WhiteWins,
                ending: futbol_bot::store::HowEnded::Rules,
                score: [1, 0],
                actions: actions.clone(),
                community: None,
                rated: false,
            })
            .collect();
        store.import_games(&games).expect("archived");
    }
}

/// The medians of five start-ups (open the store, load the open rooms):
/// the whole start-up and sled's own open within it.
fn startup(dir: &std::path::Path) -> (Duration, Duration) {
    let mut runs: Vec<(Duration, Duration)> = (0..5)
        .map(|_| {
            let started = Instant::now();
            let store = Store::open(dir).expect("store");
            let opened = started.elapsed();
            let host = Host::new(store, config(), system_clock()).expect("host");
            let took = started.elapsed();
            drop(host);
            (took, opened)
        })
        .collect();
    runs.sort();
    let total = runs[2].0;
    let mut opens: Vec<Duration> = runs.iter().map(|r| r.1).collect();
    opens.sort();
    (total, opens[2])
}

fn resident_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4096
}

/// Resident bytes of a fresh process that opened the store in `dir`, and
/// once it loaded its open rooms.
fn resident_child(dir: &std::path::Path) -> (u64, u64) {
    let output = std::process::Command::new(std::env::current_exe().expect("this bench"))
        .arg("memory-child")
        .arg(dir)
        .output()
        .expect("the child runs");
    let text = String::from_utf8_lossy(&output.stdout);
    let mut numbers = text.split_whitespace().map(|n| n.parse().unwrap_or(0));
    (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("memory-child") {
        let dir = std::path::Path::new(&args[2]);
        let store = Store::open(dir).expect("store");
        let opened = resident_bytes();
        let host = Host::new(store, config(), system_clock()).expect("host");
        println!("{opened} {}", resident_bytes());
        drop(host);
        return;
    }
    // Start-up: the same 1,000 open rooms, with and without an archive.
    let (empty, full) = (
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    );
    // The archive is written first, so both stores' open rooms are written
    // the same way, last.
    archive(&Store::open(full.path()).expect("store"), ARCHIVED);
    for dir in [&empty, &full] {
        let store = Store::open(dir.path()).expect("store");
        open_rooms(&store, OPEN, 20);
    }
    let ((bare, bare_open), (loaded, loaded_open)) = (startup(empty.path()), startup(full.path()));
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "start-up, {OPEN} open rooms: {:.1} ms with an empty archive, {:.1} ms with {ARCHIVED} archived games ({:+.0} %; sled's own open {:.1} ms and {:.1} ms of these)",
        ms(bare),
        ms(loaded),
        (loaded.as_secs_f64() / bare.as_secs_f64() - 1.0) * 100.0,
        ms(bare_open),
        ms(loaded_open),
    );

    // Memory: two fresh processes load 1,000 and 10,000 idle open rooms
    // (the same rooms); the difference per room is what an idle open room
    // costs, the store's caches included.
    let (small, large) = (
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    );
    open_rooms(&Store::open(small.path()).expect("store"), IDLE / 10, 20);
    open_rooms(&Store::open(large.path()).expect("store"), IDLE, 20);
    let ((few_open, few), (many_open, many)) =
        (resident_child(small.path()), resident_child(large.path()));
    let per_room = many.saturating_sub(few) as f64 / (IDLE - IDLE / 10) as f64;
    let opening = many_open.saturating_sub(few_open) as f64 / (IDLE - IDLE / 10) as f64;
    println!(
        "memory: {:.2} KB resident per idle open room, {:.2} KB of it by the store's open ({} rooms: {:.1} MB, {IDLE} rooms: {:.1} MB)",
        per_room / 1024.0,
        opening / 1024.0,
        IDLE / 10,
        few as f64 / 1048576.0,
        many as f64 / 1048576.0
    );

    // Throughput: 10,000 live rooms through `handle`, each action durable.
    let live = tempfile::tempdir().expect("dir");
    let host = Host::new(
        Store::open(live.path()).expect("store"),
        config(),
        system_clock(),
    )
    .expect("host");
    let games = load::live_rooms(&host, LOADED);
    for clients in [8, 1] {
        let (rate, p50, p99) = load::drive(&host, &games, clients, 5);
        println!(
            "durable actions, {clients} client{} over {LOADED} rooms, no pictures: {rate:.0}/s, handle p50 {p50:.2?}, p99 {p99:.2?}",
            if clients == 1 { "" } else { "s" }
        );
    }
}
