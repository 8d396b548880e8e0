//! A message to one user alone (the daily summary): in the direct room the
//! bot shares with them, made when there is none (`is_direct`, the user
//! invited, as `Client::create_dm` does: a trusted private chat, encrypted
//! as the SDK's default). Nobody is mentioned.

use crate::host::{Reply, UserId};
use matrix_sdk::Client;
use matrix_sdk::ruma::OwnedUserId;
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::events::room::message::RoomMessageEventContent;

/// Sends `reply`'s text to `user`'s direct room; failures are logged.
pub(super) async fn send(client: &Client, user: &UserId, reply: &Reply) {
    let Ok(user_id) = OwnedUserId::try_from(user.as_str()) else {
        return;
    };
    let room = match client.get_dm_room(&user_id) {
        Some(room) => room,
        None => match client.create_dm(&user_id).await {
            Ok(room) => room,
            Err(error) => {
                tracing::warn!("matrix: could not open a direct room with {user_id}: {error}");
                return;
            }
        },
    };
    let content =
        RoomMessageEventContent::text_plain(reply.plain_text()).add_mentions(Mentions::new());
    if let Err(error) = room.send(content).await {
        tracing::warn!("matrix: could not send a direct message to {user_id}: {error}");
    }
}
