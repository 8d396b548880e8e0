//! A message to one user alone (the daily summary): Discord's Create DM
//! (`POST /users/@me/channels` with `recipient_id`) opens the DM channel,
//! or returns the one that exists, and the message goes there. Discord
//! asks that DMs be "initiated by a user action": a summary is sent only
//! to a user who asked for it (`avisos resumen`).

use super::payload;
use crate::host::{Reply, UserId};

/// Opens the DM channel with `user` and posts `reply` there; a failure
/// (a user who does not take DMs from the server's members) is logged.
pub(super) async fn send(http: &serenity::http::Http, user: &UserId, reply: &Reply) {
    let Ok(id) = user.as_str().parse::<u64>() else {
        return;
    };
    let recipient = serenity::model::id::UserId::new(id);
    let channel = match recipient.create_dm_channel(http).await {
        Ok(channel) => channel,
        Err(error) => {
            super::failures::log_failure("opening a DM channel", &error);
            return;
        }
    };
    if let Err(error) = channel.id.send_message(http, payload::message(reply)).await {
        super::failures::log_failure("sending a direct message", &error);
    }
}
