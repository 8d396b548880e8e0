#![cfg(all(feature = "matrix", feature = "web"))]
//! The widget's homeserver discovery and its network guard, with the
//! network stood in where the real one cannot be reached: a DNS server of
//! the test's own (A, AAAA and SRV records) and HTTPS homeservers on
//! loopback addresses of their own (127.0.0.N, each with its own ports
//! 443 and 8448), whose certificates the page is told to trust. The page
//! runs in this process, its Matrix side played by the test: every user
//! is a member of the room.
//!
//! One user on each branch of the spec's "Resolving server names" gets a
//! seat; user ids and well-knowns that point into the operator's network
//! are refused with one text, and nothing there is asked.
//!
//! The spec's ports are the real ones (443 for a well-known, 8448), so
//! the test binds ports below 1024 on loopback addresses: it runs as root
//! (as CI and `scripts/test.sh` on these machines do), or where
//! `net.ipv4.ip_unprivileged_port_start` is 0.

use axum::Router;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futbol_bot::adapters::bridge::{Bridge, Membership};
use futbol_bot::adapters::web::{WebOptions, WidgetOptions, serve_with};
use futbol_bot::host::{Host, HostConfig, system_clock};
use futbol_bot::store::Store;
use hickory_proto::op::{Message, MessageType, ResponseCode};
use hickory_proto::rr::rdata::{A, SRV};
use hickory_proto::rr::{Name, RData, Record, RecordType};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use tokio::net::{TcpListener, UdpSocket};
use tokio_rustls::TlsAcceptor;

/// The room every widget names.
const ROOM: &str = "!game:own.test";

/// The DNS server's records: A records by name, SRV records by query.
#[derive(Default, Clone)]
struct Zone {
    a: HashMap<String, IpAddr>,
    srv: HashMap<String, (u16, String)>,
}

/// A DNS server on 127.0.0.1 answering `zone` over UDP (NXDOMAIN for
/// names it does not hold; no data for a type a name lacks).
async fn dns(zone: Zone) -> SocketAddr {
    let socket = UdpSocket::bind("127.0.0.1:0").await.expect("a UDP port");
    let address = socket.local_addr().expect("its address");
    tokio::spawn(async move {
        let mut buffer = vec![0u8; 4096];
        while let Ok((read, from)) = socket.recv_from(&mut buffer).await {
            let Ok(query) = Message::from_vec(&buffer[..read]) else {
                continue;
            };
            let answer = answer(&zone, &query);
            if let Ok(bytes) = answer.to_vec() {
                let _ = socket.send_to(&bytes, from).await;
            }
        }
    });
    address
}

/// The answer to `query` from `zone`.
fn answer(zone: &Zone, query: &Message) -> Message {
    let mut answer = Message::response(query.metadata.id, query.metadata.op_code);
    answer.metadata.message_type = MessageType::Response;
    answer.metadata.authoritative = true;
    answer.metadata.recursion_desired = query.metadata.recursion_desired;
    answer.metadata.recursion_available = true;
    let Some(asked) = query.queries.first().cloned() else {
        return answer;
    };
    answer.add_query(asked.clone());
    let name = asked
        .name
        .to_ascii()
        .trim_end_matches('.')
        .to_ascii_lowercase();
    let known = zone.a.contains_key(&name) || zone.srv.contains_key(&name);
    // A name with an IPv6 address only answers AAAA; with IPv4, A.
    match asked.query_type {
        RecordType::A => {
            if let Some(IpAddr::V4(v4)) = zone.a.get(&name) {
                answer.add_answer(Record::from_rdata(asked.name.clone(), 60, RData::A(A(*v4))));
            }
        }
        RecordType::AAAA => {
            if let Some(IpAddr::V6(v6)) = zone.a.get(&name) {
                let rdata = RData::AAAA(hickory_proto::rr::rdata::AAAA(*v6));
                answer.add_answer(Record::from_rdata(asked.name.clone(), 60, rdata));
            }
        }
        RecordType::SRV => {
            if let Some((port, target)) = zone.srv.get(&name) {
                let target = Name::from_ascii(format!("{target}.")).expect("a name");
                let rdata = RData::SRV(SRV::new(10, 5, *port, target));
                answer.add_answer(Record::from_rdata(asked.name.clone(), 60, rdata));
            }
        }
        _ => {}
    }
    if !known {
        answer.metadata.response_code = ResponseCode::NXDomain;
    }
    answer
}

/// What a stood-in homeserver serves.
#[derive(Clone)]
enum Serves {
    /// `/.well-known/matrix/server` naming this delegation.
    WellKnown(String),
    /// A redirect of every request to this URL.
    Redirect(String),
    /// The OpenID userinfo endpoint of server `name`: token `t-<user>`
    /// is `@<user>:<name>`'s.
    OpenId(String),
}

/// Requests each listener got, by its address.
type Counts = Arc<Mutex<HashMap<SocketAddr, usize>>>;

/// An HTTPS server at `address`, with a certificate for `name` (a host
/// name or an IP literal); returns the certificate's PEM.
async fn https(address: SocketAddr, name: &str, serves: Serves, counts: Counts) -> Vec<u8> {
    let (acceptor, pem) = testkit::tls::acceptor(name);
    let tcp = TcpListener::bind(address).await.expect("bind a homeserver");
    let app = Router::new()
        .route("/.well-known/matrix/server", get(well_known))
        .route("/_matrix/federation/v1/openid/userinfo", get(userinfo))
        .fallback(|| async { StatusCode::NOT_FOUND })
        .with_state(serves);
    let listener = Tls {
        tcp,
        acceptor,
        counts,
    };
    tokio::spawn(async move { axum::serve(listener, app).await });
    pem.into_bytes()
}

/// Connections accepted (each counted, whether or not its handshake
/// succeeds) and their TLS handshake done.
struct Tls {
    tcp: TcpListener,
    acceptor: TlsAcceptor,
    counts: Counts,
}

impl axum::serve::Listener for Tls {
    type Io = tokio_rustls::server::TlsStream<tokio::net::TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        loop {
            let Ok((stream, from)) = self.tcp.accept().await else {
                continue;
            };
            if let Ok(address) = self.tcp.local_addr() {
                let mut counts = self.counts.lock().expect("lock");
                *counts.entry(address).or_insert(0) += 1;
            }
            if let Ok(tls) = self.acceptor.accept(stream).await {
                return (tls, from);
            }
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        self.tcp.local_addr()
    }
}

async fn well_known(State(serves): State<Serves>) -> Response {
    match serves {
        Serves::WellKnown(to) => axum::Json(json!({ "m.server": to })).into_response(),
        Serves::Redirect(to) => (StatusCode::FOUND, [(header::LOCATION, to)]).into_response(),
        Serves::OpenId(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn userinfo(
    State(serves): State<Serves>,
    headers: HeaderMap,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let Serves::OpenId(server) = serves else {
        return StatusCode::NOT_FOUND.into_response();
    };
    // The spec: the Host header names the server (or its delegation).
    if headers.get(header::HOST).is_none() {
        return StatusCode::BAD_REQUEST.into_response();
    }
    match query.get("access_token").and_then(|t| t.strip_prefix("t-")) {
        Some(user) => axum::Json(json!({ "sub": format!("@{user}:{server}") })).into_response(),
        None => (
            StatusCode::UNAUTHORIZED,
            axum::Json(json!({"errcode": "M_UNKNOWN_TOKEN"})),
        )
            .into_response(),
    }
}

/// The page, in this process, with the widget: `dns` its resolver,
/// `roots` trusted, `private` hosts allowed; every user a member of the
/// room. Returns its address.
async fn page(
    dns: SocketAddr,
    roots: Vec<Vec<u8>>,
    private: &[&str],
    own: Option<(&str, String)>,
) -> (String, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).expect("store");
    let host = Arc::new(Host::new(store, HostConfig::default(), system_clock()).expect("host"));
    let bridge = Arc::new(Bridge::default());
    let mut asked = bridge.questions().expect("the questions");
    tokio::spawn(async move {
        while let Some(question) = asked.recv().await {
            let name = question
                .user
                .trim_start_matches('@')
                .split(':')
                .next()
                .unwrap_or("?");
            let _ = question.answer.send(Membership::Member {
                name: name.to_string(),
            });
        }
    });
    let (homeserver, federation) = match own {
        Some((name, federation)) => {
            bridge.set_server(name);
            (not_federation().await, Some(federation))
        }
        None => ("http://127.0.0.1:9".to_string(), None),
    };
    let widget = WidgetOptions {
        homeserver,
        federation,
        private_hosts: private.iter().map(|h| h.to_string()).collect(),
        dns: Some(dns),
        roots,
        bridge,
    };
    let options = WebOptions {
        widget: Some(widget),
        ..WebOptions::default()
    };
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    tokio::spawn(serve_with(host, listener, options, std::future::pending()));
    (base, dir)
}

/// A client address that serves no federation route (a reverse proxy
/// in front of the client API only): 404 for everything.
async fn not_federation() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = listener.local_addr().expect("addr");
    let app = Router::new().fallback(|| async { StatusCode::NOT_FOUND });
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{address}")
}

/// A plain-HTTP federation listener of the bot's own server `name`.
async fn own_federation(name: &'static str) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = listener.local_addr().expect("addr");
    let app = Router::new()
        .route("/_matrix/federation/v1/openid/userinfo", get(userinfo))
        .with_state(Serves::OpenId(name.to_string()));
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{address}")
}

/// What the page answers a widget of `user` with token `t-<local>`.
async fn session(base: &str, user: &str) -> (u16, Value) {
    let local = user
        .trim_start_matches('@')
        .split(':')
        .next()
        .unwrap_or_default();
    let server = user.split_once(':').map(|(_, s)| s).unwrap_or_default();
    let body = json!({
        "access_token": format!("t-{local}"),
        "matrix_server_name": server,
        "user_id": user,
        "room_id": ROOM,
    });
    let answer = reqwest::Client::new()
        .post(format!("{base}/widget/session"))
        .header("content-type", "application/json")
        .header("accept-language", "es")
        .body(body.to_string())
        .send()
        .await
        .expect("the page answers");
    let status = answer.status().as_u16();
    let bytes = answer.bytes().await.unwrap_or_default();
    (status, serde_json::from_slice(&bytes).unwrap_or_default())
}

/// A loopback address of its own for one stood-in host.
fn lo(n: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, n])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_on_each_branch_of_server_discovery_gets_a_seat() {
    let counts = Counts::default();
    let at = |n: u8, port: u16| SocketAddr::new(lo(n), port);
    let openid = |name: &str| Serves::OpenId(name.to_string());
    let delegation = |to: &str| Serves::WellKnown(to.to_string());
    // Each host's loopback address of its own (127.0.0.N).
    let names = [
        ("port.test", 22),
        ("wk.test", 23),
        ("fed.wk.test", 24),
        ("redir.test", 25),
        ("moved.redir.test", 26),
        ("fed.redir.test", 27),
        ("srv.test", 28),
        ("host.srv.test", 29),
        ("plain.test", 30),
        ("dep.test", 31),
        ("host.dep.test", 32),
        ("wksrv.test", 33),
        ("fed.wksrv.test", 34),
        ("host.wksrv.test", 35),
    ];
    let mut zone = Zone::default();
    for (name, n) in names {
        zone.a.insert(name.into(), lo(n));
    }
    for (query, port, target) in [
        ("_matrix-fed._tcp.srv.test", 8700, "host.srv.test"),
        ("_matrix._tcp.dep.test", 8701, "host.dep.test"),
        ("_matrix-fed._tcp.fed.wksrv.test", 8702, "host.wksrv.test"),
    ] {
        zone.srv.insert(query.into(), (port, target.into()));
    }
    // The homeservers: where each listens, the name its certificate is
    // for, and what it serves.
    let servers = [
        // 1. An IP literal, on port 8448.
        (at(21, 8448), "127.0.0.21", openid("127.0.0.21")),
        // 2. A host name with its port.
        (at(22, 8500), "port.test", openid("port.test:8500")),
        // 3. A well-known delegation to a host and port.
        (at(23, 443), "wk.test", delegation("fed.wk.test:8600")),
        (at(24, 8600), "fed.wk.test", openid("wk.test")),
        // 3, behind a redirect.
        (
            at(25, 443),
            "redir.test",
            Serves::Redirect("https://moved.redir.test/.well-known/matrix/server".into()),
        ),
        (
            at(26, 443),
            "moved.redir.test",
            delegation("fed.redir.test:8601"),
        ),
        (at(27, 8601), "fed.redir.test", openid("redir.test")),
        // 4. No well-known (nothing on 443); SRV _matrix-fed._tcp: the
        // certificate is the server name's, the address the record's
        // target's.
        (at(29, 8700), "srv.test", openid("srv.test")),
        // 5. Only the deprecated _matrix._tcp record.
        (at(32, 8701), "dep.test", openid("dep.test")),
        // 3.3: a well-known delegation to a name without a port, which
        // has an SRV record: the certificate is the delegated name's.
        (at(33, 443), "wksrv.test", delegation("fed.wksrv.test")),
        (at(35, 8702), "fed.wksrv.test", openid("wksrv.test")),
        // 6. Nothing but the name: port 8448.
        (at(30, 8448), "plain.test", openid("plain.test")),
    ];
    let mut roots = Vec::new();
    for (address, name, serves) in servers {
        roots.push(https(address, name, serves, counts.clone()).await);
    }
    // The operator allows every one of them on its private address.
    let private: Vec<&str> = (names.iter().map(|(name, _)| *name))
        .chain(["127.0.0.21"])
        .collect();
    let dns = dns(zone).await;
    // The bot's own server, own.test, answers only at its federation
    // address (its client address says 404 there).
    let own = Some(("own.test", own_federation("own.test").await));
    let (base, _dir) = page(dns, roots, &private, own).await;
    for user in [
        "@ana:127.0.0.21",
        "@beto:port.test:8500",
        "@carla:wk.test",
        "@dani:redir.test",
        "@eva:srv.test",
        "@kiko:dep.test",
        "@lola:wksrv.test",
        "@fede:plain.test",
        "@gala:own.test",
    ] {
        let (status, body) = session(&base, user).await;
        assert_eq!(status, 200, "{user}: {body}");
        assert!(
            body["ticket"].as_str().is_some_and(|t| !t.is_empty()),
            "{user}: {body}"
        );
    }
    // A token the homeserver does not know is told as such.
    let forged = json!({
        "access_token": "forged", "matrix_server_name": "plain.test",
        "user_id": "@fede:plain.test", "room_id": ROOM,
    });
    let answer = reqwest::Client::new()
        .post(format!("{base}/widget/session"))
        .header("content-type", "application/json")
        .header("accept-language", "es")
        .body(forged.to_string())
        .send()
        .await
        .expect("an answer");
    assert_eq!(answer.status().as_u16(), 403);
    let text = answer.text().await.unwrap_or_default();
    assert!(
        text.contains("Tu servidor no confirmó quién eres"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn user_ids_and_well_knowns_into_the_operators_network_are_refused_alike() {
    let counts = Counts::default();
    let mut zone = Zone::default();
    let mut roots = Vec::new();
    // Listeners where a request would land if the guard let it through:
    // the loopback addresses named, on the ports the spec would use.
    let mut traps = vec![
        SocketAddr::from(([127, 0, 0, 1], 8448)),
        SocketAddr::new(lo(40), 443),
        SocketAddr::new(lo(40), 8448),
    ];
    let v6: SocketAddr = "[::1]:8448".parse().expect("an address");
    if std::net::TcpListener::bind(v6).is_ok() {
        traps.push(v6);
    }
    for trap in &traps {
        let name = trap.ip().to_string();
        roots.push(https(*trap, &name, Serves::OpenId(name.clone()), counts.clone()).await);
    }
    // A name that resolves to loopback.
    zone.a.insert("loop.test".into(), lo(40));
    // An allowed host whose well-known redirects to the cloud's metadata
    // address.
    zone.a.insert("meta.test".into(), lo(41));
    let metadata = Serves::Redirect("https://169.254.169.254/.well-known/matrix/server".into());
    roots.push(
        https(
            SocketAddr::new(lo(41), 443),
            "meta.test",
            metadata,
            counts.clone(),
        )
        .await,
    );
    // And one whose well-known redirects to a loopback address that a
    // trap listens on.
    zone.a.insert("meta2.test".into(), lo(42));
    let inside = Serves::Redirect("https://127.0.0.40/.well-known/matrix/server".into());
    roots.push(
        https(
            SocketAddr::new(lo(42), 443),
            "meta2.test",
            inside,
            counts.clone(),
        )
        .await,
    );
    // An outsider's SRV record naming a host the operator allowed: the
    // allowance is for users of that host, not for whoever points at it.
    zone.a.insert("srvevil.test".into(), lo(43));
    zone.srv.insert(
        "_matrix-fed._tcp.srvevil.test".into(),
        (8449, "meta.test".into()),
    );
    let trap = SocketAddr::new(lo(41), 8449);
    roots.push(
        https(
            trap,
            "srvevil.test",
            Serves::OpenId("srvevil.test".into()),
            counts.clone(),
        )
        .await,
    );
    traps.push(trap);
    // An allowed host whose delegation names a loopback address.
    zone.a.insert("wkevil.test".into(), lo(44));
    let inside = Serves::WellKnown("127.0.0.40:8448".into());
    roots.push(
        https(
            SocketAddr::new(lo(44), 443),
            "wkevil.test",
            inside,
            counts.clone(),
        )
        .await,
    );
    // A name whose only address is an IPv4-mapped loopback one.
    zone.a.insert(
        "v6evil.test".into(),
        "::ffff:127.0.0.1".parse().expect("an address"),
    );
    let dns = dns(zone).await;
    let allowed = ["meta.test", "meta2.test", "wkevil.test"];
    let (base, _dir) = page(dns, roots, &allowed, None).await;
    let mut texts = Vec::new();
    for user in [
        "@ana:127.0.0.1",
        "@beto:10.0.0.5",
        "@carla:[::1]",
        "@dani:[::ffff:127.0.0.1]",
        "@eva:loop.test",
        "@fede:meta.test",
        "@gala:meta2.test",
        "@hugo:srvevil.test",
        "@ivan:wkevil.test",
        "@juan:v6evil.test",
    ] {
        let (status, body) = session(&base, user).await;
        assert_eq!(status, 502, "{user}: {body}");
        texts.push(body["error"].as_str().unwrap_or_default().to_string());
    }
    assert!(
        texts[0].contains("No se pudo contactar con tu servidor"),
        "{texts:?}"
    );
    assert!(
        texts.iter().all(|t| *t == texts[0]),
        "one text for every refusal: {texts:?}"
    );
    let asked = counts.lock().expect("lock").clone();
    for trap in &traps {
        assert_eq!(asked.get(trap), None, "{trap} was asked");
    }
}
