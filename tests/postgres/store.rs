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

#[test]
fn two_stores_on_one_database_never_hand_out_the_same_code() {
    let url = database();
    let schema = fresh_schema("t_codes");
    let (one, two) = (
        Store::connect(&url, Some(&schema)).expect("store"),
        Store::connect(&url, Some(&schema)).expect("store"),
    );
    let all: Vec<String> = (0..400).map(|i| format!("C{i:03}")).collect();
    let free = &all[..40];
    one.hold_codes(&all[40..], u64::MAX / 4).expect("held");
    let reserve = |store: Store| {
        let candidates = all.clone();
        std::thread::spawn(move || {
            let mut got = Vec::new();
            while let Some(code) = store.reserve_code(0, candidates.clone()).expect("reserve") {
                got.push(code);
            }
            got
        })
    };
    let (a, b) = (reserve(one), reserve(two));
    let mut got: Vec<String> = a
        .join()
        .expect("a")
        .into_iter()
        .chain(b.join().expect("b"))
        .collect();
    got.sort();
    assert_eq!(got, free, "each free code once, across both stores");
}

#[test]
fn lines_relayed_by_one_store_are_read_by_another_in_order_and_announced() {
    let url = database();
    let schema = fresh_schema("t_relay");
    let (one, two) = (
        Store::connect(&url, Some(&schema)).expect("store"),
        Store::connect(&url, Some(&schema)).expect("store"),
    );
    let mut notices = two.changes().expect("a shared store's notices");
    let hear = |notices: &mut tokio::sync::mpsc::UnboundedReceiver<String>,
                wanted: &dyn Fn(&str) -> bool| {
        let started = std::time::Instant::now();
        loop {
            match notices.try_recv() {
                Ok(notice) if wanted(&notice) => return notice,
                Ok(_) => {}
                Err(_) if started.elapsed() > std::time::Duration::from_secs(10) => {
                    panic!("not heard")
                }
                Err(_) => std::thread::sleep(std::time::Duration::from_millis(20)),
            }
        }
    };
    // Listening: what is relayed from now on is heard.
    hear(&mut notices, &|notice| notice == futbol_bot::store::RESYNC);
    let head = two.relay_head().expect("head");
    let line = |n: usize, user: Option<&str>| RelayLine {
        origin: "one".into(),
        platform: "web".into(),
        channel: format!("w{n}"),
        user: user.map(str::to_string),
        body: format!("{{\"n\":{n}}}"),
    };
    let lines: Vec<RelayLine> = (0..5)
        .map(|n| line(n, (n % 2 == 1).then_some("web-b")))
        .collect();
    one.relay(&lines[..3]).expect("relayed");
    one.relay(&lines[3..]).expect("relayed");
    // Read in pages, after where this reader started.
    let first = two.relayed(head, 2).expect("read");
    let rest = two.relayed(first[1].0, 10).expect("read");
    let read: Vec<(u64, RelayLine)> = first.into_iter().chain(rest).collect();
    assert_eq!(
        read.iter().map(|(_, l)| l.clone()).collect::<Vec<_>>(),
        lines
    );
    assert!(
        read.windows(2).all(|w| w[0].0 < w[1].0),
        "numbered in order"
    );
    assert_eq!(two.relay_head().expect("head"), read[4].0);
    // The other store hears that lines were relayed.
    let relayed = format!("{RELAYED}:");
    let announced = hear(&mut notices, &|notice| notice.starts_with(&relayed));
    assert!(
        announced.ends_with(&format!(":{}", read[2].0))
            || announced.ends_with(&format!(":{}", read[4].0))
    );
    // Old lines are dropped; newer ones stay.
    one.forget_relayed(std::time::Duration::from_secs(3600))
        .expect("kept");
    assert_eq!(two.relayed(head, 10).expect("read").len(), 5);
    one.forget_relayed(std::time::Duration::ZERO)
        .expect("dropped");
    assert!(two.relayed(head, 10).expect("read").is_empty());
}

#[test]
fn a_sled_store_relays_nothing() {
    let dir = tempfile::tempdir().expect("dir");
    let store = Store::open(dir.path()).expect("store");
    let line = RelayLine {
        origin: "one".into(),
        platform: "web".into(),
        channel: "w1".into(),
        user: None,
        body: "{}".into(),
    };
    store.relay(&[line]).expect("nothing to do");
    assert!(store.relayed(0, 10).expect("read").is_empty());
    assert_eq!(store.relay_head().expect("head"), 0);
}

/// `players[0]` (White) and `players[1]` finish a rated game in room
/// `code` (made for it), game `id`, at `at`.
fn close_rated(
    store: &Store,
    code: &str,
    players: [&str; 2],
    id: u64,
    at: u64,
    result: GameResult,
) {
    let player = |id: &str| ArchivedPlayer {
        id: id.into(),
        name: id.into(),
    };
    store.reserve_code(0, vec![code.into()]).expect("code");
    let channel = format!("web:{code}");
    let open = RoomSave::state(code, &0, channel.clone(), Deadline::none("web")).expect("s");
    store.save(&[open]).expect("opened");
    let version = store
        .room_versioned::<i32>(code)
        .expect("read")
        .map(|(v, _)| v);
    let mut last = RoomSave::state(code, &1, channel.clone(), Deadline::none("web")).expect("s");
    last.version = version;
    last.archive = Some(std::sync::Arc::new(ArchivedGame {
        id,
        code: code.into(),
        platform: Platform::Web,
        channel,
        variant: Variant::Futbol,
        start: String::new(),
        white: player(players[0]),
        black: player(players[1]),
        started: at - 60,
        ended: at,
        result,
        ending: HowEnded::Rules,
        score: [2, 0],
        actions: Vec::new(),
        community: Some("web".into()),
        rated: true,
    }));
    last.closing = Some(Closing {
        free_at: 0,
        games: vec![id],
    });
    store.save(&[last]).expect("closed");
}

/// One process's leaderboards hear of the games another rates: after 40
/// games between two players in process B, process A (connected before)
/// lists both, settled, with their stored ratings.
#[test]
fn a_leaderboard_lists_what_another_process_rated() {
    let url = database();
    let schema = fresh_schema("t_board");
    let (a, b) = (
        Store::connect(&url, Some(&schema)).expect("store"),
        Store::connect(&url, Some(&schema)).expect("store"),
    );
    let at = 1_800_000_000;
    // Six players, each pair four times: each meets the five others (a
    // leaderboard lists no one who met fewer).
    let players = ["ana", "beto", "cris", "dani", "eva", "fede"];
    let pairs: Vec<[&str; 2]> = (0..players.len())
        .flat_map(|i| (i + 1..players.len()).map(move |j| [i, j]))
        .map(|[i, j]| [players[i], players[j]])
        .collect();
    for n in 0..4 * pairs.len() as u64 {
        let result = [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ][n as usize % 3];
        let pair = pairs[n as usize % pairs.len()];
        close_rated(&b, &format!("R{n:03}"), pair, n + 1, at + n, result);
    }
    let top = |store: &Store| -> Vec<(String, f64)> {
        let board = store
            .leaderboard(Variant::Futbol, "web", None, at + 100)
            .expect("board");
        board
            .top
            .iter()
            .map(|p| (p.owner.clone(), p.standing.rating.rating))
            .collect()
    };
    let mut want: Vec<(String, f64)> = players
        .iter()
        .filter_map(|id| {
            let rating = b
                .rating(Variant::Futbol, Platform::Web, id)
                .expect("read")
                .expect("rated");
            let settled = !rating.at_time(at + 100).provisional();
            settled.then(|| (format!("web:{id}"), rating.rating))
        })
        .collect();
    assert!(want.len() >= 2, "settled players to list: {want:?}");
    want.sort_by(|x, y| y.1.total_cmp(&x.1));
    assert_eq!(top(&b), want, "the process that rated them");
    let heard = (0..100).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(50));
        top(&a) == want
    });
    assert!(
        heard,
        "the other process lists {:?}, want {want:?}",
        top(&a)
    );
    // A record too long for a notice (a player of 400 communities) is
    // announced without it, and read.
    let places: String = (0..400)
        .map(|n| format!(",\"community-{n:04}\":{at}"))
        .collect();
    let record = format!(
        "{{\"rating\":{{\"rating\":1900.0,\"deviation\":60.0,\"volatility\":0.06,\"at\":{at}}},\
         \"name\":\"ana\",\"wins\":99,\"draws\":0,\"losses\":0,\"streak\":1,\
         \"opponents\":[\"web:beto\",\"web:cris\",\"web:dani\",\"web:eva\",\"web:fede\"],\
         \"places\":{{\"web\":{at}{places}}}}}"
    );
    assert!(record.len() > 8000);
    let update = format!("UPDATE {schema}.ratings SET rating = '{record}' WHERE owner = 'web:ana'");
    psql(&url, &update);
    let read = (0..100).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(50));
        top(&a).first() == Some(&("web:ana".to_string(), 1900.0))
    });
    assert!(read, "{:?}", top(&a));
}

/// Two stores on one database archive rated games of the same player at
/// the same moment, 20 times: both changes are in the rating each time
/// (it is one of the two orders' results, never one game's alone).
#[test]
fn two_rated_games_of_one_player_finishing_at_once_both_count() {
    use futbol_bot::rating::{Rating, Score, rate_game};
    let url = database();
    let schema = fresh_schema("t_rated");
    let stores = [
        Store::connect(&url, Some(&schema)).expect("store"),
        Store::connect(&url, Some(&schema)).expect("store"),
    ];
    let rating = |id: &str| {
        stores[0]
            .rating(Variant::Futbol, Platform::Web, id)
            .expect("read")
            .unwrap_or_default()
    };
    for round in 0..20u64 {
        let before = [
            rating("ana"),
            rating(&format!("b{round}")),
            rating(&format!("c{round}")),
        ];
        let at = 1_800_000_000 + round * 100;
        let barrier = std::sync::Barrier::new(2);
        std::thread::scope(|scope| {
            for (n, store) in stores.iter().enumerate() {
                let barrier = &barrier;
                scope.spawn(move || {
                    let rival = format!("{}{round}", ["b", "c"][n]);
                    let code = format!("{}{:02}", ["B", "C"][n], round);
                    barrier.wait();
                    let id = 1 + round * 2 + n as u64;
                    close_rated(store, &code, ["ana", &rival], id, at, GameResult::WhiteWins);
                });
            }
        });
        // Either game came first; each order gives one result for Ana.
        let after = |first: Rating, second: Rating| {
            let (ana, _) = rate_game(&before[0], &first, Score::Win, at);
            rate_game(&ana, &second, Score::Win, at).0
        };
        let orders = [after(before[1], before[2]), after(before[2], before[1])];
        let ana = rating("ana");
        assert!(
            orders.iter().any(|o| (o.rating - ana.rating).abs() < 1e-9),
            "round {round}: {ana:?} is neither order's {orders:?}"
        );
    }
}

/// Two hosts on one database, as two bot processes would be.
mod two_processes {
    use super::support::{accepted, ask, ask_on, with_store};
    use super::{database, fresh_schema};
    use futbol_bot::host::{Host, Platform};
    use futbol_bot::store::Store;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};

    fn host(url: &str, schema: &str) -> Host {
        on_clock(url, schema, &Arc::new(AtomicU64::new(1_800_000_000)))
    }

    fn on_clock(url: &str, schema: &str, now: &Arc<AtomicU64>) -> Host {
        with_store(Store::connect(url, Some(schema)).expect("store"), now)
    }

    /// A community's setting changed through one process is what the
    /// other reads next, without a restart (the store's change notice
    /// empties its cache); and it is still there for a third started
    /// afterwards.
    #[test]
    fn a_setting_changed_in_one_process_is_seen_at_once_by_the_other() {
        use futbol_bot::community::server::{DefaultGame, RoomsPerPlayer};
        use futbol_bot::engine::Variant;
        use futbol_bot::host::Community;
        let url = database();
        let schema = fresh_schema("t_setting");
        let (a, b) = (host(&url, &schema), host(&url, &schema));
        let server = Community::discord_guild(1);
        // B has read (and cached) the defaults.
        assert_eq!(b.settings().get::<DefaultGame>(&server), Variant::Futbol);
        assert_eq!(b.settings().get::<RoomsPerPlayer>(&server), 3);
        a.settings()
            .set::<DefaultGame>(&server, &Variant::Boyer)
            .expect("set");
        a.settings()
            .set::<RoomsPerPlayer>(&server, &1)
            .expect("set");
        let started = std::time::Instant::now();
        while b.settings().get::<DefaultGame>(&server) != Variant::Boyer {
            assert!(
                started.elapsed() < std::time::Duration::from_secs(10),
                "the other process never saw the change"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        println!("seen by the other process in {:?}", started.elapsed());
        let created = ask_on(&b, Platform::Discord, "s1", "ana", "crear");
        let code = created.iter().find_map(|r| r.room).expect("a room");
        let state = b.room_state(code).expect("state");
        assert_eq!(state.variant, Variant::Boyer);
        let capped = ask_on(&b, Platform::Discord, "s2", "ana", "crear");
        assert!(!accepted(&capped), "one room per player here now");
        drop((a, b));
        let c = host(&url, &schema);
        assert_eq!(c.settings().get::<DefaultGame>(&server), Variant::Boyer);
    }

    #[test]
    fn a_whole_game_played_through_two_processes_alternately() {
        let url = database();
        let schema = fresh_schema("t_two");
        let (a, b) = (host(&url, &schema), host(&url, &schema));
        let created = ask(&a, "t", "ana", "crear");
        let code = created.iter().find_map(|r| r.room).expect("a room");
        // B never saw the room: it finds it in the database.
        assert!(accepted(&ask(&b, "t", "beto", &format!("unirse {code}"))));
        let game = [
            "e3-e4", "e6-g4", "e4-e5", "b7-a8", "e5>e8", "e6>e4", "c3-e4", "e6-g4", "e4-e5",
            "b7-a8", "e5>e8",
        ];
        for (i, action) in game.iter().enumerate() {
            // Each action through the other process than the one before.
            let (process, user) = if i % 2 == 0 {
                (&a, "ana")
            } else {
                (&b, "beto")
            };
            let replies = ask(process, "t", user, &format!("mover {action}"));
            assert!(accepted(&replies), "{action}: {replies:?}");
        }
        let history: String = ask(&b, "t", "beto", "historial")
            .iter()
            .map(|r| r.text.clone())
            .collect();
        assert!(history.contains("ana 2–0 beto (1-0)"), "{history}");
    }

    /// A setting changed through one process is seen by the other without
    /// a restart: the settings' cache is emptied by the store's notice.
    #[test]
    fn a_language_set_through_one_process_is_spoken_by_the_other() {
        let url = database();
        let schema = fresh_schema("t_settings");
        let (a, b) = (host(&url, &schema), host(&url, &schema));
        let text = |replies: Vec<futbol_bot::host::Reply>| {
            replies.into_iter().map(|r| r.text).collect::<String>()
        };
        // B reads (and caches) the channel's default language first.
        assert!(text(ask(&b, "l", "beto", "ayuda")).starts_with("Comandos"));
        assert!(text(ask(&a, "l", "ana", "idioma en")).contains("English"));
        let started = std::time::Instant::now();
        loop {
            if text(ask(&b, "l", "beto", "ayuda")).starts_with("Commands") {
                break;
            }
            assert!(
                started.elapsed() < std::time::Duration::from_secs(10),
                "the other process still speaks Spanish"
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }

    #[test]
    fn the_same_move_sent_to_two_processes_at_once_is_played_once() {
        let url = database();
        let schema = fresh_schema("t_race");
        let (a, b) = (Arc::new(host(&url, &schema)), Arc::new(host(&url, &schema)));
        for round in 0..10 {
            let channel = format!("r{round}");
            let created = ask(&a, &channel, "ana", "crear");
            let code = created.iter().find_map(|r| r.room).expect("a room");
            assert!(accepted(&ask(
                &b,
                &channel,
                "beto",
                &format!("unirse {code}")
            )));
            let barrier = Arc::new(std::sync::Barrier::new(2));
            let threads: Vec<_> = [a.clone(), b.clone()]
                .into_iter()
                .map(|process| {
                    let (barrier, channel) = (barrier.clone(), channel.clone());
                    std::thread::spawn(move || {
                        barrier.wait();
                        accepted(&ask(&process, &channel, "ana", "mover e3-e4"))
                    })
                })
                .collect();
            let played = threads
                .into_iter()
                .map(|t| t.join().is_ok_and(|ok| ok))
                .filter(|&ok| ok)
                .count();
            assert_eq!(
                played, 1,
                "round {round}: the move was played {played} times"
            );
            let (_, moves) = b.game_text(code).expect("the room");
            assert_eq!(moves, ["e3-e4"], "round {round}: stored once");
        }
    }

    #[test]
    fn each_deadline_fires_in_one_process_when_two_sweep() {
        let url = database();
        let schema = fresh_schema("t_sweep");
        let now = Arc::new(AtomicU64::new(1_800_000_000));
        let (a, b) = (
            Arc::new(on_clock(&url, &schema, &now)),
            Arc::new(on_clock(&url, &schema, &now)),
        );
        let rooms = 20;
        for i in 0..rooms {
            let channel = format!("d{i}");
            // Two players a room: a server lets one player hold 3.
            let (creator, joiner) = (format!("ana{i}"), format!("beto{i}"));
            let created = ask_on(&a, Platform::Discord, &channel, &creator, "crear 100s");
            let code = created.iter().find_map(|r| r.room).expect("a room");
            let joined = ask_on(
                &b,
                Platform::Discord,
                &channel,
                &joiner,
                &format!("unirse {code}"),
            );
            assert!(accepted(&joined));
        }
        // At 80 % of the move's time, each room's reminder is due once.
        now.fetch_add(80, Ordering::SeqCst);
        let sweeps: Vec<_> = [a.clone(), b.clone(), a.clone(), b.clone()]
            .into_iter()
            .map(|host| std::thread::spawn(move || host.sweep_due(Platform::Discord)))
            .collect();
        let mut reminded: Vec<String> = sweeps
            .into_iter()
            .flat_map(|t| t.join().expect("a sweep"))
            .filter_map(|r| r.room.map(|c| c.to_string()))
            .collect();
        reminded.sort();
        let total = reminded.len();
        reminded.dedup();
        assert_eq!(
            (total, reminded.len()),
            (rooms, rooms),
            "each reminder once"
        );
        assert!(a.sweep_due(Platform::Discord).is_empty());
        assert!(b.sweep_due(Platform::Discord).is_empty());
    }
}

/// A change made through one process reaches a web page served by another
/// (PostgreSQL's LISTEN/NOTIFY), in real Chromium. Prints the latency.
mod pages_of_another_process {
    use super::page::*;
    use super::support::ask;
    use super::{database, fresh_schema};
    use futbol_bot::host::{Host, HostConfig, system_clock};
    use futbol_bot::store::Store;
    use serde_json::Value;
    use std::sync::Arc;

    fn host(url: &str, schema: &str) -> Arc<Host> {
        let store = Store::connect(url, Some(schema)).expect("store");
        Arc::new(
            Host::new(
                store,
                HostConfig {
                    limits: futbol_bot::host::Limits::off(),
                    ..HostConfig::default()
                },
                system_clock(),
            )
            .expect("host"),
        )
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_move_made_elsewhere_reaches_this_process_pages() {
        let url = database();
        let schema = fresh_schema("t_pages");
        let (elsewhere, here) = (host(&url, &schema), host(&url, &schema));
        let server = Server::with_host(here.clone(), tempfile::tempdir().expect("dir")).await;
        // The room lives in a web channel both processes know.
        let channel = "wshared";
        let created = ask(&elsewhere, channel, "ana", "crear");
        let code = created.iter().find_map(|r| r.room).expect("a room");
        assert!(
            ask(&elsewhere, channel, "beto", &format!("unirse {code}"))
                .iter()
                .any(|r| !r.is_private())
        );
        // Cris watches on this process's page.
        let driver = chromedriver().await;
        let cris = browser(&driver, 900, 700, "es").await;
        home(&cris, &server.base, "Cris").await;
        type_into(&cris, "#code", code.as_str()).await;
        click(&cris, "#join").await;
        shows(&cris, "Cris mira la partida").await;
        let serial = here.room_state(code).expect("the room").serial;
        shows_serial(&cris, serial).await;
        eval(
            &cris,
            "window.__shown = {}; const b = document.getElementById('board'); \
             new MutationObserver(() => { window.__shown[b.dataset.serial] = Date.now(); }) \
               .observe(b, { attributes: true, attributeFilter: ['data-serial'] });",
        )
        .await;
        let moves = [
            ("ana", "e3-e4"),
            ("beto", "e6-g4"),
            ("ana", "e4-e5"),
            ("beto", "b7-a8"),
        ];
        let mut latencies = Vec::new();
        for (user, action) in moves {
            let before = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .expect("time")
                .as_millis() as f64;
            let other = elsewhere.clone();
            let replies = tokio::task::spawn_blocking(move || {
                ask(&other, "wshared", user, &format!("mover {action}"))
            })
            .await
            .expect("the move");
            assert!(
                replies.iter().any(|r| !r.is_private()),
                "{action}: {replies:?}"
            );
            let serial = elsewhere.room_state(code).expect("the room").serial;
            shows_serial(&cris, serial).await;
            let shown = eval(
                &cris,
                &format!("return window.__shown['{serial}'] || null;"),
            )
            .await;
            if let Value::Number(at) = shown {
                latencies.push(at.as_f64().unwrap_or(0.0) - before);
            }
        }
        let moves_shown = eval(&cris, "return document.getElementById('moves').innerText;").await;
        assert!(
            moves_shown.as_str().is_some_and(|m| m.contains("b7-a8")),
            "{moves_shown}"
        );
        latencies.sort_by(f64::total_cmp);
        println!(
            "another process's move → this process's page: {:?} ms (median {:.0} ms)",
            latencies.iter().map(|l| l.round()).collect::<Vec<_>>(),
            latencies
                .get(latencies.len() / 2)
                .copied()
                .unwrap_or(f64::NAN)
        );
        let _ = cris.close().await;
    }
}
