//! A raw client of the page (no browser): HTTP/1.1 requests and room
//! websockets with whatever cookies a test likes, for the tests that act
//! as a hostile client or as many players at once.

use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// A room page's websocket.
pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// An HTTP answer: status, headers (lower-case names), body (text; a
/// body that is not UTF-8, a picture, is only its length: the load
/// benchmark fetches a picture per move, and decoding each one as text
/// took a tenth of the machine from the server it measures).
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The session cookie the server set, if it set one.
    pub fn session(&self) -> Option<String> {
        let set = self.header("set-cookie")?;
        let value = set.strip_prefix("fb_sid=")?.split(';').next()?;
        Some(value.to_string())
    }
}

/// One raw HTTP/1.1 request; `extra` are header lines.
pub async fn http(base: &str, method: &str, path: &str, extra: &str, body: &str) -> Answer {
    try_http(base, method, path, extra, body)
        .await
        .expect("the server answers")
}

/// [`http`], or `None` when nothing listens there (yet).
pub async fn try_http(
    base: &str,
    method: &str,
    path: &str,
    extra: &str,
    body: &str,
) -> Option<Answer> {
    let addr = base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(addr).await.ok()?;
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{extra}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.ok()?;
    let end = raw.windows(4).position(|w| w == b"\r\n\r\n");
    let (head, body) = match end {
        Some(end) => (&raw[..end], &raw[end + 4..]),
        None => (&raw[..], &[][..]),
    };
    let head = String::from_utf8_lossy(head);
    let body = match std::str::from_utf8(body) {
        Ok(text) => text.to_string(),
        Err(_) => format!("({} bytes, not UTF-8)", body.len()),
    };
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Some(Answer {
        status,
        headers,
        body,
    })
}

/// A person with a browser's cookies: the session the server issued on
/// their first page load, the name they typed, and an `fb_uid` of their
/// own choosing (what the page used to send as its identity).
pub struct Person {
    pub cookies: String,
}

impl Person {
    pub async fn arrives(base: &str, path: &str, name: &str, own_id: &str) -> Person {
        let page = http(base, "GET", path, "", "").await;
        let mut cookies = format!("fb_uid={own_id}; fb_name={name}");
        if let Some(session) = page.session() {
            cookies.push_str(&format!("; fb_sid={session}"));
        }
        Person { cookies }
    }

    pub async fn create(&self, base: &str) -> Answer {
        let extra = format!("Cookie: {}\r\n", self.cookies);
        let body = r#"{"variant":"futbol","local":false}"#;
        http(base, "POST", "/api/create", &extra, body).await
    }
}

/// Opens a room socket with `cookies` (and an `Origin`, if given).
pub async fn connect(
    base: &str,
    code: &str,
    cookies: &str,
    origin: Option<&str>,
) -> Result<Socket, u16> {
    let mut headers = vec![("cookie", cookies)];
    headers.extend(origin.map(|origin| ("origin", origin)));
    connect_with(base, code, &headers).await
}

/// Opens a room socket with these request headers (a proxy's
/// `x-forwarded-for`, cookies, an `Origin`).
pub async fn connect_with(base: &str, code: &str, headers: &[(&str, &str)]) -> Result<Socket, u16> {
    let url = format!("{}/ws/{code}", base.replace("http://", "ws://"));
    let mut request = url.into_client_request().expect("a request");
    for (name, value) in headers {
        let name: tokio_tungstenite::tungstenite::http::HeaderName =
            name.parse().expect("a header name");
        request
            .headers_mut()
            .insert(name, value.parse().expect("a header value"));
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((socket, _)) => Ok(socket),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            Err(response.status().as_u16())
        }
        Err(error) => panic!("connecting: {error}"),
    }
}

/// The next JSON message a socket receives before `until` (none when
/// nothing came, or the socket closed).
pub async fn drain_one(socket: &mut Socket, until: Instant) -> Option<Value> {
    loop {
        match tokio::time::timeout_at(until.into(), socket.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                if let Ok(value) = serde_json::from_str(&text) {
                    return Some(value);
                }
            }
            Ok(Some(Ok(_))) => {}
            _ => return None,
        }
    }
}

/// Everything a socket receives within `time`, as JSON.
pub async fn drain(socket: &mut Socket, time: Duration) -> Vec<Value> {
    let mut seen = Vec::new();
    let until = Instant::now() + time;
    while let Ok(Some(Ok(message))) = tokio::time::timeout_at(until.into(), socket.next()).await {
        if let Message::Text(text) = message
            && let Ok(value) = serde_json::from_str(&text)
        {
            seen.push(value);
        }
    }
    seen
}

pub async fn send(socket: &mut Socket, message: Value) {
    let _ = socket.send(Message::Text(message.to_string().into())).await;
}

/// What came back for a step sent from a page.
#[derive(Debug, PartialEq)]
pub enum Played {
    /// The room's new board, at this serial: the step is stored.
    Acked(u32),
    /// A notice instead (its text): nothing was done.
    Refused(String),
    /// Turned away for a limit (its text): the test went too fast.
    Limited(String),
    /// The connection closed.
    Closed,
    /// Nothing within the time allowed.
    Silent,
    /// Nobody has a step to play (the game is over).
    Over,
}

/// Two players' pages in one web room, playing the first legal step of
/// whoever is to move.
pub struct Table {
    /// The room's code.
    pub code: String,
    pages: [Socket; 2],
    /// Each page's latest state message.
    states: [Option<Value>; 2],
}

impl Table {
    /// Ana (`name`-1) creates a room on the page at `base`, Bea (`name`-2)
    /// joins it; both pages are open and have seen the board.
    pub async fn open(base: &str, name: &str) -> Table {
        let ana = Person::arrives(base, "/", &format!("{name}1"), "own-1").await;
        let created = ana.create(base).await;
        assert_eq!(created.status, 200, "creating: {}", created.body);
        let body: Value = serde_json::from_str(&created.body).expect("json");
        let code = body["code"].as_str().expect("a code").to_string();
        let white = connect(base, &code, &ana.cookies, None)
            .await
            .expect("page");
        let bea = Person::arrives(base, &format!("/r/{code}"), &format!("{name}2"), "own-2").await;
        let black = connect(base, &code, &bea.cookies, None)
            .await
            .expect("page");
        let mut table = Table {
            code,
            pages: [white, black],
            states: [None, None],
        };
        for page in 0..2 {
            table.state_at_least(page, 0, Duration::from_secs(20)).await;
        }
        table
    }

    /// Reads page `page` until a state at `serial` or later (or `limit`).
    async fn state_at_least(&mut self, page: usize, serial: u32, limit: Duration) -> Played {
        let until = Instant::now() + limit;
        loop {
            let seen = self.states[page].as_ref().and_then(serial_of);
            if let Some(now) = seen.filter(|&now| now >= serial) {
                return Played::Acked(now);
            }
            match tokio::time::timeout_at(until.into(), self.pages[page].next()).await {
                Err(_) => return Played::Silent,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return Played::Closed,
                Ok(Some(Ok(Message::Text(text)))) => {
                    let Ok(message) = serde_json::from_str::<Value>(&text) else {
                        continue;
                    };
                    if message["kind"] == "state" {
                        self.states[page] = Some(message);
                    } else if let Some(text) = restarting(&message) {
                        return Played::Refused(text);
                    } else if let Some(text) = message["text"].as_str()
                        && ["too fast", "demasiado rápido"]
                            .iter()
                            .any(|w| text.contains(w))
                    {
                        return Played::Limited(text.to_string());
                    }
                }
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    /// Plays the first step of whoever is to move and waits for what
    /// comes back, at most `limit`.
    pub async fn play(&mut self, limit: Duration) -> Played {
        // The page to move is the one shown steps; the other page may be a
        // board behind, so both are brought to the latest serial first.
        let latest = self.states.iter().flatten().filter_map(serial_of).max();
        let latest = latest.unwrap_or(0);
        for page in 0..2 {
            let seen = self.states[page].as_ref().and_then(serial_of);
            if seen < Some(latest) {
                match self.state_at_least(page, latest, limit).await {
                    Played::Acked(_) => {}
                    other => return other,
                }
            }
        }
        let Some((page, step, serial)) = (0..2).find_map(|page| {
            let state = self.states[page].as_ref()?;
            // Both pages are shown the steps; the one to play them is the
            // page whose side is to move.
            if state["you"] != state["view"]["to_move"] {
                return None;
            }
            let step = first_step(state)?;
            Some((page, step, serial_of(state)?))
        }) else {
            return Played::Over;
        };
        let act = serde_json::json!({ "kind": "act", "serial": serial, "text": step });
        if self.pages[page]
            .send(Message::Text(act.to_string().into()))
            .await
            .is_err()
        {
            return Played::Closed;
        }
        self.state_at_least(page, serial + 1, limit).await
    }
}

impl Table {
    /// Sends a line typed in page `page`'s chat box (`!futbol …`).
    pub async fn say(&mut self, page: usize, text: &str) {
        let line = serde_json::json!({ "kind": "text", "text": text });
        let _ = self.pages[page]
            .send(Message::Text(line.to_string().into()))
            .await;
    }

    /// The path of the picture page `page` loads for its latest board
    /// (its own side's).
    pub fn picture_path(&self, page: usize) -> Option<String> {
        let state = self.states[page].as_ref()?;
        let side = if state["you"] == "black" { "-b" } else { "" };
        Some(format!("{}{side}.png", state["board"].as_str()?))
    }

    /// Everything page `page` receives within `time`.
    pub async fn drain(&mut self, page: usize, time: Duration) -> Vec<Value> {
        drain(&mut self.pages[page], time).await
    }
}

/// A state message's serial.
pub fn serial_of(state: &Value) -> Option<u32> {
    state["view"]["serial"]
        .as_u64()
        .and_then(|s| u32::try_from(s).ok())
}

/// The first step a page is shown, as its text.
pub fn first_step(state: &Value) -> Option<String> {
    let steps = state["view"]["steps"].as_object()?;
    let mut starts: Vec<&String> = steps.keys().collect();
    starts.sort();
    starts.into_iter().find_map(|start| {
        steps[start]
            .as_array()?
            .iter()
            .find(|s| s["to"].is_string())
            .and_then(|s| s["text"].as_str().map(str::to_string))
    })
}

/// The text of a "the bot is restarting" notice, in any language.
fn restarting(message: &Value) -> Option<String> {
    let text = message["text"].as_str()?;
    [
        "restarting",
        "reiniciando",
        "перезапускается",
        "يُعاد تشغيله",
    ]
    .iter()
    .any(|word| text.contains(word))
    .then(|| text.to_string())
}
