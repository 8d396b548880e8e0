//! What a server's admins set and what a server holds: channels and roles
//! for rooms, a thread per game, tournaments, the daily summary in a DM,
//! and alts farming ratings.

use super::*;

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
