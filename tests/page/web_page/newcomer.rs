//! A German newcomer on a phone, as issue 78 found one: how to play is a
//! click away from every page, the board's marks have a legend, a tap
//! that does nothing says so, the move menu's next step appears under the
//! board and takes the focus, and a whole game against the computer is
//! played by taps and menus only, each of the computer's moves marked on
//! the board, said in a line and shown after a visible pause.

use super::*;

/// Records each text the turn line shows, so a test can tell that the
/// computer's turn was on the screen before its move replaced it.
const WATCH_TURNS: &str = "window.turns = [];\
    new MutationObserver(() => window.turns.push(document.getElementById('turn').textContent))\
      .observe(document.getElementById('turn'), { childList: true, characterData: true, subtree: true });\
    return 1;";

/// Plays one of the player's actions by the menus under the board: the
/// piece menu's first option, then the action menu that comes under the
/// board (focused); the action chosen is the first that is not a plain
/// move when there is one (the ball goes forward sooner).
async fn by_menus(phone: &Client) {
    let picked = "const s = document.querySelector('#controls select');\
        if (!s || s.disabled || s.options.length < 2) return false;\
        s.selectedIndex = 1; s.dispatchEvent(new Event('change'));\
        s.parentElement.querySelector('button').click(); return true;";
    until(
        phone,
        "the piece menu",
        "document.querySelector('#controls select')",
    )
    .await;
    assert_eq!(
        eval(phone, picked).await,
        Value::Bool(true),
        "a piece picked"
    );
    until(
        phone,
        "the action menu under the board, focused",
        "!document.getElementById('step').hidden \
         && document.getElementById('step').contains(document.activeElement)",
    )
    .await;
    // The picked piece's targets are marked on the board too.
    until(
        phone,
        "its targets",
        "document.querySelector('#marks .mark.to')",
    )
    .await;
    let act = "const s = document.querySelector('#step select');\
        const options = [...s.options].slice(1);\
        const pick = options.find((o) => /[>x]/.test(o.textContent) && !/…/.test(o.textContent)) || options[0];\
        s.value = pick.value; s.dispatchEvent(new Event('change'));\
        s.parentElement.querySelector('button').click(); return pick.textContent;";
    let chosen = eval(phone, act).await;
    assert!(chosen.is_string(), "an action chosen: {chosen}");
}

/// Plays one of the player's actions by taps: a piece that can act, then
/// its first target (and the first choice if the tap means more than one).
async fn by_taps(phone: &Client) {
    let from = eval(
        phone,
        "const m = document.querySelector('#marks .mark.can:not(.place)'); return m && m.dataset.square;",
    )
    .await;
    let Some(from) = from.as_str() else {
        return by_menus(phone).await;
    };
    click_square(phone, from).await;
    until(
        phone,
        "a target",
        "document.querySelector('#marks .mark.to')",
    )
    .await;
    let to = eval(
        phone,
        "return document.querySelector('#marks .mark.to').dataset.square;",
    )
    .await;
    click_square(phone, to.as_str().expect("a target square")).await;
    let choose =
        "const b = document.querySelector('#chooser button.choice'); if (b) b.click(); return 1;";
    eval(phone, choose).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_newcomer_on_a_phone_learns_the_rules_and_plays_the_computer_by_taps_and_menus() {
    let server = Server::start().await;
    let base = server.base.clone();
    let driver = chromedriver().await;
    let phone = phone(&driver, "de").await;
    named(&phone, &base, "Jonas").await;
    phone.goto(&format!("{base}/")).await.expect("home");
    // The computer's level shows only when playing the computer, and
    // there is one create button.
    let level_hidden = "return document.getElementById('level-box').hidden;";
    assert_eq!(eval(&phone, level_hidden).await, Value::Bool(true));
    assert_eq!(
        eval(
            &phone,
            "return document.querySelectorAll('main button').length;"
        )
        .await,
        serde_json::json!(2),
        "create and join"
    );
    // How to play, from the header of every page.
    click(&phone, "#howto-link").await;
    until(&phone, "the games", "location.pathname === '/rules'").await;
    shows(&phone, "Spielanleitung").await;
    click(&phone, "ul.games a[href='/rules/futbol']").await;
    until(
        &phone,
        "the starting board",
        "document.querySelector('figure.start img').complete \
         && document.querySelector('figure.start img').naturalWidth > 0",
    )
    .await;
    let alt = eval(
        &phone,
        "return document.querySelector('figure.start img').alt;",
    )
    .await;
    assert!(
        alt.as_str().is_some_and(|a| a.starts_with("Brett: futbol")),
        "{alt}"
    );
    shows(&phone, "Torwart P").await;
    shows(&phone, "Was die Markierungen auf dem Brett bedeuten").await;
    let problems = [axe(&phone).await, layout_problems(&phone).await].concat();
    assert!(problems.is_empty(), "the rules page: {problems:#?}");
    screenshot(&phone, "newcomer-rules-phone-de").await;
    // Its button opens the home page set to play the computer.
    click(&phone, "a.button.primary").await;
    until(
        &phone,
        "the computer chosen",
        "document.getElementById('mode').value === 'computer' \
         && !document.getElementById('level-box').hidden",
    )
    .await;
    eval(
        &phone,
        "document.getElementById('level').value = '1'; return 1;",
    )
    .await;
    click(&phone, "#create").await;
    until(&phone, "the room", "location.pathname.startsWith('/r/')").await;
    until(
        &phone,
        "my turn",
        "document.getElementById('turn').classList.contains('mine') \
         && document.querySelector('#marks .mark.can')",
    )
    .await;
    eval(&phone, WATCH_TURNS).await;
    // The legend of the marks is under the board, and a tap on a square
    // where nothing of the player's acts says so.
    assert_eq!(
        eval(
            &phone,
            "return document.querySelectorAll('.marks-legend li').length;"
        )
        .await,
        serde_json::json!(10)
    );
    click_empty(&phone, "e5").await;
    until(
        &phone,
        "a word about the tap",
        "document.getElementById('tap-note').textContent.includes('e5')",
    )
    .await;

    // A whole game by taps and menus, in turns.
    let mut computer_moves = 0;
    let mut shots = Vec::new();
    for turn in 0..150 {
        let over = eval(&phone, "return !document.getElementById('banner').hidden;").await;
        if over == Value::Bool(true) {
            break;
        }
        let before = eval(
            &phone,
            "return document.getElementById('board').dataset.serial;",
        )
        .await;
        if turn % 2 == 0 {
            by_menus(&phone).await;
        } else {
            by_taps(&phone).await;
        }
        // The computer answers: its move is marked, said, and came after
        // its turn was shown.
        until(
            &phone,
            "the computer's answer, or the end",
            &format!(
                "(() => {{ const board = document.getElementById('board');\
                 const line = document.getElementById('last-line').textContent;\
                 return !document.getElementById('banner').hidden\
                   || (board.dataset.serial && board.dataset.serial !== {before}\
                     && document.getElementById('turn').classList.contains('mine')\
                     && line && board.alt.includes(line)\
                     && document.querySelector('#marks .mark.last') !== null); }})()"
            ),
        )
        .await;
        let ended = eval(&phone, "return !document.getElementById('banner').hidden;").await;
        if ended == Value::Bool(true) {
            break;
        }
        computer_moves += 1;
        let seen = eval(
            &phone,
            "return [document.querySelectorAll('#marks .mark.last').length,\
              document.getElementById('last-line').textContent,\
              document.getElementById('board').alt,\
              window.turns.some((t) => t.includes('Computer'))];",
        )
        .await;
        assert!(
            seen[0].as_u64().is_some_and(|n| n > 0),
            "the computer's move marked: {seen}"
        );
        let line = seen[1].as_str().unwrap_or_default();
        assert!(
            line.starts_with("Letzte Aktion") && line.contains("Computer"),
            "the line says what the computer did: {seen}"
        );
        assert!(
            seen[2].as_str().is_some_and(|alt| alt.contains(line)),
            "and the board's alt says it: {seen}"
        );
        assert_eq!(
            seen[3],
            Value::Bool(true),
            "its turn was seen first: {seen}"
        );
        eval(&phone, "window.turns = []; return 1;").await;
        if computer_moves <= 3 {
            shots.push(
                screenshot(
                    &phone,
                    &format!("newcomer-computer-{computer_moves}-phone-de"),
                )
                .await,
            );
        }
    }
    until(
        &phone,
        "the game over",
        "!document.getElementById('banner').hidden",
    )
    .await;
    screenshot(&phone, "newcomer-end-phone-de").await;
    assert!(computer_moves > 0, "the computer played");
    assert!(!shots.is_empty());
    let problems = [axe(&phone).await, layout_problems(&phone).await].concat();
    assert!(problems.is_empty(), "the room at the end: {problems:#?}");
    phone.close().await.expect("close");
}

/// Taps square `square` of the board picture, where no mark is: its
/// place on the screen from a marked square's (White at the bottom).
async fn click_empty(client: &Client, square: &str) {
    let script = format!(
        "const m = document.querySelector('#marks .mark.can');\
         const r = m.getBoundingClientRect();\
         const [f0, r0] = [m.dataset.square.charCodeAt(0), Number(m.dataset.square.slice(1))];\
         const [f1, r1] = ['{square}'.charCodeAt(0), Number('{square}'.slice(1))];\
         const x = r.left + r.width * (f1 - f0 + 0.5), y = r.top + r.height * (r0 - r1 + 0.5);\
         document.getElementById('board').dispatchEvent(new MouseEvent('click', {{ clientX: x, clientY: y, bubbles: true }}));\
         return [x, y];"
    );
    eval(client, &script).await;
}
