//! Version 1 → 2. Version 1 kept every room ever made, closed ones
//! included, with the actions of every game. Version 2 keeps open rooms
//! only: each closed room's games go to the archive and its code frees
//! after the grace period; an open room's earlier games (before a rematch)
//! go to the archive too. Each room moves in one transaction, so a
//! migration cut short resumes where it stopped; the schema version is
//! written last, by [`Sled::open`].
//!
//! The version-1 room is read as JSON (its layout is frozen), and each
//! game is replayed to find its result.

use super::archive::{BY_CHANNEL, BY_PLAYER, game_key, index_key};
use super::{Sled, game_prefix, game_prefix_of};
use crate::engine::{Entry, Game, Outcome, Team, Variant};
use crate::ids::Platform;
use crate::store::backend::{ArchiveRecords, RoomRecords};
use crate::store::{
    ArchivedGame, ArchivedPlayer, CodeUse, GameResult, HowEnded, StoreError, player_key,
};
use serde_json::Value;
use sled::Transactional;
use sled::transaction::ConflictableTransactionError;

/// How long a closed room's code stays taken, counted from its last action.
const GRACE: u64 = 3600;

impl Sled {
    pub(super) fn migrate_from_1(&self) -> Result<(), StoreError> {
        let rooms: Vec<(String, Value)> = self
            .rooms
            .iter()
            .map(|entry| {
                let (key, value) = entry?;
                let code = String::from_utf8_lossy(&key).into_owned();
                Ok((code, serde_json::from_slice(&value)?))
            })
            .collect::<Result<_, StoreError>>()?;
        let count = rooms.len();
        for (code, room) in rooms {
            self.migrate_room(&code, &room)?;
        }
        tracing::info!("store: migrated {count} rooms from version 1");
        Ok(())
    }

    fn migrate_room(&self, code: &str, room: &Value) -> Result<(), StoreError> {
        let fail = |reason: String| StoreError::Migration {
            code: code.to_string(),
            reason,
        };
        let open = room["open"].as_bool().unwrap_or(false);
        let game_no = room["game_no"].as_u64().unwrap_or(1) as u32;
        let last = if open {
            game_no.saturating_sub(1)
        } else {
            game_no
        };
        let mut games = Vec::new();
        for game in 1..=last {
            let actions = self.moves(code, game)?;
            if actions.is_empty() {
                continue;
            }
            let id = self.next_game_id()?;
            let archived = archived(code, room, game, game_no, actions, id).map_err(fail)?;
            games.push(archived);
        }
        let mut stale = Vec::new();
        let prefixes: Vec<Vec<u8>> = match open {
            true => (1..=last).map(|game| game_prefix(code, game)).collect(),
            false => vec![game_prefix_of(code)],
        };
        for prefix in prefixes {
            for key in self.moves.scan_prefix(prefix).keys() {
                stale.push(key?);
            }
        }
        let used = match open {
            true => CodeUse::open(),
            false => CodeUse {
                open: false,
                free_at: room["last_activity"].as_u64().unwrap_or(0) + GRACE,
                games: games.iter().map(|g| g.id).collect(),
            },
        };
        let used = serde_json::to_vec(&used)?;
        let trees = (
            &self.rooms,
            &self.moves,
            &self.codes,
            &self.archive,
            &self.index,
        );
        trees.transaction(|(rooms, moves, codes, archive, index)| {
            for game in &games {
                let value = serde_json::to_vec(game)
                    .map_err(|e| ConflictableTransactionError::Abort(StoreError::from(e)))?;
                archive.insert(&game_key(game.id), value)?;
                index.insert(index_key(BY_CHANNEL, &game.channel, game.id), &[])?;
                for player in [&game.white, &game.black] {
                    let owner = player_key(game.platform, &player.id);
                    index.insert(index_key(BY_PLAYER, &owner, game.id), &[])?;
                }
            }
            for key in &stale {
                moves.remove(key)?;
            }
            if !open {
                rooms.remove(code.as_bytes())?;
            }
            codes.insert(code.as_bytes(), used.as_slice())?;
            Ok::<_, ConflictableTransactionError<StoreError>>(())
        })?;
        // Closed rooms no longer hold their channel (version 1 freed it).
        Ok(())
    }
}

/// Game `game` of a version-1 room, replayed. The room's seats are those
/// of its current game (`current`); colours swapped at every rematch.
fn archived(
    code: &str,
    room: &Value,
    game: u32,
    current: u32,
    actions: Vec<String>,
    id: u64,
) -> Result<ArchivedGame, String> {
    let variant: Variant = room["variant"]
        .as_str()
        .unwrap_or("futbol")
        .parse()
        .map_err(|e| format!("{e}"))?;
    let start = match game == current {
        true => room["start"].as_str().unwrap_or_default().to_string(),
        false => Game::new(variant).to_string(),
    };
    let mut replay = Game::from_position(variant, &start).map_err(|e| e.to_string())?;
    for action in &actions {
        replay
            .play_text(action, Entry::Whole)
            .map_err(|e| format!("{action}: {e}"))?;
    }
    let seat = |team: &str| ArchivedPlayer {
        id: room["seats"][team]["id"]
            .as_str()
            .unwrap_or("?")
            .to_string(),
        name: room["seats"][team]["name"]
            .as_str()
            .unwrap_or("?")
            .to_string(),
    };
    let swapped = (current - game) % 2 == 1;
    let (white, black) = match swapped {
        false => (seat("white"), seat("black")),
        true => (seat("black"), seat("white")),
    };
    let ending = (game == current).then(|| &room["ending"]);
    // An ending the first stores wrote by its variant name reads by its
    // lower-case name (one this build does not know, as unknown).
    let named = |kind: &str| -> HowEnded {
        serde_json::from_value(Value::from(kind.to_lowercase())).unwrap_or(HowEnded::Unknown)
    };
    let (result, how) = match (replay.outcome(), ending) {
        (Outcome::Ongoing, Some(Value::Object(map))) => match map.iter().next() {
            Some((kind, team)) => match team.as_str() {
                Some("white") => (GameResult::BlackWins, named(kind)),
                _ => (GameResult::WhiteWins, named(kind)),
            },
            None => (GameResult::None, HowEnded::Unknown),
        },
        (Outcome::Ongoing, Some(Value::String(kind))) => match kind.as_str() {
            "Agreed" => (GameResult::Draw, HowEnded::Agreed),
            other => (GameResult::None, named(other)),
        },
        (Outcome::Ongoing, _) => (GameResult::None, HowEnded::Unknown),
        (Outcome::Win(Team::White), _) => (GameResult::WhiteWins, HowEnded::Rules),
        (Outcome::Win(Team::Black), _) => (GameResult::BlackWins, HowEnded::Rules),
        (Outcome::Draw, _) => (GameResult::Draw, HowEnded::Rules),
    };
    let platform: Platform =
        serde_json::from_value(room["platform"].clone()).map_err(|e| format!("platform: {e}"))?;
    let score = replay.score();
    let at = room["last_activity"].as_u64().unwrap_or(0);
    Ok(ArchivedGame {
        id,
        code: code.to_string(),
        platform,
        channel: format!(
            "{}:{}",
            room["platform"].as_str().unwrap_or(""),
            room["channel"].as_str().unwrap_or("")
        ),
        variant,
        start,
        white,
        black,
        started: at,
        ended: at,
        result,
        ending: how,
        score: [score.white, score.black],
        actions,
        community: None,
        rated: false,
    })
}
