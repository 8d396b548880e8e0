//! Ratings, one line per figure (`cargo bench --bench ratings`):
//! - a game's final save, rated against casual (the rating update's cost
//!   inside the save), on sled and PostgreSQL;
//! - the upgrade that rates an archive of 1,000,000 games of 100,000
//!   players (sled), and then a leaderboard answer over those players
//!   (p50/p99 over a thousand askers);
//! - the same leaderboard on PostgreSQL, over 100,000 players' records
//!   written in SQL, beside an archive table of 1,000,000 rows (stand-in
//!   records: a leaderboard never reads the archive, the table is there
//!   for its size), after the time a store takes to connect and load
//!   them;
//! - a profile with its chart (the host's reply, drawn).
//!
//! `cargo bench --bench ratings -- saves sled postgres` runs only the
//! parts named.

use futbol_bot::host::Reads;
use testkit::postgres;

use futbol_bot::engine::Variant;
use futbol_bot::host::{Host, HostConfig, Platform, system_clock};
use futbol_bot::store::{
    ArchivedGame, ArchivedPlayer, Closing, Deadline, GameResult, HowEnded, RoomSave, Store,
};
use std::time::{Duration, Instant};

const PLAYERS: u64 = 100_000;
const GAMES: u64 = 1_000_000;
const SAVES: usize = 1000;
const DAY: u64 = 86_400;
/// The games end over the last 60 days before `NOW`.
const NOW: u64 = 1_900_000_000;

fn game(id: u64, white: u64, black: u64, ended: u64, rated: bool) -> ArchivedGame {
    let player = |n: u64| ArchivedPlayer {
        id: format!("web-p{n}"),
        name: format!("p{n}"),
    };
    ArchivedGame {
        id,
        code: "ABCD".into(),
        platform: Platform::Web,
        channel: format!("web:c{}", id % 1000),
        variant: Variant::Futbol,
        start: String::new(),
        white: player(white),
        black: player(black),
        started: ended - 600,
        ended,
        result: match id % 3 {
            0 => GameResult::WhiteWins,
            1 => GameResult::BlackWins,
            _ => GameResult::Draw,
        },
        ending: HowEnded::Rules,
        score: [1, 0],
        actions: vec!["e3-e4".into(), "e6-g4".into()],
        community: Some("web".into()),
        rated,
    }
}

fn percentile(times: &mut [Duration], p: f64) -> Duration {
    times.sort();
    times[((times.len() as f64 * p) as usize).min(times.len() - 1)]
}

/// Median final saves (a room closing with its finished game), casual and
/// rated interleaved so the disk's moods fall on both.
fn final_saves(name: &str, store: &Store) {
    let (mut casual, mut rated) = (Vec::new(), Vec::new());
    for i in 0..SAVES * 2 {
        let code = format!("S{:03}", i % 1000);
        store.reserve_code(0, vec![code.clone()]).expect("code");
        let open = RoomSave::state(&code, &0, "web:s".into(), Deadline::none("web")).expect("s");
        store.save(&[open]).expect("open");
        let version = store
            .room_versioned::<i32>(&code)
            .expect("read")
            .map(|(v, _)| v);
        let is_rated = i % 2 == 1;
        let id = store.next_game_id().expect("id");
        let (a, b) = (i as u64 % 50, 50 + i as u64 % 37);
        let mut last =
            RoomSave::state(&code, &1, "web:s".into(), Deadline::none("web")).expect("s");
        last.version = version;
        last.archive = Some(std::sync::Arc::new(game(
            id,
            a,
            b,
            NOW - 1000 + i as u64,
            is_rated,
        )));
        last.closing = Some(Closing {
            free_at: 0,
            games: vec![id],
        });
        let started = Instant::now();
        store.save(&[last]).expect("closed");
        let took = started.elapsed();
        match is_rated {
            true => rated.push(took),
            false => casual.push(took),
        }
    }
    // Each rated save against the casual one just before it: the disk's
    // moods (which move both by more than the difference) mostly cancel.
    let mut paired: Vec<f64> = casual
        .iter()
        .zip(&rated)
        .map(|(c, r)| r.as_secs_f64() - c.as_secs_f64())
        .collect();
    paired.sort_by(f64::total_cmp);
    let (c, r) = (percentile(&mut casual, 0.5), percentile(&mut rated, 0.5));
    let more = (r.as_secs_f64() / c.as_secs_f64() - 1.0) * 100.0;
    let pair = paired[paired.len() / 2] / c.as_secs_f64() * 100.0;
    println!(
        "{name:>10}: final save median casual {c:.2?}, rated {r:.2?} ({more:+.1}%; median of pairs {pair:+.1}%), {SAVES} each"
    );
}

/// A thousand leaderboard answers (the site's table, askers anywhere).
fn leaderboards(name: &str, store: &Store) {
    let mut times = Vec::new();
    let mut listed = 0;
    for i in 0..1000u64 {
        let asker = format!("web-p{}", (i * 7919) % PLAYERS);
        let scope = if i % 10 == 0 { "*web" } else { "web" };
        let started = Instant::now();
        let board = store
            .leaderboard(Variant::Futbol, scope, Some((Platform::Web, &asker)), NOW)
            .expect("board");
        times.push(started.elapsed());
        listed += board.top.len();
    }
    let p50 = percentile(&mut times, 0.5);
    let p99 = percentile(&mut times, 0.99);
    println!(
        "{name:>10}: leaderboard over {PLAYERS} players and {GAMES} games: p50 {p50:.2?}, p99 {p99:.2?} ({} listed a table)",
        listed / 1000
    );
}

/// The archive of `GAMES` games between `PLAYERS` players (each plays
/// about twenty, over 60 days), imported unrated, then rated by the
/// upgrade from layout 2.
fn sled_archive(dir: &std::path::Path) {
    {
        let store = Store::open(dir).expect("store");
        let mut rng = fastrand::Rng::with_seed(26);
        let mut id = 0;
        while id < GAMES {
            let batch: Vec<ArchivedGame> = (0..10_000)
                .map(|k| {
                    let n = id + k + 1;
                    let white = rng.u64(..PLAYERS);
                    let black = (white + 1 + rng.u64(..PLAYERS - 1)) % PLAYERS;
                    let ended = NOW - 60 * DAY + n * (60 * DAY / GAMES);
                    game(n, white, black, ended, false)
                })
                .collect();
            store.import_games(&batch).expect("imported");
            id += 10_000;
        }
    }
    // Back to layout 2, as a store of the previous build would be.
    let db = sled::open(dir).expect("raw sled");
    db.open_tree("meta")
        .and_then(|meta| meta.insert("schema", &2u32.to_be_bytes()))
        .expect("layout 2");
    db.flush().expect("flush");
    drop(db);
    std::thread::sleep(Duration::from_millis(500));
}

fn postgres_archive(url: &str, schema: &str) {
    // Player n: 20 games, a rating spread over 1000–2000, settled, last
    // game within the 60 days; an archive of GAMES rows beside.
    let sql = format!(
        "SET search_path = {schema};
         INSERT INTO ratings (game, owner, rating)
           SELECT 'futbol', 'web:web-p' || n,
             json_build_object('rating', json_build_object('rating', 1000 + (n * 7919 % 100000) / 100.0,
               'deviation', 60.0, 'volatility', 0.06, 'at', {NOW} - (n % 60) * 86400),
               'name', 'p' || n, 'wins', 10, 'draws', 0, 'losses', 10, 'streak', 1,
               'places', json_build_object('web', {NOW} - (n % 60) * 86400, '*web', {NOW} - (n % 60) * 86400))::text
           FROM generate_series(0, {PLAYERS} - 1) n;
         INSERT INTO archive (id, channel, game)
           SELECT i, 'web:c' || (i % 1000), '{{\"id\":' || i || '}}' FROM generate_series(1, {GAMES}) i;"
    );
    let made = std::process::Command::new("psql")
        .args([url, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", &sql])
        .args([
            "-c",
            &format!("SET search_path = {schema}"),
            "-c",
            "VACUUM ANALYZE ratings",
        ])
        .output()
        .expect("psql runs");
    assert!(made.status.success(), "{made:?}");
}

fn profile(host: &Host) {
    let mut times = Vec::new();
    for _ in 0..200 {
        let started = Instant::now();
        let profile = Reads::of(host)
            .profile_of(Platform::Web, "web-p1")
            .expect("profile");
        let say = futbol_bot::i18n::Say(futbol_bot::i18n::Lang::Es);
        let text = Reads::of(host).profile_text(say, &profile, "p1");
        let image = Reads::of(host).profile_chart(say, &profile, "p1");
        assert!(!text.is_empty());
        times.push(started.elapsed());
        assert!(image.is_some(), "a chart");
    }
    let p50 = percentile(&mut times, 0.5);
    let p99 = percentile(&mut times, 0.99);
    println!(
        "   profile: text and chart of a player with 100 rated games: p50 {p50:.2?}, p99 {p99:.2?}"
    );
}

/// Whether to run `part` (`saves`, `sled`, `postgres`): all unless some
/// are named after `--`.
fn wanted(part: &str) -> bool {
    let named: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| ["saves", "sled", "postgres"].contains(&a.as_str()))
        .collect();
    named.is_empty() || named.iter().any(|n| n == part)
}

fn main() {
    let url = postgres::database();
    if wanted("saves") {
        // The final save, on both stores.
        let dir = tempfile::tempdir().expect("dir");
        final_saves("sled", &Store::open(dir.path()).expect("sled"));
        let schema = postgres::fresh_schema("bench_saves");
        let store = Store::connect(&url, Some(&schema)).expect("pg");
        final_saves("PostgreSQL", &store);
    }
    if wanted("sled") {
        sled_part();
    }
    if wanted("postgres") {
        // Leaderboards on PostgreSQL.
        let schema = postgres::fresh_schema("bench_board");
        drop(Store::connect(&url, Some(&schema)).expect("the tables"));
        postgres_archive(&url, &schema);
        let started = Instant::now();
        let pg = Store::connect(&url, Some(&schema)).expect("pg");
        pg.leaderboard(Variant::Futbol, "web", None, NOW)
            .expect("board");
        println!(
            "PostgreSQL: connected and loaded {PLAYERS} players' records for leaderboards in {:.1?}",
            started.elapsed()
        );
        leaderboards("PostgreSQL", &pg);
    }
}

/// The upgrade, then leaderboards, and a profile, on sled.
fn sled_part() {
    // The upgrade, then leaderboards, on sled.
    let dir = tempfile::tempdir().expect("dir");
    sled_archive(dir.path());
    let started = Instant::now();
    let store = Store::open(dir.path()).expect("the upgrade");
    println!(
        "      sled: the upgrade rated {GAMES} archived games of {PLAYERS} players in {:.1?}",
        started.elapsed()
    );
    leaderboards("sled", &store);
    // A profile: player 1's 100 last games.
    let config = HostConfig {
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    for i in 0..100u64 {
        let id = GAMES + 1 + i;
        let code = format!("P{:03}", i);
        store.reserve_code(0, vec![code.clone()]).expect("code");
        let open = RoomSave::state(&code, &0, "web:p".into(), Deadline::none("web")).expect("s");
        store.save(&[open]).expect("open");
        let version = store
            .room_versioned::<i32>(&code)
            .expect("read")
            .map(|(v, _)| v);
        let mut last =
            RoomSave::state(&code, &1, "web:p".into(), Deadline::none("web")).expect("s");
        last.version = version;
        last.archive = Some(std::sync::Arc::new(game(id, 1, 2 + i, NOW + i, true)));
        last.closing = Some(Closing {
            free_at: 0,
            games: vec![id],
        });
        store.save(&[last]).expect("closed");
    }
    let host = Host::new(store, config, system_clock()).expect("host");
    profile(&host);
}
