//! The Discord adapter end to end: the real bot binary (serenity) against
//! a local stand-in that speaks Discord's gateway and REST protocols.

use testkit as support;

use futbol_bot::engine::Record;
use futbol_bot::host::record_text;
use futbol_bot::store::Store;
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use support::bot::Bot;
use support::discord::{
    FOREIGN_CHANNEL, FOREIGN_GUILD_ID, GROUP_DM, GUILD_ID, MANAGE_GUILD, NO_FILES_CHANNEL,
    OTHER_GROUP_DM, OTHER_GUILD_CHANNEL, OTHER_THREADS_CHANNEL, StandIn, THREADS_CHANNEL,
    TOKEN_LIFETIME,
};

mod after_games;
mod presses;
mod private_views;
use private_views::*;
mod reconnects;
mod rules;
mod servers;
mod user_installs;

const LOBBY: &str = "930000000000000001";
const ELSEWHERE: &str = "930000000000000002";
/// A channel with no room, ever.
const EMPTY: &str = "930000000000000003";
/// A channel set to English, with no room.
const ENGLISH: &str = "930000000000000004";
/// Dani's local game (one user plays both sides).
const LOCAL: &str = "930000000000000005";
/// Dani's game against the computer.
const COMPUTER: &str = "930000000000000006";
const ANA: (&str, &str) = ("940000000000000001", "Ana");
const BETO: (&str, &str) = ("940000000000000002", "Beto");
const CRIS: (&str, &str) = ("940000000000000003", "@everyone");
/// A user with no seat in the lobby; a name in Discord Markdown (bold, a
/// masked link), which the bot's messages show as typed.
const DANI: (&str, &str) = ("940000000000000004", "**[Dani](https://x.example)**");
const USERS: [(&str, &str); 4] = [ANA, BETO, CRIS, DANI];
/// How long to wait for an answer the bot may not give yet (a soft wait:
/// the test goes on and reports it at the end).
const SOFT: Duration = Duration::from_secs(10);

fn start_bot(dir: &std::path::Path, standin: &StandIn) -> Bot {
    let api = standin.api_args();
    let mut args = vec!["--discord-guild", GUILD_ID];
    args.extend(api.iter().map(String::as_str));
    Bot::start(dir, &args, &[("DISCORD_TOKEN", "test-token-never-logged")])
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
/// in `channel`, or (`channel` empty) an interaction response or follow-up
/// (deleted or not: whether it stays visible is checked at the end).
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

/// The code a room's announcement ("Sala CODE creada…") names.
fn code_of(announced: &Value) -> String {
    announced["content"]
        .as_str()
        .and_then(|t| t.split_whitespace().nth(1))
        .unwrap_or_else(|| panic!("no code in {announced}"))
        .to_string()
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

/// The messages made for `interaction` (its response and follow-ups),
/// deleted ones included.
fn answers(standin: &StandIn, interaction: &str) -> Vec<Value> {
    standin
        .messages()
        .into_iter()
        .filter(|m| m["interaction_metadata"]["id"] == interaction)
        .collect()
}

fn has_png(message: &Value) -> bool {
    message["attachments"].as_array().is_some_and(|a| {
        a.iter()
            .any(|f| f["filename"].as_str().is_some_and(|n| n.ends_with(".png")))
    })
}

/// Text that would ping or that quotes nothing: `@everyone` (unless a
/// zero-width space follows it), `<@`, an empty `«»`.
fn mention_problems(text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (at, _) in text.match_indices("@everyone") {
        if !text[at + "@everyone".len()..].starts_with('\u{200B}') {
            problems.push("@everyone".to_string());
        }
    }
    for bad in ["<@", "«»"] {
        if text.contains(bad) {
            problems.push(bad.to_string());
        }
    }
    problems
}

/// How many of the bot's messages (anywhere, answers included) contain
/// `needle`.
fn count(standin: &StandIn, needle: &str) -> usize {
    (standin.messages().iter())
        .filter(|m| m["content"].as_str().is_some_and(|c| c.contains(needle)))
        .count()
}

/// Waits until `needle` has been said `times` times.
async fn said(standin: &StandIn, needle: &str, times: usize) {
    standin
        .wait_for(&format!("{needle} ×{times}"), |s| {
            (count(s, needle) >= times).then_some(())
        })
        .await;
}

/// Waits for a message in `channel` (a channel message or an
/// interaction's answer there) whose text contains `needle`.
async fn posted_in(standin: &StandIn, channel: &str, needle: &str) -> Value {
    standin
        .wait_for(needle, |s| {
            s.messages().into_iter().rev().find(|m| {
                m["channel_id"] == channel
                    && m["content"].as_str().is_some_and(|t| t.contains(needle))
            })
        })
        .await
}

/// The message `id` as it stands now.
fn message_now(standin: &StandIn, id: &Value) -> Value {
    (standin.messages().into_iter())
        .find(|m| &m["id"] == id)
        .unwrap_or_else(|| panic!("no message {id}"))
}

/// The attachment ids of a message: a new board is a new attachment.
fn attachment_ids(message: &Value) -> Vec<Value> {
    (message["attachments"].as_array().into_iter().flatten())
        .map(|a| a["id"].clone())
        .collect()
}

/// Waits until the game's message `id` shows a board other than `seen`'s
/// and says `needle`; returns it. Every step's board reaches it.
async fn shows(standin: &StandIn, id: &Value, seen: &Value, needle: &str) -> Value {
    let before = attachment_ids(seen);
    standin
        .wait_for(needle, |s| {
            let now = message_now(s, id);
            let text = now["content"].as_str().unwrap_or_default();
            let board = has_png(&now) && attachment_ids(&now) != before;
            (board && text.contains(needle)).then_some(now)
        })
        .await
}

/// Waits until the game's message `id` says `needle` (a word alone: its
/// board and controls stay); returns it.
async fn says(standin: &StandIn, id: &Value, needle: &str) -> Value {
    let now = standin
        .wait_for(needle, |s| {
            let now = message_now(s, id);
            let text = now["content"].as_str().unwrap_or_default();
            text.contains(needle).then_some(now)
        })
        .await;
    assert!(has_png(&now), "the board stays: {now}");
    now
}

/// Plays the side to move's first offered action by components alone: a
/// piece from the game's menu, then its first action from the ephemeral
/// picker. Returns the game's message after the move.
async fn move_by_menus(standin: &StandIn, who: (&str, &str), game: &Value, mover: &str) -> Value {
    let piece = components(game)
        .into_iter()
        .find(|c| c["type"] == 3)
        .unwrap_or_else(|| panic!("no piece menu on {game}"));
    let menu = piece["custom_id"].as_str().unwrap_or_default().to_string();
    let value = piece["options"][0]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let known = standin.messages().len();
    standin.select(who, game, &menu, &value);
    let picker = standin
        .wait_for("the picker", |s| {
            s.messages().into_iter().skip(known).find(|m| {
                m["interaction_metadata"]["user"]["id"] == who.0
                    && m["content"]
                        .as_str()
                        .is_some_and(|t| t.contains("Elige la jugada"))
            })
        })
        .await;
    assert_eq!(picker["flags"].as_u64().unwrap_or(0) & 64, 64, "{picker}");
    let actions = components(&picker)
        .into_iter()
        .find(|c| c["type"] == 3)
        .unwrap_or_else(|| panic!("no action menu on {picker}"));
    let menu = actions["custom_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let value = actions["options"][0]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    standin.select(who, &picker, &menu, &value);
    shows(standin, &game["id"], game, mover).await
}

/// Ana creates in `channel`, Beto joins by the button, Cris is refused a
/// move, four moves by menus, a draw by the buttons, a rematch.
async fn game_in_one_message(standin: &StandIn, channel: &str, guild: Option<&str>) {
    let standin = standin.clone();
    standin.slash(ANA, channel, "crear", &[]);
    let game = posted_in(&standin, channel, "creada").await;
    assert_eq!(
        game["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "everyone sees it"
    );
    assert_eq!(game["guild_id"].as_str(), guild);
    // Beto joins by the button; the game's message becomes the board.
    standin.button(BETO, &game, &button_id(&game, "Unirse"));
    let mut game = shows(&standin, &game["id"], &game, "Beto se une").await;
    // Cris watches: she may not move, and is told so privately.
    let piece = menu_option(&game, "e3");
    standin.select(CRIS, &game, &piece.0, &piece.1);
    let refused = ephemeral(&standin, "Solo los jugadores").await;
    assert_eq!(refused["interaction_metadata"]["user"]["id"], CRIS.0);
    for turn in 0..4 {
        let (who, side) = if turn % 2 == 0 {
            (ANA, "Blancas")
        } else {
            (BETO, "Negras")
        };
        game = move_by_menus(&standin, who, &game, side).await;
    }
    // An edit notifies nobody: the player to move (Ana, after four moves)
    // is pinged by a message of its own that mentions exactly her, and
    // only the latest ping stays in the chat.
    let ana = format!("<@{}>", ANA.0);
    let pings = |s: &StandIn| -> Vec<Value> {
        (s.visible_to(CRIS.0).into_iter())
            .filter(|m| m["channel_id"] == channel)
            .filter(|m| m["content"].as_str().is_some_and(|t| t.contains("<@")))
            .collect()
    };
    let latest = standin
        .try_wait_for(SOFT, |s| {
            let pings = pings(s);
            (pings.len() == 1 && pings[0]["content"].to_string().contains(&ana)).then_some(())
        })
        .await;
    assert!(latest.is_some(), "{:?}", pings(&standin));
    let sent = (standin.calls().into_iter().rev())
        .find(|c| c.json["content"].to_string().contains(&ana))
        .expect("the ping was sent");
    assert_eq!(sent.json["allowed_mentions"]["users"], json!([ANA.0]));
    // Ana offers a draw; Beto accepts by the same button: the game ends
    // and the rematch button comes.
    standin.button(ANA, &game, &button_id(&game, "Ofrecer tablas"));
    game = says(&standin, &game["id"], "Ana ofrece tablas").await;
    standin.button(BETO, &game, &button_id(&game, "Ofrecer tablas"));
    game = shows(&standin, &game["id"], &game, "tablas").await;
    standin.button(ANA, &game, &button_id(&game, "Revancha"));
    game = says(&standin, &game["id"], "Ana quiere la revancha").await;
    standin.button(BETO, &game, &button_id(&game, "Revancha"));
    shows(&standin, &game["id"], &game, "¡Revancha!").await;
}
