//! Games against the engine, through the host on a real sled database and
//! a test clock: the engine's moves come back from its search pool and are
//! played like a player's.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::{Game, Team};
use futbol_bot::host::{Community, Host, Input, Platform, Reply, Request, User};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use testkit::host as support;

fn host(dir: &std::path::Path, now: &Arc<AtomicU64>) -> Host {
    support::on_test_clock(dir, now)
}

fn cmd(host: &Host, text: &str) -> Vec<Reply> {
    host.handle(&Request {
        platform: Platform::Web,
        community: Community::web(),
        address: None,
        asker: Default::default(),
        channel: "lobby".into(),
        user: User {
            id: "ana".into(),
            name: "Ana".into(),
        },
        input: Input::Command(text.into()),
    })
}

/// Waits (up to 20 s) for the engine's move; returns its boards.
fn engine_move(host: &Host) -> Vec<Reply> {
    let started = Instant::now();
    loop {
        let boards = host.computer_moves(Platform::Web);
        if !boards.is_empty() {
            return boards;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the engine never moved"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn game(host: &Host) -> Game {
    let code = host.channel_room(Platform::Web, "lobby").expect("a room");
    let state = host.room_state(code).expect("state");
    let (position, _) = host.game_text(code).expect("game");
    Game::from_position(state.variant, &position).expect("position")
}

#[test]
fn a_whole_game_against_the_engine() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = host(dir.path(), &now);
    let created = cmd(&host, "crear boyer contra bot 1");
    assert!(
        created[0].text.contains("contra el ordenador (nivel 1)"),
        "{created:?}"
    );
    let mut rng = fastrand::Rng::with_seed(7);
    let mut engine_moves = 0;
    for _ in 0..400 {
        let game = game(&host);
        if game.outcome().is_over() {
            break;
        }
        now.fetch_add(30, Ordering::SeqCst);
        if game.turn() == Team::White {
            let actions = game.legal_actions();
            let action = actions[rng.usize(..actions.len())];
            let moved = cmd(&host, &format!("mover {action}"));
            let board = moved.iter().find(|r| !r.is_private()).expect("a board");
            // The engine to move is named, never notified.
            assert!(board.notified().is_none(), "{board:?}");
        } else {
            let boards = engine_move(&host);
            assert!(boards[0].text.contains("Negras"), "{boards:?}");
            // The board after the engine's move tells the player.
            if !self::game(&host).outcome().is_over() {
                assert_eq!(boards[0].notified(), Some("ana"));
            }
            engine_moves += 1;
        }
    }
    assert!(game(&host).outcome().is_over(), "the game ended");
    assert!(engine_moves > 0);
    // The engine wants the rematch at once.
    let rematch = cmd(&host, "revancha");
    let said: Vec<&str> = rematch.iter().map(|r| r.text.as_str()).collect();
    assert!(said.iter().any(|t| t.contains("¡Revancha!")), "{said:?}");
}

#[test]
fn after_a_restart_the_engine_moves_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    {
        let host = host(dir.path(), &now);
        cmd(&host, "crear contra bot 2");
        cmd(&host, "mover e3>c3");
        // Gone before the engine's answer is played.
    }
    std::thread::sleep(Duration::from_millis(200));
    let host = host(dir.path(), &now);
    let boards = engine_move(&host);
    assert_eq!(boards.len(), 1);
    assert_eq!(game(&host).turn(), Team::White);
    std::thread::sleep(Duration::from_millis(500));
    assert!(host.computer_moves(Platform::Web).is_empty(), "not twice");
}
