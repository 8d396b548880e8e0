//! The PostgreSQL store while the database goes away mid-game and comes
//! back: a move during the outage is answered with an apology and not
//! acknowledged, nothing half-written remains, and the game goes on by
//! itself once the database is back. Its own test binary: it stops and
//! starts the tests' cluster (`scripts/postgres.sh`), and cargo runs test
//! binaries one at a time.

use testkit::host as support;
use testkit::postgres;

use futbol_bot::host::{Host, HostConfig, system_clock};
use futbol_bot::store::Store;
use postgres::cluster;
use support::accepted;

fn ask(host: &Host, user: &str, text: &str) -> Vec<futbol_bot::host::Reply> {
    support::ask(host, "outage", user, text)
}

#[test]
fn a_database_outage_mid_game_is_apologised_for_and_survived() {
    let url = cluster("start");
    let schema = postgres::fresh_schema("t_outage");
    let store = Store::connect(&url, Some(&schema)).expect("store");
    let config = HostConfig {
        images: false,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    let host = Host::new(store, config, system_clock()).expect("host");
    let code = ask(&host, "ana", "crear")
        .iter()
        .find_map(|r| r.room)
        .expect("a room");
    assert!(accepted(&ask(&host, "beto", &format!("unirse {code}"))));
    assert!(accepted(&ask(&host, "ana", "mover e3-e4")));

    cluster("stop");
    let during = ask(&host, "beto", "mover e6-g4");
    cluster("start");
    assert!(
        !accepted(&during),
        "acknowledged while the database was away: {during:?}"
    );
    let apology: String = during.iter().map(|r| r.text.clone()).collect();
    assert!(
        apology.contains("No se ha podido guardar la partida"),
        "{apology}"
    );

    // Back by itself: the same move now goes through, once.
    let mut after = ask(&host, "beto", "mover e6-g4");
    for _ in 0..20 {
        if accepted(&after) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(250));
        after = ask(&host, "beto", "mover e6-g4");
    }
    assert!(accepted(&after), "the game did not come back: {after:?}");
    let (_, moves) = host.game_text(code).expect("the room");
    assert_eq!(moves, ["e3-e4", "e6-g4"]);
}

/// A cluster that a test process started stops by itself once that
/// process has gone (`scripts/lease.sh`), so a filtered `cargo test`
/// leaves no PostgreSQL running; one that `scripts/test.sh` (or a person)
/// started stays until its `stop`. On a cluster of its own (its own port,
/// folder and leases), so the suite's is not touched.
#[test]
fn a_cluster_a_test_process_started_stops_once_it_has_gone() {
    use std::net::TcpStream;
    use std::process::{Child, Command};
    use std::time::{Duration, Instant};
    let port = 15471;
    let folder = format!("/tmp/futbol-bot-pg-lease-test-{port}");
    let leases = tempfile::tempdir().expect("a temp dir");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/postgres.sh");
    let run = |action: &str, holder: Option<&Child>| {
        let mut command = Command::new(&script);
        command
            .arg(action)
            .env("FUTBOL_PG_PLAIN_PORT", port.to_string())
            .env("FUTBOL_PG_PLAIN_DIR", &folder)
            .env("TMPDIR", leases.path())
            .env_remove("FUTBOL_LEASE_PID");
        if let Some(holder) = holder {
            command.env("FUTBOL_LEASE_PID", holder.id().to_string());
        }
        let output = command.output().expect("postgres.sh runs");
        assert!(output.status.success(), "{action}: {output:?}");
    };
    let up = || TcpStream::connect(("127.0.0.1", port)).is_ok();
    let down_within = |limit: Duration| {
        let started = Instant::now();
        while up() && started.elapsed() < limit {
            std::thread::sleep(Duration::from_millis(200));
        }
        !up()
    };
    let holder = || Command::new("sleep").arg("600").spawn().expect("sleep");

    // Started for a process: gone a few seconds after it is.
    let mut test = holder();
    run("start-plain", Some(&test));
    assert!(up(), "started");
    std::thread::sleep(Duration::from_secs(2));
    assert!(up(), "kept while the process lives");
    test.kill().expect("killed");
    test.wait().expect("reaped");
    assert!(down_within(Duration::from_secs(15)), "still running");

    // Started by the script: a test's lease does not stop it.
    run("start-plain", None);
    let mut test = holder();
    run("start-plain", Some(&test));
    test.kill().expect("killed");
    test.wait().expect("reaped");
    std::thread::sleep(Duration::from_secs(3));
    assert!(up(), "the script's cluster stopped with a test");
    run(&format!("stop-{port}"), None);
    assert!(!up());
    let _ = std::fs::remove_dir_all(&folder);
}
