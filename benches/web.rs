//! The web page's latency as players feel it: from a click on one page to
//! the new board shown on the other page, over 100 moves of a `futbol`
//! game played by clicks in two headless Chromium windows, against a
//! `--release` build of the server (`cargo bench --bench web`). Prints the
//! p50, p99 and the slowest; the aim is p50 ≤ 100 ms.
//!
//! Needs `/usr/bin/chromium` and `/usr/bin/chromedriver`, as the test does.

use futbol_bot::host::Reads;
use testkit::page;

use fantoccini::Client;
use futbol_bot::engine::Team;
use futbol_bot::host::RoomCode;
use page::*;
use serde_json::Value;

const MOVES: usize = 100;

/// Records, on a page, when each board is shown (its `data-serial` set
/// once its picture is loaded) and when the player last pressed.
const PROBE: &str = "
  window.__shown = {};
  const board = document.getElementById('board');
  new MutationObserver(() => { window.__shown[board.dataset.serial] = Date.now(); })
    .observe(board, { attributes: true, attributeFilter: ['data-serial'] });
  document.addEventListener('mousedown', () => { window.__pressed = Date.now(); }, true);
";

async fn number(client: &Client, script: &str) -> Option<f64> {
    match eval(client, script).await {
        Value::Number(n) => n.as_f64(),
        _ => None,
    }
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(bench());
}

async fn bench() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    let driver = chromedriver().await;
    let ana = browser(&driver, 1100, 800, "en").await;
    let beto = browser(&driver, 1100, 800, "en").await;
    home(&ana, &base, "Ana").await;
    click(&ana, "#create").await;
    until(&ana, "the room page", "location.pathname.startsWith('/r/')").await;
    let url = ana.current_url().await.expect("url");
    let code: RoomCode = url.path().trim_start_matches("/r/").parse().expect("code");
    home(&beto, &base, "Beto").await;
    type_into(&beto, "#code", code.as_str()).await;
    click(&beto, "#join").await;
    until(
        &beto,
        "the room page",
        "location.pathname.startsWith('/r/')",
    )
    .await;
    let serial = host.room_state(code).expect("room").serial;
    for page in [&ana, &beto] {
        shows_serial(page, serial).await;
        eval(page, PROBE).await;
    }
    let mut rng = fastrand::Rng::with_seed(7);
    let mut times = Vec::new();
    while times.len() < MOVES {
        let view = Reads::of(&host).page_view(code).expect("the room");
        let Some(mover) = view.to_move else {
            panic!("nobody to move after {} moves", times.len());
        };
        let white = mover == Team::White;
        let (player, other) = if white { (&ana, &beto) } else { (&beto, &ana) };
        // Any step but one that scores (the game would end).
        let steps: Vec<(String, String, String)> = view
            .steps
            .iter()
            .filter(|(from, _)| !from.is_empty())
            .flat_map(|(from, list)| {
                list.iter()
                    .filter(|s| !matches!(s.kind, "goal" | "shot"))
                    .filter_map(|s| Some((from.clone(), s.to.clone()?, s.text.clone())))
            })
            .collect();
        let Some((from, to, text)) = steps.get(rng.usize(..steps.len().max(1))).cloned() else {
            panic!("no step to play after {} moves", times.len());
        };
        play(player, &from, &to, &text).await;
        let serial = view.serial;
        let shown = format!("Object.entries(window.__shown).some(([s]) => Number(s) > {serial})");
        until(other, "the new board", &shown).await;
        let pressed = number(player, "return window.__pressed;")
            .await
            .expect("pressed");
        let at = number(
            other,
            &format!(
                "return Math.min(...Object.entries(window.__shown)\
                 .filter(([s]) => Number(s) > {serial}).map(([, t]) => t));"
            ),
        )
        .await
        .expect("shown");
        times.push(at - pressed);
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "web: click → board on the other page, {} moves: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        times.len(),
        at(0.5),
        at(0.99),
        times[times.len() - 1]
    );
    for client in [ana, beto] {
        let _ = client.close().await;
    }
}
