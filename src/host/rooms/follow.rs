//! The store's change notices, when other processes share it: one thread
//! reads them, empties the settings' cache of a setting another process
//! changed (all of it when the store's listener starts over), tells the
//! host which rooms it holds went stale (`fresh.rs`), and passes room
//! changes (and a `RESYNC`, and [`RELAYED`] when other processes relayed
//! lines) on to whoever follows them (the web adapter's pages and lobby).
//! Relayed lines are read and written here too, for the adapters.

use super::fresh::Freshness;
use crate::community::settings::{NOTICE_PREFIX, Settings};
use crate::store::{RELAYED, RESYNC, Store};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc::UnboundedSender;

/// The senders of those who follow room changes.
pub(super) type Followers = Arc<Mutex<Vec<UnboundedSender<String>>>>;

/// Starts reading the store's notices (none for a store this process owns).
/// The thread ends when the store stops sending, or at the first notice
/// after the host is gone.
pub(super) fn follow(store: &Store, settings: &Arc<Settings>, fresh: &Arc<Freshness>) -> Followers {
    let followers = Followers::default();
    let Some(mut notices) = store.changes() else {
        return followers;
    };
    // Weak: the thread must not keep the store (and so its own notices)
    // alive once the host is gone.
    let (settings, passed) = (Arc::downgrade(settings), followers.clone());
    let fresh = fresh.clone();
    let started = std::thread::Builder::new()
        .name("store-notices".into())
        .spawn(move || {
            while let Some(notice) = notices.blocking_recv() {
                let setting = notice.starts_with(NOTICE_PREFIX);
                if setting || notice == RESYNC {
                    match settings.upgrade() {
                        Some(settings) => settings.changed(&notice),
                        None => break,
                    }
                }
                if setting {
                    continue;
                }
                // Lines relayed: followers read them from the store. A
                // room's notice carries its new version, for the host;
                // followers get its code.
                let passed_on = match notice.split_once(':') {
                    Some((kind, _)) if kind == RELAYED => Some(RELAYED),
                    _ => fresh.heard(&notice),
                };
                let Some(passed_on) = passed_on else {
                    continue;
                };
                if let Ok(mut followers) = passed.lock() {
                    followers.retain(|follower| follower.send(passed_on.to_string()).is_ok());
                }
            }
        });
    if let Err(error) = started {
        tracing::error!("could not follow the store's changes: {error}");
    }
    followers
}
