//! Where the app may speak. Where its bot is a member (a server that
//! installed the app, the bot's own DMs) it posts to the channel, as
//! everywhere before. Where only a user installed it (group DMs, other
//! people's DMs, servers whose admins never added the bot) Discord lets it
//! answer interactions and nothing else: no channel message, no thread,
//! no read. There a game lives in one message, the board the players
//! press, which each answer edits (Receiving and Responding: a component's
//! `DEFERRED_UPDATE_MESSAGE` "edit the original message later"); what only
//! the asker reads is an ephemeral follow-up, at most five per interaction
//! ("Apps are limited to 5 followup messages per interaction if it was
//! initiated from a user-installed app and isn't installed in the
//! server").

use crate::host::Reply;
use crate::host::message::{DEADLINE, MENTION};
use serenity::all::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, ChannelId, InteractionContext,
    MessageId,
};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How the app reaches the place an interaction came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reach {
    /// Its bot is there: channel messages, threads, edits.
    Member,
    /// Only a user installed it there: interaction responses and their
    /// follow-ups.
    Interactions,
}

impl Reach {
    /// Read from the interaction: `context` ("Interaction Context Types":
    /// 0 a server, 1 a DM with the app's bot user, 2 group DMs and other
    /// DMs) and `authorizing_integration_owners` (a server that installed
    /// the app is `GUILD_INSTALL`). A payload without either (older ones)
    /// is a member's.
    pub(super) fn of(
        context: Option<InteractionContext>,
        owners: &AuthorizingIntegrationOwners,
    ) -> Reach {
        let guild_install = (owners.0.iter())
            .any(|owner| matches!(owner, AuthorizingIntegrationOwner::GuildInstall(_)));
        match context {
            Some(InteractionContext::PrivateChannel) => Reach::Interactions,
            Some(InteractionContext::BotDm) => Reach::Member,
            _ if guild_install || owners.0.is_empty() => Reach::Member,
            _ => Reach::Interactions,
        }
    }

    /// The host's name for `channel`: its id where the bot is a member,
    /// else [`APP`] and the id, so that whatever later answers for that
    /// channel (a sweep's notice) knows not to post there.
    pub(super) fn channel_name(self, channel: ChannelId) -> String {
        match self {
            Reach::Member => channel.get().to_string(),
            Reach::Interactions => format!("{APP}{}", channel.get()),
        }
    }
}

/// The mark of a channel the app reaches only through interactions.
const APP: &str = "app-";

/// Whether the host's channel name is one reached only through
/// interactions.
pub(super) fn interactions_only(name: &str) -> bool {
    name.starts_with(APP)
}

/// The channel replies of one answer as one message, the game's: their
/// texts one after the other, the last board with its controls (or the
/// last controls, when no board came), every file. Mentions are names:
/// an edit notifies nobody.
pub(super) fn folded(replies: Vec<Reply>) -> Option<Reply> {
    let mut replies = replies.into_iter().map(named);
    let mut shown = replies.next()?;
    for reply in replies {
        if !reply.text.is_empty() {
            if !shown.text.is_empty() {
                shown.text.push('\n');
            }
            shown.text.push_str(&reply.text);
        }
        if reply.image.is_some() {
            shown.image = reply.image;
            shown.alt = reply.alt;
            shown.picture = reply.picture;
            shown.controls = reply.controls;
            shown.serial = reply.serial.or(shown.serial);
        } else if !reply.controls.is_empty() && reply.controls.iter().all(analyses) {
            // The record's Analizar joins the final board's Rematch.
            shown.controls.extend(reply.controls);
        } else if !reply.controls.is_empty() {
            shown.controls = reply.controls;
        }
        shown.files.extend(reply.files);
        shown.deadline = reply.deadline.or(shown.deadline);
        shown.room = shown.room.or(reply.room);
    }
    Some(shown)
}

/// Whether a control is an Analizar button (it outlives its board).
fn analyses(control: &crate::host::Control) -> bool {
    match control {
        crate::host::Control::Button { id, .. } => {
            crate::host::ButtonId::analysed_game(id).is_some()
        }
        crate::host::Control::Menu { .. } => false,
    }
}

/// The one of `replies` that pings someone (the player to move), if any:
/// an edit notifies nobody, so where only interactions reach it comes as
/// a message of its own.
pub(super) fn ping(replies: &[Reply]) -> Option<Reply> {
    let pinging = replies.iter().rev().find(|r| r.notified().is_some())?;
    let mut ping = Reply::new(
        pinging.platform,
        pinging.target.clone(),
        pinging.text.clone(),
    );
    ping.mention = pinging.mention.clone();
    ping.deadline = pinging.deadline;
    ping.room = pinging.room;
    Some(ping)
}

/// The reply with its mention written as the name, and its deadline
/// kept only where it names one.
fn named(mut reply: Reply) -> Reply {
    if let Some(mention) = reply.mention.take() {
        reply.text = reply.text.replace(MENTION, &mention.name);
    }
    if reply.deadline.is_none() {
        reply.text = reply.text.replace(DEADLINE, "");
    }
    reply
}

/// Receiving and Responding, Followup Messages: "Interaction tokens are
/// valid for 15 minutes"; a minute is kept in hand.
const TOKEN_USE: Duration = Duration::from_secs(14 * 60);

/// How to edit a game's message later: the token of an interaction whose
/// answer it is, and the message (`None`: that interaction's `@original`;
/// else a follow-up of it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Handle {
    pub token: String,
    pub message: Option<MessageId>,
}

/// Each interactions-only channel's game message, with the token that
/// can still edit it: a sweep's notice (a game lost on time) edits it
/// while the token lasts. Kept in memory: after a restart, or when the
/// token is spent, the next interaction there shows the game as it is.
/// Also each channel's last ping, deleted when the next one comes.
#[derive(Default)]
pub(super) struct Boards {
    games: Mutex<HashMap<String, (Handle, Instant)>>,
    pings: Mutex<HashMap<String, (Handle, Instant)>>,
    /// Each channel's last interaction: what comes later and is no
    /// game's message (an analysis) is its follow-up.
    last: Mutex<HashMap<String, (Handle, Instant)>>,
}

impl Boards {
    /// The game message of `channel` (the host's name) is `handle`'s now.
    pub(super) fn keep(&self, channel: &str, handle: Handle) {
        keep(&self.games, channel, handle);
    }

    /// The handle that can still edit `channel`'s game message.
    pub(super) fn handle(&self, channel: &str) -> Option<Handle> {
        fresh(&self.games, channel)
    }

    /// An interaction came from `channel` with `token`.
    pub(super) fn touched(&self, channel: &str, token: &str) {
        let handle = Handle {
            token: token.to_string(),
            message: None,
        };
        keep(&self.last, channel, handle);
    }

    /// The token of `channel`'s last interaction, while it lasts.
    pub(super) fn last_token(&self, channel: &str) -> Option<String> {
        fresh(&self.last, channel).map(|handle| handle.token)
    }

    /// `channel`'s last ping is `handle`'s now; the one before it, if a
    /// token can still delete it.
    pub(super) fn pinged(&self, channel: &str, handle: Handle) -> Option<Handle> {
        let before = fresh(&self.pings, channel);
        keep(&self.pings, channel, handle);
        before
    }
}

fn keep(map: &Mutex<HashMap<String, (Handle, Instant)>>, channel: &str, handle: Handle) {
    if let Ok(mut map) = map.lock() {
        map.retain(|_, (_, since)| since.elapsed() < TOKEN_USE);
        map.insert(channel.to_string(), (handle, Instant::now()));
    }
}

fn fresh(map: &Mutex<HashMap<String, (Handle, Instant)>>, channel: &str) -> Option<Handle> {
    let map = map.lock().ok()?;
    let (handle, since) = map.get(channel)?;
    (since.elapsed() < TOKEN_USE).then(|| handle.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::message::Mention;
    use crate::host::{Platform, Target};
    use serenity::all::{GuildId, UserId};

    #[test]
    fn only_a_server_install_or_the_bots_dm_is_a_members_place() {
        let guild = AuthorizingIntegrationOwners(vec![AuthorizingIntegrationOwner::GuildInstall(
            Some(GuildId::new(1)),
        )]);
        let user = AuthorizingIntegrationOwners(vec![AuthorizingIntegrationOwner::UserInstall(
            UserId::new(2),
        )]);
        let server = Some(InteractionContext::Guild);
        assert_eq!(Reach::of(server, &guild), Reach::Member);
        assert_eq!(Reach::of(server, &user), Reach::Interactions);
        let group = Some(InteractionContext::PrivateChannel);
        assert_eq!(Reach::of(group, &user), Reach::Interactions);
        assert_eq!(
            Reach::of(Some(InteractionContext::BotDm), &user),
            Reach::Member
        );
        assert_eq!(
            Reach::of(None, &AuthorizingIntegrationOwners::default()),
            Reach::Member
        );
        let name = Reach::Interactions.channel_name(ChannelId::new(5));
        assert!(interactions_only(&name));
        assert!(!interactions_only(
            &Reach::Member.channel_name(ChannelId::new(5))
        ));
    }

    #[test]
    fn one_answer_is_one_message_with_the_last_board() {
        let text = |t: &str| Reply::new(Platform::Discord, Target::Channel("c".into()), t.into());
        let mut moved = text(&format!("{MENTION} moved"));
        moved.mention = Some(Mention {
            user: "7".into(),
            name: "Ana".into(),
            notify: true,
        });
        let mut board = text("Board");
        board.image = Some(std::sync::Arc::from(&b"png"[..]));
        let shown = folded(vec![moved, board, text("Goal!")]).expect("a message");
        assert_eq!(shown.text, "Ana moved\nBoard\nGoal!");
        assert!(shown.mention.is_none() && shown.image.is_some());
        assert!(folded(Vec::new()).is_none());
    }
}
