//! The stand-in keeps Discord's documented rules, and the bot keeps them
//! too: permissions it lacks, its shard range.

use super::*;

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
