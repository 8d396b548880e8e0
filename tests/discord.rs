//! The Discord adapter end to end: the real bot binary (serenity) against
//! a local stand-in that speaks Discord's gateway and REST protocols.

mod support;

use serde_json::Value;
use std::time::{Duration, Instant};
use support::bot::Bot;
use support::discord::{GUILD_ID, StandIn};

const LOBBY: &str = "930000000000000001";
const ELSEWHERE: &str = "930000000000000002";
const ANA: (&str, &str) = ("940000000000000001", "Ana");
const BETO: (&str, &str) = ("940000000000000002", "Beto");
const CRIS: (&str, &str) = ("940000000000000003", "@everyone");

fn start_bot(dir: &std::path::Path, standin: &StandIn) -> Bot {
    Bot::start(
        dir,
        &["--discord-guild", GUILD_ID, "--discord-api", &standin.base],
        &[("DISCORD_TOKEN", "test-token-never-logged")],
    )
}

/// The interactions dispatched, with when, to check the 3-second window.
struct Sent(Vec<(String, Instant)>);

impl Sent {
    fn push(&mut self, id: String) -> String {
        self.0.push((id.clone(), Instant::now()));
        id
    }
}

/// Waits for a bot message whose text contains `needle`: a channel message
/// in `channel`, or (`channel` empty) an interaction follow-up.
async fn posted(standin: &StandIn, channel: &str, needle: &str) -> Value {
    standin
        .wait_for(needle, |s| {
            s.messages().into_iter().rev().find(|m| {
                let followup = !m["webhook_id"].is_null();
                let place = if channel.is_empty() {
                    followup
                } else {
                    !followup && m["channel_id"] == channel
                };
                place && m["content"].as_str().is_some_and(|c| c.contains(needle))
            })
        })
        .await
}

/// The ephemeral follow-up that answered this user's interaction.
async fn ephemeral(standin: &StandIn, needle: &str) -> Value {
    let message = posted(standin, "", needle).await;
    assert_eq!(
        message["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "not ephemeral: {message}"
    );
    message
}

fn components(message: &Value) -> Vec<Value> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

fn button_id(message: &Value, label: &str) -> String {
    components(message)
        .into_iter()
        .find(|c| c["type"] == 2 && c["label"] == label)
        .and_then(|c| c["custom_id"].as_str().map(str::to_string))
        .unwrap_or_else(|| panic!("no {label} button on {message}"))
}

/// (menu custom id, the value of the option whose label contains `label`).
fn menu_option(message: &Value, label: &str) -> (String, String) {
    for component in components(message) {
        if component["type"] != 3 {
            continue;
        }
        for option in component["options"].as_array().into_iter().flatten() {
            if option["label"].as_str().is_some_and(|l| l.contains(label)) {
                let menu = component["custom_id"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                return (
                    menu,
                    option["value"].as_str().unwrap_or_default().to_string(),
                );
            }
        }
    }
    panic!("no {label} option on {message}")
}

fn last_board(standin: &StandIn) -> Value {
    standin
        .messages()
        .into_iter()
        .rev()
        .find(|m| {
            m["channel_id"] == LOBBY
                && m["webhook_id"].is_null()
                && !m["attachments"].as_array().is_none_or(Vec::is_empty)
        })
        .expect("a board")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_over_the_discord_protocol_survives_reconnects_and_restarts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let mut bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    let mut sent = Sent(Vec::new());

    // /futbol is registered for the guild, Spanish with English names.
    let registered = standin
        .wait_for("commands", |s| {
            s.calls()
                .into_iter()
                .find(|c| c.path.ends_with("/commands"))
        })
        .await;
    assert!(registered.path.contains(GUILD_ID));
    let command = &registered.json[0];
    assert_eq!(command["name"], "futbol");
    let create = command["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .find(|o| o["name"] == "crear")
        .expect("crear");
    assert_eq!(create["name_localizations"]["en-US"], "create");

    // Create, then join by code from another channel of the guild.
    sent.push(standin.slash(ANA, LOBBY, "crear", &[]));
    let created = posted(&standin, LOBBY, "creada").await;
    let code: String = created["content"]
        .as_str()
        .unwrap_or("")
        .split_whitespace()
        .nth(1)
        .unwrap_or("")
        .to_string();
    assert_eq!(code.len(), 4, "{created}");
    sent.push(standin.slash(BETO, ELSEWHERE, "unirse", &[("codigo", &code)]));
    posted(&standin, LOBBY, "Beto se une con Negras").await;

    // A move by slash command, one by the picker (piece, then action).
    sent.push(standin.slash(ANA, LOBBY, "mover", &[("jugada", "e3>c3")]));
    let board = posted(&standin, LOBBY, "Blancas: pase e3 → c3").await;
    let first_board = board.clone();
    let (menu, value) = menu_option(&board, "c6");
    sent.push(standin.select(BETO, &board, &menu, &value));
    let actions = ephemeral(&standin, "Elige la jugada").await;
    let (menu, value) = menu_option(&actions, "c6-d4");
    sent.push(standin.select(BETO, &actions, &menu, &value));
    posted(&standin, LOBBY, "Negras: mueve c6 → d4").await;

    // A spectator presses a button: refused, ephemerally. A stale button.
    sent.push(standin.slash(CRIS, LOBBY, "unirse", &[("codigo", &code)]));
    posted(&standin, LOBBY, "mira la partida").await;
    let board = last_board(&standin);
    sent.push(standin.button(CRIS, &board, &button_id(&board, "Rendirse")));
    ephemeral(&standin, "Solo los jugadores").await;
    sent.push(standin.button(ANA, &first_board, &button_id(&first_board, "Tablas")));
    ephemeral(&standin, "tablero antiguo").await;

    // The gateway drops mid-game: the bot reconnects, the game goes on and
    // a button posted before the drop still works.
    let board = last_board(&standin);
    let (_, identified, resumed) = standin.sessions();
    standin.drop_gateway();
    standin
        .wait_for("a reconnect", |s| {
            let (_, i, r) = s.sessions();
            (i + r > identified + resumed).then_some(())
        })
        .await;
    standin.wait_ready(2).await;
    sent.push(standin.button(ANA, &board, &button_id(&board, "Tablas")));
    posted(&standin, LOBBY, "Ana ofrece tablas").await;

    // The bot process restarts on the same database: same game, old buttons.
    drop(bot);
    let before = standin.identifies();
    bot = start_bot(dir.path(), &standin);
    standin
        .wait_for("a new identify", |s| {
            (s.identifies() > before).then_some(())
        })
        .await;
    standin.wait_ready(before + 1).await;
    let board = last_board(&standin);
    let (menu, value) = menu_option(&board, "c3");
    sent.push(standin.select(ANA, &board, &menu, &value));
    let actions = ephemeral(&standin, "Elige la jugada de c3").await;
    let (menu, value) = menu_option(&actions, "c3-c4");
    sent.push(standin.select(ANA, &actions, &menu, &value));
    posted(&standin, LOBBY, "Blancas: regate c3 → c4").await;

    // Resign and a rematch.
    let board = last_board(&standin);
    sent.push(standin.button(BETO, &board, &button_id(&board, "Rendirse")));
    let resigned = posted(&standin, LOBBY, "Beto se rinde").await;
    sent.push(standin.button(ANA, &resigned, &button_id(&resigned, "Revancha")));
    posted(&standin, LOBBY, "Ana quiere la revancha").await;
    sent.push(standin.slash(BETO, LOBBY, "revancha", &[]));
    posted(&standin, LOBBY, "¡Revancha!").await;
    drop(bot);

    // What went over the wire.
    let calls = standin.calls();
    for (id, at) in &sent.0 {
        let ack = calls
            .iter()
            .find(|c| c.path.contains(&format!("/interactions/{id}/")))
            .unwrap_or_else(|| panic!("interaction {id} was never acknowledged"));
        let delay = ack.at.duration_since(*at);
        assert!(
            delay < Duration::from_secs(3),
            "interaction {id} acknowledged after {delay:?}"
        );
    }
    let mut boards = 0;
    for call in calls.iter().filter(|c| {
        c.method == "POST" && (c.path.contains("/messages") || c.path.contains("/webhooks/"))
    }) {
        let mentions = &call.json["allowed_mentions"];
        assert_eq!(
            mentions["parse"],
            serde_json::json!([]),
            "allowed_mentions not empty: {}",
            call.json
        );
        assert!(
            mentions
                .get("users")
                .is_none_or(|u| u == &serde_json::json!([]))
        );
        for (name, bytes) in &call.files {
            assert!(name.ends_with(".png"));
            image::load_from_memory(bytes).expect("the attachment decodes as a PNG");
            assert!(
                call.json["components"]
                    .as_array()
                    .is_some_and(|c| !c.is_empty()),
                "a board without components"
            );
            boards += 1;
        }
    }
    assert!(boards >= 6, "only {boards} boards posted");
    let (sessions, identifies, resumes) = standin.sessions();
    eprintln!(
        "{} REST calls, {boards} boards, {} interactions, gateway: {sessions} sessions, {identifies} identifies, {resumes} resumes",
        calls.len(),
        sent.0.len()
    );
    assert!(
        sessions >= 3,
        "the drop and the restart each opened a new session"
    );
    let deferred = calls
        .iter()
        .filter(|c| c.path.ends_with("/callback") && c.json["type"] == 5)
        .count();
    assert!(deferred >= 1);
    for call in calls
        .iter()
        .filter(|c| c.path.ends_with("/callback") && c.json["type"] == 5)
    {
        assert_eq!(
            call.json["data"]["flags"], 64,
            "slash commands are deferred ephemerally"
        );
    }
    let sent_token = calls
        .iter()
        .any(|c| c.json.to_string().contains("test-token-never-logged"));
    assert!(!sent_token);
    let log = std::fs::read_to_string(dir.path().join("bot.log")).unwrap_or_default();
    assert!(log.contains("discord: ready"), "{log}");
    assert!(
        !log.contains("test-token-never-logged"),
        "the token was logged"
    );
    // A new board takes the buttons off the previous one.
    let stripped = calls
        .iter()
        .filter(|c| {
            c.method == "PATCH"
                && c.path.contains("/channels/")
                && c.json["components"] == serde_json::json!([])
        })
        .count();
    assert!(
        stripped >= 3,
        "previous boards keep their buttons ({stripped} stripped)"
    );
    // The spectator's mention-like name never reaches a message as a mention.
    assert!(
        standin
            .messages()
            .iter()
            .all(|m| !m["content"].as_str().unwrap_or("").contains("@everyone"))
    );
}
