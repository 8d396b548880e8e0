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

/// A private answer `user` must still see at the end of the test, and no
/// one else: an ephemeral message answering `interaction`.
struct Private {
    what: &'static str,
    user: (&'static str, &'static str),
    interaction: String,
    /// Texts the answer contains.
    needles: Vec<String>,
    /// Texts no message answering the interaction contains.
    absent: Vec<&'static str>,
    /// Whether the answer carries a PNG (a private board).
    image: bool,
    /// Check that the answer never pings (no `@everyone`, `<@`, `«»`).
    no_mentions: bool,
}

impl Private {
    fn new(
        what: &'static str,
        user: (&'static str, &'static str),
        interaction: &str,
        needles: &[&str],
    ) -> Private {
        Private {
            what,
            user,
            interaction: interaction.to_string(),
            needles: needles.iter().map(|n| n.to_string()).collect(),
            absent: Vec::new(),
            image: false,
            no_mentions: false,
        }
    }
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

/// What the test expects beyond its hard assertions, and what went wrong
/// on the way: reported together at the end, so one run shows every
/// problem.
#[derive(Default)]
struct Expected {
    privates: Vec<Private>,
    problems: Vec<String>,
}

impl Expected {
    /// Waits (softly: a miss becomes a problem) until the bot has answered
    /// `interaction` with more than a loading state, and records that
    /// `user` must still see an ephemeral answer containing `needles` at
    /// the end.
    async fn private(
        &mut self,
        standin: &StandIn,
        what: &'static str,
        user: (&'static str, &'static str),
        interaction: &str,
        needles: &[&str],
    ) -> &mut Private {
        let answered = standin
            .try_wait_for(SOFT, |s| {
                answers(s, interaction)
                    .iter()
                    .any(|m| m["flags"].as_u64().unwrap_or(0) & 128 == 0)
                    .then_some(())
            })
            .await;
        if answered.is_none() {
            self.problems
                .push(format!("{what}: no answer within {SOFT:?}"));
        }
        self.privates
            .push(Private::new(what, user, interaction, needles));
        let last = self.privates.len() - 1;
        &mut self.privates[last]
    }

    /// Every problem, once the bot has stopped: the private answers as the
    /// users see them, Discord's rules, old boards, mentions in edits.
    fn check(mut self, standin: &StandIn, before_restart: &Value) -> Vec<String> {
        let mut problems = std::mem::take(&mut self.problems);
        // Every private answer is still there for whoever acted, and only
        // for them (Discord edits a deferred response's loading message
        // with the first follow-up, so deleting `@original` afterwards
        // deletes the answer).
        for private in &self.privates {
            problems.extend(check_private(standin, private));
        }
        // Nothing the bot sent broke a documented limit or rule.
        for violation in standin.violations() {
            problems.push(format!("Discord would refuse: {violation}"));
        }
        let calls = standin.calls();
        // A new board after the restart takes the buttons off the board
        // posted before it (the process forgot it), and every older board
        // in the channel, as the players see it, has lost its buttons.
        let before_id = before_restart["id"].as_str().unwrap_or_default();
        let stripped = calls.iter().any(|c| {
            c.method == "PATCH"
                && c.path
                    .ends_with(&format!("/channels/{LOBBY}/messages/{before_id}"))
                && c.json["components"] == serde_json::json!([])
        });
        if !stripped {
            problems.push(format!(
                "the board posted before the restart ({before_id}) keeps its buttons: no PATCH with components []"
            ));
        }
        let boards: Vec<Value> = standin
            .visible_to(ANA.0)
            .into_iter()
            .filter(|m| m["channel_id"] == LOBBY && m["webhook_id"].is_null() && has_png(m))
            .collect();
        for board in boards.iter().rev().skip(1) {
            if !components(board).is_empty() {
                problems.push(format!(
                    "an old board keeps its buttons: {} {:?}",
                    board["id"],
                    board["content"].as_str().unwrap_or("")
                ));
            }
        }
        // Every board and chart anyone was shown carries its description
        // (alt text), the position in words.
        for user in [ANA.0, BETO.0] {
            for message in standin.visible_to(user) {
                for file in message["attachments"].as_array().into_iter().flatten() {
                    let picture = ["board.png", "rating-chart.png"]
                        .contains(&file["filename"].as_str().unwrap_or_default());
                    let described = file["description"].as_str().is_some_and(|d| d.len() > 40);
                    if picture && !described {
                        problems.push(format!("a picture without its description: {file}"));
                    }
                }
            }
        }
        // Every board uploaded is written for size (about 16 KB; the
        // page's fast encoding of the same picture is about 36 KB).
        let uploads = calls.iter().flat_map(|call| &call.files);
        let boards: Vec<usize> = uploads
            .filter(|(name, _)| name == "board.png")
            .map(|(_, bytes)| bytes.len())
            .collect();
        if boards.is_empty() || boards.iter().any(|&size| size > 20 * 1024) {
            problems.push(format!("boards of {boards:?} bytes"));
        }
        // Edits and interaction responses, like new messages, never ping.
        for call in &calls {
            let body = if call.path.ends_with("/callback") {
                &call.json["data"]
            } else {
                &call.json
            };
            let edit = call.method == "PATCH" && call.path.contains("/messages/");
            let response = call.path.ends_with("/callback") && body.get("content").is_some();
            if (edit || response) && body["allowed_mentions"]["parse"] != serde_json::json!([]) {
                problems.push(format!(
                    "allowed_mentions not empty: {} {}: {body}",
                    call.method, call.path
                ));
            }
        }
        for problem in &problems {
            eprintln!("PROBLEM: {problem}");
        }
        problems
    }
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

/// What the bot did with an interaction's token, for failure messages.
fn trace(standin: &StandIn, interaction: &str) -> String {
    let Some(token) = standin
        .interactions()
        .into_iter()
        .find(|i| i.id == interaction)
        .map(|i| i.token)
    else {
        return "unknown interaction".into();
    };
    standin
        .calls()
        .iter()
        .filter(|c| c.path.contains(&token))
        .map(|c| {
            let route = c.path.split(&token).nth(1).unwrap_or_default();
            let what = if c.path.contains("/interactions/") {
                format!(
                    "callback type {} flags {}",
                    c.json["type"], c.json["data"]["flags"]
                )
            } else {
                let content: String = c.json["content"]
                    .as_str()
                    .unwrap_or("")
                    .chars()
                    .take(50)
                    .collect();
                let files = if c.files.is_empty() {
                    String::new()
                } else {
                    format!(" + {} file(s)", c.files.len())
                };
                format!("flags {} {content:?}{files}", c.json["flags"])
            };
            format!("{} …{route} ({what})", c.method)
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The problems with one expected private answer, in the final views.
fn check_private(standin: &StandIn, private: &Private) -> Vec<String> {
    let mut problems = Vec::new();
    let who = private.user.1;
    let found: Vec<Value> = standin
        .visible_to(private.user.0)
        .into_iter()
        .filter(|m| {
            let content = m["content"].as_str().unwrap_or("");
            m["interaction_metadata"]["id"] == private.interaction.as_str()
                && m["flags"].as_u64().unwrap_or(0) & 64 == 64
                && private.needles.iter().all(|n| content.contains(n.as_str()))
                && (!private.image || has_png(m))
        })
        .collect();
    if found.is_empty() {
        problems.push(format!(
            "{}: {who} cannot see an ephemeral answer containing {:?}{}; the bot did: {}",
            private.what,
            private.needles,
            if private.image { " with a PNG" } else { "" },
            trace(standin, &private.interaction)
        ));
    }
    for message in &found {
        for other in USERS.iter().filter(|u| u.0 != private.user.0) {
            if standin
                .visible_to(other.0)
                .iter()
                .any(|m| m["id"] == message["id"])
            {
                problems.push(format!(
                    "{}: {} sees {who}'s private answer",
                    private.what, other.1
                ));
            }
        }
    }
    for message in answers(standin, &private.interaction) {
        let content = message["content"].as_str().unwrap_or("");
        for absent in &private.absent {
            if content.contains(absent) {
                problems.push(format!(
                    "{}: the answer says {absent:?}: {content:?}",
                    private.what
                ));
            }
        }
        if private.no_mentions {
            for bad in mention_problems(content) {
                problems.push(format!(
                    "{}: the answer contains {bad:?}: {content:?}",
                    private.what
                ));
            }
        }
    }
    problems
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_over_the_discord_protocol_survives_reconnects_and_restarts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    // Discord's own 15 minutes: every follow-up of this test is in time.
    standin.set_token_lifetime(TOKEN_LIFETIME);
    let mut bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    let mut sent = Sent(Vec::new());
    let mut expected = Expected::default();

    // /futbol is registered for the guild, Spanish with English and
    // Russian names.
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
    assert_eq!(create["name_localizations"]["ru"], "создать");
    assert_eq!(
        create["description_localizations"]["ru"],
        "Создать комнату в этом канале"
    );
    assert!(command["description_localizations"]["ru"].is_string());

    // Private answers before any room: no game in this channel, help,
    // rules; an English channel refuses overlong input in English.
    let id = sent.push(standin.slash(ANA, EMPTY, "ver", &[]));
    let needles = ["No hay ninguna partida"];
    expected
        .private(&standin, "no game here", ANA, &id, &needles)
        .await;
    let id = sent.push(standin.slash(ANA, LOBBY, "ayuda", &[]));
    expected
        .private(&standin, "ayuda", ANA, &id, &["crear"])
        .await;
    let id = sent.push(standin.slash(ANA, LOBBY, "reglas", &[]));
    expected
        .private(&standin, "reglas", ANA, &id, &["Porterías d1/e1"])
        .await;
    // Dani's Discord client is in a language the bot does not speak: what
    // only Dani reads is in the channel's language.
    standin.set_locale(DANI.0, "ja");
    let id = sent.push(standin.slash(DANI, ENGLISH, "idioma", &[("idioma", "en")]));
    expected
        .private(&standin, "idioma en", DANI, &id, &[])
        .await;
    let long = "e".repeat(250);
    let id = sent.push(standin.slash(DANI, ENGLISH, "mover", &[("jugada", &long)]));
    let needles = ["too long", "200"];
    expected
        .private(&standin, "overlong, English", DANI, &id, &needles)
        .await
        .absent = vec!["unknown command", "No entiendo"];

    // Create, then join by code from another channel of the guild.
    sent.push(standin.slash(ANA, LOBBY, "crear", &[]));
    let created = posted(&standin, LOBBY, "creada").await;
    let code = code_of(&created);
    assert_eq!(code.len(), 4, "{created}");
    let id = sent.push(standin.slash(BETO, ELSEWHERE, "unirse", &[("codigo", "ZZZZ")]));
    expected
        .private(&standin, "unknown code", BETO, &id, &["ZZZZ"])
        .await;
    // From another server the code is unknown, and so is the room's Join
    // button pressed there (a forged custom id).
    let id = sent.push(standin.slash(CRIS, OTHER_GUILD_CHANNEL, "unirse", &[("codigo", &code)]));
    expected
        .private(
            &standin,
            "another server's code",
            CRIS,
            &id,
            &["No hay ninguna sala", &code],
        )
        .await;
    let mut elsewhere = created.clone();
    elsewhere["channel_id"] = OTHER_GUILD_CHANNEL.into();
    let id = sent.push(standin.button(CRIS, &elsewhere, &button_id(&created, "Unirse")));
    expected
        .private(
            &standin,
            "another server's button",
            CRIS,
            &id,
            &["No hay ninguna sala"],
        )
        .await;
    sent.push(standin.slash(BETO, ELSEWHERE, "unirse", &[("codigo", &code)]));
    posted(&standin, LOBBY, "Beto se une con Negras").await;

    // Refusals while White is to move: Black out of turn; White's
    // unreadable, illegal, mention-laden and overlong input.
    let id = sent.push(standin.slash(BETO, LOBBY, "mover", &[("jugada", "c6-d4")]));
    expected
        .private(&standin, "out of turn", BETO, &id, &["turno"])
        .await;
    let id = sent.push(standin.slash(ANA, LOBBY, "mover", &[("jugada", "zz9")]));
    expected
        .private(&standin, "unparsable", ANA, &id, &["No se puede"])
        .await;
    let id = sent.push(standin.slash(ANA, LOBBY, "mover", &[("jugada", "d1-d5")]));
    expected
        .private(&standin, "illegal", ANA, &id, &["No se puede"])
        .await;
    let id = sent.push(standin.slash(ANA, LOBBY, "mover", &[("jugada", "@everyone <@&123>")]));
    let mentions = id.clone();
    expected
        .private(&standin, "mention-laden", ANA, &id, &["No se puede"])
        .await
        .no_mentions = true;
    let id = sent.push(standin.slash(ANA, LOBBY, "mover", &[("jugada", &long)]));
    let needles = ["demasiado largo", "200"];
    expected
        .private(&standin, "overlong, Spanish", ANA, &id, &needles)
        .await
        .absent = vec!["unknown command", "No entiendo"];

    // A move by slash command, one by the picker (piece, then action).
    sent.push(standin.slash(ANA, LOBBY, "mover", &[("jugada", "e3>c3")]));
    let board = posted(&standin, LOBBY, "Blancas: pase e3 → c3").await;
    let first_board = board.clone();
    let (menu, value) = menu_option(&board, "c6");
    let id = sent.push(standin.select(BETO, &board, &menu, &value));
    let actions = ephemeral(&standin, "Elige la jugada").await;
    expected
        .private(&standin, "picker", BETO, &id, &["Elige la jugada"])
        .await;
    // Ana turns her pings off: the next board names her without a mention.
    let id = sent.push(standin.slash(ANA, LOBBY, "avisos", &[("avisos", "no")]));
    expected
        .private(&standin, "pings off", ANA, &id, &["Avisos desactivados"])
        .await;
    let (menu, value) = menu_option(&actions, "c6-d4");
    sent.push(standin.select(BETO, &actions, &menu, &value));
    posted(&standin, LOBBY, "Negras: mueve c6 → d4").await;
    let id = sent.push(standin.slash(ANA, LOBBY, "avisos", &[("avisos", "si")]));
    expected
        .private(&standin, "pings on", ANA, &id, &["Avisos activados"])
        .await;

    // A local game never mentions anyone.
    sent.push(standin.slash(DANI, LOCAL, "crear", &[("lado", "local")]));
    let local = posted(&standin, LOCAL, "creada").await;
    // Dani's name as typed: each Markdown character escaped, the URL's
    // `://` split by a zero-width space (no link, masked or bare).
    let shown = local["content"].as_str().unwrap_or("");
    assert!(
        shown.contains("\\*\\*\\[Dani\\](https:\u{200b}//x.example)\\*\\* juega"),
        "{local}"
    );
    sent.push(standin.slash(DANI, LOCAL, "mover", &[("jugada", "e3>c3")]));
    posted(&standin, LOCAL, "Blancas: pase e3 → c3").await;

    // Against the computer: its board follows the player's move, posted
    // in the channel like a player's.
    sent.push(standin.slash(
        DANI,
        COMPUTER,
        "crear",
        &[("rival", "ordenador"), ("nivel", "1")],
    ));
    posted(&standin, COMPUTER, "contra el ordenador (nivel 1)").await;
    sent.push(standin.slash(DANI, COMPUTER, "mover", &[("jugada", "e3>c3")]));
    posted(&standin, COMPUTER, "Blancas: pase e3 → c3").await;
    let answer = posted(&standin, COMPUTER, "Negras:").await;
    assert!(
        answer["content"]
            .as_str()
            .is_some_and(|c| c.contains(&format!("<@{}>", DANI.0))),
        "the computer's board tells Dani it is his move: {answer}"
    );

    // A spectator presses a button: refused, ephemerally. A stale button.
    let id = sent.push(standin.slash(CRIS, LOBBY, "unirse", &[("codigo", &code)]));
    posted(&standin, LOBBY, "mira la partida").await;
    expected
        .private(&standin, "spectator's board", CRIS, &id, &[])
        .await
        .image = true;
    let board = last_board(&standin);
    let id = sent.push(standin.button(CRIS, &board, &button_id(&board, "Rendirse")));
    ephemeral(&standin, "Solo los jugadores").await;
    let needles = ["Solo los jugadores"];
    expected
        .private(&standin, "spectator's button", CRIS, &id, &needles)
        .await;
    let id = sent.push(standin.button(
        ANA,
        &first_board,
        &button_id(&first_board, "Ofrecer tablas"),
    ));
    ephemeral(&standin, "tablero antiguo").await;
    expected
        .private(&standin, "stale button", ANA, &id, &["tablero antiguo"])
        .await;

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
    sent.push(standin.button(ANA, &board, &button_id(&board, "Ofrecer tablas")));
    posted(&standin, LOBBY, "Ana ofrece tablas").await;

    // The bot process restarts on the same database: same game, old buttons.
    let before_restart = last_board(&standin);
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
    let id = sent.push(standin.select(ANA, &board, &menu, &value));
    let actions = ephemeral(&standin, "Elige la jugada de c3").await;
    let needles = ["Elige la jugada de c3"];
    expected
        .private(&standin, "picker after restart", ANA, &id, &needles)
        .await;
    let (menu, value) = menu_option(&actions, "c3-c4");
    sent.push(standin.select(ANA, &actions, &menu, &value));
    posted(&standin, LOBBY, "Blancas: regate c3 → c4").await;

    // Black moves by slash command from another channel of the guild (Beto
    // sits in exactly one open room): the board goes to the room's channel
    // and Beto is told, privately, which room it was.
    let id = sent.push(standin.slash(BETO, ELSEWHERE, "mover", &[("jugada", "c7-c6")]));
    let moved = standin
        .try_wait_for(SOFT, |s| {
            s.messages().into_iter().find(|m| {
                m["channel_id"] == LOBBY
                    && m["webhook_id"].is_null()
                    && m["content"]
                        .as_str()
                        .is_some_and(|c| c.contains("Negras: mueve c7 → c6"))
            })
        })
        .await;
    if moved.is_none() {
        expected.problems.push(format!(
            "move from another channel: no \"Negras: mueve c7 → c6\" in the room's channel; the bot did: {}",
            trace(&standin, &id)
        ));
    }
    expected
        .private(&standin, "move elsewhere", BETO, &id, &[&code])
        .await;

    // Resign and a rematch.
    let board = last_board(&standin);
    sent.push(standin.button(BETO, &board, &button_id(&board, "Rendirse")));
    let resigned = posted(&standin, LOBBY, "Beto se rinde").await;
    // The end of the game: one channel message after the final board, with
    // the replay (a GIF) and the record (text) attached.
    posted(&standin, LOBBY, "la repetición animada").await;
    let ended = standin
        .calls()
        .into_iter()
        .find(|c| {
            c.json["content"]
                .as_str()
                .is_some_and(|t| t.contains("la repetición animada"))
        })
        .expect("the replay's call");
    let file = |suffix: &str| {
        ended
            .files
            .iter()
            .find(|(name, _)| name.starts_with("game-") && name.ends_with(suffix))
            .map(|(name, bytes)| (name.clone(), bytes.clone()))
            .unwrap_or_else(|| panic!("no {suffix} in {:?}", ended.files))
    };
    let (_, gif) = file(".gif");
    assert!(gif.starts_with(b"GIF89a") && gif.len() <= 640 * 1024);
    let (record_name, record) = file(".txt");
    let record = String::from_utf8(record).expect("the record is text");
    Record::parse(&record).expect("the record replays");
    // `/futbol partida` afterwards: the game just finished, privately,
    // with the same record attached.
    sent.push(standin.slash(BETO, LOBBY, "partida", &[]));
    let answer = ephemeral(&standin, "variant: futbol").await;
    let attached = answer["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        attached
            .iter()
            .any(|f| f["filename"] == record_name.as_str()),
        "{answer}"
    );
    // The game was rated: the result said both changes; Beto's profile
    // (a user option) comes with its chart, the leaderboard says why
    // nobody is listed yet (no one is settled after one game).
    assert!(
        resigned["content"]
            .as_str()
            .is_some_and(|t| t.contains("Puntuación: Ana 1500? → ")),
        "{resigned}"
    );
    sent.push(standin.slash(ANA, LOBBY, "perfil", &[("jugador", BETO.0)]));
    let profile = posted(&standin, LOBBY, "Perfil de Beto").await;
    let chart = standin
        .calls()
        .into_iter()
        .find(|c| {
            c.json["content"]
                .as_str()
                .is_some_and(|t| t.contains("Perfil de Beto"))
        })
        .and_then(|c| c.files.into_iter().find(|(name, _)| name.ends_with(".png")))
        .unwrap_or_else(|| panic!("no chart with {profile}"));
    let image = image::load_from_memory(&chart.1).expect("the chart decodes");
    assert_eq!((image.width(), image.height()), (640, 360));
    std::fs::write(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/discord-profile.png"),
        &chart.1,
    )
    .expect("kept to look at");
    sent.push(standin.slash(BETO, LOBBY, "ranking", &[]));
    posted(&standin, LOBBY, "Nadie está en la clasificación").await;
    sent.push(standin.button(ANA, &resigned, &button_id(&resigned, "Revancha")));
    posted(&standin, LOBBY, "Ana quiere la revancha").await;
    sent.push(standin.slash(BETO, LOBBY, "revancha", &[]));
    posted(&standin, LOBBY, "¡Revancha!").await;
    // The new board takes the buttons off the one before it just after it
    // is posted: let that finish before the bot stops (on a loaded machine
    // the stop could come in between).
    let resigned_id = resigned["id"].clone();
    standin
        .try_wait_for(SOFT, |s| {
            s.messages()
                .into_iter()
                .find(|m| m["id"] == resigned_id)
                .filter(|m| components(m).is_empty())
                .map(|_| ())
        })
        .await;
    drop(bot);

    // The record is the archived game's.
    let id: u64 = record_name
        .trim_start_matches("game-")
        .trim_end_matches(".txt")
        .parse()
        .expect("an archive id");
    let store = Store::open(dir.path()).expect("the store opens");
    let archived = store.archived(id).expect("reads").expect("archived");
    assert_eq!(record, record_text(&archived));
    drop(store);

    let problems = expected.check(&standin, &before_restart);

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
    // "Your turn" mentions exactly the player to move, on a new board in
    // the room's channel, with the deadline as Discord's timestamp markup;
    // nothing else ever mentions anyone.
    let mentioned = |needle: &str| -> (Value, String) {
        let call = calls
            .iter()
            .find(|c| {
                c.method == "POST"
                    && c.json["content"]
                        .as_str()
                        .is_some_and(|t| t.contains(needle))
            })
            .unwrap_or_else(|| panic!("no message with {needle:?}"));
        (
            call.json["allowed_mentions"]["users"].clone(),
            call.json["content"].as_str().unwrap_or("").to_string(),
        )
    };
    for (board, to_move) in [
        ("Beto se une con Negras", ANA),
        ("Blancas: pase e3 → c3", BETO),
        ("Negras: mueve c7 → c6", ANA),
    ] {
        let (users, content) = mentioned(board);
        assert_eq!(users, serde_json::json!([to_move.0]), "{board}: {content}");
        assert!(content.contains(&format!("<@{}>", to_move.0)), "{content}");
        assert!(
            content.contains("<t:") && content.contains(":R>"),
            "{content}"
        );
    }
    for (board, plain) in [("Negras: mueve c6 → d4", "Juega Ana"), ("Sala", "creada")] {
        let (users, content) = mentioned(board);
        assert_eq!(users, serde_json::json!([]), "{board}: {content}");
        assert!(
            content.contains(plain) && !content.contains("<@"),
            "{content}"
        );
    }
    let local = calls
        .iter()
        .filter(|c| c.path.contains(&format!("/channels/{LOCAL}/")))
        .collect::<Vec<_>>();
    assert!(local.len() >= 2);
    for call in local {
        let content = call.json["content"].as_str().unwrap_or("");
        assert_eq!(
            call.json["allowed_mentions"]["users"],
            serde_json::json!([])
        );
        assert!(
            !content.contains("<@") && !content.contains("<t:"),
            "{content}"
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
        let users = mentions["users"].as_array().cloned().unwrap_or_default();
        let content = call.json["content"].as_str().unwrap_or("");
        assert!(users.len() <= 1, "{}", call.json);
        for user in &users {
            let id = user.as_str().unwrap_or("");
            assert!(content.contains(&format!("<@{id}>")), "{content}");
            assert!(call.path.contains("/channels/"), "a private mention");
        }
        if users.is_empty() {
            assert!(!content.contains("<@"), "an unlisted mention: {content}");
        }
        // Boards; a game's replay and record, and a profile's chart, are
        // checked above.
        let boards_sent = call
            .files
            .iter()
            .filter(|(name, _)| !name.starts_with("game-") && name != "rating-chart.png");
        for (name, bytes) in boards_sent {
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
    // FUTBOL_WIRE=1 prints what the bot sent, to read it as Discord would.
    if std::env::var_os("FUTBOL_WIRE").is_some() {
        for call in &calls {
            let content = call.json["content"]
                .as_str()
                .or(call.json["data"]["content"].as_str())
                .unwrap_or("");
            let flags = &call.json["flags"];
            eprintln!(
                "{} {} flags={flags} files={} {content:?}",
                call.method,
                call.path,
                call.files.len()
            );
        }
    }
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
    // The spectator's mention-like name never reaches a message as a mention
    // (the answer to the deliberately mention-laden move is checked above,
    // by the rule for echoed input).
    assert!(
        standin
            .messages()
            .iter()
            .filter(|m| m["interaction_metadata"]["id"] != mentions.as_str())
            .all(|m| !m["content"].as_str().unwrap_or("").contains("@everyone"))
    );
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// One JSON call to the stand-in's REST API, as a plain HTTP/1.1 client:
/// (status, JSON body).
async fn http(standin: &StandIn, method: &str, path: &str, body: Value) -> (u16, Value) {
    let addr = standin.base.trim_start_matches("http://").to_string();
    let method = method.to_string();
    let path = path.to_string();
    tokio::task::spawn_blocking(move || {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(&addr).expect("connect");
        let body = if body.is_null() {
            String::new()
        } else {
            body.to_string()
        };
        let request = format!(
            "{method} /api/v10{path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).expect("write");
        let mut response = Vec::new();
        stream.read_to_end(&mut response).expect("read");
        let text = String::from_utf8_lossy(&response).to_string();
        let status = text
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let json = text
            .split_once("\r\n\r\n")
            .and_then(|(_, b)| serde_json::from_str(b).ok())
            .unwrap_or(Value::Null);
        (status, json)
    })
    .await
    .expect("the request")
}

fn token_of(standin: &StandIn, interaction: &str) -> String {
    standin
        .interactions()
        .into_iter()
        .find(|i| i.id == interaction)
        .map(|i| i.token)
        .expect("a tracked interaction")
}

fn ids(messages: &[Value]) -> Vec<String> {
    messages
        .iter()
        .filter_map(|m| m["id"].as_str().map(str::to_string))
        .collect()
}

/// The path of an interaction's callback.
fn callback(id: &str, token: &str) -> String {
    format!("/interactions/{id}/{token}/callback")
}

/// The status of a DEFERRED_UPDATE_MESSAGE (type 6) callback.
async fn deferred_update(standin: &StandIn, id: &str, token: &str) -> u16 {
    http(
        standin,
        "POST",
        &callback(id, token),
        serde_json::json!({ "type": 6 }),
    )
    .await
    .0
}

/// The stand-in itself, without the bot: the documented rules it models.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_stand_in_models_discords_documented_rules() {
    use serde_json::json;
    use support::discord::APP_ID;
    let standin = StandIn::start().await;
    let hooks = format!("/webhooks/{APP_ID}");
    let text = |m: &Value| m["content"].as_str().unwrap_or("").to_string();

    // A deferred ephemeral answer, then Edit Original Interaction Response:
    // Ana sees it, nobody else does. A second callback is refused.
    let id = standin.slash(ANA, LOBBY, "ayuda", &[]);
    let token = token_of(&standin, &id);
    let defer = json!({ "type": 5, "data": { "flags": 64 } });
    assert_eq!(
        http(&standin, "POST", &callback(&id, &token), defer.clone())
            .await
            .0,
        204
    );
    let (status, body) = http(&standin, "POST", &callback(&id, &token), defer.clone()).await;
    assert_eq!(
        (status, body["code"].clone()),
        (400, json!(40060)),
        "{body}"
    );
    let edit = json!({ "content": "hola", "allowed_mentions": { "parse": [] } });
    let path = format!("{hooks}/{token}/messages/@original");
    let (status, original) = http(&standin, "PATCH", &path, edit).await;
    assert_eq!(status, 200, "{original}");
    assert_eq!(original["flags"], 64, "still ephemeral, no longer loading");
    // After that edit, a follow-up is a new message.
    let (_, second) = http(
        &standin,
        "POST",
        &format!("{hooks}/{token}"),
        json!({ "content": "dos", "flags": 64 }),
    )
    .await;
    assert_ne!(second["id"], original["id"]);
    let ana: Vec<String> = standin.visible_to(ANA.0).iter().map(text).collect();
    assert_eq!(ana, ["hola", "dos"]);
    assert!(standin.visible_to(BETO.0).is_empty());

    // Create Followup Message directly after a deferral edits the loading
    // message (no new message, the defer's ephemeral flag kept); deleting
    // @original then deletes the answer itself.
    let id = standin.slash(BETO, LOBBY, "reglas", &[]);
    let token = token_of(&standin, &id);
    http(&standin, "POST", &callback(&id, &token), defer.clone()).await;
    let (_, loading) = http(
        &standin,
        "GET",
        &format!("{hooks}/{token}/messages/@original"),
        Value::Null,
    )
    .await;
    assert_eq!(loading["flags"], 64 | 128, "{loading}");
    let (_, answer) = http(
        &standin,
        "POST",
        &format!("{hooks}/{token}"),
        json!({ "content": "reglas" }),
    )
    .await;
    assert_eq!(answer["id"], loading["id"]);
    assert_eq!(
        answer["flags"], 64,
        "the follow-up's missing flag is ignored"
    );
    assert_eq!(
        ids(&standin.visible_to(BETO.0)),
        [answer["id"].as_str().unwrap_or("")]
    );
    assert_eq!(
        http(
            &standin,
            "DELETE",
            &format!("{hooks}/{token}/messages/@original"),
            Value::Null
        )
        .await
        .0,
        204
    );
    assert!(standin.visible_to(BETO.0).is_empty());
    assert_eq!(
        standin.messages().last().map(|m| m["deleted"].clone()),
        Some(json!(true))
    );

    // A component answered with DEFERRED_UPDATE_MESSAGE: @original is the
    // component's message; follow-ups are new messages.
    let (status, board) = http(&standin, "POST", &format!("/channels/{LOBBY}/messages"), json!({
        "content": "tablero",
        "components": [{ "type": 1, "components": [{ "type": 2, "style": 1, "label": "Tablas", "custom_id": "t" }] }]
    })).await;
    assert_eq!(status, 200, "{board}");
    let id = standin.button(ANA, &board, "t");
    let token = token_of(&standin, &id);
    assert_eq!(deferred_update(&standin, &id, &token).await, 204);
    let (_, note) = http(
        &standin,
        "POST",
        &format!("{hooks}/{token}"),
        json!({ "content": "nota", "flags": 64 }),
    )
    .await;
    assert_ne!(note["id"], board["id"]);
    let (_, edited) = http(
        &standin,
        "PATCH",
        &format!("{hooks}/{token}/messages/@original"),
        json!({ "components": [] }),
    )
    .await;
    assert_eq!(edited["id"], board["id"]);
    let beto = standin.visible_to(BETO.0);
    assert_eq!(
        ids(&beto),
        [board["id"].as_str().unwrap_or("")],
        "Beto sees the board, not Ana's note"
    );
    assert_eq!(beto[0]["components"], json!([]));
    // Type 6 is only for components.
    let id = standin.slash(ANA, LOBBY, "ver", &[]);
    let token = token_of(&standin, &id);
    assert_eq!(deferred_update(&standin, &id, &token).await, 400);

    // Limits: each breach refused with 50035 and recorded by name.
    let before = standin.violations().len();
    let button = |id: String, label: String| json!({ "type": 2, "style": 1, "label": label, "custom_id": id });
    let row = |components: Vec<Value>| json!({ "type": 1, "components": components });
    let menu = |options: usize, placeholder: usize| {
        json!({ "type": 3, "custom_id": "m", "placeholder": "p".repeat(placeholder),
        "options": (0..options).map(|i| json!({ "label": format!("o{i}"), "value": format!("{i}") })).collect::<Vec<_>>() })
    };
    let bodies = [
        (
            "content up to 2000 characters",
            json!({ "content": "é".repeat(2001) }),
        ),
        (
            "up to 5 action rows",
            json!({ "components": (0..6).map(|i| row(vec![button(format!("b{i}"), "x".into())])).collect::<Vec<_>>() }),
        ),
        (
            "up to 5 buttons in an action row",
            json!({ "components": [row((0..6).map(|i| button(format!("b{i}"), "x".into())).collect())] }),
        ),
        (
            "select options max 25",
            json!({ "components": [row(vec![menu(26, 1)])] }),
        ),
        (
            "select placeholder max 150 characters",
            json!({ "components": [row(vec![menu(2, 151)])] }),
        ),
        (
            "custom_id of 1 to 100 characters",
            json!({ "components": [row(vec![button("c".repeat(101), "x".into())])] }),
        ),
        (
            "button label max 80 characters",
            json!({ "components": [row(vec![button("b".into(), "l".repeat(81))])] }),
        ),
        (
            "a single select menu in an action row, without buttons",
            json!({ "components": [row(vec![menu(2, 1), button("b".into(), "x".into())])] }),
        ),
        (
            "select option value max 100 characters",
            json!({ "components": [row(vec![json!({ "type": 3, "custom_id": "m",
            "options": [{ "label": "a", "value": "v".repeat(101) }] })])] }),
        ),
    ];
    for (rule, body) in &bodies {
        let (status, answer) = http(
            &standin,
            "POST",
            &format!("/channels/{LOBBY}/messages"),
            body.clone(),
        )
        .await;
        assert_eq!(
            (status, answer["code"].clone()),
            (400, json!(50035)),
            "{rule}: {answer}"
        );
        assert!(
            standin.violations().iter().any(|v| v.rule == *rule),
            "{rule} not recorded"
        );
    }
    // The same limits on edits, follow-ups and callback data.
    let (status, _) = http(
        &standin,
        "PATCH",
        &format!(
            "/channels/{LOBBY}/messages/{}",
            board["id"].as_str().unwrap_or("")
        ),
        bodies[0].1.clone(),
    )
    .await;
    assert_eq!(status, 400);
    let id = standin.slash(ANA, LOBBY, "ayuda", &[]);
    let token = token_of(&standin, &id);
    let (status, _) = http(
        &standin,
        "POST",
        &callback(&id, &token),
        json!({ "type": 4, "data": bodies[2].1.clone() }),
    )
    .await;
    assert_eq!(status, 400);
    assert!(standin.violations().len() >= before + bodies.len() + 2);

    // Tokens: a callback after 3 seconds is an unknown interaction; a
    // follow-up after the token's lifetime is refused.
    let id = standin.slash(ANA, LOBBY, "ayuda", &[]);
    let token = token_of(&standin, &id);
    standin.set_token_lifetime(Duration::from_millis(300));
    let other = standin.slash(BETO, LOBBY, "ayuda", &[]);
    let other_token = token_of(&standin, &other);
    http(
        &standin,
        "POST",
        &callback(&other, &other_token),
        defer.clone(),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    let (status, body) = http(
        &standin,
        "POST",
        &format!("{hooks}/{other_token}"),
        json!({ "content": "tarde" }),
    )
    .await;
    assert_eq!(
        (status, body["code"].clone()),
        (401, json!(50027)),
        "{body}"
    );
    tokio::time::sleep(Duration::from_millis(2700)).await;
    let (status, body) = http(&standin, "POST", &callback(&id, &token), defer).await;
    assert_eq!(
        (status, body["code"].clone()),
        (404, json!(10062)),
        "{body}"
    );
}

/// `--discord-shards 0-1/4` opens exactly shards 0 and 1 of 4: the
/// gateway sees one IDENTIFY for each, with its `shard` pair.
/// A channel whose overwrites deny the bot Attach Files: the one who
/// creates a room there is told which permission is missing, and the board
/// is posted as text with its words instead of a request Discord refuses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_without_attach_files_says_so_and_posts_boards_as_text() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    standin.slash(ANA, NO_FILES_CHANNEL, "crear", &[]);
    let notice = ephemeral(&standin, "Adjuntar archivos").await;
    let text = notice["content"].as_str().unwrap_or_default();
    assert!(text.contains("tableros en texto"), "{text}");
    let board = posted(&standin, NO_FILES_CHANNEL, "Tablero: futbol.").await;
    assert!(
        board["attachments"].as_array().is_some_and(Vec::is_empty),
        "{board}"
    );
    assert!(!components(&board).is_empty(), "the board's buttons stay");
    // Elsewhere nothing is missing, and nothing is said.
    standin.slash(BETO, LOBBY, "crear", &[]);
    posted(&standin, LOBBY, "Sala").await;
    let violations = standin.violations();
    let said = standin
        .messages()
        .iter()
        .filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("Adjuntar"))
        })
        .count();
    drop(bot);
    assert!(violations.is_empty(), "{violations:?}");
    assert_eq!(said, 1, "only the channel without the permission is told");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_runs_only_its_shard_range() {
    let standin = StandIn::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let api = standin.api_args();
    let bot = Bot::start(
        dir.path(),
        &[
            "--discord-guild",
            GUILD_ID,
            "--discord-api",
            &api[1],
            "--discord-api-ca",
            &api[3],
            "--discord-shards",
            "0-1/4",
        ],
        &[("DISCORD_TOKEN", "test-token-never-logged")],
    );
    let started = Instant::now();
    while standin.identified_shards().len() < 2 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "two shards identified: {:?}\n{}",
            standin.identified_shards(),
            bot.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Serenity starts shards a few seconds apart: wait for a third, which
    // must not come.
    tokio::time::sleep(Duration::from_secs(7)).await;
    let mut shards = standin.identified_shards();
    shards.sort_by_key(|s| s.to_string());
    assert_eq!(shards, vec![json!([0, 4]), json!([1, 4])]);
    assert!(bot.log().contains("running shards 0-1/4"), "{}", bot.log());
}

/// Settings over the wire: `/futbol-admin` is registered for Manage
/// Server only, yet a member the server let use it is still refused
/// (privately); an admin restricts rooms to one channel and a role, and
/// `crear` follows, with its refusals private.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_restricts_rooms_to_a_channel_and_a_role() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    let registered = standin
        .wait_for("the commands registered", |s| {
            Some(s.registered()).filter(|c| !c.is_empty())
        })
        .await;
    let admin_command = registered
        .iter()
        .find(|c| c["name"] == "futbol-admin")
        .expect("/futbol-admin registered");
    assert_eq!(
        admin_command["default_member_permissions"],
        json!(MANAGE_GUILD.to_string())
    );
    assert_eq!(admin_command["contexts"], json!([0]), "servers only");
    assert_eq!(
        admin_command["integration_types"],
        json!([0]),
        "a server install only"
    );
    let futbol = registered
        .iter()
        .find(|c| c["name"] == "futbol")
        .expect("/futbol");
    // Everywhere an app may be: installed by a server or by a user, and
    // used in servers, the bot's DMs and group DMs.
    assert_eq!(futbol["integration_types"], json!([0, 1]));
    assert_eq!(futbol["contexts"], json!([0, 1, 2]));
    let subs = futbol["options"].as_array().expect("sub-commands");
    assert!(
        subs.iter().all(|s| s["name"] != "ajustes"),
        "settings are the admins' command"
    );

    // Beto is no admin: refused, privately, and nothing changes.
    standin.admin(BETO, LOBBY, &[("ajuste", "canales"), ("valor", ELSEWHERE)]);
    ephemeral(&standin, "Solo los administradores").await;
    // Ana has Manage Server; role 77 may create, in ELSEWHERE only.
    standin.set_member(ANA.0, MANAGE_GUILD, &[]);
    standin.admin(
        ANA,
        LOBBY,
        &[("ajuste", "canales"), ("valor", &format!("<#{ELSEWHERE}>"))],
    );
    ephemeral(&standin, "ahora es <#930000000000000002>").await;
    standin.admin(ANA, LOBBY, &[("ajuste", "rol"), ("valor", "<@&77>")]);
    ephemeral(&standin, "ahora es <@&77>").await;
    standin.admin(BETO, LOBBY, &[]);
    ephemeral(&standin, "`canales`: <#930000000000000002>").await;

    standin.slash(BETO, LOBBY, "crear", &[]);
    ephemeral(&standin, "prueba en <#930000000000000002>").await;
    standin.slash(BETO, ELSEWHERE, "crear", &[]);
    ephemeral(&standin, "hace falta el rol").await;
    let sent = standin
        .calls()
        .into_iter()
        .rev()
        .find(|c| {
            c.json["content"]
                .as_str()
                .is_some_and(|t| t.contains("<@&77>"))
        })
        .expect("the refusal was sent");
    let mentions = &sent.json["allowed_mentions"];
    assert_eq!(
        mentions["parse"],
        json!([]),
        "the role is not pinged: {mentions}"
    );
    assert!(
        mentions["roles"].as_array().is_none_or(Vec::is_empty),
        "{mentions}"
    );
    standin.set_member(BETO.0, 0x800, &["77"]);
    standin.slash(BETO, ELSEWHERE, "crear", &[]);
    posted(&standin, ELSEWHERE, "Sala").await;
    let in_lobby = standin
        .messages()
        .iter()
        .filter(|m| m["channel_id"] == LOBBY && m["webhook_id"].is_null())
        .count();
    let violations = standin.violations();
    drop(bot);
    assert_eq!(
        in_lobby, 0,
        "nothing was posted where rooms are not allowed"
    );
    assert!(violations.is_empty(), "{violations:?}");
}

/// The id of a thread started after those `known`.
async fn new_thread(standin: &StandIn, known: &[&str]) -> String {
    standin
        .wait_for("a new thread", |s| {
            s.threads()
                .into_keys()
                .find(|id| !known.contains(&id.as_str()))
        })
        .await
}

/// A thread per game where the bot may make threads: the announcement
/// in the channel starts the game's thread (same id), the board, joins
/// and the game go there, the result is told in the channel too; a thread
/// a moderator locked sends its room back to the channel, which says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_lives_in_its_own_thread_and_its_result_comes_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    standin.slash(ANA, THREADS_CHANNEL, "crear", &[]);
    let announced = posted(&standin, THREADS_CHANNEL, "creada").await;
    let thread_id = announced["id"].as_str().expect("id").to_string();
    let thread = standin
        .wait_for("the game's thread", |s| {
            s.threads().get(&thread_id).cloned()
        })
        .await;
    assert_eq!(thread.parent, THREADS_CHANNEL);
    assert_eq!(thread.name, "futbol · Ana vs ?");
    assert_eq!(
        thread.auto_archive, 1440,
        "archived after a day without a message"
    );
    assert!(!has_png(&announced), "the board goes in the thread");
    let board = posted(&standin, &thread_id, "Falta un rival").await;
    assert!(has_png(&board), "{board}");
    let code = code_of(&announced);
    // Joined from the channel, played in the thread.
    standin.slash(BETO, THREADS_CHANNEL, "unirse", &[("codigo", &code)]);
    posted(&standin, &thread_id, "se une").await;
    // A day without a message archives the thread; the next move is
    // posted there all the same, which unarchives it (Threads topic).
    standin.archive_thread(&thread_id);
    standin.slash(ANA, &thread_id, "mover", &[("jugada", "e3>c3")]);
    posted(&standin, &thread_id, "Blancas: pase e3 → c3").await;
    assert!(
        !standin.threads()[&thread_id].archived,
        "unarchived by the post"
    );
    standin.slash(BETO, &thread_id, "rendirse", &[]);
    posted(&standin, &thread_id, "se rinde").await;
    let told = posted(&standin, THREADS_CHANNEL, &format!("{code}:")).await;
    let told = told["content"].as_str().unwrap_or_default();
    assert!(told.contains("ganan Blancas (Ana)"), "{told}");
    assert!(
        told.contains("Puntuación: Ana 1500? → "),
        "with the ratings: {told}"
    );
    // The channel is free for the next game, in a thread of its own.
    standin.slash(CRIS, THREADS_CHANNEL, "crear", &[]);
    let second = new_thread(&standin, &[&thread_id]).await;
    posted(&standin, &second, "Falta un rival").await;
    // A moderator locks it: the room comes back to the channel.
    standin.lock_thread(&second);
    standin.slash(CRIS, THREADS_CHANNEL, "ver", &[]);
    let back = posted(&standin, THREADS_CHANNEL, "El hilo de esta partida").await;
    assert!(has_png(&back), "its board is in the channel again: {back}");
    // Elsewhere a moderator deletes a game's thread: the same.
    standin.slash(DANI, OTHER_THREADS_CHANNEL, "crear", &[]);
    let third = new_thread(&standin, &[&thread_id, &second]).await;
    posted(&standin, &third, "Falta un rival").await;
    standin.delete_thread(&third);
    standin.slash(DANI, OTHER_THREADS_CHANNEL, "ver", &[]);
    posted(&standin, OTHER_THREADS_CHANNEL, "El hilo de esta partida").await;
    let violations = standin.violations();
    drop(bot);
    assert!(violations.is_empty(), "{violations:?}");
}

/// The body the bot sent to create the message whose text has `needle`.
fn sent_with(standin: &StandIn, needle: &str) -> Value {
    standin
        .calls()
        .into_iter()
        .rev()
        .find(|c| {
            c.json["content"]
                .as_str()
                .is_some_and(|t| t.contains(needle))
        })
        .map(|c| c.json)
        .unwrap_or_default()
}

/// A tournament over Discord's protocol: an admin opens registration
/// with a Join button, four players press it, the organiser starts it;
/// the pairings come in the channel, each board in a thread of its own
/// with both players pinged (and only them), and when the round is over
/// the standings as a picture and the next round's pairings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_pairs_its_boards_into_threads_and_posts_its_standings() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    // Beto is no admin: refused privately.
    standin.slash(BETO, THREADS_CHANNEL, "torneo", &[("paso", "crear")]);
    ephemeral(&standin, "Solo los administradores").await;
    standin.set_member(ANA.0, MANAGE_GUILD, &[]);
    standin.slash(
        ANA,
        THREADS_CHANNEL,
        "torneo",
        &[("paso", "crear"), ("rondas", "3"), ("tiempo", "1h")],
    );
    let registration = posted(&standin, THREADS_CHANNEL, "inscripción abierta").await;
    let join = button_id(&registration, "Unirse");
    for (n, user) in USERS.into_iter().enumerate() {
        standin.button(user, &registration, &join);
        let joined = format!("({} jugadores)", n + 1);
        posted(&standin, THREADS_CHANNEL, &joined).await;
    }
    standin.slash(ANA, THREADS_CHANNEL, "torneo", &[("paso", "empezar")]);
    let pairings = posted(&standin, THREADS_CHANNEL, "ronda 1 de 3").await;
    let pairings = pairings["content"].as_str().unwrap_or_default().to_string();
    assert!(mention_problems(&pairings).is_empty(), "{pairings}");
    // Two boards: two announcements, two threads.
    let threads = standin
        .wait_for("two boards' threads", |s| {
            let threads = s.threads();
            (threads.len() >= 2).then_some(threads)
        })
        .await;
    let mut boards = Vec::new();
    for (id, thread) in &threads {
        assert_eq!(thread.parent, THREADS_CHANNEL);
        let board = posted(&standin, id, "Juega <@").await;
        assert!(has_png(&board), "{board}");
        let black_line = posted(&standin, id, "tu partida del torneo").await;
        boards.push((id.clone(), board, black_line));
    }
    // Each board pings its two players, and nobody else.
    for (_, board, black_line) in &boards {
        for message in [board, black_line] {
            let text = message["content"].as_str().unwrap_or_default();
            let pinged: Vec<&(&str, &str)> = USERS
                .iter()
                .filter(|u| text.contains(&format!("<@{}>", u.0)))
                .collect();
            assert_eq!(pinged.len(), 1, "one ping a message: {text}");
            let body = sent_with(&standin, &format!("<@{}>", pinged[0].0));
            assert_eq!(
                body["allowed_mentions"]["users"],
                json!([pinged[0].0]),
                "only that player may be pinged: {body}"
            );
        }
    }
    // The black players resign: the round is over.
    for (thread, _, black_line) in &boards {
        let text = black_line["content"].as_str().unwrap_or_default();
        let black = USERS
            .iter()
            .find(|u| text.contains(&format!("<@{}>", u.0)))
            .expect("black is named");
        standin.slash(*black, thread, "rendirse", &[]);
        posted(&standin, thread, "se rinde").await;
    }
    let standings = posted(
        &standin,
        THREADS_CHANNEL,
        "Clasificación tras la ronda 1 de 3",
    )
    .await;
    assert!(
        standings["attachments"]
            .as_array()
            .is_some_and(|a| a.iter().any(|f| f["filename"] == "standings.png")),
        "the standings come as a picture: {standings}"
    );
    posted(&standin, THREADS_CHANNEL, "ronda 2 de 3").await;
    // A board's room is closed with its game: no rematch button.
    let rematch = standin.messages().iter().any(|m| {
        boards.iter().any(|(id, ..)| m["channel_id"] == id.as_str())
            && m.to_string().contains("rematch")
    });
    let violations = standin.violations();
    drop(bot);
    assert!(!rematch, "a tournament game has no rematch");
    assert!(violations.is_empty(), "{violations:?}");
}

/// The daily summary comes as a direct message: Ana, to move in three
/// games, takes it at the hour it is now in Madrid; the bot opens the DM
/// channel (Create DM) and posts one message listing the three; the boards
/// before it named her without a ping.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_summary_comes_in_a_dm_channel_the_bot_opens() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (_, hour) = futbol_bot::host::digest::local_day_and_hour(Some("Europe/Madrid"), now);
    standin.slash(
        ANA,
        LOBBY,
        "avisos",
        &[("avisos", "resumen"), ("hora", &format!("{hour}h"))],
    );
    ephemeral(
        &standin,
        &format!("un resumen al día a las {hour}:00 (UTC)"),
    )
    .await;
    let game = futbol_bot::engine::Game::new(futbol_bot::engine::Variant::Futbol);
    let action = game.legal_actions()[0].to_string();
    let mut codes = Vec::new();
    for channel in [LOBBY, ELSEWHERE, EMPTY] {
        standin.slash(BETO, channel, "crear", &[("lado", "blancas")]);
        let created = posted(&standin, channel, "creada").await;
        let code = code_of(&created);
        standin.slash(ANA, channel, "unirse", &[("codigo", &code)]);
        posted(&standin, channel, "Ana").await;
        standin.slash(BETO, channel, "mover", &[("jugada", &action)]);
        let board = posted(&standin, channel, "Juega").await;
        let content = board["content"].as_str().unwrap_or_default();
        assert!(!content.contains(&format!("<@{}>", ANA.0)), "{content}");
        assert!(content.contains("Ana"), "{content}");
        codes.push(code);
    }
    // (Between 23:00 and 24:00 UTC, Madrid's hour 0 has come in UTC too.)
    if hour > 0 {
        assert!(standin.dm_channel(ANA.0).is_none(), "UTC is not Madrid yet");
    }
    // Her zone: the hour has come there, and the next sweep looks.
    standin.slash(ANA, LOBBY, "zona", &[("zona", "Europe/Madrid")]);
    ephemeral(&standin, "Europe/Madrid").await;
    let dm = standin
        .wait_for("a DM channel with Ana", |s| s.dm_channel(ANA.0))
        .await;
    let summary = posted(&standin, &dm, "Resumen del día").await;
    let text = summary["content"].as_str().unwrap_or_default();
    assert!(text.contains("te toca en 3 partidas"), "{text}");
    assert!(codes.iter().all(|code| text.contains(code)), "{text}");
    assert!(summary["guild_id"].is_null());
    // One summary: no second Create DM or message a sweep later.
    tokio::time::sleep(Duration::from_secs(6)).await;
    let opened: Vec<_> = standin
        .calls()
        .into_iter()
        .filter(|c| c.path.ends_with("/users/@me/channels"))
        .collect();
    assert_eq!(opened.len(), 1, "one summary, one Create DM");
    assert_eq!(opened[0].json["recipient_id"], ANA.0);
    let in_dm = standin
        .messages()
        .iter()
        .filter(|m| m["channel_id"] == dm.as_str())
        .count();
    assert_eq!(in_dm, 1);
    let violations = standin.violations();
    drop(bot);
    assert!(violations.is_empty(), "{violations:?}");
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

/// Ana farms her rating with an alt in the same server: twenty short
/// games (a move each, the alt resigns, a rematch), paced to the limits.
/// Three are rated; the leaderboard does not list her and tells her why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alt_in_the_same_server_farms_three_rated_games_and_no_place() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    let pace = || tokio::time::sleep(Duration::from_millis(600));
    standin.slash(ANA, LOBBY, "crear", &[]);
    let code = code_of(&posted(&standin, LOBBY, "creada").await);
    pace().await;
    standin.slash(BETO, LOBBY, "unirse", &[("codigo", &code)]);
    said(&standin, "Beto se une con", 1).await;
    let ana_white = count(&standin, "Beto se une con Negras") == 1;
    for game in 0..20 {
        // Each rematch swaps the seats.
        let (white, black) = match ana_white == (game % 2 == 0) {
            true => (ANA, BETO),
            false => (BETO, ANA),
        };
        pace().await;
        standin.slash(white, LOBBY, "mover", &[("jugada", "e3-e4")]);
        said(&standin, "e3 → e4", game + 1).await;
        pace().await;
        standin.slash(black, LOBBY, "mover", &[("jugada", "e6-g4")]);
        said(&standin, "e6 → g4", game + 1).await;
        pace().await;
        standin.slash(BETO, LOBBY, "rendirse", &[]);
        said(&standin, "Beto se rinde", game + 1).await;
        if game < 19 {
            pace().await;
            standin.slash(ANA, LOBBY, "revancha", &[]);
            pace().await;
            standin.slash(BETO, LOBBY, "revancha", &[]);
            said(&standin, "¡Revancha!", game + 1).await;
        }
    }
    // The fourth game on was casual, and said so when it started.
    assert!(
        count(&standin, "Partida casual") >= 16,
        "{}",
        count(&standin, "Partida casual")
    );
    pace().await;
    standin.slash(ANA, LOBBY, "ranking", &[]);
    let board = posted(&standin, LOBBY, "Aún no apareces").await;
    let text = board["content"].as_str().unwrap_or_default();
    assert!(text.contains("rivales distintos: 4"), "{text}");
    let violations = standin.violations();
    drop(bot);
    assert!(violations.is_empty(), "{violations:?}");
    std::thread::sleep(Duration::from_millis(500));
    let store = futbol_bot::store::Store::open(dir.path()).expect("the store");
    let ana = store
        .standing(
            futbol_bot::engine::Variant::Futbol,
            futbol_bot::host::Platform::Discord,
            ANA.0,
        )
        .expect("read")
        .expect("rated");
    assert_eq!(ana.games(), 3, "twenty games rate as three");
}

/// The bot's `futbol_room_lookups_total`, from its operator's listener.
async fn room_lookups(ops: &str) -> u64 {
    metric(ops, "futbol_room_lookups_total ").await
}

/// The calls of one side through the adapters' door to the host
/// (`futbol_host_calls_total`), from the operator's listener.
async fn host_calls(ops: &str, side: &str) -> u64 {
    metric(ops, &format!("futbol_host_calls_total{{side=\"{side}\"}} ")).await
}

/// A counter's value (a line `NAME{LABELS} VALUE`, given up to the value),
/// from the bot's operator's listener; 0 before it counted anything.
async fn metric(ops: &str, line: &str) -> u64 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(ops)
        .await
        .expect("the operator's listener answers");
    let ask = format!("GET /metrics HTTP/1.0\r\nHost: {ops}\r\n\r\n");
    stream.write_all(ask.as_bytes()).await.expect("asked");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.expect("read");
    answer
        .lines()
        .find_map(|found| found.strip_prefix(line))
        .and_then(|n| n.trim().parse::<f64>().ok())
        .map_or(0, |n| n as u64)
}

/// Waits until `message` shows no buttons (a newer board took them).
async fn stripped(standin: &StandIn, message: &Value, what: &str) {
    standin
        .wait_for(what, |s| {
            let id = &message["id"];
            let now = s.messages().into_iter().find(|m| &m["id"] == id)?;
            components(&now).is_empty().then_some(())
        })
        .await;
}

/// The host calls between `before` and `after` (answers, reads) were
/// one press's: one answer, and no read after it.
fn one_answer_no_read(before: (u64, u64), after: (u64, u64)) {
    assert_eq!(after.0 - before.0, 1, "answers for one press");
    assert_eq!(after.1 - before.1, 0, "reads after the answer");
}

/// The bot with its operator's listener on a free port, and that port.
fn start_bot_with_ops(dir: &std::path::Path, standin: &StandIn) -> (Bot, String) {
    let ops = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
        listener.local_addr().expect("its address").to_string()
    };
    let api = standin.api_args();
    let mut args = vec!["--discord-guild", GUILD_ID, "--ops-addr", &ops];
    args.extend(api.iter().map(String::as_str));
    let bot = Bot::start(dir, &args, &[("DISCORD_TOKEN", "test-token-never-logged")]);
    (bot, ops)
}

/// A press is one call to the host (issue 75): its answer carries all
/// the adapter shows, so nothing is read after it, in a server's channel
/// (the bot a member: the board posted, the old one stripped) and in a
/// group DM (only interactions reach: the game's message edited). A press
/// on an older board there shows the game as it is from the same answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_is_one_answer_and_no_read_in_a_channel_and_a_group_dm() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    standin.set_token_lifetime(TOKEN_LIFETIME);
    let (_bot, ops) = start_bot_with_ops(dir.path(), &standin);
    standin.wait_ready(1).await;
    let calls = async || {
        (
            host_calls(&ops, "answer").await,
            host_calls(&ops, "read").await,
        )
    };
    // A member channel.
    standin.slash(ANA, LOBBY, "crear", &[]);
    let created = posted_in(&standin, LOBBY, "creada").await;
    let before = calls().await;
    standin.button(BETO, &created, &button_id(&created, "Unirse"));
    posted(&standin, LOBBY, "Beto se une con Negras").await;
    stripped(
        &standin,
        &created,
        "the join's board, its predecessor stripped",
    )
    .await;
    one_answer_no_read(before, calls().await);
    // A group DM.
    standin.slash(ANA, GROUP_DM, "crear", &[]);
    let game = posted_in(&standin, GROUP_DM, "creada").await;
    let before = calls().await;
    standin.button(BETO, &game, &button_id(&game, "Unirse"));
    let joined = says(&standin, &game["id"], "Beto se une").await;
    one_answer_no_read(before, calls().await);
    // The join's board, pressed after a move made it an older one.
    standin.slash(ANA, GROUP_DM, "mover", &[("jugada", "e3>c3")]);
    // The command's answer is the game's message from now on.
    posted_in(&standin, GROUP_DM, "pase e3 → c3").await;
    let before = calls().await;
    standin.button(BETO, &joined, &button_id(&joined, "Rendirse"));
    ephemeral(&standin, "tablero antiguo").await;
    // The pressed message shows the game as it is.
    shows(&standin, &game["id"], &joined, "").await;
    one_answer_no_read(before, calls().await);
}

/// A button press reads and locks its room once (issue 52): the board it
/// posts is recorded as the room's without reading the room again, and
/// the board before it loses its buttons all the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_press_reads_its_room_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    standin.set_token_lifetime(TOKEN_LIFETIME);
    let (_bot, ops) = start_bot_with_ops(dir.path(), &standin);
    standin.wait_ready(1).await;
    standin.slash(ANA, LOBBY, "crear", &[]);
    let code = code_of(&posted(&standin, LOBBY, "creada").await);
    standin.slash(BETO, ELSEWHERE, "unirse", &[("codigo", &code)]);
    posted(&standin, LOBBY, "Beto se une con Negras").await;
    // The join's board, recorded as the room's once its predecessor (the
    // creation's) has lost its buttons.
    let board = standin
        .wait_for("the join's board", |s| {
            let boards: Vec<Value> = s
                .messages()
                .into_iter()
                .filter(|m| m["channel_id"] == LOBBY && has_png(m))
                .collect();
            let [.., before, last] = boards.as_slice() else {
                return None;
            };
            components(before).is_empty().then(|| last.clone())
        })
        .await;
    let before = room_lookups(&ops).await;
    standin.button(ANA, &board, &button_id(&board, "Rendirse"));
    posted(&standin, LOBBY, "Ana se rinde").await;
    stripped(&standin, &board, "the join's board without its buttons").await;
    assert_eq!(
        room_lookups(&ops).await - before,
        1,
        "room lookups for one press"
    );
}

/// `seguir` over the wire: registered with its localizations; the answer
/// is ephemeral with its button; when the game ends the follower (named
/// `@everyone`) is mentioned by id and nobody else can be: the channel
/// message allows exactly that user. The button, pressed after the game,
/// stops it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_is_mentioned_by_id_when_the_game_ends() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    let registered = standin
        .wait_for("the commands registered", |s| {
            Some(s.registered()).filter(|c| !c.is_empty())
        })
        .await;
    let futbol = registered
        .iter()
        .find(|c| c["name"] == "futbol")
        .expect("/futbol");
    let follow = futbol["options"]
        .as_array()
        .and_then(|subs| subs.iter().find(|s| s["name"] == "seguir"))
        .expect("seguir registered");
    assert_eq!(follow["name_localizations"]["en-US"], "follow");
    assert_eq!(follow["name_localizations"]["ru"], "следить");
    // Every language Discord has a locale of names every sub-command.
    for locale in ["pt-BR", "fr", "de", "it"] {
        for sub in futbol["options"].as_array().expect("sub-commands") {
            assert!(
                sub["name_localizations"][locale].is_string(),
                "{locale}: {sub}"
            );
            assert!(
                sub["description_localizations"][locale].is_string(),
                "{locale}"
            );
        }
    }
    assert_eq!(follow["name_localizations"]["fr"], "suivre");

    standin.slash(ANA, LOBBY, "crear", &[]);
    let code = code_of(&posted(&standin, LOBBY, "creada").await);
    standin.slash(BETO, LOBBY, "unirse", &[("codigo", &code)]);
    posted(&standin, LOBBY, "Beto").await;
    standin.slash(CRIS, LOBBY, "seguir", &[]);
    let answer = ephemeral(&standin, "Sigues la sala").await;
    let stop = button_id(&answer, "Dejar de seguir");

    standin.slash(ANA, LOBBY, "mover", &[("jugada", "e3>c3")]);
    posted(&standin, LOBBY, "Blancas: pase e3 → c3").await;
    standin.slash(BETO, LOBBY, "rendirse", &[]);
    let ping = posted(&standin, LOBBY, "ha acabado la partida que sigues").await;
    let content = ping["content"].as_str().unwrap_or_default();
    assert!(content.starts_with(&format!("<@{}>", CRIS.0)), "{content}");
    let sent = standin
        .calls()
        .into_iter()
        .rev()
        .find(|c| c.json["content"] == ping["content"])
        .expect("the ping was sent");
    let mentions = &sent.json["allowed_mentions"];
    assert_eq!(mentions["users"], json!([CRIS.0]), "{mentions}");
    assert!(
        mentions["parse"].as_array().is_none_or(Vec::is_empty),
        "{mentions}"
    );

    standin.button(CRIS, &answer, &stop);
    let stopped = ephemeral(&standin, "Ya no sigues la sala").await;
    button_id(&stopped, "Seguir");

    // A channel set to Portuguese answers in Portuguese.
    standin.slash(ANA, LOBBY, "idioma", &[("idioma", "pt")]);
    ephemeral(&standin, "Idioma: português (Brasil).").await;
    standin.slash(CRIS, LOBBY, "seguir", &[]);
    let answer = ephemeral(&standin, "Você segue a sala").await;
    button_id(&answer, "Deixar de seguir");
    let violations = standin.violations();
    drop(bot);
    assert!(violations.is_empty(), "{violations:?}");
}

/// Each player's own language: what only they read follows their Discord
/// client's `locale` where the bot speaks it, else the channel's language;
/// what the channel reads stays in the channel's language (Spanish here).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_answers_follow_each_players_discord_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let _bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    for (locale, words) in [
        ("en-US", "There is no open room with the code “WXYZ”"),
        ("ru", "Нет открытой комнаты с кодом «WXYZ»"),
        ("ar", "لا توجد غرفة مفتوحة بالرمز «WXYZ»"),
        // Discord's Japanese: the bot does not speak it.
        ("ja", "No hay ninguna sala abierta con el código «WXYZ»"),
    ] {
        standin.set_locale(ANA.0, locale);
        standin.slash(ANA, LOBBY, "unirse", &[("codigo", "WXYZ")]);
        ephemeral(&standin, words).await;
    }
    // Ana's client is English; the room's announcement is the channel's.
    standin.set_locale(ANA.0, "en-US");
    standin.slash(ANA, LOBBY, "crear", &[]);
    posted(&standin, LOBBY, "creada").await;
    standin.set_locale(BETO.0, "ru");
    standin.slash(BETO, LOBBY, "mover", &[("jugada", "c6-d4")]);
    ephemeral(&standin, "Это могут делать только игроки").await;
    standin.set_locale(CRIS.0, "ar");
    standin.slash(CRIS, LOBBY, "mover", &[("jugada", "c6-d4")]);
    ephemeral(&standin, "هذا للاعبين فقط").await;
    let english = standin.messages().into_iter().filter(|m| {
        let public = m["flags"].as_u64().unwrap_or(0) & 64 == 0;
        public && m["content"].as_str().is_some_and(|t| t.contains("Room "))
    });
    assert_eq!(english.count(), 0, "the channel reads Spanish");

    // Discord refuses the bot's RESUME after a drop (INVALID_SESSION): the
    // bot identifies anew and answers as before.
    let identified = standin.identifies();
    standin.refuse_next_resume();
    standin.drop_gateway();
    standin
        .wait_for("a fresh identify", |s| {
            (s.identifies() > identified).then_some(())
        })
        .await;
    assert_eq!(
        standin.resumes_refused(),
        1,
        "the bot tried to resume first"
    );
    standin.set_locale(ANA.0, "es-ES");
    standin.slash(ANA, LOBBY, "unirse", &[("codigo", "QQQQ")]);
    ephemeral(&standin, "«QQQQ»").await;
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

/// Where the bot is not a member (the app installed by Ana): a group DM
/// of three, and a server whose admins never added the bot. The game
/// lives in one message, every board reaches it, and nothing is sent to
/// the channel's own endpoints.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_where_the_bot_is_not_a_member_lives_in_one_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let _bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    game_in_one_message(&standin, GROUP_DM, None).await;
    game_in_one_message(&standin, FOREIGN_CHANNEL, Some(FOREIGN_GUILD_ID)).await;
    // A game in a server with the bot: Ana resigns against Beto.
    standin.slash(ANA, LOBBY, "crear", &[]);
    let created = posted(&standin, LOBBY, "creada").await;
    standin.slash(BETO, LOBBY, "unirse", &[("codigo", &code_of(&created))]);
    posted(&standin, LOBBY, "Beto se une").await;
    standin.slash(ANA, LOBBY, "mover", &[("jugada", "e3>c3")]);
    posted(&standin, LOBBY, "Blancas: pase e3 → c3").await;
    standin.slash(BETO, LOBBY, "mover", &[("jugada", "c6-d4")]);
    posted(&standin, LOBBY, "Negras: mueve c6 → d4").await;
    standin.slash(ANA, LOBBY, "rendirse", &[]);
    posted(&standin, LOBBY, "Ana se rinde").await;
    // One rating wherever Ana plays: her profile reads the same in the
    // group DM and in the server, three games (two draws, one loss).
    standin.slash(ANA, GROUP_DM, "perfil", &[]);
    let in_dm = posted_in(&standin, GROUP_DM, "Perfil de Ana").await;
    standin.slash(ANA, LOBBY, "perfil", &[]);
    let in_server = posted(&standin, LOBBY, "Perfil de Ana").await;
    assert_eq!(in_dm["content"], in_server["content"]);
    let text = in_server["content"].as_str().unwrap_or_default();
    assert!(text.contains("3 partidas: 0 G, 2 T, 1 P"), "{text}");

    // In a DM with the bot (context 1) the bot is a member: a game against
    // the computer is posted there as in a server; the profile too.
    let dm = standin.bot_dm(DANI.0);
    standin.slash(
        DANI,
        &dm,
        "crear",
        &[("rival", "ordenador"), ("nivel", "1")],
    );
    posted(&standin, &dm, "contra el ordenador (nivel 1)").await;
    standin.slash(DANI, &dm, "mover", &[("jugada", "e3>c3")]);
    posted(&standin, &dm, "Blancas: pase e3 → c3").await;
    posted(&standin, &dm, "Negras:").await;
    standin.slash(DANI, &dm, "perfil", &[]);
    posted(&standin, &dm, "Dani").await;
    assert_eq!(
        standin.off_limits(),
        0,
        "nothing sent to the channel itself"
    );
    assert!(
        standin.most_followups() <= 5,
        "{}",
        standin.most_followups()
    );
    let violations = standin.violations();
    assert!(violations.is_empty(), "{violations:?}");
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

/// A clock that runs out in a group DM while nobody presses anything: the
/// bot runs in this process on a test clock, with the real adapter and the
/// stand-in. While the last press's token lasts, the sweep's notice edits
/// the game's message; when it no longer can, the next press on the old
/// board shows the game as it ended. The archive and both ratings have it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_runs_out_in_a_group_dm_shows_its_result() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let now = Arc::new(AtomicU64::new(1_900_000_000));
    let clock = now.clone();
    let config = futbol_bot::host::HostConfig {
        limits: futbol_bot::host::Limits::off(),
        ..futbol_bot::host::HostConfig::default()
    };
    let store = Store::open(dir.path()).expect("store");
    let host = futbol_bot::host::Host::new(
        store,
        config,
        Arc::new(move || clock.load(Ordering::SeqCst)),
    )
    .expect("host");
    let host = Arc::new(host);
    let health = futbol_bot::ops::Health::default();
    let (_stop, stopping) = futbol_bot::ops::Stop::new();
    let discord = futbol_bot::adapters::discord::DiscordConfig {
        token: "test-token-never-logged".into(),
        guild: GUILD_ID.parse().ok(),
        api: Some(standin.api()),
        shards: None,
        health: health.part("discord"),
        activity: None,
    };
    let running = tokio::spawn(futbol_bot::adapters::discord::run(
        host.clone(),
        discord,
        stopping,
    ));
    standin.wait_ready(1).await;

    for (chat, expire) in [(GROUP_DM, false), (OTHER_GROUP_DM, true)] {
        standin.slash(ANA, chat, "crear", &[("tiempo", "10m")]);
        let game = posted_in(&standin, chat, "creada").await;
        standin.button(BETO, &game, &button_id(&game, "Unirse"));
        says(&standin, &game["id"], "Beto se une").await;
        let before = standin.messages().len();
        standin.slash(ANA, chat, "mover", &[("jugada", "e3>c3")]);
        standin
            .wait_for("White's move", |s| {
                s.messages().into_iter().skip(before).find(|m| {
                    m["content"]
                        .as_str()
                        .is_some_and(|t| t.contains("pase e3 → c3"))
                })
            })
            .await;
        let before = standin.messages().len();
        standin.slash(BETO, chat, "mover", &[("jugada", "c6-d4")]);
        let board = standin
            .wait_for("Black's move", |s| {
                s.messages().into_iter().skip(before).find(|m| {
                    m["channel_id"] == chat
                        && m["content"]
                            .as_str()
                            .is_some_and(|t| t.contains("mueve c6 → d4"))
                })
            })
            .await;
        if expire {
            // Every token is spent by the time the clock runs out.
            standin.set_token_lifetime(Duration::from_millis(1));
        }
        now.fetch_add(11 * 60, Ordering::SeqCst);
        let id = board["id"].clone();
        if !expire {
            says(&standin, &id, "pierde por tiempo").await;
            continue;
        }
        // The sweep tried and could not: the old board still shows the
        // game going on, until someone presses on it.
        standin
            .wait_for("the sweep's try", |s| {
                s.violations()
                    .iter()
                    .any(|v| v.path.contains("/webhooks/"))
                    .then_some(())
            })
            .await;
        assert!(
            !message_now(&standin, &id)["content"]
                .to_string()
                .contains("pierde")
        );
        standin.set_token_lifetime(TOKEN_LIFETIME);
        let shown = attachment_ids(&message_now(&standin, &id));
        standin.button(CRIS, &board, &button_id(&board, "Rendirse"));
        let now_shown = standin
            .wait_for("the game as it ended", |s| {
                let message = message_now(s, &id);
                (attachment_ids(&message) != shown).then_some(message)
            })
            .await;
        let alt = now_shown["attachments"][0]["description"].to_string();
        // The board as it ended, in words: its alt text.
        assert!(alt.contains("Fin: ganan Negras"), "{alt}");
    }
    // Both games are in the archive and in both players' ratings: Ana,
    // White, lost both on time.
    for (who, line) in [
        (ANA, "2 partidas: 0 G, 0 T, 2 P"),
        (BETO, "2 partidas: 2 G, 0 T, 0 P"),
    ] {
        let discord = futbol_bot::ids::Platform::Discord;
        let profile = host.profile_of(discord, who.0).expect("profile");
        let say = futbol_bot::i18n::Say(futbol_bot::i18n::Lang::Es);
        let text = host.profile_text(say, &profile, who.1);
        assert!(text.contains(line), "{text}");
        let archived = host
            .store()
            .player_games(discord, who.0, 10)
            .expect("archive");
        assert_eq!(archived.len(), 2, "{who:?}");
    }
    running.abort();
}

/// Discord answers one call in five that posts or edits with a documented
/// 429 (once the global one): a game in a group DM and one in a server
/// keep every board, reply and private answer, in order, none twice.
/// serenity's rate limiter waits `Retry-After` and sends again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_discord_loses_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let _bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    standin.limit_every(5);
    game_in_one_message(&standin, GROUP_DM, None).await;
    standin.slash(ANA, LOBBY, "crear", &[]);
    let created = posted(&standin, LOBBY, "creada").await;
    standin.slash(BETO, LOBBY, "unirse", &[("codigo", &code_of(&created))]);
    posted(&standin, LOBBY, "Beto se une").await;
    for (who, action, said) in [
        (ANA, "e3>c3", "Blancas: pase e3 → c3"),
        (BETO, "c6-d4", "Negras: mueve c6 → d4"),
        (ANA, "c3-c4", "Blancas: regate c3 → c4"),
    ] {
        standin.slash(who, LOBBY, "mover", &[("jugada", action)]);
        posted(&standin, LOBBY, said).await;
    }
    standin.slash(BETO, LOBBY, "mover", &[("jugada", "zz9")]);
    ephemeral(&standin, "No se puede").await;
    standin.slash(BETO, LOBBY, "rendirse", &[]);
    posted(&standin, LOBBY, "Beto se rinde").await;

    let (given, global) = standin.limited();
    assert!(given >= 5 && global == 1, "{given} 429s, {global} global");
    let violations = standin.violations();
    assert!(violations.is_empty(), "{violations:?}");
    // None twice: no answer of one interaction and no channel message
    // says the same thing twice.
    let mut seen = std::collections::HashSet::new();
    for message in standin.messages() {
        let key = (
            message["channel_id"].to_string(),
            message["interaction_metadata"]["id"].to_string(),
            message["content"].to_string(),
        );
        assert!(seen.insert(key), "twice: {message}");
    }
    // In order: the server's boards came in the order they were played.
    let texts: Vec<String> = (standin.messages().into_iter())
        .filter(|m| m["channel_id"] == LOBBY)
        .filter_map(|m| m["content"].as_str().map(str::to_string))
        .collect();
    let at = |needle: &str| texts.iter().position(|t| t.contains(needle));
    let order = [
        "creada",
        "Beto se une",
        "pase e3 → c3",
        "mueve c6 → d4",
        "regate c3 → c4",
        "Beto se rinde",
    ];
    let places: Vec<Option<usize>> = order.iter().map(|n| at(n)).collect();
    assert!(
        places.windows(2).all(|w| w[0] < w[1]),
        "{places:?}: {texts:?}"
    );
}

/// A finished game's record comes with an Analizar button: a press is
/// answered at once in private (the analysis is queued), then the channel
/// gets the summary with the advantage chart (described) and the turning
/// points' boards; a second press is served from the store. A forged
/// button naming a game that does not exist is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analyse_button_under_a_finished_game_posts_its_analysis() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    standin.slash(ANA, LOBBY, "crear", &[]);
    let code = code_of(&posted(&standin, LOBBY, "creada").await);
    standin.slash(BETO, LOBBY, "unirse", &[("codigo", &code)]);
    posted(&standin, LOBBY, "Beto").await;
    standin.slash(ANA, LOBBY, "mover", &[("jugada", "e3>c3")]);
    posted(&standin, LOBBY, "Blancas: pase e3 → c3").await;
    standin.slash(BETO, LOBBY, "rendirse", &[]);
    let record = posted(&standin, LOBBY, "Partida #1:").await;
    let analyse = button_id(&record, "Analizar");
    assert!(analyse.len() <= 100, "a custom id fits: {analyse}");

    standin.button(CRIS, &record, &analyse);
    ephemeral(&standin, "Analizando la partida #1 (1 acción)").await;
    let analysis = posted(&standin, LOBBY, "Análisis de la partida #1").await;
    let files = analysis["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let names: Vec<&str> = files
        .iter()
        .filter_map(|f| f["filename"].as_str())
        .collect();
    assert!(names.contains(&"analysis.png"), "{names:?}");
    let chart = files
        .iter()
        .find(|f| f["filename"] == "analysis.png")
        .expect("the chart");
    let description = chart["description"].as_str().unwrap_or_default();
    assert!(
        description.contains("Probabilidad de ganar"),
        "{description}"
    );
    // A board for each turning point the summary names (a quiet game
    // has none).
    let content = analysis["content"].as_str().unwrap_or_default();
    let named = content
        .lines()
        .find_map(|line| line.strip_prefix("Momentos clave: "))
        .map_or(0, |list| list.split(", ").count());
    let boards = names.iter().filter(|n| n.starts_with("turning-")).count();
    assert_eq!(boards, named, "{names:?} for {content}");

    // Again: from the store, straight to the channel.
    standin.button(ANA, &record, &analyse);
    said(&standin, "Análisis de la partida #1", 2).await;

    // A forged id for a game there is no such: refused in private.
    let forged = analyse.replace(":analyse:1", ":analyse:999");
    standin.button(ANA, &record, &forged);
    ephemeral(&standin, "«999»").await;
    let violations = standin.violations();
    drop(bot);
    assert!(violations.is_empty(), "{violations:?}");
}

/// Where the bot is not a member (a group DM): the game's message ends
/// with Revancha and Analizar; the analysis asked there comes as a
/// follow-up of that press (nothing sent to the channel itself).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysis_where_the_bot_is_not_a_member_is_a_followup() {
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;
    standin.slash(ANA, GROUP_DM, "crear", &[]);
    let game = posted_in(&standin, GROUP_DM, "creada").await;
    standin.button(BETO, &game, &button_id(&game, "Unirse"));
    says(&standin, &game["id"], "Beto se une").await;
    standin.slash(ANA, GROUP_DM, "mover", &[("jugada", "e3>c3")]);
    posted_in(&standin, GROUP_DM, "pase e3 → c3").await;
    standin.slash(BETO, GROUP_DM, "rendirse", &[]);
    let ended = posted_in(&standin, GROUP_DM, "Partida #1:").await;
    button_id(&ended, "Revancha");
    let analyse = button_id(&ended, "Analizar");
    standin.button(CRIS, &ended, &analyse);
    ephemeral(&standin, "Analizando la partida #1").await;
    let analysis = posted_in(&standin, GROUP_DM, "Análisis de la partida #1").await;
    assert_ne!(analysis["id"], ended["id"], "a message of its own");
    assert!(
        message_now(&standin, &ended["id"])["content"]
            .as_str()
            .is_some_and(|t| t.contains("Partida #1:")),
        "the game's message keeps the game"
    );
    let names: Vec<&str> = (analysis["attachments"].as_array().into_iter().flatten())
        .filter_map(|f| f["filename"].as_str())
        .collect();
    assert!(names.contains(&"analysis.png"), "{names:?}");
    assert_eq!(
        standin.off_limits(),
        0,
        "nothing sent to the channel itself"
    );
    assert!(
        standin.most_followups() <= 5,
        "{}",
        standin.most_followups()
    );
    let violations = standin.violations();
    drop(bot);
    assert!(violations.is_empty(), "{violations:?}");
}

/// A puzzle solved by the picker in an ephemeral message each step (the
/// board attached, its words as its description), the defender's
/// replies named; then the puzzle of the day, turned on by a member
/// with Manage Server, posted in the channel once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_with_the_picker_and_the_days_is_posted_once() {
    use futbol_bot::engine::{Game, Origin};
    use futbol_bot::puzzles::bank;
    let dir = tempfile::tempdir().expect("temp dir");
    let standin = StandIn::start().await;
    let bot = start_bot(dir.path(), &standin);
    standin.wait_ready(1).await;

    standin.slash(ANA, LOBBY, "problema", &[]);
    let mut board = ephemeral(&standin, "Problema #").await;
    let content = board["content"].as_str().unwrap_or_default().to_string();
    let id = content
        .split('#')
        .nth(1)
        .and_then(|r| r.get(..6))
        .expect("an id");
    let puzzle = &bank::find(futbol_bot::engine::Variant::Futbol, id)
        .expect("in the bank")
        .puzzle;
    let picture = &board["attachments"][0];
    assert_eq!(picture["filename"], "board.png", "{board}");
    assert!(
        picture["description"]
            .as_str()
            .is_some_and(|d| d.contains("Tablero"))
    );
    button_id(&board, "Pista");

    let mut game = Game::from_position(puzzle.variant, &puzzle.position).expect("a position");
    let mut last = Value::Null;
    for (index, text) in puzzle.line.iter().enumerate() {
        let action = game.parse_action(text).expect("legal");
        if index % 2 == 0 {
            // The piece, then the action, from the menus.
            let square = match futbol_bot::puzzles::attempt::origin_of(&game, action) {
                Some(Origin::Square(square)) => square.to_string(),
                other => panic!("{action} starts from {other:?}"),
            };
            let (menu, value) = menu_option(&board, &format!(" {square}"));
            let before = standin.messages().len();
            standin.select(ANA, &board, &menu, &value);
            let actions = newer(&standin, before, "Elige la jugada").await;
            let (menu, value) = (components(&actions).into_iter())
                .filter(|c| c["type"] == 3)
                .find_map(|menu| {
                    let options = menu["options"].as_array().cloned().unwrap_or_default();
                    let option = options.into_iter().find(|o| o["label"] == text.as_str())?;
                    Some((
                        menu["custom_id"].as_str()?.to_string(),
                        option["value"].as_str()?.to_string(),
                    ))
                })
                .unwrap_or_else(|| panic!("no {text} in {actions}"));
            let before = standin.messages().len();
            standin.select(ANA, &actions, &menu, &value);
            last = match puzzle.line.get(index + 1) {
                Some(reply) => newer(&standin, before, &format!("El rival responde {reply}")).await,
                None => newer(&standin, before, "¡Gol!").await,
            };
            board = last.clone();
        }
        game.play(action).expect("legal");
    }
    button_id(&last, "Otro problema");

    // The puzzle of the day: Beto may not; Ana, with Manage Server, may.
    standin.slash(BETO, LOBBY, "problema", &[("jugada", "diario 0h")]);
    ephemeral(&standin, "Solo los administradores").await;
    standin.set_member(ANA.0, MANAGE_GUILD, &[]);
    standin.slash(ANA, LOBBY, "problema", &[("jugada", "diario 0h")]);
    ephemeral(&standin, "cada día a las 0:00 UTC").await;
    let post = posted(&standin, LOBBY, "Problema del día").await;
    button_id(&post, "Resolver");
    assert_eq!(post["attachments"][0]["filename"], "board.png", "{post}");
    let call = (standin.calls().into_iter())
        .find(|c| {
            c.json["content"]
                .as_str()
                .is_some_and(|t| t.starts_with("Problema del día"))
        })
        .expect("the post's call");
    assert_eq!(
        call.json["allowed_mentions"]["parse"],
        json!([]),
        "{}",
        call.json
    );
    // Another sweep: still one post.
    tokio::time::sleep(Duration::from_secs(6)).await;
    let posts = (standin.messages().into_iter())
        .filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.starts_with("Problema del día"))
        })
        .count();
    assert_eq!(posts, 1);
    let violations = standin.violations();
    drop(bot);
    assert!(violations.is_empty(), "{violations:?}");
}

/// The first ephemeral message after the first `before` whose text has
/// `needle` (an answer to the latest press, not an earlier one's).
async fn newer(standin: &StandIn, before: usize, needle: &str) -> Value {
    let message = standin
        .wait_for(needle, |s| {
            (s.messages().into_iter().skip(before))
                .find(|m| m["content"].as_str().is_some_and(|c| c.contains(needle)))
        })
        .await;
    assert_eq!(
        message["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "not ephemeral: {message}"
    );
    message
}
