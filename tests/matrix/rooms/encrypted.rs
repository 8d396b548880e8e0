//! A whole game on Synapse: restarts, and an encrypted room.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_on_synapse_with_restarts_and_an_encrypted_room() {
    // It restarts the homeserver: alone.
    let _alone = HOMESERVER.write().await;
    let url = synapse(&["start"]);
    let dir = tempfile::tempdir().expect("temp dir");
    let dir = dir.path().to_path_buf();
    let bot_name = unique("bot");
    synapse(&["register", &bot_name, BOT_PASSWORD.1]);
    let mut bot = start_bot(dir.as_path(), &url, &bot_name, BOT_PASSWORD);
    wait_listening(&bot, 1).await;
    let bot_id: OwnedUserId = format!("@{bot_name}:localhost")
        .try_into()
        .expect("user id");
    let (ana, beto, cris) = (
        person(&url, "ana").await,
        person(&url, "beto").await,
        person(&url, "cris").await,
    );
    let room = new_room(&ana, &[&beto, &cris], &bot_id, false).await;

    // Create, then join by code.
    ana.say(&room, "!futbol crear").await;
    let created = ana.text(&room, "creada").await;
    let code = created.code();
    ana.board(&room).await;
    // The room is the community: from a room of her own, someone who is
    // not in the game's room is told the code is unknown.
    let eve = person(&url, "eve").await;
    let elsewhere = new_room(&eve, &[], &bot_id, false).await;
    let asked = eve.say(&elsewhere, &format!("!futbol unirse {code}")).await;
    let refused = eve
        .wait_for(&elsewhere, "a reply", |s| {
            s.reply_to.as_ref() == Some(&asked)
        })
        .await;
    assert!(
        refused.body.contains("No hay ninguna sala"),
        "{}",
        refused.body
    );
    beto.say(&room, &format!("!futbol unirse {code}")).await;
    ana.text(&room, "se une con Negras").await;

    // Moves by text; a refused move is answered as a reply.
    ana.say(&room, "e3>c3").await;
    ana.text(&room, "Blancas: pase e3 → c3").await;
    let bad = beto.say(&room, "!futbol mover e3-e4").await;
    let refusal = beto
        .wait_for(&room, "a reply", |s| s.reply_to.as_ref() == Some(&bad))
        .await;
    assert!(refusal.body.contains("No se puede"), "{}", refusal.body);

    // A spectator's reaction is ignored; a player's resigns.
    let board = beto.board(&room).await;
    cris.react(&room, &board.event_id, "🏳️").await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        ana.count(&room, "se rinde"),
        0,
        "a spectator's reaction counted"
    );
    let before = ana.boards(&room);
    beto.react(&room, &board.event_id, "🏳️").await;
    ana.text(&room, "se rinde").await;

    // The end of the game: the replay as `m.image` (image/gif, with its
    // size) and the record as `m.file`, which replays the game played.
    ana.text(&room, "la repetición animada").await;
    let gif = ana
        .wait_for(&room, "the replay", |s| s.body.ends_with(".gif"))
        .await;
    let bytes = ana.download(&gif).await;
    let (w, h, size, mime) = gif.info.clone().expect("m.image info");
    let decoded = image::load_from_memory(&bytes).expect("the replay decodes");
    assert_eq!(
        (w, h),
        (u64::from(decoded.width()), u64::from(decoded.height()))
    );
    assert_eq!((size, mime.as_str()), (bytes.len() as u64, "image/gif"));
    let file = ana
        .wait_for(&room, "the record", |s| s.body.ends_with(".txt"))
        .await;
    let text = String::from_utf8(ana.download(&file).await).expect("text");
    let record = futbol_bot::engine::Record::parse(&text).expect("the record replays");
    assert_eq!(record.actions, ["e3>c3"]);
    assert_eq!(
        file.info.clone().map(|i| i.3).as_deref(),
        Some("text/plain; charset=utf-8")
    );

    // The game was rated: Beto's profile comes with its chart (not a
    // board), and the leaderboard says why nobody is listed yet.
    let beto_id = beto.client.user_id().expect("an id").to_string();
    ana.say(&room, &format!("!futbol perfil {beto_id}")).await;
    ana.text(&room, "Perfil de").await;
    let chart = ana
        .wait_for(&room, "the chart", |s| {
            s.filename.as_deref() == Some("rating-chart.png") && s.body.len() > 40
        })
        .await;
    let bytes = ana.download(&chart).await;
    let png = image::load_from_memory(&bytes).expect("the chart decodes");
    assert_eq!((png.width(), png.height()), (640, 360));
    std::fs::write(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("target/matrix-profile.png"),
        &bytes,
    )
    .expect("kept to look at");
    ana.say(&room, "!futbol ranking").await;
    ana.text(&room, "Nadie está en la clasificación").await;

    // A rematch by reactions on the final board.
    let last = ana.board_after(&room, before).await;
    ana.react(&room, &last.event_id, "🔁").await;
    beto.text(&room, "quiere la revancha").await;
    beto.react(&room, &last.event_id, "🔁").await;
    ana.text(&room, "¡Revancha!").await;

    // The bot restarts mid-game: it answers new commands, none twice.
    ana.answered_once(&beto, &room, "e3>c3", "Blancas: pase e3 → c3")
        .await;
    // The board's text calls the player to move (Ana, Black after the
    // rematch) with a pill, and mentions exactly her.
    let ana_id = ana.client.user_id().expect("an id").to_string();
    let called = ana
        .bot_events(&room)
        .into_iter()
        .rev()
        .find(|e| {
            e.content["body"]
                .as_str()
                .is_some_and(|b| b.starts_with("Blancas: pase e3 → c3"))
        })
        .expect("the move's text");
    assert_eq!(
        called.content["m.mentions"],
        serde_json::json!({ "user_ids": [ana_id] }),
        "{called:?}"
    );
    assert!(
        called.content["formatted_body"]
            .as_str()
            .is_some_and(|h| h.contains(&format!("https://matrix.to/#/{ana_id}"))),
        "{called:?}"
    );

    // How long a move takes to come back as text and board (printed).
    // Twelve moves that bring the position back.
    let mut plain = Vec::new();
    for _ in 0..3 {
        for (mover, action, answer) in [
            (&ana, "d8-e8", "Negras: mueve d8 → e8"),
            (&beto, "d1-e1", "Blancas: mueve d1 → e1"),
            (&ana, "e8-d8", "Negras: mueve e8 → d8"),
            (&beto, "e1-d1", "Blancas: mueve e1 → d1"),
        ] {
            plain.push(ana.timed(mover, &room, action, answer).await);
        }
    }

    // From here on the bot reaches Synapse through a proxy that can make
    // a room key arrive late.
    let (proxy, late_keys) = proxy(&url).await;
    drop(bot);
    bot = start_bot(dir.as_path(), &proxy, &bot_name, BOT_PASSWORD);
    wait_listening(&bot, 2).await;
    ana.answered_once(&ana, &room, "c6-d4", "Negras: mueve c6 → d4")
        .await;

    // Synapse restarts mid-game: the bot answers again afterwards.
    synapse(&["restart"]);
    ana.answered_once(&beto, &room, "c3-c4", "Blancas: regate c3 → c4")
        .await;

    // An end-to-end encrypted room, with the restarted bot: still one device.
    let secret = new_room(&ana, &[&beto], &bot_id, true).await;
    ana.say(&secret, "!futbol crear boyer").await;
    let created = ana.text(&secret, "creada").await;
    let code = created.code();
    beto.say(&secret, &format!("!futbol unirse {code}")).await;
    ana.text(&secret, "se une con Negras").await;
    let board = ana.board(&secret).await;
    assert!(matches!(
        board.image,
        Some(matrix_sdk::ruma::events::room::MediaSource::Encrypted(_))
    ));
    assert!(ana.room(&secret).encryption_state().is_encrypted());
    let devices = ana
        .client
        .encryption()
        .get_user_devices(&bot_id)
        .await
        .expect("the bot's devices");
    assert_eq!(devices.devices().count(), 1, "the bot is one device");

    // The board in the encrypted room carries its buttons as reactions on
    // it, encrypted like the bot's other events there.
    let started = Instant::now();
    loop {
        let reactions: Vec<Event> = ana
            .bot_events(&secret)
            .into_iter()
            .filter(|e| e.kind == "m.reaction")
            .collect();
        let keys: Vec<&str> = reactions
            .iter()
            .filter_map(|e| e.content["m.relates_to"]["key"].as_str())
            .map(|key| key.trim_end_matches('\u{fe0f}'))
            .collect();
        if keys.contains(&"🤝") && keys.contains(&"🏳") {
            assert!(
                reactions.iter().all(|e| e.encrypted),
                "reactions in the clear in an encrypted room: {reactions:?}"
            );
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the board's draw and resign reactions: {reactions:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Someone invited after the room became encrypted is answered.
    let dora = person(&url, "dora").await;
    let dora_id = dora.client.user_id().expect("dora's id").to_owned();
    ana.room(&secret)
        .invite_user_by_id(&dora_id)
        .await
        .expect("invite dora");
    dora.client
        .join_room_by_id(&secret)
        .await
        .expect("dora joins");
    // Her room key reaches the bot a sync after her message (as across
    // federation): the bot cannot decrypt the message when it comes, says
    // so, and answers it once the key is there.
    late_keys.hold(&dora_id);
    let late = dora.say(&secret, &format!("!futbol unirse {code}")).await;
    let arrival = format!("{} mira la partida", dora.name);
    dora.text(&secret, &arrival).await;
    ana.text(&secret, &arrival).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        ana.count(&secret, &arrival),
        1,
        "the arrival is posted once"
    );
    assert!(late_keys.delayed() > 0, "no room key was held back");
    let log = bot.log();
    assert!(
        log.lines()
            .any(|l| l.contains("could not decrypt") && l.contains(late.as_str())),
        "the decryption failure is not logged:\n{log}"
    );

    // A player's second device, added later, is answered too (its key
    // comes late as well), and reads the bot's answer.
    let phone = device(&url, &ana.name).await;
    phone.wait_room(&secret).await;
    let delayed = late_keys.delayed();
    let ana_id = ana.client.user_id().expect("ana's id").to_owned();
    late_keys.hold(&ana_id);
    let (answers, boards) = (
        ana.count(&secret, "Blancas: turno b1-c3"),
        ana.boards(&secret),
    );
    phone.say(&secret, "b1-c3").await;
    ana.nth(&secret, "Blancas: turno b1-c3", answers + 1).await;
    ana.board_after(&secret, boards).await;
    phone.text(&secret, "Blancas: turno b1-c3").await;
    assert!(late_keys.delayed() > delayed, "no room key was held back");
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        ana.count(&secret, "Blancas: turno b1-c3"),
        answers + 1,
        "answered once"
    );

    // Latency in the encrypted room, with the bot straight on Synapse
    // again (the proxy would count in it).
    drop(bot);
    bot = start_bot(dir.as_path(), &url, &bot_name, BOT_PASSWORD);
    wait_listening(&bot, 3).await;
    let mut secret_times = Vec::new();
    for _ in 0..3 {
        for (mover, action, answer) in [
            (&beto, "b9-c7", "Negras: turno b9-c7"),
            (&ana, "c3-b1", "Blancas: turno c3-b1"),
            (&beto, "c7-b9", "Negras: turno c7-b9"),
            (&ana, "b1-c3", "Blancas: turno b1-c3"),
        ] {
            secret_times.push(ana.timed(mover, &secret, action, answer).await);
        }
    }
    report_latency("unencrypted room", &plain);
    report_latency("encrypted room", &secret_times);

    // Every message the bot sent (texts, boards, notices), in both rooms,
    // has `m.mentions` once decrypted: empty, or on a text that calls the
    // player to move, exactly that player (shown as a pill); never the
    // room, never on a board.
    let players = [&ana, &beto].map(|p| p.client.user_id().expect("an id").to_string());
    let mut pings = 0;
    for id in [&room, &secret] {
        let messages: Vec<Event> = ana
            .bot_events(id)
            .into_iter()
            .filter(|e| e.kind == "m.room.message")
            .collect();
        assert!(!messages.is_empty());
        for event in messages {
            let mentions = event.content.get("m.mentions");
            let users: Vec<&str> = mentions
                .and_then(|m| m["user_ids"].as_array())
                .into_iter()
                .flatten()
                .filter_map(serde_json::Value::as_str)
                .collect();
            let image = event.content["msgtype"] == "m.image";
            let html = event.content["formatted_body"].as_str().unwrap_or_default();
            let fine = match users.as_slice() {
                [] => mentions == Some(&serde_json::json!({})),
                [user] => {
                    pings += 1;
                    !image
                        && players.iter().any(|p| p == user)
                        && mentions.and_then(|m| m.get("room")).is_none()
                        && html.contains("https://matrix.to/#/")
                }
                _ => false,
            };
            assert!(fine, "a bot message with wrong m.mentions: {event:?}");
            assert_eq!(
                event.encrypted,
                id == &secret,
                "encrypted in the encrypted room only: {event:?}"
            );
        }
    }
    println!("{pings} texts called the player to move");

    // The stores, which hold the device's keys, are the owner's only.
    store_is_private(&dir);
    drop(bot);

    // A second bot that logs in with an access token instead.
    let token_dir = tempfile::tempdir().expect("temp dir");
    let other_name = unique("bot");
    synapse(&["register", &other_name, "password-of-other"]);
    let token = synapse(&["login", &other_name, "password-of-other"]);
    let mut other = start_bot(
        token_dir.path(),
        &url,
        &other_name,
        ("MATRIX_ACCESS_TOKEN", token.as_str()),
    );
    wait_listening(&other, 1).await;
    let other_id: OwnedUserId = format!("@{other_name}:localhost")
        .try_into()
        .expect("user id");
    let lobby = new_room(&cris, &[&beto], &other_id, false).await;
    cris.say(&lobby, "!futbol ayuda").await;
    cris.text(&lobby, "🔁").await;

    // Settings: power level 0 may not change them, a moderator (50, the
    // room's state_default) may, and so may the room's creator.
    let asked = beto.say(&lobby, "!futbol ajustes puntuada no").await;
    let refused = answer(&beto, &lobby, asked).await;
    assert!(refused.contains("Solo los administradores"), "{refused}");
    let beto_id = beto.client.user_id().expect("beto").to_owned();
    cris.room(&lobby)
        .update_power_levels(vec![(&beto_id, 50.into())])
        .await
        .expect("beto is a moderator");
    let asked = beto.say(&lobby, "!futbol ajustes puntuada no").await;
    let changed = answer(&beto, &lobby, asked).await;
    assert!(changed.contains("`puntuada` ahora es no"), "{changed}");
    let asked = cris.say(&lobby, "!futbol ajustes salas 2").await;
    let changed = answer(&cris, &lobby, asked).await;
    assert!(changed.contains("`salas` ahora es 2"), "{changed}");

    // Threads on: a new room's boards hang in an m.thread from its
    // announcement, and so does what the game says next.
    let asked = cris.say(&lobby, "!futbol ajustes hilos si").await;
    let changed = answer(&cris, &lobby, asked).await;
    assert!(changed.contains("`hilos` ahora es sí"), "{changed}");
    cris.say(&lobby, "!futbol crear").await;
    let announced = cris.text(&lobby, "creada").await;
    assert_eq!(
        announced.thread, None,
        "the announcement is the thread's root"
    );
    let board = cris
        .wait_for(&lobby, "the first board", |s| {
            s.is_board() && s.at >= announced.at
        })
        .await;
    assert_eq!(
        board.thread.as_ref(),
        Some(&announced.event_id),
        "{board:?}"
    );
    let code = announced.code();
    beto.say(&lobby, &format!("!futbol unirse {code}")).await;
    let joined = cris.text(&lobby, "se une con Negras").await;
    assert_eq!(
        joined.thread.as_ref(),
        Some(&announced.event_id),
        "{joined:?}"
    );

    // A revoked session stops that bot with a message saying what to do.
    synapse(&["logout", &token]);
    let started = Instant::now();
    while !other.exited() {
        assert!(
            started.elapsed() < Duration::from_secs(90),
            "the logged-out bot kept running"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let log = other.log();
    assert!(log.contains("the session was logged out"), "{log}");
}
