//! Typed settings per scope: a channel's language, a user's pings, a
//! server's defaults. Each setting is one type naming its scope, its value
//! and its default ([`Setting`]), declared beside what reads it (the
//! language and pings here, a community's default clock in
//! `host::clock`); [`Settings`] reads them through one
//! bounded cache (moka) in front of the store, which another process
//! sharing the store empties key by key through the store's change
//! notices ([`Settings::changed`]).

use crate::i18n::Lang;
pub use crate::ids::UserKey;
use crate::ids::{ChannelKey, Community, RoomCode};
use crate::store::{RESYNC, Store, StoreError};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::any::Any;
use std::sync::Arc;
use std::time::Duration;

/// Entries the cache keeps; the least used go first.
const CACHED: u64 = 10_000;

/// How long a cached value is trusted without a notice: bounds how stale a
/// value can be should a notice be lost (a dropped listening connection).
const TRUSTED: Duration = Duration::from_secs(300);

/// The prefix of a store change notice that names a setting's key (room
/// changes are named by the bare room code).
pub const NOTICE_PREFIX: &str = "setting:";

/// Where a setting applies, written into its store key.
pub trait Scope {
    /// The scope as its store key writes it.
    fn written(&self) -> String;
}

impl Scope for ChannelKey {
    fn written(&self) -> String {
        self.to_string()
    }
}

/// A community (a Discord server, a Matrix room, the web site), which
/// names its platform: the scope of a server's own settings.
impl Scope for Community {
    fn written(&self) -> String {
        self.as_str().to_string()
    }
}

impl Scope for UserKey {
    fn written(&self) -> String {
        format!("{}:{}", self.platform, self.user)
    }
}

/// One setting: its scope, its value's type and its default. Adding one is
/// this impl and nothing else; it is stored as JSON under [`Setting::key`].
pub trait Setting {
    /// Where it applies.
    type Scope: Scope;
    /// What it holds.
    type Value: Serialize + DeserializeOwned + Clone + Send + Sync + 'static;
    /// Its name, the first part of its store key.
    const NAME: &'static str;
    /// Its value where none was set.
    fn default() -> Self::Value;
    /// Its store key for `scope`.
    fn key(scope: &Self::Scope) -> String {
        format!("{}:{}", Self::NAME, scope.written())
    }
}

/// A channel's language (`idioma`); unset, its community's default.
pub struct Language;

impl Setting for Language {
    type Scope = ChannelKey;
    type Value = Option<Lang>;
    const NAME: &'static str = "lang";
    fn default() -> Option<Lang> {
        None
    }
    /// Written as the bare channel key, as the first stores did.
    fn key(scope: &ChannelKey) -> String {
        scope.written()
    }
}

/// Whether "your turn" mentions a user (`avisos`).
pub struct Pings;

impl Setting for Pings {
    type Scope = UserKey;
    type Value = bool;
    const NAME: &'static str = "pings";
    fn default() -> bool {
        true
    }
}

/// The settings, read through a cache of the store.
pub struct Settings {
    store: Store,
    /// Each key's value, of its setting's type (a key names one setting).
    cache: moka::sync::Cache<String, Arc<dyn Any + Send + Sync>>,
    /// Held while a note is read and written again ([`Settings::update_note`]).
    updating: std::sync::Mutex<()>,
}

impl Settings {
    /// Settings kept in `store`.
    pub fn new(store: Store) -> Settings {
        let cache = moka::sync::Cache::builder()
            .max_capacity(CACHED)
            .time_to_live(TRUSTED)
            .build();
        Settings {
            store,
            cache,
            updating: std::sync::Mutex::default(),
        }
    }

    /// The setting's value in `scope`, or its default (also when the store
    /// cannot be read, which is logged). Blocking on a cache miss.
    pub fn get<S: Setting>(&self, scope: &S::Scope) -> S::Value {
        let key = S::key(scope);
        let cached = self.cache.get(&key);
        if let Some(value) = cached.as_deref().and_then(|v| v.downcast_ref::<S::Value>()) {
            return value.clone();
        }
        // A value that does not decode is set aside by the store and read
        // as unset.
        match self.store.setting::<S::Value>(&key) {
            Ok(value) => {
                let value = value.unwrap_or_else(S::default);
                self.cache.insert(key, Arc::new(value.clone()));
                value
            }
            Err(error) => {
                tracing::error!("setting {}: {error}", S::NAME);
                S::default()
            }
        }
    }

    /// Sets the setting in `scope`, durably. Blocking.
    pub fn set<S: Setting>(&self, scope: &S::Scope, value: &S::Value) -> Result<(), StoreError> {
        let key = S::key(scope);
        self.store.save_setting(&key, value)?;
        self.cache.insert(key, Arc::new(value.clone()));
        Ok(())
    }

    /// A store change notice: when it names a setting, that setting is
    /// read again from the store next time (another process changed it).
    /// A [`RESYNC`] (the store's listener started over: anything may have
    /// changed) empties the whole cache.
    pub fn changed(&self, notice: &str) {
        if notice == RESYNC {
            self.cache.invalidate_all();
        } else if let Some(key) = notice.strip_prefix(NOTICE_PREFIX) {
            self.cache.invalidate(key);
        }
    }

    /// Keeps a small adapter note about room `code` durably (e.g. which
    /// reaction on which Matrix board stands for which button), so it
    /// survives restarts; [`Settings::drop_notes`] removes them with the
    /// room. Notes are read seldom (a reaction) and not cached.
    pub fn remember<T: Serialize>(&self, code: RoomCode, key: &str, value: &T) {
        let list = notes_key(code);
        let mut keys: Vec<String> = self.note(&list).unwrap_or_default();
        let listed = keys.iter().any(|k| k == key);
        if !listed {
            keys.push(key.to_string());
        }
        let saved = self
            .store
            .save_setting(key, value)
            .and_then(|()| match listed {
                true => Ok(()),
                false => self.store.save_setting(&list, &keys),
            });
        if let Err(error) = saved {
            tracing::error!("could not save {key}: {error}");
        }
    }

    /// Reads a note of room `code` and keeps what `change` makes of it, one
    /// update at a time in this process (so two boards posted at once do
    /// not both see the same one before them); returns what `change` says.
    /// A store that cannot be read is taken as no note (logged).
    pub fn update_note<T, R>(
        &self,
        code: RoomCode,
        key: &str,
        change: impl FnOnce(Option<T>) -> (T, R),
    ) -> R
    where
        T: Serialize + DeserializeOwned,
    {
        let _one_at_a_time = self.updating.lock();
        let (kept, answer) = change(self.note(key));
        self.remember(code, key, &kept);
        answer
    }

    /// Reads back a note kept with [`Settings::remember`].
    pub fn note<T: DeserializeOwned>(&self, key: &str) -> Option<T> {
        self.store.setting(key).ok().flatten()
    }

    /// Removes the notes of a room that closed.
    pub fn drop_notes(&self, code: RoomCode) {
        let list = notes_key(code);
        if let Some(mut keys) = self.note::<Vec<String>>(&list) {
            keys.push(list);
            if let Err(error) = self.store.remove_settings(&keys) {
                tracing::error!("could not drop the notes of {code}: {error}");
            }
        }
    }
}

/// The store key listing an open room's adapter notes.
fn notes_key(code: RoomCode) -> String {
    format!("notes:{code}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{Platform, UserId};

    fn settings() -> (tempfile::TempDir, Settings) {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open(dir.path()).expect("store");
        (dir, Settings::new(store))
    }

    #[test]
    fn a_setting_is_its_default_until_set_and_keeps_its_old_key() {
        let (_dir, settings) = settings();
        let channel = ChannelKey::new(Platform::Discord, "42");
        assert_eq!(settings.get::<Language>(&channel), None);
        settings
            .set::<Language>(&channel, &Some(Lang::Ru))
            .expect("set");
        assert_eq!(settings.get::<Language>(&channel), Some(Lang::Ru));
        // Stored where the first stores kept it, as JSON.
        assert_eq!(
            settings.store.setting::<Lang>("discord:42").ok().flatten(),
            Some(Lang::Ru)
        );
        let user = UserKey {
            platform: Platform::Matrix,
            user: UserId::from("@ana:localhost"),
        };
        assert!(settings.get::<Pings>(&user));
        settings.set::<Pings>(&user, &false).expect("set");
        assert_eq!(
            settings
                .store
                .setting::<bool>("pings:matrix:@ana:localhost")
                .ok()
                .flatten(),
            Some(false)
        );
    }

    /// A community's setting, as the host's own are declared.
    struct Motto;

    impl Setting for Motto {
        type Scope = Community;
        type Value = String;
        const NAME: &'static str = "motto";
        fn default() -> String {
            "¡gol!".into()
        }
    }

    #[test]
    fn a_notice_makes_the_next_read_go_to_the_store() {
        let (_dir, settings) = settings();
        let server = Community::discord_guild(7);
        assert_eq!(settings.get::<Motto>(&server), "¡gol!");
        // Another process writes the store: the cache does not know yet.
        let key = Motto::key(&server);
        assert_eq!(key, "motto:discord:7");
        settings.store.save_setting(&key, &"olé").expect("save");
        assert_eq!(settings.get::<Motto>(&server), "¡gol!");
        settings.changed("ABCD");
        assert_eq!(settings.get::<Motto>(&server), "¡gol!");
        settings.changed(&format!("{NOTICE_PREFIX}{key}"));
        assert_eq!(settings.get::<Motto>(&server), "olé");
        // The listener started over: every key is read again.
        settings.store.save_setting(&key, &"¡ay!").expect("save");
        settings.changed(RESYNC);
        assert_eq!(settings.get::<Motto>(&server), "¡ay!");
    }
}
