//! What people chose, as the host reads it: the typed settings (in
//! `community::settings`, a cache over the store) and which community each
//! channel belongs to, so a channel's language falls back to its
//! community's. The commands that change them are the settings' wing's.

use crate::community::server::{CommunityPings, DefaultLanguage};
use crate::community::settings::{Language, Pings, Settings, UserKey};
use crate::host::message::Request;
use crate::i18n::{Lang, Say};
use crate::ids::Community;
use crate::ids::{ChannelKey, Platform, UserId};
use std::sync::Arc;

/// Channels whose community is remembered (a Discord channel does not
/// name its server; its requests do).
const CHANNELS_KNOWN: u64 = 100_000;

/// Which community each channel seen lately belongs to, as its platform
/// said in a request or an open room keeps it.
pub(in crate::host) type Communities = moka::sync::Cache<ChannelKey, Community>;

/// The communities of the open rooms' channels, at start.
pub(in crate::host) fn communities_of(rooms: Vec<(ChannelKey, Community)>) -> Communities {
    let known = Communities::new(CHANNELS_KNOWN);
    for (key, community) in rooms {
        known.insert(key, community);
    }
    known
}

/// The settings and the community of each channel seen lately.
pub(in crate::host) struct Prefs {
    /// The typed settings (a channel's language, a user's pings, a
    /// community's defaults) and the adapters' notes about open rooms.
    pub settings: Arc<Settings>,
    /// Each channel's community, for its language's default.
    pub communities: Communities,
}

impl Prefs {
    /// Whether "your turn" mentions this user: unless they turned it off,
    /// or their community turned pings off for everyone.
    pub(in crate::host) fn pings_on(
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
    pub(in crate::host) fn digest_off(&self, platform: Platform, user: &UserId) -> bool {
        let user = UserKey {
            platform,
            user: user.clone(),
        };
        self.settings
            .get::<crate::host::digest::Digest>(&user)
            .is_none()
    }

    /// A channel's language: its own, else its community's default.
    pub(in crate::host) fn lang(&self, key: &ChannelKey) -> Lang {
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

    /// The words of what only the asker reads: their own language where
    /// their platform tells it, else their channel's.
    pub(in crate::host) fn asker_say(&self, request: &Request) -> Say {
        let key = ChannelKey::new(request.platform, &request.channel);
        Prefs::asker_or(request, || Say(self.lang(&key)))
    }

    /// [`Prefs::asker_say`] where the channel's words are at hand already:
    /// read once, not again.
    pub(in crate::host) fn asker_or(request: &Request, channel: impl FnOnce() -> Say) -> Say {
        request.asker.lang.map_or_else(channel, Say)
    }

    /// Remembers the community a request's channel belongs to.
    pub(in crate::host) fn note_community(&self, request: &Request) {
        let key = ChannelKey::new(request.platform, &request.channel);
        if self.communities.get(&key).as_ref() != Some(&request.community) {
            self.communities.insert(key, request.community.clone());
        }
    }
}
