//! Discord's Activity proxy, as `https://<application id>.discordsays.com`:
//! the host Discord's client frames an Activity from, which passes each
//! request on to the host the developer portal's URL mapping names. Each
//! rule is written from Discord's documentation (discord/discord-api-docs,
//! `developers/activities/…`), named beside it:
//!
//! - "The activity website itself is publicly reachable at
//!   `<application_id>.discordsays.com`" (Multiplayer Experience), and
//!   "The URL for your application's html should be set to the `/` route"
//!   (Local Development, URL Mapping): the client frames the root, with
//!   the launch parameters in its query (How Activities Work: "it will
//!   include unique query parameters in its URL"; which ones, the SDK's
//!   `src/Discord.ts` reads).
//! - A request's path picks the mapping with the longest matching prefix,
//!   and the rest of the path follows the target (Local Development, URL
//!   Mapping: `/` → the app's host, `/foo` → another host).
//! - `/.proxy/` in front of a path is the proxy's own prefix, taken off:
//!   "The Content Security Policy now allows requests to
//!   `https://<app_id>.discordsays.com/*` instead of the more restrictive
//!   `…/.proxy/*`", and the old prefix "is still fully supported" (Change
//!   Log, 2025-07-30).
//! - "Activities in Discord are "sandboxed" via a Discord proxy. This is
//!   done to hide the users' IP addresses" (Networking): every request
//!   reaches the app from the proxy's own address, and nothing that names
//!   the user's address (`X-Forwarded-For`, `Forwarded`, `X-Real-IP`) is
//!   passed on, whatever the client wrote there.
//! - The `Host` the app sees is the mapping's target: it is a request to
//!   that host (Cloudflare Workers' `fetch`, "Under the hood we utilize
//!   Cloudflare Workers", Networking). `Origin`, cookies and the body
//!   pass as the client sent them (Networking: a cookie's domain must be
//!   `{clientId}.discordsays.com`, so cookies do reach the app).
//! - WebSockets pass through (Networking: "WebRTC is not supported"; a
//!   websocket is, the SDK's own examples open one through the proxy).
//!
//! The target is reached over plain HTTP on the bot's address: the test
//! plays the operator's TLS terminator too.

use std::sync::{Arc, Mutex};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// The longest request head the proxy reads.
const MAX_HEAD: usize = 64 * 1024;

/// Headers that would tell the app the user's address: never passed on.
const ADDRESS_HEADERS: [&str; 4] = [
    "x-forwarded-for",
    "forwarded",
    "x-real-ip",
    "true-client-ip",
];

/// One URL mapping of the developer portal: a path prefix and the host
/// (with an optional path) it goes to; `address` is where that host is.
#[derive(Clone, Debug)]
pub struct Mapping {
    pub prefix: String,
    pub target: String,
    pub address: String,
}

/// The proxy's state: its mappings and every request line it sent on.
#[derive(Default)]
struct Seen {
    mappings: Vec<Mapping>,
    forwarded: Vec<String>,
}

/// The application's host behind Discord's proxy.
pub struct Proxy {
    /// Where it listens (Chromium maps the name here).
    pub address: String,
    /// The host name, `<application id>.discordsays.com`.
    pub name: String,
    seen: Arc<Mutex<Seen>>,
}

impl Proxy {
    /// Listens on a free port of 127.0.0.1 as `<app_id>.discordsays.com`.
    pub async fn start(app_id: &str) -> Proxy {
        let name = format!("{app_id}.discordsays.com");
        let (acceptor, _) = crate::tls::acceptor(&name);
        let tcp = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let address = tcp.local_addr().expect("addr").to_string();
        let seen = Arc::new(Mutex::new(Seen::default()));
        let shared = seen.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = tcp.accept().await {
                let (acceptor, seen) = (acceptor.clone(), shared.clone());
                tokio::spawn(async move {
                    if let Ok(tls) = acceptor.accept(stream).await {
                        pass_on(tls, &seen).await;
                    }
                });
            }
        });
        Proxy {
            address,
            name,
            seen,
        }
    }

    /// Adds a URL mapping, as the developer portal's Activities → URL
    /// Mappings page does.
    pub fn map(&self, mapping: Mapping) {
        self.seen.lock().expect("lock").mappings.push(mapping);
    }

    /// Every request line the proxy sent to a target, in order (`GET
    /// target/path?query`).
    pub fn forwarded(&self) -> Vec<String> {
        self.seen.lock().expect("lock").forwarded.clone()
    }
}

/// Serves one connection: reads a request head, rewrites it for its
/// mapping's target, then copies both ways until either side closes. Each
/// request goes on a connection of its own (`Connection: close`), so the
/// next one on the browser's connection is read and mapped again; an
/// upgrade (a websocket) keeps its connection.
async fn pass_on<S>(mut client: S, seen: &Mutex<Seen>)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let mut buffer = Vec::new();
    let end = loop {
        let mut chunk = [0u8; 4096];
        let Ok(read) = client.read(&mut chunk).await else {
            return;
        };
        if read == 0 || buffer.len() > MAX_HEAD {
            return;
        }
        buffer.extend_from_slice(&chunk[..read]);
        if let Some(at) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            break at + 4;
        }
    };
    let head = String::from_utf8_lossy(&buffer[..end]).to_string();
    let rest = buffer[end..].to_vec();
    let mut lines = head.split("\r\n");
    let Some(request_line) = lines.next() else {
        return;
    };
    let mut parts = request_line.split(' ');
    let (Some(method), Some(target), Some(version)) = (parts.next(), parts.next(), parts.next())
    else {
        return;
    };
    let path = match target.strip_prefix("/.proxy") {
        Some(rest) if rest.is_empty() || rest.starts_with('/') || rest.starts_with('?') => {
            if rest.starts_with('/') {
                rest.to_string()
            } else {
                format!("/{rest}")
            }
        }
        _ => target.to_string(),
    };
    let mapping = {
        let seen = seen.lock().expect("lock");
        seen.mappings
            .iter()
            .filter(|m| path.starts_with(&m.prefix))
            .max_by_key(|m| m.prefix.len())
            .cloned()
    };
    let Some(mapping) = mapping else {
        let _ = client
            .write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            .await;
        return;
    };
    let (host, base) = match mapping.target.split_once('/') {
        Some((host, base)) => (host.to_string(), format!("/{base}")),
        None => (mapping.target.clone(), String::new()),
    };
    let tail = &path[mapping.prefix.len().min(path.len())..];
    let tail = if tail.starts_with('/') || tail.starts_with('?') || tail.is_empty() {
        tail.to_string()
    } else {
        format!("/{tail}")
    };
    let mut sent_path = format!("{}{tail}", base.trim_end_matches('/'));
    if !sent_path.starts_with('/') {
        sent_path.insert(0, '/');
    }
    let upgrade = head.to_ascii_lowercase().contains("\r\nupgrade:");
    let mut out = format!("{method} {sent_path} {version}\r\nHost: {host}\r\n");
    for line in lines.filter(|l| !l.is_empty()) {
        let name = line
            .split(':')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        let dropped = name == "host"
            || ADDRESS_HEADERS.contains(&name.as_str())
            || (name == "connection" && !upgrade)
            || name == "keep-alive";
        if !dropped {
            out.push_str(line);
            out.push_str("\r\n");
        }
    }
    if !upgrade {
        out.push_str("Connection: close\r\n");
    }
    out.push_str("\r\n");
    seen.lock()
        .expect("lock")
        .forwarded
        .push(format!("{method} {host}{sent_path}"));
    let Ok(mut app) = TcpStream::connect(&mapping.address).await else {
        let _ = client
            .write_all(
                b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            )
            .await;
        return;
    };
    if app.write_all(out.as_bytes()).await.is_err() || app.write_all(&rest).await.is_err() {
        return;
    }
    let _ = tokio::io::copy_bidirectional(&mut client, &mut app).await;
}
