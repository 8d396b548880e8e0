//! Puzzles through the host, on a real store and a test clock: a right
//! solution (typed), a wrong first answer and a wrong later one (each
//! refuted with the solution), hints, the player's and the puzzle's
//! ratings moving in opposite directions, no puzzle twice in 30 days,
//! and the community's puzzle of the day posted once a day by two hosts
//! on one store, its solvers named the day after.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::{Game, Variant};
use futbol_bot::host::{Control, Host, Input, Platform, Reply, Request, User, UserKey};
use futbol_bot::puzzles::bank::{self, Entry};
use futbol_bot::puzzles::records::Records;
use futbol_bot::puzzles::solver::first_rating;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use support::{ask, community_of, long_game, play_and_resign, store, text, with_store};
use testkit::host as support;

/// 2026-12-05 00:00 UTC.
const DAY: u64 = 1_796_428_800;

fn only(replies: &[Reply]) -> &Reply {
    assert_eq!(replies.len(), 1, "{}", text(replies));
    &replies[0]
}

/// The puzzle a reply's heading names (`Problema #ID (futbol)`).
fn puzzle_of(reply: &Reply) -> &'static Entry {
    let id = (reply.text.split('#').nth(1))
        .and_then(|rest| rest.get(..6))
        .unwrap_or_else(|| panic!("no puzzle in {}", reply.text));
    (Variant::ALL.into_iter())
        .find_map(|variant| bank::find(variant, id))
        .expect("a puzzle of the bank")
}

/// `user` presses the control `id`.
fn press(host: &Host, user: &str, id: &str) -> Vec<Reply> {
    host.handle(&Request {
        platform: Platform::Web,
        community: community_of(Platform::Web, "p"),
        address: None,
        asker: Default::default(),
        channel: "p".into(),
        user: User {
            id: format!("web-{user}").into(),
            name: user.to_string(),
        },
        input: Input::Button(id.into()),
    })
}

/// The id of the button labelled `label`.
fn button(reply: &Reply, label: &str) -> String {
    (reply.controls.iter())
        .find_map(|control| match control {
            Control::Button { id, label: l, .. } if l == label => Some(id.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {label} under {}", reply.text))
}

fn user(name: &str) -> UserKey {
    UserKey {
        platform: Platform::Web,
        user: format!("web-{name}").into(),
    }
}

/// Asks for a new puzzle until one of at least `moves` actions comes
/// (the others are left with the Otro problema button, which rates
/// nothing).
fn a_puzzle_of(host: &Host, name: &str, moves: u8) -> &'static Entry {
    let mut reply = only(&ask(host, "p", name, "problema")).clone();
    for _ in 0..50 {
        let entry = puzzle_of(&reply);
        if entry.puzzle.moves >= moves && entry.puzzle.line.len() >= 3 {
            return entry;
        }
        reply = only(&press(host, name, "fb:p:0:next:futbol")).clone();
    }
    panic!("no puzzle in {moves}");
}

#[test]
fn puzzles_are_solved_refuted_and_hinted_and_both_ratings_move() {
    let dir = tempfile::tempdir().expect("tempdir");
    let now = Arc::new(AtomicU64::new(DAY + 12 * 3600));
    let store = store(dir.path());
    let records = Records::new(store.clone());
    let host = with_store(store, &now);

    // Nothing to answer yet.
    let none = ask(&host, "p", "ana", "problema e3-e4");
    assert!(
        only(&none).text.contains("No estás resolviendo"),
        "{}",
        text(&none)
    );

    // A right solution, typed, the defender answering from the line.
    let shown = ask(&host, "p", "ana", "problema");
    let entry = puzzle_of(only(&shown));
    let puzzle = &entry.puzzle;
    assert!(only(&shown).text.contains("juegan"), "{}", text(&shown));
    assert!(only(&shown).is_private());
    let again = ask(&host, "p", "ana", "problema");
    assert_eq!(
        puzzle_of(only(&again)).id,
        entry.id,
        "the same until it ends"
    );
    let mut last = Vec::new();
    for (index, action) in puzzle.line.iter().enumerate().step_by(2) {
        last = ask(&host, "p", "ana", &format!("problema {action}"));
        if index + 1 < puzzle.line.len() {
            let reply = &puzzle.line[index + 1];
            assert!(only(&last).text.contains(reply.as_str()), "{}", text(&last));
        }
    }
    assert!(only(&last).text.contains("¡Gol!"), "{}", text(&last));
    let ana = records.solver(&user("ana")).expect("read");
    assert!(ana.rating.rating > 1500.0, "{:?}", ana.rating);
    assert_eq!((ana.solved, ana.streak, ana.current.clone()), (1, 1, None));
    let rated = records
        .rating(Variant::Futbol, &entry.id, puzzle.rating)
        .expect("read");
    assert!(rated.rating < first_rating(puzzle.rating).rating);

    // A wrong first answer: refuted, the solution shown, both ratings
    // moving the other way.
    let shown = press(&host, "ana", &button(only(&last), "Otro problema"));
    let entry = puzzle_of(only(&shown));
    let game = Game::from_position(Variant::Futbol, &entry.puzzle.position).expect("a position");
    let first = game.parse_action(&entry.puzzle.first).expect("legal");
    let wrong = (game.legal_actions().into_iter())
        .find(|&a| a != first)
        .expect("another action");
    let refuted = ask(&host, "p", "ana", &format!("problema {wrong}"));
    let said = &only(&refuted).text;
    assert!(said.starts_with('✗'), "{said}");
    assert!(said.contains(&entry.puzzle.line.join(" ")), "{said}");
    let before = ana.rating.rating;
    let ana = records.solver(&user("ana")).expect("read");
    assert!(ana.rating.rating < before);
    assert_eq!((ana.failed, ana.streak), (1, 0));
    let rated = records
        .rating(Variant::Futbol, &entry.id, entry.puzzle.rating)
        .expect("read");
    assert!(rated.rating > first_rating(entry.puzzle.rating).rating);

    // A wrong later answer: the first is right, the second lets the
    // defender off.
    let entry = a_puzzle_of(&host, "bea", 2);
    let line = &entry.puzzle.line;
    let good = ask(&host, "p", "bea", &format!("problema {}", line[0]));
    assert!(only(&good).text.starts_with('✓'), "{}", text(&good));
    let mut game = Game::from_position(Variant::Futbol, &entry.puzzle.position).expect("pos");
    for action in &line[..2] {
        let action = game.parse_action(action).expect("legal");
        game.play(action).expect("legal");
    }
    let quiet = (game.legal_actions().into_iter())
        .find(|&a| {
            let mut next = game.clone();
            next.play(a).is_ok_and(|p| p.goal.is_none())
                && entry.puzzle.moves == 2
                && a.to_string() != line[2]
        })
        .or_else(|| (game.legal_actions().into_iter()).find(|a| a.to_string() != line[2]))
        .expect("another action");
    let later = ask(&host, "p", "bea", &format!("problema {quiet}"));
    let said = &only(&later).text;
    if entry.puzzle.moves == 2 {
        assert!(said.starts_with('✗'), "{said}");
    }
    // A nonsense answer is refused and changes nothing.
    let nonsense = ask(&host, "p", "cai", "problema");
    let cai_puzzle = puzzle_of(only(&nonsense));
    let refused = ask(&host, "p", "cai", "problema z9-z10");
    assert!(only(&refused).is_private());
    let cai = records.solver(&user("cai")).expect("read");
    assert_eq!(cai.current.map(|c| c.id), Some(cai_puzzle.id.clone()));

    // Hints: where, then what; the solve then moves no rating.
    let entry = a_puzzle_of(&host, "dan", 1);
    let before = records.solver(&user("dan")).expect("read").rating;
    let where_from = ask(&host, "p", "dan", "problema pista");
    assert!(
        only(&where_from)
            .text
            .starts_with("Pista: la jugada sale de"),
        "{}",
        text(&where_from)
    );
    let what = ask(&host, "p", "dan", "problema pista");
    let said = &only(&what).text;
    assert!(
        said.contains(&format!("juega {}", entry.puzzle.first)),
        "{said}"
    );
    let mut last = Vec::new();
    for action in entry.puzzle.line.iter().step_by(2) {
        last = ask(&host, "p", "dan", &format!("problema {action}"));
    }
    assert!(only(&last).text.contains("con pista"), "{}", text(&last));
    let dan = records.solver(&user("dan")).expect("read");
    assert_eq!(dan.rating, before);
    assert_eq!(dan.streak, 0);
}

/// A `boyer` puzzle is a goal this turn counted in steps: each typed
/// step keeps the turn open and is answered "go on", the last scores;
/// the same turn typed whole scores at once for another player.
#[test]
fn a_boyer_puzzle_is_solved_step_by_step_or_typed_whole() {
    let dir = tempfile::tempdir().expect("tempdir");
    let now = Arc::new(AtomicU64::new(DAY + 12 * 3600));
    let host = with_store(store(dir.path()), &now);
    let shown = ask(&host, "p", "ana", "problema boyer");
    let entry = puzzle_of(only(&shown));
    assert_eq!(entry.puzzle.variant, Variant::Boyer);
    assert!(
        only(&shown).text.contains("cada patada"),
        "{}",
        text(&shown)
    );
    // Nonsense and an illegal step are refused with a reason; the
    // attempt goes on.
    for refused in ["problema z9-z10", "problema e5>e5"] {
        let reply = ask(&host, "p", "ana", refused);
        let said = &only(&reply).text;
        assert!(!said.contains('✓') && !said.contains('✗'), "{said}");
        assert!(only(&reply).is_private());
    }
    let (last, steps) = entry.puzzle.line.split_last().expect("a line");
    for step in steps {
        let reply = ask(&host, "p", "ana", &format!("problema {step}"));
        assert!(
            only(&reply).text.contains(&format!("✓ {step}. Sigue.")),
            "{}",
            text(&reply)
        );
    }
    let goal = ask(&host, "p", "ana", &format!("problema {last}"));
    assert!(only(&goal).text.contains("¡Gol!"), "{}", text(&goal));

    let shown = ask(&host, "p", "beto", "problema boyer");
    let entry = puzzle_of(only(&shown));
    let whole = entry.puzzle.line.join(" ");
    let goal = ask(&host, "p", "beto", &format!("problema {whole}"));
    assert!(only(&goal).text.contains("¡Gol!"), "{}", text(&goal));
}

#[test]
fn no_puzzle_comes_twice_within_thirty_days_and_old_buttons_are_stale() {
    let dir = tempfile::tempdir().expect("tempdir");
    let now = Arc::new(AtomicU64::new(DAY));
    let store = store(dir.path());
    let records = Records::new(store.clone());
    let host = with_store(store, &now);
    let first = only(&ask(&host, "p", "eva", "problema")).clone();
    let hint = button(&first, "Pista");
    let mut seen = vec![puzzle_of(&first).id.clone()];
    for _ in 0..40 {
        now.fetch_add(60, Ordering::SeqCst);
        let next = press(&host, "eva", "fb:p:0:next:futbol");
        let id = puzzle_of(only(&next)).id.clone();
        assert!(!seen.contains(&id), "{id} again within 30 days");
        seen.push(id);
    }
    // The first board's hint is of an attempt left behind.
    let stale = press(&host, "eva", &hint);
    assert!(
        only(&stale).text.contains("tablero antiguo"),
        "{}",
        text(&stale)
    );
    assert_eq!(
        records
            .solver(&user("eva"))
            .expect("read")
            .current
            .map(|c| c.hints),
        Some(0)
    );
    // Thirty days on, the ones given then are forgotten.
    now.fetch_add(31 * 86_400, Ordering::SeqCst);
    press(&host, "eva", "fb:p:0:next:futbol");
    assert_eq!(records.solver(&user("eva")).expect("read").given.len(), 1);
}

/// A request from Discord server 1's channel `c1`, by `name`.
fn on_discord(name: &str, admin: bool, input: Input) -> Request {
    Request {
        platform: Platform::Discord,
        community: community_of(Platform::Discord, "c1"),
        address: None,
        asker: futbol_bot::host::Asker {
            admin,
            ..Default::default()
        },
        channel: "c1".into(),
        user: User {
            id: name.to_string().into(),
            name: name.to_string(),
        },
        input,
    }
}

#[test]
fn the_puzzle_of_the_day_is_posted_once_by_two_hosts_and_names_its_solvers() {
    let dir = tempfile::tempdir().expect("tempdir");
    let now = Arc::new(AtomicU64::new(DAY + 17 * 3600));
    // Two hosts on one store: on PostgreSQL, two connections as two
    // processes have.
    // (sled belongs to one process: there, one handle shared).
    let one = store(dir.path());
    let two = match support::on_postgres() {
        true => store(dir.path()),
        false => one.clone(),
    };
    let (a, b) = (with_store(one, &now), with_store(two, &now));
    let command = |text: &str| Input::Command(text.into());

    let refused = a.handle(&on_discord("fay", false, command("problema diario 18h")));
    assert!(
        only(&refused).text.contains("administradores"),
        "{}",
        text(&refused)
    );
    let set = a.handle(&on_discord("gil", true, command("problema diario 18h")));
    assert!(only(&set).text.contains("18:00 UTC"), "{}", text(&set));
    assert!(
        a.puzzles_due(Platform::Discord).is_empty(),
        "before its hour"
    );

    now.store(DAY + 18 * 3600, Ordering::SeqCst);
    let posts: Vec<Reply> = std::thread::scope(|scope| {
        let (a, b) = (&a, &b);
        let one = scope.spawn(move || a.puzzles_due(Platform::Discord));
        let two = scope.spawn(move || b.puzzles_due(Platform::Discord));
        let mut posts = one.join().expect("a");
        posts.extend(two.join().expect("b"));
        posts
    });
    let post = only(&posts);
    assert!(
        !post.is_private() && post.text.starts_with("Problema del día"),
        "{}",
        post.text
    );
    assert!(post.image.is_none(), "the test hosts draw no pictures");
    now.fetch_add(60, Ordering::SeqCst);
    assert!(
        a.puzzles_due(Platform::Discord).is_empty() && b.puzzles_due(Platform::Discord).is_empty()
    );

    // Hal solves it from the post's button, on the other host.
    let started = b.handle(&on_discord(
        "hal",
        false,
        Input::Button(button(post, "Resolver")),
    ));
    let entry = puzzle_of(only(&started));
    let mut last = Vec::new();
    for action in entry.puzzle.line.iter().step_by(2) {
        last = a.handle(&on_discord(
            "hal",
            false,
            command(&format!("problema {action}")),
        ));
    }
    assert!(only(&last).text.contains("¡Gol!"), "{}", text(&last));
    let twice = a.handle(&on_discord(
        "hal",
        false,
        Input::Button(button(post, "Resolver")),
    ));
    assert!(
        only(&twice).text.contains("Ya has probado"),
        "{}",
        text(&twice)
    );

    // The next day's post names him, and yesterday's button is over.
    now.store(DAY + 86_400 + 18 * 3600, Ordering::SeqCst);
    let mut next = a.puzzles_due(Platform::Discord);
    next.extend(b.puzzles_due(Platform::Discord));
    let said = &only(&next).text;
    assert!(said.contains("Resolvió el de ayer: hal"), "{said}");
    let over = b.handle(&on_discord(
        "ivo",
        false,
        Input::Button(button(post, "Resolver")),
    ));
    assert!(only(&over).text.contains("ya pasó"), "{}", text(&over));
    // Off: nothing more.
    a.handle(&on_discord("gil", true, command("problema diario no")));
    now.store(DAY + 2 * 86_400 + 18 * 3600, Ordering::SeqCst);
    assert!(a.puzzles_due(Platform::Discord).is_empty());
}

#[test]
fn archived_games_add_puzzles_a_few_positions_a_minute() {
    use futbol_bot::engine::puzzle::MOST_MOVES;
    use futbol_bot::puzzles::{Found, Puzzle, scan_game};
    let dir = tempfile::tempdir().expect("tempdir");
    let now = Arc::new(AtomicU64::new(DAY));
    let store = store(dir.path());
    // A game of random quiet moves with a puzzle the bank lacks (what the
    // generator's own scan of the whole game finds).
    let (actions, expected) = (1..40)
        .find_map(|seed| {
            let actions = long_game(seed, 36);
            let texts: Vec<String> = actions.iter().map(ToString::to_string).collect();
            let start = Game::new(Variant::Futbol);
            let mut found = Found::default();
            let scan = (&mut Default::default(), &mut found);
            scan_game(
                1,
                (&start, &texts),
                0..usize::MAX,
                (MOST_MOVES, usize::MAX),
                scan,
            );
            let new: Vec<Puzzle> = (found.puzzles.into_iter())
                .filter(|p| bank::find(Variant::Futbol, &bank::id_of(p)).is_none())
                .collect();
            (!new.is_empty()).then_some((actions, new))
        })
        .expect("a game with a puzzle");
    {
        let host = with_store(store.clone(), &now);
        play_and_resign(&host, "a", &actions);
        // A run a minute, a few positions each: not all at once.
        let cursor = || {
            (store.setting::<serde_json::Value>("puzzle-archive-cursor"))
                .expect("read")
                .expect("kept")
        };
        host.puzzles_from_archive();
        assert_eq!(cursor(), serde_json::json!({ "game": 1, "ply": 12 }));
        host.puzzles_from_archive();
        assert_eq!(
            cursor(),
            serde_json::json!({ "game": 1, "ply": 12 }),
            "twice a minute"
        );
    }
    // The rest, a host restarted each time: the job goes on where it
    // stood, until the game is done.
    let mut runs = 1;
    let done = |store: &futbol_bot::store::Store| {
        let cursor = store.setting::<serde_json::Value>("puzzle-archive-cursor");
        cursor.expect("read").is_some_and(|c| c["game"] == 2)
    };
    while !done(&store) {
        runs += 1;
        assert!(runs < 10, "the job stopped");
        now.fetch_add(60, Ordering::SeqCst);
        with_store(store.clone(), &now).puzzles_from_archive();
    }
    assert_eq!(runs, 3, "36 positions, 12 a run");
    let kept: Vec<Puzzle> = (0..)
        .map_while(|n| {
            store
                .setting::<Puzzle>(&format!("puzzle-found:futbol:{n}"))
                .expect("read")
        })
        .collect();
    assert_eq!(kept, expected);
    // Each is a puzzle: its line scores, its first action the only one.
    for puzzle in &kept {
        let game = Game::from_position(Variant::Futbol, &puzzle.position).expect("a position");
        let solved = futbol_bot::engine::puzzle::solve(&game, MOST_MOVES, 1_000_000)
            .expect("decided")
            .expect("a forced goal");
        assert_eq!(solved.firsts.len(), 1);
        assert_eq!(solved.firsts[0].to_string(), puzzle.first);
    }
}
