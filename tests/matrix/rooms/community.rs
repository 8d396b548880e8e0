//! Tournaments in threads, the daily summary in a direct room, a takeback
//! by reaction, and alts farming ratings.

use super::*;

/// A tournament in a Matrix room: the room's admin opens registration,
/// four players join with the ✋ reaction on it, the admin starts it; the
/// pairings come in the room, each board in a thread of its own hanging
/// from its announcement, with both players mentioned (each alone in
/// `m.mentions`), and when the round is over the standings as a picture.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_on_synapse_pairs_boards_into_threads() {
    let _shared = HOMESERVER.read().await;
    let (url, _dir, bot, bot_id) = bot_on_synapse().await;
    let players = [
        person(&url, "ana").await,
        person(&url, "beto").await,
        person(&url, "cris").await,
        person(&url, "dani").await,
    ];
    let [ana, beto, cris, dani] = &players;
    let room = new_room(ana, &[beto, cris, dani], &bot_id, false).await;
    // Beto is no admin of the room: refused.
    let asked = beto.say(&room, "!futbol torneo crear").await;
    assert!(
        answer(beto, &room, asked)
            .await
            .contains("Solo los administradores")
    );
    ana.say(&room, "!futbol torneo crear rondas 2 1h").await;
    let registration = ana.text(&room, "inscripción abierta").await;
    // The bot's ✋ on it is the Join button.
    let started = Instant::now();
    while !ana.bot_events(&room).iter().any(|e| {
        e.kind == "m.reaction"
            && e.content["m.relates_to"]["event_id"] == registration.event_id.as_str()
    }) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "no ✋ on the registration"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for (n, player) in players.iter().enumerate() {
        player.react(&room, &registration.event_id, "✋").await;
        ana.text(&room, &format!("({} jugadores)", n + 1)).await;
    }
    ana.say(&room, "!futbol torneo empezar").await;
    ana.text(&room, "ronda 1 de 2").await;
    // Two boards, each announced in the room and played in its thread.
    ana.nth(&room, "Torneo 1, ronda 1/2", 2).await;
    let announcements: Vec<Seen> = ana
        .seen
        .lock()
        .map(|all| {
            all.iter()
                .filter(|s| s.room == room && s.body.contains("Torneo 1, ronda 1/2"))
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(announcements.len(), 2);
    let mut blacks = Vec::new();
    for announcement in &announcements {
        assert!(announcement.thread.is_none(), "announced in the room");
        let root = Some(announcement.event_id.clone());
        let board = ana
            .wait_for(&room, "a board in the thread", |s| {
                s.is_board() && s.thread == root
            })
            .await;
        assert!(board.body.starts_with("Tablero: "));
        let black_line = ana
            .wait_for(&room, "black's line in the thread", |s| {
                s.thread == root && s.body.contains("tu partida del torneo")
            })
            .await;
        // Black's line mentions black, and only black.
        let event = ana
            .bot_events(&room)
            .into_iter()
            .find(|e| e.content["body"] == black_line.body.as_str())
            .expect("its event");
        let mentioned = event.content["m.mentions"]["user_ids"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert_eq!(mentioned.len(), 1, "{}", event.content);
        let black = players
            .iter()
            .find(|p| p.client.user_id().map(|u| u.as_str()) == mentioned[0].as_str())
            .expect("black is one of the players");
        blacks.push((black, announcement.event_id.clone()));
    }
    // In the first board's thread, white's move typed as chat and black's
    // resignation; the second board's black resigns from the room (a
    // player's command acts on the one board they sit at).
    let (first_black, first_root) = &blacks[0];
    let first = &announcements[0];
    let first_white = players
        .iter()
        .find(|p| first.body.contains(&format!("{} (blancas)", p.name)))
        .expect("white is named");
    first_white.say_in_thread(&room, first_root, "e3>c3").await;
    let moved = ana.text(&room, "Blancas: pase e3 → c3").await;
    assert_eq!(
        moved.thread.as_ref(),
        Some(first_root),
        "answered in the board's thread"
    );
    first_black
        .say_in_thread(&room, first_root, "!futbol rendirse")
        .await;
    blacks[1].0.say(&room, "!futbol rendirse").await;
    ana.nth(&room, "se rinde", 2).await;
    let standings = ana
        .wait_for(&room, "the standings picture", |s| {
            s.filename.as_deref() == Some("standings.png")
        })
        .await;
    let png = ana.download(&standings).await;
    image::load_from_memory(&png).expect("the standings decode as a PNG");
    ana.text(&room, "Clasificación tras la ronda 1 de 2").await;
    ana.text(&room, "ronda 2 de 2").await;
    drop(bot);
}

/// The daily summary comes in a direct room the bot opens with the player
/// (`is_direct`, the player invited), once: Ana, to move in three games,
/// takes it at the hour it is now in Madrid.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_summary_comes_in_a_direct_room() {
    let _shared = HOMESERVER.read().await;
    let (url, _dir, bot, bot_id) = bot_on_synapse().await;
    let (ana, beto) = (person(&url, "ana").await, person(&url, "beto").await);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (_, hour) = futbol_bot::host::digest::local_day_and_hour(Some("Europe/Madrid"), now);
    let game = futbol_bot::engine::Game::new(futbol_bot::engine::Variant::Futbol);
    let action = game.legal_actions()[0].to_string();
    let mut codes = Vec::new();
    let mut rooms = Vec::new();
    for _ in 0..3 {
        let room = new_room(&ana, &[&beto], &bot_id, false).await;
        beto.say(&room, "!futbol crear blancas").await;
        let created = beto.text(&room, "creada").await;
        let code = created.code();
        ana.say(&room, &format!("!futbol unirse {code}")).await;
        ana.text(&room, "se une con Negras").await;
        beto.say(&room, &action).await;
        ana.text(&room, "Juegan Negras").await;
        codes.push(code);
        rooms.push(room);
    }
    ana.say(&rooms[0], &format!("!futbol avisos resumen {hour}h"))
        .await;
    ana.text(&rooms[0], "un resumen al día").await;
    // Her zone: the hour has come there, and the next sweep looks.
    ana.say(&rooms[0], "!futbol zona Europe/Madrid").await;
    ana.text(&rooms[0], "Europe/Madrid").await;
    // The client lists an invited room as soon as its sync sees it, which
    // may be before it has stored the invite's own member event: until
    // then `invite_details` says `EventMissing`, so wait for both.
    let started = Instant::now();
    let (direct, details) = loop {
        if let Some(invited) = ana.client.invited_rooms().into_iter().next() {
            match invited.invite_details().await {
                Ok(details) => break (invited, details),
                Err(e) => assert!(
                    started.elapsed() < Duration::from_secs(60),
                    "invite details: {e:?}"
                ),
            }
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "no direct room"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(
        details.inviter.map(|m| m.user_id().to_owned()),
        Some(bot_id.clone())
    );
    assert!(direct.is_direct().await.unwrap_or(false), "marked direct");
    let id = direct.room_id().to_owned();
    ana.client
        .join_room_by_id(&id)
        .await
        .expect("join the direct room");
    let summary = ana.text(&id, "Resumen del día").await;
    assert!(
        summary.body.contains("te toca en 3 partidas"),
        "{}",
        summary.body
    );
    assert!(
        codes.iter().all(|code| summary.body.contains(code)),
        "{}",
        summary.body
    );
    drop(bot);
}

/// A takeback asked by command is accepted with the 👍 the bot put on its
/// request; a spectator's 👍 does nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_is_accepted_with_a_reaction() {
    let _shared = HOMESERVER.read().await;
    let (url, _dir, bot, bot_id) = bot_on_synapse().await;
    let (ana, beto, cris) = (
        person(&url, "ana").await,
        person(&url, "beto").await,
        person(&url, "cris").await,
    );
    let room = new_room(&ana, &[&beto, &cris], &bot_id, false).await;
    beto.say(&room, "!futbol crear blancas").await;
    let created = beto.text(&room, "creada").await;
    let code = created.code();
    ana.say(&room, &format!("!futbol unirse {code}")).await;
    ana.text(&room, "se une con Negras").await;
    let game = futbol_bot::engine::Game::new(futbol_bot::engine::Variant::Futbol);
    beto.say(&room, &game.legal_actions()[0].to_string()).await;
    ana.text(&room, "Juegan Negras").await;
    beto.say(&room, "!futbol deshacer").await;
    let request = ana.text(&room, "pide deshacer").await;
    // The bot's 👍 and 👎 on the request stand for its buttons.
    let started = Instant::now();
    let reacted = |key: &str| {
        ana.bot_events(&room).iter().any(|e| {
            e.kind == "m.reaction"
                && e.content["m.relates_to"]["event_id"] == request.event_id.as_str()
                && e.content["m.relates_to"]["key"] == key
        })
    };
    while !(reacted("👍") && reacted("👎")) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "no 👍/👎 on the request"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A spectator's 👍 is no answer; Beto's own neither.
    cris.react(&room, &request.event_id, "👍").await;
    beto.react(&room, &request.event_id, "👍").await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(ana.count(&room, "Se deshace"), 0, "{}", ana.shown(&room));
    ana.react(&room, &request.event_id, "👍").await;
    ana.text(&room, "Se deshace la última jugada de beto").await;
    assert_eq!(ana.count(&room, "Se deshace"), 1, "{}", ana.shown(&room));
    // A room set to French is answered in French, and French words are
    // commands too.
    ana.say(&room, "!futbol idioma fr").await;
    ana.text(&room, "Langue : français.").await;
    beto.say(&room, "!futbol nulle").await;
    ana.text(&room, " propose la nulle. ").await;
    // Beto plays again and resigns. `!futbol analizar` posts the game's
    // analysis, its chart an m.image; the bot's 🔍 on the record asks
    // again, answered from the store.
    beto.say(&room, &game.legal_actions()[0].to_string()).await;
    ana.text(&room, "Blancs : ").await;
    beto.say(&room, "!futbol rendirse").await;
    ana.text(&room, " abandonne. ").await;
    let record = ana.text(&room, "Partie #1 :").await;
    cris.say(&room, "!futbol analizar").await;
    ana.text(&room, "Analyse de la partie #1").await;
    let chart = ana
        .wait_for(&room, "the chart", |s| {
            s.filename.as_deref() == Some("analysis.png")
        })
        .await;
    let bytes = ana.download(&chart).await;
    let decoded = image::load_from_memory(&bytes).expect("the chart decodes");
    assert_eq!((decoded.width(), decoded.height()), (640, 360));
    let started = Instant::now();
    while !ana.bot_events(&room).iter().any(|e| {
        e.kind == "m.reaction"
            && e.content["m.relates_to"]["event_id"] == record.event_id.as_str()
            && e.content["m.relates_to"]["key"] == "🔍"
    }) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "no 🔍 on the record"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    ana.react(&room, &record.event_id, "🔍").await;
    let started = Instant::now();
    while ana.count(&room, "Analyse de la partie #1") < 2 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "🔍 did not analyse: {}",
            ana.shown(&room)
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A puzzle solved by typed answers, each answered by a reply (in
    // the room's French): the defender's replies, then the goal.
    let asked = cris.say(&room, "!futbol problema").await;
    let heading = answer(&cris, &room, asked).await;
    let id = (heading.split('#').nth(1))
        .and_then(|rest| rest.get(..6))
        .unwrap_or_else(|| panic!("no puzzle in {heading}"));
    let entry = futbol_bot::puzzles::bank::find(futbol_bot::engine::Variant::Futbol, id);
    let line = &entry.expect("a puzzle of the bank").puzzle.line;
    for (index, action) in line.iter().enumerate().step_by(2) {
        let asked = cris.say(&room, &format!("!futbol problema {action}")).await;
        let said = answer(&cris, &room, asked).await;
        match line.get(index + 1) {
            Some(reply) => assert!(
                said.contains(&format!("✓ {action}")) && said.contains(reply.as_str()),
                "{said}"
            ),
            None => assert!(said.contains('⚽'), "{said}"),
        }
    }
    // 90 s idle (the SDK's periodic tasks: key backups every 30 s, the
    // sync's long polls), then a clean stop; over the whole game, the idle
    // time and the stop, at the default level, the bot logged no warning
    // or error: nothing here was a fault. (The idle time runs beside the
    // file's other tests.)
    tokio::time::sleep(Duration::from_secs(90)).await;
    bot.terminate();
    let mut bot = bot;
    let stopped = tokio::task::spawn_blocking(move || {
        let status = bot.wait_exit(Duration::from_secs(15));
        (status, bot.log())
    });
    let (status, log) = stopped.await.expect("waited");
    assert!(
        status.is_some_and(|s| s.success()),
        "exit {status:?}\n{log}"
    );
    let faults: Vec<&str> = (log.lines())
        .filter(|l| l.contains(" WARN ") || l.contains(" ERROR "))
        .collect();
    assert!(
        faults.is_empty(),
        "{} warnings or errors:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// Ana farms her rating with an alt on Synapse: twenty short games (a
/// move each, the alt resigns, a rematch), paced to the limits. Three are
/// rated; the leaderboard does not list her and tells her why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alt_farms_three_rated_games_and_no_place() {
    let _shared = HOMESERVER.read().await;
    let (url, dir, bot, bot_id) = bot_on_synapse().await;
    let (ana, beto) = (person(&url, "ana").await, person(&url, "beto").await);
    let room = new_room(&ana, &[&beto], &bot_id, false).await;
    let pace = || tokio::time::sleep(Duration::from_millis(600));
    beto.say(&room, "!futbol crear blancas").await;
    let code = ana.text(&room, "creada").await.code();
    ana.say(&room, &format!("!futbol unirse {code}")).await;
    ana.text(&room, "se une con Negras").await;
    for game in 0..20 {
        // Beto has White first; each rematch swaps the seats.
        let (white, black) = match game % 2 {
            0 => (&beto, &ana),
            _ => (&ana, &beto),
        };
        pace().await;
        white.say(&room, "e3-e4").await;
        ana.nth(&room, "e3 → e4", game + 1).await;
        pace().await;
        black.say(&room, "e6-g4").await;
        ana.nth(&room, "e6 → g4", game + 1).await;
        pace().await;
        beto.say(&room, "!futbol rendirse").await;
        ana.nth(&room, "se rinde", game + 1).await;
        if game < 19 {
            pace().await;
            ana.say(&room, "!futbol revancha").await;
            pace().await;
            beto.say(&room, "!futbol revancha").await;
            ana.nth(&room, "¡Revancha!", game + 1).await;
        }
    }
    assert!(
        ana.count(&room, "Partida casual") >= 16,
        "{}",
        ana.shown(&room)
    );
    pace().await;
    ana.say(&room, "!futbol ranking").await;
    let board = ana.text(&room, "Aún no apareces").await;
    assert!(
        board.body.contains("rivales distintos: 4"),
        "{}",
        board.body
    );
    let ana_id = ana.client.user_id().expect("logged in").to_string();
    drop(bot);
    std::thread::sleep(Duration::from_millis(500));
    let store = futbol_bot::store::Store::open(dir.path()).expect("the store");
    let record = store
        .standing(
            futbol_bot::engine::Variant::Futbol,
            futbol_bot::host::Platform::Matrix,
            &ana_id,
        )
        .expect("read")
        .expect("rated");
    assert_eq!(record.games(), 3, "twenty games rate as three");
}
