//! Durable actions per second on each store, side by side: sled and
//! PostgreSQL (the tests' cluster, `scripts/postgres.sh`, with `fsync`
//! on), 8 concurrent clients over 1,000 rooms, no pictures
//! (`cargo bench --bench stores`). `FUTBOL_BENCH_STORE=sled` (or
//! `postgres`) runs only that one, for a profile of one store.

#[path = "support/load.rs"]
mod load;
use testkit::postgres;

use futbol_bot::host::{Host, HostConfig, system_clock};
use futbol_bot::store::Store;

const ROOMS: usize = 1_000;
const CLIENTS: usize = 8;

fn config() -> HostConfig {
    HostConfig {
        images: false,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    }
}

fn report(name: &str, store: Store) {
    let host = Host::new(store, config(), system_clock()).expect("host");
    let games = load::live_rooms(&host, ROOMS);
    let (rate, p50, p99) = load::drive(&host, &games, CLIENTS, 5);
    println!(
        "{name:>10}: {rate:.0} durable actions/s, {CLIENTS} clients over {ROOMS} rooms, handle p50 {p50:.2?}, p99 {p99:.2?}"
    );
}

fn main() {
    let only = std::env::var("FUTBOL_BENCH_STORE").unwrap_or_default();
    if only != "postgres" {
        let dir = tempfile::tempdir().expect("dir");
        report("sled", Store::open(dir.path()).expect("sled"));
        // sled's files go, and what the kernel still has to write of them
        // is written, before PostgreSQL's turn: the second store is not
        // measured against the first one's writeback.
        drop(dir);
        let _ = std::process::Command::new("sync").status();
        std::thread::sleep(std::time::Duration::from_secs(1));
    }
    if only == "sled" {
        return;
    }
    let url = postgres::database();
    let schema = postgres::fresh_schema("bench");
    report(
        "PostgreSQL",
        Store::connect(&url, Some(&schema)).expect("postgres"),
    );
}
