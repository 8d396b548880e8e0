//! Where an interaction comes from, and what the app may do there: the
//! places a user install reaches (Application Commands, Contexts, and
//! "Installing Apps": an app installed to a user is used wherever that
//! user is, its bot in none of those places).

use super::*;

/// A group DM of the test's users. No bot can be in a group DM (Interaction
/// Context Types: `PRIVATE_CHANNEL` 2, "Interaction can be used within
/// Group DMs and DMs other than the app's bot user").
pub const GROUP_DM: &str = "960000000000000001";
pub const OTHER_GROUP_DM: &str = "960000000000000003";
/// A server whose admins never added the bot, where a user installed the
/// app for themselves, and its one channel.
pub const FOREIGN_GUILD_ID: &str = "900000000000000005";
pub const FOREIGN_CHANNEL: &str = "960000000000000002";

/// Change Log, "Calculated Permissions in Interaction Payloads": "For apps
/// without a bot user (or without the `bot` scope), the value of
/// `app_permissions` will be the same as the permissions for `@everyone`,
/// but limited to the permissions that can be used in interaction
/// responses (currently `ATTACH_FILES`, `EMBED_LINKS`, `MENTION_EVERYONE`,
/// and `USE_EXTERNAL_EMOJIS`)". No Send Messages: the app posts nothing
/// to the channel.
pub const RESPONSE_PERMISSIONS: u64 =
    ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | USE_EXTERNAL_EMOJIS;

/// Where an interaction happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A server that installed the app with its bot.
    Server,
    /// A server without the bot, where the user installed the app.
    ServerWithoutBot,
    /// A group DM (or a DM between two users).
    GroupDm,
    /// A DM with the app's bot user.
    BotDm,
}

impl Place {
    /// Whether the app's bot is there: only then may it call the
    /// channel's endpoints ("Installing Apps", user installs: the app
    /// "can only respond to interactions", not read or post in the
    /// channel).
    pub fn bot_is_member(self) -> bool {
        matches!(self, Place::Server | Place::BotDm)
    }

    /// Interaction Context Types: `GUILD` 0, `BOT_DM` 1,
    /// `PRIVATE_CHANNEL` 2.
    fn context(self) -> u64 {
        match self {
            Place::Server | Place::ServerWithoutBot => 0,
            Place::BotDm => 1,
            Place::GroupDm => 2,
        }
    }

    /// The server an interaction there names, if any.
    pub fn guild(self, channel: &str) -> Option<&'static str> {
        match self {
            Place::Server => Some(guild_of(channel)),
            Place::ServerWithoutBot => Some(FOREIGN_GUILD_ID),
            Place::GroupDm | Place::BotDm => None,
        }
    }

    /// Interaction Object, Authorizing Integration Owners Object: "the
    /// installation contexts that the interaction was authorized for",
    /// `GUILD_INSTALL` ("0") the server's id, `USER_INSTALL` ("1") the
    /// user's id. Outside a server that installed it, only the user's.
    pub fn owners(self, channel: &str, user: &str) -> Value {
        match self {
            Place::Server => json!({ "0": guild_of(channel) }),
            _ => json!({ "1": user }),
        }
    }

    /// Whether follow-ups are limited: Create Followup Message, "Apps are
    /// limited to 5 followup messages per interaction if it was initiated
    /// from a user-installed app and isn't installed in the server
    /// (meaning the authorizing integration owners object only contains
    /// `USER_INSTALL`)".
    pub fn followups_limited(self) -> bool {
        self != Place::Server
    }
}

/// The most follow-ups one interaction may have where they are limited.
pub const FOLLOWUPS: usize = 5;

impl Inner {
    /// Where `channel` is.
    pub(super) fn place_of(&self, channel: &str) -> Place {
        match channel {
            GROUP_DM | OTHER_GROUP_DM => Place::GroupDm,
            FOREIGN_CHANNEL => Place::ServerWithoutBot,
            _ if self.dms.values().any(|dm| dm == channel) => Place::BotDm,
            _ => Place::Server,
        }
    }
}

impl StandIn {
    /// The DM channel between `user` and the bot, as when the user opens
    /// the bot's profile and writes to it.
    pub fn bot_dm(&self, user: &str) -> String {
        let mut inner = self.inner.lock().expect("lock");
        if let Some(dm) = inner.dms.get(user) {
            return dm.clone();
        }
        let id = self.id();
        inner.dms.insert(user.to_string(), id.clone());
        id
    }

    /// The calls to a channel's endpoints where the bot is not a member:
    /// each was refused.
    pub fn off_limits(&self) -> usize {
        self.inner.lock().expect("lock").off_limits
    }

    /// The most follow-ups any one interaction got.
    pub fn most_followups(&self) -> usize {
        let inner = self.inner.lock().expect("lock");
        inner.followups.values().copied().max().unwrap_or(0)
    }

    /// Refuses a call to `channel`'s endpoints where the bot is not a
    /// member: Opcodes and Status Codes, JSON Error Codes, 50001 "Missing
    /// access" (403). Counted.
    pub(super) fn refuse_off_limits(
        &self,
        inner: &mut Inner,
        call: &Req,
        channel: &str,
    ) -> Option<Response> {
        if inner.place_of(channel).bot_is_member() {
            return None;
        }
        inner.off_limits += 1;
        inner.violate(
            call,
            "the app's bot is not in this place",
            channel.to_string(),
        );
        Some(error(StatusCode::FORBIDDEN, 50001, "Missing Access"))
    }

    /// Refuses a follow-up beyond the limit: 400, 40094 "This interaction
    /// has hit the maximum number of follow up messages".
    pub(super) fn refuse_followup(
        &self,
        inner: &mut Inner,
        call: &Req,
        interaction: &Interaction,
    ) -> Option<Response> {
        let count = inner.followups.entry(interaction.id.clone()).or_default();
        *count += 1;
        if *count <= FOLLOWUPS || !interaction.place.followups_limited() {
            return None;
        }
        inner.violate(
            call,
            "at most 5 follow-ups for a user install",
            interaction.id.clone(),
        );
        Some(error(
            StatusCode::BAD_REQUEST,
            40094,
            "This interaction has hit the maximum number of follow up messages",
        ))
    }
}

/// Shapes an interaction's payload for its place: outside a server there
/// is no `guild_id` or `member` but a `user` ("`member` is sent when the
/// interaction is invoked in a guild, and `user` is sent when invoked in
/// a DM"), the channel is a DM (1) or a group DM (3) (Channel Types), and
/// `context`, `authorizing_integration_owners` and `app_permissions` say
/// where it is and what the app may do.
pub(super) fn shape(payload: &mut Value, place: Place, user: Value) {
    let channel = payload["channel_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let user_id = user["id"].as_str().unwrap_or_default().to_string();
    payload["context"] = json!(place.context());
    payload["authorizing_integration_owners"] = place.owners(&channel, &user_id);
    match place {
        Place::Server => {}
        Place::ServerWithoutBot => {
            payload["guild_id"] = json!(FOREIGN_GUILD_ID);
            payload["channel"]["guild_id"] = json!(FOREIGN_GUILD_ID);
            payload["app_permissions"] =
                json!((MEMBER_PERMISSIONS & RESPONSE_PERMISSIONS).to_string());
        }
        Place::GroupDm | Place::BotDm => {
            let fields = payload.as_object_mut().expect("an object");
            fields.remove("guild_id");
            fields.remove("member");
            fields.remove("guild_locale");
            payload["user"] = user;
            payload["channel"] = json!({
                "id": channel, "name": null,
                "type": if place == Place::GroupDm { 3 } else { 1 },
            });
            // Interaction Object, `app_permissions`: in DMs and group
            // DMs Attach Files, Embed Links and Mention Everyone (and
            // Use External Emojis with the app's bot user).
            let granted = match place {
                Place::BotDm => RESPONSE_PERMISSIONS,
                _ => RESPONSE_PERMISSIONS & !USE_EXTERNAL_EMOJIS,
            };
            payload["app_permissions"] = json!(granted.to_string());
        }
    }
}
