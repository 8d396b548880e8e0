//! The deadlines that fall due (reminders, losses on time, idle rooms),
//! read from the store's time-ordered index, for the adapters' background
//! loop (`Host::sweep`).

use crate::host::message::Reply;
use crate::host::parts::Parts;
use crate::host::room::Room;
use crate::ids::Platform;
use crate::store::StoreError;
use std::sync::{Arc, Mutex};

/// Acts on the deadlines of `platform` that are due: reminders, losses
/// on time and idle rooms closing. Reads only what is due, so its cost
/// grows with the deadlines due, not with the rooms open; each adapter
/// sweeps its own platform, so no notice is lost when several share a
/// host. Returns the notices to post.
pub fn sweep_due(parts: &Parts, platform: Platform) -> Vec<Reply> {
    let now = (parts.clock)();
    let idle = parts.config.ttl_seconds;
    let due = match parts.store().claim_due(now, &platform.to_string()) {
        Ok(due) => due,
        Err(error) => {
            tracing::error!("reading the deadlines failed: {error}");
            return Vec::new();
        }
    };
    let rooms: Vec<Arc<Mutex<Room>>> = due
        .iter()
        .filter_map(|(_, code)| parts.rooms.room(code.parse().ok()?))
        .collect();
    // Every due room is changed, then all are saved in one transaction
    // and one flush, and only then announced (group commit).
    let mut changed = Vec::new();
    for room in &rooms {
        let Ok(guard) = room.lock() else { continue };
        let mut next = guard.clone();
        if let Some(event) = next.tick(now, idle) {
            changed.push((guard, next, event));
        }
    }
    let mut saves = Vec::new();
    let mut saved = vec![false; changed.len()];
    for ((guard, next, _), saved) in changed.iter_mut().zip(&mut saved) {
        match parts.rooms.room_save(Some(&**guard), next, &[], 0) {
            Ok(save) => {
                saves.push(save);
                *saved = true;
            }
            Err(error) => tracing::error!("room {}: {error}", guard.state.code),
        }
    }
    // One transaction for all; if another process changed one of the
    // rooms meanwhile (a shared store), each is saved on its own and
    // the one that changed is left to its next deadline.
    let mut written = saves.iter().map(|_| true).collect::<Vec<_>>();
    match parts.rooms.write(&saves) {
        Ok(()) => {}
        Err(StoreError::Conflict) => {
            for (save, written) in saves.iter().zip(&mut written) {
                *written = parts.rooms.write(std::slice::from_ref(save)).is_ok();
            }
        }
        Err(error) => {
            tracing::error!("saving the sweep failed: {error}");
            return Vec::new();
        }
    }
    drop(saves);
    let mut written = written.into_iter();
    for saved in saved.iter_mut().filter(|saved| **saved) {
        *saved = written.next().unwrap_or(false);
    }
    let mut replies = Vec::new();
    let changed = changed.into_iter().zip(saved).filter(|(_, saved)| *saved);
    for ((mut guard, next, event), _) in changed {
        if !next.state.open {
            parts.rooms.forget(&next);
        }
        parts.rooms.note_ended_board(&next);
        *guard = next;
        let notices = super::announce::due_notice(parts, &guard, event);
        replies.extend(super::announce::with_parent_result(parts, &guard, notices));
        replies.extend(super::archive::ended(parts, &mut guard));
    }
    replies
}
