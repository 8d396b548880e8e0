//! Friends of three languages in one room, as issue 78 found them: a
//! Spanish creator, a Portuguese (Brazil) player and an English
//! spectator each read the whole room in their own language (the bot's
//! lines too); a visitor without a name watches at once; a finished game
//! stays findable after a reload, from `/me` and on `/g/ID`, which shows
//! it before any analysis, its moves numbered as the room numbers them.

use super::language::{SAID, foreign, vocabulary_of};
use super::*;

/// The catalogues whose words a room's page shows: its own, the bot's
/// lines and the board's words.
const SHOWN: [&str; 6] = ["page", "host", "guide", "describe", "archive", "clock"];

/// Opens room `code` as a visitor named `name` (none: no name at all).
async fn visit(client: &Client, base: &str, code: &str, name: Option<&str>) {
    match name {
        Some(name) => named(client, base, name).await,
        None => client.goto(&format!("{base}/")).await.expect("home"),
    }
    client
        .goto(&format!("{base}/r/{code}"))
        .await
        .expect("the room");
    until(
        client,
        "the board",
        "document.getElementById('board').dataset.serial",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_languages_in_one_room_and_a_finished_game_found_again() {
    let server = Server::start().await;
    let (host, base) = (server.host.clone(), server.base.clone());
    let driver = chromedriver().await;
    let carmen = browser(&driver, 1100, 900, "es").await;
    let code = create_room(&carmen, &base, "Carmen").await;

    // A visitor with no name sees the room at once: the board, the
    // creator's name, and no name asked for just to watch.
    let nameless = browser(&driver, 1000, 800, "en").await;
    visit(&nameless, &base, &code, None).await;
    let seen = eval(
        &nameless,
        "return [document.getElementById('white-name').textContent,\
          document.getElementById('namebox').hidden];",
    )
    .await;
    assert_eq!(seen, serde_json::json!(["Carmen", true]), "{seen}");
    // Playing asks for a name first.
    click(&nameless, "#take-seat").await;
    until(
        &nameless,
        "the name asked",
        "!document.getElementById('namebox').hidden",
    )
    .await;
    nameless.close().await.expect("close");

    // João takes the seat from his Portuguese page; Ann, come when the
    // room is full, watches in English.
    let joao = browser(&driver, 1000, 900, "pt-BR").await;
    visit(&joao, &base, &code, Some("João")).await;
    click(&joao, "#take-seat").await;
    until(
        &joao,
        "João seated",
        "document.getElementById('black-name').textContent === 'João'",
    )
    .await;
    let ann = browser(&driver, 1000, 900, "en").await;
    visit(&ann, &base, &code, Some("Ann")).await;

    // The whole game by clicks, White Carmen, Black João.
    let code_: RoomCode = code.parse().expect("a code");
    let mut serial = serial(&host, &code);
    for (n, (from, to, action)) in GAME_TO_TWO.into_iter().enumerate() {
        let player = if n % 2 == 0 { &carmen } else { &joao };
        play(player, from, to, action).await;
        serial = next_serial(&host, code_, serial).await;
        for page in [&carmen, &joao, &ann] {
            shows_serial(page, serial).await;
        }
    }
    for page in [&carmen, &joao, &ann] {
        until(
            page,
            "the end",
            "!document.getElementById('finished').hidden",
        )
        .await;
    }

    // Every word on each page is its reader's: text, alt, titles, names
    // of controls, the bot's lines; the board's picture speaks it too.
    let langs = ["es", "pt-BR", "en"];
    let vocabulary = vocabulary_of(&SHOWN, &langs);
    let data = [
        "futbol",
        "Carmen",
        "João",
        "Ann",
        "Fútbol-Ajedrez",
        "replay",
        "futbol-bot",
        // The files' names.
        "game",
        // The language switch names each language in its own.
        "English",
        "Español",
        "Português",
        &code,
    ];
    let mut problems = Vec::new();
    for (page, lang) in [(&carmen, "es"), (&joao, "pt-BR"), (&ann, "en")] {
        let said = eval(page, SAID).await;
        let found = foreign(lang, said.as_str().unwrap_or_default(), &vocabulary, &data);
        if !found.is_empty() {
            let said = said.as_str().unwrap_or_default();
            let lines: Vec<&str> = (said.lines())
                .filter(|l| found.iter().any(|w| l.to_lowercase().contains(w.as_str())))
                .collect();
            problems.push(format!("{lang}: {found:?} in {lines:#?}"));
        }
    }
    let boards = eval(&joao, "return document.getElementById('board').src;").await;
    assert!(
        boards.as_str().is_some_and(|src| src.contains(".pt")),
        "the Portuguese page's board speaks Portuguese: {boards}"
    );
    assert!(problems.is_empty(), "{problems:#?}");
    // The replay in the chat is drawn in the page's language too.
    until(
        &joao,
        "the Portuguese replay",
        "[...document.querySelectorAll('#log img.replay')]\
           .some(i => i.src.includes('/replay.gif') && i.complete && i.naturalWidth > 0)",
    )
    .await;
    screenshot(&joao, "together-end-pt").await;

    // A reload keeps the finished game: its analysis, record and replay.
    joao.refresh().await.expect("reload");
    until(
        &joao,
        "the finished game",
        "!document.getElementById('finished').hidden",
    )
    .await;
    let analysis = eval(
        &joao,
        "return document.getElementById('game-analysis').href;",
    )
    .await;
    let analysis = analysis.as_str().expect("a link").to_string();
    let id = analysis.rsplit('/').next().expect("an id").to_string();
    let replay = eval(
        &joao,
        "return fetch(document.getElementById('game-replay').href)\
           .then(r => r.headers.get('content-type') + ' ' + r.status);",
    )
    .await;
    assert_eq!(replay, Value::String("image/gif 200".into()));
    let room_moves = eval(&joao, "return document.getElementById('moves').innerText;").await;

    // `/me` links the game; its page shows the last board and the moves,
    // numbered as the room numbers them, before any analysis.
    carmen.goto(&format!("{base}/me")).await.expect("/me");
    shows(&carmen, "Carmen").await;
    click(&carmen, &format!("a[href='/g/{id}']")).await;
    until(
        &carmen,
        "the last board",
        "document.getElementById('final-board')?.naturalWidth > 0",
    )
    .await;
    let game_moves = eval(
        &carmen,
        "return document.querySelector('.game-moves').innerText;",
    )
    .await;
    // The same numbers and moves, however the lines break.
    let numbered = |moves: &Value| -> String {
        let text = moves.as_str().unwrap_or_default();
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    assert_eq!(numbered(&game_moves), numbered(&room_moves));
    assert!(
        numbered(&game_moves).ends_with("5. e4-e5 b7-a8 6. e5>e8"),
        "{game_moves}"
    );
    let alt = eval(
        &carmen,
        "return document.getElementById('final-board').alt;",
    )
    .await;
    assert!(
        alt.as_str()
            .is_some_and(|a| a.starts_with("Tablero: futbol")),
        "{alt}"
    );
    // Its analysis numbers the moves the same way: the 11th action is
    // the first side's of move 6.
    click(&carmen, "main form button").await;
    until(
        &carmen,
        "the analysis",
        "document.getElementById('stepper')",
    )
    .await;
    let steps = eval(
        &carmen,
        "return [...document.querySelectorAll('#stepper .step-moves a')].map(a => a.textContent);",
    )
    .await;
    let steps: Vec<&str> = (steps.as_array().expect("the steps").iter())
        .filter_map(Value::as_str)
        .collect();
    for (index, (_, _, action)) in GAME_TO_TWO.iter().enumerate() {
        let number = match index % 2 {
            0 => format!("{}. ", index / 2 + 1),
            _ => format!("{}… ", index / 2 + 1),
        };
        assert!(
            steps
                .get(index)
                .is_some_and(|s| s.starts_with(&format!("{number}{action}"))),
            "action {index} is {number}{action}: {steps:?}"
        );
    }
    let mut problems = Vec::new();
    for client in [&carmen, &joao, &ann] {
        problems.extend(axe(client).await);
    }
    // Analysed by now: its board at the first step.
    let ready = ["document.querySelector('#final-board, #step-board')?.naturalWidth > 0"];
    problems.extend(on_phones(&driver, &format!("{base}/g/{id}"), &ready, "together-game").await);
    let ready = ["document.querySelector('main h2')"];
    problems.extend(on_phones(&driver, &format!("{base}/me"), &ready, "together-me").await);
    assert!(problems.is_empty(), "{problems:#?}");
    for page in [carmen, joao, ann] {
        page.close().await.expect("close");
    }
}
