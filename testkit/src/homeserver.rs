//! A test's Matrix client over the client-server API (plain HTTP, no
//! SDK): users registered and logged in by `scripts/synapse.sh`, rooms
//! made with power levels, messages sent, the timeline and the state read
//! back, as the widget's test needs them.

use super::page::encode;
use super::synapse::synapse;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const PASSWORD: &str = "password-of-test";

/// A user name unique to this run (Synapse's users outlive test runs).
pub fn unique(name: &str) -> String {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() % 1_000_000_000);
    format!("{name}{}w{stamp}", std::process::id())
}

/// A Synapse user: their id and client access token.
#[derive(Clone)]
pub struct Person {
    pub id: String,
    pub token: String,
}

/// The client-server API, as a test's Matrix client speaks it.
pub struct Homeserver {
    pub url: String,
    pub http: reqwest::Client,
}

impl Homeserver {
    pub fn person(&self, name: &str) -> Person {
        let name = unique(name);
        synapse(&["register", &name, PASSWORD]);
        let token = synapse(&["login", &name, PASSWORD]);
        Person {
            id: format!("@{name}:localhost"),
            token,
        }
    }

    pub async fn call(
        &self,
        who: &Person,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut request = self
            .http
            .request(method, format!("{}/_matrix/client/v3{path}", self.url))
            .bearer_auth(&who.token);
        if let Some(body) = body {
            request = request
                .header("content-type", "application/json")
                .body(body.to_string());
        }
        let answer = request.send().await.expect("Synapse answers");
        let status = answer.status().as_u16();
        let text = answer.text().await.unwrap_or_default();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// A room `creator` makes, inviting `invite`, with these power levels
    /// (the creator's 100 among them).
    pub async fn room(&self, creator: &Person, invite: &[&str], levels: &[(&str, u32)]) -> String {
        let mut users = serde_json::Map::new();
        users.insert(creator.id.clone(), json!(100));
        for (user, level) in levels {
            users.insert(user.to_string(), json!(level));
        }
        let body = json!({
            "preset": "private_chat",
            "room_version": "11",
            "invite": invite,
            "power_level_content_override": { "users": users },
        });
        let (status, answer) = self
            .call(creator, reqwest::Method::POST, "/createRoom", Some(body))
            .await;
        assert_eq!(status, 200, "{answer}");
        answer["room_id"].as_str().expect("a room id").to_string()
    }

    pub async fn join(&self, who: &Person, room: &str) {
        let path = format!("/join/{}", encode(room));
        let (status, answer) = self
            .call(who, reqwest::Method::POST, &path, Some(json!({})))
            .await;
        assert_eq!(status, 200, "{answer}");
    }

    pub async fn say(&self, who: &Person, room: &str, text: &str) {
        let txn = format!("t{}", fastrand::u64(..));
        let path = format!("/rooms/{}/send/m.room.message/{txn}", encode(room));
        let body = json!({ "msgtype": "m.text", "body": text });
        let (status, answer) = self
            .call(who, reqwest::Method::PUT, &path, Some(body))
            .await;
        assert_eq!(status, 200, "{answer}");
    }

    /// The room's timeline, oldest first.
    pub async fn timeline(&self, who: &Person, room: &str) -> Vec<Value> {
        let path = format!("/rooms/{}/messages?dir=b&limit=500", encode(room));
        let (_, answer) = self.call(who, reqwest::Method::GET, &path, None).await;
        let mut events = answer["chunk"].as_array().cloned().unwrap_or_default();
        events.reverse();
        events
    }

    /// The bot's messages in the room whose body contains `needle`.
    pub async fn bot_says(&self, who: &Person, room: &str, bot: &str, needle: &str) -> Vec<Value> {
        self.timeline(who, room)
            .await
            .into_iter()
            .filter(|e| e["sender"] == bot && e["type"] == "m.room.message")
            .filter(|e| {
                e["content"]["body"]
                    .as_str()
                    .is_some_and(|b| b.contains(needle))
            })
            .collect()
    }

    /// Waits until the bot has said `needle` in the room `times` times.
    pub async fn wait_says(
        &self,
        who: &Person,
        room: &str,
        bot: &str,
        (needle, times): (&str, usize),
    ) -> Vec<Value> {
        let started = Instant::now();
        loop {
            let said = self.bot_says(who, room, bot, needle).await;
            if said.len() >= times {
                return said;
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "the bot never said {needle:?} ({times}×)"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// The bot's board pictures in the room.
    pub async fn boards(&self, who: &Person, room: &str, bot: &str) -> usize {
        self.timeline(who, room)
            .await
            .iter()
            .filter(|e| e["sender"] == bot && e["content"]["msgtype"] == "m.image")
            .count()
    }

    pub async fn wait_joined(&self, who: &Person, room: &str, user: &str) {
        let started = Instant::now();
        loop {
            let path = format!("/rooms/{}/joined_members", encode(room));
            let (_, answer) = self.call(who, reqwest::Method::GET, &path, None).await;
            if answer["joined"].get(user).is_some() {
                return;
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "{user} never joined"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}
