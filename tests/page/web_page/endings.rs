//! Every ending reaches every open page, and the controls follow the
//! viewer (a player's, a spectator's; resigning asks).

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_game_ends_on_every_open_page_without_a_reload() {
    let server = Server::start().await;
    let base = &server.base;
    let driver = chromedriver().await;
    let names = ["Ana", "Beto", "Cris"];
    let mut players = Vec::new();
    for name in names {
        let client = browser(&driver, 1000, 900, "es").await;
        named(&client, base, name).await;
        players.push(client);
    }
    let ana = &players[0];
    ana.goto(&format!("{base}/t/new")).await.expect("the form");
    click(ana, "form.tournament button").await;
    shows(ana, "Torneo 1").await;
    for client in &players {
        client
            .goto(&format!("{base}/t/1"))
            .await
            .expect("the tournament");
        click(client, "#t-join").await;
    }
    ana.goto(&format!("{base}/t/1"))
        .await
        .expect("the tournament");
    click(ana, "#t-start").await;
    shows(ana, "ronda 1 de 3").await;
    // Two are paired; the third has the bye, and is told so.
    let (mut paired, mut bye) = (Vec::new(), None);
    for (client, name) in players.iter().zip(names) {
        client
            .goto(&format!("{base}/t/1"))
            .await
            .expect("the tournament");
        let link = eval(
            client,
            "const a = document.querySelector('.your-game a'); return a ? a.getAttribute('href') : null;",
        )
        .await;
        match link {
            Value::String(href) => paired.push((client, name, href)),
            _ => bye = Some((client, name)),
        }
    }
    let (watcher, watcher_name) = bye.expect("a bye");
    shows(watcher, &format!("Descansa: {watcher_name}")).await;
    assert_eq!(paired.len(), 2);
    let href = paired[0].2.clone();
    let code = href.trim_start_matches("/r/").to_string();
    // Both players and the third, who watches, open the board.
    for client in paired.iter().map(|p| p.0).chain([watcher]) {
        client
            .goto(&format!("{base}{href}"))
            .await
            .expect("the board");
        until(
            client,
            "the board",
            "document.getElementById('board').naturalWidth > 0",
        )
        .await;
    }
    until(
        watcher,
        "the watcher has no control",
        &format!("{PLAYER_CONTROLS} === 0"),
    )
    .await;
    // Whoever is to move resigns, with the button, and confirms.
    let mover = {
        let mut found = None;
        for (client, ..) in &paired {
            if eval(
                client,
                "return document.querySelector('#marks .mark.can') !== null;",
            )
            .await
                == Value::Bool(true)
            {
                found = Some(*client);
            }
        }
        found.expect("one of them is to move")
    };
    click(mover, "#controls button.danger").await;
    click(mover, "#confirm-yes").await;
    // Every open page shows the end at once: the banner and its result,
    // the board's header saying the result, no control, the way back.
    for client in paired.iter().map(|p| p.0).chain([watcher]) {
        until(
            client,
            "the banner",
            "!document.getElementById('banner').hidden",
        )
        .await;
        shows(client, "se rinde").await;
        until(
            client,
            "the final board",
            "document.getElementById('board').alt.includes('Fin: ganan')",
        )
        .await;
        until(client, "no control", &format!("{PLAYER_CONTROLS} === 0")).await;
        let link = eval(
            client,
            "const a = document.getElementById('tournament-link'); return a.hidden ? null : a.getAttribute('href');",
        )
        .await;
        assert_eq!(link, Value::String("/t/1".into()));
        shows(client, "Partida terminada").await;
    }
    assert!(
        server
            .host
            .room_state(code.parse().expect("code"))
            .is_none(),
        "the room closed with its game"
    );
    // The link leads to the tournament, with the next round.
    click(watcher, "#tournament-link").await;
    until(watcher, "the tournament", "location.pathname === '/t/1'").await;
    for client in players {
        client.close().await.expect("close");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn controls_follow_the_viewer_and_resigning_asks() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    let driver = chromedriver().await;
    let ana = browser(&driver, 1000, 900, "es").await;
    let beto = browser(&driver, 1000, 900, "es").await;
    let cris = browser(&driver, 1000, 900, "es").await;
    let code = create_room(&ana, &base, "Ana").await;
    // The creator waits: the code and the link, no Join, nobody to move.
    until(
        &ana,
        "waiting",
        "!document.getElementById('waiting').hidden",
    )
    .await;
    shows(&ana, "Esperando rival").await;
    let join_buttons = "[...document.querySelectorAll('button')].filter(b => b.offsetParent && b.textContent === 'Unirse').length";
    assert_eq!(
        eval(&ana, &format!("return {join_buttons};")).await,
        Value::from(0)
    );
    // A visitor with a name who follows the link is asked; Cris watches.
    named(&cris, &base, "Cris").await;
    cris.goto(&format!("{base}/r/{code}"))
        .await
        .expect("the link");
    until(
        &cris,
        "the question",
        "!document.getElementById('seat-ask').hidden",
    )
    .await;
    shows(&cris, "Jugar con negras").await;
    click(&cris, "#just-watch").await;
    until(
        &cris,
        "the question gone",
        "document.getElementById('seat-ask').hidden",
    )
    .await;
    // Beto is asked too, and plays.
    named(&beto, &base, "Beto").await;
    beto.goto(&format!("{base}/r/{code}"))
        .await
        .expect("the link");
    until(
        &beto,
        "the question",
        "!document.getElementById('seat-ask').hidden",
    )
    .await;
    let state = host.room_state(code.parse().expect("code")).expect("room");
    assert!(state.seats.black.is_none(), "asked, not seated");
    click(&beto, "#take-seat").await;
    shows(&beto, "Beto se une con Negras").await;
    let state = host.room_state(code.parse().expect("code")).expect("room");
    assert_eq!(state.seats.black.map(|p| p.name).as_deref(), Some("Beto"));
    assert!(
        state.seats.white.is_some_and(|p| p.name == "Ana"),
        "Cris only watches"
    );
    // The spectator has no move, draw or resign control, and no question.
    until(
        &cris,
        "the game going",
        "document.getElementById('turn').textContent === 'Le toca a Ana'",
    )
    .await;
    assert_eq!(
        eval(&cris, &format!("return {PLAYER_CONTROLS};")).await,
        Value::from(0)
    );
    assert_eq!(
        eval(&cris, "return document.getElementById('seat-ask').hidden;").await,
        Value::Bool(true)
    );
    // Ana's menu: ArrowDown moves through it and plays nothing.
    until(
        &ana,
        "her menu",
        "document.querySelector('#controls select')",
    )
    .await;
    let before = serial(&host, &code);
    let lines = "document.querySelectorAll('#log .msg').length";
    let shown = eval(&ana, &format!("return {lines};")).await;
    let menu = ana
        .find(fantoccini::Locator::Css("#controls select"))
        .await
        .expect("the menu");
    for _ in 0..3 {
        menu.send_keys(&char::from(Key::Down).to_string())
            .await
            .expect("arrow down");
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(serial(&host, &code), before, "nothing played");
    assert_eq!(
        eval(&ana, &format!("return {lines};")).await,
        shown,
        "nothing asked"
    );
    // Enter is the choice: the piece's actions come, privately.
    menu.send_keys(&char::from(Key::Enter).to_string())
        .await
        .expect("enter");
    until(
        &ana,
        "the action menu",
        "document.querySelector('#step select')",
    )
    .await;
    assert_eq!(
        serial(&host, &code),
        before,
        "choosing a piece plays nothing"
    );
    // Resign asks, the safe answer focused; No changes nothing.
    click(&ana, "#controls button.danger").await;
    until(
        &ana,
        "the question",
        "!document.getElementById('confirm').hidden",
    )
    .await;
    assert_eq!(
        eval(&ana, "return document.activeElement.id;").await,
        Value::String("confirm-no".into())
    );
    shows(&ana, "¿Rendirte?").await;
    click(&ana, "#confirm-no").await;
    until(
        &ana,
        "the question gone",
        "document.getElementById('confirm').hidden",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let state = host.room_state(code.parse().expect("code")).expect("room");
    assert_eq!(state.serial, before, "nothing changed");
    assert!(state.ending.is_none(), "the game goes on");
    // Yes resigns: every page shows the end.
    click(&ana, "#controls button.danger").await;
    click(&ana, "#confirm-yes").await;
    for page in [&ana, &beto, &cris] {
        until(
            page,
            "the banner",
            "!document.getElementById('banner').hidden",
        )
        .await;
        shows(page, "Ana se rinde").await;
    }
    // Rematch is for the players only.
    let rematch = "[...document.querySelectorAll('#controls button')].filter(b => b.textContent === 'Revancha').length";
    assert_eq!(
        eval(&beto, &format!("return {rematch};")).await,
        Value::from(1)
    );
    assert_eq!(
        eval(&cris, &format!("return {rematch};")).await,
        Value::from(0)
    );
    for page in [ana, beto, cris] {
        page.close().await.expect("close");
    }
}
