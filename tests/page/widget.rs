#![cfg(feature = "matrix")]
//! Matrix's widget end to end: the real bot (its web page and its Matrix
//! bot) on the tests' real Synapse, and headless Chromium, in which a
//! harness page plays Element's side of the Widget API: it fills in the
//! widget's URL template from the state event the bot sent, frames the
//! widget, runs the capabilities handshake, and answers `get_openid` with
//! a token it asks Synapse for (`POST /user/{userId}/openid/request_token`).
//!
//! Ana and Beto, two windows (Element's side panel and a phone), create,
//! join and play a game to its end in the widget; the Matrix room gets the
//! same boards; a command typed in the room shows in Ana's widget at once;
//! Ana's rating moves once. A widget address that names another user, a
//! token of another user, a made-up token, a token said to come from
//! another homeserver, a room the bot is not in, and a declined identity
//! get no seat, each with a reason; the bot's log holds no token.

use testkit::bot;
use testkit::homeserver;
use testkit::page;
use testkit::synapse;

use bot::Bot;
use homeserver::{Homeserver, Person, unique};
use page::*;
use serde_json::Value;
use std::time::{Duration, Instant};
use synapse::synapse;

const HARNESS: &str = include_str!("element-harness.html");

/// Serves the harness page at every path of its own origin.
async fn harness_server() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let address = listener.local_addr().expect("its address");
    tokio::spawn(async move {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        while let Ok((mut stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut head = vec![0; 8192];
                let _ = stream.read(&mut head).await;
                let answer = format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{HARNESS}",
                    HARNESS.len()
                );
                let _ = stream.write_all(answer.as_bytes()).await;
            });
        }
    });
    format!("http://{address}/element")
}

/// What a harness window is told: the widget's template URL, the room and
/// user Element fills in, the homeserver and the owner's client token.
struct Frame<'a> {
    harness: &'a str,
    widget: &'a str,
    hs: &'a str,
    room: &'a str,
    user: &'a Person,
    lang: &'a str,
}

impl Frame<'_> {
    /// The harness's address, with `extra` parameters (`owner` and
    /// `token`: another user's token; `forge`; `server`; `decline`).
    fn url(&self, extra: &[(&str, &str)]) -> String {
        let mut query = vec![
            ("widget", self.widget.to_string()),
            ("hs", self.hs.to_string()),
            ("room", self.room.to_string()),
            ("user", self.user.id.clone()),
            ("token", self.user.token.clone()),
            ("lang", self.lang.to_string()),
        ];
        for (key, value) in extra {
            query.retain(|(k, _)| k != key);
            query.push((key, value.to_string()));
        }
        let query: Vec<String> = query
            .iter()
            .map(|(k, v)| format!("{k}={}", encode(v)))
            .collect();
        format!("{}?{}", self.harness, query.join("&"))
    }
}

/// A window that opens the harness and looks into the widget's frame.
async fn open(client: &fantoccini::Client, url: &str) {
    client.goto(url).await.expect("the harness");
    until(client, "the frame", "document.getElementById('widget')").await;
    client.enter_frame(0).await.expect("into the widget");
}

/// The OpenID tokens the harness window got from Synapse.
async fn harness_tokens(client: &fantoccini::Client) -> Vec<String> {
    let given = eval(client, "return window.harness.tokens;").await;
    let tokens = given.as_array().into_iter().flatten();
    tokens
        .filter_map(|t| t.as_str().map(String::from))
        .collect()
}

/// Stops the Synapse this test started (not one already running, as
/// `scripts/test.sh` starts it for the whole suite), even on a failure.
struct StopSynapse(bool);

impl Drop for StopSynapse {
    fn drop(&mut self) {
        if self.0 {
            synapse(&["stop"]);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_in_the_widget_and_the_room_follows() {
    let port = std::env::var("SYNAPSE_PORT").unwrap_or_else(|_| "18448".into());
    let running = std::net::TcpStream::connect(format!("127.0.0.1:{port}")).is_ok();
    let url = synapse(&["start"]);
    let _stop = StopSynapse(!running);
    let hs = Homeserver {
        url: url.clone(),
        http: reqwest::Client::new(),
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("bot");
    synapse(&["register", &bot_name, "password-of-bot"]);
    let bot_id = format!("@{bot_name}:localhost");
    let (ana, beto, carla) = (hs.person("ana"), hs.person("beto"), hs.person("carla"));
    let web = format!("127.0.0.1:{}", free_port());
    let public = format!("http://{web}");
    let bot = Bot::serve(
        dir.path(),
        &[
            "--web-addr",
            &web,
            "--matrix-homeserver",
            &url,
            "--matrix-user",
            &bot_name,
            "--matrix-widget-url",
            &public,
        ],
        &[("MATRIX_PASSWORD", "password-of-bot")],
    );
    let started = Instant::now();
    while !bot.log().contains("matrix: listening") {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the bot did not start"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Ana's room, where the bot may send state (power level 50); Beto
    // joins; Carla is on the server but not in the room.
    let room = hs.room(&ana, &[&beto.id, &bot_id], &[(&bot_id, 50)]).await;
    hs.join(&beto, &room).await;
    hs.wait_joined(&ana, &room, &bot_id).await;

    // `tablero` from someone who is no admin: refused; from Ana: the
    // widget's state event, as Element reads it, then the bot's word.
    hs.say(&beto, &room, "!futbol tablero").await;
    hs.say(&ana, &room, "!futbol tablero").await;
    hs.wait_says(
        &ana,
        &room,
        &bot_id,
        ("El tablero en vivo ya está en esta sala", 1),
    )
    .await;
    let (status, state) = hs
        .call(
            &ana,
            reqwest::Method::GET,
            &format!("/rooms/{}/state", encode(&room)),
            None,
        )
        .await;
    assert_eq!(status, 200);
    let widgets: Vec<&Value> = (state.as_array().expect("the room's state").iter())
        .filter(|e| e["type"] == "im.vector.modular.widgets")
        .collect();
    assert_eq!(widgets.len(), 1, "one widget, added once: {widgets:#?}");
    let event = widgets[0];
    assert_eq!(event["state_key"], "futbol-board");
    assert_eq!(event["sender"], bot_id.as_str());
    let content = &event["content"];
    assert_eq!(content["type"], "m.custom");
    assert_eq!(content["id"], "futbol-board");
    assert_eq!(content["name"], "Fútbol-Ajedrez");
    assert!(content["data"].is_object());
    let template = content["url"].as_str().expect("its url").to_string();
    assert_eq!(
        template,
        format!(
            "{public}/widget?room=$matrix_room_id&user=$matrix_user_id&lang=$org.matrix.msc2873.client_language"
        )
    );

    // In a room where the bot has no power level, it says how an admin
    // adds the widget by hand.
    let low = hs.room(&ana, &[&bot_id], &[]).await;
    hs.wait_joined(&ana, &low, &bot_id).await;
    hs.say(&ana, &low, "!futbol tablero").await;
    let told = hs.wait_says(&ana, &low, &bot_id, ("/addwidget", 1)).await;
    assert!(
        told[0]["content"]["body"]
            .as_str()
            .unwrap_or_default()
            .contains(&template),
        "{told:#?}"
    );

    // Any Matrix client may frame the widget (Element at any origin,
    // Element Desktop at vector://vector); every other page frames nowhere.
    let widget_head = ask_headers(&public, "/widget?room=x");
    assert!(widget_head.starts_with("HTTP/1.1 200"), "{widget_head}");
    let lower = widget_head.to_ascii_lowercase();
    assert!(
        !lower.contains("frame-ancestors") && !lower.contains("x-frame-options"),
        "{widget_head}"
    );
    assert!(ask_headers(&public, "/").contains("frame-ancestors 'none'"));
    assert!(ask_headers(&public, "/widget/api.min.js").starts_with("HTTP/1.1 200"));
    hostile_sockets(&format!("{public}/widget/ws")).await;

    let harness = harness_server().await;
    let frame = |user, room, lang| Frame {
        harness: &harness,
        widget: &template,
        hs: &url,
        room,
        user,
        lang,
    };
    let driver = chromedriver().await;
    // Element's right panel is about 420 px wide; the phone is the whole
    // screen.
    let ana_page = browser(&driver, 420, 800, "es").await;
    let beto_page = phone(&driver, "ar").await;
    open(&ana_page, &frame(&ana, &room, "es").url(&[])).await;
    shows(&ana_page, "No hay partida en este canal").await;
    click(&ana_page, "#embed-create").await;
    // The room is the Matrix room's: its board is posted there.
    hs.wait_says(&ana, &room, &bot_id, ("juega con Blancas", 1))
        .await;
    until(
        &ana_page,
        "Ana's board",
        "document.getElementById('board').naturalWidth > 0",
    )
    .await;
    open(&beto_page, &frame(&beto, &room, "ar").url(&[])).await;
    until(
        &beto_page,
        "the seat's button",
        "!document.getElementById('seat-ask').hidden",
    )
    .await;
    click(&beto_page, "#take-seat").await;
    until(
        &ana_page,
        "Ana to move",
        "document.querySelector('#marks .mark.can')",
    )
    .await;
    eval(&ana_page, "window.notReloaded = true; return true;").await;

    let mut boards = hs.boards(&ana, &room, &bot_id).await;
    for (n, (from, to, action)) in GAME_TO_TWO.into_iter().enumerate() {
        let player = if n % 2 == 0 { &ana_page } else { &beto_page };
        play(player, from, to, action).await;
        let moved = format!("document.getElementById('moves').textContent.includes('{action}')");
        until(&ana_page, &format!("{action} in Ana's widget"), &moved).await;
        until(&beto_page, &format!("{action} in Beto's widget"), &moved).await;
        // The room's board follows the widget.
        let started = Instant::now();
        loop {
            let now = hs.boards(&ana, &room, &bot_id).await;
            if now > boards {
                boards = now;
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "{action}'s board in the room"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        if n == 2 {
            // Beto offers a draw by typing in the room: Ana's widget
            // shows it at once, with no reload.
            hs.say(&beto, &room, "!futbol tablas").await;
            hs.wait_says(&ana, &room, &bot_id, ("tablas", 1)).await;
            until(
                &ana_page,
                "the offer in Ana's widget",
                "document.getElementById('log').textContent.includes('tablas')",
            )
            .await;
            assert_eq!(
                eval(&ana_page, "return window.notReloaded === true;").await,
                Value::Bool(true)
            );
        }
    }
    for page in [&ana_page, &beto_page] {
        shows(page, "2 – 0").await;
        until(page, "the end", "!document.getElementById('banner').hidden").await;
    }
    // Ana's rating moved once: one result with ratings, one rated game.
    let results = hs
        .wait_says(&ana, &room, &bot_id, ("Puntuación: ", 1))
        .await;
    assert_eq!(results.len(), 1, "one result with ratings");
    hs.say(&ana, &room, "!futbol perfil").await;
    hs.wait_says(&ana, &room, &bot_id, ("1 partida: 1 G, 0 T, 0 P", 1))
        .await;

    // Pictures of Matrix rooms are the widget's room's alone.
    let board = eval(
        &ana_page,
        "return document.getElementById('board').getAttribute('src');",
    )
    .await;
    let board = board.as_str().expect("the board's address").to_string();
    assert!(board.starts_with("/widget/board/"), "{board}");
    let get = |path: &str| {
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        http_status(&public, &request)
    };
    assert_eq!(get(&board), 200);
    let forged = board.replace(&encode(&room), &encode(&low));
    assert_eq!(get(&forged), 404, "{forged}");

    // Screenshots at the side panel's size and a phone's, in Spanish and
    // Arabic; axe finds nothing on either.
    for (client, name) in [
        (&ana_page, "widget-panel-es"),
        (&beto_page, "widget-phone-ar"),
    ] {
        look_framed(client, name).await;
    }

    // Refusals: each gets no seat and says why.
    let stranger = hs.room(&carla, &[], &[]).await;
    let refused: [(&str, String, &str); 6] = [
        (
            "an address naming another user",
            frame(&ana, &room, "es").url(&[("user", &beto.id), ("owner", &ana.id)]),
            "eres otra persona",
        ),
        (
            "another user's token",
            frame(&ana, &room, "es").url(&[("owner", &beto.id), ("token", &beto.token)]),
            "eres otra persona",
        ),
        (
            "a made-up token",
            frame(&ana, &room, "es").url(&[("forge", "madeUpToken123")]),
            "no confirmó quién eres",
        ),
        (
            "a token said to be another homeserver's",
            frame(&ana, &room, "es").url(&[("server", "elsewhere.example")]),
            "viene de otro servidor",
        ),
        (
            "a room the bot is not in",
            frame(&carla, &stranger, "es").url(&[]),
            "El bot no está en esta sala",
        ),
        (
            "not a member of the room",
            frame(&carla, &room, "es").url(&[]),
            "No eres miembro de esta sala",
        ),
    ];
    let eve = browser(&driver, 420, 800, "es").await;
    let mut tokens = Vec::new();
    for (why, url, says) in refused {
        open(&eve, &url).await;
        shows(&eve, says).await;
        let seated = eval(
            &eve,
            "return document.getElementById('board').naturalWidth > 0;",
        )
        .await;
        assert_eq!(seated, Value::Bool(false), "{why}: shown no room");
        eve.enter_parent_frame().await.expect("the harness");
        tokens.extend(harness_tokens(&eve).await);
    }
    // A client that never answers get_openid, while another frame of
    // the page hands the widget a real token of Ana's as that answer: the
    // forgery is ignored (no seat), and after its wait the page says the
    // client does not answer and what works instead.
    open(
        &eve,
        &frame(&ana, &room, "es").url(&[("silent", "1"), ("forger", "1")]),
    )
    .await;
    shows(&eve, "Tu cliente de Matrix no responde al widget").await;
    let seated = eval(
        &eve,
        "return document.getElementById('board').naturalWidth > 0;",
    )
    .await;
    assert_eq!(seated, Value::Bool(false), "a forged answer gave a seat");
    eve.enter_parent_frame().await.expect("the harness");
    let forged = eval(&eve, "return window.harness.forged;").await;
    assert_eq!(forged, Value::from(2), "the forger sent both answers");
    tokens.extend(harness_tokens(&eve).await);
    // A declined identity, and the page opened outside a client.
    open(&eve, &frame(&ana, &room, "es").url(&[("decline", "1")])).await;
    shows(&eve, "Element no confirmó quién eres").await;
    eve.goto(&format!("{public}/widget?room=x&user=y"))
        .await
        .expect("the page");
    shows(&eve, "se abre como widget").await;
    for client in [&ana_page, &beto_page] {
        tokens.extend(harness_tokens(client).await);
    }
    let log = bot.log();
    assert!(
        tokens.len() >= 5,
        "the harness asked Synapse for tokens: {tokens:?}"
    );
    for token in tokens.iter().chain([&ana.token, &beto.token, &carla.token]) {
        assert!(!log.contains(token.as_str()), "the log holds a token");
    }
    assert!(
        log.contains("widget: refused a session"),
        "refusals are logged by name"
    );
    for client in [ana_page, beto_page, eve] {
        let _ = client.close().await;
    }
}
