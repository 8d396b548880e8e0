//! Crash safety: a host in a child process is killed with SIGKILL at random
//! moments, more than 20 times. After each kill the store must hold every
//! acknowledged move, in order, and no move twice; the game then goes on in
//! a new child.

use futbol_bot::engine::{Action, Game, Team, Variant};
use futbol_bot::host::RoomState;
use futbol_bot::store::Store;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

struct Driver {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

/// One acknowledgement: accepted, room code, plies stored, position.
struct Ack {
    ok: bool,
    code: String,
    position: String,
}

impl Driver {
    fn start(dir: &std::path::Path) -> Driver {
        let mut child = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
            .args(["host-driver", "--data-dir"])
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the driver starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Driver {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, user: &str, text: &str) {
        writeln!(self.stdin, "{user}\t{text}").expect("write to the driver");
        self.stdin.flush().expect("flush");
    }

    fn ack(&mut self) -> Ack {
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("read an ack");
        let fields: Vec<&str> = line.trim_end().split('\t').collect();
        assert_eq!(fields.first(), Some(&"ACK"), "unexpected line {line:?}");
        Ack {
            ok: fields[1] == "ok",
            code: fields[2].to_string(),
            position: fields.get(4).unwrap_or(&"").to_string(),
        }
    }

    fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }
}

/// The moves stored for a room's current game, skips left out.
fn stored_moves(dir: &std::path::Path, code: &str) -> (Vec<String>, Game) {
    let store = Store::open(dir).expect("the store opens after a kill");
    let state: RoomState = store
        .room(code)
        .expect("readable")
        .expect("the room is stored");
    let moves = store.moves(code, state.game_no).expect("moves");
    let mut game = Game::from_position(state.variant, &state.start).expect("start");
    for text in &moves {
        let action = game
            .parse_action(text)
            .unwrap_or_else(|e| panic!("stored {text} replays: {e}"));
        game.play(action).expect("stored moves are legal in order");
    }
    let played = moves.into_iter().filter(|m| m != "--").collect();
    (played, game)
}

#[test]
fn acknowledged_moves_survive_sigkill() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut code: Option<String> = None;
    let mut acked: Vec<String> = Vec::new();
    let mut game = Game::new(Variant::Futbol);
    let mut kills = 0;
    let mut checked_in_flight = 0;
    while kills < 24 {
        let mut driver = Driver::start(dir.path());
        if code.is_none() || game.outcome().is_over() {
            if code.is_some() {
                driver.send("alice", "salir");
                driver.ack();
            }
            driver.send("alice", "crear");
            let created = driver.ack();
            driver.send("bob", &format!("unirse {}", created.code));
            assert!(driver.ack().ok);
            code = Some(created.code);
            acked.clear();
            game = Game::new(Variant::Futbol);
        }
        let room = code.clone().expect("a room");
        let moves_this_round = rng.usize(1..12);
        let mut in_flight = None;
        for n in 0..moves_this_round {
            let actions = game.legal_actions();
            let Some(&action) = actions.get(rng.usize(..actions.len().max(1))) else {
                break;
            };
            if action == Action::Skip {
                break;
            }
            let user = if game.turn() == Team::White {
                "alice"
            } else {
                "bob"
            };
            driver.send(user, &format!("mover {action}"));
            if n + 1 == moves_this_round && rng.bool() {
                // Kill while this move is in flight, after a random delay.
                std::thread::sleep(Duration::from_micros(rng.u64(0..3000)));
                in_flight = Some(action.to_string());
                break;
            }
            let ack = driver.ack();
            assert!(ack.ok, "a legal move was refused");
            acked.push(action.to_string());
            game = Game::from_position(Variant::Futbol, &ack.position).expect("position");
        }
        driver.kill();
        kills += 1;
        let (stored, replayed) = stored_moves(dir.path(), &room);
        assert!(
            stored.len() >= acked.len() && stored[..acked.len()] == acked[..],
            "an acknowledged move is missing: acked {acked:?}, stored {stored:?}"
        );
        let extra = &stored[acked.len()..];
        match (extra, &in_flight) {
            ([], _) => {}
            ([one], Some(sent)) if one == sent => checked_in_flight += 1,
            _ => panic!("moves stored twice or never sent: {extra:?} (in flight {in_flight:?})"),
        }
        acked = stored;
        game = replayed;
    }
    assert!(kills >= 20);
    eprintln!("{kills} kills, {checked_in_flight} with the in-flight move already durable");
}
