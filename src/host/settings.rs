//! What the host keeps in the store beside rooms: the typed settings (in
//! `community::settings`) and the bot's own secrets.

use super::{ChannelKey, Host, Platform, Request, UserId};
use crate::community::server::{CommunityPings, DefaultLanguage};
use crate::community::settings::{Language, Pings, Settings, UserKey};
use crate::i18n::Lang;
use crate::ids::Community;
use crate::store::StoreError;

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

impl Host {
    /// The typed settings (a channel's language, a user's pings, a
    /// community's defaults) and the adapters' notes about open rooms.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// A secret of the bot's own (the web page's session key), made once
    /// by `fresh` and kept in the store, so it is the same after a restart
    /// and in every process sharing the store; the stored one wins should
    /// two processes make one at once. `None` when `fresh` fails.
    /// Blocking: call it on the blocking pool.
    pub fn secret(
        &self,
        name: &str,
        fresh: impl FnOnce() -> Option<Vec<u8>>,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let key = format!("secret:{name}");
        if let Some(kept) = self.store.setting::<Vec<u8>>(&key)? {
            return Ok(Some(kept));
        }
        let Some(made) = fresh() else {
            return Ok(None);
        };
        // Only if none is there yet: two processes starting together on one
        // database end up with the same secret.
        Ok(self.store.add_setting(&key, &made)?.or(Some(made)))
    }

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
