//! A French puzzle solver, as issue 78 found one: the day's puzzle says
//! it is the day's; a typo keeps the board, its menus and the hint; the
//! board is clicked as in a game; the picker names each action's kind and
//! `boyer`'s does not start on ending the turn; opening another puzzle
//! does not spend the day's try, an answer does; and `/me` shows the
//! puzzle rating and streak under the person's name, never "?".

use super::*;
use futbol_bot::engine::Variant;

/// The page's puzzle: its id in the bank, from the heading's `#ID`.
async fn puzzle_id(client: &Client) -> String {
    let said = text(client).await;
    (said.split('#').nth(1))
        .and_then(|rest| rest.get(..6))
        .unwrap_or_else(|| panic!("no puzzle in {said}"))
        .to_string()
}

/// The page's puzzle is going: its board (a button) and its menus.
const GOING: &str = "document.querySelector('input.board') \
    && document.querySelector('form.pick select[name=id]')";

/// The labels of the page's first menu.
const FIRST_MENU: &str =
    "return [...document.querySelector('form.pick select[name=id]').options].map(o => o.text);";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_forgive_a_typo_and_the_day_is_spent_by_an_answer() {
    let server = Server::start().await;
    let base = server.base.clone();
    let driver = chromedriver().await;
    let chloe = browser(&driver, 1100, 900, "fr").await;
    named(&chloe, &base, "Chloé").await;
    chloe
        .goto(&format!("{base}/puzzle/daily"))
        .await
        .expect("the day's puzzle");
    until(&chloe, "the puzzle", GOING).await;
    shows(&chloe, "Problème du jour").await;
    let daily = puzzle_id(&chloe).await;

    // A typo: said why, and the puzzle stays (board, menus, hint).
    type_into(&chloe, "#answer", "bonjour").await;
    click(&chloe, "form.pick:has(#answer) button").await;
    shows(&chloe, "bonjour").await;
    until(&chloe, "the puzzle still there", GOING).await;
    assert_eq!(puzzle_id(&chloe).await, daily);
    let hint = "document.querySelector(\"button[name=id][value$=':hint:']\")";
    until(&chloe, "the hint", hint).await;

    // The board is clicked as in a game: a piece that may act, then its
    // actions, each named by its kind; the hint stays.
    let groups = eval(&chloe, FIRST_MENU).await;
    let group = (groups.as_array().expect("options").iter())
        .filter_map(Value::as_str)
        .find_map(|label| label.split(' ').nth(1).filter(|s| s.len() == 2))
        .expect("a piece's square")
        .to_string();
    // The side that scores is drawn at the bottom.
    let bank = &futbol_bot::puzzles::bank::find(Variant::Futbol, &daily)
        .expect("the bank's puzzle")
        .puzzle;
    let start = futbol_bot::engine::Game::from_position(Variant::Futbol, &bank.position)
        .expect("a position");
    let flipped = start.turn() == futbol_bot::engine::Team::Black;
    click_square_of_puzzle(&chloe, Variant::Futbol, &group, flipped).await;
    until(
        &chloe,
        "the piece's actions",
        "[...document.querySelectorAll('form.pick select[name=id] option')].some(o => o.value.includes(':act:'))",
    )
    .await;
    let actions = eval(&chloe, FIRST_MENU).await;
    let kinds = [
        "Déplacer",
        "Prise",
        "Passe",
        "Centre",
        "Tir",
        "But",
        "Frappe",
        "Poser",
        "Promotion",
    ];
    for label in (actions.as_array().expect("options").iter()).filter_map(Value::as_str) {
        assert!(
            kinds.iter().any(|k| label.starts_with(k)) || label.starts_with("Plus"),
            "{label:?} names its kind ({actions})"
        );
    }
    until(&chloe, "the hint beside the actions", hint).await;

    // Another game's puzzle, unanswered, and back: the day's is there.
    chloe
        .goto(&format!("{base}/puzzle?game=boyer"))
        .await
        .expect("boyer");
    until(&chloe, "a boyer puzzle", GOING).await;
    let first = eval(&chloe, FIRST_MENU).await;
    assert_ne!(
        first[0],
        Value::String("--".into()),
        "boyer's menu does not start on ending the turn: {first}"
    );
    chloe
        .goto(&format!("{base}/puzzle/daily"))
        .await
        .expect("the day's puzzle");
    until(&chloe, "the day's puzzle again", GOING).await;
    assert_eq!(puzzle_id(&chloe).await, daily);

    // Solved by typing its line: then the day is spent.
    for (index, action) in bank.line.iter().enumerate().step_by(2) {
        type_into(&chloe, "#answer", action).await;
        click(&chloe, "form.pick:has(#answer) button").await;
        let next = match bank.line.get(index + 1) {
            Some(reply) => format!("L'adversaire répond {reply}"),
            None => "But !".to_string(),
        };
        shows(&chloe, &next).await;
    }
    chloe
        .goto(&format!("{base}/puzzle/daily"))
        .await
        .expect("the day's puzzle");
    shows(&chloe, "déjà essayé").await;

    // Their page: the puzzle rating and streak, under their name.
    chloe.goto(&format!("{base}/me")).await.expect("/me");
    shows(&chloe, "Chloé").await;
    shows(&chloe, "Problèmes").await;
    shows(&chloe, "série 1").await;
    shows(&chloe, "Profil de Chloé").await;
    let said = text(&chloe).await;
    assert!(
        !said
            .lines()
            .any(|l| l.starts_with("? ") || l.ends_with(" ?")),
        "no \"?\" for a name: {said}"
    );
    let problems = axe(&chloe).await;
    assert!(problems.is_empty(), "{problems:#?}");
    chloe.close().await.expect("close");
}

/// Clicks square `square` of the puzzle's board (a form's image button,
/// which posts where it was clicked), drawn from `flipped`'s side: the
/// square's centre in the picture (its geometry), scaled to the element
/// on the screen, as an offset from the element's centre (the whole
/// board in view, where WebDriver's centre is the element's own).
async fn click_square_of_puzzle(client: &Client, variant: Variant, square: &str, flipped: bool) {
    use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
    let g = futbol_bot::render::geometry(variant.size());
    let size = u32::from(g.size);
    let file = u32::from(square.as_bytes()[0] - b'a');
    let rank: u32 = square[1..].parse::<u32>().expect("a rank") - 1;
    let (col, row) = match flipped {
        false => (file, size - 1 - rank),
        true => (size - 1 - file, rank),
    };
    let x = f64::from(g.left + col * g.square + g.square / 2);
    let y = f64::from(g.top + row * g.square + g.square / 2);
    let shown = eval(
        client,
        "const b = document.querySelector('input.board'); b.scrollIntoView({ block: 'center' });\
         const r = b.getBoundingClientRect(); return [r.width, r.height];",
    )
    .await;
    let (w, h) = (
        shown[0].as_f64().expect("width"),
        shown[1].as_f64().expect("height"),
    );
    let scale = w / f64::from(g.width);
    let board = client
        .find(fantoccini::Locator::Css("input.board"))
        .await
        .expect("the board");
    let actions = MouseActions::new("mouse".into())
        .then(PointerAction::MoveToElement {
            element: board,
            duration: None,
            x: (x * scale - w / 2.0).round(),
            y: (y * scale - h / 2.0).round(),
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    client.perform_actions(actions).await.expect("a click");
}
