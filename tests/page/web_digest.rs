//! The daily summary on the page, from outside, on the real binary: a
//! player who takes it gets it as a notice on their own pages (private),
//! and their opponent's page never sees it.

use testkit::bot;
use testkit::client;

use bot::Bot;
use client::{Played, Table, try_http};
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_summary_is_a_notice_on_the_players_own_pages() {
    let dir = tempfile::tempdir().expect("temp dir");
    let web = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
        listener.local_addr().expect("its address").to_string()
    };
    let _bot = Bot::serve(dir.path(), &["--web-addr", &web], &[]);
    let base = format!("http://{web}");
    let started = Instant::now();
    while try_http(&base, "GET", "/", "", "").await.is_none() {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the page never came up"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut table = Table::open(&base, "Dig").await;
    // Ana (page 0) moves: it is Bea's (page 1) move.
    assert!(matches!(
        table.play(Duration::from_secs(20)).await,
        Played::Acked(_)
    ));
    // Hour 0: due at once; the zone makes the next sweep look.
    table.say(1, "!futbol avisos resumen 0h").await;
    table.say(1, "!futbol zona UTC").await;
    let seen = table.drain(1, Duration::from_secs(8)).await;
    let notices: Vec<_> = seen.iter().filter(|m| m["kind"] == "notice").collect();
    assert_eq!(notices.len(), 1, "{seen:?}");
    let text = notices[0]["text"].as_str().unwrap_or_default();
    assert!(
        text.contains("Resumen del día") && text.contains(&table.code),
        "{text}"
    );
    assert_eq!(notices[0]["private"], true);
    let other = table.drain(0, Duration::from_millis(500)).await;
    assert!(!other.iter().any(|m| m["kind"] == "notice"), "{other:?}");
}
