//! The host under load: 1,000 live rooms on a real sled database with a
//! durable save per action. Reports actions per second (criterion's elem/s)
//! and prints the p50/p99 latency of `handle`, with and without pictures,
//! for one client and for 8 concurrent clients.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use futbol_bot::engine::{Game, Team, Variant};
use futbol_bot::host::{Community, Host, HostConfig, Input, Platform, Request, User, system_clock};
use futbol_bot::store::Store;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const ROOMS: usize = 1000;

struct Load {
    _dir: tempfile::TempDir,
    host: Host,
    games: Vec<Mutex<(Game, fastrand::Rng)>>,
}

fn request(channel: usize, user: &str, text: String) -> Request {
    Request {
        platform: Platform::Web,
        community: Community::web(),
        address: None,
        asker: Default::default(),
        channel: format!("c{channel}"),
        user: User {
            id: user.into(),
            name: user.into(),
        },
        input: Input::Command(text),
    }
}

fn load(images: bool) -> Load {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).expect("store");
    let config = HostConfig {
        images,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    let host = Host::new(store, config, system_clock()).expect("host");
    for room in 0..ROOMS {
        host.handle(&request(room, "alice", "crear".into()));
        let code = host
            .channel_room(Platform::Web, &format!("c{room}"))
            .expect("room");
        host.handle(&request(room, "bob", format!("unirse {code}")));
    }
    let games = (0..ROOMS)
        .map(|i| {
            Mutex::new((
                Game::new(Variant::Futbol),
                fastrand::Rng::with_seed(i as u64),
            ))
        })
        .collect();
    Load {
        _dir: dir,
        host,
        games,
    }
}

/// Plays the next random legal move in room `index`; returns its latency.
fn step(load: &Load, index: usize) -> Duration {
    let Ok(mut slot) = load.games[index].lock() else {
        return Duration::ZERO;
    };
    let (game, rng) = &mut *slot;
    let actions = game.legal_actions();
    let Some(&action) = actions.get(rng.usize(..actions.len().max(1))) else {
        return Duration::ZERO;
    };
    let user = if game.turn() == Team::White {
        "alice"
    } else {
        "bob"
    };
    let started = Instant::now();
    let replies = load
        .host
        .handle(&request(index, user, format!("mover {action}")));
    let elapsed = started.elapsed();
    assert!(
        replies.iter().any(|r| !r.is_private()),
        "a legal move was refused"
    );
    let _ = game.play(action);
    while game.legal_actions() == [futbol_bot::engine::Action::Skip] {
        let _ = game.play(futbol_bot::engine::Action::Skip);
    }
    elapsed
}

fn report(name: &str, latencies: &mut [Duration]) {
    if latencies.is_empty() {
        return; // filtered out
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    eprintln!(
        "{name}: {} actions, p50 {:?}, p99 {:?}, max {:?}",
        latencies.len(),
        at(0.5),
        at(0.99),
        latencies[latencies.len() - 1]
    );
}

fn host_load(c: &mut Criterion) {
    for images in [false, true] {
        let load = Arc::new(load(images));
        let suffix = if images {
            "with_images"
        } else {
            "without_images"
        };
        let mut group = c.benchmark_group("host");
        group.throughput(Throughput::Elements(1));
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(5));
        let mut next = 0usize;
        let mut latencies = Vec::new();
        group.bench_function(format!("one_client_{suffix}"), |b| {
            b.iter_custom(|iters| {
                let started = Instant::now();
                for _ in 0..iters {
                    latencies.push(step(&load, next % ROOMS));
                    next += 1;
                }
                started.elapsed()
            })
        });
        report(&format!("one client, {suffix}"), &mut latencies);
        let shared: Arc<Mutex<Vec<Duration>>> = Arc::default();
        group.bench_function(format!("eight_clients_{suffix}"), |b| {
            b.iter_custom(|iters| {
                let started = Instant::now();
                let per_thread = (iters as usize).div_ceil(8);
                std::thread::scope(|scope| {
                    for t in 0..8 {
                        let (load, shared) = (load.clone(), shared.clone());
                        scope.spawn(move || {
                            let mut mine = Vec::with_capacity(per_thread);
                            for i in 0..per_thread {
                                // Each thread drives its own eighth of the rooms.
                                let room = (t + 8 * (i * 7919)) % ROOMS;
                                mine.push(step(&load, room));
                            }
                            if let Ok(mut all) = shared.lock() {
                                all.extend(mine);
                            }
                        });
                    }
                });
                started.elapsed() * iters as u32 / (per_thread * 8) as u32
            })
        });
        if let Ok(mut all) = shared.lock() {
            report(&format!("eight clients, {suffix}"), &mut all);
        }
        group.finish();
    }
}

/// Open timed rooms for the sweep benchmark, and how many fall due per
/// sweep.
const TIMED_ROOMS: u64 = 100_000;
const DUE_PER_SWEEP: u64 = 10;

/// `TIMED_ROOMS` open Discord rooms with a clock, written straight to the
/// store (through `handle` this would take minutes): room `i`'s reminder
/// falls due at `start + i`, so each sweep `DUE_PER_SWEEP` seconds later
/// finds exactly that many due.
fn timed_rooms(dir: &std::path::Path, start: u64) -> (Host, Arc<AtomicU64>) {
    use futbol_bot::engine::ByTeam;
    use futbol_bot::host::clock::{MoveClock, TimeControl};
    use futbol_bot::host::{Player, RoomCode, RoomState};
    use futbol_bot::store::{Deadline, RoomSave};
    let store = Store::open(dir).expect("store");
    let control = TimeControl {
        per_move: 14 * 86_400,
    };
    let lead = control.per_move - control.per_move / 5;
    let player = |id: &str| Player {
        id: id.into(),
        name: id.into(),
    };
    for i in 0..TIMED_ROOMS {
        let letters = [0, 1, 2, 3].map(|k| b'A' + (i / 26u64.pow(k) % 26) as u8);
        let code = RoomCode::new(letters).expect("letters");
        let move_clock = MoveClock::start(start + i - lead);
        let due = move_clock.reminder(control);
        let mut state = RoomState::new(
            code,
            Platform::Discord,
            &format!("c{i}"),
            Variant::Futbol,
            start,
        );
        state.seats = ByTeam::new(Some(player("alice")), Some(player("bob")));
        state.serial = 1;
        state.time = Some(control);
        state.move_clock = move_clock;
        state.deadline = Some(due);
        let deadline = Deadline {
            old: None,
            new: Some(due),
            tag: "discord",
        };
        let key = format!("discord:c{i}");
        let save = RoomSave::state(code.as_str(), &state, key, deadline).expect("encoded");
        store.save(&[save]).expect("saved");
    }
    drop(store);
    let store = Store::open(dir).expect("store");
    let config = HostConfig {
        images: false,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    let now = Arc::new(AtomicU64::new(start));
    let clock = now.clone();
    let host = Host::new(
        store,
        config,
        Arc::new(move || clock.load(Ordering::SeqCst)),
    );
    (host.expect("host"), now)
}

fn sweep(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let start = 2_000_000_000;
    let built = Instant::now();
    let (host, now) = timed_rooms(dir.path(), start);
    eprintln!(
        "{TIMED_ROOMS} open timed rooms written and loaded in {:?}",
        built.elapsed()
    );
    let mut at = start - 1;
    let mut times = Vec::new();
    let mut group = c.benchmark_group("sweep");
    // Each sweep uses up 10 rooms' reminders: keep the run within the
    // 10,000 sweeps the rooms allow.
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));
    group.bench_function("100k_timed_rooms_10_due", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                at += DUE_PER_SWEEP;
                now.store(at, Ordering::SeqCst);
                let started = Instant::now();
                let notices = host.sweep_due(Platform::Discord);
                let took = started.elapsed();
                assert_eq!(notices.len() as u64, DUE_PER_SWEEP, "reminders due");
                times.push(took);
                total += took;
            }
            total
        })
    });
    group.finish();
    if times.is_empty() {
        return; // filtered out
    }
    times.sort();
    let p50 = times[times.len() / 2];
    let verdict = if p50 < Duration::from_millis(1) {
        "under 1 ms: met"
    } else {
        "NOT under 1 ms"
    };
    println!(
        "sweep over {TIMED_ROOMS} open timed rooms with {DUE_PER_SWEEP} due: p50 {p50:?}, p99 {:?} over {} sweeps ({verdict})",
        times[(times.len() * 99 / 100).min(times.len() - 1)],
        times.len()
    );
}

criterion_group!(benches, host_load, sweep);
criterion_main!(benches);
