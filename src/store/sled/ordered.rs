//! The common save without a transaction: single-key writes in an order
//! whose every prefix is a state the store can read back.
//!
//! Why: sled runs every transaction (and every batch) under one global
//! write lock, and its flush holds the read side of that lock until the
//! disk has answered. So while one save waits for its flush, no other save
//! can even stage its transaction, and the group commit shares each flush
//! among few saves. A single-key write only takes the read side, so saves
//! written this way go on while a flush runs (`cargo bench --bench
//! stores`: about 6,000 → 12,000–14,500 durable actions/s on this
//! machine).
//!
//! What makes it safe: sled recovers a prefix of its log (one log for all
//! trees, replayed in order up to the first write that did not reach the
//! disk), so after a crash a save written in this order is whole, not
//! there at all, or stopped after its actions or its new deadline:
//!
//! 1. the new actions, under plies the room's state does not count yet;
//! 2. the new deadline;
//! 3. the room's state, which counts its actions (`plies`): the point
//!    where the save happens;
//! 4. the old deadline goes.
//!
//! So the store reads a room's actions only up to the count its state
//! holds ([`Sled::counted`]), and at open it removes deadlines that are not
//! their room's ([`Sled::drop_stray_deadlines`]). A save that does more
//! (a new room or channel, a finished game, a closing, several rooms at
//! once) is still one transaction.

use super::{Sled, deadline_key, move_key};
use crate::store::{RoomSave, StoreError};
use serde::Deserialize;

/// The fields of a room's stored state this store reads back: the game
/// its actions are for, how many count, and the deadline it holds.
/// (The host writes them, `host::room::RoomState`; a state from before
/// `plies` was kept counts every stored action.)
#[derive(Deserialize)]
struct Counted {
    game_no: u32,
    #[serde(default)]
    plies: Option<u32>,
    #[serde(default)]
    deadline: Option<u64>,
}

impl Sled {
    /// Whether `save` may be written in order: one open room, already in
    /// its channel, that finishes no game and leaves no channel.
    pub(super) fn in_order(&self, saves: &[RoomSave]) -> Result<bool, StoreError> {
        let [save] = saves else { return Ok(false) };
        if save.archive.is_some()
            || save.closing.is_some()
            || save.left.is_some()
            || save.withdrawn.is_some()
        {
            return Ok(false);
        }
        let code = save.code.as_bytes();
        Ok(self.channels.get(save.channel.as_bytes())?.as_deref() == Some(code))
    }

    /// Writes one save in the order above (each write a single key).
    pub(super) fn write_in_order(&self, save: &RoomSave) -> Result<(), StoreError> {
        if let Some(actions) = save.actions {
            for (ply, action) in (actions.first..).zip(actions.list) {
                let key = move_key(save.code, actions.game, ply);
                self.moves.insert(key, action.as_bytes())?;
            }
        }
        let deadline = &save.deadline;
        let moved = deadline.old != deadline.new;
        if let Some(new) = deadline.new.filter(|_| moved) {
            let key = deadline_key(new, save.code);
            self.deadlines.insert(key, deadline.tag.as_bytes())?;
        }
        self.rooms
            .insert(save.code.as_bytes(), save.value.as_slice())?;
        if let Some(old) = deadline.old.filter(|_| moved) {
            self.deadlines.remove(deadline_key(old, save.code))?;
        }
        Ok(())
    }

    /// How many of game `game`'s stored actions count: the room's count,
    /// or all of them (`None`) for a state that keeps none or is another
    /// game's, or no room.
    pub(super) fn counted(&self, code: &str, game: u32) -> Result<Option<usize>, StoreError> {
        let Some(value) = self.rooms.get(code.as_bytes())? else {
            return Ok(None);
        };
        Ok(serde_json::from_slice::<Counted>(&value)
            .ok()
            .filter(|c| c.game_no == game)
            .and_then(|c| c.plies)
            .map(|n| n as usize))
    }

    /// Removes the deadlines a save stopped after step 2 or 3 left behind:
    /// those whose room is gone or holds another deadline. Run at open,
    /// before anything saves. (Such a deadline would only wake the sweep
    /// for nothing, but it would do so at every sweep.)
    pub(super) fn drop_stray_deadlines(&self) -> Result<usize, StoreError> {
        let mut stray = Vec::new();
        for entry in self.deadlines.iter().keys() {
            let key = entry?;
            let (at, code) = key.split_at(8.min(key.len()));
            let at = <[u8; 8]>::try_from(at).map(u64::from_be_bytes).ok();
            let held = match self.rooms.get(code)? {
                Some(value) => serde_json::from_slice::<Counted>(&value)
                    .map(|c| c.deadline)
                    // A state that does not decode is set aside when the
                    // host reads it, with its deadline: left alone here.
                    .unwrap_or(at),
                None => None,
            };
            if held != at || at.is_none() {
                stray.push(key);
            }
        }
        for key in &stray {
            self.deadlines.remove(key)?;
        }
        Ok(stray.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::backend::{RoomRecords, RoomSaves};
    use crate::store::{Actions, Deadline};

    fn state(plies: u32, deadline: u64) -> Vec<u8> {
        format!(r#"{{"game_no":1,"plies":{plies},"deadline":{deadline}}}"#).into_bytes()
    }

    fn save<'a>(
        value: Vec<u8>,
        old: u64,
        new: u64,
        first: u32,
        list: &'a [String],
    ) -> RoomSave<'a> {
        RoomSave {
            code: "ABCD",
            value,
            channel: "web:c".into(),
            left: None,
            deadline: Deadline {
                old: Some(old),
                new: Some(new),
                tag: "web",
            },
            actions: Some(Actions {
                game: 1,
                first,
                list,
            }),
            withdrawn: None,
            archive: None,
            closing: None,
            version: None,
        }
    }

    /// A save stopped after its actions and its new deadline (steps 1 and
    /// 2): the store reads the room as before it, and the stray deadline
    /// goes at the next open; the next save overwrites the stray action.
    #[test]
    fn a_save_stopped_before_its_state_is_not_there() {
        let dir = tempfile::tempdir().unwrap();
        let played = ["e3-e4".to_string()];
        {
            let store = Sled::open(dir.path()).unwrap();
            // The first save is a new room: one transaction.
            let first = save(state(1, 100), 50, 100, 0, &played);
            assert!(!store.in_order(std::slice::from_ref(&first)).unwrap());
            store.save(&[first]).unwrap();
            // The next one stops after steps 1 and 2.
            let torn = ["e6-e5".to_string()];
            let torn = save(state(2, 200), 100, 200, 1, &torn);
            assert!(store.in_order(std::slice::from_ref(&torn)).unwrap());
            store.moves.insert(move_key("ABCD", 1, 1), "e6-e5").unwrap();
            store
                .deadlines
                .insert(deadline_key(200, "ABCD"), "web")
                .unwrap();
            store.flush().unwrap();
            assert_eq!(store.moves("ABCD", 1).unwrap(), played);
        }
        let store = Sled::open(dir.path()).unwrap();
        assert_eq!(store.moves("ABCD", 1).unwrap(), played);
        assert_eq!(store.due(u64::MAX, "web").unwrap(), [(100, "ABCD".into())]);
        let next = ["e6-e6".to_string()];
        store
            .save(&[save(state(2, 300), 100, 300, 1, &next)])
            .unwrap();
        assert_eq!(store.moves("ABCD", 1).unwrap(), ["e3-e4", "e6-e6"]);
        assert_eq!(store.due(u64::MAX, "web").unwrap(), [(300, "ABCD".into())]);
    }

    /// A save stopped after its state (step 3): it happened; the old
    /// deadline left behind goes at the next open.
    #[test]
    fn a_save_stopped_after_its_state_is_whole() {
        let dir = tempfile::tempdir().unwrap();
        let played = ["e3-e4".to_string()];
        {
            let store = Sled::open(dir.path()).unwrap();
            store
                .save(&[save(state(1, 100), 50, 100, 0, &played)])
                .unwrap();
            store.moves.insert(move_key("ABCD", 1, 1), "e6-e5").unwrap();
            store
                .deadlines
                .insert(deadline_key(200, "ABCD"), "web")
                .unwrap();
            store.rooms.insert("ABCD", state(2, 200)).unwrap();
            store.flush().unwrap();
        }
        let store = Sled::open(dir.path()).unwrap();
        assert_eq!(store.moves("ABCD", 1).unwrap(), ["e3-e4", "e6-e5"]);
        assert_eq!(store.due(u64::MAX, "web").unwrap(), [(200, "ABCD".into())]);
    }
}
