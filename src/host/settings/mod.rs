//! What people chose, as the host reads it: the typed settings (in
//! `community::settings`, a cache over the store) and which community each
//! channel belongs to, so a channel's language falls back to its
//! community's. The bot's own secrets are kept beside them. The commands
//! that change them are here too, one type each.

pub(in crate::host) mod config;
pub(in crate::host) mod language;
pub mod pings;
pub(in crate::host) mod vacation;
pub(in crate::host) mod zone;

pub use config::SettingsCommand;
pub use language::LanguageCommand;
pub use pings::PingsCommand;
pub use vacation::Vacation;
pub use zone::ZoneCommand;

/// The settings' commands, in the order help lists them.
pub static COMMANDS: &[Spec] = &[
    spec_of::<PingsCommand>(),
    spec_of::<ZoneCommand>(),
    spec_of::<Vacation>(),
    spec_of::<LanguageCommand>(),
    spec_of::<SettingsCommand>(),
];

use crate::community::server::{CommunityPings, DefaultLanguage};
use crate::community::settings::{Language, Pings, Settings, UserKey};
use crate::host::command::spec::Spec;
use crate::host::command::spec::spec_of;
use crate::host::message::Request;
use crate::i18n::Lang;
use crate::ids::Community;
use crate::ids::{ChannelKey, Platform, UserId};
use std::sync::Arc;

/// Channels whose community is remembered (a Discord channel does not
/// name its server; its requests do).
const CHANNELS_KNOWN: u64 = 100_000;

/// Which community each channel seen lately belongs to, as its platform
/// said in a request or an open room keeps it.
pub(super) type Communities = moka::sync::Cache<ChannelKey, Community>;

/// The communities of the open rooms' channels, at start.
pub(super) fn communities_of(rooms: Vec<(ChannelKey, Community)>) -> Communities {
    let known = Communities::new(CHANNELS_KNOWN);
    for (key, community) in rooms {
        known.insert(key, community);
    }
    known
}

/// The settings and the community of each channel seen lately.
pub(super) struct Prefs {
    /// The typed settings (a channel's language, a user's pings, a
    /// community's defaults) and the adapters' notes about open rooms.
    pub settings: Arc<Settings>,
    /// Each channel's community, for its language's default.
    pub communities: Communities,
}

impl Prefs {
    /// Whether "your turn" mentions this user: unless they turned it off,
    /// or their community turned pings off for everyone.
    pub(super) fn pings_on(
        &self,
        platform: Platform,
        user: &UserId,
        community: Option<&Community>,
    ) -> bool {
        let user = UserKey {
            platform,
            user: user.clone(),
        };
        community.is_none_or(|c| self.settings.get::<CommunityPings>(c))
            && self.settings.get::<Pings>(&user)
    }

    /// Whether the user takes a mention on every board rather than a daily
    /// summary (`digest.rs`).
    pub(super) fn digest_off(&self, platform: Platform, user: &UserId) -> bool {
        let user = UserKey {
            platform,
            user: user.clone(),
        };
        self.settings.get::<super::digest::Digest>(&user).is_none()
    }

    /// A channel's language: its own, else its community's default.
    pub(super) fn lang(&self, key: &ChannelKey) -> Lang {
        if let Some(lang) = self.settings.get::<Language>(key) {
            return lang;
        }
        match Community::of_channel(key.platform, &key.channel)
            .or_else(|| self.communities.get(key))
        {
            Some(community) => self.settings.get::<DefaultLanguage>(&community),
            None => Lang::default(),
        }
    }

    /// Remembers the community a request's channel belongs to.
    pub(super) fn note_community(&self, request: &Request) {
        let key = ChannelKey::new(request.platform, &request.channel);
        if self.communities.get(&key).as_ref() != Some(&request.community) {
            self.communities.insert(key, request.community.clone());
        }
    }
}
