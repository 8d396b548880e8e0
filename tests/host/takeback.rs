//! Takebacks by consent (`deshacer`), through the host on a real store
//! (sled, or PostgreSQL with `FUTBOL_STORE=postgres`): asked, accepted,
//! declined, expired by the opponent's move, refused after a goal, in
//! every rule set, by buttons, against the computer; the stored actions,
//! a restart and the archive keep only the actions that stand.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use testkit::host as support;

use futbol_bot::engine::{Game, Team, Variant};
use futbol_bot::host::{Control, Host, Input, Platform, Reply, Request, RoomCode, User};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use support::{accepted, ask, on_test_clock, text};

/// A room in `lobby` with `ana` (White) and `beto` (Black).
fn two_players(host: &Host, variant: &str) -> RoomCode {
    assert!(accepted(&ask(
        host,
        "lobby",
        "ana",
        &format!("crear {variant} blancas")
    )));
    let code = host.channel_room(Platform::Web, "lobby").expect("a room");
    assert!(accepted(&ask(
        host,
        "lobby",
        "beto",
        &format!("unirse {code}")
    )));
    code
}

fn game(host: &Host, code: RoomCode) -> (Game, Vec<String>) {
    let state = host.room_state(code).expect("state");
    let (position, moves) = host.game_text(code).expect("game");
    (
        Game::from_position(state.variant, &position).expect("position"),
        moves,
    )
}

fn name(team: Team) -> &'static str {
    match team {
        Team::White => "ana",
        Team::Black => "beto",
    }
}

/// Plays the side to move's first legal action that does not score (or
/// the first one); returns who played.
fn play(host: &Host, code: RoomCode) -> Team {
    let (game, _) = game(host, code);
    let mover = game.turn();
    let actions = game.legal_actions();
    let quiet = actions.iter().find(|&&a| {
        let mut next = game.clone();
        next.play(a).is_ok_and(|p| p.goal.is_none())
    });
    let action = quiet.unwrap_or(&actions[0]);
    let replies = ask(host, "lobby", name(mover), &format!("mover {action}"));
    assert!(accepted(&replies), "{action}: {}", text(&replies));
    mover
}

fn press(host: &Host, user: &str, id: &str) -> Vec<Reply> {
    host.handle(&Request {
        platform: Platform::Web,
        community: support::community_of(Platform::Web, "lobby"),
        address: None,
        asker: Default::default(),
        channel: "lobby".into(),
        user: User {
            id: format!("web-{user}").into(),
            name: user.into(),
        },
        input: Input::Button(id.into()),
    })
}

fn buttons(replies: &[Reply]) -> Vec<(String, String)> {
    replies
        .iter()
        .flat_map(|r| &r.controls)
        .filter_map(|c| match c {
            Control::Button { id, label, .. } => Some((label.clone(), id.clone())),
            Control::Menu { .. } => None,
        })
        .collect()
}

fn start() -> (tempfile::TempDir, Arc<AtomicU64>, Host) {
    let dir = tempfile::tempdir().expect("dir");
    let now = Arc::new(AtomicU64::new(1_000_000));
    let host = on_test_clock(dir.path(), &now);
    (dir, now, host)
}

#[test]
fn a_takeback_asked_accepted_and_kept_across_a_restart() {
    let (dir, now, host) = start();
    let code = two_players(&host, "futbol 1d");
    play(&host, code);
    play(&host, code);
    let (before, kept) = game(&host, code);
    assert_eq!(play(&host, code), Team::White);
    // Beto's last action came before Ana's: too late for it.
    let late = ask(&host, "lobby", "beto", "deshacer");
    assert!(text(&late).contains("Demasiado tarde"), "{}", text(&late));
    now.fetch_add(3_600, std::sync::atomic::Ordering::SeqCst);
    let board_serial = host.room_state(code).expect("state").serial;
    let asked = ask(&host, "lobby", "ana", "deshacer");
    assert!(
        text(&asked).contains("ana pide deshacer"),
        "{}",
        text(&asked)
    );
    assert_eq!(buttons(&asked).len(), 2, "accept and decline");
    let again = ask(&host, "lobby", "ana", "deshacer");
    assert!(text(&again).contains("Ya has pedido"), "{}", text(&again));
    // Not Ana's to accept (her own button neither); a spectator's press
    // changes nothing.
    let own = ask(&host, "lobby", "ana", "deshacer si");
    assert!(text(&own).contains("Ya has pedido"), "{}", text(&own));
    let (_, yes) = buttons(&asked).remove(0);
    let pressed = press(&host, "ana", &yes);
    assert!(
        text(&pressed).contains("Ya has pedido"),
        "{}",
        text(&pressed)
    );
    // The request leaves the board as it was: its buttons and picker
    // still work (the page found it stuck when it did not).
    assert_eq!(host.room_state(code).expect("state").serial, board_serial);
    let watcher = press(&host, "cris", &yes);
    assert!(!accepted(&watcher), "{}", text(&watcher));
    let done = press(&host, "beto", &yes);
    assert!(
        text(&done).contains("Se deshace la última jugada de ana"),
        "{}",
        text(&done)
    );
    assert!(
        done.iter()
            .any(|r| r.sketch.is_some() || r.image.is_some() || !r.is_private())
    );
    let (after, moves) = game(&host, code);
    assert_eq!((after.to_string(), &moves), (before.to_string(), &kept));
    assert_eq!(after.turn(), Team::White, "Ana moves again");
    // Her clock starts again: a whole day from now.
    let state = host.room_state(code).expect("state");
    assert_eq!(
        state.move_clock.started,
        now.load(std::sync::atomic::Ordering::SeqCst)
    );
    // The old answer buttons are stale now.
    assert!(!accepted(&press(&host, "beto", &yes)));
    drop(host);
    let host = on_test_clock(dir.path(), &now);
    let (reloaded, moves) = game(&host, code);
    assert_eq!((reloaded.to_string(), &moves), (before.to_string(), &kept));
    // Play on; the archive keeps only the actions that stand.
    play(&host, code);
    let (_, standing) = game(&host, code);
    assert!(accepted(&ask(&host, "lobby", "beto", "rendirse")));
    let state = host.room_state(code).expect("state");
    let id = *state.archived.last().expect("archived");
    let archived = host.store().archived(id).expect("read").expect("game");
    assert_eq!(archived.actions, standing);
}

#[test]
fn declined_withdrawn_and_expired_by_the_opponents_move() {
    let (_dir, _now, host) = start();
    let code = two_players(&host, "futbol");
    let nothing = ask(&host, "lobby", "ana", "deshacer");
    assert!(
        text(&nothing).contains("No hay ninguna jugada tuya"),
        "{}",
        text(&nothing)
    );
    play(&host, code);
    assert!(accepted(&ask(&host, "lobby", "ana", "deshacer")));
    let no = ask(&host, "lobby", "beto", "deshacer no");
    assert!(text(&no).contains("beto no acepta"), "{}", text(&no));
    assert_eq!(game(&host, code).1.len(), 1, "the action stands");
    // Asked again and withdrawn by the asker.
    assert!(accepted(&ask(&host, "lobby", "ana", "deshacer")));
    let withdrawn = ask(&host, "lobby", "ana", "deshacer no");
    assert!(
        text(&withdrawn).contains("ana retira"),
        "{}",
        text(&withdrawn)
    );
    // Asked again, and Beto plays instead: the request lapses.
    let asked = ask(&host, "lobby", "ana", "deshacer");
    let (_, yes) = buttons(&asked).remove(0);
    assert_eq!(play(&host, code), Team::Black);
    assert!(!accepted(&press(&host, "beto", &yes)), "a stale button");
    let answer = ask(&host, "lobby", "beto", "deshacer si");
    assert!(
        text(&answer).contains("Nadie ha pedido"),
        "{}",
        text(&answer)
    );
    let late = ask(&host, "lobby", "ana", "deshacer");
    assert!(text(&late).contains("Demasiado tarde"), "{}", text(&late));
    assert_eq!(game(&host, code).1.len(), 2);
}

#[test]
fn a_goal_is_not_taken_back() {
    let (_dir, _now, host) = start();
    let code = two_players(&host, "futbol");
    // White plays the engine's choice (a fixed node budget), Black its
    // first legal action, until the side to move can score; that side
    // scores and asks.
    use futbol_bot::engine::search::{Limits, choose};
    for ply in 0..150u64 {
        let (game, _) = game(&host, code);
        let mover = game.turn();
        let goal = game.legal_actions().into_iter().find(|&a| {
            let mut next = game.clone();
            next.play(a).is_ok_and(|p| p.goal.is_some())
        });
        let Some(goal) = goal else {
            let level = "8".parse().expect("a level");
            let action = match mover {
                Team::White => choose(&game, level, ply, Limits::nodes(20_000)).expect("an action"),
                Team::Black => game.legal_actions()[0],
            };
            assert!(accepted(&ask(
                &host,
                "lobby",
                name(mover),
                &format!("mover {action}")
            )));
            continue;
        };
        let scored = ask(&host, "lobby", name(mover), &format!("mover {goal}"));
        assert!(accepted(&scored), "{}", text(&scored));
        let refused = ask(&host, "lobby", name(mover), "deshacer");
        assert!(
            text(&refused).contains("Un gol no se deshace"),
            "{}",
            text(&refused)
        );
        return;
    }
    panic!("no goal in 150 actions");
}

#[test]
fn whole_boyer_turns_and_chessfootball_placements_are_taken_back() {
    for variant in [Variant::Boyer, Variant::ChessFootball] {
        let (_dir, _now, host) = start();
        let code = two_players(&host, variant.name());
        for _ in 0..3 {
            play(&host, code);
        }
        let (before, kept) = game(&host, code);
        let mover = play(&host, code);
        let (_, grown) = game(&host, code);
        assert!(grown.len() > kept.len());
        assert!(accepted(&ask(&host, "lobby", name(mover), "takeback")));
        let yes = ask(&host, "lobby", name(!mover), "takeback yes");
        assert!(text(&yes).contains("taken back") || text(&yes).contains("Se deshace"));
        let (after, moves) = game(&host, code);
        assert_eq!(
            (after.to_string(), moves),
            (before.to_string(), kept),
            "{variant:?}"
        );
        assert_eq!(after.turn(), mover);
    }
}

#[test]
fn the_computer_grants_a_takeback_in_a_casual_game() {
    let (_dir, _now, host) = start();
    assert!(accepted(&ask(
        &host,
        "lobby",
        "ana",
        "crear futbol blancas contra bot 1"
    )));
    let code = host.channel_room(Platform::Web, "lobby").expect("a room");
    let before = game(&host, code).0.to_string();
    play(&host, code);
    // The engine answers when its search is done; wait for its move.
    for _ in 0..200 {
        host.computer_moves(Platform::Web);
        if game(&host, code).0.turn() == Team::White {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert_eq!(
        game(&host, code).1.len(),
        2,
        "Ana's action and the engine's reply"
    );
    let done = ask(&host, "lobby", "ana", "deshacer");
    assert!(text(&done).contains("Se deshace"), "{}", text(&done));
    let (after, moves) = game(&host, code);
    assert_eq!((after.to_string(), moves.len()), (before, 0));
}
