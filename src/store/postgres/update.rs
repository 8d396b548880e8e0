//! The common save in one round trip, and the notice of every room update.
//!
//! A move in an open room is one statement, committed on its own: the
//! room's row at the version it was read at, and only if that matched,
//! its new actions, its deadline moved and its channel (data-modifying
//! `WITH` queries, each conditional on the room's update). A room another
//! process changed meanwhile writes nothing and is a conflict, as in the
//! transaction of `save.rs`, which saves everything else.
//!
//! The notice that a room changed (`CODE:VERSION`, the version the update
//! made) goes out after the save, from a task of this process that sends
//! whatever saves finished meanwhile in one statement, whose transaction
//! does not wait for the disk (`synchronous_commit` off for it alone):
//! PostgreSQL makes every transaction that notifies hold one lock from
//! just before its commit until after it, so a notice inside each save
//! made saves commit one at a time, each waiting for its own flush
//! (pgbench here, 8 clients: an update alone 9,500/s, with a notice in its
//! transaction 3,100/s, with the notice after it 8,500/s), and a notice
//! per save cost as much again as the save (`cargo bench --bench stores`).
//! Creations and closings are rarer and are still announced by the
//! trigger, in their transaction (migration 12). A process that dies
//! between a save and its notice leaves the others' copy of that room
//! behind until they act on it: a conflict, or a refusal on the old board,
//! after which they read it again (`host/fresh.rs`).

use super::save::{OwnedSave, run};
use super::{Postgres, big};
use crate::store::{RoomSave, StoreError};
use deadpool_postgres::{GenericClient, Pool};
use tokio::runtime::Runtime;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

/// A plain update of an open room, conditional on its version, in one
/// statement. `$7`/`$8`: the deadline dropped and made (each `NULL` for
/// none, and the dropped one `NULL` when it stays). The channel's row is
/// written only when it does not name the room already: an upsert would
/// lock the row at every save even when it changes nothing.
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
            AND NOT EXISTS (SELECT 1 FROM channels WHERE channel = $10 AND code = $1)
        ON CONFLICT (channel) DO UPDATE SET code = EXCLUDED.code
    )
    SELECT 1 FROM room";

/// The notices of updated rooms (`CODE:VERSION`, the version the update
/// made), in a transaction that does not wait for the disk
/// (`set_config(…, true)` lasts until its commit).
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

/// Writes one plain update (see [`OwnedSave::plain_update`]).
pub(super) async fn update(
    client: &impl GenericClient,
    save: &OwnedSave,
) -> Result<(), StoreError> {
    let no_actions = Vec::new();
    let (game, list) = match &save.actions {
        Some((game, _, list)) => (*game, list),
        None => (0, &no_actions),
    };
    let plies = save.plies();
    let dropped = save.old.filter(|&old| Some(old) != save.new);
    // The last `SELECT` has a row when the room was updated.
    let rows = run(
        client,
        UPDATE,
        [
            &save.code,
            &save.value,
            &save.version,
            &game,
            &plies,
            list,
            &dropped,
            &save.new,
            &save.tag,
            &save.channel,
        ],
    )
    .await?;
    match rows {
        1 => Ok(()),
        _ => Err(StoreError::Conflict),
    }
}

/// Announces the rooms this process updated, after their saves (see the
/// module's documentation).
pub(super) struct Notifier(UnboundedSender<(String, i64)>);

impl Notifier {
    /// Starts the task that announces on `channel`, on `runtime`.
    pub(super) fn start(runtime: &Runtime, pool: Pool, channel: &str) -> Notifier {
        let (send, receive) = unbounded_channel();
        runtime.spawn(announce(pool, channel.to_string(), receive));
        Notifier(send)
    }

    /// `saves` were written: each room that stays open is announced with
    /// the version its save made (a new room, already by the trigger).
    pub(super) fn updated(&self, saves: &[RoomSave]) {
        let updated = saves.iter().filter(|save| save.closing.is_none());
        for save in updated {
            if let Some(version) = save.version {
                let _ = self.0.send((save.code.to_string(), big(version) + 1));
            }
        }
    }
}

impl Notifier {
    /// Lines up to number `last` were relayed (`@:LAST`), announced after
    /// the updates saved before them.
    pub(super) fn relayed(&self, last: i64) {
        let _ = self.0.send((crate::store::RELAYED.to_string(), last));
    }
}

/// Sends the notices as they come, each time all that came meanwhile in
/// one statement; a failure is only logged (the saves stand).
async fn announce(pool: Pool, channel: String, mut queue: UnboundedReceiver<(String, i64)>) {
    while let Some(first) = queue.recv().await {
        let mut batch = vec![first];
        while let Ok(next) = queue.try_recv() {
            batch.push(next);
        }
        let (codes, versions): (Vec<String>, Vec<i64>) = batch.into_iter().unzip();
        let sent = match Postgres::client(&pool).await {
            Ok(client) => run(&client, NOTICE, [&channel, &codes, &versions]).await,
            Err(error) => Err(error),
        };
        if let Err(error) = sent {
            tracing::warn!("postgres: announcing rooms' changes failed: {error}");
        }
    }
}
