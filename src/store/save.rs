//! Saving rooms: each save is one transaction over every tree it touches
//! (the room, its channel, its actions, its deadline, its code, a finished
//! game into the archive), and then durable through the group commit.

use super::StoreError;
use super::archive::{ArchivedGame, BY_CHANNEL, BY_PLAYER, game_key, index_key, player_key};
use super::codes::CodeUse;
use super::kv::{Sled, deadline_key, game_prefix_of, move_key};
use serde::Serialize;
use sled::Transactional;
use sled::transaction::{
    ConflictableTransactionError, TransactionalTree, UnabortableTransactionError,
};

/// A room's next deadline as a save changes it: the one the store holds
/// (to remove) and the new one, tagged with the room's platform so each
/// platform's sweep reads its own.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    /// The deadline stored so far (unix seconds).
    pub old: Option<u64>,
    /// The deadline from now on.
    pub new: Option<u64>,
    /// The platform's name.
    pub tag: &'static str,
}

impl Deadline {
    /// No deadline before or after.
    pub const fn none(tag: &'static str) -> Deadline {
        Deadline {
            old: None,
            new: None,
            tag,
        }
    }

    fn apply(
        &self,
        due: &TransactionalTree,
        code: &str,
    ) -> Result<(), UnabortableTransactionError> {
        if let Some(old) = self.old {
            due.remove(deadline_key(old, code))?;
        }
        if let Some(new) = self.new {
            due.insert(deadline_key(new, code), self.tag.as_bytes())?;
        }
        Ok(())
    }
}

/// Actions just played in a room's current game, from ply `first`.
#[derive(Clone, Copy, Debug)]
pub struct Actions<'a> {
    /// The game's number in the room's series.
    pub game: u32,
    /// The ply of the first one.
    pub first: u32,
    /// Their texts.
    pub list: &'a [String],
}

/// A room closing: its state and actions leave the store, its channel is
/// freed, and its code frees at `free_at` (the grace period).
#[derive(Clone, Debug)]
pub struct Closing {
    /// Unix seconds from which its code may name a new room.
    pub free_at: u64,
    /// Its archived games, for the old link.
    pub games: Vec<u64>,
}

/// One room of a [`Store::save`].
#[derive(Clone, Debug)]
pub struct RoomSave<'a> {
    /// The room's code.
    pub code: &'a str,
    /// Its state, serialised.
    pub value: Vec<u8>,
    /// Its channel's index key.
    pub channel: String,
    /// How its deadline moves.
    pub deadline: Deadline,
    /// Actions played with this change.
    pub actions: Option<Actions<'a>>,
    /// A game that finished with this change.
    pub archive: Option<ArchivedGame>,
    /// Set when the room closes with this change.
    pub closing: Option<Closing>,
    /// The room's version in the store when it was read (`None` for a new
    /// room). A backend that several processes share writes only if the
    /// room is still at that version, else [`StoreError::Conflict`].
    pub version: Option<u64>,
}

impl<'a> RoomSave<'a> {
    /// An open room's state, nothing else.
    pub fn state<R: Serialize>(
        code: &'a str,
        room: &R,
        channel: String,
        deadline: Deadline,
    ) -> Result<RoomSave<'a>, StoreError> {
        Ok(RoomSave {
            code,
            value: serde_json::to_vec(room)?,
            channel,
            deadline,
            actions: None,
            archive: None,
            closing: None,
            version: None,
        })
    }
}

impl Sled {
    /// Saves rooms in one transaction and waits until it is on disk (one
    /// flush shared with concurrent savers): all are durable, or none.
    pub fn save(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
        let mut stale = Vec::new();
        for save in saves.iter().filter(|s| s.closing.is_some()) {
            for key in self.moves.scan_prefix(game_prefix_of(save.code)).keys() {
                stale.push(key?);
            }
        }
        if saves
            .iter()
            .any(|s| s.archive.is_some() || s.closing.is_some())
        {
            self.stage_all(saves, &stale)?;
        } else {
            self.stage_common(saves)?;
        }
        self.durable()
    }
}

impl Sled {
    /// The common case, a room that stays open and finishes no game: four
    /// trees in the transaction (sled's cost grows with them).
    fn stage_common(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
        let trees = (&self.rooms, &self.channels, &self.moves, &self.deadlines);
        trees.transaction(|(rooms, channels, moves, due)| {
            for save in saves {
                stage_open(save, rooms, channels, moves, due)?;
            }
            Ok::<_, ConflictableTransactionError<StoreError>>(())
        })?;
        Ok(())
    }

    /// Any change: rooms that close, games into the archive.
    fn stage_all(&self, saves: &[RoomSave], stale: &[sled::IVec]) -> Result<(), StoreError> {
        let trees = (
            &self.rooms,
            &self.channels,
            &self.moves,
            &self.deadlines,
            &self.codes,
            &self.archive,
            &self.index,
        );
        trees.transaction(|(rooms, channels, moves, due, codes, archive, index)| {
            for save in saves {
                if let Some(game) = &save.archive {
                    archive_game(archive, index, game)?;
                }
                let Some(closing) = &save.closing else {
                    stage_open(save, rooms, channels, moves, due)?;
                    continue;
                };
                let (code, channel) = (save.code.as_bytes(), save.channel.as_bytes());
                save.deadline.apply(due, save.code)?;
                rooms.remove(code)?;
                if channels.get(channel)?.as_deref() == Some(code) {
                    channels.remove(channel)?;
                }
                let prefix = game_prefix_of(save.code);
                for key in stale.iter().filter(|key| key.starts_with(&prefix)) {
                    moves.remove(key)?;
                }
                let used = CodeUse {
                    open: false,
                    free_at: closing.free_at,
                    games: closing.games.clone(),
                };
                codes.insert(code, json(&used)?)?;
            }
            Ok::<_, ConflictableTransactionError<StoreError>>(())
        })?;
        Ok(())
    }
}

/// An open room's state, its channel, its new actions, its deadline.
fn stage_open(
    save: &RoomSave,
    rooms: &TransactionalTree,
    channels: &TransactionalTree,
    moves: &TransactionalTree,
    due: &TransactionalTree,
) -> Result<(), UnabortableTransactionError> {
    let (code, channel) = (save.code.as_bytes(), save.channel.as_bytes());
    save.deadline.apply(due, save.code)?;
    if let Some(actions) = save.actions {
        for (ply, action) in (actions.first..).zip(actions.list) {
            moves.insert(move_key(save.code, actions.game, ply), action.as_bytes())?;
        }
    }
    rooms.insert(code, save.value.as_slice())?;
    if channels.get(channel)?.as_deref() != Some(code) {
        channels.insert(channel, code)?;
    }
    Ok(())
}

fn archive_game(
    archive: &TransactionalTree,
    index: &TransactionalTree,
    game: &ArchivedGame,
) -> Result<(), ConflictableTransactionError<StoreError>> {
    archive.insert(&game_key(game.id), json(game)?)?;
    index.insert(index_key(BY_CHANNEL, &game.channel, game.id), &[])?;
    for player in [&game.white, &game.black] {
        let owner = player_key(&game.platform, &player.id);
        index.insert(index_key(BY_PLAYER, &owner, game.id), &[])?;
    }
    Ok(())
}

fn json<T: Serialize>(value: &T) -> Result<Vec<u8>, ConflictableTransactionError<StoreError>> {
    serde_json::to_vec(value).map_err(|e| ConflictableTransactionError::Abort(e.into()))
}
