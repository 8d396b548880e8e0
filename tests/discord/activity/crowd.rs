//! Forty players behind Discord's proxy, and a flood cut off.

use super::*;

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
