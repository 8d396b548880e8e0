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
        "e3-e4", "e6-g4", "e4-e5", "b7-a8", "e5>e8", "e6>e4", "c3-e4", "e6-g4", "e4-e5", "b7-a8",
        "e5>e8",
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
