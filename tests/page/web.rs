//! The game page in real headless Chromium: a whole `futbol` game played by
//! clicking squares in two windows while a spectator's window sees every
//! board, the lobby, Black's flipped board, a `boyer` move and kick and a
//! `chessfootball` placement by clicks; and the page's HTTP answers.

use testkit::page;

use fantoccini::Client;
use futbol_bot::engine::Record;
use futbol_bot::host::{Host, RoomCode};
use page::*;
use serde_json::Value;
use std::time::Instant;

/// The room's change counter, once it has moved past `after`.
async fn next_serial(host: &Host, code: RoomCode, after: u32) -> u32 {
    let started = Instant::now();
    loop {
        let serial = host.room_state(code).expect("the room").serial;
        if serial > after {
            return serial;
        }
        assert!(started.elapsed() < WAIT, "the room did not change");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Whether the mark of `square` sits in the lower half of the board.
async fn in_lower_half(client: &Client, square: &str) -> bool {
    let script = format!(
        "const m = document.querySelector(\"#marks .mark[data-square='{square}']\"); \
         return m ? parseFloat(m.style.top) > 50 : null;"
    );
    eval(client, &script).await == Value::Bool(true)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_futbol_game_by_clicks_with_a_spectator_and_the_lobby() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    let driver = chromedriver().await;
    let ana = browser(&driver, 1280, 900, "es").await;
    let beto = browser(&driver, 1100, 800, "en").await;
    // Cris's browser speaks Arabic: the page is laid out right to left
    // (the board is not), the room's messages stay in its language.
    let cris = browser(&driver, 420, 900, "ar").await;

    // Ana creates a room: her page shows the code, the link and that it
    // waits for an opponent, before anyone joins.
    home(&ana, &base, "Ana").await;
    click(&ana, "#create").await;
    until(&ana, "the room page", "location.pathname.startsWith('/r/')").await;
    let url = ana.current_url().await.expect("url");
    let code_text = url.path().trim_start_matches("/r/").to_string();
    let code: RoomCode = code_text.parse().expect("a code");
    shows(&ana, &format!("Sala {code_text} creada")).await;
    until(
        &ana,
        "waiting",
        "!document.getElementById('waiting').hidden",
    )
    .await;
    shows(&ana, "Esperando rival").await;
    let link = eval(&ana, "return document.getElementById('share-link').href;").await;
    assert!(
        link.as_str()
            .is_some_and(|l| l.ends_with(&format!("/r/{code_text}")))
    );
    assert_eq!(
        eval(
            &ana,
            "return document.getElementById('room-code').textContent;"
        )
        .await,
        Value::String(code_text.clone())
    );
    assert!(!text(&ana).await.contains("vuelve a su sitio"));

    // The lobby lists the room; Beto joins from it, and it leaves the
    // lobby of a page that stays open (Cris's).
    let entry = format!("#lobby li[data-code='{code_text}']");
    home(&cris, &base, "Cris").await;
    until(
        &cris,
        "the room in the lobby",
        &format!("document.querySelector(\"{entry}\")"),
    )
    .await;
    shows(&cris, "غرف تنتظر خصمًا").await;
    until(
        &cris,
        "right to left",
        "document.documentElement.dir === 'rtl'",
    )
    .await;
    home(&beto, &base, "Beto").await;
    until(
        &beto,
        "the room in the lobby",
        &format!("document.querySelector(\"{entry}\")"),
    )
    .await;
    shows(&beto, "Rooms waiting for an opponent").await;
    click(&beto, &format!("{entry} button")).await;
    until(
        &beto,
        "the room page",
        "location.pathname.startsWith('/r/')",
    )
    .await;
    shows(&ana, "Beto se une con Negras").await;
    until(
        &cris,
        "the room gone from the lobby",
        &format!("!document.querySelector(\"{entry}\")"),
    )
    .await;
    until(
        &ana,
        "no longer waiting",
        "document.getElementById('waiting').hidden",
    )
    .await;
    // Cris watches, by code.
    type_into(&cris, "#code", &code_text).await;
    click(&cris, "#join").await;
    // Her window is a phone's width: the chat is a drawer she opens.
    until(
        &cris,
        "the room page",
        "document.getElementById('chat-toggle')",
    )
    .await;
    click(&cris, "#chat-toggle").await;
    shows(&cris, "Cris mira la partida").await;
    shows(&cris, "نسخ الرابط").await;
    until(
        &cris,
        "a board laid out left to right",
        "getComputedStyle(document.querySelector('.board-wrap')).direction === 'ltr'",
    )
    .await;
    shows(&beto, "Copy link").await;
    shows(&ana, "Copiar enlace").await;

    // Each player sees their side: Black's picture is the flipped one.
    let serial = host.room_state(code).expect("room").serial;
    for page in [&ana, &beto, &cris] {
        shows_serial(page, serial).await;
    }
    let src = |page: &Client| {
        let page = page.clone();
        async move { eval(&page, "return document.getElementById('board').src;").await }
    };
    // Each page reads the board in its own language (issue 75): the
    // room's Spanish for Ana, English for Beto, Arabic for Cris, each
    // picture's header in it too.
    assert!(
        src(&ana)
            .await
            .as_str()
            .is_some_and(|s| s.ends_with(&format!("/{serial}.png")))
    );
    assert!(
        src(&beto)
            .await
            .as_str()
            .is_some_and(|s| s.ends_with(&format!("/{serial}.en-b.png")))
    );
    assert!(
        src(&cris)
            .await
            .as_str()
            .is_some_and(|s| s.ends_with(&format!("/{serial}.ar.png")))
    );
    // The picture's alt is the position in words, in the page's language.
    let alts = [
        (&ana, "Tablero: futbol. Blancas 0 – 0 Negras.", "Portero d1"),
        (&beto, "Board: futbol.", "Goalkeeper d1"),
        (&cris, "اللوحة: futbol.", "حارس d1"),
    ];
    for (page, starts, piece) in alts {
        let alt = eval(page, "return document.getElementById('board').alt;").await;
        let alt = alt.as_str().unwrap_or_default();
        assert!(alt.starts_with(starts) && alt.contains(piece), "{alt}");
    }
    until(
        &ana,
        "her pieces marked",
        "document.querySelector('#marks .mark.can')",
    )
    .await;
    assert!(
        in_lower_half(&ana, "e3").await,
        "White's e3 is near White's edge"
    );
    until(&ana, "the title", "document.title.startsWith('¡Te toca!')").await;

    // A whole game to two goals, by clicks only.
    let (white, black) = (&ana, &beto);
    let game: [(&Client, &str, &str, &str); 11] = [
        (white, "e3", "e4", "e3-e4"),
        (black, "e6", "g4", "e6-g4"),
        (white, "e4", "e5", "e4-e5"),
        (black, "b7", "a8", "b7-a8"),
        (white, "e5", "e8", "e5>e8"),
        (black, "e6", "e4", "e6>e4"),
        (white, "c3", "e4", "c3-e4"),
        (black, "e6", "g4", "e6-g4"),
        (white, "e4", "e5", "e4-e5"),
        (black, "b7", "a8", "b7-a8"),
        (white, "e5", "e8", "e5>e8"),
    ];
    let mut serial = serial;
    for (n, (player, from, to, action)) in game.into_iter().enumerate() {
        if n == 1 {
            until(
                black,
                "Black's pieces marked",
                "document.querySelector('#marks .mark.can')",
            )
            .await;
            assert!(
                in_lower_half(black, "e6").await,
                "Black's e6 is near Black's edge"
            );
        }
        if n == 4 {
            // Mid-game with a piece picked, for the README.
            click_square(player, from).await;
            until(
                player,
                "its targets",
                "document.querySelector('#marks .mark.to')",
            )
            .await;
            let png = player.screenshot().await.expect("screenshot");
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
            std::fs::write(dir.join("target/web-game.png"), &png).expect("screenshot");
            if std::env::var_os("UPDATE_SCREENSHOT").is_some() {
                std::fs::write(dir.join("docs/web.png"), &png).expect("docs/web.png");
            }
            click_square(player, to).await;
        } else {
            play(player, from, to, action).await;
        }
        serial = next_serial(&host, code, serial).await;
        for page in [&ana, &beto, &cris] {
            shows_serial(page, serial).await;
        }
        let moves = eval(&cris, "return document.getElementById('moves').innerText;").await;
        assert!(
            moves.as_str().is_some_and(|m| m.contains(action)),
            "the spectator's move list has {action}: {moves}"
        );
    }
    for page in [&ana, &beto, &cris] {
        shows(page, "2 – 0").await;
    }
    shows(&cris, "Fin de la partida: ganan Blancas (Ana)").await;
    shows(&beto, "Game over").await;

    // The end of the game: its replay shows inline in every window (a GIF
    // the browser decoded), with a download link for it and for the
    // record, which replays to the final position.
    for page in [&ana, &beto, &cris] {
        until(
            page,
            "the replay",
            "[...document.querySelectorAll('#log img.replay')].some(i => i.complete && i.naturalWidth > 600)",
        )
        .await;
    }
    let record = eval(
        &cris,
        "const a = document.querySelector('#log a.file[download$=\".txt\"]'); \
         return fetch(a.href).then(r => r.text());",
    )
    .await;
    let record = Record::parse(record.as_str().unwrap_or_default()).expect("the record replays");
    let (position, moves) = host.game_text(code).expect("the room is still open");
    assert_eq!(
        record.end.to_string(),
        position,
        "the record ends where the game did"
    );
    assert_eq!(record.actions, moves);
    let gif = eval(
        &cris,
        "const i = document.querySelector('#log img.replay'); \
         return fetch(i.src).then(r => r.arrayBuffer()).then(b => b.byteLength);",
    )
    .await;
    assert!(
        gif.as_u64().is_some_and(|n| n > 1000 && n <= 640 * 1024),
        "{gif}"
    );
    eval(
        &ana,
        "document.querySelector('#log img.replay').scrollIntoView();",
    )
    .await;
    let png = ana.screenshot().await.expect("screenshot");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::write(dir.join("target/web-end.png"), &png).expect("screenshot");
    let png = cris.screenshot().await.expect("screenshot");
    std::fs::write(dir.join("target/web-end-ar.png"), &png).expect("screenshot");

    // Chat: HTML is shown as text; an overlong line is refused.
    type_into(&cris, "#say", "<b>hola</b>").await;
    click(&cris, "#send").await;
    shows(&ana, "Cris: <b>hola</b>").await;
    assert_eq!(
        eval(&ana, "return document.querySelector('#log b') === null;").await,
        Value::Bool(true),
        "HTML was not escaped"
    );
    eval(
        &cris,
        "document.getElementById('say').removeAttribute('maxlength');",
    )
    .await;
    type_into(&cris, "#say", &"x".repeat(600)).await;
    click(&cris, "#send").await;
    shows(&cris, "demasiado largo").await;

    // Reopening the page: back in her seat.
    ana.refresh().await.expect("reload");
    shows(&ana, "Ana vuelve a su sitio (Blancas)").await;

    // boyer, a local room: a move, then a kick, then "end turn", by clicks.
    local_room(&ana, &base, "boyer").await;
    click_square(&ana, "d1").await;
    click_square(&ana, "d4").await;
    shows(&ana, "d1-d4 …").await;
    click_square(&ana, "e5").await;
    click_square(&ana, "f6").await;
    shows(&ana, "d1-d4 e5>f6 …").await;
    click(&ana, "#controls button.primary").await;
    until(
        &ana,
        "the whole turn in the move list",
        "[...document.querySelectorAll('#moves .move')].some(m => m.textContent === 'd1-d4 e5>f6')",
    )
    .await;

    // chessfootball, a local room: a placement, by a square and a piece.
    local_room(&ana, &base, "chessfootball").await;
    click_square(&ana, "e4").await;
    click(&ana, "#chooser button[data-text='N@e4']").await;
    until(
        &ana,
        "the placement in the move list",
        "[...document.querySelectorAll('#moves .move')].some(m => m.textContent === 'N@e4')",
    )
    .await;

    for client in [ana, beto, cris] {
        let _ = client.close().await;
    }
}

/// Creates a local room of `variant` from the home page.
async fn local_room(client: &Client, base: &str, variant: &str) {
    client.goto(&format!("{base}/")).await.expect("home");
    eval(
        client,
        &format!(
            "document.getElementById('variant').value = '{variant}'; \
             document.getElementById('mode').value = 'local';"
        ),
    )
    .await;
    click(client, "#create").await;
    until(
        client,
        "the room page",
        "location.pathname.startsWith('/r/')",
    )
    .await;
    until(
        client,
        "its pieces marked",
        "document.querySelector('#marks .mark.can')",
    )
    .await;
}

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
