//! Discord's Activity end to end: the real bot (its web page and its
//! Discord bot, against the stand-in) and headless Chromium, in which a
//! harness page plays Discord's client: the stand-in serves it as
//! `https://discord.com` (Chromium resolves that name to the stand-in), it
//! frames `https://<application id>.discordsays.com/` with the query
//! parameters Discord adds, answers the Embedded App SDK's handshake and
//! commands, and hands out OAuth2 codes. The stand-in's Activity proxy
//! serves that host as Discord's does: the setup guide's URL mapping (`/`
//! to the bot's public host name), the `/.proxy` prefix taken off, every
//! player coming from the proxy's one address.
//!
//! Ana and Beto, two windows in one instance, create, join and play a
//! game to its end in the Activity; the channel gets the same boards; a
//! button pressed in the channel shows in Ana's Activity at once; Ana's
//! rating moves once. Frames that lie (another channel, a made-up user),
//! users Discord does not list, and codes or tokens that are not theirs
//! get no seat, each with a reason; the bot's log holds no secret. Only
//! Discord's origins may frame the Activity.

use testkit as support;

use testkit::page;

use page::*;
use serde_json::{Value, json};
use std::time::Duration;
use support::bot::Bot;
use support::discord::{
    APP_ID, BOT_TOKEN, CLIENT_SECRET, GUILD_ID, Instance, Mapping, OTHER_APP_ID, StandIn,
};

/// The bot's public host name, as the setup guide has the operator map
/// the Activity's root `/` to it (`--web-host` names it too).
const PUBLIC_HOST: &str = "futbol.test";

/// The instance's channel, and another.
const CHANNEL: &str = "930000000000000021";
const ELSEWHERE: &str = "930000000000000022";
/// The instance, as Discord names one (`i-<launch>-<location>`).
const INSTANCE: &str = "i-1276580072400224306-gc-900000000000000003-930000000000000021";
const ANA: (&str, &str) = ("940000000000000001", "Ana");
const BETO: (&str, &str) = ("940000000000000002", "Beto");
/// In the instance, watching.
const DANI: (&str, &str) = ("940000000000000004", "Dani");
/// In the server, not in the instance.
const CARLA: (&str, &str) = ("940000000000000003", "Carla");

/// The harness's address for `user` with the frame's parameters `extra`
/// (`channel`, `frame_user`, `code_client`, `token_user`, `forged_code`).
fn harness(standin: &StandIn, user: (&str, &str), extra: &[(&str, &str)]) -> String {
    let mut query = vec![
        ("app", standin.activity_url()),
        ("user", user.0.to_string()),
        ("name", user.1.to_string()),
        ("client_id", APP_ID.to_string()),
        ("instance", INSTANCE.to_string()),
        ("channel", CHANNEL.to_string()),
        ("guild", GUILD_ID.to_string()),
    ];
    for (key, value) in extra {
        query.retain(|(k, _)| k != key);
        query.push((key, value.to_string()));
    }
    let query: Vec<String> = query
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    format!("{}?{}", standin.harness_url(), query.join("&"))
}

/// A window that opens the harness and looks into the Activity's frame.
async fn open(client: &fantoccini::Client, url: &str) {
    client.goto(url).await.expect("the harness");
    until(client, "the frame", "document.getElementById('activity')").await;
    client.enter_frame(0).await.expect("into the Activity");
}

/// The channel's messages with a board picture, in order.
fn boards(standin: &StandIn, channel: &str) -> Vec<Value> {
    standin
        .messages()
        .into_iter()
        .filter(|m| m["channel_id"] == channel)
        .filter(|m| {
            m["attachments"]
                .as_array()
                .is_some_and(|a| a.iter().any(|f| f["filename"] == "board.png"))
        })
        .collect()
}

/// Waits until the channel has a board message whose text contains `needle`.
async fn channel_shows(standin: &StandIn, needle: &str) -> Value {
    standin
        .wait_for(&format!("{needle} in the channel"), |s| {
            s.messages().into_iter().find(|m| {
                m["channel_id"] == CHANNEL
                    && m["content"].as_str().is_some_and(|c| c.contains(needle))
            })
        })
        .await
}

/// The bot with its page and its Activity, against the stand-in, with
/// the setup guide's mapping: the Activity's root to the bot's public
/// host name (which `--web-host` names). Returns the page's address.
async fn serve(dir: &std::path::Path, standin: &StandIn) -> (Bot, String) {
    let secret = dir.join("client-secret");
    std::fs::write(&secret, format!("{CLIENT_SECRET}\n")).expect("the secret's file");
    let web = format!("127.0.0.1:{}", free_port());
    standin.map_url(Mapping {
        prefix: "/".into(),
        target: PUBLIC_HOST.into(),
        address: web.clone(),
    });
    let api = standin.api_args();
    let hosts = format!("127.0.0.1,{PUBLIC_HOST}");
    let mut args = vec!["--web-addr", &web, "--web-host", &hosts];
    args.extend(["--discord-guild", GUILD_ID]);
    args.extend(api.iter().map(String::as_str));
    let secret = secret.display().to_string();
    args.extend(["--discord-client-id", APP_ID]);
    args.extend(["--discord-client-secret-file", &secret]);
    let bot = Bot::serve(dir, &args, &[("DISCORD_TOKEN", BOT_TOKEN)]);
    standin.wait_ready(1).await;
    let web = format!("http://{web}");
    while http_status(&web, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") != 200 {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (bot, web)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_in_the_activity_and_the_channel_follows() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    standin.enable_activities();
    for (id, name) in [ANA, BETO, CARLA, DANI] {
        standin.activity_user(id, name);
    }
    standin.activity_instance(
        INSTANCE,
        Instance {
            channel: CHANNEL.into(),
            guild: Some(GUILD_ID.into()),
            users: vec![ANA.0.into(), BETO.0.into(), DANI.0.into()],
        },
    );
    let (bot, web) = serve(dir.path(), &standin).await;
    // The Entry Point: one global command of type 4 that Discord handles
    // by launching the Activity.
    let entry = standin
        .wait_for("the Entry Point", |s| s.entry_points().first().cloned())
        .await;
    assert_eq!(
        (entry["type"].as_u64(), entry["handler"].as_u64()),
        (Some(4), Some(2))
    );

    // Only Discord's origins may frame the Activity; every other page
    // frames nowhere. The page answers under Discord's /.proxy prefix.
    let head = |path: &str| ask_headers(&web, path);
    // Discord loads the root with its launch parameters: the root is
    // then the Activity, under the prefix or not.
    let launch = "?frame_id=f1&instance_id=i-1&platform=desktop";
    for path in [
        "/.proxy/activity".to_string(),
        format!("/{launch}"),
        format!("/.proxy/{launch}"),
    ] {
        let activity = head(&path);
        assert!(activity.starts_with("HTTP/1.1 200"), "{activity}");
        assert!(
            activity.contains("frame-ancestors https://discord.com https://*.discord.com")
                && !activity.contains("frame-ancestors 'none'")
                && !activity.to_ascii_lowercase().contains("x-frame-options"),
            "{path}: {activity}"
        );
    }
    for path in [
        "/",
        "/?frame_id=f1&instance_id=i-1",
        "/puzzle",
        "/ranking",
        "/activity.js",
        "/.proxy/style.css",
    ] {
        let answer = head(path);
        assert!(
            answer.contains("frame-ancestors 'none'"),
            "{path}: {answer}"
        );
    }
    assert!(head("/.proxy/activity/sdk/index.mjs").starts_with("HTTP/1.1 200"));
    assert!(head("/.proxy/activity/sdk/../../../Cargo.toml").starts_with("HTTP/1.1 404"));

    let driver = chromedriver().await;
    let flags = standin.browser_args();
    // Discord's desktop client gives an Activity most of its window; the
    // phone client the whole screen.
    let ana = browser_with(&driver, (1280, 800, "es"), &flags).await;
    let beto = phone_with(&driver, "ar", &flags).await;
    open(&ana, &harness(&standin, ANA, &[])).await;
    shows(&ana, "No hay partida en este canal").await;
    // What Discord's proxy asked the bot for: the mapped root, with the
    // launch parameters, then the page's own requests.
    let proxied = standin.proxied();
    assert!(
        proxied
            .first()
            .is_some_and(|first| first.starts_with(&format!("GET {PUBLIC_HOST}/?frame_id="))),
        "{proxied:#?}"
    );
    assert!(
        proxied
            .iter()
            .any(|r| r.starts_with(&format!("POST {PUBLIC_HOST}/activity/session"))),
        "{proxied:#?}"
    );
    let before = eval(&ana, "return window.futbolEmbed !== undefined;").await;
    assert_eq!(before, Value::Bool(true));
    click(&ana, "#embed-create").await;
    // The room is the channel's: its board is posted there.
    channel_shows(&standin, "Ana juega con Blancas").await;
    until(
        &ana,
        "Ana's board",
        "document.getElementById('board').naturalWidth > 0",
    )
    .await;
    open(&beto, &harness(&standin, BETO, &[("platform", "mobile")])).await;
    until(
        &beto,
        "the seat's button",
        "!document.getElementById('seat-ask').hidden",
    )
    .await;
    click(&beto, "#take-seat").await;
    until(
        &ana,
        "Ana to move",
        "document.querySelector('#marks .mark.can')",
    )
    .await;
    eval(&ana, "window.notReloaded = true; return true;").await;

    let mut boards_seen = boards(&standin, CHANNEL).len();
    for (n, (from, to, action)) in GAME_TO_TWO.into_iter().enumerate() {
        let player = if n % 2 == 0 { &ana } else { &beto };
        play(player, from, to, action).await;
        let moved = format!("document.getElementById('moves').textContent.includes('{action}')");
        until(&ana, &format!("{action} on Ana's Activity"), &moved).await;
        until(&beto, &format!("{action} on Beto's Activity"), &moved).await;
        // The channel's board message follows the Activity.
        let now = standin
            .wait_for(&format!("{action}'s board in the channel"), |s| {
                let all = boards(s, CHANNEL);
                (all.len() > boards_seen).then_some(all.len())
            })
            .await;
        boards_seen = now;
        if n == 2 {
            // Beto offers a draw with the button on the channel's board:
            // Ana's Activity shows it at once, with no reload.
            let last = boards(&standin, CHANNEL).pop().expect("a board");
            let draw = button_id(&last, ":draw:").expect("the draw button");
            standin.button(BETO, &last, &draw);
            until(
                &ana,
                "the offer on Ana's Activity",
                "document.getElementById('log').innerText.includes('tablas')",
            )
            .await;
            assert_eq!(
                eval(&ana, "return window.notReloaded === true;").await,
                Value::Bool(true)
            );
            // Its Open the board button launches the Activity
            // (LAUNCH_ACTIVITY), and asks the host nothing.
            let open = button_id(&last, ":open:").expect("the board offers the Activity");
            let pressed = standin.button(DANI, &last, &open);
            standin
                .wait_for("the launch", |s| {
                    s.launched().contains(&pressed).then_some(())
                })
                .await;
        }
    }
    for page in [&ana, &beto] {
        shows(page, "2 – 0").await;
        until(page, "the end", "!document.getElementById('banner').hidden").await;
    }
    channel_shows(&standin, "Puntuación: Ana").await;
    // Ana's rating moved once: one result, one rated game in her profile.
    let results = standin
        .messages()
        .into_iter()
        .filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("Puntuación: Ana"))
        })
        .count();
    assert_eq!(results, 1, "one result with ratings");
    standin.slash(ANA, CHANNEL, "perfil", &[]);
    standin
        .wait_for("Ana's profile", |s| {
            s.messages().into_iter().find(|m| {
                m["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("1741? · 1 partidas: 1 G, 0 T, 0 P"))
            })
        })
        .await;

    // Pictures of Discord's rooms are the Activity's channel's alone.
    let board = eval(
        &ana,
        "return document.getElementById('board').getAttribute('src');",
    )
    .await;
    let board = board.as_str().expect("the board's address").to_string();
    assert!(board.starts_with("/.proxy/activity/board/"), "{board}");
    let code = board.split('/').nth(6).expect("the code").to_string();
    let forged = board.replace(CHANNEL, ELSEWHERE);
    assert!(head(&board).starts_with("HTTP/1.1 200"));
    assert!(head(&forged).starts_with("HTTP/1.1 404"), "{forged}");
    assert!(head(&format!("/r/{code}/board/1.png")).starts_with("HTTP/1.1 404"));

    // Screenshots at Discord's desktop size and a phone's, in Spanish and
    // Arabic; axe finds nothing on either.
    let dani_es = phone_with(&driver, "es", &flags).await;
    let dani_ar = browser_with(&driver, (1280, 800, "ar"), &flags).await;
    open(
        &dani_es,
        &harness(&standin, DANI, &[("platform", "mobile")]),
    )
    .await;
    open(&dani_ar, &harness(&standin, DANI, &[])).await;
    for (client, name) in [
        (&ana, "activity-desktop-es"),
        (&beto, "activity-phone-ar"),
        (&dani_es, "activity-phone-es"),
        (&dani_ar, "activity-desktop-ar"),
    ] {
        until(
            client,
            "the board",
            "document.getElementById('board').naturalWidth > 0",
        )
        .await;
        look_framed(client, name).await;
    }

    // Refusals: each gets no seat and says why.
    let refused: [Refused; 6] = [
        (
            "another channel",
            ANA,
            vec![("channel", ELSEWHERE)],
            "pertenece a otro canal",
        ),
        (
            "not in the instance",
            CARLA,
            vec![],
            "no te cuenta en esta actividad",
        ),
        (
            "a made-up user",
            CARLA,
            vec![("frame_user", ANA.0)],
            "no te cuenta en esta actividad",
        ),
        (
            "a code never issued",
            ANA,
            vec![("forged_code", "code1x2")],
            "no confirmó quién eres",
        ),
        (
            "another app's code",
            ANA,
            vec![("code_client", OTHER_APP_ID)],
            "no confirmó quién eres",
        ),
        (
            "another user's token",
            ANA,
            vec![("token_user", CARLA.0)],
            "no te cuenta en esta actividad",
        ),
    ];
    let eve = browser_with(&driver, (1280, 800, "es"), &flags).await;
    for (why, user, extra, says) in refused {
        open(&eve, &harness(&standin, user, &extra)).await;
        shows(&eve, says).await;
        let seated = eval(
            &eve,
            "return document.getElementById('board').naturalWidth > 0;",
        )
        .await;
        assert_eq!(seated, Value::Bool(false), "{why}: shown no room");
        eve.enter_parent_frame().await.expect("the harness");
    }
    // Opened outside Discord (no frame, no SDK parameters): it says where
    // it opens from, and shows no room.
    eve.goto(&format!("{web}/.proxy/activity"))
        .await
        .expect("the page");
    shows(&eve, "se abre desde Discord").await;
    hostile_sockets(&format!("{web}/.proxy/activity/ws")).await;
    let log = bot.log();
    for secret in secrets(&standin) {
        assert!(!log.contains(&secret), "the log holds a secret");
    }
    assert!(!log.contains(CLIENT_SECRET) && !log.contains("test-token-never-logged"));
    assert!(
        log.contains("activity: refused a session"),
        "refusals are logged by name"
    );
    let violations = standin.violations();
    assert!(violations.is_empty(), "{violations:#?}");
    for client in [ana, beto, dani_es, dani_ar, eve] {
        let _ = client.close().await;
    }
}

/// Where the developer portal's Activities are on but the operator did
/// not set this bot's Activity up, the bot still registers `/futbol`
/// globally, keeping the Entry Point Discord made (an overwrite without it
/// is refused, 50240); and Discord's instance route takes this app's bot
/// token only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_without_the_activity_keeps_discords_entry_point() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    standin.enable_activities();
    standin.activity_instance(
        INSTANCE,
        Instance {
            channel: CHANNEL.into(),
            guild: Some(GUILD_ID.into()),
            users: vec![ANA.0.into()],
        },
    );
    let api = standin.api_args();
    let args: Vec<&str> = api.iter().map(String::as_str).collect();
    let _bot = Bot::start(dir.path(), &args, &[("DISCORD_TOKEN", BOT_TOKEN)]);
    let registered = standin
        .wait_for("/futbol registered globally", |s| {
            let all = s.registered();
            all.iter().any(|c| c["name"] == "futbol").then_some(all)
        })
        .await;
    assert!(registered.iter().any(|c| c["name"] == "futbol-admin"));
    let entry = standin.entry_points();
    assert_eq!(entry.len(), 1, "{entry:#?}");
    assert_eq!(
        (entry[0]["name"].as_str(), entry[0]["handler"].as_u64()),
        (Some("launch"), Some(2)),
        "Discord's own Entry Point, kept"
    );
    let violations = standin.violations();
    assert!(violations.is_empty(), "{violations:#?}");

    // The instance route: this app's bot token, nothing else.
    let http = reqwest::Client::new();
    let route = format!(
        "{}/api/v10/applications/{APP_ID}/activity-instances/{INSTANCE}",
        standin.base
    );
    for (authorization, status) in [
        (format!("Bot {BOT_TOKEN}"), 200),
        ("Bot another-apps-token".to_string(), 401),
        (format!("Bearer {BOT_TOKEN}"), 401),
    ] {
        let answer = http
            .get(&route)
            .header("authorization", &authorization)
            .send()
            .await
            .expect("the stand-in answers");
        assert_eq!(answer.status().as_u16(), status, "{authorization}");
    }
}

/// Forty players of twenty channels open the Activity within a minute,
/// every request from Discord's proxy's one address (the sessions through
/// the stand-in's proxy, the sockets from the same 127.0.0.1): each gets a
/// session and a socket, and each channel's game is created, joined and
/// played. One user opening it a hundred times in that minute is limited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forty_players_behind_the_proxy_all_play_and_a_flood_is_cut_off() {
    const PAIRS: usize = 20;
    let player = |n: usize| format!("95000000000000{n:04}");
    let channel = |p: usize| format!("93000000000001{p:04}");
    let instance = |p: usize| format!("i-1276580072400224306-gc-{GUILD_ID}-{}", channel(p));
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    standin.enable_activities();
    for p in 0..PAIRS {
        let users = vec![player(2 * p), player(2 * p + 1)];
        for user in &users {
            standin.activity_user(user, &format!("P{}", &user[14..]));
        }
        let (channel, guild) = (channel(p), Some(GUILD_ID.to_string()));
        standin.activity_instance(
            &instance(p),
            Instance {
                channel,
                guild,
                users,
            },
        );
    }
    let (_bot, web) = serve(dir.path(), &standin).await;
    let http = standin.through_proxy();
    let url = format!("{}.proxy/activity/session", standin.activity_url());
    let open = |user: String, p: usize, frame: String| {
        let (http, url, standin) = (http.clone(), url.clone(), standin.clone());
        let body = json!({
            "code": standin.issue_code(APP_ID, &user),
            "instance_id": instance(p), "channel_id": channel(p), "frame_id": frame,
        });
        async move {
            let answer = (http.post(&url).body(body.to_string()))
                .header("content-type", "application/json")
                .header("origin", standin.activity_url().trim_end_matches('/'))
                .send()
                .await
                .expect("the proxy answers");
            let status = answer.status().as_u16();
            let body = answer.bytes().await.unwrap_or_default();
            (
                status,
                serde_json::from_slice::<Value>(&body).unwrap_or_default(),
            )
        }
    };
    let mut sockets = Vec::new();
    let first = std::time::Instant::now();
    for n in 0..2 * PAIRS {
        let (status, body) = open(player(n), n / 2, format!("frame-{n}")).await;
        assert_eq!(status, 200, "player {n} of 40: {body}");
        let ticket = body["ticket"].as_str().expect("a ticket").to_string();
        sockets.push(Socket::open(&web, &ticket).await);
    }
    for p in 0..PAIRS {
        let (white, black) = (2 * p, 2 * p + 1);
        sockets[white]
            .send(json!({ "kind": "text", "text": "!futbol crear" }))
            .await;
        let join = sockets[black].control("join").await;
        sockets[black]
            .send(json!({ "kind": "button", "id": join }))
            .await;
        sockets[white].control("resign").await;
        let serial = sockets[white].state["view"]["serial"].clone();
        let step = json!({ "kind": "act", "serial": serial, "text": "e3-e4" });
        sockets[white].send(step).await;
    }
    for p in 0..PAIRS {
        standin
            .wait_for(&format!("e3-e4 in channel {p}"), |s| {
                s.messages().into_iter().find(|m| {
                    m["channel_id"] == channel(p)
                        && m["content"].as_str().is_some_and(|c| c.contains("e3 → e4"))
                })
            })
            .await;
    }
    // One user, a hundred openings within the minute: ten sessions in
    // all (the one above among them), and one more for every 6 seconds
    // since (the limit refills), the rest refused.
    let mut given = 1;
    for k in 0..100 {
        let (status, body) = open(player(0), 0, format!("flood-{k}")).await;
        match status {
            200 => given += 1,
            429 => assert!(body["error"].as_str().is_some(), "{body}"),
            other => panic!("{other}: {body}"),
        }
    }
    // One frame asking again and again: five a minute.
    let mut statuses = Vec::new();
    for _ in 0..6 {
        statuses.push(open(player(1), 0, "frame-again".to_string()).await.0);
    }
    assert_eq!(
        statuses,
        [200, 200, 200, 200, 200, 429],
        "one frame's sessions"
    );
    let refilled = first.elapsed().as_secs() as usize / 6;
    assert!(
        (10..=10 + refilled).contains(&given),
        "one user's sessions: {given}, {refilled} refilled"
    );
}

/// A socket of the Activity's page, from the proxy's address.
struct Socket {
    socket: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    /// The last state of the room it was sent.
    state: Value,
}

impl Socket {
    /// Opens `/activity/ws` with Discord's proxy's origin, and presents
    /// `ticket`.
    async fn open(web: &str, ticket: &str) -> Socket {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let url = format!("{}/activity/ws", web.replace("http://", "ws://"));
        let mut request = url.into_client_request().expect("a request");
        let origin = format!("https://{APP_ID}.discordsays.com");
        (request.headers_mut()).insert("origin", origin.parse().expect("a header"));
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("a socket");
        let mut socket = Socket {
            socket,
            state: Value::Null,
        };
        socket.send(json!({ "ticket": ticket })).await;
        socket
    }

    async fn send(&mut self, message: Value) {
        use futures_util::SinkExt;
        let text = tokio_tungstenite::tungstenite::Message::text(message.to_string());
        self.socket.send(text).await.expect("sent");
    }

    /// The id of the first control of `kind` (`join`, `resign`) that a
    /// state the page is sent offers it.
    async fn control(&mut self, kind: &str) -> String {
        use futures_util::StreamExt;
        let wanted = format!(":{kind}:");
        loop {
            let next = tokio::time::timeout(Duration::from_secs(30), self.socket.next()).await;
            let Ok(Some(Ok(message))) = next else {
                panic!("no {kind} control: {next:?}");
            };
            let Ok(text) = message.to_text() else {
                continue;
            };
            let value: Value = serde_json::from_str(text).unwrap_or_default();
            if value["kind"] == "state" {
                self.state = value.clone();
            }
            let controls = value["controls"].as_array().cloned().unwrap_or_default();
            let found = controls.iter().find_map(|c| {
                let id = c["id"]
                    .as_str()
                    .or_else(|| c["options"][0]["id"].as_str())?;
                id.contains(&wanted).then(|| id.to_string())
            });
            if let Some(id) = found {
                return id;
            }
        }
    }
}

/// A refused harness: why, whose window, the frame's parameters, and
/// what the page says.
type Refused = (
    &'static str,
    (&'static str, &'static str),
    Vec<(&'static str, &'static str)>,
    &'static str,
);

/// A button's custom id on a message, by a part of it.
fn button_id(message: &Value, part: &str) -> Option<String> {
    message["components"]
        .as_array()?
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .find(|id| id.contains(part))
}

/// Every code and token the stand-in handed out.
fn secrets(standin: &StandIn) -> Vec<String> {
    let mut found = Vec::new();
    for call in standin.calls() {
        if call.path.ends_with("/oauth2/token") {
            found.extend(call.json["code"].as_str().map(str::to_string));
        }
    }
    found.extend(standin.tokens());
    found
}
