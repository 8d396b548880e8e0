//! Two stores on one database: codes never handed out twice, lines
//! relayed in order, leaderboards and ratings written by another
//! process.

use super::*;

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
