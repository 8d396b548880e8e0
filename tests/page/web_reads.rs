//! What a move costs the room registry: a move made on the page reads and
//! locks its room once. The board's reply carries the page's view of the
//! room, made under that one lock, so the page adapter does not ask the
//! host for the room again to show it (it did until issue 52: a second
//! lookup and lock, after the move, for every board).
//!
//! It is also one call through the adapters' door, with no read after it.
//!
//! Stores: sled only (the page's server opens a store of its own; the
//! count is the registry's, the same on either store).

use testkit::client;
use testkit::page;

use client::{Person, Played, Socket, Table, connect, drain_one, http};
use futbol_bot::host::Side;
use futbol_bot::i18n::{Label, Lang, Say};
use page::{Server, WAIT};
use serde_json::Value;
use std::time::Duration;
use std::time::Instant;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_on_the_page_looks_its_room_up_once() {
    let server = Server::start().await;
    let mut table = Table::open(&server.base, "Once").await;
    for _ in 0..3 {
        let before = server.host.room_lookups();
        assert!(matches!(table.play(WAIT).await, Played::Acked(_)));
        // The other page's copy of the board comes from the same delivery;
        // it is read at the next move (the table brings both pages up).
        tokio::time::sleep(Duration::from_millis(300)).await;
        let after = server.host.room_lookups();
        assert_eq!(after - before, 1, "room lookups for one move");
    }
}

/// A move on the page is one call to the host, and nothing is read after
/// it (issue 75): the answer carries the board, its view, the seats and
/// the controls for both pages and the lobby is not remade for nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_on_the_page_is_one_answer_and_no_read() {
    let server = Server::start().await;
    let mut table = Table::open(&server.base, "One").await;
    for _ in 0..3 {
        let calls = |side| server.host.door_calls(side);
        let before = (calls(Side::Answer), calls(Side::Read));
        assert!(matches!(table.play(WAIT).await, Played::Acked(_)));
        tokio::time::sleep(Duration::from_millis(300)).await;
        let after = (calls(Side::Answer), calls(Side::Read));
        assert_eq!(after.0 - before.0, 1, "answers for one move");
        assert_eq!(after.1 - before.1, 0, "reads after the answer");
    }
}

/// A Spanish room read by a Portuguese page (issue 75): from the same
/// answer, the Portuguese page's board words (the view's language, the
/// board's description and its picture's header) and controls are
/// Portuguese, and the Spanish page's stay Spanish.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_portuguese_page_reads_a_spanish_room_in_portuguese() {
    let server = Server::start().await;
    let base = &server.base;
    let ana = Person::arrives(base, "/", "Ana", "own-1").await;
    let created = ana.create(base).await;
    assert_eq!(created.status, 200, "creating: {}", created.body);
    let created: Value = serde_json::from_str(&created.body).expect("json");
    let code = created["code"].as_str().expect("a code").to_string();
    let ana_cookies = format!("{}; fb_lang=es", ana.cookies);
    let mut ana_page = connect(base, &code, &ana_cookies, None)
        .await
        .expect("Ana's page");
    let beto = Person::arrives(base, &format!("/r/{code}"), "Beto", "own-2").await;
    let beto_cookies = format!("{}; fb_lang=pt", beto.cookies);
    let mut beto_page = connect(base, &code, &beto_cookies, None)
        .await
        .expect("Beto's page");
    // Beto's page takes the free seat; both pages get the game's board.
    let theirs = game_board(&mut beto_page).await;
    let ours = game_board(&mut ana_page).await;
    let labels = |state: &Value| -> Vec<String> {
        (state["controls"].as_array().into_iter().flatten())
            .filter_map(|c| c["label"].as_str().map(String::from))
            .collect()
    };
    for (state, lang, other) in [(&theirs, Lang::Pt, Lang::Es), (&ours, Lang::Es, Lang::Pt)] {
        let said = labels(state);
        assert_eq!(state["view"]["lang"], lang.code(), "{state}");
        for label in [Label::Resign, Label::Draw] {
            assert!(said.contains(&Say(lang).label(label)), "{lang:?}: {said:?}");
            assert!(
                !said.contains(&Say(other).label(label)),
                "{lang:?}: {said:?}"
            );
        }
    }
    let described = |state: &Value| {
        state["view"]["description"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        described(&theirs).starts_with("Tabuleiro:"),
        "{}",
        described(&theirs)
    );
    assert!(
        described(&ours).starts_with("Tablero:"),
        "{}",
        described(&ours)
    );
    // The pictures: the Portuguese page's has its header in Portuguese.
    let board = |state: &Value| state["board"].as_str().expect("a board").to_string();
    assert_eq!(board(&theirs), format!("{}.pt", board(&ours)));
    let spanish = http(base, "GET", &format!("{}-b.png", board(&ours)), "", "").await;
    let portuguese = http(base, "GET", &format!("{}-b.png", board(&theirs)), "", "").await;
    assert_eq!((spanish.status, portuguese.status), (200, 200));
    assert_ne!(spanish.body, portuguese.body, "the headers differ");
    // A picture in a language the bot does not speak is no picture.
    let unknown = http(base, "GET", &format!("{}.xx.png", board(&ours)), "", "").await;
    assert_eq!(unknown.status, 404);
}

/// The first state a page gets with both seats taken.
async fn game_board(page: &mut Socket) -> Value {
    let until = Instant::now() + WAIT;
    loop {
        let message = drain_one(page, until).await.expect("the game's board");
        if message["kind"] == "state" && message["view"]["seats"]["black"].is_object() {
            return message;
        }
    }
}
