//! Crash safety: a host in a child process serves four rooms at once
//! (concurrent writers sharing flushes) and is killed with SIGKILL at
//! random moments, 50 times (`FUTBOL_SOAK=1000` for a soak run). After each
//! kill the store must hold every acknowledged move of every room, in
//! order, and no move twice: at most the one move of a room that was in
//! flight may be there too, and every player's stored rating is the one
//! the archive implies (its rated games replayed in order). The games then
//! go on in a new child.

use futbol_bot::engine::{Action, Game, Team, Variant};
use futbol_bot::host::RoomState;
use futbol_bot::store::Store;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

const ROOMS: usize = 4;

struct Driver {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

/// One acknowledgement: its channel, accepted, room code, position.
struct Ack {
    channel: usize,
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

    fn send(&mut self, room: usize, user: &str, text: &str) {
        writeln!(self.stdin, "c{room}\t{user}{room}\t{text}").expect("write to the driver");
        self.stdin.flush().expect("flush");
    }

    fn ack(&mut self) -> Ack {
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("read an ack");
        let fields: Vec<&str> = line.trim_end().split('\t').collect();
        assert_eq!(fields.first(), Some(&"ACK"), "unexpected line {line:?}");
        Ack {
            channel: fields[1]
                .trim_start_matches('c')
                .parse()
                .expect("a channel"),
            ok: fields[2] == "ok",
            code: fields[3].to_string(),
            position: fields.get(5).unwrap_or(&"").to_string(),
        }
    }

    /// Sends `text` for `room` and waits for its answer (no other room
    /// has anything in flight).
    fn ask(&mut self, room: usize, user: &str, text: &str) -> Ack {
        self.send(room, user, text);
        let ack = self.ack();
        assert_eq!(ack.channel, room);
        ack
    }

    fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }
}

/// One room as the test knows it.
struct Room {
    code: Option<String>,
    acked: Vec<String>,
    game: Game,
    /// Moves still to send this round.
    to_send: usize,
    in_flight: Option<String>,
}

/// The moves stored for a room's current game, skips left out.
fn stored_moves(store: &Store, code: &str) -> (Vec<String>, Game) {
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

/// The next random move of a room, its text and who plays it.
fn next_move(game: &Game, rng: &mut fastrand::Rng) -> Option<(String, &'static str)> {
    let actions = game.legal_actions();
    let action = *actions.get(rng.usize(..actions.len().max(1)))?;
    if action == Action::Skip {
        return None;
    }
    let user = if game.turn() == Team::White {
        "alice"
    } else {
        "bob"
    };
    Some((action.to_string(), user))
}

#[test]
fn acknowledged_moves_survive_sigkill_with_concurrent_writers() {
    let kills_wanted: usize = std::env::var("FUTBOL_SOAK")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(50);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut rooms: Vec<Room> = (0..ROOMS)
        .map(|_| Room {
            code: None,
            acked: Vec::new(),
            game: Game::new(Variant::Futbol),
            to_send: 0,
            in_flight: None,
        })
        .collect();
    let (mut kills, mut in_flight_kept, mut in_flight_lost) = (0, 0, 0);
    let mut rated_games = 0;
    while kills < kills_wanted {
        let mut driver = Driver::start(dir.path());
        // Some games end by resignation (a rated game into the archive);
        // others end on the board, some with the last move in flight.
        let mut resigned = [false; ROOMS];
        for (i, room) in rooms.iter_mut().enumerate() {
            if !room.acked.is_empty() && !room.game.outcome().is_over() && rng.u8(0..3) == 0 {
                assert!(driver.ask(i, "alice", "rendirse").ok, "a resignation");
                resigned[i] = true;
            }
        }
        // Rooms whose game ended get a new one (the old room closes).
        for (i, room) in rooms.iter_mut().enumerate() {
            if room.code.is_none() || room.game.outcome().is_over() || resigned[i] {
                if room.code.is_some() {
                    driver.ask(i, "alice", "salir");
                    driver.ask(i, "bob", "salir");
                }
                let created = driver.ask(i, "alice", "crear");
                assert!(driver.ask(i, "bob", &format!("unirse {}", created.code)).ok);
                room.code = Some(created.code);
                room.acked.clear();
                room.game = Game::new(Variant::Futbol);
            }
            room.to_send = rng.usize(1..10);
        }
        // Every room keeps one move in flight; the child is killed after
        // a random number of answers, with the rest still in flight.
        let total: usize = rooms.iter().map(|r| r.to_send).sum();
        let kill_after = rng.usize(0..total);
        for (i, room) in rooms.iter_mut().enumerate() {
            if let Some((text, user)) = next_move(&room.game, &mut rng) {
                driver.send(i, user, &format!("mover {text}"));
                room.in_flight = Some(text);
                room.to_send -= 1;
            }
        }
        let mut answered = 0;
        while answered < kill_after && rooms.iter().any(|r| r.in_flight.is_some()) {
            let ack = driver.ack();
            let room = &mut rooms[ack.channel];
            assert!(ack.ok, "a legal move was refused");
            let sent = room.in_flight.take().expect("a move in flight");
            room.acked.push(sent);
            room.game = Game::from_position(Variant::Futbol, &ack.position).expect("position");
            answered += 1;
            if room.to_send > 0
                && let Some((text, user)) = next_move(&room.game, &mut rng)
            {
                driver.send(ack.channel, user, &format!("mover {text}"));
                room.in_flight = Some(text);
                room.to_send -= 1;
            }
        }
        std::thread::sleep(Duration::from_micros(rng.u64(0..2000)));
        driver.kill();
        kills += 1;
        let store = Store::open(dir.path()).expect("the store opens after a kill");
        for room in &mut rooms {
            let code = room.code.clone().expect("a room");
            let (stored, replayed) = stored_moves(&store, &code);
            let acked = &room.acked;
            assert!(
                stored.len() >= acked.len() && stored[..acked.len()] == acked[..],
                "an acknowledged move is missing: acked {acked:?}, stored {stored:?}"
            );
            let extra = &stored[acked.len()..];
            match (extra, &room.in_flight) {
                ([], None) => {}
                ([], Some(_)) => in_flight_lost += 1,
                ([one], Some(sent)) if one == sent => in_flight_kept += 1,
                _ => panic!(
                    "moves stored twice or never sent: {extra:?} (in flight {:?})",
                    room.in_flight
                ),
            }
            room.acked = stored;
            room.game = replayed;
            room.in_flight = None;
        }
        rated_games += ratings_match_the_archive(&store);
    }
    eprintln!(
        "{kills} kills of a host with {ROOMS} concurrent writers; in-flight moves: \
         {in_flight_kept} already durable, {in_flight_lost} not yet; \
         ratings checked against {rated_games} archived rated games in all"
    );
}

/// Checks every rated player's stored rating against the archive's rated
/// games replayed in the order they ended; the number of rated games.
fn ratings_match_the_archive(store: &Store) -> usize {
    use futbol_bot::rating::{Rating, Score, rate_game};
    use futbol_bot::store::GameResult;
    use std::collections::BTreeMap;
    let mut games = Vec::new();
    let aside = store
        .each_game(|game| {
            games.push(game);
            Ok(())
        })
        .expect("the archive reads");
    assert!(aside.is_empty(), "no game is set aside: {aside:?}");
    let mut rated: Vec<_> = games.into_iter().filter(|g| g.rated).collect();
    rated.sort_by_key(|g| (g.ended, g.id));
    let mut expected: BTreeMap<String, Rating> = BTreeMap::new();
    for game in &rated {
        let score = match game.result {
            GameResult::WhiteWins => Score::Win,
            GameResult::BlackWins => Score::Loss,
            GameResult::Draw | GameResult::None => Score::Draw,
        };
        let (white, black) = (&game.white.id, &game.black.id);
        let before = |id: &String| expected.get(id).copied().unwrap_or_default();
        let (w, b) = rate_game(&before(white), &before(black), score, game.ended);
        expected.insert(white.clone(), w);
        expected.insert(black.clone(), b);
    }
    for (id, rating) in &expected {
        let stored = store
            .rating(Variant::Futbol, futbol_bot::host::Platform::Web, id)
            .expect("read");
        assert_eq!(
            stored,
            Some(*rating),
            "{id}'s rating is not what the archive implies"
        );
    }
    rated.len()
}

/// Takebacks killed mid-way: in each round four rooms play a few moves,
/// the last mover asks `deshacer`, and the opponent's acceptance of all
/// four is sent at once; the child is killed a random moment later. Each
/// room's stored actions then replay to the position before the takeback
/// or to the one after it (its last action gone), never to anything
/// between (the state and the actions are one save).
#[test]
fn takebacks_killed_mid_way_leave_the_old_history_or_the_new() {
    let kills_wanted: usize = std::env::var("FUTBOL_SOAK")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .map_or(25, |n| n / 2);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut rng = fastrand::Rng::with_seed(31);
    let mut codes: Vec<Option<String>> = vec![None; ROOMS];
    let (mut old, mut new) = (0, 0);
    for _ in 0..kills_wanted {
        let mut driver = Driver::start(dir.path());
        // (position with the action, position without it, the asker's
        // opponent) by room.
        let mut asked: Vec<Option<(String, String, &str)>> = vec![None; ROOMS];
        for (i, code) in codes.iter_mut().enumerate() {
            if code.is_some() {
                driver.ask(i, "alice", "salir");
            }
            let created = driver.ask(i, "alice", "crear");
            assert!(driver.ask(i, "bob", &format!("unirse {}", created.code)).ok);
            *code = Some(created.code);
            let mut game = Game::new(Variant::Futbol);
            let (mut without, mut last) = (game.to_string(), None);
            for _ in 0..rng.usize(1..6) {
                let Some((text, user)) = next_move(&game, &mut rng) else {
                    break;
                };
                without = game.to_string();
                let ack = driver.ask(i, user, &format!("mover {text}"));
                assert!(ack.ok, "a legal move was refused");
                game = Game::from_position(Variant::Futbol, &ack.position).expect("position");
                last = Some(user);
                if game.outcome().is_over() {
                    break;
                }
            }
            let Some(asker) = last.filter(|_| !game.outcome().is_over()) else {
                continue;
            };
            // A goal is not taken back: that room sits this round out.
            if driver.ask(i, asker, "deshacer").ok {
                let other = if asker == "alice" { "bob" } else { "alice" };
                asked[i] = Some((game.to_string(), without, other));
            }
        }
        for (i, asked) in asked.iter().enumerate() {
            if let Some((_, _, other)) = asked {
                driver.send(i, other, "deshacer si");
            }
        }
        std::thread::sleep(Duration::from_micros(rng.u64(0..3000)));
        driver.kill();
        let store = Store::open(dir.path()).expect("the store opens after a kill");
        for (i, asked) in asked.iter().enumerate() {
            let (Some((with, without, _)), Some(code)) = (asked, &codes[i]) else {
                continue;
            };
            let (_, replayed) = stored_moves(&store, code);
            let stored = replayed.to_string();
            match stored {
                s if &s == with => old += 1,
                s if &s == without => new += 1,
                s => panic!("room {code}: stored {s}, neither {with} nor {without}"),
            }
        }
    }
    eprintln!(
        "{kills_wanted} kills during takebacks: {old} rooms kept the old history, {new} the new"
    );
}
