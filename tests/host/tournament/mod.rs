//! Tournaments through the host, on a real store and a test clock: a
//! whole 5-round Swiss of 9 players with a draw, forfeits (a side that
//! never moved), a withdrawal, a player withdrawn for two forfeits, a
//! restart and a SIGKILL mid-round, whose final standings are the ones
//! worked out by hand; an arena of 6 players over an hour of test clock;
//! kills mid-round in every round; two hosts on one PostgreSQL.
//!
//! Stores: sled, and PostgreSQL when FUTBOL_STORE=postgres (the suite's
//! second pass runs every file with this line).

use futbol_bot::engine::{Game, Variant};
use futbol_bot::host::tournament::{Board, Stage, Tournament};
use futbol_bot::host::{Community, Host, Input, Platform, Reply, Request, User};
use futbol_tournament::tiebreak::standings;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use testkit::host as support;

mod crashes;

/// The channel the tournament is run from.
const LOBBY: &str = "wlobby";

struct Bot {
    dir: tempfile::TempDir,
    host: Host,
    now: Arc<AtomicU64>,
}

impl Bot {
    fn new() -> Bot {
        let dir = tempfile::tempdir().expect("temp dir");
        let now = Arc::new(AtomicU64::new(1_000_000));
        let host = support::on_test_clock(dir.path(), &now);
        Bot { dir, host, now }
    }

    /// A bot whose test clock starts at the system's time, so a child
    /// host (on the system clock) sees the same clocks.
    fn on_system_time() -> Bot {
        let dir = tempfile::tempdir().expect("temp dir");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("after 1970")
            .as_secs();
        let now = Arc::new(AtomicU64::new(now));
        let host = support::on_test_clock(dir.path(), &now);
        Bot { dir, host, now }
    }

    /// A new host on the same store, as after a restart: it opens any
    /// board a stopped host paired but did not open.
    fn restart(&mut self) -> Vec<Reply> {
        let spare = tempfile::tempdir().expect("temp dir");
        let old = std::mem::replace(
            &mut self.host,
            support::on_test_clock(spare.path(), &self.now),
        );
        drop(old);
        self.host = support::on_test_clock(self.dir.path(), &self.now);
        self.host.advance_tournaments(Platform::Web, true)
    }

    fn later(&self, seconds: u64) {
        self.now.fetch_add(seconds, Ordering::SeqCst);
    }

    fn cmd(&self, channel: &str, user: &str, text: &str) -> Vec<Reply> {
        self.host.handle(&Request {
            platform: Platform::Web,
            community: Community::web(),
            address: None,
            asker: Default::default(),
            channel: channel.into(),
            user: User {
                id: user.into(),
                name: user.to_uppercase(),
            },
            input: Input::Command(text.into()),
        })
    }

    fn tournament(&self, id: u64) -> Tournament {
        self.host
            .store()
            .tournament::<Tournament>(id)
            .expect("the store answers")
            .expect("the tournament is stored")
            .1
    }
}

/// The boards of round `round` (0 first).
fn round_of(t: &Tournament, round: usize) -> Vec<Board> {
    t.boards
        .iter()
        .filter(|b| b.round == round)
        .cloned()
        .collect()
}

fn texts(replies: &[Reply]) -> String {
    support::text(replies)
}

/// A round as the test reads it: each board's players (white first) and
/// the bye, by player number.
type Round = (Vec<(u16, u16)>, Option<u16>);

/// How a board of the script ends.
#[derive(Clone, Copy, Debug)]
enum Result {
    /// The player registered first wins (the other resigns).
    FirstWins,
    /// A draw by agreement.
    Draw,
    /// White never moves: white forfeits when the clock runs out.
    WhiteAbsent,
    /// White moves once, black never: black forfeits.
    BlackAbsent,
}

/// Plays `board` to its scripted end (a forfeit only once the clock runs
/// out, which the caller moves on).
fn play(bot: &Bot, t: &Tournament, board: &Board, result: Result) {
    let name = |e: futbol_tournament::Entrant| t.entrants[e.index()].id.to_string();
    let (white, black) = (name(board.white), name(board.black));
    let channel = board.channel.as_str();
    match result {
        Result::FirstWins => {
            let loser = if board.white.0 < board.black.0 {
                &black
            } else {
                &white
            };
            let replies = bot.cmd(channel, loser, "rendirse");
            assert!(support::accepted(&replies), "{}", texts(&replies));
        }
        Result::Draw => {
            bot.cmd(channel, &white, "tablas");
            let replies = bot.cmd(channel, &black, "tablas");
            assert!(support::accepted(&replies), "{}", texts(&replies));
        }
        Result::WhiteAbsent => {}
        Result::BlackAbsent => {
            let first = Game::new(Variant::Futbol).legal_actions()[0].to_string();
            let replies = bot.cmd(channel, &white, &format!("mover {first}"));
            assert!(support::accepted(&replies), "{}", texts(&replies));
        }
    }
}

/// The script: each round's boards (in board order; rounds from 0) end
/// like this; any board not named is won by the player registered first.
/// With 9 players of one rating the pairings it leads to are (white
/// first): round 1 p1–p5 p6–p2 p3–p7 p8–p4, bye p9; round 2 p4–p1 (drawn)
/// p2–p3 p5–p9 p7–p6, bye p8; round 3 p1–p2 p3–p4 (p3 absent) p5–p8 (p8
/// absent) p9–p6, bye p7; round 4 p6–p1 p2–p4 p7–p5 p9–p8 (p8 absent
/// again: withdrawn), bye p3, p5 withdraws; round 5 p1–p3 p9–p2 p4–p7,
/// bye p6, played in a child host killed mid-round.
fn scripted(round: usize, board: usize) -> Result {
    match (round, board) {
        (1, 0) => Result::Draw,
        (2, 1) => Result::WhiteAbsent,
        (2, 2) => Result::BlackAbsent,
        (3, 3) => Result::BlackAbsent,
        _ => Result::FirstWins,
    }
}

#[test]
fn a_five_round_swiss_of_nine_runs_to_the_standings_worked_out_by_hand() {
    // The last round is played in a child host on the system clock.
    let mut bot = Bot::on_system_time();
    let mut rng = fastrand::Rng::with_seed(9);
    let created = bot.cmd(LOBBY, "org", "torneo crear rondas 5 1h");
    let text = texts(&created);
    assert!(text.contains("Torneo 1"), "{text}");
    assert!(
        created.iter().any(|r| !r.controls.is_empty()),
        "the registration has a Join button"
    );
    let players: Vec<String> = (1..=9).map(|n| format!("p{n}")).collect();
    for player in &players {
        let joined = bot.cmd(LOBBY, player, "torneo unirse");
        assert!(support::accepted(&joined), "{}", texts(&joined));
    }
    // Joining twice, starting by someone else, are refused privately.
    let twice = bot.cmd(LOBBY, "p1", "torneo unirse 1");
    assert!(!support::accepted(&twice) && texts(&twice).contains("Ya estás"));
    let not_theirs = bot.cmd(LOBBY, "p2", "torneo empezar");
    assert!(!support::accepted(&not_theirs));
    let started = bot.cmd(LOBBY, "org", "torneo empezar");
    let text = texts(&started);
    assert!(
        text.contains("ronda 1 de 5") && text.contains("Descansa"),
        "{text}"
    );
    let mut pairings = Vec::new();
    for round in 0..5 {
        let t = bot.tournament(1);
        let boards = round_of(&t, round);
        let bye = t.swiss.as_ref().and_then(|s| s.rounds()[round].bye);
        pairings.push((
            boards
                .iter()
                .map(|b| (b.white.0 + 1, b.black.0 + 1))
                .collect::<Vec<_>>(),
            bye.map(|b| b.0 + 1),
        ));
        // Every board's room is open, both seated, white to move.
        for board in &boards {
            let state = bot
                .host
                .room_state(board.code)
                .expect("the board's room is open");
            assert!(state.seats.white.is_some() && state.seats.black.is_some());
        }
        if round == 3 {
            // While round 4 is played, p5 withdraws: out from round 5 on.
            let left = bot.cmd(LOBBY, "p5", "torneo retirarse");
            assert!(texts(&left).contains("se retira"), "{}", texts(&left));
        }
        if round == 4 {
            // The last round in a child host, killed with SIGKILL mid-round.
            let lost = round_in_child(&mut bot, &t, &boards, &mut rng);
            eprintln!("round 5: the kill lost the last result: {lost}");
            continue;
        }
        for (at, board) in boards.iter().enumerate() {
            if round == 3 && at == 2 {
                // Mid-round, the bot stops and starts again.
                bot.restart();
                let t = bot.tournament(1);
                assert_eq!(t.swiss.as_ref().map(|s| s.rounds().len()), Some(4));
            }
            play(&bot, &t, board, scripted(round, at));
        }
        if (0..boards.len()).any(|at| {
            matches!(
                scripted(round, at),
                Result::WhiteAbsent | Result::BlackAbsent
            )
        }) {
            bot.later(3601);
            bot.host.sweep_due(Platform::Web);
        }
        let t = bot.tournament(1);
        assert!(
            round_of(&t, round).iter().all(|b| b.outcome.is_some()),
            "round {} has a board without a result",
            round + 1
        );
    }
    let t = bot.tournament(1);
    assert_eq!(t.stage, Stage::Over);
    // The same stored state always pairs the same way.
    let expected: Vec<Round> = vec![
        (vec![(1, 5), (6, 2), (3, 7), (8, 4)], Some(9)),
        (vec![(4, 1), (2, 3), (5, 9), (7, 6)], Some(8)),
        (vec![(1, 2), (3, 4), (5, 8), (9, 6)], Some(7)),
        (vec![(6, 1), (2, 4), (7, 5), (9, 8)], Some(3)),
        (vec![(1, 3), (9, 2), (4, 7)], Some(6)),
    ];
    assert_eq!(pairings, expected);
    let swiss = t.swiss.as_ref().expect("a Swiss");
    let lines: Vec<(usize, u16, u32, u32, u32)> = standings(swiss)
        .iter()
        .map(|l| (l.place, l.entrant.0 + 1, l.score, l.buchholz, l.sonneborn))
        .collect();
    // Worked out by hand from the results (FIDE 2012: the virtual
    // opponent for every bye, every forfeit either way and the rounds
    // after withdrawing; an opponent's unplayed rounds counted as draws):
    // place, player, score, Buchholz, Sonneborn-Berger, in half and
    // quarter points. p5 and p6 are level on all three: the starting order.
    let by_hand = vec![
        (1, 1, 9, 29, 52), // p1 4½, 14½, 13
        (2, 2, 8, 26, 34), // p2 4, 13, 8½
        (3, 4, 7, 27, 29), // p4 3½, 13½, 7¼
        (4, 5, 6, 24, 14), // p5 3, 12, 3½
        (5, 6, 6, 24, 14), // p6 3, 12, 3½
        (6, 3, 4, 27, 8),  // p3 2, 13½, 2
        (7, 9, 4, 26, 14), // p9 2, 13, 3½
        (8, 8, 2, 24, 6),  // p8 1, 12, 1½
        (9, 7, 2, 23, 4),  // p7 1, 11½, 1
    ];
    assert_eq!(lines, by_hand, "pairings {pairings:?}");
    // The standings are open to read in the channel, with every game.
    let shown = texts(&bot.cmd(LOBBY, "p3", "torneo ver 1"));
    assert!(
        shown.contains("Clasificación final") && shown.contains("partida"),
        "{shown}"
    );
}

#[test]
fn an_arena_of_six_pairs_whoever_is_free_for_an_hour_then_stops() {
    let bot = Bot::new();
    bot.cmd(LOBBY, "org", "torneo crear arena 60 10m");
    let players: Vec<String> = (1..=6).map(|n| format!("a{n}")).collect();
    for player in &players {
        assert!(support::accepted(&bot.cmd(LOBBY, player, "torneo unirse")));
    }
    let started = texts(&bot.cmd(LOBBY, "org", "torneo empezar 1"));
    assert!(started.contains("Arena 1 · nuevas partidas"), "{started}");
    let mut ended = 0;
    // Every five minutes each game in play ends: the player registered
    // first wins, every third game is drawn.
    for _ in 0..14 {
        bot.later(300);
        // The sweep: two who just met and waited alone are paired now.
        bot.host.advance_tournaments(Platform::Web, false);
        let t = bot.tournament(1);
        let playing: Vec<Board> = t.boards_in_play().map(|(_, b)| b.clone()).collect();
        for board in &playing {
            ended += 1;
            let result = if ended % 3 == 0 {
                Result::Draw
            } else {
                Result::FirstWins
            };
            play(&bot, &t, board, result);
        }
        bot.host.advance_tournaments(Platform::Web, false);
    }
    let t = bot.tournament(1);
    assert_eq!(
        t.stage,
        Stage::Over,
        "an hour has passed and every game ended"
    );
    let arena = t.arena.as_ref().expect("an arena");
    // No game began after the hour.
    let end = t.ends_at.expect("an end");
    assert!(bot.now.load(Ordering::SeqCst) > end);
    assert_eq!(arena.games().len(), t.boards.len());
    assert!(arena.games().iter().all(|g| g.outcome.is_some()));
    // The points, counted again from the games: 2 a win, 1 a draw, doubled
    // after two wins in a row.
    let mut points = [0u32; 6];
    let mut streak = [0u32; 6];
    for game in arena.games() {
        let outcome = game.outcome.expect("ended");
        for (side, entrant) in [
            (futbol_tournament::Side::White, game.white),
            (futbol_tournament::Side::Black, game.black),
        ] {
            let at = entrant.index();
            let scored = outcome.halves(side);
            points[at] += scored * if streak[at] >= 2 { 2 } else { 1 };
            streak[at] = if scored == 2 { streak[at] + 1 } else { 0 };
        }
    }
    let lines = arena.standings();
    for line in &lines {
        assert_eq!(line.points, points[line.entrant.index()], "{lines:?}");
    }
    eprintln!("arena: {} games, standings {lines:?}", arena.games().len());
    // Three boards a wave, twelve waves; the last wave's waiting pair may
    // meet the end before their minute is up.
    let games = arena.games().len();
    assert!((3 * 12 - 1..=3 * 12).contains(&games), "{games} games");
    // Two who just met are paired again only when no one else was free
    // for a minute: here, one pair in three each wave at most.
    let again = arena
        .games()
        .windows(4)
        .filter(|w| {
            let (a, b) = (w[3].white, w[3].black);
            w[..3].iter().rev().find(|g| g.white == a || g.black == a)
                == w[..3].iter().rev().find(|g| g.white == b || g.black == b)
        })
        .count();
    eprintln!("arena: {again} games between two who had just met");
    assert!(again <= 12, "{again}");
}

/// The host in a child process (`futbol-bot host-driver`) on the test's
/// store: lines in, one acknowledgement out after each answer.
struct Child {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: std::io::BufReader<std::process::ChildStdout>,
}

impl Child {
    fn start(dir: &std::path::Path) -> Child {
        use std::process::{Command, Stdio};
        let mut command = Command::new(env!("CARGO_BIN_EXE_futbol-bot"));
        command.args(["host-driver", "--data-dir"]).arg(dir);
        if support::on_postgres() {
            command
                .arg("--database-url")
                .arg(support::postgres_url(dir));
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the driver starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = std::io::BufReader::new(child.stdout.take().expect("stdout"));
        Child {
            child,
            stdin,
            stdout,
        }
    }

    /// Has `user` type `text` in a channel of their own (a player acts on
    /// the one room where they sit), without waiting.
    fn send(&mut self, user: &str, text: &str) {
        use std::io::Write;
        writeln!(self.stdin, "w-{user}\t{user}\t{text}").expect("write to the driver");
        self.stdin.flush().expect("flush");
    }

    /// The next acknowledgement: whether it was accepted.
    fn ack(&mut self) -> bool {
        use std::io::BufRead;
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("read an ack");
        line.split('\t').nth(2) == Some("ok")
    }

    fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }
}

/// Plays `boards` (one round of `t`, every game won by the player
/// registered first) in a child host killed with SIGKILL mid-round: every
/// loser but the last resigns and is acknowledged, then the last, whose
/// result ends the round and pairs the next, is killed at a random moment.
/// A new host in this process then goes on from the store: every
/// acknowledged result is there, and a result lost with the child is
/// played again. Returns whether the kill lost the last one.
fn round_in_child(
    bot: &mut Bot,
    t: &Tournament,
    boards: &[Board],
    rng: &mut fastrand::Rng,
) -> bool {
    let loser_of = |b: &Board| {
        t.entrants[b.white.index().max(b.black.index())]
            .id
            .to_string()
    };
    let spare = tempfile::tempdir().expect("temp dir");
    drop(std::mem::replace(
        &mut bot.host,
        support::on_test_clock(spare.path(), &bot.now),
    ));
    let mut child = Child::start(bot.dir.path());
    let (last, others) = boards.split_last().expect("boards");
    for board in others {
        child.send(&loser_of(board), "rendirse");
    }
    for _ in others {
        assert!(child.ack(), "an acknowledged resignation");
    }
    child.send(&loser_of(last), "rendirse");
    std::thread::sleep(std::time::Duration::from_micros(rng.u64(0..4000)));
    child.kill();
    bot.restart();
    let after = bot.tournament(1);
    let result = |b: &Board| {
        after
            .boards
            .iter()
            .find(|a| a.code == b.code)
            .and_then(|a| a.outcome)
    };
    for board in others {
        assert!(
            result(board).is_some(),
            "an acknowledged result is kept: {board:?}"
        );
    }
    let lost = result(last).is_none();
    if lost {
        let replies = bot.cmd(&last.channel, &loser_of(last), "rendirse");
        assert!(support::accepted(&replies), "{}", texts(&replies));
    }
    lost
}

/// Who organises: on Discord only the server's admins, until an admin
/// lets anyone (`ajustes torneos si`); a bot that may not make threads
/// says what it lacks.
#[test]
fn admins_organise_unless_they_let_anyone() {
    let bot = Bot::new();
    let ask = |user: &str, admin: bool, can_thread: bool, text: &str| {
        bot.host.handle(&Request {
            platform: Platform::Discord,
            community: Community::discord_guild(7),
            address: None,
            asker: futbol_bot::host::Asker {
                admin,
                can_thread,
                ..Default::default()
            },
            channel: "100".into(),
            user: User {
                id: user.into(),
                name: user.into(),
            },
            input: Input::Command(text.into()),
        })
    };
    let refused = ask("1", false, true, "torneo crear");
    assert!(!support::accepted(&refused) && texts(&refused).contains("Solo los administradores"));
    let no_threads = ask("2", true, false, "torneo crear");
    assert!(!support::accepted(&no_threads), "{}", texts(&no_threads));
    ask("2", true, true, "ajustes torneos si");
    let created = ask("1", false, true, "torneo crear arena 30");
    assert!(texts(&created).contains("Torneo 1"), "{}", texts(&created));
    // The organiser starts it; another member may not.
    ask("3", false, true, "torneo unirse");
    ask("4", false, true, "torneo unirse");
    let not_theirs = ask("3", false, true, "torneo empezar");
    assert!(texts(&not_theirs).contains("Solo quien organiza"));
    let started = ask("1", false, true, "torneo empezar");
    assert!(
        texts(&started).contains("Empieza el torneo 1"),
        "{}",
        texts(&started)
    );
}
