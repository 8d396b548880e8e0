//! The page as players live in it, in real headless Chromium: a game that
//! ends (here a tournament's, which closes its room) changes every open
//! page at once; resigning asks first; a spectator gets no player's
//! control; a visitor who follows a link chooses to play or watch; moving
//! through a menu with the arrow keys plays nothing; an English browser
//! gets English everywhere and no page shows another language's word;
//! axe-core finds nothing serious, in Spanish and Arabic; and on a phone
//! nothing scrolls sideways and every control is big enough for a finger.

use testkit::page;

use fantoccini::Client;
use fantoccini::key::Key;
use futbol_bot::host::{Host, RoomCode};
use page::*;
use serde_json::Value;
use std::collections::BTreeSet;
use std::time::Duration;

/// Opens the home page with `name` saved as the visitor's name.
async fn named(client: &Client, base: &str, name: &str) {
    client.goto(&format!("{base}/")).await.expect("home");
    eval(
        client,
        &format!("document.cookie = 'fb_name={name}; path=/'; return 1;"),
    )
    .await;
}

/// Creates an online `futbol` room from the home page; its code.
async fn create_room(client: &Client, base: &str, name: &str) -> String {
    named(client, base, name).await;
    client.goto(&format!("{base}/")).await.expect("home");
    click(client, "#create").await;
    until(
        client,
        "the room page",
        "location.pathname.startsWith('/r/')",
    )
    .await;
    let url = client.current_url().await.expect("url");
    let code = url.path().trim_start_matches("/r/").to_string();
    until(
        client,
        "the board",
        "document.getElementById('board').dataset.serial",
    )
    .await;
    code
}

/// How many controls only a player uses the page shows (the move menu,
/// draw, resign, end turn, the board's marks).
const PLAYER_CONTROLS: &str =
    "document.querySelectorAll('#controls button, #controls select, #marks .mark').length";

/// The host's serial of room `code`.
fn serial(host: &Host, code: &str) -> u32 {
    let code: RoomCode = code.parse().expect("a code");
    host.room_state(code).map_or(0, |s| s.serial)
}

/// Ana and Beto play `games` rated games through the host (Ana wins);
/// Ana has a profile at `/u/web-ana`.
async fn rated_games(host: std::sync::Arc<Host>, games: usize) {
    tokio::task::spawn_blocking(move || {
        for n in 0..games {
            let channel = format!("setup{n}");
            let created = ask(&host, &channel, "web-ana", "Ana", "crear blancas");
            let code = created.iter().find_map(|r| r.room).expect("a room");
            ask(
                &host,
                &channel,
                "web-beto",
                "Beto",
                &format!("unirse {code}"),
            );
            ask(&host, &channel, "web-ana", "Ana", "mover e3-e4");
            ask(&host, &channel, "web-beto", "Beto", "rendirse");
        }
    })
    .await
    .expect("games");
}

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
        "document.querySelector('#log .msg.private .controls select')",
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

/// The words of each language's page catalogue (`texts/locales/*/page.ftl`),
/// of four letters or more, lower case: its texts, not its ids or
/// variables.
fn vocabulary() -> Vec<(String, BTreeSet<String>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/texts/locales");
    ["es", "en", "ar", "ru", "de"]
        .iter()
        .map(|lang| {
            let text =
                std::fs::read_to_string(format!("{dir}/{lang}/page.ftl")).expect("catalogue");
            let mut texts = String::new();
            for line in text.lines().filter(|l| l.starts_with("page-")) {
                let value = line.split_once(" = ").map_or("", |(_, v)| v);
                let plain: String = value
                    .split('{')
                    .map(|p| p.split_once('}').map_or(p, |(_, t)| t))
                    .collect();
                texts.push_str(&format!("{plain}\n"));
            }
            (lang.to_string(), words(&texts))
        })
        .collect()
}

fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
        .collect()
}

/// Everything a page says, shown or read out: its text, and its
/// pictures' and controls' alternative texts, names and placeholders.
const SAID: &str = "const parts = [document.title, document.body.innerText];\
    for (const e of document.querySelectorAll('[alt], [title], [placeholder], [aria-label]'))\
      for (const a of ['alt', 'title', 'placeholder', 'aria-label']) if (e.getAttribute(a)) parts.push(e.getAttribute(a));\
    return parts.join('\\n');";

/// Words the page shows in `lang` that belong to another language's
/// catalogue and not to this one's; in Arabic and Russian, any Latin
/// word that is not a name, a code, a move or a command.
fn foreign(
    lang: &str,
    said: &str,
    vocabulary: &[(String, BTreeSet<String>)],
    data: &[&str],
) -> Vec<String> {
    let own = &vocabulary.iter().find(|(l, _)| l == lang).expect("lang").1;
    let latin_script = matches!(lang, "ar" | "ru");
    // Room codes and examples of one: four capital letters.
    let codes: BTreeSet<String> = said
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.len() == 4 && w.chars().all(|c| c.is_ascii_uppercase()))
        .map(str::to_lowercase)
        .collect();
    let mut found = Vec::new();
    for word in words(said) {
        if own.contains(&word)
            || codes.contains(&word)
            || data.iter().any(|d| d.eq_ignore_ascii_case(&word))
        {
            continue;
        }
        let theirs = vocabulary
            .iter()
            .any(|(l, words)| l != lang && words.contains(&word));
        let latin = word.chars().all(|c| c.is_ascii_alphabetic());
        if theirs || (latin_script && latin) {
            found.push(word);
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_language_on_every_page_and_no_foreign_word() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    rated_games(host.clone(), 3).await;
    let driver = chromedriver().await;
    // An English browser: every page, and the room and tournament it
    // creates, speak English.
    let ann = browser(&driver, 1000, 900, "en-US").await;
    let code = create_room(&ann, &base, "Ann").await;
    shows(&ann, &format!("Room {code} created")).await;
    shows(&ann, "Waiting for an opponent").await;
    until(
        &ann,
        "the board in English",
        "document.getElementById('board').alt.startsWith('Board: futbol')",
    )
    .await;
    ann.goto(&format!("{base}/t/new")).await.expect("the form");
    shows(&ann, "Create").await;
    click(&ann, "form.tournament button").await;
    shows(&ann, "Tournament 1").await;
    click(&ann, "#t-join").await;
    // The form's answer is the tournament's page again, without the join
    // button: going elsewhere before it came would cancel the join.
    until(
        &ann,
        "the join answered",
        "!document.getElementById('t-join')",
    )
    .await;
    // A second player joins in the tournament's channel; Ann starts it.
    let tournament = host.tournament_record(1).expect("the tournament");
    let channel = tournament.channel.clone();
    let joiner = host.clone();
    tokio::task::spawn_blocking(move || {
        ask(&joiner, &channel, "web-zoe", "Zoe", "torneo unirse 1")
    })
    .await
    .expect("joined");
    ann.goto(&format!("{base}/t/1"))
        .await
        .expect("the tournament");
    click(&ann, "#t-start").await;
    // Likewise the start.
    until(
        &ann,
        "the start sent",
        "!document.getElementById('t-start')",
    )
    .await;
    ann.goto(&format!("{base}/t/1"))
        .await
        .expect("the tournament");
    until(&ann, "her board", "document.querySelector('.your-game a')").await;
    click(&ann, ".your-game a").await;
    until(
        &ann,
        "the board",
        "document.getElementById('board').dataset.serial",
    )
    .await;
    until(
        &ann,
        "the tournament's board in English",
        "document.getElementById('board').alt.startsWith('Board: futbol')",
    )
    .await;
    shows(&ann, "Resign").await;
    ann.close().await.expect("close");

    // Every page in each language: no word of another language.
    let vocabulary = vocabulary();
    let data = [
        "futbol",
        "boyer",
        "chessfootball",
        "futbol-bot",
        "Ana",
        "Beto",
        "Zoe",
        "Ann",
        "Cris",
        "Español",
        "English",
        "Português",
        "Français",
        "Deutsch",
        "Italiano",
        "replay",
        "Enter",
        "http",
        &code,
    ];
    let pages = [
        "/".to_string(),
        "/ranking".into(),
        "/u/web-ana".into(),
        "/me".into(),
        "/t/new".into(),
        "/t/1".into(),
        "/nothing-here".into(),
    ];
    let mut problems = Vec::new();
    for lang in ["es", "en", "ar", "ru", "de"] {
        let client = browser(&driver, 1000, 900, lang).await;
        // A room this visitor creates speaks their language, bot and all.
        let own = create_room(&client, &base, "Cris").await;
        let pages = pages.iter().cloned().chain([format!("/r/{own}")]);
        for path in pages {
            client.goto(&format!("{base}{path}")).await.expect("a page");
            // The room page fills itself from its socket.
            if path.starts_with("/r/") {
                until(
                    &client,
                    "the board",
                    "document.getElementById('board').dataset.serial",
                )
                .await;
            }
            until(
                &client,
                "its language",
                &format!("document.documentElement.lang === '{lang}'"),
            )
            .await;
            let said = eval(&client, SAID).await;
            let said = said.as_str().unwrap_or_default();
            for word in foreign(lang, said, &vocabulary, &data) {
                problems.push(format!("{lang} {path}: {word}"));
            }
        }
        client.close().await.expect("close");
    }
    assert!(
        problems.is_empty(),
        "words of another language:\n{}",
        problems.join("\n")
    );
    // The check can fail: a Spanish word on an English page is found.
    assert_eq!(
        foreign("en", "Clasificación", &vocabulary, &[]),
        ["clasificación"]
    );
    assert_eq!(foreign("ru", "ranking", &vocabulary, &[]), ["ranking"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accessible_in_spanish_and_arabic_and_fits_a_phone() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    rated_games(host.clone(), 3).await;
    let driver = chromedriver().await;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    let mut problems = Vec::new();
    // German too: the longest words of the eight languages, on a phone.
    for lang in ["es", "ar", "de"] {
        // A player on a phone, an opponent, and a spectator on a phone.
        let player = phone(&driver, lang).await;
        let code = create_room(&player, &base, "Ana").await;
        let opponent = browser(&driver, 1000, 900, lang).await;
        named(&opponent, &base, "Beto").await;
        opponent
            .goto(&format!("{base}/r/{code}?join=1"))
            .await
            .expect("join");
        until(
            &player,
            "her turn",
            "document.querySelector('#marks .mark.can')",
        )
        .await;
        let spectator = phone(&driver, lang).await;
        named(&spectator, &base, "Cris").await;
        spectator
            .goto(&format!("{base}/r/{code}"))
            .await
            .expect("watch");
        until(
            &spectator,
            "the board",
            "document.getElementById('board').naturalWidth > 0",
        )
        .await;
        until(
            &player,
            "the board",
            "document.getElementById('board').naturalWidth > 0",
        )
        .await;
        for (who, page) in [("player", &player), ("spectator", &spectator)] {
            for found in axe(page).await {
                problems.push(format!("{lang} {who}'s room: {found}"));
            }
            for found in layout_problems(page).await {
                problems.push(format!("{lang} {who}'s room on a phone: {found}"));
            }
            let png = page.screenshot().await.expect("screenshot");
            std::fs::write(dir.join(format!("web-phone-{who}-{lang}.png")), &png)
                .expect("screenshot");
        }
        // The board, the turn and the player's controls on the first screen.
        let below = eval(
            &player,
            "const h = window.innerHeight; return ['board', 'turn', 'controls']\
               .filter((id) => document.getElementById(id).getBoundingClientRect().bottom > h);",
        )
        .await;
        if below != Value::Array(Vec::new()) {
            problems.push(format!("{lang}: below the first screen: {below}"));
        }
        // The chat is a drawer that opens over the board's lower part.
        click(&player, "#chat-toggle").await;
        until(
            &player,
            "the chat",
            "getComputedStyle(document.getElementById('side')).visibility === 'visible'",
        )
        .await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let png = player.screenshot().await.expect("screenshot");
        std::fs::write(dir.join(format!("web-phone-chat-{lang}.png")), &png).expect("screenshot");
        for found in layout_problems(&player).await {
            problems.push(format!("{lang} chat drawer: {found}"));
        }
        // Every other page, on a phone and checked by axe.
        let t = player.clone();
        t.goto(&format!("{base}/t/new")).await.expect("the form");
        click(&t, "form.tournament button").await;
        until(
            &t,
            "the tournament",
            "location.pathname.startsWith('/t/') && location.pathname !== '/t/new'",
        )
        .await;
        let tournament = t.current_url().await.expect("url").path().to_string();
        for path in [
            "/",
            "/ranking",
            "/u/web-ana",
            "/t/new",
            tournament.as_str(),
            "/me",
        ] {
            player.goto(&format!("{base}{path}")).await.expect("a page");
            until(
                &player,
                "its language",
                &format!("document.documentElement.lang === '{lang}'"),
            )
            .await;
            if path == "/u/web-ana" {
                until(
                    &player,
                    "the chart",
                    "document.querySelector('img.chart').naturalWidth > 0",
                )
                .await;
            }
            for found in axe(&player).await {
                problems.push(format!("{lang} {path}: {found}"));
            }
            for found in layout_problems(&player).await {
                problems.push(format!("{lang} {path} on a phone: {found}"));
            }
        }
        for page in [player, opponent, spectator] {
            page.close().await.expect("close");
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A finished game's link opens its own page (`/g/ID`); its button asks
/// for the analysis, the page follows until it comes, then shows the
/// chart and steps through the moves with the keyboard, the board
/// following. Checked by axe, on a desktop and on a phone, in Spanish
/// and Arabic; a post without the session's page is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysed_game_steps_through_its_moves_on_its_page() {
    let server = Server::start().await;
    let base = server.base.clone();
    let driver = chromedriver().await;
    let ana = browser(&driver, 1280, 900, "es").await;
    let code = create_room(&ana, &base, "Ana").await;
    let beto = browser(&driver, 1000, 900, "es").await;
    named(&beto, &base, "Beto").await;
    beto.goto(&format!("{base}/r/{code}?join=1"))
        .await
        .expect("join");
    // Whoever is to move plays the first action it is offered, twice
    // over; then the one to move resigns.
    for _ in 0..2 {
        let mut mover = None;
        for _ in 0..100 {
            for page in [&ana, &beto] {
                let can = "return document.querySelector('#marks .mark.can') !== null;";
                if eval(page, can).await == Value::Bool(true) {
                    mover = Some(page);
                }
            }
            if mover.is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let mover = mover.expect("someone is to move");
        let from = eval(
            mover,
            "return document.querySelector('#marks .mark.can').dataset.square;",
        )
        .await;
        click_square(mover, from.as_str().expect("a square")).await;
        let to = eval(
            mover,
            "return document.querySelector('#marks .mark.to').dataset.square;",
        )
        .await;
        click_square(mover, to.as_str().expect("a square")).await;
        let chooser = "return document.querySelector('#chooser button[data-text]') !== null;";
        if eval(mover, chooser).await == Value::Bool(true) {
            click(mover, "#chooser button[data-text]").await;
        }
        until(
            mover,
            "the move played",
            "document.querySelector('#marks .mark.can') === null",
        )
        .await;
    }
    let mover = match eval(
        &ana,
        "return document.querySelector('#marks .mark.can') !== null;",
    )
    .await
    {
        Value::Bool(true) => &ana,
        _ => &beto,
    };
    click(mover, "#controls button.danger").await;
    click(mover, "#confirm-yes").await;
    // The record's line has the game's page as a link.
    until(
        &ana,
        "the analysis link",
        "document.querySelector('#log a.button[href^=\"/g/\"]')",
    )
    .await;
    let href = eval(
        &ana,
        "return document.querySelector('#log a.button[href^=\"/g/\"]').getAttribute('href');",
    )
    .await;
    let path = href.as_str().expect("a link").to_string();
    assert_eq!(path, "/g/1");
    click(&ana, "#log a.button[href^=\"/g/\"]").await;
    until(&ana, "the game's page", "location.pathname === '/g/1'").await;
    shows(&ana, "Analizar esta partida").await;
    // A post from elsewhere (no session, no same origin) does nothing.
    let host = base.trim_start_matches("http://");
    let forged = format!(
        "POST /g/1/analyse HTTP/1.1\r\nHost: {host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    );
    assert_eq!(http_status(&base, &forged), 401);
    let beyond = format!("GET /g/1/2000.png HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    assert_eq!(http_status(&base, &beyond), 404);
    click(&ana, "main form button").await;
    until(&ana, "the analysis", "document.getElementById('stepper')").await;
    until(
        &ana,
        "the chart",
        "document.querySelector('img.chart').naturalWidth === 640",
    )
    .await;
    until(
        &ana,
        "the board",
        "document.getElementById('step-board').naturalWidth > 0",
    )
    .await;
    let current = "return document.querySelector('#stepper a[aria-current]').dataset.step;";
    assert_eq!(eval(&ana, current).await, Value::String("0".into()));
    // The keyboard steps, the board and its caption follow.
    ana.active_element().await.expect("focus");
    eval(
        &ana,
        "document.querySelector('#stepper a[data-step=\"0\"]').focus(); return 1;",
    )
    .await;
    ana.active_element()
        .await
        .expect("focused")
        .send_keys(&Key::Right.to_string())
        .await
        .expect("right");
    assert_eq!(eval(&ana, current).await, Value::String("1".into()));
    until(
        &ana,
        "the second board",
        "document.getElementById('step-board').getAttribute('src') === '/g/1/1.png'",
    )
    .await;
    let focused = "return document.activeElement.dataset.step;";
    assert_eq!(eval(&ana, focused).await, Value::String("1".into()));
    ana.active_element()
        .await
        .expect("focused")
        .send_keys(&Key::End.to_string())
        .await
        .expect("end");
    assert_eq!(eval(&ana, current).await, Value::String("2".into()));
    shows(&ana, "Fin de la partida").await;
    until(
        &ana,
        "the last board",
        "document.getElementById('step-board').naturalWidth > 0",
    )
    .await;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    let mut problems = Vec::new();
    for found in axe(&ana).await {
        problems.push(format!("es desktop: {found}"));
    }
    let png = ana.screenshot().await.expect("screenshot");
    std::fs::write(dir.join("web-analysis-desktop-es.png"), &png).expect("screenshot");
    // Without the script: a link per move, the page made again.
    ana.goto(&format!("{base}/g/1?n=1")).await.expect("a step");
    assert_eq!(eval(&ana, current).await, Value::String("1".into()));
    let ready = [
        "document.getElementById('step-board').naturalWidth > 0",
        "document.querySelector('img.chart').naturalWidth > 0",
    ];
    problems.extend(on_phones(&driver, &format!("{base}/g/1"), &ready, "web-analysis").await);
    assert!(problems.is_empty(), "{problems:#?}");
    for page in [ana, beto] {
        page.close().await.expect("close");
    }
}

/// The value of the option of the page's first menu whose label ends
/// with `end`, chosen; the menu's form sent.
async fn choose_option(client: &Client, end: &str) -> String {
    let script = format!(
        "const s = document.querySelector('form.pick select[name=id]');\
         const o = [...s.options].find(o => o.text === {end:?} || o.text.endsWith(' ' + {end:?}))\
           || [...s.options].find(o => o.value.includes(':page:'));\
         s.value = o.value; return o.value;"
    );
    let value = eval(client, &script).await;
    click(client, "form.pick button.primary").await;
    value.as_str().unwrap_or_default().to_string()
}

/// The puzzle picker's two steps: the group `origin`, then `action`,
/// paging on until it is offered.
async fn pick(client: &Client, origin: &str, action: &str) {
    choose_option(client, origin).await;
    shows(client, "Elige la jugada:").await;
    for _ in 0..10 {
        if !choose_option(client, action).await.contains(":page:") {
            break;
        }
        until(
            client,
            "the next page",
            "document.querySelector('form.pick select')",
        )
        .await;
    }
}

/// A puzzle on `/puzzle`, solved with its menus (the piece, then the
/// action, a page further when it is not on the first), the defender's
/// replies shown on the board as they come; then axe-core on a desktop
/// and on phones (Spanish and Arabic), and a post without the page's
/// session refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_on_its_page() {
    use futbol_bot::engine::{Game, Origin, Variant};
    let server = Server::start().await;
    let base = server.base.clone();
    let driver = chromedriver().await;
    let eva = browser(&driver, 1280, 900, "es").await;
    named(&eva, &base, "Eva").await;
    click(&eva, "nav a[href=\"/puzzle\"]").await;
    until(
        &eva,
        "the puzzle",
        "document.querySelector('img.board')?.naturalWidth > 0",
    )
    .await;
    let said = text(&eva).await;
    let id = (said.split('#').nth(1))
        .and_then(|rest| rest.get(..6))
        .unwrap_or_else(|| panic!("no puzzle in {said}"));
    let puzzle = &futbol_bot::puzzles::bank::find(Variant::Futbol, id)
        .expect("a puzzle of the bank")
        .puzzle;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    let mut problems = Vec::new();
    for found in axe(&eva).await {
        problems.push(format!("es desktop: {found}"));
    }
    let png = eva.screenshot().await.expect("screenshot");
    std::fs::write(dir.join("web-puzzle-desktop-es.png"), &png).expect("screenshot");

    let mut game = Game::from_position(Variant::Futbol, &puzzle.position).expect("a position");
    for (index, text_of) in puzzle.line.iter().enumerate() {
        let action = game.parse_action(text_of).expect("legal");
        if index % 2 == 0 {
            let square = match futbol_bot::puzzles::attempt::origin_of(&game, action) {
                Some(Origin::Square(square)) => square.to_string(),
                other => panic!("{action} starts from {other:?}"),
            };
            pick(&eva, &square, text_of).await;
            let expected = match puzzle.line.get(index + 1) {
                Some(reply) => format!("El rival responde {reply}"),
                None => "¡Gol!".to_string(),
            };
            until(
                &eva,
                "the answer",
                &format!("document.body.innerText.includes({expected:?})"),
            )
            .await;
        }
        game.play(action).expect("legal");
    }
    shows(&eva, "Otro problema").await;
    let png = eva.screenshot().await.expect("screenshot");
    std::fs::write(dir.join("web-puzzle-solved-es.png"), &png).expect("screenshot");
    for found in axe(&eva).await {
        problems.push(format!("es desktop, solved: {found}"));
    }
    // A post from elsewhere (no session, no same origin) does nothing.
    let host = base.trim_start_matches("http://");
    let forged = format!(
        "POST /puzzle HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
         Content-Length: 14\r\nConnection: close\r\n\r\nid=fb:p:0:hint"
    );
    assert_eq!(http_status(&base, &forged), 401);

    // Boyer's puzzles from the page's link: a goal this turn, its first
    // step from the menus (the turn stays open), the rest typed.
    click(&eva, "a[href=\"/puzzle?game=boyer\"]").await;
    shows(&eva, "(boyer)").await;
    shows(&eva, "cada patada").await;
    let said = text(&eva).await;
    let id = (said.split('#').nth(1))
        .and_then(|rest| rest.get(..6))
        .unwrap_or_else(|| panic!("no puzzle in {said}"));
    let puzzle = &futbol_bot::puzzles::bank::find(Variant::Boyer, id)
        .expect("a boyer puzzle")
        .puzzle;
    let game = Game::from_position(Variant::Boyer, &puzzle.position).expect("a position");
    let first = game.parse_action(&puzzle.first).expect("legal");
    let origin = match futbol_bot::puzzles::attempt::origin_of(&game, first) {
        Some(Origin::Square(square)) => square.to_string(),
        Some(_) => "⚽".to_string(),
        None => panic!("{first} starts nowhere"),
    };
    pick(&eva, &origin, &puzzle.first).await;
    if puzzle.line.len() > 1 {
        shows(&eva, &format!("✓ {}. Sigue.", puzzle.first)).await;
        let png = eva.screenshot().await.expect("screenshot");
        std::fs::write(dir.join("web-puzzle-boyer-es.png"), &png).expect("screenshot");
        for found in axe(&eva).await {
            problems.push(format!("es desktop, boyer: {found}"));
        }
        type_into(&eva, "#answer", &puzzle.line[1..].join(" ")).await;
        click(&eva, "form.pick:has(#answer) button").await;
    }
    shows(&eva, "¡Gol!").await;

    let ready = ["document.querySelector('img.board')?.naturalWidth > 0"];
    problems.extend(on_phones(&driver, &format!("{base}/puzzle"), &ready, "web-puzzle").await);
    assert!(problems.is_empty(), "{problems:#?}");
    eva.close().await.expect("close");
}

/// `url` on a phone in Spanish and in Arabic, once each `ready` script
/// holds: what axe-core and the layout check find, a screenshot each
/// (`target/NAME-phone-LANG.png`).
async fn on_phones(driver: &Driver, url: &str, ready: &[&str], name: &str) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    let mut problems = Vec::new();
    for lang in ["es", "ar"] {
        let phone = phone(driver, lang).await;
        phone.goto(url).await.expect("the page");
        for script in ready {
            until(&phone, script, script).await;
        }
        for found in axe(&phone).await {
            problems.push(format!("{lang} phone: {found}"));
        }
        for found in layout_problems(&phone).await {
            problems.push(format!("{lang} phone layout: {found}"));
        }
        let png = phone.screenshot().await.expect("screenshot");
        std::fs::write(dir.join(format!("{name}-phone-{lang}.png")), &png).expect("screenshot");
        phone.close().await.expect("close");
    }
    problems
}
