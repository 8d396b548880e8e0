//! The page under load (`cargo bench --bench web_load`): this process is
//! the load, the server another process (the bot's own binary, release,
//! on a sled store of its own, as `cargo run --release` would run it).
//! 200 rooms at once, two players each, every player thinking 0.2 s
//! before each typed move; a room whose game ends is replaced by a new
//! one. For every move, the time from the mover's message to the
//! opponent's page holding the new board: its state message received and
//! its side's picture loaded (`/r/CODE/board/N.png`, or `-b.png` for
//! Black), as the page does. Prints the moves played, how many never
//! reached the opponent (within 10 s), and p50/p99/max.
//!
//! Each player comes from an address of its own (the server believes
//! 127.0.0.1 as a proxy and reads `X-Forwarded-For`), so the limits per
//! address treat them as the 400 people they stand for.
//! `FUTBOL_LOAD_ROOMS` and `FUTBOL_LOAD_SECONDS` change the size and the
//! length of the run.

use testkit::client;

use client::{Socket, connect_with, first_step, http, serial_of, try_http};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

const THINK: Duration = Duration::from_millis(200);
/// How long a move may take to reach the opponent before it counts as lost.
const LOST: Duration = Duration::from_secs(10);

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Everyone's next address (127.x.y.z: loopback, and only ever written in
/// a header).
static NEXT_ADDRESS: AtomicU32 = AtomicU32::new(1);

/// A player: their cookies and the address they come from.
struct Player {
    headers: String,
    address: String,
    cookies: String,
}

impl Player {
    async fn arrives(base: &str, path: &str, name: &str) -> Player {
        let n = NEXT_ADDRESS.fetch_add(1, Ordering::Relaxed);
        let address = format!("127.{}.{}.{}", (n >> 16) & 255, (n >> 8) & 255, n & 255);
        let headers = format!("X-Forwarded-For: {address}\r\n");
        let page = http(base, "GET", path, &headers, "").await;
        let mut cookies = format!("fb_name={name}");
        if let Some(session) = page.session() {
            cookies.push_str(&format!("; fb_sid={session}"));
        }
        let headers = format!("{headers}Cookie: {cookies}\r\n");
        Player {
            headers,
            address,
            cookies,
        }
    }

    async fn page(&self, base: &str, code: &str) -> Socket {
        let headers = [
            ("cookie", self.cookies.as_str()),
            ("x-forwarded-for", self.address.as_str()),
        ];
        connect_with(base, code, &headers)
            .await
            .expect("a room page")
    }
}

/// One room: its code, each side's page and latest state, and what each
/// side's picture is called.
struct Room {
    code: String,
    pages: [Socket; 2],
    states: [Option<Value>; 2],
}

impl Room {
    async fn open(base: &str, n: usize) -> Room {
        let white = Player::arrives(base, "/", &format!("w{n}")).await;
        let body = r#"{"variant":"futbol","local":false}"#;
        let created = http(base, "POST", "/api/create", &white.headers, body).await;
        assert_eq!(created.status, 200, "creating: {}", created.body);
        let made: Value = serde_json::from_str(&created.body).expect("json");
        let code = made["code"].as_str().expect("a code").to_string();
        let white_page = white.page(base, &code).await;
        let black = Player::arrives(base, &format!("/r/{code}"), &format!("b{n}")).await;
        let black_page = black.page(base, &code).await;
        let mut room = Room {
            code,
            pages: [white_page, black_page],
            states: [None, None],
        };
        // Both seated (the black page's arrival took the seat), and both
        // pages at the latest board.
        let mut latest = 0;
        for page in 0..2 {
            latest = latest.max(room.state_at_least(page, 0).await.expect("a first board"));
        }
        for page in 0..2 {
            room.state_at_least(page, latest)
                .await
                .expect("the latest board");
        }
        room
    }

    /// Reads page `page` until it holds a state at `serial` or later.
    async fn state_at_least(&mut self, page: usize, serial: u32) -> Option<u32> {
        let until = Instant::now() + LOST;
        loop {
            let seen = self.states[page].as_ref().and_then(serial_of);
            if let Some(now) = seen.filter(|&now| now >= serial) {
                return Some(now);
            }
            match tokio::time::timeout_at(until.into(), self.pages[page].next()).await {
                Ok(Some(Ok(Message::Text(text)))) => {
                    if let Ok(message) = serde_json::from_str::<Value>(&text)
                        && message["kind"] == "state"
                    {
                        self.states[page] = Some(message);
                    }
                }
                Ok(Some(Ok(_))) => {}
                _ => return None,
            }
        }
    }

    /// The page to move, its step and the serial it plays at.
    fn to_play(&self) -> Option<(usize, String, u32)> {
        (0..2).find_map(|page| {
            let state = self.states[page].as_ref()?;
            if state["you"] != state["view"]["to_move"] {
                return None;
            }
            Some((page, first_step(state)?, serial_of(state)?))
        })
    }

    /// Loads page `page`'s picture of its latest board, as the page does.
    async fn picture(&self, base: &str, page: usize) -> bool {
        let Some(state) = &self.states[page] else {
            return false;
        };
        let Some(board) = state["board"].as_str() else {
            return false;
        };
        let side = if state["you"] == "black" { "-b" } else { "" };
        let got = try_http(base, "GET", &format!("{board}{side}.png"), "", "").await;
        got.is_some_and(|answer| answer.status == 200)
    }
}

/// What one room's player pair measured.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    lost: usize,
    games: usize,
}

/// Plays rooms one after the other until `end`, thinking before each
/// move; measures each move up to the opponent's loaded picture.
async fn players(base: String, n: usize, end: Instant) -> Tally {
    let mut tally = Tally::default();
    let mut room = Room::open(&base, n).await;
    tally.games += 1;
    // Spread the rooms' first moves over one thinking time.
    tokio::time::sleep(THINK.mul_f64(n as f64 % 100.0 / 100.0)).await;
    while Instant::now() < end {
        tokio::time::sleep(THINK).await;
        let Some((page, step, serial)) = room.to_play() else {
            room = Room::open(&base, n).await;
            tally.games += 1;
            continue;
        };
        let act = serde_json::json!({ "kind": "act", "serial": serial, "text": step });
        let sent = Instant::now();
        if room.pages[page]
            .send(Message::Text(act.to_string().into()))
            .await
            .is_err()
        {
            tally.lost += 1;
            break;
        }
        let other = 1 - page;
        let arrived = room.state_at_least(other, serial + 1).await.is_some()
            && room.picture(&base, other).await;
        match arrived {
            true => tally.latencies.push(sent.elapsed()),
            false => {
                tally.lost += 1;
                eprintln!(
                    "room {}: move {serial} did not reach the opponent",
                    room.code
                );
            }
        }
        // The mover's own board, before it is the opponent's turn to wait.
        if room.state_at_least(page, serial + 1).await.is_none() {
            room = Room::open(&base, n).await;
            tally.games += 1;
        }
    }
    tally
}

fn percentile(times: &[Duration], p: f64) -> Duration {
    times[((times.len() as f64 * p) as usize).min(times.len() - 1)]
}

fn main() {
    let rooms = env_number("FUTBOL_LOAD_ROOMS", 200) as usize;
    let seconds = env_number("FUTBOL_LOAD_SECONDS", 30);
    let dir = tempfile::tempdir().expect("a data dir");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let addr = format!("127.0.0.1:{port}");
    let mut server = std::process::Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .args([
            "serve",
            "--web-addr",
            &addr,
            "--web-trusted-proxy",
            "127.0.0.1",
        ])
        .arg("--data-dir")
        .arg(dir.path())
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("the server starts");
    let base = format!("http://{addr}");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let tally = runtime.block_on(async {
        let started = Instant::now();
        while try_http(&base, "GET", "/", "", "").await.is_none() {
            assert!(started.elapsed() < Duration::from_secs(60), "no server");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let end = Instant::now() + Duration::from_secs(seconds);
        let tasks: Vec<_> = (0..rooms)
            .map(|n| tokio::spawn(players(base.clone(), n, end)))
            .collect();
        let mut all = Tally::default();
        for task in tasks {
            let tally = task.await.expect("a room's players");
            all.latencies.extend(tally.latencies);
            all.lost += tally.lost;
            all.games += tally.games;
        }
        all
    });
    let _ = server.kill();
    let _ = server.wait();
    let mut times = tally.latencies;
    times.sort();
    assert!(!times.is_empty(), "no move was played");
    println!(
        "web load: {rooms} rooms, think {THINK:?}, {seconds} s: {} moves ({:.0}/s) in {} games, {} lost; move → opponent's new board p50 {:.1?}, p99 {:.1?}, max {:.1?}",
        times.len(),
        times.len() as f64 / seconds as f64,
        tally.games,
        tally.lost,
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times[times.len() - 1],
    );
}
