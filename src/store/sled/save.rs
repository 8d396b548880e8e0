//! Saving rooms in sled: each save is one transaction over every tree it
//! touches (the room, its channel, its actions, its deadline, its code, a
//! finished game into the archive with the marker of its rating), or, for
//! the common move in an open room, single writes in a safe order
//! (`ordered.rs`), and then durable through the group commit.

use super::archive::{BY_CHANNEL, BY_PLAYER, game_key, index_key};
use super::behind::Marked;
use super::{Sled, deadline_key, game_prefix_of, move_key};
use crate::store::backend::RoomSaves;
use crate::store::{ArchivedGame, CodeUse, Deadline, RoomSave, StoreError, player_key};
use serde::Serialize;
use sled::Transactional;
use sled::transaction::{
    ConflictableTransactionError, TransactionalTree, UnabortableTransactionError,
};

impl RoomSaves for Sled {
    /// Saves rooms in one transaction and waits until it is on disk (one
    /// flush shared with concurrent savers): all are durable, or none.
    fn save(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
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
            // From the markers to handing the games over, one save at a
            // time, so games are rated in their markers' order; the thread
            // rates them while this save waits for the flush.
            let behind = &self.writer.behind;
            let turn = behind.in_turn();
            let marked = behind.mark(saves.iter().filter_map(|s| s.archive.as_ref()));
            self.gate
                .write_with(|| self.stage_all(saves, &stale, &marked))?;
            let last = behind.submit(marked);
            drop(turn);
            self.durable()?;
            if let Some(last) = last {
                behind.wait_rated(last);
            }
            return Ok(());
        }
        if self.in_order(saves)? {
            self.gate.write_with(|| self.write_in_order(&saves[0]))?;
        } else {
            self.gate.write_with(|| self.stage_common(saves))?;
        }
        self.durable()
    }
}

impl Sled {
    /// A room that stays open and finishes no game but cannot be written
    /// in order (a new room, a new channel, several rooms): four trees in
    /// the transaction (sled's cost grows with them).
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

    /// Any change: rooms that close, games into the archive and the
    /// markers of their ratings (written behind, [`super::behind`]).
    fn stage_all(
        &self,
        saves: &[RoomSave],
        stale: &[sled::IVec],
        marked: &[Marked],
    ) -> Result<(), StoreError> {
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
            for mark in marked {
                index.insert(mark.marker.as_slice(), &mark.game)?;
            }
            for save in saves {
                if let Some(game) = &save.archive {
                    archive_game(archive, index, game)?;
                }
                let Some(closing) = &save.closing else {
                    stage_open(save, rooms, channels, moves, due)?;
                    continue;
                };
                let (code, channel) = (save.code.as_bytes(), save.channel.as_bytes());
                apply_deadline(&save.deadline, due, save.code)?;
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
    apply_deadline(&save.deadline, due, save.code)?;
    if let Some(gone) = save.withdrawn {
        for ply in gone.from..gone.to {
            moves.remove(move_key(save.code, gone.game, ply))?;
        }
    }
    if let Some(actions) = save.actions {
        for (ply, action) in (actions.first..).zip(actions.list) {
            moves.insert(move_key(save.code, actions.game, ply), action.as_bytes())?;
        }
    }
    rooms.insert(code, save.value.as_slice())?;
    if channels.get(channel)?.as_deref() != Some(code) {
        channels.insert(channel, code)?;
    }
    if let Some(left) = &save.left
        && channels.get(left.as_bytes())?.as_deref() == Some(code)
    {
        channels.remove(left.as_bytes())?;
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
        let owner = player_key(game.platform, &player.id);
        index.insert(index_key(BY_PLAYER, &owner, game.id), &[])?;
    }
    Ok(())
}

fn json<T: Serialize>(value: &T) -> Result<Vec<u8>, ConflictableTransactionError<StoreError>> {
    serde_json::to_vec(value).map_err(|e| ConflictableTransactionError::Abort(e.into()))
}

/// Moves a room's deadline inside a transaction.
fn apply_deadline(
    deadline: &Deadline,
    due: &TransactionalTree,
    code: &str,
) -> Result<(), UnabortableTransactionError> {
    if let Some(old) = deadline.old {
        due.remove(deadline_key(old, code))?;
    }
    if let Some(new) = deadline.new {
        due.insert(deadline_key(new, code), deadline.tag.as_bytes())?;
    }
    Ok(())
}
