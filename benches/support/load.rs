//! Load for the host benchmarks: live rooms made through `handle`, and
//! clients playing random legal moves in them, each action durable.

use futbol_bot::engine::{Action, Game, Team, Variant};
use futbol_bot::host::{Community, Host, Input, Platform, Request, User};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One room's game as the clients know it, with its random source.
pub type Slot = Mutex<(Game, fastrand::Rng)>;

/// `count` rooms created and joined through `handle` (8 threads).
pub fn live_rooms(host: &Host, count: usize) -> Vec<Slot> {
    std::thread::scope(|scope| {
        for t in 0..8 {
            scope.spawn(move || {
                for room in (t..count).step_by(8) {
                    host.handle(&request(room, "alice", "crear".into()));
                    let code = host
                        .channel_room(Platform::Web, &format!("c{room}"))
                        .expect("room");
                    host.handle(&request(room, "bob", format!("unirse {code}")));
                }
            });
        }
    });
    (0..count)
        .map(|i| {
            Mutex::new((
                Game::new(Variant::Futbol),
                fastrand::Rng::with_seed(i as u64),
            ))
        })
        .collect()
}

pub fn request(room: usize, user: &str, text: String) -> Request {
    Request {
        platform: Platform::Web,
        community: Community::web(),
        address: None,
        asker: Default::default(),
        channel: format!("c{room}"),
        user: User {
            id: user.into(),
            name: user.into(),
        },
        input: Input::Command(text),
    }
}

/// Random legal moves in the loaded rooms for `seconds`, from `clients`
/// threads (each its own share of the rooms): actions/s, p50, p99.
pub fn drive(
    host: &Host,
    games: &[Slot],
    clients: usize,
    seconds: u64,
) -> (f64, Duration, Duration) {
    let until = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let mut all: Vec<Duration> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..clients)
            .map(|t| {
                scope.spawn(move || {
                    let mut times = Vec::new();
                    let mut i = t;
                    while Instant::now() < until {
                        let room = i % games.len();
                        i += clients * 7919;
                        let Ok(mut slot) = games[room].lock() else {
                            continue;
                        };
                        let (game, rng) = &mut *slot;
                        if game.outcome().is_over() {
                            continue;
                        }
                        let actions = game.legal_actions();
                        let action = actions[rng.usize(..actions.len())];
                        let user = if game.turn() == Team::White {
                            "alice"
                        } else {
                            "bob"
                        };
                        let asked = Instant::now();
                        let replies = host.handle(&request(room, user, format!("mover {action}")));
                        times.push(asked.elapsed());
                        assert!(replies.iter().any(|r| !r.is_private()), "refused");
                        let _ = game.play(action);
                        while game.legal_actions() == [Action::Skip] {
                            let _ = game.play(Action::Skip);
                        }
                    }
                    times
                })
            })
            .collect();
        threads
            .into_iter()
            .flat_map(|t| t.join().expect("client"))
            .collect()
    });
    let rate = all.len() as f64 / started.elapsed().as_secs_f64();
    all.sort();
    let at = |q: f64| all[((all.len() - 1) as f64 * q) as usize];
    (rate, at(0.5), at(0.99))
}
