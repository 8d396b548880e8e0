//! Ratings people can trust, through the host on a real store (sled, or
//! the test PostgreSQL when `FUTBOL_STORE=postgres`): the same two players
//! count for three rated games a day, a fourth is casual and says so
//! before its first move, the next day counts again; a leaderboard lists
//! a player only after rated games against five different opponents, and
//! says how far the others are.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::Variant;
use futbol_bot::host::{Community, Host, PAIR_LIMIT, PAIR_WINDOW, Platform, Reply};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use support::{ask, on_test_clock, text};
use testkit::host as support;

/// One short game in a fresh channel: `white` creates, `black` joins,
/// one move each, `black` resigns; the join's replies.
fn short_game(host: &Host, channel: &str, white: &str, black: &str) -> Vec<Reply> {
    game_lost_by(host, channel, (white, black), black)
}

/// [`short_game`] that `loser` resigns.
fn game_lost_by(
    host: &Host,
    channel: &str,
    (white, black): (&str, &str),
    loser: &str,
) -> Vec<Reply> {
    let created = ask(host, channel, white, "crear blancas");
    let code = created.iter().find_map(|r| r.room).expect("a room");
    let joined = ask(host, channel, black, &format!("unirse {code}"));
    ask(host, channel, white, "mover e3-e4");
    ask(host, channel, black, "mover e6-g4");
    let resigned = ask(host, channel, loser, "rendirse");
    assert!(text(&resigned).contains("se rinde"), "{}", text(&resigned));
    joined
}

/// Rated games `user` (`web-USER`) has in `futbol`.
fn games(host: &Host, user: &str) -> u32 {
    host.store()
        .standing(Variant::Futbol, Platform::Web, &format!("web-{user}"))
        .expect("the store")
        .map_or(0, |s| s.games())
}

/// Whether `user` is on the page's `futbol` leaderboard at `now`.
fn listed(host: &Host, user: &str, now: u64) -> bool {
    let board = host
        .store()
        .leaderboard(Variant::Futbol, &Community::web().to_string(), None, now)
        .expect("the leaderboard");
    board
        .top
        .iter()
        .any(|p| p.owner == format!("web:web-{user}"))
}

#[test]
fn a_pair_counts_three_rated_games_a_day() {
    let dir = tempfile::tempdir().expect("dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = on_test_clock(dir.path(), &now);
    let tick = || now.fetch_add(60, Ordering::SeqCst);
    for n in 0..PAIR_LIMIT {
        let joined = short_game(&host, &format!("p{n}"), "ana", "beto");
        assert!(!text(&joined).contains("casual"), "{}", text(&joined));
        tick();
    }
    assert_eq!((games(&host, "ana"), games(&host, "beto")), (3, 3));
    // The fourth within the day: casual, said when it starts.
    let joined = short_game(&host, "p3", "ana", "beto");
    assert!(
        text(&joined).contains("Partida casual: ya habéis jugado 3 partidas puntuadas"),
        "{}",
        text(&joined)
    );
    assert_eq!(
        (games(&host, "ana"), games(&host, "beto")),
        (3, 3),
        "not rated"
    );
    // A rematch in the same room is the same pair: casual too.
    let created = ask(&host, "p4", "ana", "crear blancas");
    let code = created.iter().find_map(|r| r.room).expect("a room");
    now.fetch_add(PAIR_WINDOW, Ordering::SeqCst);
    // The next day, rated again (the first game of the day is three
    // days' worth of games behind).
    let joined = ask(&host, "p4", "beto", &format!("unirse {code}"));
    assert!(!text(&joined).contains("casual"), "{}", text(&joined));
    ask(&host, "p4", "ana", "mover e3-e4");
    ask(&host, "p4", "beto", "mover e6-g4");
    ask(&host, "p4", "beto", "rendirse");
    assert_eq!(games(&host, "ana"), 4, "rated the next day");
    // Its rematches count with it: two more are rated, the third is not.
    for n in 0..PAIR_LIMIT {
        tick();
        ask(&host, "p4", "ana", "revancha");
        let started = ask(&host, "p4", "beto", "revancha");
        let spent = n + 1 >= PAIR_LIMIT;
        assert_eq!(
            text(&started).contains("Partida casual"),
            spent,
            "{} (Ana's rated games: {})",
            text(&started),
            games(&host, "ana")
        );
        // Each rematch swaps the seats: Beto has White first.
        let (white, black) = match n % 2 {
            0 => ("beto", "ana"),
            _ => ("ana", "beto"),
        };
        ask(&host, "p4", white, "mover e3-e4");
        ask(&host, "p4", black, "mover e6-g4");
        ask(&host, "p4", black, "rendirse");
    }
    assert_eq!(games(&host, "ana"), 6);
    // Another opponent is another pair.
    let joined = short_game(&host, "p5", "ana", "cris");
    assert!(!text(&joined).contains("casual"));
    assert_eq!(games(&host, "ana"), 7);
}

#[test]
fn games_started_together_count_when_they_end() {
    let dir = tempfile::tempdir().expect("dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = on_test_clock(dir.path(), &now);
    // Five rooms started at once, before any ended: each announced rated.
    let mut codes = Vec::new();
    for n in 0..5 {
        let channel = format!("c{n}");
        let created = ask(&host, &channel, "ana", "crear blancas");
        let code = created.iter().find_map(|r| r.room).expect("a room");
        let joined = ask(&host, &channel, "beto", &format!("unirse {code}"));
        assert!(!text(&joined).contains("casual"));
        ask(&host, &channel, "ana", "mover e3-e4");
        ask(&host, &channel, "beto", "mover e6-g4");
        codes.push(channel);
    }
    for channel in &codes {
        now.fetch_add(30, Ordering::SeqCst);
        ask(&host, channel, "beto", "rendirse");
    }
    assert_eq!(games(&host, "ana"), PAIR_LIMIT as u32, "only three count");
}

#[test]
fn a_leaderboard_needs_five_different_opponents() {
    let dir = tempfile::tempdir().expect("dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = on_test_clock(dir.path(), &now);
    // Ana plays four players, a day's three games each, winning and
    // losing, until her rating is settled: still not listed, and told why.
    let rivals = ["beto", "cris", "dani", "eva"];
    let settled = |host: &Host, at: u64| {
        host.store()
            .standing(Variant::Futbol, Platform::Web, "web-ana")
            .expect("store")
            .is_some_and(|s| !s.rating.at_time(at).provisional())
    };
    for day in 0..20 {
        if settled(&host, now.load(Ordering::SeqCst)) {
            break;
        }
        for rival in rivals {
            for n in 0..PAIR_LIMIT {
                now.fetch_add(60, Ordering::SeqCst);
                let loser = if n % 2 == 0 { rival } else { "ana" };
                game_lost_by(&host, &format!("{rival}{day}{n}"), ("ana", rival), loser);
            }
        }
        now.fetch_add(PAIR_WINDOW, Ordering::SeqCst);
    }
    let at = now.load(Ordering::SeqCst);
    assert!(
        settled(&host, at),
        "settled after {} games",
        games(&host, "ana")
    );
    assert!(!listed(&host, "ana", at), "four opponents are not enough");
    let ranking = text(&ask(&host, "r", "ana", "ranking"));
    assert!(
        ranking.contains("Aún no apareces") && ranking.contains("rivales distintos: 1"),
        "{ranking}"
    );
    // A fifth opponent lists her.
    short_game(&host, "fifth", "ana", "fede");
    let at = now.load(Ordering::SeqCst);
    assert!(listed(&host, "ana", at), "five opponents");
    let ranking = text(&ask(&host, "r", "ana", "ranking"));
    assert!(!ranking.contains("Aún no apareces"), "{ranking}");
    assert!(ranking.contains("ana"), "{ranking}");
}

/// Plays one game with each of five opponents on `host`: Ana has met five.
fn five_opponents(host: &Host, now: &AtomicU64) {
    for rival in ["beto", "cris", "dani", "eva", "fede"] {
        now.fetch_add(60, Ordering::SeqCst);
        short_game(host, &format!("o-{rival}"), "ana", rival);
    }
}

/// Ana's opponents as her record keeps them.
fn opponents(store: &futbol_bot::store::Store) -> Vec<String> {
    store
        .standing(Variant::Futbol, Platform::Web, "web-ana")
        .expect("store")
        .expect("rated")
        .opponents
}

/// A sled store from before (layout 4, records without opponents) gets
/// them from its rating history when it opens.
#[test]
fn an_older_sled_store_counts_its_players_opponents_from_their_history() {
    if support::on_postgres() {
        return; // tests/postgres.rs has PostgreSQL's migration
    }
    let dir = tempfile::tempdir().expect("dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    {
        let host = on_test_clock(dir.path(), &now);
        five_opponents(&host, &now);
        assert_eq!(opponents(host.store()).len(), 5);
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    {
        // As an older bot left it: no opponents in any record.
        let db = sled::open(dir.path()).expect("sled");
        let ratings = db.open_tree("ratings").expect("ratings");
        for entry in ratings.iter() {
            let (key, value) = entry.expect("a record");
            let mut record: serde_json::Value = serde_json::from_slice(&value).expect("json");
            record
                .as_object_mut()
                .expect("an object")
                .remove("opponents");
            ratings
                .insert(key, serde_json::to_vec(&record).expect("json"))
                .expect("insert");
        }
        let meta = db.open_tree("meta").expect("meta");
        meta.insert("schema", &4u32.to_be_bytes()).expect("layout");
        db.flush().expect("flush");
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    let store = futbol_bot::store::Store::open(dir.path()).expect("opens");
    let met = opponents(&store);
    assert_eq!(
        met,
        [
            "web:web-beto",
            "web:web-cris",
            "web:web-dani",
            "web:web-eva",
            "web:web-fede"
        ],
        "in the order met"
    );
}
