//! Answering where only interactions reach (see [`super::reach`]): the
//! game's message is an interaction's answer, edited by each later one;
//! nothing is ever sent to the channel's own endpoints.

use super::bot::Bot;
use super::failures::log_failure;
use super::payload;
use super::reach::{Handle, folded, ping};
use crate::host::{Reply, Request};
use serenity::all::{CommandInteraction, ComponentInteraction, Context, MessageFlags, MessageId};
use serenity::builder::Builder;
use serenity::http::Http;

/// Create Followup Message: "Apps are limited to 5 followup messages per
/// interaction if it was initiated from a user-installed app and isn't
/// installed in the server".
const FOLLOWUPS: usize = 5;

impl Bot {
    /// A command's answer: its deferred response (public) becomes the
    /// game's message, or goes when nothing public came; what only the
    /// asker reads follows, ephemeral.
    pub(super) async fn command_in_place(
        &self,
        ctx: &Context,
        command: &CommandInteraction,
        channel: &str,
        (public, private): (Vec<Reply>, Vec<Reply>),
    ) {
        self.boards.touched(channel, &command.token);
        let pinging = ping(&public);
        let shown = folded(drawn(public).await);
        let answered = match &shown {
            Some(reply) => (command
                .edit_response(&ctx.http, payload::edited(reply))
                .await)
                .map(|_| ()),
            None => command.delete_response(&ctx.http).await,
        };
        match answered {
            Ok(()) if shown.is_some() => self.boards.keep(
                channel,
                Handle {
                    token: command.token.clone(),
                    message: None,
                },
            ),
            Ok(()) => {}
            Err(error) => log_failure("answering a command", &error),
        }
        let spent = self.ping(&ctx.http, &command.token, channel, pinging).await;
        followups(&ctx.http, &command.token, private, FOLLOWUPS - spent).await;
    }

    /// A button's or menu's answer: the game's message shows what came
    /// in public. Pressed on the game's message, that message is this
    /// interaction's to edit; pressed on an ephemeral picker, the game's
    /// message is edited with the token that last could, or, when none
    /// can any more, the board comes as a new message, the game's from
    /// then on. A press on an older board answered only privately (a game
    /// decided on time while nobody was there) shows the game as it is.
    pub(super) async fn component_in_place(
        &self,
        ctx: &Context,
        component: &ComponentInteraction,
        request: &Request,
        (mut public, private): (Vec<Reply>, Vec<Reply>),
    ) {
        let channel = request.channel.as_str();
        self.boards.touched(channel, &component.token);
        let on_board =
            !(component.message.flags).is_some_and(|flags| flags.contains(MessageFlags::EPHEMERAL));
        // The host's refusal of an older board's press carries the board
        // as it is.
        if public.is_empty() && on_board {
            public = private
                .iter()
                .filter_map(|r| r.current.as_deref().cloned())
                .collect();
        }
        let mut spent = 0;
        let pinging = ping(&public);
        if let Some(reply) = folded(drawn(public).await) {
            let here = Handle {
                token: component.token.clone(),
                message: None,
            };
            let handle = match on_board {
                true => Some(here),
                false => self.boards.handle(channel),
            };
            let edited = match &handle {
                Some(handle) => match edit(&ctx.http, handle, &reply).await {
                    Ok(()) => true,
                    Err(error) => {
                        log_failure("editing a game's message", &error);
                        false
                    }
                },
                None => false,
            };
            // Kept anew only with this interaction's token: a stored one
            // keeps the time it was made, so it is not used past its 15
            // minutes.
            let kept = match (edited, on_board) {
                (true, true) => handle,
                (true, false) => None,
                (false, _) => {
                    spent = 1;
                    let posted = (payload::shared(&reply))
                        .execute(&ctx.http, (None, component.token.as_str()))
                        .await;
                    posted
                        .inspect_err(|error| log_failure("posting a game's message", error))
                        .ok()
                        .map(|message| Handle {
                            token: component.token.clone(),
                            message: Some(message.id),
                        })
                }
            };
            if let Some(handle) = kept {
                self.boards.keep(channel, handle);
            }
        }
        spent += self
            .ping(&ctx.http, &component.token, channel, pinging)
            .await;
        followups(&ctx.http, &component.token, private, FOLLOWUPS - spent).await;
    }

    /// Notices for an interactions-only channel (a sweep's: a game lost
    /// on time): they edit the game's message while a token can. An
    /// analysis is no game's message: it comes as a follow-up of the
    /// channel's last interaction (the one that asked for it, seconds
    /// before), while its token lasts.
    pub(super) async fn notices_in_place(
        http: &Http,
        boards: &super::reach::Boards,
        replies: Vec<Reply>,
    ) {
        let mut by_channel: Vec<(String, Vec<Reply>)> = Vec::new();
        for reply in replies {
            let crate::host::Target::Channel(channel) = &reply.target else {
                continue;
            };
            if reply.picture == crate::host::Picture::Analysis {
                let Some(token) = boards.last_token(channel) else {
                    tracing::debug!("discord: an analysis with no token left to post it");
                    continue;
                };
                let posted = (payload::shared(&reply))
                    .execute(http, (None, token.as_str()))
                    .await;
                if let Err(error) = posted {
                    log_failure("posting an analysis", &error);
                }
                continue;
            }
            match by_channel.iter_mut().find(|(c, _)| c == channel) {
                Some((_, list)) => list.push(reply),
                None => by_channel.push((channel.clone(), vec![reply])),
            }
        }
        for (channel, replies) in by_channel {
            let (Some(handle), Some(reply)) =
                (boards.handle(&channel), folded(drawn(replies).await))
            else {
                tracing::debug!("discord: a notice waits for the next interaction there");
                continue;
            };
            if let Err(error) = edit(http, &handle, &reply).await {
                log_failure("editing a game's message", &error);
            }
        }
    }

    /// The player to move pinged where an edit cannot: a message of its
    /// own that mentions exactly them; the channel's ping before it goes,
    /// while a token can delete it, so the chat keeps one. Returns the
    /// follow-ups it spent.
    async fn ping(&self, http: &Http, token: &str, channel: &str, ping: Option<Reply>) -> usize {
        let Some(ping) = ping else {
            return 0;
        };
        let sent = (payload::shared(&ping)).execute(http, (None, token)).await;
        let message = match sent {
            Ok(message) => message,
            Err(error) => {
                log_failure("pinging the player to move", &error);
                return 1;
            }
        };
        let handle = Handle {
            token: token.to_string(),
            message: Some(message.id),
        };
        if let Some(Handle {
            token,
            message: Some(id),
        }) = self.boards.pinged(channel, handle)
            && let Err(error) = http.delete_followup_message(&token, id).await
        {
            log_failure("deleting an older ping", &error);
        }
        1
    }
}

/// Edits the game's message `handle` names.
async fn edit(http: &Http, handle: &Handle, reply: &Reply) -> Result<(), serenity::Error> {
    match handle.message {
        None => (payload::edited(reply)
            .execute(http, handle.token.as_str())
            .await)
            .map(|_| ()),
        Some(id) => (payload::shared(reply)
            .execute(http, (Some(id), handle.token.as_str()))
            .await)
            .map(|_| ()),
    }
}

/// The replies with their replays drawn.
async fn drawn(replies: Vec<Reply>) -> Vec<Reply> {
    let mut out = Vec::with_capacity(replies.len());
    for reply in replies {
        out.push(reply.drawn().await);
    }
    out
}

/// What only the asker reads, as ephemeral follow-ups: at most `most`;
/// any beyond are put together into the last.
async fn followups(http: &Http, token: &str, mut private: Vec<Reply>, most: usize) {
    if let (Some(first), true) = (private.first().cloned(), most > 0 && private.len() > most) {
        let rest: Vec<String> = private.drain(most - 1..).map(|r| r.text).collect();
        private.push(Reply::new(first.platform, first.target, rest.join("\n")));
    }
    for reply in private.iter().take(most) {
        let sent = payload::followup(reply)
            .execute(http, (None::<MessageId>, token))
            .await;
        if let Err(error) = sent {
            log_failure("a private follow-up", &error);
        }
    }
}
