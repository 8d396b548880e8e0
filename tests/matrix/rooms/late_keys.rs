//! A proxy in front of Synapse that holds back what a test says (late
//! room keys, late state), to show the bot waits for them.

use super::*;

/// Room keys the proxy holds back: the to-device messages of the chosen
/// users wait until the sync after the one that brought those users' next
/// encrypted event, so the bot sees the event before its key.
#[derive(Clone, Default)]
pub(super) struct LateKeys(Arc<Mutex<LateState>>);

#[derive(Default)]
pub(super) struct LateState {
    pub(super) users: Vec<String>,
    pub(super) held: Vec<serde_json::Value>,
    pub(super) release: bool,
    pub(super) delayed: usize,
    pub(super) tokens: usize,
}

impl LateKeys {
    /// Holds back `user`'s to-device messages, once.
    pub(super) fn hold(&self, user: &OwnedUserId) {
        if let Ok(mut state) = self.0.lock() {
            state.users.push(user.to_string());
        }
    }

    /// How many to-device messages have reached the bot late so far.
    pub(super) fn delayed(&self) -> usize {
        self.0.lock().map_or(0, |state| state.delayed)
    }

    /// Whether some user's messages are held or to be held (else syncs
    /// pass untouched).
    pub(super) fn active(&self) -> bool {
        self.0
            .lock()
            .is_ok_and(|state| !state.users.is_empty() || !state.held.is_empty())
    }

    /// Whether held messages are due: the bot's next sync should not wait.
    pub(super) fn due(&self) -> bool {
        self.0
            .lock()
            .is_ok_and(|state| state.release && !state.held.is_empty())
    }

    /// Rewrites one sync response (to a request `since` that token) for
    /// the bot.
    pub(super) fn filter(&self, sync: &mut serde_json::Value, since: Option<&str>) {
        let Ok(mut state) = self.0.lock() else {
            return;
        };
        let released = if state.release {
            state.release = false;
            state.users.clear();
            state.delayed += state.held.len();
            std::mem::take(&mut state.held)
        } else {
            Vec::new()
        };
        let releasing = !released.is_empty();
        let events = sync
            .get_mut("to_device")
            .and_then(|to_device| to_device.get_mut("events"))
            .and_then(serde_json::Value::as_array_mut);
        if let Some(events) = events {
            let (held, kept): (Vec<_>, Vec<_>) = events.drain(..).partition(|event| {
                let sender = event["sender"].as_str().unwrap_or_default();
                state.users.iter().any(|user| user == sender)
            });
            state.held.extend(held);
            *events = kept;
            events.extend(released);
        } else if !released.is_empty()
            && let Some(sync) = sync.as_object_mut()
        {
            sync.insert(
                "to_device".into(),
                serde_json::json!({ "events": released }),
            );
        }
        // The SDK skips a response whose token it has seen: one that only
        // brings released messages gets a token of its own.
        if releasing && since.is_some() && sync["next_batch"].as_str() == since {
            state.tokens += 1;
            sync["next_batch"] = format!("{}~{}", since.unwrap_or_default(), state.tokens).into();
        }
        let from_held = sync
            .get("rooms")
            .and_then(|rooms| rooms.get("join"))
            .and_then(serde_json::Value::as_object)
            .into_iter()
            .flat_map(|rooms| rooms.values())
            .filter_map(|room| room["timeline"]["events"].as_array())
            .flatten()
            .any(|event| {
                event["type"] == "m.room.encrypted"
                    && state
                        .users
                        .iter()
                        .any(|user| event["sender"].as_str() == Some(user))
            });
        if from_held && !state.held.is_empty() {
            state.release = true;
        }
    }
}

pub(super) type ProxyState = (String, matrix_sdk::reqwest::Client, LateKeys);

/// A pass-through HTTP proxy to Synapse on 127.0.0.1 that delays room keys
/// as [`LateKeys`] says; returns its URL.
pub(super) async fn proxy(upstream: &str) -> (String, LateKeys) {
    let late = LateKeys::default();
    let state: ProxyState = (
        upstream.to_string(),
        matrix_sdk::reqwest::Client::new(),
        late.clone(),
    );
    let app = axum::Router::new().fallback(forward).with_state(state);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("proxy port");
    let url = format!("http://{}", listener.local_addr().expect("proxy address"));
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, late)
}

/// Forwards one request to Synapse; a sync's answer goes through
/// [`LateKeys::filter`].
pub(super) async fn forward(
    axum::extract::State((upstream, http, late)): axum::extract::State<ProxyState>,
    request: axum::extract::Request,
) -> axum::response::Response {
    use axum::http::{StatusCode, header};
    use axum::response::IntoResponse;
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let sync = parts.uri.path().ends_with("/sync");
    // A token the proxy made up (see `LateKeys::filter`) goes back to
    // Synapse as the one it came from; a due release does not wait.
    let due = sync && late.due();
    let mut since = None;
    let mut path = parts.uri.path().to_string();
    if let Some(query) = parts.uri.query() {
        let query: Vec<String> = query
            .split('&')
            .map(|p| {
                if let (true, Some(token)) = (sync, p.strip_prefix("since=")) {
                    let token = token.replace("%7E", "~");
                    let token = token.split('~').next().unwrap_or_default();
                    since = Some(token.to_string());
                    format!("since={token}")
                } else if due && p.starts_with("timeout=") {
                    "timeout=0".to_string()
                } else {
                    p.to_string()
                }
            })
            .collect();
        path = format!("{path}?{}", query.join("&"));
    }
    let mut outgoing = http
        .request(parts.method.clone(), format!("{upstream}{path}"))
        .body(body);
    for (name, value) in &parts.headers {
        if ![
            header::HOST,
            header::CONTENT_LENGTH,
            header::ACCEPT_ENCODING,
        ]
        .contains(name)
        {
            outgoing = outgoing.header(name, value);
        }
    }
    let Ok(response) = outgoing.send().await else {
        return StatusCode::BAD_GATEWAY.into_response();
    };
    let (status, headers) = (response.status(), response.headers().clone());
    let Ok(mut bytes) = response.bytes().await else {
        return StatusCode::BAD_GATEWAY.into_response();
    };
    if sync
        && status.is_success()
        && late.active()
        && let Ok(mut json) = serde_json::from_slice::<serde_json::Value>(&bytes)
    {
        late.filter(&mut json, since.as_deref());
        bytes = serde_json::to_vec(&json).unwrap_or_default().into();
    }
    let mut answer = axum::http::Response::builder().status(status);
    for (name, value) in &headers {
        if ![
            header::CONTENT_LENGTH,
            header::TRANSFER_ENCODING,
            header::CONNECTION,
        ]
        .contains(name)
        {
            answer = answer.header(name, value);
        }
    }
    answer
        .body(axum::body::Body::from(bytes))
        .unwrap_or_else(|_| StatusCode::BAD_GATEWAY.into_response())
}
