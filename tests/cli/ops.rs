//! Running the bot as a service, from outside, on the real binary: the
//! operator's listener (`/livez`, `/readyz` following the Discord
//! gateway and the Matrix sync, `/metrics` after a game on the page), a
//! SIGTERM while eight pages play, and a backup taken while moves are
//! made, restored and opened.

use testkit::bot;
use testkit::client;
use testkit::discord;
use testkit::synapse;

use bot::Bot;
use client::{Played, Table, http, try_http};
use discord::{GUILD_ID, StandIn};
use futbol_bot::host::{Host, HostConfig, RoomCode, system_clock};
use futbol_bot::store::Store;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use synapse::synapse;

/// A free port on 127.0.0.1, as `127.0.0.1:PORT`.
fn free_addr() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    listener.local_addr().expect("its address").to_string()
}

/// The operator listener's answer to `GET path`: status and body.
async fn ops_get(addr: &str, path: &str) -> (u16, String) {
    match try_http(&format!("http://{addr}"), "GET", path, "", "").await {
        Some(answer) => (answer.status, answer.body),
        None => (0, "nothing listens".into()),
    }
}

/// Waits until `GET path` answers `status`, at most `limit`; the body.
async fn until_status(addr: &str, path: &str, status: u16, limit: Duration) -> String {
    let started = Instant::now();
    loop {
        let answer = tokio::time::timeout(Duration::from_secs(5), ops_get(addr, path)).await;
        if let Ok((seen, body)) = &answer
            && *seen == status
        {
            return body.clone();
        }
        assert!(
            started.elapsed() < limit,
            "{path} did not answer {status} within {limit:?}: {answer:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_follows_the_discord_gateway_and_the_matrix_sync() {
    let url = synapse(&["start"]);
    let standin = StandIn::start().await;
    // Discord's gateway is down when the bot starts.
    standin.refuse_gateway(true);
    let name = format!("opsbot{}", std::process::id());
    synapse(&["register", &name, "password-of-bot"]);
    let dir = tempfile::tempdir().expect("temp dir");
    let ops = free_addr();
    let api = standin.api_args();
    let bot = Bot::start(
        dir.path(),
        &[
            "--discord-guild",
            GUILD_ID,
            "--discord-api",
            &api[1],
            "--discord-api-ca",
            &api[3],
            "--matrix-homeserver",
            &url,
            "--matrix-user",
            &name,
            "--ops-addr",
            &ops,
        ],
        &[
            ("DISCORD_TOKEN", "test-token-never-logged"),
            ("MATRIX_PASSWORD", "password-of-bot"),
        ],
    );
    let wait = Duration::from_secs(60);
    assert_eq!(until_status(&ops, "/livez", 200, wait).await, "alive\n");
    // Matrix syncs; Discord cannot connect: not ready, and it says why.
    let started = Instant::now();
    while !bot.log().contains("matrix: listening") {
        assert!(started.elapsed() < wait, "the Matrix bot never synced");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (status, body) = ops_get(&ops, "/readyz").await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("discord: not connected yet"), "{body}");
    assert!(!body.contains("matrix"), "Matrix has synced: {body}");
    // The gateway comes up: ready.
    standin.refuse_gateway(false);
    assert_eq!(until_status(&ops, "/readyz", 200, wait).await, "ready\n");
    // The gateway drops and cannot come back: not ready, yet alive.
    standin.refuse_gateway(true);
    standin.drop_gateway();
    let body = until_status(&ops, "/readyz", 503, wait).await;
    assert!(body.contains("discord: disconnected"), "{body}");
    assert_eq!(ops_get(&ops, "/livez").await, (200, "alive\n".to_string()));
    // `probe`, a container's health check, asks the same listener: alive
    // (0), not ready (1), nobody there (2).
    let probe = |addr: &str, path: &str| {
        Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
            .args(["probe", "--ops-addr", addr, "--path", path])
            .output()
            .expect("probe runs")
    };
    let alive = probe(&ops, "/livez");
    assert_eq!(alive.status.code(), Some(0), "{alive:?}");
    assert_eq!(String::from_utf8_lossy(&alive.stdout), "alive\n");
    assert_eq!(probe(&ops, "/readyz").status.code(), Some(1));
    assert_eq!(probe(&free_addr(), "/livez").status.code(), Some(2));
    standin.refuse_gateway(false);
    until_status(&ops, "/readyz", 200, wait).await;
    let (_, metrics) = ops_get(&ops, "/metrics").await;
    let reconnects = sample(
        &metrics,
        "futbol_platform_reconnects_total",
        &[("platform", "discord")],
    );
    assert!(reconnects >= 1.0, "the lost gateway is counted: {metrics}");
    // The backup of a running bot is served only to this machine, and the
    // listener never answers on another route.
    assert_eq!(ops_get(&ops, "/nothing").await.0, 404);
}

/// The value of one sample of a Prometheus text page, by name and labels
/// (0 when absent); the page must parse whole.
fn sample(page: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
    let lines = page.lines().map(|l| Ok(l.to_string()));
    let scrape = prometheus_parse::Scrape::parse(lines).expect("a Prometheus text page");
    scrape
        .samples
        .iter()
        .filter(|s| s.metric == name)
        .filter(|s| labels.iter().all(|(k, v)| s.labels.get(k) == Some(*v)))
        .map(|s| match s.value {
            prometheus_parse::Value::Counter(v)
            | prometheus_parse::Value::Gauge(v)
            | prometheus_parse::Value::Untyped(v) => v,
            prometheus_parse::Value::Histogram(ref buckets) => {
                buckets.last().map_or(0.0, |b| b.count)
            }
            prometheus_parse::Value::Summary(_) => 0.0,
        })
        .sum()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_a_game_played_on_the_page() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (web, ops) = (free_addr(), free_addr());
    let _bot = Bot::serve(dir.path(), &["--web-addr", &web, "--ops-addr", &ops], &[]);
    let wait = Duration::from_secs(60);
    until_status(&ops, "/readyz", 200, wait).await;
    let base = format!("http://{web}");
    let mut table = Table::open(&base, "Ana").await;
    let mut steps = 0;
    for _ in 0..4 {
        match table.play(Duration::from_secs(20)).await {
            Played::Acked(_) => steps += 1,
            other => panic!("a step was not played: {other:?}"),
        }
    }
    // A page loads its board: the picture is drawn then, not before.
    let path = table.picture_path(1).expect("a board");
    assert_eq!(
        http(&base, "GET", &path, "", "").await.status,
        200,
        "{path}"
    );
    table.say(0, "!futbol rendirse").await;
    table.drain(0, Duration::from_millis(800)).await;
    let (status, page) = ops_get(&ops, "/metrics").await;
    assert_eq!(status, 200);
    // Bea's seat, the steps and the resignation: each a change stored.
    let actions = sample(&page, "futbol_actions_total", &[("platform", "web")]);
    assert_eq!(actions, f64::from(steps + 2), "{page}");
    let finished = [("game", "futbol"), ("ending", "resigned")];
    assert_eq!(
        sample(&page, "futbol_games_finished_total", &finished),
        1.0,
        "{page}"
    );
    assert_eq!(sample(&page, "futbol_rooms_open", &[]), 1.0, "{page}");
    assert_eq!(sample(&page, "futbol_build_info", &[]), 1.0, "{page}");
    for histogram in [
        "futbol_request_duration_seconds",
        "futbol_store_commit_duration_seconds",
        "futbol_board_draw_duration_seconds",
    ] {
        assert!(sample(&page, histogram, &[]) > 0.0, "{histogram}: {page}");
    }
    // No id of a user, room or channel in a label.
    assert!(!page.contains(&table.code), "{page}");
    assert!(!page.contains("web-"), "{page}");
    // Every metric is in the operators' guide's list.
    let guide = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/operators/metrics.md");
    let guide = std::fs::read_to_string(guide).expect("the metrics guide");
    for name in futbol_bot::telemetry::ALL {
        assert!(
            guide.contains(&format!("`{name}`")),
            "the metrics guide lists {name}"
        );
    }
}

/// The rooms in the store in `dir`, loaded as the bot loads them: each
/// room's serial, or `None` for one that did not load.
fn stored(dir: &Path, codes: &[String]) -> Vec<Option<u32>> {
    let store = Store::open(dir).expect("the store opens");
    let host = Host::new(store, HostConfig::default(), system_clock()).expect("the host");
    codes
        .iter()
        .map(|code| {
            let code: RoomCode = code.parse().expect("a code");
            host.room_state(code).map(|state| state.serial)
        })
        .collect()
}

/// `n` rooms on the page at `web`, two players' pages in each, named
/// after `prefix`; and their codes.
async fn tables(web: &str, n: usize, prefix: &str) -> (Vec<Table>, Vec<String>) {
    let mut tables = Vec::new();
    for n in 0..n {
        tables.push(Table::open(&format!("http://{web}"), &format!("{prefix}{n}x")).await);
    }
    let codes = tables.iter().map(|t| t.code.clone()).collect();
    (tables, codes)
}

/// `futbol-bot restore FILE --data-dir DIR`.
fn restore(file: &Path, dir: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .arg("restore")
        .arg(file)
        .arg("--data-dir")
        .arg(dir)
        .output()
        .expect("restore runs")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_while_eight_pages_play_loses_nothing_acknowledged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (web, ops) = (free_addr(), free_addr());
    let mut bot = Bot::serve(dir.path(), &["--web-addr", &web, "--ops-addr", &ops], &[]);
    until_status(&ops, "/readyz", 200, Duration::from_secs(60)).await;
    let (tables, codes) = tables(&web, 4, "P").await;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut players = Vec::new();
    for mut table in tables {
        let stop = stop.clone();
        players.push(tokio::spawn(async move {
            // Each table plays until the bot stops answering it; every
            // answer after the signal is a board, "restarting" or a close.
            let (mut acked, mut after) = (0, Vec::new());
            loop {
                let signalled = stop.load(std::sync::atomic::Ordering::SeqCst);
                let played = table.play(Duration::from_secs(10)).await;
                match played {
                    Played::Acked(serial) => {
                        acked = serial;
                        // Four moves a second a table: the eight pages share
                        // one address, whose limit is 8 actions a second.
                        tokio::time::sleep(Duration::from_millis(250)).await;
                    }
                    // A game over (a goal): nothing more to play here.
                    Played::Over => return (acked, after),
                    other => {
                        after.push((signalled, other));
                        return (acked, after);
                    }
                }
            }
        }));
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    let signalled = Instant::now();
    bot.terminate();
    let status = tokio::task::spawn_blocking(move || {
        let status = bot.wait_exit(Duration::from_secs(15));
        (status, bot.log())
    });
    let (status, log) = status.await.expect("waited");
    let took = signalled.elapsed();
    assert!(
        status.is_some_and(|s| s.success()),
        "exit {status:?}\n{log}"
    );
    assert!(took < Duration::from_secs(10), "stopped in {took:?}\n{log}");
    let (mut acked, mut restarting) = (Vec::new(), 0);
    for player in players {
        let (last, after) = player.await.expect("a table");
        if let Some((_, end)) = after.last() {
            assert!(
                matches!(end, Played::Refused(_) | Played::Closed),
                "after the signal, an answer or a close, never silence: {after:?}\n{log}"
            );
            restarting += usize::from(matches!(end, Played::Refused(_)));
        }
        assert!(last > 0, "the table played before the signal");
        acked.push(last);
    }
    // Every acknowledged step is stored; a room is never half a step on
    // (it loads, at most the one step in flight ahead).
    assert!(restarting > 0, "no page was told the bot is restarting");
    for (serial, last) in stored(dir.path(), &codes).into_iter().zip(&acked) {
        let serial = serial.expect("the room loads");
        assert!(
            serial == *last || serial == last + 1,
            "stored at {serial}, acknowledged {last}"
        );
    }
    assert!(log.contains("SIGTERM, stopping"), "{log}");
    assert!(log.contains("the store is flushed"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_backup_taken_while_pages_play_restores_every_acknowledged_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (web, ops) = (free_addr(), free_addr());
    let mut bot = Bot::serve(dir.path(), &["--web-addr", &web, "--ops-addr", &ops], &[]);
    until_status(&ops, "/readyz", 200, Duration::from_secs(60)).await;
    let (tables, codes) = tables(&web, 2, "B").await;
    // The tables keep playing through the backup; each reports the serial
    // acknowledged last before the backup began.
    let began = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut players = Vec::new();
    for mut table in tables {
        let began = began.clone();
        players.push(tokio::spawn(async move {
            let (mut before, mut plays) = (0, 0);
            while plays < 30 {
                let backing_up = began.load(std::sync::atomic::Ordering::SeqCst);
                match table.play(Duration::from_secs(20)).await {
                    Played::Acked(serial) if !backing_up => before = serial,
                    Played::Acked(_) | Played::Over => {}
                    other => panic!("a step was not played: {other:?}"),
                }
                plays += 1;
            }
            before
        }));
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    began.store(true, std::sync::atomic::Ordering::SeqCst);
    let file = dir.path().join("games.backup");
    let backup = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .args(["backup", "--ops-addr", &ops, "--out"])
        .arg(&file)
        .output()
        .expect("backup runs");
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    let mut before = Vec::new();
    for player in players {
        before.push(player.await.expect("a table"));
    }
    bot.terminate();
    bot.wait_exit(Duration::from_secs(15));
    let restored = dir.path().join("restored");
    let restored_once = restore(&file, &restored);
    assert!(
        restored_once.status.success(),
        "{}",
        String::from_utf8_lossy(&restored_once.stderr)
    );
    for (serial, before) in stored(&restored, &codes).into_iter().zip(&before) {
        let serial = serial.expect("the room loads from the restored store");
        assert!(
            serial >= *before,
            "restored at {serial}, acknowledged {before} before"
        );
    }
    // Restoring again over it is refused; a cut file is refused.
    let again = restore(&file, &restored);
    assert!(!again.status.success(), "restored over a store");
    let bytes = std::fs::read(&file).expect("the backup");
    let cut = dir.path().join("cut.backup");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).expect("written");
    let refused = restore(&cut, &dir.path().join("from-cut"));
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success() && said.contains("cut"), "{said}");
}
