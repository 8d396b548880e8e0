//! A host on a real database with a clock the test sets, no pictures:
//! shared by the host-level test crates. The database is sled in the
//! test's directory or, when `FUTBOL_STORE=postgres`, the test PostgreSQL
//! (`FUTBOL_TEST_DATABASE_URL`, which `scripts/postgres.sh start` prints)
//! in a schema of its own named after that directory, so reopening the
//! directory finds the same data. `scripts/test.sh` runs these crates once
//! for each.

use futbol_bot::engine::{Action, Game, Variant};
use futbol_bot::host::{Community, Host, HostConfig, Input, Platform, Reply, Request, User};
use futbol_bot::store::Store;
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Whether these tests run on PostgreSQL.
pub fn on_postgres() -> bool {
    std::env::var("FUTBOL_STORE").as_deref() == Ok("postgres")
}

/// The test PostgreSQL's URL, with the schema of `dir` as its search path.
pub fn postgres_url(dir: &Path) -> String {
    let url = std::env::var("FUTBOL_TEST_DATABASE_URL")
        .expect("FUTBOL_TEST_DATABASE_URL (scripts/postgres.sh start prints it)");
    let separator = if url.contains('?') { '&' } else { '?' };
    format!(
        "{url}{separator}options=-c%20search_path%3D{}",
        schema_of(dir)
    )
}

/// A schema name for a test directory.
fn schema_of(dir: &Path) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    dir.hash(&mut hasher);
    format!("t_{:016x}", hasher.finish())
}

/// The store of the test directory `dir` (see the module's text).
pub fn store(dir: &Path) -> Store {
    if on_postgres() {
        let url = std::env::var("FUTBOL_TEST_DATABASE_URL")
            .expect("FUTBOL_TEST_DATABASE_URL (scripts/postgres.sh start prints it)");
        Store::connect(&url, Some(&schema_of(dir))).expect("the test database")
    } else {
        Store::open(dir).expect("store")
    }
}

/// A host on the store of `dir`, its time read from `now`.
pub fn on_test_clock(dir: &Path, now: &Arc<AtomicU64>) -> Host {
    with_store(store(dir), now)
}

/// A host on `store`, its time read from `now`.
pub fn with_store(store: Store, now: &Arc<AtomicU64>) -> Host {
    let now = now.clone();
    let config = HostConfig {
        images: false,
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    Host::new(store, config, Arc::new(move || now.load(Ordering::SeqCst))).expect("host")
}

/// The community a test request on `platform` comes from: the web site,
/// one Discord server, or the Matrix room itself.
pub fn community_of(platform: Platform, channel: &str) -> Community {
    Community::of_channel(platform, channel).unwrap_or_else(|| Community::discord_guild(1))
}

/// Has `user` (platform id `web-USER`) type `text` in `channel` of
/// `platform`.
pub fn ask_on(
    host: &Host,
    platform: Platform,
    channel: &str,
    user: &str,
    text: &str,
) -> Vec<Reply> {
    host.handle(&Request {
        platform,
        community: community_of(platform, channel),
        address: None,
        asker: Default::default(),
        channel: channel.into(),
        user: User {
            id: format!("web-{user}").into(),
            name: user.to_string(),
        },
        input: Input::Command(text.into()),
    })
}

/// [`ask_on`] on the web page.
pub fn ask(host: &Host, channel: &str, user: &str, text: &str) -> Vec<Reply> {
    ask_on(host, Platform::Web, channel, user, text)
}

/// Whether the host accepted the request (it answered in the channel).
pub fn accepted(replies: &[Reply]) -> bool {
    replies.iter().any(|r| !r.is_private())
}

/// Runs `futbol-bot export` on the store of `dir` (sled there, or its
/// PostgreSQL schema) into `out`.
pub fn export(dir: &Path, out: &Path) -> std::process::Output {
    let mut export = std::process::Command::new(crate::bot_binary());
    export.args(["export", "--data-dir"]).arg(dir);
    if on_postgres() {
        export.arg("--database-url").arg(postgres_url(dir));
    }
    export.arg("--out").arg(out).output().expect("export runs")
}

/// Every room code, as the host draws them.
pub fn all_codes() -> Vec<String> {
    let letters = b"ACDEFHJKMNPRTUVWXY";
    let mut codes = Vec::new();
    for a in letters {
        for b in letters {
            for c in letters {
                for d in letters {
                    codes.push(String::from_utf8_lossy(&[*a, *b, *c, *d]).into_owned());
                }
            }
        }
    }
    codes
}

/// Every reply's text, one a line.
pub fn text(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Plays `actions` in the room of `channel`, Ana with White, Beto with
/// Black, then Beto resigns: the game is archived.
pub fn play_and_resign(host: &Host, channel: &str, actions: &[Action]) {
    let created = text(&ask(host, channel, "ana", "crear futbol blancas"));
    let code = created
        .split_whitespace()
        .find(|w| w.len() == 4 && w.chars().all(|c| c.is_ascii_uppercase()))
        .unwrap_or_else(|| panic!("a code in: {created}"))
        .to_string();
    ask(host, channel, "beto", &format!("unirse {code}"));
    for (n, action) in actions.iter().enumerate() {
        let who = if n % 2 == 0 { "ana" } else { "beto" };
        let said = text(&ask(host, channel, who, &format!("mover {action}")));
        assert!(!said.contains("no es"), "{action}: {said}");
    }
    ask(host, channel, "beto", "rendirse");
}

/// A long game of random moves that score no goal.
pub fn long_game(seed: u64, length: usize) -> Vec<Action> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new(Variant::Futbol);
    let mut played = Vec::new();
    while played.len() < length {
        let quiet: Vec<Action> = (game.legal_actions().into_iter())
            .filter(|&action| {
                let mut next = game.clone();
                next.play(action).is_ok_and(|p| p.goal.is_none())
            })
            .collect();
        let Some(&action) = quiet.get(rng.usize(..quiet.len().max(1))) else {
            break;
        };
        game.play(action).expect("legal");
        played.push(action);
    }
    played
}
