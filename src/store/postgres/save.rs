//! Saving rooms in PostgreSQL: one transaction per batch, each room
//! written only at the version it was read at.

use super::{Postgres, big, pg, small};
use crate::store::leaderboard::Rated;
use crate::store::{ArchivedGame, RoomSave, StoreError, player_key};
use deadpool_postgres::{GenericClient, Pool};
use tokio_postgres::types::ToSql;

/// A room save as owned values, to move onto the runtime.
pub(super) struct OwnedSave {
    pub(super) code: String,
    pub(super) value: Vec<u8>,
    pub(super) channel: String,
    pub(super) left: Option<String>,
    pub(super) old: Option<i64>,
    pub(super) new: Option<i64>,
    pub(super) tag: String,
    pub(super) actions: Option<(i32, i32, Vec<String>)>,
    /// Game and first ply of the actions taken back.
    pub(super) withdrawn: Option<(i32, i32)>,
    pub(super) archive: Option<std::sync::Arc<ArchivedGame>>,
    pub(super) closing: Option<(i64, Vec<i64>)>,
    pub(super) version: Option<i64>,
}

impl OwnedSave {
    /// The plies of its new actions, beside their texts for `unnest`.
    pub(super) fn plies(&self) -> Vec<i32> {
        self.actions
            .as_ref()
            .map_or_else(Vec::new, |(_, first, list)| {
                (*first..).take(list.len()).collect()
            })
    }
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
            withdrawn: save.withdrawn.map(|w| (small(w.game), small(w.from))),
            archive: save.archive.clone(),
            closing: save
                .closing
                .as_ref()
                .map(|c| (big(c.free_at), c.games.iter().map(|&g| big(g)).collect())),
            version: save.version.map(big),
        }
    }
}

/// One statement, prepared once per connection: statements sent together
/// (polled together, as `tokio::join!` does) share one round trip. They
/// may run in any order (one whose statement is not prepared yet goes out
/// after the others), so only statements on different rows go together.
pub(super) async fn run<const N: usize>(
    tx: &impl GenericClient,
    sql: &str,
    params: [&(dyn ToSql + Sync); N],
) -> Result<u64, StoreError> {
    let statement = tx.prepare_cached(sql).await.map_err(pg)?;
    tx.execute(&statement, &params).await.map_err(pg)
}

/// The game and its players' index rows, sent together.
pub(super) async fn archive_game(
    tx: &impl GenericClient,
    game: &ArchivedGame,
) -> Result<(), StoreError> {
    let json = serde_json::to_string(game)?;
    let id = big(game.id);
    let owners = [&game.white, &game.black].map(|p| player_key(game.platform, &p.id));
    const PLAYER: &str =
        "INSERT INTO archive_players (owner, id) VALUES ($1, $2) ON CONFLICT DO NOTHING";
    let (archived, white, black) = tokio::join!(
        run(
            tx,
            "INSERT INTO archive (id, channel, game) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING",
            [&id, &game.channel, &json],
        ),
        run(tx, PLAYER, [&owners[0], &id]),
        run(tx, PLAYER, [&owners[1], &id]),
    );
    archived?;
    white?;
    black?;
    Ok(())
}

/// Saves rooms in one transaction (a plain update of one room is written
/// with others', `group.rs`); the rating records it wrote, for this
/// process's leaderboards once it commits.
///
/// The transaction is begun and ended by hand, so that its first and last
/// messages wait for nothing: tokio-postgres runs requests in the order
/// they are first polled ("Behavior", its crate documentation), so `BEGIN`
/// goes out with the first room's statements, and `COMMIT` with the last
/// rated game's rating writes (their statements prepared beforehand, in
/// [`super::ratings::lock`], so nothing of theirs can follow the
/// `COMMIT`). A statement that fails aborts the transaction, and the
/// `COMMIT` behind it then rolls back (PostgreSQL answers it with
/// `ROLLBACK`, not an error): the save counts as written only when every
/// statement and the `COMMIT` succeeded. On any error the transaction is
/// rolled back before the connection goes back to the pool; a save
/// dropped half-way takes its connection out of the pool ([`Begun`]).
pub(super) async fn save(pool: Pool, saves: Vec<OwnedSave>) -> Result<Vec<Rated>, StoreError> {
    let begun = Begun(Some(Postgres::client(&pool).await?));
    let Some(client) = begun.0.as_ref() else {
        return Ok(Vec::new());
    };
    match write_all(client, &saves).await {
        Ok(written) => {
            begun.finish();
            Ok(written)
        }
        Err(error) => {
            if let Err(rollback) = client.batch_execute("ROLLBACK").await {
                tracing::warn!("postgres: a failed save's rollback failed too: {rollback}");
                return Err(error);
            }
            begun.finish();
            Err(error)
        }
    }
}

/// A connection inside a transaction begun by hand: unless [`Begun::finish`]
/// is called (the transaction committed or rolled back), dropping it
/// takes the connection out of the pool, so no other save runs inside
/// the transaction left open.
struct Begun(Option<deadpool_postgres::Object>);

impl Begun {
    /// The transaction is over: the connection may serve again.
    fn finish(mut self) {
        drop(self.0.take());
    }
}

impl Drop for Begun {
    fn drop(&mut self) {
        if let Some(client) = self.0.take() {
            tracing::warn!("postgres: a save stopped half-way; its connection is closed");
            drop(deadpool_postgres::Object::take(client));
        }
    }
}

/// `BEGIN`, each room's statements and `COMMIT` (see [`save`]).
async fn write_all(
    client: &deadpool_postgres::Client,
    saves: &[OwnedSave],
) -> Result<Vec<Rated>, StoreError> {
    let mut written = Vec::new();
    let mut last_rated = None;
    for (at, save) in saves.iter().enumerate() {
        let locked = match at {
            0 => {
                let (begun, locked) =
                    tokio::join!(client.batch_execute("BEGIN"), room_statements(client, save));
                begun.map_err(pg)?;
                locked?
            }
            _ => room_statements(client, save).await?,
        };
        let Some((game, rows)) = locked else {
            continue;
        };
        if at + 1 == saves.len() {
            last_rated = Some((game, rows));
        } else {
            written.extend(super::ratings::write(client, game, rows).await?);
        }
    }
    match last_rated {
        Some((game, rows)) => {
            let (rated, committed) = tokio::join!(
                super::ratings::write(client, game, rows),
                client.batch_execute("COMMIT"),
            );
            written.extend(rated?);
            committed.map_err(pg)?;
        }
        None => client.batch_execute("COMMIT").await.map_err(pg)?,
    }
    Ok(written)
}

/// One room's statements, sent together: its deadline, its row, and for
/// a finished game the archive and (rated) its players' records read and
/// locked, returned for their writing.
async fn room_statements<'a>(
    client: &deadpool_postgres::Client,
    save: &'a OwnedSave,
) -> Result<Option<(&'a ArchivedGame, super::ratings::Locked)>, StoreError> {
    let archived = async {
        let Some(game) = &save.archive else {
            return Ok(None);
        };
        let (archived, rows) = tokio::join!(
            archive_game(client, game),
            super::ratings::lock(client, game)
        );
        archived?;
        Ok::<_, StoreError>(rows?.map(|rows| (&**game, rows)))
    };
    let (deadline, room, locked) = tokio::join!(
        move_deadline(client, save),
        save_room(client, save),
        archived
    );
    deadline?;
    room?;
    locked
}

/// The room's deadline moved: the old one's row dropped, the new one's
/// made, sent together. Statements sent together may run in either order
/// (one may wait to be prepared), so the two rows must differ: a deadline
/// that stays is only made sure of.
async fn move_deadline(tx: &impl GenericClient, save: &OwnedSave) -> Result<(), StoreError> {
    let code = &save.code;
    let dropped = async {
        match save.old.filter(|&old| Some(old) != save.new) {
            Some(old) => run(
                tx,
                "DELETE FROM deadlines WHERE at = $1 AND code = $2",
                [&old, code],
            )
            .await
            .map(drop),
            None => Ok(()),
        }
    };
    let made = async {
        match save.new {
            Some(new) => run(
                tx,
                "INSERT INTO deadlines (at, code, tag) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                [&new, code, &save.tag],
            )
            .await
            .map(drop),
            None => Ok(()),
        }
    };
    let (dropped, made) = tokio::join!(dropped, made);
    dropped.and(made)
}

/// The room's own statements, sent together: written at the version it
/// was read at (a room another process changed meanwhile is a conflict),
/// or deleted with its channel and actions when it closes.
async fn save_room(tx: &impl GenericClient, save: &OwnedSave) -> Result<(), StoreError> {
    match &save.closing {
        None => save_open(tx, save).await,
        Some((free_at, games)) => save_closed(tx, save, free_at, games).await,
    }
}

/// An open room: its new actions, its state at the next version, its
/// channel (and not the one it left).
async fn save_open(tx: &impl GenericClient, save: &OwnedSave) -> Result<(), StoreError> {
    let code = &save.code;
    // A takeback's actions go before anything else is written: they are
    // on the rows its new actions (none today) would take.
    if let Some((game, from)) = &save.withdrawn {
        run(
            tx,
            "DELETE FROM moves WHERE code = $1 AND game = $2 AND ply >= $3",
            [code, game, from],
        )
        .await?;
    }
    let moves = async {
        let Some((game, _, list)) = &save.actions else {
            return Ok(());
        };
        let plies = save.plies();
        run(
            tx,
            "INSERT INTO moves (code, game, ply, action)
                 SELECT $1, $2, ply, action FROM unnest($3::int[], $4::text[]) AS m (ply, action)
                 ON CONFLICT (code, game, ply) DO UPDATE SET action = EXCLUDED.action",
            [code, game, &plies, list],
        )
        .await
        .map(drop)
    };
    let room = async {
        match save.version {
            Some(version) => {
                run(
                    tx,
                    "UPDATE rooms SET state = $2, version = version + 1
                         WHERE code = $1 AND version = $3",
                    [code, &save.value, &version],
                )
                .await
            }
            None => {
                run(
                    tx,
                    "INSERT INTO rooms (code, state, version) VALUES ($1, $2, 1)
                         ON CONFLICT (code) DO NOTHING",
                    [code, &save.value],
                )
                .await
            }
        }
    };
    let channel = run(
        tx,
        "INSERT INTO channels (channel, code) VALUES ($1, $2)
             ON CONFLICT (channel) DO UPDATE SET code = EXCLUDED.code",
        [&save.channel, code],
    );
    let left = async {
        match &save.left {
            Some(left) => run(
                tx,
                "DELETE FROM channels WHERE channel = $1 AND code = $2",
                [left, code],
            )
            .await
            .map(drop),
            None => Ok(()),
        }
    };
    let (moves, room, channel, left) = tokio::join!(moves, room, channel, left);
    moves?;
    if room? != 1 {
        return Err(StoreError::Conflict);
    }
    channel?;
    left
}

/// A closing room: gone with its channel and actions, its code kept with
/// when it is free and the games it had.
async fn save_closed(
    tx: &impl GenericClient,
    save: &OwnedSave,
    free_at: &i64,
    games: &Vec<i64>,
) -> Result<(), StoreError> {
    let code = &save.code;
    let version = save.version.unwrap_or(0);
    let (deleted, channel, moves, freed) = tokio::join!(
        run(
            tx,
            "DELETE FROM rooms WHERE code = $1 AND version = $2",
            [code, &version],
        ),
        run(
            tx,
            "DELETE FROM channels WHERE channel = $1 AND code = $2",
            [&save.channel, code],
        ),
        run(tx, "DELETE FROM moves WHERE code = $1", [code]),
        run(
            tx,
            "INSERT INTO codes (code, open, free_at, games) VALUES ($1, false, $2, $3)
                 ON CONFLICT (code) DO UPDATE
                 SET open = false, free_at = EXCLUDED.free_at, games = EXCLUDED.games",
            [code, free_at, games],
        ),
    );
    if deleted? != 1 {
        return Err(StoreError::Conflict);
    }
    channel?;
    moves?;
    freed?;
    Ok(())
}
