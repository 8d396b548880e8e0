//! What an interaction asks, as the host sees it: the request (its
//! community, channel, asker and their language) and, for the adapter,
//! how the app reaches the place and what it lacks there.

use super::permissions;
use super::reach::Reach;
use crate::host::{Community, Input, Lacking, Platform, Request, User};
use crate::i18n::Lang;
use serenity::all::{ChannelId, GuildId, Member, PartialChannel, Permissions};

/// What an interaction asks, as the host's request, how the app reaches
/// where it was asked, and what it lacks there.
pub(super) struct Asked {
    pub request: Request,
    pub reach: Reach,
    pub lacking: Vec<Lacking>,
}

impl Asked {
    pub(super) fn of(
        reach: Reach,
        (guild, channel): (Option<GuildId>, ChannelId),
        (member, app, place): (
            Option<&Member>,
            Option<Permissions>,
            Option<&PartialChannel>,
        ),
        (user, locale): (User, &str),
        input: Input,
    ) -> Asked {
        let mut asker = permissions::asker_of(member, app, place);
        // Interaction Object: `locale`, "selected language of the invoking
        // user": what only they read is in it, where the bot speaks it.
        asker.lang = Lang::of_discord(locale);
        let mut lacking = permissions::lacking_of(app);
        // The community: the server, as the interaction's `guild_id` says;
        // a DM, a group DM or a server without the bot is its own.
        let community = match (reach, guild) {
            (Reach::Member, Some(guild)) => Community::discord_guild(guild.get()),
            _ => Community::discord_private(channel.get()),
        };
        if reach == Reach::Interactions {
            // No thread, and no channel message: only what an
            // interaction's answer may carry is needed.
            asker.can_thread = false;
        }
        // Where only interactions reach nothing is posted to the channel;
        // in a DM no permission is checked (Create Message: "If operating
        // on a guild channel…"), though `app_permissions` lists none to
        // send.
        if reach == Reach::Interactions || guild.is_none() {
            lacking.retain(|l| *l != Lacking::SendMessages);
        }
        let request = Request {
            platform: Platform::Discord,
            community,
            channel: reach.channel_name(channel),
            user,
            input,
            address: None,
            asker,
        };
        Asked {
            request,
            reach,
            lacking,
        }
    }
}
