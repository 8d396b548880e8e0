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

#[path = "support/client.rs"]
mod client;
#[path = "support/page.rs"]
mod page;

use client::{Played, Table};
use futbol_bot::host::Side;
use page::{Server, WAIT};
use std::time::Duration;

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
