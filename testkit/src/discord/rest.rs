//! The REST routes under `/api/v10` the bot calls, each recorded with its
//! JSON or multipart body, and routed to what models it.

use super::*;

/// Every REST route, recorded; answers shaped like Discord's.
pub(super) async fn rest(State(standin): State<StandIn>, request: Request) -> Response {
    let at = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let headers = request.headers().clone();
    let Ok(body) = axum::body::to_bytes(request.into_body(), 64 << 20).await else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let form = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    let (json, files) = match form {
        true => (activity::form_fields(&body), Vec::new()),
        false => parse_body(&headers, body).await,
    };
    standin.record(Call {
        at,
        method: method.clone(),
        path: path.clone(),
        json: json.clone(),
        files: files.clone(),
    });
    if let Some(answer) = standin.activity_route((method.as_str(), &path), &headers, &json) {
        return answer;
    }
    let Some(route) = path.strip_prefix("/api/v10") else {
        return StatusCode::NOT_FOUND.into_response();
    };
    // A limited call does nothing.
    if let Some(limited) = standin.rate_limited(method.as_str(), route) {
        return limited;
    }
    let segments: Vec<&str> = route.trim_matches('/').split('/').collect();
    let ws = format!(
        "ws://{}/gateway",
        standin.base.trim_start_matches("http://")
    );
    let reply = |value: Value| axum::Json(value).into_response();
    let call = Req {
        method: method.as_str(),
        path: &path,
        body: &json,
        files: &files,
        at,
    };
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
            let sent = json.as_array().cloned().unwrap_or_default();
            let (entry, commands): (Vec<Value>, Vec<Value>) =
                sent.into_iter().partition(|c| c["type"] == json!(4));
            let mut inner = standin.inner.lock().expect("lock");
            // Application Commands, Entry Point commands: "Your app
            // cannot have a PRIMARY_ENTRY_POINT guild command", and "1
            // global PRIMARY_ENTRY_POINT command"; `handler` "can only be
            // set for … applications with the EMBEDDED flag" (Activities on).
            let guild = segments.len() > 3;
            if !entry.is_empty() && (guild || entry.len() > 1 || !inner.activities) {
                inner.violate(
                    &call,
                    "one global Entry Point, for an app with Activities",
                    format!("{entry:?}"),
                );
                return invalid_form(&[("type", "4".into())]);
            }
            // Bulk Overwrite Global Application Commands "will overwrite
            // **all** types of application commands", but not the Entry
            // Point of an app with Activities on: Discord answers 400,
            // JSON error code 50240, "You cannot remove this app's Entry
            // Point command in a bulk update operation. Please include the
            // Entry Point command in your update request or delete it
            // separately." (the code is missing from the docs' JSON error
            // code table; its text is Discord's answer as bots log it).
            if !guild && entry.is_empty() && inner.activities && !inner.entry_points.is_empty() {
                inner.violate(
                    &call,
                    "a global overwrite keeps the Entry Point (50240)",
                    format!("{json}"),
                );
                return error(
                    StatusCode::BAD_REQUEST,
                    50240,
                    "You cannot remove this app's Entry Point command in a bulk update operation. \
                     Please include the Entry Point command in your update request or delete it separately.",
                );
            }
            if !entry.is_empty() {
                inner.entry_points = entry;
            }
            if !commands.is_empty() || entry_free(&json) {
                inner.commands = commands.clone();
            }
            if !guild {
                inner.global = commands;
            }
            drop(inner);
            let commands: Vec<Value> = json
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(standin.id());
                    c["application_id"] = json!(APP_ID);
                    c["version"] = json!("1");
                    if c["type"].is_null() {
                        c["type"] = json!(1);
                    }
                    c
                })
                .collect();
            reply(Value::Array(commands))
        }
        // Get Global Application Commands: the app's global commands,
        // the Entry Point among them.
        ("GET", ["applications", _, "commands"]) => {
            let inner = standin.inner.lock().expect("lock");
            let all: Vec<Value> = (inner.entry_points.iter().chain(&inner.global))
                .cloned()
                .map(|mut c| {
                    c["id"] = json!(
                        c["id"]
                            .as_str()
                            .map(str::to_string)
                            .unwrap_or_else(|| standin.id())
                    );
                    c["application_id"] = json!(APP_ID);
                    c["version"] = json!("1");
                    if c["type"].is_null() {
                        c["type"] = json!(1);
                    }
                    if c["description"].is_null() {
                        c["description"] = json!("");
                    }
                    c
                })
                .collect();
            reply(Value::Array(all))
        }
        ("POST", ["interactions", id, token, "callback"]) => standin.callback(&call, id, token),
        ("POST", ["webhooks", app, token]) => standin.followup(&call, app, token),
        ("GET", ["webhooks", app, token, "messages", message]) => {
            standin.webhook_message(&call, app, token, message, Webhook::Get)
        }
        ("PATCH", ["webhooks", app, token, "messages", message]) => {
            standin.webhook_message(&call, app, token, message, Webhook::Edit)
        }
        ("DELETE", ["webhooks", app, token, "messages", message]) => {
            standin.webhook_message(&call, app, token, message, Webhook::Delete)
        }
        ("POST", ["users", "@me", "channels"]) => standin.create_dm(&call),
        ("POST", ["channels", channel, "messages"]) => standin.create_message(&call, channel),
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            standin.start_thread(&call, channel, message)
        }
        ("PATCH", ["channels", channel, "messages", message]) => {
            standin.channel_message(&call, channel, message, false)
        }
        ("DELETE", ["channels", channel, "messages", message]) => {
            standin.channel_message(&call, channel, message, true)
        }
        _ => (
            StatusCode::NOT_FOUND,
            axum::Json(json!({ "message": "Unknown route", "code": 0 })),
        )
            .into_response(),
    }
}

/// Whether a commands PUT has no Entry Point in it (an empty list clears).
pub(super) fn entry_free(body: &Value) -> bool {
    body.as_array()
        .is_some_and(|all| all.iter().all(|c| c["type"] != json!(4)))
}

/// One REST call, as the routes below see it.
pub(super) struct Req<'a> {
    pub(super) method: &'a str,
    pub(super) path: &'a str,
    pub(super) body: &'a Value,
    pub(super) files: &'a [(String, Vec<u8>)],
    pub(super) at: Instant,
}

/// A JSON body, or a multipart body with `payload_json` and `files[n]`.
pub(super) async fn parse_body(
    headers: &HeaderMap,
    body: Bytes,
) -> (Value, Vec<(String, Vec<u8>)>) {
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

pub(super) fn futures_stream(
    body: Bytes,
) -> impl futures_util::Stream<Item = Result<Bytes, std::io::Error>> {
    futures_util::stream::once(async move { Ok(body) })
}

impl StandIn {
    pub(super) fn record(&self, call: Call) {
        self.inner.lock().expect("lock").calls.push(call);
    }
}
