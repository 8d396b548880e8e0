//! Two bot processes on one PostgreSQL database (`futbol-bot host-driver
//! --database-url`, the host as `serve` runs it): 100 trials of both
//! receiving a press for the same room at the same moment (exactly one is
//! applied, the other answered, nothing doubled), and one process killed
//! with SIGKILL mid-game while the other carries the game on.

use testkit::postgres;

use futbol_bot::store::Store;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The test cluster's URL and a fresh schema in it.
fn database() -> (String, String) {
    let url = postgres::database();
    let schema = postgres::created_schema(&url, "t_procs");
    (url, schema)
}

/// One bot process.
struct Process {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Process {
    fn start(url: &str, schema: &str) -> Process {
        let url = postgres::schema_url(url, schema);
        let dir = std::env::temp_dir();
        let mut child = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
            .args(["host-driver", "--data-dir"])
            .arg(&dir)
            .args(["--database-url", &url])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the process starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Process {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, channel: &str, user: &str, text: &str) {
        writeln!(self.stdin, "{channel}\t{user}\t{text}").expect("write");
        self.stdin.flush().expect("flush");
    }

    /// `(accepted, room code)` of the next answer.
    fn ack(&mut self) -> (bool, String) {
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("an answer");
        let fields: Vec<&str> = line.trim_end().split('\t').collect();
        assert_eq!(fields.first(), Some(&"ACK"), "{line:?}");
        (fields[2] == "ok", fields[3].to_string())
    }

    fn ask(&mut self, channel: &str, user: &str, text: &str) -> (bool, String) {
        self.send(channel, user, text);
        self.ack()
    }
}

#[test]
fn two_processes_one_press_each_at_once_and_one_killed_mid_game() {
    let (url, schema) = database();
    let (mut a, mut b) = (Process::start(&url, &schema), Process::start(&url, &schema));
    let store = Store::connect(&url, Some(&schema)).expect("the same database");
    for trial in 0..100 {
        let channel = format!("p{trial}");
        let (_, code) = a.ask(&channel, "ana", "crear");
        assert!(
            b.ask(&channel, "beto", &format!("unirse {code}")).0,
            "trial {trial}: join"
        );
        // The same press, to both processes at once.
        a.send(&channel, "ana", "mover e3-e4");
        b.send(&channel, "ana", "mover e3-e4");
        let (one, two) = (a.ack().0, b.ack().0);
        assert!(
            one ^ two,
            "trial {trial}: applied by {} processes",
            one as u8 + two as u8
        );
        let moves = store.moves(&code, 1).expect("moves");
        assert_eq!(moves, ["e3-e4"], "trial {trial}: stored once");
    }
    // A game going on across both; then one is killed and the other
    // carries it on, for both players.
    let (_, code) = a.ask("k", "ana", "crear");
    assert!(b.ask("k", "beto", &format!("unirse {code}")).0);
    assert!(a.ask("k", "ana", "mover e3-e4").0);
    a.child.kill().expect("SIGKILL");
    a.child.wait().expect("reaped");
    assert!(b.ask("k", "beto", "mover e6-g4").0);
    assert!(b.ask("k", "ana", "mover e4-e5").0);
    assert_eq!(
        store.moves(&code, 1).expect("moves"),
        ["e3-e4", "e6-g4", "e4-e5"]
    );
    drop(b.stdin);
    let _ = b.child.wait();
}
