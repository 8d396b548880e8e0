//! What the host keeps in the store beside rooms: a channel's language, a
//! user's pings, adapters' notes about open rooms, and the bot's own
//! secrets; with small caches of the store for what every request reads.

use super::{CACHED, ChannelKey, Host, Platform, RoomCode, UserId, notes_key};
use crate::i18n::Lang;
use crate::store::StoreError;

impl Host {
    /// Keeps a small adapter note about room `code` durably (e.g. which
    /// reaction on which Matrix board stands for which button), so it
    /// survives restarts; the room's notes go when the room closes.
    pub fn remember<T: serde::Serialize>(&self, code: RoomCode, key: &str, value: &T) {
        let list = notes_key(code);
        let mut keys: Vec<String> = self.note(&list).unwrap_or_default();
        keys.push(key.to_string());
        let saved = self
            .store
            .save_setting(key, value)
            .and_then(|()| self.store.save_setting(&list, &keys));
        if let Err(error) = saved {
            tracing::error!("could not save {key}: {error}");
        }
    }

    /// Reads back a note kept with [`Host::remember`].
    pub fn note<T: serde::de::DeserializeOwned>(&self, key: &str) -> Option<T> {
        self.store.setting(key).ok().flatten()
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
        let key = format!("pings:{platform}:{user}");
        if let Some(on) = self.pings.lock().ok().and_then(|p| p.get(&key).copied()) {
            return on;
        }
        let on = self
            .store
            .setting::<bool>(&key)
            .ok()
            .flatten()
            .unwrap_or(true);
        if let Ok(mut pings) = self.pings.lock() {
            if pings.len() >= CACHED {
                pings.clear();
            }
            pings.insert(key, on);
        }
        on
    }

    pub(super) fn set_pings(
        &self,
        platform: Platform,
        user: &UserId,
        on: bool,
    ) -> Result<(), StoreError> {
        let key = format!("pings:{platform}:{user}");
        self.store.save_setting(&key, &on)?;
        if let Ok(mut pings) = self.pings.lock() {
            pings.insert(key, on);
        }
        Ok(())
    }

    pub(super) fn lang(&self, key: &ChannelKey) -> Lang {
        if let Some(lang) = self.langs.lock().ok().and_then(|l| l.get(key).copied()) {
            return lang;
        }
        let lang = self
            .store
            .setting::<Lang>(&key.to_string())
            .ok()
            .flatten()
            .unwrap_or_default();
        if let Ok(mut langs) = self.langs.lock() {
            // A cache of the store: bounded, refilled as channels speak.
            if langs.len() >= CACHED {
                langs.clear();
            }
            langs.insert(key.clone(), lang);
        }
        lang
    }

    pub(super) fn set_lang(&self, key: &ChannelKey, lang: Lang) -> Result<(), StoreError> {
        self.store.save_setting(&key.to_string(), &lang)?;
        if let Ok(mut langs) = self.langs.lock() {
            langs.insert(key.clone(), lang);
        }
        Ok(())
    }
}
