//! Rooms at scale, on a real sled database: codes that come back after
//! their grace period, a bot that says it is full, the archive of finished
//! games (`historial`, `partida ID`, `export` then `replay`), and the
//! migration of a version-1 store made by the previous layout.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::{Game, Variant};
use futbol_bot::host::Reply;
use futbol_bot::store::Store;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use testkit::host as support;

use support::{ask, text};

const START: u64 = 1_800_000_000;

fn code_of(replies: &[Reply]) -> Option<String> {
    replies.iter().find_map(|r| r.room).map(|c| c.to_string())
}

#[test]
fn codes_come_back_after_their_grace_and_a_full_bot_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(START));
    let free = ["ACDE", "MNPR", "YYYY"];
    {
        // Every other code is held by a room that closed a minute ago.
        let store = support::store(dir.path());
        let held: Vec<String> = support::all_codes()
            .into_iter()
            .filter(|c| !free.contains(&c.as_str()))
            .collect();
        assert_eq!(held.len(), 18usize.pow(4) - 3);
        store.hold_codes(&held, START + 3540).expect("held");
    }
    let host = support::on_test_clock(dir.path(), &now);
    let mut made = Vec::new();
    for channel in ["a", "b", "c"] {
        let code = code_of(&ask(&host, channel, "ana", "crear")).expect("a room");
        made.push((code, channel));
    }
    let mut got: Vec<String> = made.iter().map(|(code, _)| code.clone()).collect();
    got.sort();
    assert_eq!(got, free, "the last three free codes, each once");
    let full = text(&ask(&host, "d", "ana", "crear"));
    assert!(full.contains("El bot está lleno"), "{full}");

    // Room ACDE closes before any game: nothing to point to, so its code
    // is free at once, and a new room gets it.
    let channel_of = |code: &str| {
        made.iter()
            .find(|(made, _)| made == code)
            .map(|(_, channel)| *channel)
            .expect("a code")
    };
    ask(&host, channel_of("ACDE"), "beto", "unirse ACDE");
    ask(&host, channel_of("ACDE"), "ana", "salir");
    assert!(
        host.room_state("ACDE".parse().expect("code")).is_none(),
        "closed"
    );
    let unknown = text(&ask(&host, "e", "beto", "unirse ACDE"));
    assert!(unknown.contains("No hay ninguna sala abierta"), "{unknown}");
    assert_eq!(
        code_of(&ask(&host, "d", "ana", "crear")).as_deref(),
        Some("ACDE")
    );
    // Room MNPR closes after a game: its code stays taken for the grace
    // period, and its old code says where the game went.
    let code = "MNPR";
    let channel = channel_of(code);
    ask(&host, channel, "beto", &format!("unirse {code}"));
    for (i, action) in TWO_NIL.iter().enumerate() {
        let user = if i % 2 == 0 { "ana" } else { "beto" };
        ask(&host, channel, user, &format!("mover {action}"));
    }
    ask(&host, channel, "ana", "salir");
    assert!(
        host.room_state(code.parse().expect("code")).is_none(),
        "closed"
    );
    let closed = text(&ask(&host, "e", "beto", &format!("unirse {code}")));
    assert!(closed.contains("La sala MNPR se cerró"), "{closed}");
    assert!(text(&ask(&host, "f", "ana", "crear")).contains("lleno"));
    // After the grace period (an hour), MNPR is free again; the codes
    // held a minute before the start are free by then too.
    now.store(START + 3601, Ordering::SeqCst);
    let again = code_of(&ask(&host, "f", "ana", "crear")).expect("a room again");
    assert_eq!(again.len(), 4);
}

/// The 11 actions of a `futbol` game that White wins 2-0.
const TWO_NIL: [&str; 11] = [
    "e3-e4", "e6-g4", "e4-e5", "b7-a8", "e5>e8", "e6>e4", "c3-e4", "e6-g4", "e4-e5", "b7-a8",
    "e5>e8",
];

#[test]
fn finished_games_are_archived_listed_shown_and_exported() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(START));
    let host = support::on_test_clock(dir.path(), &now);
    let code = code_of(&ask(&host, "w", "ana", "crear")).expect("a room");
    ask(&host, "w", "beto", &format!("unirse {code}"));
    let mut last = Vec::new();
    for (i, action) in TWO_NIL.iter().enumerate() {
        let user = if i % 2 == 0 { "ana" } else { "beto" };
        last = ask(&host, "w", user, &format!("mover {action}"));
    }
    let mut won = Game::new(Variant::Futbol);
    for action in TWO_NIL {
        won.play_text(action, futbol_bot::engine::Entry::Whole)
            .expect("legal");
    }
    // The game's end: after the final board, the channel gets the record
    // as a file.
    let ended = last.last().expect("replies");
    assert!(ended.text.contains("Partida #1"), "{}", ended.text);
    assert!(!ended.is_private());
    let record = format!("variant: futbol\n{}\n", TWO_NIL.join("\n"));
    assert_eq!(ended.files.len(), 1);
    assert_eq!(ended.files[0].name, "game-1.txt");
    assert_eq!(&*ended.files[0].bytes, record.as_bytes());
    // This host draws no pictures, so no replay either (`tests/host.rs`
    // has one that does).
    assert!(last.iter().all(|r| r.replay.is_none()));
    // `partida` alone: the last game while the next has no action, then
    // the game going on; both as a record file.
    let file = |replies: Vec<Reply>| {
        let reply = replies.into_iter().next().expect("a reply");
        let file = reply.files.first().expect("a file").clone();
        (
            file.name,
            String::from_utf8(file.bytes.to_vec()).expect("text"),
        )
    };
    ask(&host, "w", "ana", "revancha");
    ask(&host, "w", "beto", "revancha");
    assert_eq!(
        file(ask(&host, "w", "ana", "partida")),
        ("game-1.txt".into(), record)
    );
    // A rematch, resigned after one move: a second archived game.
    ask(&host, "w", "beto", "mover e3-e4");
    let current = file(ask(&host, "w", "ana", "partida"));
    assert_eq!(
        current,
        (format!("{code}-2.txt"), "variant: futbol\ne3-e4\n".into())
    );
    ask(&host, "w", "ana", "rendirse");
    // A game elsewhere, by someone else, is not in Ana's list.
    let other = code_of(&ask(&host, "x", "cris", "crear")).expect("a room");
    ask(&host, "x", "dora", &format!("unirse {other}"));
    ask(&host, "x", "cris", "mover e3-e4");
    ask(&host, "x", "dora", "rendirse");

    let history = text(&ask(&host, "w", "ana", "historial"));
    let lines: Vec<&str> = history.lines().collect();
    assert!(
        lines[0].starts_with("Últimas partidas de este canal"),
        "{history}"
    );
    assert!(
        lines[1].contains("#2 · futbol · beto 0–0 ana (1-0, abandono)"),
        "{history}"
    );
    assert!(
        lines[2].contains("#1 · futbol · ana 2–0 beto (1-0)"),
        "{history}"
    );
    assert!(lines[3].starts_with("Tus últimas partidas"), "{history}");
    assert!(
        !history.contains("cris"),
        "another channel's game: {history}"
    );

    let shown = text(&ask(&host, "w", "beto", "partida 1"));
    assert!(shown.contains("variant: futbol\ne3-e4\ne6-g4"), "{shown}");
    assert!(text(&ask(&host, "w", "beto", "partida 99")).contains("No hay ninguna partida"));

    // export, then replay: each record ends where its game ended.
    drop(host);
    let out = tempfile::tempdir().expect("temp dir");
    let exported = support::export(dir.path(), out.path());
    assert!(exported.status.success(), "{exported:?}");
    assert!(String::from_utf8_lossy(&exported.stdout).contains("3 games written"));
    let replay = |id: u64| {
        let output = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
            .arg("replay")
            .arg(out.path().join(format!("game-{id}.txt")))
            .output()
            .expect("replay runs");
        assert!(output.status.success(), "{output:?}");
        String::from_utf8_lossy(&output.stdout).trim().to_string()
    };
    assert_eq!(replay(1), won.to_string(), "the 2-0 game's final position");
    let mut resigned = Game::new(Variant::Futbol);
    resigned
        .play_text("e3-e4", futbol_bot::engine::Entry::Whole)
        .expect("legal");
    assert_eq!(replay(2), resigned.to_string());
}

#[test]
fn a_version_1_store_is_migrated_and_keeps_every_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/store-v1");
    copy_dir(&source, dir.path());
    let now = Arc::new(AtomicU64::new(1_790_000_100));
    // A sled store, whichever backend the other tests run on.
    let host = support::with_store(Store::open(dir.path()).expect("the v1 store"), &now);
    // The open room is back, with its rematch in progress.
    let open = host
        .room_state("WHPC".parse().expect("code"))
        .expect("WHPC open");
    assert_eq!(open.game_no, 2);
    let (_, moves) = host
        .game_text("WHPC".parse().expect("code"))
        .expect("its game");
    assert_eq!(moves, ["e3-e4", "e6-g4"]);
    // The closed rooms are gone, their games archived, their old codes
    // point to them during the grace period.
    assert!(host.room_state("KPKX".parse().expect("code")).is_none());
    let closed = text(&ask(&host, "w9", "zoe", "unirse KPKX"));
    assert!(
        closed.contains("La sala KPKX se cerró. Sus partidas: #"),
        "{closed}"
    );
    let history = text(&ask(&host, "w2", "cris", "historial"));
    assert!(
        history.contains("futbol · cris 2–0 dora (1-0)"),
        "{history}"
    );
    let history = text(&ask(&host, "w3", "eva", "historial"));
    assert!(
        history.contains("boyer · eva 0–0 fede (0-1, abandono)"),
        "{history}"
    );
    let history = text(&ask(&host, "w1", "ana", "historial"));
    assert!(
        history.contains("futbol · ana 0–0 beto (-)"),
        "the game before the rematch: {history}"
    );
    // A migrated store opens again as it is.
    drop(host);
    let store = Store::open(dir.path()).expect("reopens");
    assert_eq!(store.archive_len().expect("count"), 3);
}

/// A version-2 store written by the build before the reshaping (commit
/// 2594434, `tests/data/store-v2`: a finished web game, an open Discord
/// room with a move, a channel's language, a user's pings) opens as it is
/// and reads as that build left it.
#[test]
fn a_version_2_store_of_the_previous_build_opens_unchanged() {
    use futbol_bot::community::settings::{Pings, UserKey};
    use futbol_bot::host::{Community, Input, Platform, Request, User};
    let dir = tempfile::tempdir().expect("temp dir");
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/store-v2");
    copy_dir(&source, dir.path());
    let now = Arc::new(AtomicU64::new(1_800_000_100));
    let host = support::with_store(Store::open(dir.path()).expect("the v2 store"), &now);
    let history = text(&ask(&host, "lobby", "ana", "historial"));
    assert!(
        history.contains("#1 · futbol · ana 2–0 beto (1-0)"),
        "{history}"
    );
    let record = text(&ask(&host, "lobby", "ana", "partida 1"));
    assert!(
        record.starts_with("#1 · futbol · ana 2–0 beto (1-0)"),
        "{record}"
    );
    assert!(
        record.contains("\nvariant: futbol\ne3-e4\ne6-g4\n"),
        "{record}"
    );
    let code = "EWYT".parse().expect("code");
    let open = host.room_state(code).expect("EWYT open");
    assert_eq!((open.variant.name(), open.game_no), ("boyer", 1));
    assert_eq!(open.time.map(|t| t.per_move), Some(86_400));
    assert_eq!(host.game_text(code).expect("its game").1, ["d1-d2"]);
    let dani = UserKey {
        platform: Platform::Discord,
        user: "id-dani".into(),
    };
    assert!(
        !host.settings().get::<Pings>(&dani),
        "dani's pings stay off"
    );
    // The channel still speaks English.
    let help = host.handle(&Request {
        platform: Platform::Discord,
        community: Community::discord_guild(4242),
        address: None,
        asker: Default::default(),
        channel: "900".into(),
        user: User {
            id: "id-cris".into(),
            name: "cris".into(),
        },
        input: Input::Command("ayuda".into()),
    });
    assert!(text(&help).starts_with("Commands"), "{}", text(&help));
    // The upgrade to layout 3 rated the archived game once: ana beat
    // beto, from the start values, at the time it ended.
    let rated = |store: &Store, user: &str| {
        store
            .standing(Variant::Futbol, Platform::Web, user)
            .expect("read")
            .expect("rated")
    };
    let game = host.store().archived(1).expect("read").expect("game 1");
    assert!(game.rated);
    let (ana, beto) = (
        rated(host.store(), &game.white.id),
        rated(host.store(), &game.black.id),
    );
    let start = futbol_bot::rating::Rating::default();
    let (won, lost) =
        futbol_bot::rating::rate_game(&start, &start, futbol_bot::rating::Score::Win, game.ended);
    assert_eq!((ana.rating, beto.rating), (won, lost));
    assert_eq!((ana.wins, beto.losses), (1, 1));
    drop(host);
    let store = Store::open(dir.path()).expect("reopens");
    assert_eq!(store.archive_len().expect("count"), 1);
    // Opened again, nothing is rated twice.
    assert_eq!(rated(&store, &game.white.id).games(), 1);
}

fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    for entry in std::fs::read_dir(from).expect("the v1 store") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("type").is_dir() {
            std::fs::create_dir_all(&target).expect("dir");
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy");
        }
    }
}

/// Which games move ratings: online games between two people, their
/// rematches, not casual ones, not the computer's, not local ones; the
/// result says each change, the room says rated or casual, and `perfil`
/// and `ranking` read what was kept.
#[test]
fn rated_games_move_ratings_and_the_others_do_not() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(START));
    let host = support::on_test_clock(dir.path(), &now);
    let rating = |user: &str| {
        let store = host.store();
        store
            .standing(
                Variant::Futbol,
                futbol_bot::host::Platform::Web,
                &format!("web-{user}"),
            )
            .expect("read")
            .map(|s| (s.games(), s.rating))
    };
    // White plays a move and resigns: a game with a result.
    let play_and_resign = |channel: &str, white: &str| {
        ask(&host, channel, white, "mover e3-e4");
        text(&ask(&host, channel, white, "rendirse"))
    };
    // Rated, the default: the announcement says so, the result shows both
    // changes with provisional marks.
    let created = ask(&host, "r", "ana", "crear blancas");
    assert!(text(&created).contains("puntuada"), "{}", text(&created));
    let code = code_of(&created).expect("code");
    ask(&host, "r", "beto", &format!("unirse {code}"));
    let room = text(&ask(&host, "r", "ana", "sala"));
    assert!(room.contains("puntuada"), "{room}");
    let ended = play_and_resign("r", "ana");
    assert!(ended.contains("Puntuación: ana 1500? → "), "{ended}");
    assert!(
        ended.contains("beto 1500? → ") && ended.contains("(+"),
        "{ended}"
    );
    let (games, beto) = rating("beto").expect("beto is rated");
    assert_eq!(games, 1);
    assert!(beto.rating > 1500.0, "beto won: {beto:?}");
    // The rematch is rated like its first game.
    ask(&host, "r", "ana", "revancha");
    ask(&host, "r", "beto", "revancha");
    // Colours swap: beto is White now.
    let again = play_and_resign("r", "beto");
    assert!(again.contains("Puntuación"), "{again}");
    assert_eq!(rating("ana").map(|(g, _)| g), Some(2));
    // Casual: nothing moves.
    let casual = ask(&host, "c", "ana", "crear casual");
    assert!(text(&casual).contains("casual"), "{}", text(&casual));
    let code = code_of(&casual).expect("code");
    ask(&host, "c", "cris", &format!("unirse {code}"));
    let ended = play_and_resign("c", "ana");
    assert!(!ended.contains("Puntuación"), "{ended}");
    assert_eq!(rating("cris"), None);
    assert_eq!(rating("ana").map(|(g, _)| g), Some(2));
    // Against the computer, and alone on one device: nothing either.
    ask(&host, "k", "dani", "crear contra bot 1");
    let ended = play_and_resign("k", "dani");
    assert!(!ended.contains("Puntuación"), "{ended}");
    ask(&host, "l", "eva", "crear local");
    play_and_resign("l", "eva");
    assert_eq!((rating("dani"), rating("eva")), (None, None));
    // The profile reads the record; nobody is settled yet, so the
    // leaderboard says why it is empty.
    let profile = text(&ask(&host, "r", "ana", "perfil"));
    assert!(
        profile.contains("futbol") && profile.contains("2 partidas"),
        "{profile}"
    );
    assert!(profile.contains("?"), "provisional: {profile}");
    let other = text(&ask(&host, "r", "ana", "perfil web-beto"));
    assert!(other.contains("Perfil de beto"), "{other}");
    let nobody = text(&ask(&host, "r", "ana", "perfil web-nadie"));
    assert!(nobody.contains("no tiene partidas puntuadas"), "{nobody}");
    let board = text(&ask(&host, "r", "ana", "ranking"));
    assert!(board.contains("Nadie está en la clasificación"), "{board}");
    let bad = text(&ask(&host, "r", "ana", "perfil @everyone"));
    assert!(bad.contains("No sé quién es"), "{bad}");
}

/// The upgrade to layout 3 rates the archive in batches, each with its
/// cursor: killed mid-way (SIGKILL, in a child process), it resumes at the
/// next open and ends with the ratings of an upgrade never interrupted.
#[test]
fn the_upgrade_that_rates_the_archive_resumes_after_a_kill() {
    use futbol_bot::host::Platform;
    use futbol_bot::store::{ArchivedGame, ArchivedPlayer, GameResult, HowEnded};
    if support::on_postgres() {
        return; // sled's upgrade; PostgreSQL's has its own cursor row
    }
    // A layout-2 store: 20,000 ratable games of 200 players, unrated.
    let made = tempfile::tempdir().expect("temp dir");
    {
        let store = Store::open(made.path()).expect("store");
        let games: Vec<ArchivedGame> = (1..=20_000u64)
            .map(|id| ArchivedGame {
                id,
                code: "ABCD".into(),
                platform: Platform::Web,
                channel: "web:c".into(),
                variant: Variant::Futbol,
                start: String::new(),
                white: ArchivedPlayer {
                    id: format!("web-p{}", id % 200),
                    name: "w".into(),
                },
                black: ArchivedPlayer {
                    id: format!("web-p{}", (id * 7 + 1) % 200 + 200),
                    name: "b".into(),
                },
                started: START + id * 10,
                ended: START + id * 10 + 5,
                result: [
                    GameResult::WhiteWins,
                    GameResult::BlackWins,
                    GameResult::Draw,
                ][id as usize % 3],
                ending: HowEnded::Rules,
                score: [1, 0],
                actions: vec!["e3-e4".into()],
                community: Some("web".into()),
                rated: false,
            })
            .collect();
        store.import_games(&games).expect("imported");
    }
    let db = sled::open(made.path()).expect("raw");
    db.open_tree("meta")
        .and_then(|m| m.insert("schema", &2u32.to_be_bytes()))
        .expect("layout 2");
    db.flush().expect("flush");
    drop(db);
    std::thread::sleep(std::time::Duration::from_millis(500));
    // Never interrupted: the ratings to expect.
    let whole = tempfile::tempdir().expect("temp dir");
    copy_dir(made.path(), whole.path());
    let expected = Store::open(whole.path()).expect("upgraded");
    let rating = |store: &Store, n: u64| {
        store
            .rating(Variant::Futbol, Platform::Web, &format!("web-p{n}"))
            .expect("read")
    };
    // Killed until one kill lands mid-way (a slow or fast machine).
    let mut caught = false;
    for delay in [150u64, 60, 300, 20, 600, 1000, 1600, 2500, 4000] {
        let cut = tempfile::tempdir().expect("temp dir");
        copy_dir(made.path(), cut.path());
        let out = cut.path().join("export.jsonl");
        let mut child = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
            .args(["export", "--data-dir"])
            .arg(cut.path())
            .arg("--out")
            .arg(&out)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("export runs");
        std::thread::sleep(std::time::Duration::from_millis(delay));
        child.kill().expect("SIGKILL");
        child.wait().expect("reaped");
        std::thread::sleep(std::time::Duration::from_millis(500));
        // As the store's own open does: a kill while sled wrote its
        // start-up snapshot leaves one half-written, which sled alone
        // would take for its latest (`store/sled/leftovers.rs`).
        futbol_bot::store::drop_unfinished_snapshots(cut.path());
        let db = sled::open(cut.path()).expect("raw");
        let meta = db.open_tree("meta").expect("meta");
        let schema = meta.get("schema").expect("read").map(|v| v.to_vec());
        let cursor = meta.get("rated_through").expect("read").is_some();
        drop((meta, db));
        std::thread::sleep(std::time::Duration::from_millis(500));
        if schema.as_deref() != Some(&2u32.to_be_bytes()[..]) || !cursor {
            continue; // killed before the first batch, or after the last
        }
        caught = true;
        eprintln!("killed {delay} ms in, mid-way: the upgrade resumes");
        let resumed = Store::open(cut.path()).expect("the upgrade resumes");
        for n in 0..400 {
            assert_eq!(rating(&resumed, n), rating(&expected, n), "player {n}");
        }
        let games = |store: &Store| {
            store
                .standing(Variant::Futbol, Platform::Web, "web-p1")
                .expect("read")
                .map(|s| s.games())
        };
        assert_eq!(games(&resumed), games(&expected), "no game rated twice");
        break;
    }
    assert!(caught, "no kill landed while the upgrade was rating");
}
