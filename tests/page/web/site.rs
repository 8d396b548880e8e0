//! The site around the games: unknown rooms, creation limits, profiles,
//! the leaderboard and a tournament from registration to standings.

use super::*;

#[tokio::test]
async fn unknown_rooms_are_404_and_creation_is_limited() {
    let server = Server::start().await;
    let base = server.base.clone();
    let status = tokio::task::spawn_blocking({
        let base = base.clone();
        move || {
            let addr = base.trim_start_matches("http://").to_string();
            let get = |path: &str| {
                format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n")
            };
            let unknown = http_status(&base, &get("/r/ZZZZ"));
            let nonsense = http_status(&base, &get("/nothing/here"));
            let picture = http_status(&base, &get("/r/ZZZZ/board/1.png"));
            let create = |session: &str, body: &str| {
                format!(
                    "POST /api/create HTTP/1.1\r\nHost: {addr}\r\n\
                     Cookie: fb_sid={session}; fb_name=Ana\r\n\
                     Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                )
            };
            let ana = session(&base);
            let large = format!(
                "{{\"variant\":\"futbol\",\"local\":false,\"lang\":\"{}\"}}",
                "x".repeat(1100)
            );
            let too_large = http_status(&base, &create(&ana, &large));
            let good = r#"{"variant":"futbol","local":false}"#;
            let accepted: Vec<u16> = (0..3).map(|_| http_status(&base, &create(&ana, good))).collect();
            let fourth = http_status(&base, &create(&ana, good));
            let other = http_status(&base, &create(&session(&base), good));
            (unknown, nonsense, picture, too_large, accepted, fourth, other)
        }
    })
    .await
    .expect("requests");
    let (unknown, nonsense, picture, too_large, accepted, fourth, other) = status;
    assert_eq!(unknown, 404, "an unknown room");
    assert_eq!(nonsense, 404, "an unknown page");
    assert_eq!(picture, 404, "an unknown picture");
    assert_eq!(too_large, 413, "a body over 1 KB");
    assert_eq!(accepted, vec![200; 3], "a person's first 3 waiting rooms");
    assert_eq!(fourth, 429, "a person's 4th room waiting for an opponent");
    assert_eq!(other, 200, "another person at the same address");
}

/// Rated games played through the host, then the page's ratings in
/// Chromium: a player's profile with its chart at `/u/ID`, the site's
/// leaderboard at `/ranking`; a name that looks like HTML stays text, and
/// an id the page never issued is 404.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profiles_and_the_leaderboard_in_chromium() {
    use futbol_bot::host::HostConfig;
    use std::sync::atomic::{AtomicU64, Ordering};
    // No limits: one person opens many rooms in a moment. The host's
    // clock is the test's: a day passes between rounds of games.
    let dir = tempfile::tempdir().expect("temp dir");
    let store = futbol_bot::store::Store::open(dir.path()).expect("store");
    let config = HostConfig {
        limits: futbol_bot::host::Limits::off(),
        ..HostConfig::default()
    };
    let now = std::sync::Arc::new(AtomicU64::new(1_900_000_000));
    let clock = now.clone();
    let host = Host::new(
        store,
        config,
        std::sync::Arc::new(move || clock.load(Ordering::SeqCst)),
    )
    .expect("host");
    let server = Server::with_host(std::sync::Arc::new(host), dir).await;
    let host = server.host.clone();
    let games = tokio::task::spawn_blocking(move || {
        let ask = |channel: &str, id: &str, name: &str, text: &str| {
            page::ask(&host, channel, id, name, text)
        };
        let rated = |id: &str| {
            host.store()
                .standing(
                    futbol_bot::engine::Variant::Futbol,
                    futbol_bot::host::Platform::Web,
                    id,
                )
                .expect("store")
        };
        // Ana plays six rivals, Beto first, a day's three games each, day
        // after day until her rating is settled; she wins two of three.
        // Eve, whose name holds an HTML entity and quotes, plays one.
        let rivals: Vec<(String, String)> = (0..6)
            .map(|r| match r {
                0 => ("web-beto".to_string(), "beto".to_string()),
                r => (format!("web-r{r}"), format!("r{r}")),
            })
            .collect();
        let mut n = 0;
        let settled = || {
            rated("web-ana")
                .is_some_and(|s| !s.rating.at_time(now.load(Ordering::SeqCst)).provisional())
        };
        while !settled() && n < 400 {
            for (rival, name) in &rivals {
                for _ in 0..3 {
                    n += 1;
                    let channel = format!("g{n}");
                    let created = ask(&channel, "web-ana", "ana", "crear blancas");
                    let code = created.iter().find_map(|r| r.room).expect("a room");
                    ask(&channel, rival, name, &format!("unirse {code}"));
                    ask(&channel, "web-ana", "ana", "mover e3-e4");
                    let loser = if n % 3 == 2 {
                        ("web-ana", "ana")
                    } else {
                        (rival.as_str(), name.as_str())
                    };
                    ask(&channel, loser.0, loser.1, "rendirse");
                    now.fetch_add(60, Ordering::SeqCst);
                }
            }
            now.fetch_add(86_400, Ordering::SeqCst);
        }
        let created = ask("eve", "web-ana", "ana", "crear blancas");
        let code = created.iter().find_map(|r| r.room).expect("a room");
        ask("eve", "web-eve", "eve&amp;\"x\"", &format!("unirse {code}"));
        ask("eve", "web-ana", "ana", "mover e3-e4");
        ask("eve", "web-eve", "eve&amp;\"x\"", "rendirse");
        rated("web-ana").expect("rated").games()
    })
    .await
    .expect("games");
    let driver = chromedriver().await;
    let client = browser(&driver, 900, 800, "en").await;
    let base = &server.base;
    client
        .goto(&format!("{base}/u/web-ana"))
        .await
        .expect("profile");
    until(
        &client,
        "the chart",
        "document.querySelector('img') && document.querySelector('img').naturalWidth === 640",
    )
    .await;
    let shown = text(&client).await;
    // An English browser gets the profile in English.
    assert!(
        shown.contains("ana's profile") && shown.contains("futbol"),
        "{shown}"
    );
    assert!(shown.contains(&format!("{games} games")), "{shown}");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let png = client.screenshot().await.expect("screenshot");
    std::fs::write(dir.join("target/web-profile.png"), &png).expect("screenshot");
    client
        .goto(&format!("{base}/ranking"))
        .await
        .expect("ranking");
    until(
        &client,
        "the leaderboard",
        "document.querySelector('ol.ranking li')",
    )
    .await;
    let shown = text(&client).await;
    // Ana is listed; her rivals, each three games in, are not yet.
    assert!(shown.contains("ana") && !shown.contains("beto"), "{shown}");
    let first = eval(
        &client,
        "return document.querySelector('ol.ranking li a').getAttribute('href');",
    )
    .await;
    assert_eq!(first, Value::String("/u/web-ana".into()), "Ana leads");
    let png = client.screenshot().await.expect("screenshot");
    std::fs::write(dir.join("target/web-ranking.png"), &png).expect("screenshot");
    // Eve's name is text, not markup: the entity in it is shown as typed.
    client
        .goto(&format!("{base}/u/web-eve"))
        .await
        .expect("eve");
    until(&client, "eve's profile", "document.querySelector('h1')").await;
    let markup = eval(
        &client,
        "return document.querySelector('h1').textContent.includes('eve&amp;\"x\"');",
    )
    .await;
    assert_eq!(markup, Value::Bool(true));
    client.close().await.expect("close");
    // An id the page never issued, or nobody's: 404.
    let base = server.base.clone();
    let statuses = tokio::task::spawn_blocking(move || {
        let addr = base.trim_start_matches("http://").to_string();
        let get = |path: &str| {
            format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n")
        };
        [
            http_status(&base, &get("/u/web-%3Cscript%3E")),
            http_status(&base, &get("/u/web-nobody")),
            http_status(&base, &get("/ranking?game=chess")),
        ]
    })
    .await
    .expect("requests");
    assert_eq!(statuses, [404, 404, 404]);
}

/// A tournament on the page: Ana opens one at `/t/new`, three players
/// join with the page's button (each by their session), Ana starts it; a
/// paired player's page links to their board, where the game is played,
/// and once the round is over the page shows the standings picture.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_on_the_page_from_registration_to_standings() {
    let server = Server::start().await;
    let base = &server.base;
    let driver = chromedriver().await;
    let names = ["Ana", "Beto", "Cris"];
    let mut players = Vec::new();
    for name in names {
        let client = browser(&driver, 900, 900, "es").await;
        client.goto(&format!("{base}/")).await.expect("home");
        eval(
            &client,
            &format!("document.cookie = 'fb_name={name}; path=/'; return 1;"),
        )
        .await;
        players.push(client);
    }
    let ana = &players[0];
    ana.goto(&format!("{base}/t/new")).await.expect("the form");
    click(ana, "form.tournament button").await;
    shows(ana, "Torneo 1 · futbol · suizo").await;
    for (client, name) in players.iter().zip(names) {
        client
            .goto(&format!("{base}/t/1"))
            .await
            .expect("the tournament");
        click(client, "#t-join").await;
        shows(client, &format!("{name} se inscribe en el torneo 1")).await;
    }
    // Only its organiser has the start button.
    let beto_buttons = eval(
        &players[1],
        "return document.querySelectorAll('#t-start').length;",
    )
    .await;
    assert_eq!(beto_buttons, Value::from(0));
    click(ana, "#t-start").await;
    shows(ana, "Empieza el torneo 1").await;
    shows(ana, "ronda 1 de 3").await;
    // Two of them are paired: each page names their board first.
    let mut paired = Vec::new();
    for (client, name) in players.iter().zip(names) {
        client
            .goto(&format!("{base}/t/1"))
            .await
            .expect("the tournament");
        let link = eval(
            client,
            "const a = document.querySelector('.your-game a'); return a ? [a.getAttribute('href'), a.textContent] : null;",
        )
        .await;
        if let Value::Array(link) = link {
            let href = link[0].as_str().unwrap_or_default().to_string();
            let shown = link[1].as_str().unwrap_or_default().to_string();
            paired.push((client, name, href, shown));
        }
    }
    assert_eq!(paired.len(), 2, "one board and a bye");
    let shown = paired[0].3.clone();
    let black = shown
        .split(" – ")
        .nth(1)
        .and_then(|rest| rest.split(" · ").next())
        .expect("white – black · CODE")
        .to_string();
    // Black opens the board from the link and resigns there.
    let (client, _, href, _) = paired
        .iter()
        .find(|(_, name, ..)| *name == black)
        .expect("black is one of the paired");
    client
        .goto(&format!("{base}{href}"))
        .await
        .expect("the board");
    until(
        client,
        "the board",
        "document.querySelector('#board').naturalWidth > 0",
    )
    .await;
    type_into(client, "#say", "!futbol rendirse").await;
    click(client, "#send").await;
    shows(client, "se rinde").await;
    // The page shows the standings picture and the next round.
    ana.goto(&format!("{base}/t/1"))
        .await
        .expect("the tournament");
    until(
        ana,
        "the standings picture",
        "document.querySelector('#standings') && document.querySelector('#standings').naturalWidth >= 640",
    )
    .await;
    let page = text(ana).await;
    assert!(
        page.contains("Jugadores") && page.contains("Beto"),
        "{page}"
    );
    // The game that ended is kept with its record.
    let record = eval(
        ana,
        "const a = document.querySelector('.games a'); return a ? a.getAttribute('href') : '';",
    )
    .await;
    assert!(
        record.as_str().is_some_and(|h| h.starts_with("/g/")),
        "{record}"
    );
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let png = ana.screenshot().await.expect("screenshot");
    std::fs::write(dir.join("target/web-tournament.png"), &png).expect("screenshot");
    for client in players {
        client.close().await.expect("close");
    }
}
