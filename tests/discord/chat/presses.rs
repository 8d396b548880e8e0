//! A press is one answer and no read; mentions by id only; private
//! answers in each player's Discord language.

use super::*;

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
