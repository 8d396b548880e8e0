//! An analysed game stepped through on its page, and a puzzle solved on
//! its page.

use super::*;

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
    until(&eva, "the puzzle", "document.querySelector('.board')").await;
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

    let ready = ["document.querySelector('.board')"];
    problems.extend(on_phones(&driver, &format!("{base}/puzzle"), &ready, "web-puzzle").await);
    assert!(problems.is_empty(), "{problems:#?}");
    eva.close().await.expect("close");
}
