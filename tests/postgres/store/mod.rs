//! The PostgreSQL store on a real PostgreSQL (`scripts/postgres.sh`
//! installs and starts a throw-away cluster on 127.0.0.1): an unreachable
//! database at start, a database from a newer version, and two stores on
//! one database never handing out the same code. The host's behaviour
//! tests run on PostgreSQL too (`FUTBOL_STORE=postgres`, see
//! `tests/support/host.rs`).

use testkit::host as support;
use testkit::page;
use testkit::postgres;

use futbol_bot::engine::Variant;
use futbol_bot::host::Platform;
use futbol_bot::store::{
    ArchivedGame, ArchivedPlayer, Closing, Deadline, GameResult, HowEnded, RELAYED, RelayLine,
    RoomSave, Store, StoreError,
};
use postgres::{created_schema, database, fresh_schema};
use std::process::Command;

mod processes_share;

#[test]
fn an_unreachable_database_stops_the_bot_naming_it_without_its_password() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .args(["serve", "--no-web", "--data-dir"])
        .arg(dir.path())
        .args(["--database-url", "postgres://bot:s3cret@127.0.0.1:1/futbol"])
        .env_remove("DATABASE_URL")
        .output()
        .expect("the bot runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "it must fail: {stderr}");
    assert!(
        stderr.contains("postgres://bot@127.0.0.1:1/futbol"),
        "{stderr}"
    );
    assert!(!stderr.contains("s3cret"), "the password leaked: {stderr}");
}

#[test]
fn a_database_from_a_newer_version_is_refused() {
    let url = database();
    let schema = fresh_schema("t_newer");
    Store::connect(&url, Some(&schema)).expect("a new schema is set up");
    // As a newer build would have left it.
    psql(
        &url,
        &format!("INSERT INTO {schema}.schema_version VALUES (99)"),
    );
    match Store::connect(&url, Some(&schema)) {
        Err(StoreError::Postgres(text)) => assert!(text.contains("99"), "{text}"),
        Err(StoreError::Schema { found: 99 }) => {}
        other => panic!(
            "a newer schema must be refused: {:?}",
            other.map(|_| "opened")
        ),
    }
}

/// A database from before migration 15 (records without opponents) gets
/// them from its rating history: the migration fills them in the order
/// the opponents were met, as the store keeps them.
#[test]
fn migration_15_counts_the_players_opponents_from_their_history() {
    use std::sync::atomic::{AtomicU64, Ordering};
    let url = database();
    let schema = created_schema(&url, "t_v15");
    let now = std::sync::Arc::new(AtomicU64::new(1_000_000));
    {
        let store = Store::connect(&url, Some(&schema)).expect("the schema");
        let host = support::with_store(store, &now);
        for rival in ["beto", "cris", "dani", "eva", "fede", "gala"] {
            now.fetch_add(60, Ordering::SeqCst);
            let channel = format!("o-{rival}");
            let created = support::ask(&host, &channel, "ana", "crear blancas");
            let code = created.iter().find_map(|r| r.room).expect("a room");
            support::ask(&host, &channel, rival, &format!("unirse {code}"));
            support::ask(&host, &channel, "ana", "mover e3-e4");
            support::ask(&host, &channel, rival, "rendirse");
        }
    }
    // As an older bot left it.
    psql(
        &url,
        &format!(
            "UPDATE {schema}.ratings SET rating = (rating::jsonb - 'opponents')::text;
             DELETE FROM {schema}.schema_version WHERE version = 15"
        ),
    );
    let store = Store::connect(&url, Some(&schema)).expect("migrated");
    let record = store
        .standing(Variant::Futbol, Platform::Web, "web-ana")
        .expect("read")
        .expect("rated");
    assert_eq!(
        record.opponents,
        [
            "web:web-beto",
            "web:web-cris",
            "web:web-dani",
            "web:web-eva",
            "web:web-fede"
        ],
        "the first five met"
    );
    let beto = store
        .standing(Variant::Futbol, Platform::Web, "web-beto")
        .expect("read")
        .expect("rated");
    assert_eq!(beto.opponents, ["web:web-ana"]);
}

/// Runs `sql` with psql, which must succeed.
fn psql(url: &str, sql: &str) {
    let ran = Command::new("psql")
        .args([url, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql])
        .output()
        .expect("psql runs (Debian's postgresql-client)");
    assert!(ran.status.success(), "{ran:?}");
}

/// A database at version 8 (the first with ratings) opens with its
/// records on the leaderboards, which now come from them alone: a settled
/// player counts until 90 days after their last game, one whose deviation
/// is near the line until it grows to it, a provisional one not.
#[test]
fn a_version_8_database_lists_its_rated_players() {
    let url = database();
    let schema = created_schema(&url, "t_v8");
    let day = 86_400u64;
    let last = 100 * day;
    let mut sql = format!("SET search_path = {schema};\n");
    sql.push_str("CREATE TABLE schema_version (version INT PRIMARY KEY);\n");
    for version in 1..=8 {
        let file = format!(
            "{}/src/store/postgres/postgres{version}.sql",
            env!("CARGO_MANIFEST_DIR")
        );
        sql.push_str(&std::fs::read_to_string(file).expect("a migration"));
        sql.push_str(&format!(
            "\nINSERT INTO schema_version VALUES ({version});\n"
        ));
    }
    // settled: RD 60; near: RD 105 (reaches 110 about 46 days after its
    // last game); new: RD 200, provisional.
    for (owner, rating, deviation) in [
        ("settled", 1600.0, 60.0),
        ("near", 1700.0, 105.0),
        ("new", 1800.0, 200.0),
    ] {
        sql.push_str(&format!(
            "INSERT INTO ratings (game, owner, rating) VALUES ('futbol', 'web:{owner}',
               '{{\"rating\":{{\"rating\":{rating},\"deviation\":{deviation},\"volatility\":0.06,\"at\":{last}}},
                 \"name\":\"{owner}\",\"wins\":1,\"draws\":0,\"losses\":0,\"streak\":1,\"places\":{{\"web\":{last}}}}}');
             INSERT INTO standings (game, scope, owner, milli, deviation, volatility, at, last)
               VALUES ('futbol', 'web', 'web:{owner}', {rating} * 1000, {deviation}, 0.06, {last}, {last});\n"
        ));
        // Each met five different opponents (what migration 15 counts).
        for n in 1..=5 {
            sql.push_str(&format!(
                "INSERT INTO rating_history (game, owner, id, change) VALUES ('futbol', 'web:{owner}', {n},
                   '{{\"opponent\":{{\"id\":\"o{n}\",\"name\":\"o{n}\"}}}}');\n"
            ));
        }
    }
    psql(&url, &sql);
    let store = Store::connect(&url, Some(&schema)).expect("upgraded to the newest version");
    let listed = |at: u64| -> Vec<String> {
        let board = store
            .leaderboard(Variant::Futbol, "web", None, at)
            .expect("board");
        board.top.into_iter().map(|p| p.owner).collect()
    };
    assert_eq!(listed(last + 40 * day), ["web:near", "web:settled"]);
    assert_eq!(listed(last + 50 * day), ["web:settled"]);
    assert_eq!(listed(last + 89 * day), ["web:settled"]);
    assert!(listed(last + 91 * day).is_empty());
}

/// Two hosts on one database, as two bot processes would be.
mod two_processes;

/// A change made through one process reaches a web page served by another
/// (PostgreSQL's LISTEN/NOTIFY), in real Chromium. Prints the latency.
mod pages_of_another_process;
