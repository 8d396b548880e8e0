//! The home page's lobby: the rooms waiting for an opponent, made once for
//! every lobby page.

use super::socket::send;
use super::state::{MAX_SOCKET_MESSAGE, Web};
use crate::host::Platform;
use axum::extract::ws::{Message, WebSocket};
use serde_json::json;

/// The lobby page's socket: the waiting rooms now and after each remake.
pub(super) async fn lobby_page(web: Web, mut socket: WebSocket) {
    let mut lists = web.lobby.subscribe();
    // Changed while no lobby page was open: made now for this one.
    if web.lobby.mark(false) {
        remake(&web).await;
    }
    loop {
        let list = lists.borrow_and_update().to_string();
        if send(&mut socket, list).await.is_err() {
            return;
        }
        tokio::select! {
            remade = lists.changed() => if remade.is_err() { return },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) if text.len() <= MAX_SOCKET_MESSAGE => {}
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return,
            },
        }
    }
}

/// Remakes the lobby's list when it is stale, at most once a second,
/// while a lobby page is open (else it is marked, for the next one).
pub(super) async fn lobby_updates(web: Web) {
    loop {
        web.lobby.stale().await;
        match web.lobby.watched() {
            true => {
                web.lobby.mark(false);
                remake(&web).await;
            }
            false => {
                web.lobby.mark(true);
            }
        }
        tokio::time::sleep(LOBBY_EVERY).await;
    }
}

/// Makes the lobby's list anew, for every lobby page.
async fn remake(web: &Web) {
    let rooms = web.host.lobby(Platform::Web).await;
    web.lobby
        .publish(json!({ "kind": "lobby", "rooms": rooms }).to_string());
}

/// The lobby's list is remade at most this often.
const LOBBY_EVERY: std::time::Duration = std::time::Duration::from_secs(1);
