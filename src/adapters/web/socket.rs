//! A room page's websocket: it arrives (a seat, its seat again, or
//! watching), then relays clicks, chat and buttons in and the channel's
//! messages out ([`super::outbound`]) until it closes.

use super::hub::Outgoing;
use super::outbound::{deliver, line_json, state_message};
use super::relay;
use super::state::{MAX_MESSAGE, Web};
use crate::engine::Team;
use crate::host::Join;
use crate::host::command::Command;
use crate::host::{
    ButtonId, ButtonKind, Community, Input, Platform, Reply, Request, RoomCode, RoomState, User,
    UserId,
};
use crate::i18n::{Lang, Say};
use axum::extract::ws::{Message, WebSocket};
use governor::{Quota, RateLimiter};
use serde::Deserialize;
use serde_json::json;
use std::net::IpAddr;
use std::num::NonZeroU32;
use tokio::sync::broadcast;

/// What a page sends.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub(super) enum FromPage {
    /// The chat box: `!futbol …` is a command, anything else chat.
    Text { text: String },
    /// A button or menu choice.
    Button { id: String },
    /// A step picked on the board, for the board at `serial`.
    Act { serial: u32, text: String },
}

/// Messages one page may send at once, then a minute's refill: the
/// page's own limit, before the host's per person.
const PAGE_BURST: u32 = 20;
const PAGE_PER_MINUTE: u32 = 240;

/// Who a room page is: its room and channel, its user and address,
/// whether it takes a free seat on arrival (else it asks its visitor), and
/// the language it reads.
struct Page {
    code: RoomCode,
    channel: String,
    user: User,
    address: IpAddr,
    sit: bool,
    lang: Lang,
}

impl Page {
    /// A request from this page.
    fn request(&self, input: Input) -> Request {
        request(&self.channel, &self.user, Some(self.address), input)
    }
}

/// One open room page: it joins the room (a free seat, its own seat again,
/// or watching, which the page counts and the store never keeps) or, for
/// the creator's first page, gets the creation messages; then relays both
/// ways until it closes.
pub(super) async fn room_page(
    web: Web,
    mut socket: WebSocket,
    code: RoomCode,
    (user, sit): (User, bool),
    (address, chosen): (IpAddr, Option<Lang>),
) {
    // The room and its language, read once: the page's arrival decides by
    // the room. The page reads everything (the board, its controls, the
    // bot's lines) in its visitor's language, else the room's.
    let Some((state, room_lang)) = web.host.room_and_language(code, Platform::Web).await else {
        return;
    };
    let lang = chosen.unwrap_or(room_lang);
    let channel = state.channel.clone();
    let Some(sender) = web.hub.sender(&channel, &user.id) else {
        return;
    };
    let mut inbox = sender.subscribe();
    let page = Page {
        code,
        channel,
        user,
        address,
        sit,
        lang,
    };
    relay(&web, &mut socket, &mut inbox, &page, state).await;
    drop(inbox);
    web.hub.release(&page.channel, &page.user.id);
}

/// A room page's life once it listens to its channel.
async fn relay(
    web: &Web,
    socket: &mut WebSocket,
    inbox: &mut broadcast::Receiver<Outgoing>,
    page: &Page,
    state: RoomState,
) {
    let user = &page.user.id;
    let hello = json!({ "kind": "hello", "code": page.code.as_str() });
    if send(socket, hello.to_string()).await.is_err() {
        return;
    }
    if let Some(messages) = web.greetings.take(&page.channel, user) {
        for message in messages {
            let _ = send(socket, message.for_page(user, Some(page.lang))).await;
        }
        if let Some(state) = state_message(web, page.code, &page.channel, None).await {
            let _ = send(socket, state.for_page(user, Some(page.lang))).await;
        }
    } else {
        arrive(web, socket, page, &state, Say(page.lang)).await;
    }
    let mut pump = Pump::new(page.request(Input::Chat(String::new())), Some(page.lang));
    while let Some(text) = pump.next(web, (socket, inbox), user).await {
        from_page(web, page, &text).await;
    }
}

/// An open page's socket, relayed both ways: what the page sends, within
/// its own rate, comes out of [`Pump::next`]; its channel's messages for
/// everyone or for its user go out meanwhile.
pub(super) struct Pump {
    limit: governor::DefaultDirectRateLimiter,
    /// The page's request, for the host's "too fast" past the rate.
    limited: Request,
    /// The language the page reads (`None`: its room's).
    lang: Option<Lang>,
}

impl Pump {
    /// A pump for a page whose requests look like `limited`.
    pub(super) fn new(limited: Request, lang: Option<Lang>) -> Pump {
        let every = NonZeroU32::new(PAGE_PER_MINUTE).unwrap_or(NonZeroU32::MIN);
        let burst = NonZeroU32::new(PAGE_BURST).unwrap_or(NonZeroU32::MIN);
        Pump {
            limit: RateLimiter::direct(Quota::per_minute(every).allow_burst(burst)),
            limited,
            lang,
        }
    }

    /// The page's next text message, relaying the channel's messages
    /// until it comes; `None` once the socket or the channel closed.
    pub(super) async fn next(
        &mut self,
        web: &Web,
        (socket, inbox): (&mut WebSocket, &mut broadcast::Receiver<Outgoing>),
        user: &UserId,
    ) -> Option<String> {
        loop {
            tokio::select! {
                incoming = socket.recv() => match incoming {
                    Some(Ok(Message::Text(_))) if self.limit.check().is_err() => {
                        if let Some(note) = web.host.too_fast(&self.limited).await {
                            let _ = send(socket, line_json("notice", &note.text, true)).await;
                        }
                    }
                    Some(Ok(Message::Text(text))) => return Some(text.as_str().to_string()),
                    Some(Ok(_)) => {}
                    Some(Err(_)) | None => return None,
                },
            outgoing = inbox.recv() => match outgoing {
                    Ok(message) if message.user.as_ref().is_none_or(|u| u == user) => {
                        if send(socket, message.for_page(user, self.lang)).await.is_err() {
                            return None;
                        }
                    }
                    Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
            }
        }
    }
}

/// A page arrives: it takes a free seat through the host (a change, within
/// the person's limits), unless it asks its visitor first; a player's page
/// again, or a page that watches, is only told so and shown the room,
/// from the kept pictures: nothing changes, nothing is counted, so any
/// number of reloads and watchers cost no drawing and never find the
/// board missing. A page that asks is shown the room with the seat's
/// button, and says nothing until its visitor chooses.
async fn arrive(web: &Web, socket: &mut WebSocket, page: &Page, state: &RoomState, say: Say) {
    let (code, user) = (page.code, &page.user);
    let seat = Team::BOTH
        .into_iter()
        .find(|&t| state.seats[t].as_ref().is_some_and(|p| p.id == user.id));
    let free = !state.local && Team::BOTH.into_iter().any(|t| state.seats[t].is_none());
    let told = match seat {
        None if free && !page.sit => None,
        None if free => {
            let join = page.request(Input::Chosen(Command::of(Join {
                code: code.to_string(),
            })));
            let replies = web.host.answer(join).await;
            deliver(web, &replies).await;
            return;
        }
        Some(team) => Some(say.rejoined(&user.name, team)),
        None => Some(say.spectating(&user.name, code.as_str())),
    };
    if let Some(told) = told {
        let _ = send(socket, line_json("bot", &told, true)).await;
    }
    if let Some(state) = state_message(web, code, &page.channel, None).await {
        let _ = send(socket, state.for_page(&user.id, Some(page.lang))).await;
    }
}

/// Sends one text message to a page.
pub(super) async fn send(socket: &mut WebSocket, json: String) -> Result<(), axum::Error> {
    socket.send(Message::Text(json.into())).await
}

/// Handles one message from a page.
async fn from_page(web: &Web, page: &Page, text: &str) {
    let Ok(message) = serde_json::from_str::<FromPage>(text) else {
        return;
    };
    let (channel, user) = (page.channel.as_str(), &page.user);
    let input = match message {
        // A page acts only on its own room: another code's button (or
        // `unirse` of another code below) is not for this page.
        FromPage::Button { id } if ButtonId::decode(&id).is_some_and(|b| b.code != page.code) => {
            return;
        }
        FromPage::Button { id } => Input::Button(id.chars().take(100).collect()),
        FromPage::Act { serial, text } => Input::Button(
            ButtonId {
                code: page.code,
                serial,
                kind: ButtonKind::Act(text.chars().take(40).collect()),
            }
            .encode(),
        ),
        FromPage::Text { text } => {
            let text = text.trim();
            if text.is_empty() {
                return;
            }
            if text.chars().count() > MAX_MESSAGE {
                let say = Say(web.host.language(Platform::Web, channel).await);
                let note = say.message_too_long(MAX_MESSAGE);
                let line = line_json("notice", &note, true);
                web.hub
                    .publish(channel, Outgoing::to(Some(user.id.clone()), line));
                return;
            }
            match text.strip_prefix("!futbol") {
                Some(rest) if joins_another(rest, page.code) => return,
                Some(rest) => Input::Command(rest.trim().to_string()),
                None => {
                    let chat = page.request(Input::Chat(text.to_string()));
                    if !chat_line(web, (channel, Some(page.code)), &chat, text).await {
                        return;
                    }
                    chat.input
                }
            }
        }
    };
    let replies = web.host.answer(page.request(input)).await;
    deliver(web, &replies).await;
}

/// A chat line from `request`'s user to the pages of `key`, only within
/// the person's limit (else the host's "too fast" to them); whether it
/// went. The server says whose seat in room `code` the line comes from: a
/// name is only a name, and anyone may pick a player's.
pub(super) async fn chat_line(
    web: &Web,
    (key, code): (&str, Option<RoomCode>),
    request: &Request,
    text: &str,
) -> bool {
    if !web.host.allow_chat(request) {
        let refused: Vec<Reply> = web.host.too_fast(request).await.into_iter().collect();
        deliver(web, &refused).await;
        return false;
    }
    let user = &request.user;
    let seat = match code {
        Some(code) => web.host.seat_of(code, user.id.clone()).await,
        None => None,
    };
    // The name apart from the text: the page shows it as a name, so a
    // name cannot pass for a seat's badge.
    let line = json!({
        "kind": "chat",
        "name": user.name,
        "text": text,
        "private": false,
        "seat": seat,
    });
    let line = Outgoing::to(None, line.to_string());
    relay::publish(&web.relaying(), vec![(key.to_string(), line)]).await;
    true
}

/// Whether a typed command joins a room other than the page's own (the
/// page shows one room; another is opened at its own address).
fn joins_another(command: &str, own: RoomCode) -> bool {
    let parsed = crate::host::dispatch::parse(command.trim());
    let join = parsed.as_ref().ok().and_then(|c| c.get::<Join>());
    join.is_some_and(|join| join.code.parse::<RoomCode>() != Ok(own))
}

/// A web request: the web site is its community.
pub(super) fn request(
    channel: &str,
    user: &User,
    address: Option<IpAddr>,
    input: Input,
) -> Request {
    Request {
        platform: Platform::Web,
        community: Community::web(),
        channel: channel.to_string(),
        user: user.clone(),
        input,
        address,
        asker: Default::default(),
    }
}
