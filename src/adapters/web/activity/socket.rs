//! The Activity's socket. Its first message is the page's ticket; then it
//! is a game page of the instance's channel: the channel's room as it
//! stands (or word that there is none, for the page to offer creating
//! one), the channel's replies as they come, and the page's clicks,
//! buttons and commands as requests of the ticket's Discord user in that
//! channel. What those requests answer goes to the Activity's pages and,
//! through the bridge, to the channel on Discord. Chat stays among the
//! Activity's pages.

use super::super::guard::{Client, same_origin};
use super::super::hub::Outgoing;
use super::super::outbound::{deliver, line_json, state_message};
use super::super::socket::{FromPage, Pump, chat_line, send};
use super::super::{MAX_MESSAGE, MAX_SOCKET_MESSAGE, Web, hub_key, texts};
use super::discord::Refusal;
use super::ticket::Player;
use super::{Activity, user_of};
use crate::host::{
    Asker, ButtonId, ButtonKind, Community, Input, Platform, Request, RoomCode, User,
};
use crate::i18n::{Lang, Say};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Extension, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast;

/// How long a socket may take to send its ticket.
const TICKET_WAIT: Duration = Duration::from_secs(10);

/// `/activity/ws`: a socket from the Activity's page (its own origin, or
/// Discord's proxy origin for this application).
pub(super) async fn upgrade(
    State(web): State<Web>,
    Extension(client): Extension<Client>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let Some(activity) = web.activity.clone() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    if !same_origin(&headers) && !from_proxy(&headers, activity.discord.client_id()) {
        return (StatusCode::FORBIDDEN, "another site's page").into_response();
    }
    let Some(place) = super::super::http::socket_ticket(&web, &client) else {
        return super::super::http::too_many_sockets();
    };
    let lang = texts::chosen(&headers).unwrap_or_default();
    upgrade
        .max_message_size(MAX_SOCKET_MESSAGE)
        .max_frame_size(MAX_SOCKET_MESSAGE)
        .on_upgrade(move |socket| async move {
            run(web, activity, socket, (client.address, lang)).await;
            drop(place);
        })
}

/// Whether a socket comes from this application's page behind Discord's
/// proxy (`https://<application id>.discordsays.com`).
fn from_proxy(headers: &HeaderMap, client_id: &str) -> bool {
    let proxy = format!("https://{client_id}.discordsays.com");
    headers
        .get(header::ORIGIN)
        .and_then(|o| o.to_str().ok())
        .is_some_and(|origin| origin.eq_ignore_ascii_case(&proxy))
}

/// Who a socket is: the ticket's player in the instance's channel.
struct Seat {
    player: Player,
    user: User,
    key: String,
    address: IpAddr,
    lang: Lang,
}

impl Seat {
    /// A request of this player in the instance's channel, as Discord's
    /// own buttons there make it (their private answers in the page's
    /// language).
    fn request(&self, input: Input) -> Request {
        Request {
            platform: Platform::Discord,
            community: Community::discord_guild(&self.player.guild),
            channel: self.player.channel.clone(),
            user: self.user.clone(),
            input,
            address: Some(self.address),
            asker: Asker {
                lang: Some(self.lang),
                ..Asker::default()
            },
        }
    }
}

/// A socket's life: its ticket, Discord's word that the player is still
/// in the instance, then the room both ways.
async fn run(
    web: Web,
    activity: Arc<Activity>,
    mut socket: WebSocket,
    (address, lang): (IpAddr, Lang),
) {
    let say = Say(lang);
    let player = match ticket(&activity, &mut socket, web.host.now()).await {
        Some(player) => player,
        None => return refuse(&mut socket, say, Refusal::Code).await,
    };
    // Discord may have dropped them from the instance since the ticket.
    match activity.discord.instance(&player.instance).await {
        Ok(instance)
            if instance.users.contains(&player.user)
                && instance.location.channel_id == player.channel => {}
        Ok(_) => return refuse(&mut socket, say, Refusal::NotInInstance).await,
        Err(refusal) => return refuse(&mut socket, say, refusal).await,
    }
    let seat = Seat {
        key: hub_key(Platform::Discord, &player.channel).into_owned(),
        user: user_of(&player),
        player,
        address,
        lang,
    };
    let Some(sender) = web.hub.sender(&seat.key, &seat.user.id) else {
        return;
    };
    let mut inbox = sender.subscribe();
    relay_room(&web, &activity, &mut socket, &mut inbox, &seat).await;
    drop(inbox);
    web.hub.release(&seat.key, &seat.user.id);
}

/// The player of the socket's first message, a ticket.
async fn ticket(activity: &Activity, socket: &mut WebSocket, now: u64) -> Option<Player> {
    let first = tokio::time::timeout(TICKET_WAIT, socket.recv())
        .await
        .ok()??;
    let Ok(Message::Text(text)) = first else {
        return None;
    };
    let message: serde_json::Value = serde_json::from_str(text.as_str()).ok()?;
    let ticket = message.get("ticket")?.as_str()?;
    activity.tickets.read(ticket, now)
}

/// Tells the page why it gets no seat, then closes.
async fn refuse(socket: &mut WebSocket, say: Say, refusal: Refusal) {
    tracing::info!("activity: refused a socket: {refusal}");
    let text = texts::word(say.0, refusal.word());
    let _ = send(
        socket,
        json!({ "kind": "refused", "text": text }).to_string(),
    )
    .await;
    let _ = socket.send(Message::Close(None)).await;
}

/// The channel's room (read on the blocking pool).
async fn room_of(web: &Web, channel: &str) -> Option<RoomCode> {
    let (host, channel) = (web.host.clone(), channel.to_string());
    tokio::task::spawn_blocking(move || host.channel_room(Platform::Discord, &channel))
        .await
        .ok()
        .flatten()
}

/// The page's life once it listens to its channel.
async fn relay_room(
    web: &Web,
    activity: &Activity,
    socket: &mut WebSocket,
    inbox: &mut broadcast::Receiver<Outgoing>,
    seat: &Seat,
) {
    let user = &seat.user.id;
    let hello = json!({ "kind": "hello", "name": seat.user.name });
    if send(socket, hello.to_string()).await.is_err() {
        return;
    }
    let shown = match room_of(web, &seat.player.channel).await {
        Some(code) => state_message(web, code, &seat.key, None).await,
        None => None,
    };
    let first = match shown {
        Some(state) => state.for_page(user),
        None => json!({ "kind": "empty" }).to_string(),
    };
    if send(socket, first).await.is_err() {
        return;
    }
    let mut pump = Pump::new(seat.request(Input::Chat(String::new())));
    while let Some(text) = pump.next(web, (socket, inbox), user).await {
        from_page(web, activity, seat, &text).await;
    }
}

/// One message from the page: a button, a step on the board, a command,
/// or a chat line (to the Activity's pages only).
async fn from_page(web: &Web, activity: &Activity, seat: &Seat, text: &str) {
    let Ok(message) = serde_json::from_str::<FromPage>(text) else {
        return;
    };
    let input = match message {
        FromPage::Button { id } => Input::Button(id.chars().take(100).collect()),
        FromPage::Act { serial, text } => {
            let Some(code) = room_of(web, &seat.player.channel).await else {
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
    let replies = web.host.clone().handle_async(seat.request(input)).await;
    deliver(web, &replies).await;
    activity.to_discord(replies);
}

/// A chat line among the Activity's pages (not to the host), within the
/// person's limit.
async fn chat(web: &Web, seat: &Seat, text: &str) {
    let room = room_of(web, &seat.player.channel).await;
    let request = seat.request(Input::Chat(text.to_string()));
    chat_line(web, (&seat.key, room), &request, text).await;
}
