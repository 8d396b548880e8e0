//! A futbol game by clicks with a spectator and the lobby, and a local
//! room.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_futbol_game_by_clicks_with_a_spectator_and_the_lobby() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    let driver = chromedriver().await;
    let ana = browser(&driver, 1280, 900, "es").await;
    let beto = browser(&driver, 1100, 800, "en").await;
    // Cris's browser speaks Arabic: the page is laid out right to left
    // (the board is not), and the room's lines read in Arabic too.
    let cris = browser(&driver, 420, 900, "ar").await;

    // Ana creates a room: her page shows the code, the link and that it
    // waits for an opponent, before anyone joins.
    home(&ana, &base, "Ana").await;
    click(&ana, "#create").await;
    until(&ana, "the room page", "location.pathname.startsWith('/r/')").await;
    let url = ana.current_url().await.expect("url");
    let code_text = url.path().trim_start_matches("/r/").to_string();
    let code: RoomCode = code_text.parse().expect("a code");
    shows(&ana, &format!("Sala {code_text} creada")).await;
    until(
        &ana,
        "waiting",
        "!document.getElementById('waiting').hidden",
    )
    .await;
    shows(&ana, "Esperando rival").await;
    let link = eval(&ana, "return document.getElementById('share-link').href;").await;
    assert!(
        link.as_str()
            .is_some_and(|l| l.ends_with(&format!("/r/{code_text}")))
    );
    assert_eq!(
        eval(
            &ana,
            "return document.getElementById('room-code').textContent;"
        )
        .await,
        Value::String(code_text.clone())
    );
    assert!(!text(&ana).await.contains("vuelve a su sitio"));

    // The lobby lists the room; Beto joins from it, and it leaves the
    // lobby of a page that stays open (Cris's).
    let entry = format!("#lobby li[data-code='{code_text}']");
    home(&cris, &base, "Cris").await;
    until(
        &cris,
        "the room in the lobby",
        &format!("document.querySelector(\"{entry}\")"),
    )
    .await;
    shows(&cris, "غرف تنتظر خصمًا").await;
    until(
        &cris,
        "right to left",
        "document.documentElement.dir === 'rtl'",
    )
    .await;
    home(&beto, &base, "Beto").await;
    until(
        &beto,
        "the room in the lobby",
        &format!("document.querySelector(\"{entry}\")"),
    )
    .await;
    shows(&beto, "Rooms waiting for an opponent").await;
    click(&beto, &format!("{entry} button")).await;
    until(
        &beto,
        "the room page",
        "location.pathname.startsWith('/r/')",
    )
    .await;
    shows(&ana, "Beto se une con Negras").await;
    until(
        &cris,
        "the room gone from the lobby",
        &format!("!document.querySelector(\"{entry}\")"),
    )
    .await;
    until(
        &ana,
        "no longer waiting",
        "document.getElementById('waiting').hidden",
    )
    .await;
    // Cris watches, by code.
    type_into(&cris, "#code", &code_text).await;
    click(&cris, "#join").await;
    // Her window is a phone's width: the chat is a drawer she opens.
    until(
        &cris,
        "the room page",
        "document.getElementById('chat-toggle')",
    )
    .await;
    click(&cris, "#chat-toggle").await;
    // Told in her own language.
    let arabic = futbol_bot::i18n::Say(futbol_bot::i18n::Lang::Ar);
    shows(&cris, &arabic.spectating("Cris", &code_text)).await;
    shows(&cris, "نسخ الرابط").await;
    until(
        &cris,
        "a board laid out left to right",
        "getComputedStyle(document.querySelector('.board-wrap')).direction === 'ltr'",
    )
    .await;
    shows(&beto, "Copy link").await;
    shows(&ana, "Copiar enlace").await;

    // Each player sees their side: Black's picture is the flipped one.
    let serial = host.room_state(code).expect("room").serial;
    for page in [&ana, &beto, &cris] {
        shows_serial(page, serial).await;
    }
    let src = |page: &Client| {
        let page = page.clone();
        async move { eval(&page, "return document.getElementById('board').src;").await }
    };
    // Each page reads the board in its own language (issue 75): the
    // room's Spanish for Ana, English for Beto, Arabic for Cris, each
    // picture's header in it too.
    assert!(
        src(&ana)
            .await
            .as_str()
            .is_some_and(|s| s.ends_with(&format!("/{serial}.png")))
    );
    assert!(
        src(&beto)
            .await
            .as_str()
            .is_some_and(|s| s.ends_with(&format!("/{serial}.en-b.png")))
    );
    assert!(
        src(&cris)
            .await
            .as_str()
            .is_some_and(|s| s.ends_with(&format!("/{serial}.ar.png")))
    );
    // The picture's alt is the position in words, in the page's language.
    let alts = [
        (&ana, "Tablero: futbol. Blancas 0 – 0 Negras.", "Portero d1"),
        (&beto, "Board: futbol.", "Goalkeeper d1"),
        (&cris, "اللوحة: futbol.", "حارس d1"),
    ];
    for (page, starts, piece) in alts {
        let alt = eval(page, "return document.getElementById('board').alt;").await;
        let alt = alt.as_str().unwrap_or_default();
        assert!(alt.starts_with(starts) && alt.contains(piece), "{alt}");
    }
    until(
        &ana,
        "her pieces marked",
        "document.querySelector('#marks .mark.can')",
    )
    .await;
    assert!(
        in_lower_half(&ana, "e3").await,
        "White's e3 is near White's edge"
    );
    until(&ana, "the title", "document.title.startsWith('¡Te toca!')").await;

    // A whole game to two goals, by clicks only.
    let (white, black) = (&ana, &beto);
    let game: [(&Client, &str, &str, &str); 11] = [
        (white, "e3", "e4", "e3-e4"),
        (black, "e6", "g4", "e6-g4"),
        (white, "e4", "e5", "e4-e5"),
        (black, "b7", "a8", "b7-a8"),
        (white, "e5", "e8", "e5>e8"),
        (black, "e6", "e4", "e6>e4"),
        (white, "c3", "e4", "c3-e4"),
        (black, "e6", "g4", "e6-g4"),
        (white, "e4", "e5", "e4-e5"),
        (black, "b7", "a8", "b7-a8"),
        (white, "e5", "e8", "e5>e8"),
    ];
    let mut serial = serial;
    for (n, (player, from, to, action)) in game.into_iter().enumerate() {
        if n == 1 {
            until(
                black,
                "Black's pieces marked",
                "document.querySelector('#marks .mark.can')",
            )
            .await;
            assert!(
                in_lower_half(black, "e6").await,
                "Black's e6 is near Black's edge"
            );
        }
        if n == 4 {
            // Mid-game with a piece picked, for the README.
            click_square(player, from).await;
            until(
                player,
                "its targets",
                "document.querySelector('#marks .mark.to')",
            )
            .await;
            let png = player.screenshot().await.expect("screenshot");
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
            std::fs::write(dir.join("target/web-game.png"), &png).expect("screenshot");
            if std::env::var_os("UPDATE_SCREENSHOT").is_some() {
                std::fs::write(dir.join("docs/web.png"), &png).expect("docs/web.png");
            }
            click_square(player, to).await;
        } else {
            play(player, from, to, action).await;
        }
        serial = next_serial(&host, code, serial).await;
        for page in [&ana, &beto, &cris] {
            shows_serial(page, serial).await;
        }
        let moves = eval(&cris, "return document.getElementById('moves').innerText;").await;
        assert!(
            moves.as_str().is_some_and(|m| m.contains(action)),
            "the spectator's move list has {action}: {moves}"
        );
    }
    for page in [&ana, &beto, &cris] {
        shows(page, "2 – 0").await;
    }
    let won = futbol_bot::i18n::Say(futbol_bot::i18n::Lang::Ar)
        .won(futbol_bot::engine::Team::White, "Ana");
    shows(&cris, &won).await;
    shows(&ana, "Fin de la partida: ganan Blancas (Ana)").await;
    shows(&beto, "Game over").await;

    // The end of the game: its replay shows inline in every window (a GIF
    // the browser decoded), with a download link for it and for the
    // record, which replays to the final position.
    for page in [&ana, &beto, &cris] {
        until(
            page,
            "the replay",
            "[...document.querySelectorAll('#log img.replay')].some(i => i.complete && i.naturalWidth > 600)",
        )
        .await;
    }
    let record = eval(
        &cris,
        "const a = document.querySelector('#log a.file[download$=\".txt\"]'); \
         return fetch(a.href).then(r => r.text());",
    )
    .await;
    let record = Record::parse(record.as_str().unwrap_or_default()).expect("the record replays");
    let (position, moves) = host.game_text(code).expect("the room is still open");
    assert_eq!(
        record.end.to_string(),
        position,
        "the record ends where the game did"
    );
    assert_eq!(record.actions, moves);
    let gif = eval(
        &cris,
        "const i = document.querySelector('#log img.replay'); \
         return fetch(i.src).then(r => r.arrayBuffer()).then(b => b.byteLength);",
    )
    .await;
    assert!(
        gif.as_u64().is_some_and(|n| n > 1000 && n <= 640 * 1024),
        "{gif}"
    );
    eval(
        &ana,
        "document.querySelector('#log img.replay').scrollIntoView();",
    )
    .await;
    let png = ana.screenshot().await.expect("screenshot");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::write(dir.join("target/web-end.png"), &png).expect("screenshot");
    let png = cris.screenshot().await.expect("screenshot");
    std::fs::write(dir.join("target/web-end-ar.png"), &png).expect("screenshot");

    // Chat: HTML is shown as text; an overlong line is refused.
    type_into(&cris, "#say", "<b>hola</b>").await;
    click(&cris, "#send").await;
    shows(&ana, "Cris: <b>hola</b>").await;
    assert_eq!(
        eval(&ana, "return document.querySelector('#log b') === null;").await,
        Value::Bool(true),
        "HTML was not escaped"
    );
    eval(
        &cris,
        "document.getElementById('say').removeAttribute('maxlength');",
    )
    .await;
    type_into(&cris, "#say", &"x".repeat(600)).await;
    click(&cris, "#send").await;
    shows(&cris, "demasiado largo").await;

    // Reopening the page: back in her seat.
    ana.refresh().await.expect("reload");
    shows(&ana, "Ana vuelve a su sitio (Blancas)").await;

    // boyer, a local room: a move, then a kick, then "end turn", by clicks.
    local_room(&ana, &base, "boyer").await;
    click_square(&ana, "d1").await;
    click_square(&ana, "d4").await;
    shows(&ana, "d1-d4 …").await;
    click_square(&ana, "e5").await;
    click_square(&ana, "f6").await;
    shows(&ana, "d1-d4 e5>f6 …").await;
    click(&ana, "#controls button.primary").await;
    until(
        &ana,
        "the whole turn in the move list",
        "[...document.querySelectorAll('#moves .move')].some(m => m.textContent === 'd1-d4 e5>f6')",
    )
    .await;

    // chessfootball, a local room: a placement, by a square and a piece.
    local_room(&ana, &base, "chessfootball").await;
    click_square(&ana, "e4").await;
    click(&ana, "#chooser button[data-text='N@e4']").await;
    until(
        &ana,
        "the placement in the move list",
        "[...document.querySelectorAll('#moves .move')].some(m => m.textContent === 'N@e4')",
    )
    .await;

    for client in [ana, beto, cris] {
        let _ = client.close().await;
    }
}

/// Creates a local room of `variant` from the home page.
async fn local_room(client: &Client, base: &str, variant: &str) {
    client.goto(&format!("{base}/")).await.expect("home");
    eval(
        client,
        &format!(
            "document.getElementById('variant').value = '{variant}'; \
             document.getElementById('mode').value = 'local';"
        ),
    )
    .await;
    click(client, "#create").await;
    until(
        client,
        "the room page",
        "location.pathname.startsWith('/r/')",
    )
    .await;
    until(
        client,
        "its pieces marked",
        "document.querySelector('#marks .mark.can')",
    )
    .await;
}
