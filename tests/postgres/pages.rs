//! Two `futbol-bot serve` processes on one PostgreSQL database, each with
//! its own web page: Ana plays on one, Beto on the other, a whole game by
//! clicks in real Chromium, and each page sees every board; and, read off
//! the raw sockets, each line one process sends (a move's sentence, a
//! private answer) reaches the other's pages once, also when the process
//! that sent it is killed at once.

use testkit::client;
use testkit::page;
use testkit::postgres;

use page::*;
use serde_json::Value;
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A `serve` process and its data directory, killed and removed when
/// dropped.
struct Serve {
    child: Child,
    /// Removed when the process is gone.
    _dir: tempfile::TempDir,
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The test cluster's URL with a fresh schema as its search path.
fn database() -> String {
    let url = postgres::database();
    let schema = postgres::created_schema(&url, "t_web");
    postgres::schema_url(&url, &schema)
}

async fn serve(url: &str) -> (Serve, String) {
    let dir = tempfile::tempdir().expect("a data directory");
    let addr = format!("127.0.0.1:{}", free_port());
    let child = Command::new(env!("CARGO_BIN_EXE_futbol-bot"))
        .args([
            "serve",
            "--web-addr",
            &addr,
            "--database-url",
            url,
            "--data-dir",
        ])
        .arg(dir.path())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve starts");
    let started = std::time::Instant::now();
    while std::net::TcpStream::connect(&addr).is_err() {
        assert!(started.elapsed() < WAIT, "serve did not listen");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    (Serve { child, _dir: dir }, format!("http://{addr}"))
}

/// The board change counter the page shows.
async fn serial(client: &fantoccini::Client) -> u64 {
    shown_serial(client).await.unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_web_game_across_two_serve_processes() {
    let url = database();
    let (_a, base_a) = serve(&url).await;
    let (_b, base_b) = serve(&url).await;
    let driver = chromedriver().await;
    let ana = browser(&driver, 1100, 800, "es").await;
    let beto = browser(&driver, 1100, 800, "es").await;
    home(&ana, &base_a, "Ana").await;
    click(&ana, "#create").await;
    until(&ana, "the room page", "location.pathname.startsWith('/r/')").await;
    let code = ana
        .current_url()
        .await
        .expect("url")
        .path()
        .trim_start_matches("/r/")
        .to_string();
    // Beto is on the other process.
    home(&beto, &base_b, "Beto").await;
    type_into(&beto, "#code", &code).await;
    click(&beto, "#join").await;
    shows(&beto, "Beto se une con Negras").await;
    until(
        &ana,
        "Ana's turn on her page",
        "document.querySelector('#marks .mark.can')",
    )
    .await;
    for (n, (from, to, action)) in GAME_TO_TWO.into_iter().enumerate() {
        let player = if n % 2 == 0 { &ana } else { &beto };
        let before = serial(player).await;
        play(player, from, to, action).await;
        // Both pages show the board after it, whichever process made it.
        let moved = format!(
            "Number(document.getElementById('board').dataset.serial) > {before} && \
             document.getElementById('moves').innerText.includes('{action}')"
        );
        until(&ana, &format!("{action} on Ana's page"), &moved).await;
        until(&beto, &format!("{action} on Beto's page"), &moved).await;
    }
    for page in [&ana, &beto] {
        shows(page, "2 – 0").await;
    }
    for client in [ana, beto] {
        let _ = client.close().await;
    }
}

/// Reads `socket` until a message `wanted` says is the one (or 20 s):
/// every message read, in order, the last being the one wanted.
async fn read_until(socket: &mut client::Socket, wanted: impl Fn(&Value) -> bool) -> Vec<Value> {
    let mut read = Vec::new();
    let until = std::time::Instant::now() + WAIT;
    while std::time::Instant::now() < until {
        if let Some(message) = client::drain_one(socket, until).await {
            let done = wanted(&message);
            read.push(message);
            if done {
                return read;
            }
        }
    }
    panic!("not seen within {WAIT:?}; read: {read:#?}");
}

/// How many of `messages` are `line`.
fn count(messages: &[Value], line: &Value) -> usize {
    messages.iter().filter(|m| *m == line).count()
}

/// A state where `page` sits as `side` and both seats are taken.
fn seated(side: &'static str) -> impl Fn(&Value) -> bool {
    move |m| m["kind"] == "state" && m["you"] == side && m["view"]["seats"]["black"].is_object()
}

/// A state at `serial` or later.
fn at(serial: u32) -> impl Fn(&Value) -> bool {
    move |m| m["kind"] == "state" && client::serial_of(m).is_some_and(|s| s >= serial)
}

/// Sends the first step `state` shows from `page`, and reads it until
/// the move's sentence to the channel, which it returns.
async fn say_step(page: &mut client::Socket, state: &Value) -> Value {
    let serial = client::serial_of(state).expect("a serial");
    let step = client::first_step(state).expect("a step to play");
    client::send(
        page,
        serde_json::json!({ "kind": "act", "serial": serial, "text": step }),
    )
    .await;
    // The move's own sentence, which names the square it left: not a line
    // about someone else that happens to come now (Beto's return to his
    // seat, said when his second page connects, may reach Ana late).
    let from: String = step.chars().take(2).collect();
    let said = |m: &Value| {
        m["kind"] == "bot"
            && m["private"] == false
            && m["text"].as_str().is_some_and(|t| t.contains(&from))
    };
    read_until(page, said).await.pop().expect("the sentence")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lines_reach_the_other_process_once_also_when_their_process_dies() {
    let url = database();
    let (_a, base_a) = serve(&url).await;
    let (mut b, base_b) = serve(&url).await;
    // Ana creates a room on A; Beto takes Black on B, and has a second
    // page open on A (one browser: the session B issued is his on A too).
    let ana = client::Person::arrives(&base_a, "/", "Ana", "own-a").await;
    let created = ana.create(&base_a).await;
    let code = serde_json::from_str::<Value>(&created.body).expect("json")["code"]
        .as_str()
        .expect("a code")
        .to_string();
    let mut ana_a = client::connect(&base_a, &code, &ana.cookies, None)
        .await
        .expect("page");
    let beto = client::Person::arrives(&base_b, &format!("/r/{code}"), "Beto", "own-b").await;
    let mut beto_b = client::connect(&base_b, &code, &beto.cookies, None)
        .await
        .expect("page");
    read_until(&mut beto_b, seated("black")).await;
    let mut beto_a = client::connect(&base_a, &code, &beto.cookies, None)
        .await
        .expect("page");
    read_until(&mut beto_a, seated("black")).await;
    let mut read = read_until(&mut ana_a, seated("white")).await;
    let board = read.last().cloned().expect("a state");
    // Beto's arrival, said on B, reaches Ana on A (before or after the
    // board that shows him seated), once. (Other lines that name him, the
    // game's first turn, may come with it: only copies of it count.)
    let joined =
        |m: &Value| m["kind"] == "bot" && m["text"].as_str().is_some_and(|t| t.contains("Beto"));
    if !read.iter().any(joined) {
        read = read_until(&mut ana_a, joined).await;
    }
    let arrival = read
        .iter()
        .find(|m| joined(m))
        .cloned()
        .expect("his arrival");
    assert_eq!(count(&read, &arrival), 1, "{read:#?}");

    // Ana moves on A: its sentence reaches Beto's page on B once.
    let said = say_step(&mut ana_a, &board).await;
    let serial = client::serial_of(&board).expect("serial") + 1;
    let mut on_b = read_until(&mut beto_b, |m| *m == said).await;
    on_b.extend(client::drain(&mut beto_b, Duration::from_secs(3)).await);
    assert_eq!(count(&on_b, &said), 1, "{said} on B: {on_b:#?}");
    let board = match on_b.iter().rev().find(|m| at(serial)(m)) {
        Some(board) => board.clone(),
        None => read_until(&mut beto_b, at(serial))
            .await
            .pop()
            .expect("a state"),
    };

    // Beto tries a step that is not one on B: the answer is his alone, on
    // his page on A too, once; Ana's page never sees it.
    let wrong = serde_json::json!({ "kind": "act", "serial": serial, "text": "a1-a9" });
    client::send(&mut beto_b, wrong).await;
    let answer = read_until(&mut beto_b, |m| m["private"] == true)
        .await
        .pop()
        .expect("answer");
    let mut on_a = read_until(&mut beto_a, |m| *m == answer).await;
    on_a.extend(client::drain(&mut beto_a, Duration::from_secs(3)).await);
    assert_eq!(
        count(&on_a, &answer),
        1,
        "{answer} on Beto's page on A: {on_a:#?}"
    );
    let ana_saw = client::drain(&mut ana_a, Duration::from_millis(200)).await;
    assert_eq!(count(&ana_saw, &answer), 0, "Ana saw Beto's private answer");

    // Beto moves on B, and B is killed the moment his page shows the
    // move's sentence.
    let said = say_step(&mut beto_b, &board).await;
    b.child.kill().expect("kill B");
    for page in [&mut ana_a, &mut beto_a] {
        let mut seen = read_until(page, |m| *m == said).await;
        seen.extend(client::drain(page, Duration::from_secs(3)).await);
        assert_eq!(count(&seen, &said), 1, "{said} after B died: {seen:#?}");
    }
}
