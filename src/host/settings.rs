//! What the host keeps in the store beside rooms: the typed settings (in
//! `community::settings`) and the bot's own secrets.

use super::{ChannelKey, Host, Platform, UserId};
use crate::community::settings::{Language, Pings, Settings, UserKey};
use crate::i18n::Lang;
use crate::store::StoreError;

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

    /// Whether "your turn" mentions this user (they may turn it off).
    pub(super) fn pings_on(&self, platform: Platform, user: &UserId) -> bool {
        let user = UserKey {
            platform,
            user: user.clone(),
        };
        self.settings.get::<Pings>(&user)
    }

    /// A channel's language.
    pub(super) fn lang(&self, key: &ChannelKey) -> Lang {
        self.settings.get::<Language>(key)
    }
}
