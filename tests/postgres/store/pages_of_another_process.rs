use super::page::*;
use super::support::ask;
use super::{database, fresh_schema};
use futbol_bot::host::{Host, HostConfig, system_clock};
use futbol_bot::store::Store;
use serde_json::Value;
use std::sync::Arc;

fn host(url: &str, schema: &str) -> Arc<Host> {
    let store = Store::connect(url, Some(schema)).expect("store");
    Arc::new(
        Host::new(
            store,
            HostConfig {
                limits: futbol_bot::host::Limits::off(),
                ..HostConfig::default()
            },
            system_clock(),
        )
        .expect("host"),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_elsewhere_reaches_this_process_pages() {
    let url = database();
    let schema = fresh_schema("t_pages");
    let (elsewhere, here) = (host(&url, &schema), host(&url, &schema));
    let server = Server::with_host(here.clone(), tempfile::tempdir().expect("dir")).await;
    // The room lives in a web channel both processes know.
    let channel = "wshared";
    let created = ask(&elsewhere, channel, "ana", "crear");
    let code = created.iter().find_map(|r| r.room).expect("a room");
    assert!(
        ask(&elsewhere, channel, "beto", &format!("unirse {code}"))
            .iter()
            .any(|r| !r.is_private())
    );
    // Cris watches on this process's page.
    let driver = chromedriver().await;
    let cris = browser(&driver, 900, 700, "es").await;
    home(&cris, &server.base, "Cris").await;
    type_into(&cris, "#code", code.as_str()).await;
    click(&cris, "#join").await;
    shows(&cris, "Cris mira la partida").await;
    let serial = here.room_state(code).expect("the room").serial;
    shows_serial(&cris, serial).await;
    eval(
        &cris,
        "window.__shown = {}; const b = document.getElementById('board'); \
         new MutationObserver(() => { window.__shown[b.dataset.serial] = Date.now(); }) \
           .observe(b, { attributes: true, attributeFilter: ['data-serial'] });",
    )
    .await;
    let moves = [
        ("ana", "e3-e4"),
        ("beto", "e6-g4"),
        ("ana", "e4-e5"),
        ("beto", "b7-a8"),
    ];
    let mut latencies = Vec::new();
    for (user, action) in moves {
        let before = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("time")
            .as_millis() as f64;
        let other = elsewhere.clone();
        let replies = tokio::task::spawn_blocking(move || {
            ask(&other, "wshared", user, &format!("mover {action}"))
        })
        .await
        .expect("the move");
        assert!(
            replies.iter().any(|r| !r.is_private()),
            "{action}: {replies:?}"
        );
        let serial = elsewhere.room_state(code).expect("the room").serial;
        shows_serial(&cris, serial).await;
        let shown = eval(
            &cris,
            &format!("return window.__shown['{serial}'] || null;"),
        )
        .await;
        if let Value::Number(at) = shown {
            latencies.push(at.as_f64().unwrap_or(0.0) - before);
        }
    }
    let moves_shown = eval(&cris, "return document.getElementById('moves').innerText;").await;
    assert!(
        moves_shown.as_str().is_some_and(|m| m.contains("b7-a8")),
        "{moves_shown}"
    );
    latencies.sort_by(f64::total_cmp);
    println!(
        "another process's move → this process's page: {:?} ms (median {:.0} ms)",
        latencies.iter().map(|l| l.round()).collect::<Vec<_>>(),
        latencies
            .get(latencies.len() / 2)
            .copied()
            .unwrap_or(f64::NAN)
    );
    let _ = cris.close().await;
}
