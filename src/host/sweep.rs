//! The adapters' background loop: the engine's moves as soon as they are
//! ready, and the deadlines that fall due (reminders, losses on time, idle
//! rooms), read from the store's time-ordered index.

use super::room::Room;
use super::{Host, Platform, Reply, channel_key};
use crate::store::RoomSave;
use std::sync::{Arc, Mutex};

impl Host {
    /// Every 5 seconds, and as soon as the engine has a move, the engine's
    /// moves ([`Host::computer_moves`]) and [`Host::sweep_due`] on the
    /// blocking pool for `platform`,
    /// handing the notices to the adapter's `post`; runs until dropped.
    pub async fn sweep<F, Fut>(self: Arc<Self>, platform: Platform, mut post: F)
    where
        F: FnMut(Vec<Reply>) -> Fut,
        Fut: std::future::Future<Output = ()>,
    {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(5));
        loop {
            tokio::select! {
                _ = every.tick() => {}
                () = self.thinkers.ready(platform) => {}
            }
            let host = self.clone();
            let notices = tokio::task::spawn_blocking(move || {
                let mut notices = host.computer_moves(platform);
                notices.extend(host.sweep_due(platform));
                notices
            });
            post(notices.await.unwrap_or_default()).await;
        }
    }

    /// Acts on the deadlines of `platform` that are due: reminders, losses
    /// on time and idle rooms closing. Reads only what is due, so its cost
    /// grows with the deadlines due, not with the rooms open; each adapter
    /// sweeps its own platform, so no notice is lost when several share a
    /// host. Returns the notices to post.
    pub fn sweep_due(&self, platform: Platform) -> Vec<Reply> {
        let now = (self.clock)();
        let idle = self.config.ttl_seconds;
        let due = match self.store.due(now, &platform.to_string()) {
            Ok(due) => due,
            Err(error) => {
                tracing::error!("reading the deadlines failed: {error}");
                return Vec::new();
            }
        };
        let rooms: Vec<Arc<Mutex<Room>>> = due
            .iter()
            .filter_map(|(_, code)| self.room(code.parse().ok()?))
            .collect();
        // Every due room is changed, then all are saved in one transaction
        // and one flush, and only then announced (group commit).
        let (mut changed, mut values) = (Vec::new(), Vec::new());
        for room in &rooms {
            let Ok(guard) = room.lock() else { continue };
            let mut next = guard.clone();
            let Some(event) = next.tick(now, idle) else {
                continue;
            };
            let deadline = self.next_deadline(&mut next);
            match serde_json::to_vec(&next.state) {
                Ok(value) => {
                    values.push((value, deadline));
                    changed.push((guard, next, event));
                }
                Err(error) => tracing::error!("room {}: {error}", next.state.code),
            }
        }
        let saves: Vec<RoomSave> = changed
            .iter()
            .zip(values)
            .map(|((_, next, _), (value, deadline))| RoomSave {
                code: next.state.code.as_str(),
                value,
                channel: channel_key(next.state.platform, &next.state.channel).to_string(),
                open: next.state.open,
                deadline,
            })
            .collect();
        if let Err(error) = self.store.save_rooms(&saves) {
            tracing::error!("saving the sweep failed: {error}");
            return Vec::new();
        }
        drop(saves);
        let mut replies = Vec::new();
        for (mut guard, next, event) in changed {
            if !next.state.open {
                self.forget(&next);
            }
            *guard = next;
            replies.extend(self.due_notice(&guard, event));
        }
        replies
    }
}
