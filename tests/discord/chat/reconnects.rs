//! A whole game over Discord's protocol, through the gateway dropping,
//! RESUMEs refused and the bot restarting.

use super::*;

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
