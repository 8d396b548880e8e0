//! After a game and beside it: a rate-limited Discord, analysis under a
//! finished game (as a message or a follow-up), and puzzles.

use super::*;

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
                    // Each action's label names its kind first ("Mover f6-e7").
                    let act = format!(":act:{text}");
                    let option = (options.into_iter())
                        .find(|o| o["value"].as_str().is_some_and(|v| v.ends_with(&act)))?;
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
