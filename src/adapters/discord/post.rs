//! Channel replies posted as new messages: a new board takes the buttons
//! off the room's previous one, a room's first board becomes its link, an
//! announcement starts the game's thread.

use super::bot::Bot;
use super::failures::log_failure;
use super::{direct, payload, threads};
use crate::host::Door;
use crate::host::{Reply, Target};
use serenity::all::{ChannelId, CreateAllowedMentions, EditMessage, MessageId};
use serenity::http::Http;
use std::sync::Arc;

impl Bot {
    /// Posts channel replies as new messages; a new board takes the buttons
    /// off the room's previous one (its id is in the store, so this holds
    /// across restarts), and a room's first board becomes its link.
    pub(super) async fn post(&self, http: &Arc<Http>, replies: &[Reply]) {
        for reply in replies {
            // As the channel takes it (nothing, or no files, when the bot
            // lacks the permission there).
            let channel = match &reply.target {
                Target::Channel(channel) => channel.parse::<u64>().ok(),
                Target::Private { .. } | Target::Direct(_) => None,
            };
            let allowed = match channel {
                Some(channel) => self.denied.allowed(channel, reply),
                None => Some(std::borrow::Cow::Borrowed(reply)),
            };
            let Some(reply) = allowed.as_deref() else {
                tracing::warn!("discord: not posting where the bot may not send messages");
                continue;
            };
            if reply.replay.is_some() {
                // A game's replay, after the final board: drawn and sent
                // by a task of its own, so the answer to the move does not
                // wait for it.
                let (http, reply) = (http.clone(), reply.clone());
                let host = self.host.clone();
                tokio::spawn(async move { notify(&host, &http, reply.drawn().await).await });
                continue;
            }
            let Target::Channel(channel) = &reply.target else {
                continue;
            };
            let Ok(channel) = channel.parse::<u64>() else {
                continue;
            };
            let channel_id = ChannelId::new(channel);
            let sent = match channel_id.send_message(http, payload::message(reply)).await {
                Ok(sent) => sent,
                Err(error) => {
                    log_failure("posting to a channel", &error);
                    if let Some(code) = reply.room
                        && threads::gone(&error)
                    {
                        let back = threads::lost(&self.host, code, channel_id).await;
                        Box::pin(self.post(http, &back)).await;
                    }
                    continue;
                }
            };
            if let (Some(name), Some(code)) = (&reply.thread, reply.room) {
                let at = (channel_id, sent.id);
                let next = threads::start(&self.host, http, at, code, name).await;
                Box::pin(self.post(http, &next)).await;
                continue;
            }
            let (Some(code), Some(serial), true) =
                (reply.room, reply.serial, reply.image.is_some())
            else {
                continue;
            };
            let link = format!(
                "https://discord.com/channels/{}/{channel}/{}",
                sent.guild_id
                    .map_or_else(|| "@me".to_string(), |g| g.get().to_string()),
                sent.id.get()
            );
            let message = sent.id.get().to_string();
            let previous = (self.host)
                .board_posted(code, message, serial, Some(link))
                .await;
            let Some(previous) = previous.and_then(|id| id.parse::<u64>().ok()) else {
                continue;
            };
            let strip = EditMessage::new()
                .components(Vec::new())
                .allowed_mentions(CreateAllowedMentions::new());
            if let Err(error) = channel_id
                .edit_message(http, MessageId::new(previous), strip)
                .await
            {
                log_failure("removing an old board's buttons", &error);
            }
        }
    }
}

/// Posts a reply to its channel as a new message; an announcement that
/// starts a thread (a tournament's board paired by the sweep) starts it,
/// and what the host posts next goes there.
pub(super) async fn notify(host: &Door, http: &serenity::http::Http, reply: Reply) {
    if let Target::Direct(user) = &reply.target {
        return direct::send(http, user, &reply).await;
    }
    let Target::Channel(channel) = &reply.target else {
        return;
    };
    let Ok(id) = channel.parse::<u64>() else {
        return;
    };
    let channel = ChannelId::new(id);
    match channel.send_message(http, payload::message(&reply)).await {
        Ok(sent) => {
            if let (Some(name), Some(code)) = (&reply.thread, reply.room) {
                let next = threads::start(host, http, (channel, sent.id), code, name).await;
                for reply in next {
                    Box::pin(notify(host, http, reply)).await;
                }
            }
        }
        Err(error) => log_failure("posting a notice", &error),
    }
}
