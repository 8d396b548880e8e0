//! The web page in real headless Chromium, driven through chromedriver:
//! the server on 127.0.0.1, browsers, and the clicks a player makes.
//! Shared by the page's test and its latency benchmark.
//!
//! Needs `/usr/bin/chromium` and `/usr/bin/chromedriver` (Debian's
//! `chromium` and `chromium-driver`); `scripts/test.sh` installs them.

use fantoccini::{Client, ClientBuilder, Locator};
use futbol_bot::host::{Host, HostConfig, system_clock};
use futbol_bot::store::Store;
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpListener as StdListener;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long any one thing may take to show.
pub const WAIT: Duration = Duration::from_secs(20);

/// The page server on a free port, with its host and a temp store.
pub struct Server {
    pub host: Arc<Host>,
    pub base: String,
    /// The host's store, for tests that look at what was written.
    pub store: Option<Store>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts the web adapter on 127.0.0.1, on a sled store of its own.
    pub async fn start() -> Server {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open(dir.path()).expect("store");
        // As `serve` sets it up: the page is served, so boards carry its view.
        let mut config = HostConfig::default();
        config.profiles.web.pages = true;
        let host = Host::new(store.clone(), config, system_clock()).expect("host");
        let mut server = Server::with_host(Arc::new(host), dir).await;
        server.store = Some(store);
        server
    }

    /// Starts the web adapter on 127.0.0.1 for `host`.
    pub async fn with_host(host: Arc<Host>, dir: tempfile::TempDir) -> Server {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(futbol_bot::adapters::web::serve(
            host.clone(),
            listener,
            async {
                let _ = stopped.await;
            },
        ));
        Server {
            host,
            base,
            store: None,
            stop: Some(stop),
            _dir: dir,
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// A chromedriver process in its own process group, killed with its
/// browsers when dropped (also when a test fails before closing them).
pub struct Driver(Child, pub String);

impl Drop for Driver {
    fn drop(&mut self) {
        let group = format!("-{}", self.0.id());
        let _ = Command::new("kill").args(["-9", "--", &group]).status();
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn free_port() -> u16 {
    StdListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A game of futbol played by clicks to 2 – 0, White first: (from, to,
/// the action).
pub const GAME_TO_TWO: [(&str, &str, &str); 11] = [
    ("e3", "e4", "e3-e4"),
    ("e6", "g4", "e6-g4"),
    ("e4", "e5", "e4-e5"),
    ("b7", "a8", "b7-a8"),
    ("e5", "e8", "e5>e8"),
    ("e6", "e4", "e6>e4"),
    ("c3", "e4", "c3-e4"),
    ("e6", "g4", "e6-g4"),
    ("e4", "e5", "e4-e5"),
    ("b7", "a8", "b7-a8"),
    ("e5", "e8", "e5>e8"),
];

/// Room `code`'s change counter, once it has moved past `after`.
pub async fn next_serial(host: &Host, code: futbol_bot::host::RoomCode, after: u32) -> u32 {
    let started = Instant::now();
    loop {
        let serial = host.room_state(code).expect("the room").serial;
        if serial > after {
            return serial;
        }
        assert!(started.elapsed() < WAIT, "the room did not change");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Starts chromedriver on a free port.
pub async fn chromedriver() -> Driver {
    let port = free_port();
    let child = Command::new("/usr/bin/chromedriver")
        .arg(format!("--port={port}"))
        .process_group(0)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver runs (scripts/test.sh installs chromium-driver)");
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(started.elapsed() < WAIT, "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Driver(child, format!("http://127.0.0.1:{port}"))
}

/// A headless Chromium window of `width`×`height`, in `lang`.
pub async fn browser(driver: &Driver, width: u32, height: u32, lang: &str) -> Client {
    chromium(driver, (width, height, lang), None, &[]).await
}

/// [`browser`] with Chromium flags of the test's own (the Discord
/// stand-in as `discord.com`).
pub async fn browser_with(
    driver: &Driver,
    (width, height, lang): (u32, u32, &str),
    args: &[String],
) -> Client {
    chromium(driver, (width, height, lang), None, args).await
}

/// A phone: Chromium's mobile emulation of a 390×844 screen (3× pixels,
/// touch, a phone's user agent), in `lang`.
pub async fn phone(driver: &Driver, lang: &str) -> Client {
    phone_with(driver, lang, &[]).await
}

/// [`phone`] with Chromium flags of the test's own.
pub async fn phone_with(driver: &Driver, lang: &str, args: &[String]) -> Client {
    let mobile = json!({
        "deviceMetrics": { "width": 390, "height": 844, "pixelRatio": 3.0, "touch": true },
        "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36"
    });
    chromium(driver, (390, 844, lang), Some(mobile), args).await
}

async fn chromium(
    driver: &Driver,
    (width, height, lang): (u32, u32, &str),
    mobile: Option<Value>,
    extra: &[String],
) -> Client {
    // serenity and fantoccini enable two rustls crypto providers: pick one.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let mut options = json!({
        "binary": "/usr/bin/chromium",
        "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--no-first-run", "--disable-quic", format!("--window-size={width},{height}"),
            format!("--lang={lang}")
        ],
        "prefs": { "intl.accept_languages": lang }
    });
    if let Some(mobile) = mobile {
        options["mobileEmulation"] = mobile;
    }
    if let Some(args) = options["args"].as_array_mut() {
        args.extend(extra.iter().map(|a| json!(a)));
    }
    let caps = json!({ "goog:chromeOptions": options });
    let Value::Object(caps) = caps else {
        unreachable!()
    };
    ClientBuilder::rustls()
        .expect("rustls")
        .capabilities(caps)
        .connect(&driver.1)
        .await
        .expect("a browser session")
}

/// axe-core's serious and critical violations on the page now, one line
/// each (its rule, and where). axe-core comes from npm into `target/axe`
/// (`scripts/test.sh` installs it).
pub async fn axe(client: &Client) -> Vec<String> {
    let path = &crate::root().join("target/axe/node_modules/axe-core/axe.min.js");
    let source = std::fs::read_to_string(path)
        .expect("axe-core in target/axe (scripts/test.sh installs it from npm)");
    eval(client, &format!("{source}\n;return typeof axe;")).await;
    let run = "const done = arguments[arguments.length - 1];\
        axe.run(document, { resultTypes: ['violations'] }).then((r) => done(r.violations\
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')\
          .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')}: ${n.failureSummary}`))))\
        .catch((e) => done([`axe failed: ${e}`]));";
    let found = client
        .execute_async(run, vec![])
        .await
        .unwrap_or_else(|e| panic!("axe: {e}"));
    serde_json::from_value(found).unwrap_or_else(|e| panic!("axe's answer: {e}"))
}

/// What a phone's screen shows wrong: the page scrolls sideways, or a
/// visible control (button, menu, field, link) is under 44×44 CSS pixels.
pub async fn layout_problems(client: &Client) -> Vec<String> {
    let script = "const problems = [];\
        const width = document.documentElement.clientWidth;\
        if (document.documentElement.scrollWidth > width + 1)\
          problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);\
        for (const e of document.querySelectorAll('button, select, input, textarea, a[href]')) {\
          const r = e.getBoundingClientRect();\
          const style = getComputedStyle(e);\
          if (!r.width || !r.height || style.visibility === 'hidden' || e.closest('[hidden]')) continue;\
          if (e.classList.contains('skip')) continue;\
          if (r.width < 43.5 || r.height < 43.5)\
            problems.push(`${e.tagName.toLowerCase()}#${e.id || ''}.${e.className || ''} '${(e.textContent || e.value || '').trim().slice(0, 30)}' is ${Math.round(r.width)}×${Math.round(r.height)}`);\
          if (r.right > width + 1 || r.left < -1) problems.push(`${e.tagName} '${(e.textContent || '').trim().slice(0, 30)}' is off the screen`);\
        }\
        return problems;";
    serde_json::from_value(eval(client, script).await).unwrap_or_default()
}

/// Runs a script and returns its value.
pub async fn eval(client: &Client, script: &str) -> Value {
    client
        .execute(script, vec![])
        .await
        .unwrap_or_else(|e| panic!("{script}: {e}"))
}

/// Polls a JS expression until it is true.
pub async fn until(client: &Client, what: &str, script: &str) {
    let started = Instant::now();
    loop {
        let value = client
            .execute(&format!("return !!({script});"), vec![])
            .await;
        if matches!(value, Ok(Value::Bool(true))) {
            return;
        }
        if started.elapsed() > WAIT {
            let log = text(client).await;
            panic!("timed out waiting for {what}; the page shows:\n{log}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Everything the page shows as text.
pub async fn text(client: &Client) -> String {
    match client
        .execute("return document.body.innerText;", vec![])
        .await
    {
        Ok(Value::String(s)) => s,
        other => format!("{other:?}"),
    }
}

/// Waits until the page shows `needle`.
pub async fn shows(client: &Client, needle: &str) {
    let script = format!("document.body.innerText.includes({})", json!(needle));
    until(client, needle, &script).await;
}

/// Types `text` into the field `css`.
pub async fn type_into(client: &Client, css: &str, text: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("no {css}"))
        .send_keys(text)
        .await
        .expect("typing");
}

/// Clicks the element `css` (a real click, at its centre).
pub async fn click(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("no {css}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("click {css}: {e}"));
}

/// Sets the name and opens the home page.
pub async fn home(client: &Client, base: &str, name: &str) {
    client.goto(&format!("{base}/")).await.expect("home");
    type_into(client, "#name", name).await;
}

/// The board's change counter the page shows (its loaded picture).
pub async fn shown_serial(client: &Client) -> Option<u64> {
    eval(
        client,
        "return document.getElementById('board').dataset.serial || null;",
    )
    .await
    .as_str()
    .and_then(|s| s.parse().ok())
}

/// Waits until the page shows the board with change counter `serial`.
pub async fn shows_serial(client: &Client, serial: u32) {
    let script = format!("document.getElementById('board').dataset.serial === '{serial}'");
    until(client, &format!("board {serial}"), &script).await;
}

/// Clicks a square of the board, once the page marks it as clickable.
/// The page draws its marks again with every state it is sent (the one
/// after a creation, say), so a mark found may be gone by the click (or
/// by the look-up): then the new one is clicked (a few tries at most).
pub async fn click_square(client: &Client, square: &str) {
    let css = format!("#marks .mark[data-square='{square}']");
    for attempt in 0.. {
        until(
            client,
            &format!("square {square} clickable"),
            &format!("document.querySelector(\"{css}\")"),
        )
        .await;
        let clicked = match client.find(Locator::Css(&css)).await {
            Ok(mark) => mark.click().await.map(drop),
            Err(error) => Err(error),
        };
        match clicked {
            Ok(()) => return,
            Err(_) if attempt < 5 => {}
            Err(error) => panic!("click {css}: {error}"),
        }
    }
}

/// Plays `text` by clicking `from` then `to` (and the action in the
/// chooser when the click means more than one). On a loaded machine the
/// page may still be showing `from`'s targets when asked, so it is asked
/// until it has either sent the step (no target marked) or offers the
/// choice.
pub async fn play(client: &Client, from: &str, to: &str, text: &str) {
    click_square(client, from).await;
    click_square(client, to).await;
    let choice = format!("#chooser button[data-text='{text}']");
    let ask = format!(
        "return document.querySelector(\"{choice}\") ? 'choose' \
         : document.querySelector('#marks .mark.to') ? 'wait' : 'sent';"
    );
    let started = Instant::now();
    loop {
        match eval(client, &ask).await.as_str() {
            Some("choose") => return click(client, &choice).await,
            Some("wait") if started.elapsed() < WAIT => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            _ => return,
        }
    }
}

/// One raw HTTP/1.1 request to the server; returns the status code.
pub fn http_status(base: &str, request: &str) -> u16 {
    let addr = base.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(addr).expect("connect");
    stream.set_read_timeout(Some(WAIT)).expect("read timeout");
    stream.write_all(request.as_bytes()).expect("send");
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).expect("a status line");
    String::from_utf8_lossy(&head[9..12]).parse().unwrap_or(0)
}

/// A session the page issues on a first page load (the `fb_sid` cookie's
/// value), for raw HTTP requests.
pub fn session(base: &str) -> String {
    let addr = base.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(addr).expect("connect");
    stream.set_read_timeout(Some(WAIT)).expect("read timeout");
    let request = format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    answer
        .lines()
        .find_map(|line| line.strip_prefix("set-cookie: fb_sid="))
        .and_then(|rest| rest.split(';').next())
        .expect("a session cookie")
        .to_string()
}

/// A request on the page's platform, for setting up games quickly.
pub fn ask(
    host: &Host,
    channel: &str,
    id: &str,
    name: &str,
    text: &str,
) -> Vec<futbol_bot::host::Reply> {
    use futbol_bot::host::{Community, Input, Platform, Request, User};
    host.handle(&Request {
        platform: Platform::Web,
        community: Community::web(),
        address: None,
        asker: Default::default(),
        channel: channel.into(),
        user: User {
            id: id.into(),
            name: name.into(),
        },
        input: Input::Command(text.into()),
    })
}

/// An embedded page's socket at `address` (Discord's Activity, Matrix's
/// widget): one from another site is refused; one whose ticket the server
/// never signed (or none at all) is told so and closed, with no room shown.
pub async fn hostile_sockets(address: &str) {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::{Message, client::IntoClientRequest};
    let url = address.replace("http://", "ws://");
    let mut evil = url.clone().into_client_request().expect("a request");
    evil.headers_mut()
        .insert("origin", "https://evil.example".parse().expect("a header"));
    assert!(
        tokio_tungstenite::connect_async(evil).await.is_err(),
        "another site"
    );
    let forged = [
        r#"{"kind":"ticket","ticket":"eyJ1IjoiOTQwMDAwMDAwMDAwMDAwMDAxIn0.AAAA"}"#,
        r#"{"kind":"text","text":"!futbol crear"}"#,
    ];
    for first in forged {
        let (mut socket, _) = tokio_tungstenite::connect_async(&url)
            .await
            .expect("a socket");
        socket.send(Message::text(first)).await.expect("sent");
        let answer = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .expect("an answer");
        let Some(Ok(Message::Text(text))) = answer else {
            panic!("{first}: {answer:?}");
        };
        assert!(text.contains("\"refused\""), "{first}: {text}");
    }
}

/// A GET's status line and headers.
pub fn ask_headers(base: &str, path: &str) -> String {
    use std::io::{Read, Write};
    let address = base.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(address).expect("connect");
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).expect("send");
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer);
    text.split("\r\n\r\n")
        .next()
        .unwrap_or_default()
        .to_string()
}

/// Saves a screenshot in `target/` and returns its path.
pub async fn screenshot(client: &Client, name: &str) -> String {
    let png = client.screenshot().await.expect("screenshot");
    let path = crate::root()
        .join(format!("target/{name}.png"))
        .display()
        .to_string();
    std::fs::write(&path, png).expect("the screenshot");
    path
}

/// Looks at a page framed by a harness (a chat client's stand-in): axe
/// finds nothing and nothing scrolls sideways in the frame; then, from
/// the harness, a screenshot `name` and no protocol error the harness
/// noted (`window.harness.errors`).
pub async fn look_framed(client: &Client, name: &str) {
    let problems = axe(client).await;
    assert!(problems.is_empty(), "{name}: {problems:#?}");
    let layout = layout_problems(client).await;
    assert!(
        !layout.iter().any(|p| p.contains("sideways")),
        "{name}: {layout:#?}"
    );
    client.enter_parent_frame().await.expect("the harness");
    screenshot(client, name).await;
    let errors = eval(client, "return window.harness.errors;").await;
    assert_eq!(errors, Value::Array(Vec::new()), "{name}");
}

/// A query or path value percent-encoded (all but unreserved bytes).
pub fn encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
