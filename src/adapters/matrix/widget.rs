//! The board as a widget of a Matrix room (the web page's widget mode):
//! adding the widget where `tablero` asks, and telling the page who is in
//! a room. The room's membership comes from the bot's own view of the
//! room, so a page never learns more than the bot could see. (What the
//! widget's players did is posted by [`super::outbound`].)

use crate::adapters::bridge::{Bridge, Membership};
use crate::host::Widget;
use matrix_sdk::ruma::api::error::ErrorKind;
use matrix_sdk::ruma::events::room::member::MembershipState;
use matrix_sdk::ruma::{RoomId, UserId};
use matrix_sdk::{Client, Room, RoomState};
use serde_json::json;
use std::sync::Arc;

/// The widget's state key and id: one board a room, so adding it again
/// replaces it ("The `state_key` for a room widget MUST match the
/// widget's `id`", the widget spec draft, `widgets.rst`).
pub(super) const WIDGET_ID: &str = "futbol-board";

/// The room state event type Element reads widgets from (Element's
/// `WidgetUtils` and `WidgetStore` read only `im.vector.modular.widgets`;
/// `m.widget` is a "TODO" there).
pub(super) const WIDGET_EVENT: &str = "im.vector.modular.widgets";

/// The widget's content, as Element's own writer (`setRoomWidget`) sends
/// it and the draft's `shared_props.yaml` requires it: `type` and `url`
/// (Element shows only widgets with both), `name`, `data`; `id` and
/// `creatorUserId`, which Element takes from the state key and sender.
/// `waitForIframeLoad` true: the client begins once the page has loaded.
pub(super) fn content(widget: &Widget, bot: &str) -> serde_json::Value {
    json!({
        "type": "m.custom",
        "url": widget.url,
        "name": widget.name,
        "data": {},
        "id": WIDGET_ID,
        "creatorUserId": bot,
        "waitForIframeLoad": true,
    })
}

/// Adds `widget` to `room`; false when the homeserver refused it (the
/// bot's power level is below what the event takes: `state_default`, 50,
/// in a room Synapse or Element made).
pub(super) async fn add(client: &Client, room: &Room, widget: &Widget) -> bool {
    let bot = client
        .user_id()
        .map(ToString::to_string)
        .unwrap_or_default();
    match room
        .send_state_event_raw(WIDGET_EVENT, WIDGET_ID, content(widget, &bot))
        .await
    {
        Ok(_) => {
            tracing::info!("matrix: added the board widget to {}", room.room_id());
            true
        }
        Err(error) => {
            let forbidden = matches!(error.client_api_error_kind(), Some(ErrorKind::Forbidden));
            if !forbidden {
                super::failures::api_failed("widget", super::failures::status_of(&error));
            }
            tracing::info!(
                "matrix: could not add the widget to {}: {error}",
                room.room_id()
            );
            false
        }
    }
}

/// Answers the page's questions about rooms' members, until it closes.
pub(super) async fn answer_questions(client: Client, bridge: Arc<Bridge>) {
    let Some(mut asked) = bridge.questions() else {
        return;
    };
    while let Some(question) = asked.recv().await {
        let membership = membership(&client, &question.room, &question.user).await;
        let _ = question.answer.send(membership);
    }
}

/// Whether `user` and the bot are both joined to `room`.
async fn membership(client: &Client, room: &str, user: &str) -> Membership {
    let Some(room) = RoomId::parse(room)
        .ok()
        .and_then(|id| client.get_room(&id))
        .filter(|room| room.state() == RoomState::Joined)
    else {
        return Membership::BotNotIn;
    };
    let Ok(user) = UserId::parse(user) else {
        return Membership::UserNotIn;
    };
    match room.get_member(&user).await {
        Ok(Some(member)) if *member.membership() == MembershipState::Join => Membership::Member {
            name: member.name().to_string(),
        },
        Ok(_) => Membership::UserNotIn,
        Err(error) => {
            tracing::warn!(
                "matrix: could not read {}'s members: {error}",
                room.room_id()
            );
            Membership::UserNotIn
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_content_is_what_element_reads() {
        let widget = Widget {
            url: "https://f.example/widget?room=$matrix_room_id".into(),
            name: "Fútbol-Ajedrez".into(),
            refused: String::new(),
        };
        let content = content(&widget, "@bot:hs");
        assert_eq!(content["type"], "m.custom");
        assert_eq!(content["url"], widget.url.as_str());
        assert_eq!(content["id"], WIDGET_ID);
        assert_eq!(content["creatorUserId"], "@bot:hs");
        assert!(content["data"].is_object());
    }
}
