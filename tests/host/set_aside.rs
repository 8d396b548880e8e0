//! One bad stored record is set aside and logged; it never stops the bot.
//! A room, an archived game and a setting are overwritten with bytes that
//! do not decode, straight in the database (sled's trees, or PostgreSQL's
//! tables when `FUTBOL_STORE=postgres`); then `export` writes the other
//! games and names the bad one, and the bot starts, serves the other
//! rooms, sweeps, and keeps the bad records in its quarantine.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use testkit::host as support;

use futbol_bot::host::{Platform, Reply, RoomCode};
use futbol_bot::store::Kind;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use support::{ask, text};

const START: u64 = 1_800_000_000;
/// What the bad records hold instead: not JSON; JSON, but not a game; not
/// a language.
const BAD_ROOM: &[u8] = b"\xff{ not json";
const BAD_GAME: &str = r#"{"x":1}"#;
const BAD_SETTING: &[u8] = b"maybe";

fn code_of(replies: &[Reply]) -> Option<RoomCode> {
    replies.iter().find_map(|r| r.room)
}

/// The log lines written on this thread while `work` runs.
fn logged<T>(work: impl FnOnce() -> T) -> (T, String) {
    #[derive(Clone)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Buffer {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().expect("log buffer").extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let buffer = Buffer(Arc::default());
    let writer = buffer.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .finish();
    let result = tracing::subscriber::with_default(subscriber, work);
    let log = String::from_utf8_lossy(&buffer.0.lock().expect("log buffer")).into_owned();
    (result, log)
}

/// Overwrites room `code`'s state, game `id` and setting `key` in the
/// database of `dir`, as a bug or a disk fault would.
fn corrupt(dir: &Path, code: &str, id: u64, key: &str) {
    if support::on_postgres() {
        let hex = |bytes: &[u8]| bytes.iter().map(|b| format!("{b:02x}")).collect::<String>();
        let sql = format!(
            "UPDATE rooms SET state = '\\x{}' WHERE code = '{code}';
             UPDATE archive SET game = '{BAD_GAME}' WHERE id = {id};
             UPDATE settings SET value = '\\x{}' WHERE key = '{key}';",
            hex(BAD_ROOM),
            hex(BAD_SETTING)
        );
        let url = support::postgres_url(dir);
        let psql = Command::new("psql")
            .args([url.as_str(), "-X", "-v", "ON_ERROR_STOP=1", "-c", &sql])
            .output()
            .expect("psql runs (Debian's postgresql-client)");
        assert!(psql.status.success(), "{psql:?}");
        let updated = String::from_utf8_lossy(&psql.stdout);
        assert_eq!(updated.matches("UPDATE 1").count(), 3, "{updated}");
        return;
    }
    // The bot's last handle may hold sled's lock for a moment.
    let mut db = sled::open(dir);
    for _ in 0..50 {
        if db.is_ok() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        db = sled::open(dir);
    }
    let db = db.expect("the sled database opens");
    let tree = |name: &str| db.open_tree(name).expect("tree");
    assert!(
        tree("rooms")
            .insert(code, BAD_ROOM)
            .expect("write")
            .is_some()
    );
    let game = tree("archive").insert(id.to_be_bytes(), BAD_GAME.as_bytes());
    assert!(game.expect("write").is_some());
    assert!(
        tree("settings")
            .insert(key, BAD_SETTING)
            .expect("write")
            .is_some()
    );
    db.flush().expect("flush");
}

#[test]
fn a_bad_room_game_and_setting_are_set_aside_and_the_bot_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(START));
    // Two rooms, each with a game resigned after one move (archived); a
    // channel set to English.
    let mut rooms = Vec::new();
    {
        let host = support::on_test_clock(dir.path(), &now);
        for (channel, white, black) in [("a", "ana", "beto"), ("b", "cris", "dora")] {
            let code = code_of(&ask(&host, channel, white, "crear")).expect("a room");
            ask(&host, channel, black, &format!("unirse {code}"));
            assert!(support::accepted(&ask(
                &host,
                channel,
                white,
                "mover e3-e4"
            )));
            assert!(support::accepted(&ask(&host, channel, black, "rendirse")));
            rooms.push(code);
        }
        ask(&host, "l", "eva", "idioma en");
    }
    let (good, bad) = (rooms[0], rooms[1]);
    let store = support::store(dir.path());
    let game = |channel: &str| store.channel_games(channel, 1).expect("games")[0].id;
    let (good_game, bad_game) = (game("web:a"), game("web:b"));
    drop(store);
    corrupt(dir.path(), bad.as_str(), bad_game, "web:l");

    // `export` writes the good game and names the bad one.
    let out = tempfile::tempdir().expect("temp dir");
    let exported = support::export(dir.path(), out.path());
    let (stdout, stderr) = (
        String::from_utf8_lossy(&exported.stdout),
        String::from_utf8_lossy(&exported.stderr),
    );
    assert!(exported.status.success(), "{exported:?}");
    assert!(
        stdout.contains("1 games written") && stdout.contains("1 skipped"),
        "{stdout}"
    );
    assert!(
        stderr.contains(&format!(
            "game {bad_game} skipped (set aside): missing field"
        )),
        "{stderr}"
    );
    assert!(out.path().join(format!("game-{good_game}.txt")).exists());
    assert!(!out.path().join(format!("game-{bad_game}.txt")).exists());

    // The bot starts, saying which room it set aside, and serves the rest.
    let store = support::store(dir.path());
    let (host, log) = logged(|| support::with_store(store.clone(), &now));
    assert!(
        log.contains(&format!("room {bad} does not decode")) && log.contains("set aside"),
        "{log}"
    );
    assert!(host.room_state(good).is_some());
    assert!(host.room_state(bad).is_none());
    assert!(support::accepted(&ask(&host, "a", "ana", "revancha")));
    // The bad room's channel is free for a new room.
    assert!(code_of(&ask(&host, "b", "fede", "crear")).is_some());
    // The bad setting reads as none (Spanish), not as an error.
    let (help, log) = logged(|| ask(&host, "l", "eva", "ayuda"));
    assert!(text(&help).starts_with("Comandos"), "{}", text(&help));
    assert!(log.contains("setting web:l does not decode"), "{log}");
    // The archive shows what it has.
    let history = text(&ask(&host, "a", "ana", "historial"));
    assert!(history.contains(&format!("#{good_game}")), "{history}");
    let missing = text(&ask(&host, "b", "fede", &format!("partida {bad_game}")));
    assert!(missing.contains("No hay ninguna partida"), "{missing}");

    // Kept, with why, for an operator; each once.
    let aside = store.set_aside().expect("the quarantine reads");
    let found: Vec<(Kind, String, Vec<u8>)> = aside
        .iter()
        .map(|r| (r.kind, r.key.clone(), r.bytes.clone()))
        .collect();
    assert_eq!(
        found,
        [
            (
                Kind::Game,
                bad_game.to_string(),
                BAD_GAME.as_bytes().to_vec()
            ),
            (Kind::Room, bad.to_string(), BAD_ROOM.to_vec()),
            (Kind::Setting, "web:l".to_string(), BAD_SETTING.to_vec()),
        ]
    );
    assert!(aside.iter().all(|r| !r.reason.is_empty()));

    // No deadline points at the bad room; the sweep closes the idle rooms.
    let due = store.due(u64::MAX / 2, "web").expect("deadlines");
    assert!(due.iter().all(|(_, code)| code != bad.as_str()), "{due:?}");
    now.store(START + 3 * 24 * 3600, Ordering::SeqCst);
    host.sweep_due(Platform::Web);
    assert!(
        host.room_state(good).is_none(),
        "the good room closed when idle"
    );
}
