//! A local stand-in for Discord that speaks its wire protocol on 127.0.0.1:
//! the REST routes the bot uses under `/api/v10`, and a gateway websocket
//! (HELLO, IDENTIFY → READY, heartbeats, RESUME, dispatched events).
//!
//! It records every REST call (with JSON payloads and multipart files) and
//! the time it arrived, so tests assert on what the bot really sent.

use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

pub const APP_ID: &str = "900000000000000001";
pub const BOT_ID: &str = "900000000000000002";
pub const GUILD_ID: &str = "900000000000000003";

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub at: Instant,
    pub method: Method,
    pub path: String,
    pub json: Value,
    pub files: Vec<(String, Vec<u8>)>,
}

#[derive(Default)]
struct Inner {
    calls: Vec<Call>,
    /// The live gateway session's outbox.
    session: Option<mpsc::UnboundedSender<Message>>,
    sessions_started: usize,
    identifies: usize,
    resumes: usize,
    seq: u64,
    messages: Vec<Value>,
    /// Interaction token → its channel, for follow-ups.
    channels: std::collections::HashMap<String, String>,
}

#[derive(Clone)]
pub struct StandIn {
    inner: Arc<Mutex<Inner>>,
    ids: Arc<AtomicU64>,
    pub base: String,
}

impl StandIn {
    /// Starts listening before the bot starts (serenity falls back to the
    /// real gateway otherwise).
    pub async fn start() -> StandIn {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        let standin = StandIn {
            inner: Arc::default(),
            ids: Arc::new(AtomicU64::new(910_000_000_000_000_000)),
            base,
        };
        let app = Router::new()
            .route("/gateway", get(gateway))
            .fallback(rest)
            .with_state(standin.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        standin
    }

    pub fn id(&self) -> String {
        self.ids.fetch_add(1, Ordering::SeqCst).to_string()
    }

    pub fn calls(&self) -> Vec<Call> {
        self.inner.lock().expect("lock").calls.clone()
    }

    pub fn identifies(&self) -> usize {
        self.inner.lock().expect("lock").identifies
    }

    pub fn sessions(&self) -> (usize, usize, usize) {
        let inner = self.inner.lock().expect("lock");
        (inner.sessions_started, inner.identifies, inner.resumes)
    }

    /// Waits until `check` holds, polling.
    pub async fn wait_for<T>(&self, what: &str, mut check: impl FnMut(&StandIn) -> Option<T>) -> T {
        let started = Instant::now();
        loop {
            if let Some(value) = check(self) {
                return value;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "timed out waiting for {what}"
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Waits for a gateway session that has identified (or resumed).
    pub async fn wait_ready(&self, sessions: usize) {
        self.wait_for("the bot to connect", |s| {
            let inner = s.inner.lock().expect("lock");
            (inner.identifies + inner.resumes >= sessions && inner.session.is_some()).then_some(())
        })
        .await;
    }

    /// Closes the gateway connection abruptly.
    pub fn drop_gateway(&self) {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(session) = inner.session.take() {
            let _ = session.send(Message::Close(None));
        }
    }

    fn dispatch(&self, event: &str, data: Value) {
        let mut inner = self.inner.lock().expect("lock");
        inner.seq += 1;
        let frame = json!({ "op": 0, "t": event, "s": inner.seq, "d": data });
        if let Some(session) = &inner.session {
            let _ = session.send(Message::Text(frame.to_string().into()));
        }
    }

    pub fn user(&self, id: &str, name: &str) -> Value {
        json!({ "id": id, "username": name, "discriminator": "0", "global_name": name, "avatar": null })
    }

    fn member(&self, id: &str, name: &str) -> Value {
        json!({
            "user": self.user(id, name), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "deaf": false, "mute": false, "flags": 0, "permissions": "2248473465835073", "nick": null
        })
    }

    fn base_interaction(
        &self,
        kind: u8,
        user: (&str, &str),
        channel: &str,
        data: Value,
    ) -> (String, Value) {
        let id = self.id();
        let token = format!("tok-{id}");
        self.inner
            .lock()
            .expect("lock")
            .channels
            .insert(token.clone(), channel.to_string());
        let payload = json!({
            "id": id, "application_id": APP_ID, "type": kind, "data": data,
            "guild_id": GUILD_ID, "channel_id": channel,
            "channel": { "id": channel, "type": 0, "guild_id": GUILD_ID, "name": "general", "permissions": "2248473465835073" },
            "member": self.member(user.0, user.1),
            "token": token, "version": 1, "app_permissions": "2248473465835073",
            "locale": "es-ES", "guild_locale": "es-ES", "entitlements": [],
            "authorizing_integration_owners": { "0": GUILD_ID }, "context": 0,
            "attachment_size_limit": 10485760
        });
        (id, payload)
    }

    /// A `/futbol SUB [options]` slash command; returns the interaction id.
    pub fn slash(
        &self,
        user: (&str, &str),
        channel: &str,
        sub: &str,
        options: &[(&str, &str)],
    ) -> String {
        let options: Vec<Value> = options
            .iter()
            .map(|(name, value)| json!({ "name": name, "type": 3, "value": value }))
            .collect();
        let data = json!({
            "id": "920000000000000001", "name": "futbol", "type": 1,
            "options": [{ "name": sub, "type": 1, "options": options }]
        });
        let (id, payload) = self.base_interaction(2, user, channel, data);
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }

    /// A press on a button of `message`.
    pub fn button(&self, user: (&str, &str), message: &Value, custom_id: &str) -> String {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        self.component(user, message, data)
    }

    /// A choice in a select menu of `message`.
    pub fn select(
        &self,
        user: (&str, &str),
        message: &Value,
        menu_id: &str,
        value: &str,
    ) -> String {
        let data = json!({ "custom_id": menu_id, "component_type": 3, "values": [value] });
        self.component(user, message, data)
    }

    fn component(&self, user: (&str, &str), message: &Value, data: Value) -> String {
        let channel = message["channel_id"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let (id, mut payload) = self.base_interaction(3, user, &channel, data);
        payload["message"] = message.clone();
        self.dispatch("INTERACTION_CREATE", payload);
        id
    }

    /// The messages the bot has posted in channels (and as follow-ups).
    pub fn messages(&self) -> Vec<Value> {
        self.inner.lock().expect("lock").messages.clone()
    }

    fn message_object(
        &self,
        channel: &str,
        body: &Value,
        files: &[(String, Vec<u8>)],
        webhook: bool,
    ) -> Value {
        let id = self.id();
        let attachments: Vec<Value> = files
            .iter()
            .enumerate()
            .map(|(i, (name, bytes))| {
                json!({ "id": format!("{id}{i}"), "filename": name, "size": bytes.len(),
                        "url": format!("https://cdn.example/{name}"), "proxy_url": format!("https://cdn.example/{name}") })
            })
            .collect();
        json!({
            "id": id, "channel_id": channel, "guild_id": GUILD_ID,
            "author": self.user(BOT_ID, "futbol-bot"),
            "content": body["content"].as_str().unwrap_or(""),
            "timestamp": "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": attachments, "embeds": [], "pinned": false, "type": 0,
            "flags": body["flags"].as_u64().unwrap_or(0),
            "components": body.get("components").cloned().unwrap_or(json!([])),
            "webhook_id": if webhook { json!(APP_ID) } else { Value::Null },
        })
    }

    fn record(&self, call: Call) {
        self.inner.lock().expect("lock").calls.push(call);
    }
}

async fn gateway(State(standin): State<StandIn>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| session(standin, socket))
}

/// One gateway connection.
async fn session(standin: StandIn, mut socket: WebSocket) {
    let (outbox, mut queued) = mpsc::unbounded_channel::<Message>();
    {
        let mut inner = standin.inner.lock().expect("lock");
        inner.sessions_started += 1;
    }
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41250 } });
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let Some(Ok(Message::Text(text))) = frame else {
                    if matches!(frame, Some(Ok(_))) { continue; }
                    break;
                };
                let Ok(frame) = serde_json::from_str::<Value>(text.as_str()) else { continue };
                match frame["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({ "op": 11 });
                        let _ = socket.send(Message::Text(ack.to_string().into())).await;
                    }
                    Some(2) => {
                        let ready = {
                            let mut inner = standin.inner.lock().expect("lock");
                            inner.identifies += 1;
                            inner.session = Some(outbox.clone());
                            inner.seq += 1;
                            json!({ "op": 0, "t": "READY", "s": inner.seq, "d": {
                                "v": 10, "user": standin.user(BOT_ID, "futbol-bot"), "guilds": [],
                                "session_id": format!("session-{}", inner.identifies),
                                "resume_gateway_url": format!("ws://{}/gateway", standin.base.trim_start_matches("http://")),
                                "shard": [0, 1], "application": { "id": APP_ID, "flags": 0 }
                            }})
                        };
                        let _ = socket.send(Message::Text(ready.to_string().into())).await;
                    }
                    Some(6) => {
                        let resumed = {
                            let mut inner = standin.inner.lock().expect("lock");
                            inner.resumes += 1;
                            inner.session = Some(outbox.clone());
                            inner.seq += 1;
                            json!({ "op": 0, "t": "RESUMED", "s": inner.seq, "d": {} })
                        };
                        let _ = socket.send(Message::Text(resumed.to_string().into())).await;
                    }
                    _ => {}
                }
            }
            queued = queued.recv() => match queued {
                Some(Message::Close(_)) | None => break,
                Some(message) => {
                    if socket.send(message).await.is_err() { break; }
                }
            }
        }
    }
}

/// Every REST route, recorded; answers shaped like Discord's.
async fn rest(State(standin): State<StandIn>, request: Request) -> Response {
    let at = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let headers = request.headers().clone();
    let Ok(body) = axum::body::to_bytes(request.into_body(), 64 << 20).await else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let (json, files) = parse_body(&headers, body).await;
    standin.record(Call {
        at,
        method: method.clone(),
        path: path.clone(),
        json: json.clone(),
        files: files.clone(),
    });
    let Some(route) = path.strip_prefix("/api/v10") else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let segments: Vec<&str> = route.trim_matches('/').split('/').collect();
    let ws = format!(
        "ws://{}/gateway",
        standin.base.trim_start_matches("http://")
    );
    let reply = |value: Value| axum::Json(value).into_response();
    match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => reply(json!({ "url": ws })),
        ("GET", ["gateway", "bot"]) => reply(json!({ "url": ws, "shards": 1,
            "session_start_limit": { "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1 } })),
        ("GET", ["users", "@me"]) => reply(standin.user(BOT_ID, "futbol-bot")),
        ("GET", ["oauth2", "applications", "@me"]) => {
            reply(json!({ "id": APP_ID, "name": "futbol-bot",
            "icon": null, "description": "", "bot_public": true, "bot_require_code_grant": false,
            "verify_key": "", "flags": 0 }))
        }
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let commands: Vec<Value> = json
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(standin.id());
                    c["application_id"] = json!(APP_ID);
                    c["version"] = json!("1");
                    c["default_member_permissions"] = Value::Null;
                    c["type"] = json!(1);
                    c
                })
                .collect();
            reply(Value::Array(commands))
        }
        ("POST", ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        ("POST", ["webhooks", _, token]) => {
            let channel = standin
                .inner
                .lock()
                .expect("lock")
                .channels
                .get(*token)
                .cloned()
                .unwrap_or_default();
            let message = standin.message_object(&channel, &json, &files, true);
            standin
                .inner
                .lock()
                .expect("lock")
                .messages
                .push(message.clone());
            reply(message)
        }
        ("PATCH", ["webhooks", _, _, "messages", _]) => {
            reply(standin.message_object("followup", &json, &files, true))
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => StatusCode::NO_CONTENT.into_response(),
        ("POST", ["channels", channel, "messages"]) => {
            let message = standin.message_object(channel, &json, &files, false);
            standin
                .inner
                .lock()
                .expect("lock")
                .messages
                .push(message.clone());
            reply(message)
        }
        ("PATCH", ["channels", channel, "messages", _]) => {
            reply(standin.message_object(channel, &json, &files, false))
        }
        _ => (
            StatusCode::NOT_FOUND,
            axum::Json(json!({ "message": "Unknown route", "code": 0 })),
        )
            .into_response(),
    }
}

/// A JSON body, or a multipart body with `payload_json` and `files[n]`.
async fn parse_body(headers: &HeaderMap, body: Bytes) -> (Value, Vec<(String, Vec<u8>)>) {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if !content_type.starts_with("multipart/form-data") {
        return (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
        );
    }
    let Some(boundary) = content_type.split("boundary=").nth(1) else {
        return (Value::Null, Vec::new());
    };
    let boundary = boundary.trim_matches('"').to_string();
    let stream = futures_stream(body);
    let mut multipart = multer::Multipart::new(stream, boundary);
    let (mut json, mut files) = (Value::Null, Vec::new());
    while let Ok(Some(field)) = multipart.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let Ok(bytes) = field.bytes().await else {
            break;
        };
        if name == "payload_json" {
            json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else {
            files.push((filename.unwrap_or(name), bytes.to_vec()));
        }
    }
    (json, files)
}

fn futures_stream(body: Bytes) -> impl futures_util::Stream<Item = Result<Bytes, std::io::Error>> {
    futures_util::stream::once(async move { Ok(body) })
}
