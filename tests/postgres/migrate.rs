//! `futbol-bot migrate-store`: a sled store with an open room, rated and
//! casual games, a setting and closed codes, carried into an empty
//! PostgreSQL schema by the real binary; the bot started on PostgreSQL
//! shows the room on its page, a host on it plays the room on, and every
//! rating equals the one sled kept.

use testkit::bot;
use testkit::client;
use testkit::host as support;
use testkit::postgres;

use bot::Bot;
use futbol_bot::engine::Variant;
use futbol_bot::host::{Platform, Reply, RoomCode};
use futbol_bot::i18n::Lang;
use futbol_bot::store::Store;
use postgres::{created_schema, database, schema_url};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use support::{ask, text};

const START: u64 = 1_800_000_000;

fn code_of(replies: &[Reply]) -> RoomCode {
    replies.iter().find_map(|r| r.room).expect("a room")
}

fn migrate(from: &std::path::Path, to: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .args(["migrate-store", "--from"])
        .arg(from)
        .args(["--to", to])
        .output()
        .expect("migrate-store runs")
}

/// The moves a new visitor's page is shown in room `code`, by the real
/// bot serving the database at `url`.
async fn page_of(url: &str, code: RoomCode) -> Vec<String> {
    let dir = tempfile::tempdir().expect("temp dir");
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a port")
        .to_string();
    let _bot = Bot::serve(
        dir.path(),
        &["--web-addr", &addr, "--database-url", url],
        &[],
    );
    let base = format!("http://{addr}");
    let path = format!("/r/{code}");
    let started = std::time::Instant::now();
    while client::try_http(&base, "GET", &path, "", "")
        .await
        .map(|a| a.status)
        != Some(200)
    {
        assert!(
            started.elapsed().as_secs() < 60,
            "the bot never served {path}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let visitor = client::Person::arrives(&base, &path, "Eva", "own-3").await;
    let mut socket = client::connect(&base, code.as_str(), &visitor.cookies, None)
        .await
        .expect("the room's socket");
    let seen = client::drain(&mut socket, std::time::Duration::from_secs(2)).await;
    let state = seen
        .iter()
        .rev()
        .find(|m| m["kind"] == "state")
        .expect("the room's state");
    serde_json::from_value(state["view"]["moves"].clone()).expect("its moves")
}

#[test]
fn a_sled_store_moves_into_postgres_and_its_room_plays_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(START));
    let players = ["ana", "beto", "cris"];
    let (open_code, moved) = {
        let host = support::with_store(Store::open(dir.path()).expect("sled"), &now);
        // Rated games among three players, a day apart, and a casual one.
        for (n, (white, black)) in [("ana", "beto"), ("beto", "cris"), ("cris", "ana")]
            .into_iter()
            .enumerate()
        {
            let channel = format!("g{n}");
            let code = code_of(&ask(&host, &channel, white, "crear blancas"));
            ask(&host, &channel, black, &format!("unirse {code}"));
            ask(&host, &channel, white, "mover e3-e4");
            assert!(text(&ask(&host, &channel, white, "rendirse")).contains("Puntuación"));
            now.fetch_add(86_400, Ordering::SeqCst);
        }
        let code = code_of(&ask(&host, "c", "ana", "crear casual"));
        ask(&host, "c", "cris", &format!("unirse {code}"));
        ask(&host, "c", "ana", "mover e3-e4");
        ask(&host, "c", "ana", "rendirse");
        // A channel in English, and a room in the middle of its game.
        ask(&host, "o", "ana", "idioma en");
        let open = code_of(&ask(&host, "o", "ana", "crear blancas"));
        ask(&host, "o", "beto", &format!("unirse {open}"));
        ask(&host, "o", "ana", "mover e3-e4");
        let moved = host.game_text(open).expect("the game").1;
        assert_eq!(moved.len(), 1, "{moved:?}");
        (open, moved)
    };
    let sled = Store::open(dir.path()).expect("sled again");
    let rating = |store: &Store, user: &str| {
        store
            .standing(Variant::Futbol, Platform::Web, &format!("web-{user}"))
            .expect("read")
            .map(|s| (s.games(), s.rating))
    };
    let before: Vec<_> = players.iter().map(|p| rating(&sled, p)).collect();
    assert!(
        before
            .iter()
            .all(|r| r.is_some_and(|(games, _)| games == 2))
    );
    let (games, codes) = (
        sled.archive_len().expect("len"),
        sled.all_codes().expect("codes"),
    );
    let rooms = sled.rooms::<serde_json::Value>().expect("rooms").len();
    drop(sled);

    let url = database();
    let schema = created_schema(&url, "migrate");
    let target = schema_url(&url, &schema);
    let out = migrate(dir.path(), &target);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = format!("{rooms} open rooms, 4 archived games (3 rated again)");
    assert!(said.contains(&expected), "{said}");

    let pg = Store::connect(&url, Some(&schema)).expect("the PostgreSQL store");
    assert_eq!(pg.archive_len().expect("len"), games);
    for (player, before) in players.iter().zip(&before) {
        assert_eq!(&rating(&pg, player), before, "{player}'s rating");
    }
    assert_eq!(pg.all_codes().expect("codes"), codes, "every code's use");
    // The bot started on PostgreSQL shows the room on its page, its game
    // as it was.
    let shown = tokio::runtime::Runtime::new()
        .expect("a runtime")
        .block_on(page_of(&target, open_code));
    assert_eq!(shown, moved, "the page shows the room's game");
    // The bot on PostgreSQL serves the room: its game, its language, its
    // next move.
    let host = support::with_store(pg, &now);
    assert_eq!(host.game_text(open_code).expect("the room").1, moved);
    assert_eq!(host.language(Platform::Web, "o"), Lang::En);
    let reply = text(&ask(&host, "o", "beto", "mover e6-g4"));
    assert_eq!(
        host.game_text(open_code).expect("the room").1.len(),
        2,
        "{reply}"
    );
    // A store in use is never mixed with another.
    let again = migrate(dir.path(), &target);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("empty"));
}
