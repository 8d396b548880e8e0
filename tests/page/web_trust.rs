//! The page as a hostile client sees it, with raw HTTP and websockets (no
//! browser, so nothing a browser would refuse to send is out of reach): a
//! spectator that knows everything its own socket received and sends any
//! cookies it likes cannot act for a player; a `crear`/`salir` loop holds
//! no codes; thousands of spectator connects write nothing; the headers,
//! the Origin and Host checks; another platform's room is 404.

use futbol_bot::host::Reads;
use testkit::client;
use testkit::host as support;
use testkit::page;

use client::{Person, connect, drain, http, send};
use futbol_bot::host::{Community, Input, Platform, Request, RoomCode, User};
use futbol_bot::store::Store;
use page::Server;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// Every string in `value`, and the part after `web-` of those that have
/// it: what a client could try as a credential.
fn strings(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::String(s) => {
            out.insert(s.clone());
            if let Some(rest) = s.strip_prefix("web-") {
                out.insert(rest.to_string());
            }
        }
        Value::Array(list) => list.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => {
            for (k, v) in map {
                out.insert(k.clone());
                strings(v, out);
            }
        }
        _ => {}
    }
}

/// Waits until `check` holds for the room.
async fn until(
    server: &Server,
    code: RoomCode,
    what: &str,
    check: impl Fn(&futbol_bot::host::RoomState) -> bool,
) {
    let started = Instant::now();
    while !server.host.room_state(code).is_some_and(|s| check(&s)) {
        assert!(
            started.elapsed() < page::WAIT,
            "timed out waiting for {what}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_cannot_act_for_a_player_whatever_it_sends() {
    let server = Server::start().await;
    let base = server.base.clone();
    let ana = Person::arrives(&base, "/", "Ana", "ana-own-id-1").await;
    let created = ana.create(&base).await;
    assert_eq!(created.status, 200, "Ana creates: {}", created.body);
    let code: String = serde_json::from_str::<Value>(&created.body).expect("json")["code"]
        .as_str()
        .expect("a code")
        .to_string();
    let room: RoomCode = code.parse().expect("a code");
    let mut ana_socket = connect(&base, &code, &ana.cookies, None)
        .await
        .expect("Ana's page");
    let bea = Person::arrives(&base, &format!("/r/{code}"), "Bea", "bea-own-id-2").await;
    let mut bea_socket = connect(&base, &code, &bea.cookies, None)
        .await
        .expect("Bea's page");
    until(&server, room, "Bea seated", |s| {
        s.seats.black.is_some() && s.seats.white.is_some()
    })
    .await;
    // Eve watches, and may name herself Ana.
    let eve = Person::arrives(&base, &format!("/r/{code}"), "Ana", "eve-own-id-3").await;
    let mut eve_socket = connect(&base, &code, &eve.cookies, None)
        .await
        .expect("Eve's page");
    let seen = drain(&mut eve_socket, Duration::from_millis(800)).await;
    let state = seen
        .iter()
        .rev()
        .find(|m| m["kind"] == "state")
        .expect("Eve sees the room")
        .clone();
    // A legal move for White, as the page lists the steps.
    let steps = state["view"]["steps"].as_object().expect("steps").clone();
    let step = steps
        .values()
        .flat_map(|list| list.as_array().cloned().unwrap_or_default())
        .find(|s| s["to"].is_string())
        .expect("a step");
    let serial = state["view"]["serial"].clone();
    let act = json!({ "kind": "act", "serial": serial, "text": step["text"] });
    let before = server.host.room_state(room).expect("the room");
    let (white, black) = (
        before.seats.white.clone().expect("Ana").id,
        before.seats.black.clone().expect("Bea").id,
    );
    // Nothing Eve received carries a player's id or session.
    let all = Value::Array(seen.clone()).to_string();
    for secret in [
        white.as_str(),
        black.as_str(),
        "ana-own-id-1",
        "bea-own-id-2",
    ] {
        assert!(
            !all.contains(secret),
            "a spectator's page was sent {secret}: {all}"
        );
    }
    for person in [&ana, &bea] {
        let session = person.cookies.rsplit("fb_sid=").next().unwrap_or_default();
        assert!(
            session.is_empty() || !all.contains(session),
            "a session was sent to Eve"
        );
    }
    assert!(
        all.contains("\"you\":\"spectator\""),
        "Eve is told she watches"
    );
    let mut tokens = BTreeSet::new();
    strings(&Value::Array(seen.clone()), &mut tokens);
    let tokens: Vec<String> = tokens
        .into_iter()
        .filter(|t| t.len() >= 4 && t.len() <= 200 && !t.contains(' '))
        .collect();
    let buttons: BTreeSet<String> = tokens
        .iter()
        .filter(|t| t.starts_with("fb:"))
        .cloned()
        .collect();
    let eve_session = eve
        .cookies
        .rsplit("fb_sid=")
        .next()
        .unwrap_or_default()
        .to_string();
    let mut forged = 0;
    for token in &tokens {
        for cookies in [
            format!("fb_uid={token}; fb_name=Ana"),
            format!("fb_sid={token}; fb_name=Ana"),
            format!("fb_uid={token}; fb_sid={token}; fb_name=Ana"),
            format!("fb_uid={token}; fb_name=Ana; fb_sid={eve_session}"),
        ] {
            let Ok(mut socket) = connect(&base, &code, &cookies, None).await else {
                continue;
            };
            forged += 1;
            send(&mut socket, act.clone()).await;
            for text in [
                "!futbol rendirse",
                "!futbol tablas",
                "!futbol salir",
                "soy Ana",
            ] {
                send(&mut socket, json!({ "kind": "text", "text": text })).await;
            }
            for id in &buttons {
                send(&mut socket, json!({ "kind": "button", "id": id })).await;
            }
            let _ = drain(&mut socket, Duration::from_millis(30)).await;
            let now = server
                .host
                .room_state(room)
                .expect("the room is still open");
            let moves = server.host.game_text(room).expect("its game").1;
            assert!(
                moves.is_empty(),
                "a page with {cookies} moved for a player: {moves:?}"
            );
            assert!(
                now.open && now.ending.is_none() && now.draw_offer.is_none(),
                "a page with {cookies} resigned, offered a draw or left"
            );
            assert_eq!(
                (now.seats.white.map(|p| p.id), now.seats.black.map(|p| p.id)),
                (Some(white.clone()), Some(black.clone())),
                "the seats are the players'"
            );
        }
    }
    assert!(forged > 0, "the forged pages connected (as spectators)");
    // The players' pages saw no line from a player's seat but their own.
    for socket in [&mut ana_socket, &mut bea_socket] {
        for line in drain(socket, Duration::from_millis(300)).await {
            if line["kind"] == "chat"
                && line["text"].as_str().is_some_and(|t| t.contains("soy Ana"))
            {
                assert!(
                    line["seat"].is_null(),
                    "Eve's line shown as a player's: {line}"
                );
            }
        }
    }
    // The test can fail: Ana's own page plays the same move.
    send(&mut ana_socket, act).await;
    let started = Instant::now();
    while server.host.game_text(room).expect("the game").1.is_empty() {
        assert!(started.elapsed() < page::WAIT, "Ana could not move");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Codes that a new room could not get now.
fn held(store: &Store, now: u64) -> usize {
    support::all_codes()
        .iter()
        .filter(|code| {
            store
                .code_use(code)
                .ok()
                .flatten()
                .is_some_and(|u| !u.free(now))
        })
        .count()
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn floods_hold_no_codes_and_write_nothing() {
    let server = Server::start().await;
    let base = server.base.clone();
    let store = server.store.clone().expect("the store");
    let ana = Person::arrives(&base, "/", "Ana", "a").await;
    let created = ana.create(&base).await;
    assert_eq!(created.status, 200);
    let code = serde_json::from_str::<Value>(&created.body).expect("json")["code"]
        .as_str()
        .expect("a code")
        .to_string();
    let mut socket = connect(&base, &code, &ana.cookies, None)
        .await
        .expect("Ana's page");
    let mut answers = Vec::new();
    for _ in 0..1000 {
        send(
            &mut socket,
            json!({ "kind": "text", "text": "!futbol salir" }),
        )
        .await;
        send(
            &mut socket,
            json!({ "kind": "text", "text": "!futbol crear" }),
        )
        .await;
        answers.extend(drain(&mut socket, Duration::from_millis(1)).await);
    }
    answers.extend(drain(&mut socket, Duration::from_millis(500)).await);
    let text = Value::Array(answers).to_string();
    assert!(
        text.contains("demasiado rápido") || text.contains("Vas demasiado"),
        "the loop was told it goes too fast"
    );
    let holding = held(&store, now());
    assert!(holding <= 5, "the loop holds {holding} codes");
    // Someone else still creates a room.
    let bea = Person::arrives(&base, "/", "Bea", "b").await;
    assert_eq!(bea.create(&base).await.status, 200, "Bea creates a room");

    // 10,000 spectator connects to Bea's room: the stored room is the same.
    let bea_code = Reads::of(&server.host)
        .lobby(Platform::Web)
        .into_iter()
        .find(|r| r.creator == "Bea")
        .expect("Bea's room waits")
        .code;
    let mut bea_socket = connect(&base, &bea_code, &bea.cookies, None)
        .await
        .expect("Bea");
    let cris = Person::arrives(&base, &format!("/r/{bea_code}"), "Cris", "c").await;
    let mut cris_socket = connect(&base, &bea_code, &cris.cookies, None)
        .await
        .expect("Cris");
    let _ = drain(&mut cris_socket, Duration::from_millis(300)).await;
    let dani = Person::arrives(&base, &format!("/r/{bea_code}"), "Dani", "d").await;
    let mut dani_socket = connect(&base, &bea_code, &dani.cookies, None)
        .await
        .expect("Dani");
    let _ = drain(&mut bea_socket, Duration::from_millis(300)).await;
    let seen = drain(&mut dani_socket, Duration::from_millis(300)).await;
    let counted = seen
        .iter()
        .filter(|m| m["kind"] == "state")
        .filter_map(|m| m["view"]["spectators"].as_u64())
        .next_back();
    assert_eq!(counted, Some(1), "the page counts Dani watching");
    let size = || {
        store
            .room::<Value>(&bea_code)
            .ok()
            .flatten()
            .map(|r| r.to_string().len())
    };
    let before = size();
    assert!(before.is_some(), "Bea's room is stored");
    let mut watchers = Vec::new();
    for i in 0..50 {
        watchers
            .push(Person::arrives(&base, &format!("/r/{bea_code}"), &format!("W{i}"), "w").await);
    }
    let started = Instant::now();
    let mut connected = 0;
    for _ in 0..200 {
        let mut open = Vec::new();
        for watcher in &watchers {
            if let Ok(socket) = connect(&base, &bea_code, &watcher.cookies, None).await {
                open.push(socket);
            }
        }
        connected += open.len();
        drop(open);
    }
    println!("10,000 spectator connects in {:?}", started.elapsed());
    assert_eq!(connected, 10_000, "every connect was a page watching");
    assert_eq!(size(), before, "spectators are never stored");
    let state = server
        .host
        .room_state(bea_code.parse().expect("code"))
        .expect("open");
    assert!(state.spectators.is_empty(), "no web spectator is listed");
    // One address holds at most 100 sockets at once (four are open here).
    let mut open = Vec::new();
    let refused = loop {
        match connect(&base, &bea_code, &watchers[0].cookies, None).await {
            Ok(socket) => open.push(socket),
            Err(status) => break status,
        }
        assert!(open.len() <= 100, "more than 100 sockets from one address");
    };
    assert_eq!(
        (refused, open.len()),
        (429, 96),
        "the 101st socket is refused"
    );
    drop(open);
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(
        connect(&base, &bea_code, &watchers[0].cookies, None)
            .await
            .is_ok()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn headers_origins_hosts_and_other_platforms() {
    let server = Server::start().await;
    let base = server.base.clone();
    let home = http(&base, "GET", "/", "", "").await;
    assert_eq!(home.status, 200);
    let csp = home.header("content-security-policy").expect("a CSP");
    assert!(csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"));
    assert_eq!(home.header("x-content-type-options"), Some("nosniff"));
    assert!(home.header("referrer-policy").is_some());
    let cookie = home.header("set-cookie").expect("a session");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    // DNS rebinding: the page on 127.0.0.1 answers no other name.
    let rebound = http(&base, "GET", "/", "", "").await;
    assert_eq!(rebound.status, 200);
    let addr = base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    stream
        .write_all(b"GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        .await
        .expect("send");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.expect("read");
    assert!(
        raw.starts_with(b"HTTP/1.1 421"),
        "another host name is refused"
    );
    // A socket from another site's page.
    let ana = Person::arrives(&base, "/", "Ana", "a").await;
    let created = ana.create(&base).await;
    let code = serde_json::from_str::<Value>(&created.body).expect("json")["code"]
        .as_str()
        .expect("a code")
        .to_string();
    let evil = connect(&base, &code, &ana.cookies, Some("http://evil.example")).await;
    assert_eq!(evil.err(), Some(403), "a cross-origin upgrade");
    let own = connect(&base, &code, &ana.cookies, Some(&base)).await;
    assert!(own.is_ok(), "the page's own origin");
    // No session the server issued: no socket, no creation.
    assert_eq!(
        connect(&base, &code, "fb_uid=a; fb_name=Ana", None)
            .await
            .err(),
        Some(401)
    );
    let stranger = Person {
        cookies: "fb_uid=x; fb_name=X".into(),
    };
    assert_eq!(stranger.create(&base).await.status, 401);
    // A Discord room's code is nothing on the page.
    let discord = Request {
        platform: Platform::Discord,
        community: Community::discord_guild(1),
        channel: "9".into(),
        user: User {
            id: "42".into(),
            name: "Dora".into(),
        },
        input: Input::Command("crear".into()),
        address: None,
        asker: Default::default(),
    };
    server.host.handle(&discord);
    let discord_code = server
        .host
        .channel_room(Platform::Discord, "9")
        .expect("a Discord room");
    let page = http(&base, "GET", &format!("/r/{discord_code}"), "", "").await;
    assert_eq!(page.status, 404, "a Discord room on the page");
    let socket = connect(&base, discord_code.as_str(), &ana.cookies, None).await;
    assert_eq!(socket.err(), Some(404), "a Discord room's socket");
    // Nor its board's picture, whichever side, at its current serial.
    let serial = server.host.room_state(discord_code).expect("open").serial;
    for side in ["", "-b"] {
        let path = format!("/r/{discord_code}/board/{serial}{side}.png");
        let picture = http(&base, "GET", &path, "", "").await;
        assert_eq!(picture.status, 404, "a Discord room's picture {path}");
    }
    // One address holds at most 12 rooms waiting for an opponent, however
    // many sessions it takes (Ana's is the first).
    let mut made = vec![created.status];
    for i in 0..12 {
        let person = Person::arrives(&base, "/", &format!("P{i}"), "p").await;
        made.push(person.create(&base).await.status);
    }
    assert_eq!(made[..12], [200; 12], "12 waiting rooms from one address");
    assert_eq!(made[12], 429, "the 13th");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_survives_a_restart_with_its_session() {
    use futbol_bot::host::{Host, HostConfig, system_clock};
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).expect("store");
    let start = |store: &Store| {
        let host = Host::new(store.clone(), HostConfig::default(), system_clock()).expect("host");
        std::sync::Arc::new(host)
    };
    let first = Server::with_host(start(&store), tempfile::tempdir().expect("dir")).await;
    let ana = Person::arrives(&first.base, "/", "Ana", "a").await;
    let created = ana.create(&first.base).await;
    let code = serde_json::from_str::<Value>(&created.body).expect("json")["code"]
        .as_str()
        .expect("a code")
        .to_string();
    drop(first);
    // The page and its host start again on the same store.
    let second = Server::with_host(start(&store), tempfile::tempdir().expect("dir")).await;
    let mut socket = connect(&second.base, &code, &ana.cookies, None)
        .await
        .expect("Ana's page after the restart");
    let seen = drain(&mut socket, Duration::from_millis(800)).await;
    let state = seen
        .iter()
        .rev()
        .find(|m| m["kind"] == "state")
        .expect("a state");
    assert_eq!(state["you"], "white", "Ana's session still names her seat");
}

/// Two sessions of the page from one address ("Farmer" and his second
/// browser "Alt") play room after room, Alt resigning after a move each,
/// pacing themselves to the creation limits (a refused creation waits and
/// tries again). Twenty games move Farmer's rating as three would, and
/// the leaderboard does not list him.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_sessions_farming_short_games_gain_three_games_and_no_place() {
    let server = Server::start().await;
    let base = server.base.clone();
    let people = [
        Person::arrives(&base, "/", "Farmer", "f").await,
        Person::arrives(&base, "/", "Alt", "a").await,
    ];
    let (mut played, mut farmer_id) = (0, None);
    let started = Instant::now();
    while played < 20 {
        assert!(
            started.elapsed() < Duration::from_secs(600),
            "twenty games in ten minutes"
        );
        // The creators alternate; a creation over the limit waits.
        let creator = played % 2;
        let made = people[creator].create(&base).await;
        if made.status == 429 {
            tokio::time::sleep(Duration::from_secs(5)).await;
            continue;
        }
        assert_eq!(made.status, 200, "{}", made.body);
        let code_text = serde_json::from_str::<Value>(&made.body).expect("json")["code"]
            .as_str()
            .expect("a code")
            .to_string();
        let code: RoomCode = code_text.parse().expect("code");
        let mut sockets = Vec::new();
        for n in [creator, 1 - creator] {
            let socket = connect(&base, &code_text, &people[n].cookies, None).await;
            sockets.push((n, socket.expect("a socket")));
        }
        until(&server, code, "both seated", |s| {
            s.seats.white.is_some() && s.seats.black.is_some()
        })
        .await;
        let state = server.host.room_state(code).expect("room");
        let white_name = state
            .seats
            .white
            .as_ref()
            .map(|p| p.name.clone())
            .unwrap_or_default();
        let farmer_seat = [&state.seats.white, &state.seats.black]
            .into_iter()
            .flatten()
            .find(|p| p.name == "Farmer")
            .expect("Farmer sits");
        farmer_id = Some(farmer_seat.id.clone());
        // Person 0 is Farmer: White's socket is the one of White's name.
        let white_person = usize::from(white_name != "Farmer");
        let mut socket_of = |person: usize| {
            let at = sockets
                .iter()
                .position(|(n, _)| *n == person)
                .expect("a socket");
            sockets.remove(at).1
        };
        let (mut white, mut black) = (socket_of(white_person), socket_of(1 - white_person));
        send(
            &mut white,
            json!({ "kind": "text", "text": "!futbol mover e3-e4" }),
        )
        .await;
        until(&server, code, "White's move", |s| s.serial > state.serial).await;
        let moved = server.host.room_state(code).expect("room").serial;
        send(
            &mut black,
            json!({ "kind": "text", "text": "!futbol mover e6-g4" }),
        )
        .await;
        until(&server, code, "Black's move", |s| s.serial > moved).await;
        // Alt resigns.
        let alt = if white_person == 1 {
            &mut white
        } else {
            &mut black
        };
        send(alt, json!({ "kind": "text", "text": "!futbol rendirse" })).await;
        until(&server, code, "the end", |s| s.ending.is_some()).await;
        played += 1;
    }
    let store = server.store.as_ref().expect("the store");
    let farmer = farmer_id.expect("Farmer played");
    let record = store
        .standing(
            futbol_bot::engine::Variant::Futbol,
            Platform::Web,
            farmer.as_str(),
        )
        .expect("read")
        .expect("rated");
    assert_eq!(record.games(), 3, "twenty games rate as three");
    let cookie = format!("Cookie: {}\r\n", people[0].cookies);
    let ranking = http(&base, "GET", "/ranking", &cookie, "").await;
    assert_eq!(ranking.status, 200);
    assert!(!ranking.body.contains("Farmer"), "{}", ranking.body);
    // He is told what is missing: different opponents.
    assert!(
        ranking.body.contains("rivales distintos: 4"),
        "{}",
        ranking.body
    );
}
