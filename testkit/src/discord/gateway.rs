//! The gateway: a websocket session as Discord runs one (Gateway: HELLO,
//! IDENTIFY → READY, heartbeats, RESUME with the missed events replayed,
//! INVALID_SESSION), and what a test does to it (refuse, drop).

use super::*;

pub(super) async fn gateway(State(standin): State<StandIn>, upgrade: WebSocketUpgrade) -> Response {
    if standin.inner.lock().expect("lock").gateway_refused {
        // Discord down or unreachable: the handshake fails.
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    upgrade.on_upgrade(move |socket| session(standin, socket))
}

/// One gateway connection.
pub(super) async fn session(standin: StandIn, mut socket: WebSocket) {
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
                            // A new session: nothing of the old one is replayed.
                            inner.backlog.clear();
                            // "shard: array of two integers (shard_id,
                            // num_shards)" (Gateway, Identify Structure).
                            let shard = frame["d"]["shard"].clone();
                            inner.shards.push(shard.clone());
                            inner.session = Some(outbox.clone());
                            inner.seq += 1;
                            json!({ "op": 0, "t": "READY", "s": inner.seq, "d": {
                                "v": 10, "user": standin.user(BOT_ID, "futbol-bot"), "guilds": [],
                                "session_id": format!("session-{}", inner.identifies),
                                "resume_gateway_url": format!("ws://{}/gateway", standin.base.trim_start_matches("http://")),
                                "shard": if shard.is_null() { json!([0, 1]) } else { shard },
                                "application": { "id": APP_ID, "flags": 0 }
                            }})
                        };
                        let _ = socket.send(Message::Text(ready.to_string().into())).await;
                    }
                    Some(6) => {
                        // Gateway, Resuming: the missed events are replayed
                        // in order, then RESUMED; "Invalid Session":
                        // opcode 9, `d` false when the session may not be
                        // resumed, after which the client identifies anew.
                        let replies = {
                            let mut inner = standin.inner.lock().expect("lock");
                            if std::mem::take(&mut inner.refuse_resume) {
                                inner.resumes_refused += 1;
                                vec![json!({ "op": 9, "d": false }).to_string()]
                            } else {
                                inner.resumes += 1;
                                inner.session = Some(outbox.clone());
                                let after = frame["d"]["seq"].as_u64().unwrap_or(0);
                                let mut out: Vec<String> = (inner.backlog.iter())
                                    .filter(|(seq, _)| *seq > after)
                                    .map(|(_, event)| event.clone())
                                    .collect();
                                inner.seq += 1;
                                let resumed = json!({ "op": 0, "t": "RESUMED", "s": inner.seq, "d": {} });
                                out.push(resumed.to_string());
                                out
                            }
                        };
                        for reply in replies {
                            let _ = socket.send(Message::Text(reply.into())).await;
                        }
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

impl StandIn {
    pub fn identifies(&self) -> usize {
        self.inner.lock().expect("lock").identifies
    }

    /// The `shard` field of every IDENTIFY so far.
    pub fn identified_shards(&self) -> Vec<Value> {
        self.inner.lock().expect("lock").shards.clone()
    }

    pub fn sessions(&self) -> (usize, usize, usize) {
        let inner = self.inner.lock().expect("lock");
        (inner.sessions_started, inner.identifies, inner.resumes)
    }

    /// Waits for a gateway session that has identified (or resumed).
    pub async fn wait_ready(&self, sessions: usize) {
        self.wait_for("the bot to connect", |s| {
            let inner = s.inner.lock().expect("lock");
            (inner.identifies + inner.resumes >= sessions && inner.session.is_some()).then_some(())
        })
        .await;
    }

    /// Refuses (or again accepts) new gateway connections, as when
    /// Discord's gateway is down or unreachable.
    pub fn refuse_gateway(&self, refused: bool) {
        self.inner.lock().expect("lock").gateway_refused = refused;
    }

    /// Closes the gateway connection abruptly.
    pub fn drop_gateway(&self) {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(session) = inner.session.take() {
            let _ = session.send(Message::Close(None));
        }
    }

    /// Sends an event to the live session, and keeps it for a RESUME
    /// (Gateway, Resuming: "Discord will replay any missed events in
    /// order").
    pub(super) fn dispatch(&self, event: &str, data: Value) {
        let mut inner = self.inner.lock().expect("lock");
        inner.seq += 1;
        let frame = json!({ "op": 0, "t": event, "s": inner.seq, "d": data });
        let seq = inner.seq;
        inner.backlog.push((seq, frame.to_string()));
        if let Some(session) = &inner.session {
            let _ = session.send(Message::Text(frame.to_string().into()));
        }
    }

    /// The next RESUME is refused with INVALID_SESSION, as when the
    /// session is gone on Discord's side.
    pub fn refuse_next_resume(&self) {
        self.inner.lock().expect("lock").refuse_resume = true;
    }

    /// How many RESUMEs were refused.
    pub fn resumes_refused(&self) -> usize {
        self.inner.lock().expect("lock").resumes_refused
    }
}
