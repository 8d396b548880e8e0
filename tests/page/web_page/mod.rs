//! The page as players live in it, in real headless Chromium: a game that
//! ends (here a tournament's, which closes its room) changes every open
//! page at once; resigning asks first; a spectator gets no player's
//! control; a visitor who follows a link chooses to play or watch; moving
//! through a menu with the arrow keys plays nothing; an English browser
//! gets English everywhere and no page shows another language's word;
//! axe-core finds nothing serious, in Spanish and Arabic; and on a phone
//! nothing scrolls sideways and every control is big enough for a finger.

use testkit::page;

use fantoccini::Client;
use fantoccini::key::Key;
use futbol_bot::host::{Host, RoomCode};
use page::*;
use serde_json::Value;
use std::collections::BTreeSet;
use std::time::Duration;

mod analysis_and_puzzles;
mod endings;
mod forgiving;
mod language;
mod newcomer;
mod together;

/// Opens the home page with `name` saved as the visitor's name.
async fn named(client: &Client, base: &str, name: &str) {
    client.goto(&format!("{base}/")).await.expect("home");
    eval(
        client,
        &format!(
            "document.cookie = 'fb_name=' + encodeURIComponent({name:?}) + '; path=/'; return 1;"
        ),
    )
    .await;
}

/// Creates an online `futbol` room from the home page; its code.
async fn create_room(client: &Client, base: &str, name: &str) -> String {
    named(client, base, name).await;
    client.goto(&format!("{base}/")).await.expect("home");
    click(client, "#create").await;
    until(
        client,
        "the room page",
        "location.pathname.startsWith('/r/')",
    )
    .await;
    let url = client.current_url().await.expect("url");
    let code = url.path().trim_start_matches("/r/").to_string();
    until(
        client,
        "the board",
        "document.getElementById('board').dataset.serial",
    )
    .await;
    code
}

/// How many controls only a player uses the page shows (the move menu,
/// draw, resign, end turn, the board's marks).
const PLAYER_CONTROLS: &str = "document.querySelectorAll('#controls button, #controls select, #marks .mark:not(.last)').length";

/// The host's serial of room `code`.
fn serial(host: &Host, code: &str) -> u32 {
    let code: RoomCode = code.parse().expect("a code");
    host.room_state(code).map_or(0, |s| s.serial)
}

/// Ana and Beto play `games` rated games through the host (Ana wins);
/// Ana has a profile at `/u/web-ana`.
async fn rated_games(host: std::sync::Arc<Host>, games: usize) {
    tokio::task::spawn_blocking(move || {
        for n in 0..games {
            let channel = format!("setup{n}");
            let created = ask(&host, &channel, "web-ana", "Ana", "crear blancas");
            let code = created.iter().find_map(|r| r.room).expect("a room");
            ask(
                &host,
                &channel,
                "web-beto",
                "Beto",
                &format!("unirse {code}"),
            );
            ask(&host, &channel, "web-ana", "Ana", "mover e3-e4");
            ask(&host, &channel, "web-beto", "Beto", "rendirse");
        }
    })
    .await
    .expect("games");
}

/// `url` on a phone in Spanish and in Arabic, once each `ready` script
/// holds: what axe-core and the layout check find, a screenshot each
/// (`target/NAME-phone-LANG.png`).
async fn on_phones(driver: &Driver, url: &str, ready: &[&str], name: &str) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    let mut problems = Vec::new();
    for lang in ["es", "ar"] {
        let phone = phone(driver, lang).await;
        phone.goto(url).await.expect("the page");
        for script in ready {
            until(&phone, script, script).await;
        }
        for found in axe(&phone).await {
            problems.push(format!("{lang} phone: {found}"));
        }
        for found in layout_problems(&phone).await {
            problems.push(format!("{lang} phone layout: {found}"));
        }
        let png = phone.screenshot().await.expect("screenshot");
        std::fs::write(dir.join(format!("{name}-phone-{lang}.png")), &png).expect("screenshot");
        phone.close().await.expect("close");
    }
    problems
}
