//! Saving rooms in PostgreSQL: one transaction per batch, each room
//! written only at the version it was read at.

use super::{Postgres, big, pg, small};
use crate::store::leaderboard::Rated;
use crate::store::{ArchivedGame, RoomSave, StoreError};
use deadpool_postgres::Pool;

/// A room save as owned values, to move onto the runtime.
pub(super) struct OwnedSave {
    code: String,
    value: Vec<u8>,
    channel: String,
    left: Option<String>,
    old: Option<i64>,
    new: Option<i64>,
    tag: String,
    actions: Option<(i32, i32, Vec<String>)>,
    archive: Option<std::sync::Arc<ArchivedGame>>,
    closing: Option<(i64, Vec<i64>)>,
    version: Option<i64>,
}

impl From<&RoomSave<'_>> for OwnedSave {
    fn from(save: &RoomSave) -> OwnedSave {
        OwnedSave {
            code: save.code.to_string(),
            value: save.value.clone(),
            channel: save.channel.clone(),
            left: save.left.clone(),
            old: save.deadline.old.map(big),
            new: save.deadline.new.map(big),
            tag: save.deadline.tag.to_string(),
            actions: save
                .actions
                .map(|a| (small(a.game), small(a.first), a.list.to_vec())),
            archive: save.archive.clone(),
            closing: save
                .closing
                .as_ref()
                .map(|c| (big(c.free_at), c.games.iter().map(|&g| big(g)).collect())),
            version: save.version.map(big),
        }
    }
}

pub(super) async fn archive_game(
    tx: &deadpool_postgres::Transaction<'_>,
    game: &ArchivedGame,
) -> Result<(), StoreError> {
    let json = serde_json::to_string(game)?;
    tx.execute(
        "INSERT INTO archive (id, channel, game) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING",
        &[&big(game.id), &game.channel, &json],
    )
    .await
    .map_err(pg)?;
    for player in [&game.white, &game.black] {
        let owner = crate::store::player_key(game.platform, &player.id);
        tx.execute(
            "INSERT INTO archive_players (owner, id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&owner, &big(game.id)],
        )
        .await
        .map_err(pg)?;
    }
    Ok(())
}

/// Saves rooms in one transaction; the rating records it wrote, for this
/// process's leaderboards once it commits.
pub(super) async fn save(pool: Pool, saves: Vec<OwnedSave>) -> Result<Vec<Rated>, StoreError> {
    let mut written = Vec::new();
    let mut client = Postgres::client(&pool).await?;
    let tx = client.transaction().await.map_err(pg)?;
    for save in &saves {
        let code = &save.code;
        if let Some(old) = save.old {
            tx.execute(
                "DELETE FROM deadlines WHERE at = $1 AND code = $2",
                &[&old, code],
            )
            .await
            .map_err(pg)?;
        }
        if let Some(new) = save.new {
            tx.execute(
                "INSERT INTO deadlines (at, code, tag) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                &[&new, code, &save.tag],
            )
            .await
            .map_err(pg)?;
        }
        // The ratings' rows are locked while the game is archived (their
        // statements go out together), then written while the room's own
        // statements run (sent on the same connection, so the server
        // writes ratings in the gaps between them).
        let mut locked = None;
        if let Some(game) = &save.archive {
            let (archived, rows) =
                tokio::join!(archive_game(&tx, game), super::ratings::lock(&tx, game));
            archived?;
            locked = rows?.map(|rows| (game, rows));
        }
        let rating = async {
            match locked {
                Some((game, rows)) => super::ratings::write(&tx, game, rows).await.map(Some),
                None => Ok(None),
            }
        };
        let (rated, room) = tokio::join!(rating, save_room(&tx, save));
        room?;
        written.extend(rated?.into_iter().flatten());
    }
    tx.commit().await.map_err(pg)?;
    Ok(written)
}

/// The room's own statements: written at the version it was read at, or
/// deleted with its channel and actions when it closes.
async fn save_room(
    tx: &deadpool_postgres::Transaction<'_>,
    save: &OwnedSave,
) -> Result<(), StoreError> {
    let code = &save.code;
    match &save.closing {
        None => {
            if let Some((game, first, list)) = &save.actions {
                for (ply, action) in (*first..).zip(list) {
                    tx.execute(
                        "INSERT INTO moves (code, game, ply, action) VALUES ($1, $2, $3, $4)
                             ON CONFLICT (code, game, ply) DO UPDATE SET action = EXCLUDED.action",
                        &[code, game, &ply, action],
                    )
                    .await
                    .map_err(pg)?;
                }
            }
            // Written only at the version it was read at: a room
            // another process changed meanwhile is a conflict.
            let written = match save.version {
                Some(version) => tx
                    .execute(
                        "UPDATE rooms SET state = $2, version = version + 1
                             WHERE code = $1 AND version = $3",
                        &[code, &save.value, &version],
                    )
                    .await
                    .map_err(pg)?,
                None => tx
                    .execute(
                        "INSERT INTO rooms (code, state, version) VALUES ($1, $2, 1)
                             ON CONFLICT (code) DO NOTHING",
                        &[code, &save.value],
                    )
                    .await
                    .map_err(pg)?,
            };
            if written != 1 {
                return Err(StoreError::Conflict);
            }
            tx.execute(
                "INSERT INTO channels (channel, code) VALUES ($1, $2)
                     ON CONFLICT (channel) DO UPDATE SET code = EXCLUDED.code",
                &[&save.channel, code],
            )
            .await
            .map_err(pg)?;
            if let Some(left) = &save.left {
                tx.execute(
                    "DELETE FROM channels WHERE channel = $1 AND code = $2",
                    &[left, code],
                )
                .await
                .map_err(pg)?;
            }
        }
        Some((free_at, games)) => {
            let deleted = tx
                .execute(
                    "DELETE FROM rooms WHERE code = $1 AND version = $2",
                    &[code, &save.version.unwrap_or(0)],
                )
                .await
                .map_err(pg)?;
            if deleted != 1 {
                return Err(StoreError::Conflict);
            }
            tx.execute(
                "DELETE FROM channels WHERE channel = $1 AND code = $2",
                &[&save.channel, code],
            )
            .await
            .map_err(pg)?;
            tx.execute("DELETE FROM moves WHERE code = $1", &[code])
                .await
                .map_err(pg)?;
            tx.execute(
                "INSERT INTO codes (code, open, free_at, games) VALUES ($1, false, $2, $3)
                     ON CONFLICT (code) DO UPDATE
                     SET open = false, free_at = EXCLUDED.free_at, games = EXCLUDED.games",
                &[code, free_at, games],
            )
            .await
            .map_err(pg)?;
        }
    }
    Ok(())
}
