//! The common save in one round trip, and the notice of every room update.
//!
//! A move in an open room is one statement, committed on its own: the
//! room's row at the version it was read at, and only if that matched,
//! its new actions, its deadline moved and its channel (data-modifying
//! `WITH` queries, each conditional on the room's update). A room another
//! process changed meanwhile writes nothing and is a conflict, as in the
//! transaction of `save.rs`, which saves everything else.
//!
//! The notice that a room changed goes out after the save, in a statement
//! of its own that does not wait for the disk (`synchronous_commit` off
//! for that one transaction): PostgreSQL makes every transaction that
//! notifies hold one lock from just before its commit until after it, so
//! a notice inside each save made saves commit one at a time, each waiting
//! for its own flush (pgbench here, 8 clients: an update alone 9,500/s,
//! with a notice in its transaction 3,100/s, with the notice after it
//! 8,500/s). Creations and closings are rarer and are still announced by
//! the trigger, in their transaction (migration 12). A process that dies
//! between a save and its notice leaves the others' copy of that room
//! stale until their next save of it, a conflict that refreshes it.

use super::pg;
use super::save::{OwnedSave, run};
use crate::store::StoreError;
use deadpool_postgres::GenericClient;
use tokio_postgres::types::ToSql;

/// A plain update of an open room, conditional on its version, in one
/// statement. `$7`/`$8`: the deadline dropped and made (each `NULL` for
/// none, and the dropped one `NULL` when it stays).
const UPDATE: &str = "WITH room AS (
        UPDATE rooms SET state = $2, version = version + 1
        WHERE code = $1::text AND version = $3::bigint RETURNING code
    ), moves AS (
        INSERT INTO moves (code, game, ply, action)
        SELECT $1::text, $4::int, ply, action FROM unnest($5::int[], $6::text[]) AS m (ply, action)
        WHERE EXISTS (SELECT 1 FROM room)
        ON CONFLICT (code, game, ply) DO UPDATE SET action = EXCLUDED.action
    ), dropped AS (
        DELETE FROM deadlines
        WHERE at = $7::bigint AND code = $1 AND EXISTS (SELECT 1 FROM room)
    ), made AS (
        INSERT INTO deadlines (at, code, tag)
        SELECT $8::bigint, $1, $9::text WHERE $8 IS NOT NULL AND EXISTS (SELECT 1 FROM room)
        ON CONFLICT DO NOTHING
    ), channel AS (
        INSERT INTO channels (channel, code)
        SELECT $10::text, $1 WHERE EXISTS (SELECT 1 FROM room)
        ON CONFLICT (channel) DO UPDATE SET code = EXCLUDED.code
        WHERE channels.code <> EXCLUDED.code
    )
    SELECT 1 FROM room";

/// The notices of updated rooms (`CODE:VERSION`, the version the update
/// made), in a transaction that does not wait for
/// the disk (`set_config(…, true)` lasts until its commit).
const NOTICE: &str = "SELECT set_config('synchronous_commit', 'off', true),
        pg_notify($1, code || ':' || version)
    FROM unnest($2::text[], $3::bigint[]) AS c (code, version)";

impl OwnedSave {
    /// Whether this save is only an update of an open room the store has.
    pub(super) fn plain_update(&self) -> bool {
        self.version.is_some()
            && self.archive.is_none()
            && self.closing.is_none()
            && self.left.is_none()
    }
}

/// Writes one plain update (see [`OwnedSave::plain_update`]) and
/// announces it on `channel`, in one round trip: both statements are
/// prepared first, so that the update is sent (and so runs and commits)
/// before the notice; a notice that came first would let another process
/// read the room before the update and take it as current.
pub(super) async fn update(
    client: &impl GenericClient,
    save: &OwnedSave,
    channel: &str,
) -> Result<(), StoreError> {
    let (game, plies, list) = match &save.actions {
        Some((game, first, list)) => (*game, (*first..).take(list.len()).collect(), list.clone()),
        None => (0, Vec::new(), Vec::new()),
    };
    let dropped = save.old.filter(|&old| Some(old) != save.new);
    let (update, notice) =
        tokio::join!(client.prepare_cached(UPDATE), client.prepare_cached(NOTICE));
    let (update, notice) = (update.map_err(pg)?, notice.map_err(pg)?);
    let (codes, versions) = announced(std::slice::from_ref(save));
    let params: [&(dyn ToSql + Sync); 10] = [
        &save.code,
        &save.value,
        &save.version,
        &game,
        &plies,
        &list,
        &dropped,
        &save.new,
        &save.tag,
        &save.channel,
    ];
    let told: [&(dyn ToSql + Sync); 3] = [&channel, &codes, &versions];
    let (rows, told) = tokio::join!(
        client.execute(&update, &params),
        client.execute(&notice, &told),
    );
    if let Err(error) = told {
        tracing::warn!("postgres: announcing a room's change failed: {error}");
    }
    // The last `SELECT` has a row when the room was updated; a notice
    // of a conflict's version is harmless (the version is not there).
    match rows.map_err(pg)? {
        1 => Ok(()),
        _ => Err(StoreError::Conflict),
    }
}

/// The codes of the rooms `saves` update, and the versions they make.
fn announced(saves: &[OwnedSave]) -> (Vec<&str>, Vec<i64>) {
    saves
        .iter()
        .filter(|save| save.closing.is_none())
        .filter_map(|save| Some((save.code.as_str(), save.version? + 1)))
        .unzip()
}

/// Announces the rooms `saves` updated on `channel`, after their
/// transaction committed (see the module's documentation); a failure is
/// only logged: the saves stand.
pub(super) async fn announce(client: &impl GenericClient, channel: &str, saves: &[OwnedSave]) {
    let (codes, versions) = announced(saves);
    if codes.is_empty() {
        return;
    }
    if let Err(error) = run(client, NOTICE, [&channel, &codes, &versions]).await {
        tracing::warn!("postgres: announcing a room's change failed: {error}");
    }
}
