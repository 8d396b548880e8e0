//! Two `futbol-bot serve` processes on one PostgreSQL database, each with
//! its own web page: Ana plays on one, Beto on the other, a whole game by
//! clicks in real Chromium, and each page sees every board.

#[path = "support/page.rs"]
mod page;
#[path = "support/postgres.rs"]
mod postgres;

use page::*;
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// A `serve` process, killed when dropped.
struct Serve(Child);

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
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

async fn serve(url: &str, dir: &Path) -> (Serve, String) {
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
        .arg(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve starts");
    let started = std::time::Instant::now();
    while std::net::TcpStream::connect(&addr).is_err() {
        assert!(started.elapsed() < WAIT, "serve did not listen");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    (Serve(child), format!("http://{addr}"))
}

/// The board change counter the page shows.
async fn serial(client: &fantoccini::Client) -> u64 {
    shown_serial(client).await.unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_web_game_across_two_serve_processes() {
    let url = database();
    let (one, two) = (
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    );
    let (_a, base_a) = serve(&url, one.path()).await;
    let (_b, base_b) = serve(&url, two.path()).await;
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
    let game = [
        ("e3", "e4", "e3-e4"),
        ("e6", "g4", "e6-g4"),
        ("e4", "e5", "e4-e5"),
        ("b7", "a8", "b7-a8"),
        ("e5", "e8", "e5>e8"),
        ("e6", "e4", "e6>e4"),
        ("c3", "e4", "c3-e4"),
        ("e6", "g4", "e6-g4"),
        ("e4", "e5", "e4-e5"),
        ("b7", "a8", "b7-a8"),
        ("e5", "e8", "e5>e8"),
    ];
    for (n, (from, to, action)) in game.into_iter().enumerate() {
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
