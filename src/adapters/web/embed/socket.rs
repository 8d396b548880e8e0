//! An embedded mode's socket. Its first message is the page's ticket;
//! then it is a game page of the ticket's channel: the channel's room as
//! it stands (or word that there is none, for the page to offer creating
//! one), the channel's replies as they come, and the page's clicks,
//! buttons and commands as requests of the ticket's chat user in that
//! channel. What those requests answer goes to the mode's pages and,
//! through the bridge, to the channel in the chat. Chat lines stay among
//! the mode's pages.

use super::super::guard::{Client, same_origin};
use super::super::hub::{Outgoing, Ticket};
use super::super::outbound::{deliver, line_json, state_message};
use super::super::socket::{FromPage, Pump, chat_line, send};
use super::super::state::{MAX_MESSAGE, MAX_SOCKET_MESSAGE, Web, hub_key};
use super::super::texts;
use super::mode::{Embed, Refusal, user_of};
use super::ticket::Player;
use crate::host::{Asker, ButtonId, ButtonKind, Input, Request, RoomCode, User};
use crate::i18n::{Lang, Say};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast;

/// How long a socket may take to send its ticket.
const TICKET_WAIT: Duration = Duration::from_secs(10);

/// Behind a chat's proxy, sockets of one network still waiting for their
/// ticket: all the proxy's players together (each waits [`TICKET_WAIT`]
/// at most), or one stranger who connects without the proxy.
const PROXIED_WAITING: usize = 1_000;

/// Behind a chat's proxy, sockets one verified user may hold open (a few
/// windows and devices).
const SOCKETS_PER_USER: usize = 10;

/// A socket from one of the mode's pages (the page's own origin, or one
/// the mode allows).
pub(in crate::adapters::web) async fn upgrade<E: Embed>(
    web: Web,
    embed: Arc<E>,
    (client, headers): (Client, HeaderMap),
    upgrade: WebSocketUpgrade,
) -> Response {
    if !same_origin(&headers) && !embed.origin_allowed(&headers) {
        return (StatusCode::FORBIDDEN, "another site's page").into_response();
    }
    // Behind a chat's proxy every player has the proxy's address: a
    // socket counts among those waiting for a ticket, then as its user's.
    let place = match E::BEHIND_PROXY {
        true => (web.sockets).enter(crate::host::network(client.address), PROXIED_WAITING),
        false => super::super::http::socket_ticket(&web, &client),
    };
    let Some(place) = place else {
        return super::super::http::too_many_sockets();
    };
    let lang = texts::chosen(&headers).unwrap_or_default();
    upgrade
        .max_message_size(MAX_SOCKET_MESSAGE)
        .max_frame_size(MAX_SOCKET_MESSAGE)
        .on_upgrade(move |socket| async move {
            run(web, embed, socket, (client.address, lang), place).await;
        })
}

/// Who a socket is: the ticket's player in the ticket's channel.
struct Seat<E> {
    player: Player,
    user: User,
    key: String,
    address: IpAddr,
    lang: Lang,
    embed: Arc<E>,
}

impl<E: Embed> Seat<E> {
    /// A request of this player in the ticket's channel, as the chat's
    /// own buttons or messages there make it (their private answers in
    /// the page's language).
    fn request(&self, input: Input) -> Request {
        Request {
            platform: E::PLATFORM,
            community: E::community(&self.player),
            channel: self.player.channel.clone(),
            user: self.user.clone(),
            input,
            // Behind a chat's proxy the address is the proxy's: the
            // host's limits count the verified user alone.
            address: (!E::BEHIND_PROXY).then_some(self.address),
            asker: Asker {
                lang: Some(self.lang),
                ..Asker::default()
            },
        }
    }
}

/// A socket's life: its ticket, the chat's word that the player is
/// still there, then the room both ways.
async fn run<E: Embed>(
    web: Web,
    embed: Arc<E>,
    mut socket: WebSocket,
    (address, lang): (IpAddr, Lang),
    place: Ticket,
) {
    let say = Say(lang);
    let Some(player) = ticket(embed.as_ref(), &mut socket, web.host.now()).await else {
        tracing::info!("{}: refused a socket: no ticket of ours", E::NAME);
        return refuse(&mut socket, say, E::BAD_TICKET).await;
    };
    // The chat may have dropped them since the ticket.
    if let Err(refusal) = embed.still_there(&player).await {
        tracing::info!("{}: refused a socket: {refusal}", E::NAME);
        return refuse(&mut socket, say, refusal.word()).await;
    }
    // Behind a proxy, the socket now counts as its user's.
    let _place = match E::BEHIND_PROXY {
        true => {
            let own = web
                .sockets
                .enter(super::mode::key_of(&player.user), SOCKETS_PER_USER);
            drop(place);
            match own {
                Some(own) => own,
                None => {
                    tracing::info!("{}: refused a socket: too many of one user", E::NAME);
                    return refuse(&mut socket, say, "activityTooMany").await;
                }
            }
        }
        false => place,
    };
    let seat = Seat {
        key: hub_key(E::PLATFORM, &player.channel).into_owned(),
        user: user_of(&player),
        player,
        address,
        lang,
        embed,
    };
    let Some(sender) = web.hub.sender(&seat.key, &seat.user.id) else {
        return;
    };
    let mut inbox = sender.subscribe();
    relay_room(&web, &mut socket, &mut inbox, &seat).await;
    drop(inbox);
    web.hub.release(&seat.key, &seat.user.id);
}

/// The player of the socket's first message, a ticket.
async fn ticket<E: Embed>(embed: &E, socket: &mut WebSocket, now: u64) -> Option<Player> {
    let first = tokio::time::timeout(TICKET_WAIT, socket.recv())
        .await
        .ok()??;
    let Ok(Message::Text(text)) = first else {
        return None;
    };
    let message: serde_json::Value = serde_json::from_str(text.as_str()).ok()?;
    let ticket = message.get("ticket")?.as_str()?;
    embed.tickets().read(ticket, now)
}

/// Tells the page why it gets no seat (in its words), then closes.
async fn refuse(socket: &mut WebSocket, say: Say, word: &'static str) {
    let text = texts::word(say.0, word);
    let _ = send(
        socket,
        json!({ "kind": "refused", "text": text }).to_string(),
    )
    .await;
    let _ = socket.send(Message::Close(None)).await;
}

/// The channel's room.
async fn room_of<E: Embed>(web: &Web, seat: &Seat<E>) -> Option<RoomCode> {
    web.host
        .channel_room(E::PLATFORM, &seat.player.channel)
        .await
}

/// The page's life once it listens to its channel.
async fn relay_room<E: Embed>(
    web: &Web,
    socket: &mut WebSocket,
    inbox: &mut broadcast::Receiver<Outgoing>,
    seat: &Seat<E>,
) {
    let user = &seat.user.id;
    let hello = json!({ "kind": "hello", "name": seat.user.name });
    if send(socket, hello.to_string()).await.is_err() {
        return;
    }
    let shown = match room_of(web, seat).await {
        Some(code) => state_message(web, code, &seat.key, None).await,
        None => None,
    };
    let first = match shown {
        Some(state) => state.for_page(user, None),
        None => json!({ "kind": "empty" }).to_string(),
    };
    if send(socket, first).await.is_err() {
        return;
    }
    let mut pump = Pump::new(seat.request(Input::Chat(String::new())), None);
    while let Some(text) = pump.next(web, (socket, inbox), user).await {
        from_page(web, seat, &text).await;
    }
}

/// One message from the page: a button, a step on the board, a command,
/// or a chat line (to the mode's pages only).
async fn from_page<E: Embed>(web: &Web, seat: &Seat<E>, text: &str) {
    let Ok(message) = serde_json::from_str::<FromPage>(text) else {
        return;
    };
    let input = match message {
        FromPage::Button { id } => Input::Button(id.chars().take(100).collect()),
        FromPage::Act { serial, text } => {
            let Some(code) = room_of(web, seat).await else {
                return;
            };
            let kind = ButtonKind::Act(text.chars().take(40).collect());
            Input::Button(ButtonId { code, serial, kind }.encode())
        }
        FromPage::Text { text } => {
            let text = text.trim();
            if text.is_empty() {
                return;
            }
            if text.chars().count() > MAX_MESSAGE {
                let note = Say(seat.lang).message_too_long(MAX_MESSAGE);
                let line =
                    Outgoing::to(Some(seat.user.id.clone()), line_json("notice", &note, true));
                web.hub.publish(&seat.key, line);
                return;
            }
            match text.strip_prefix("!futbol") {
                Some(rest) => Input::Command(rest.trim().to_string()),
                None => return chat(web, seat, text).await,
            }
        }
    };
    let replies = web.host.answer(seat.request(input)).await;
    deliver(web, &replies).await;
    seat.embed.bridge().to_chat(replies);
}

/// A chat line among the mode's pages (not to the host), within the
/// person's limit.
async fn chat<E: Embed>(web: &Web, seat: &Seat<E>, text: &str) {
    let room = room_of(web, seat).await;
    let request = seat.request(Input::Chat(text.to_string()));
    chat_line(web, (&seat.key, room), &request, text).await;
}
