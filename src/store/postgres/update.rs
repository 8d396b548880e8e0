//! The common save in one round trip, and the notice of every room update.
//!
//! A move in an open room is one statement, committed on its own, shared
//! with the moves other clients make at the same moment (`group.rs`): each
//! room's row at the version it was read at, and only for the rooms that
//! matched, their new actions, their deadlines moved and their channels
//! (data-modifying `WITH` queries over arrays, each conditional on the
//! room's update). A room another process changed meanwhile writes
//! nothing and is a conflict, as in the transaction of `save.rs`, which
//! saves everything else.
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
//! after which they read it again (`host/rooms/fresh.rs`).

use super::save::{OwnedSave, run};
use super::{Postgres, big, pg};
use crate::store::{RoomSave, StoreError};
use deadpool_postgres::{GenericClient, Pool};
use std::collections::HashSet;
use tokio::runtime::Runtime;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};
use tokio_postgres::types::ToSql;

/// Plain updates of open rooms, each conditional on its version, in one
/// statement (one row per room in the arrays `$1`–`$8`; the actions of
/// all of them in `$9`–`$11`, by room). `$5`/`$6`: each room's deadline
/// dropped and made (`NULL` for none, and the dropped one `NULL` when it
/// stays). A channel's row is written only when it does not name its room
/// already: an upsert would lock the row at every save even when it
/// changes nothing. Returns the codes of the rooms updated.
const UPDATE: &str = "WITH input AS (
        SELECT * FROM unnest($1::text[], $2::bytea[], $3::bigint[], $4::int[],
            $5::bigint[], $6::bigint[], $7::text[], $8::text[])
            AS i (code, state, version, game, dropped, made, tag, channel)
    ), room AS (
        UPDATE rooms r SET state = i.state, version = r.version + 1
        FROM input i WHERE r.code = i.code AND r.version = i.version RETURNING r.code
    ), moves AS (
        INSERT INTO moves (code, game, ply, action)
        SELECT m.code, i.game, m.ply, m.action
        FROM unnest($9::text[], $10::int[], $11::text[]) AS m (code, ply, action)
        JOIN input i ON i.code = m.code
        WHERE m.code IN (SELECT code FROM room)
        ON CONFLICT (code, game, ply) DO UPDATE SET action = EXCLUDED.action
    ), dropped AS (
        DELETE FROM deadlines d USING input i
        WHERE d.at = i.dropped AND d.code = i.code AND i.code IN (SELECT code FROM room)
    ), made AS (
        INSERT INTO deadlines (at, code, tag)
        SELECT i.made, i.code, i.tag FROM input i
        WHERE i.made IS NOT NULL AND i.code IN (SELECT code FROM room)
        ON CONFLICT DO NOTHING
    ), channel AS (
        INSERT INTO channels (channel, code)
        SELECT i.channel, i.code FROM input i
        WHERE i.code IN (SELECT code FROM room)
            AND NOT EXISTS (SELECT 1 FROM channels c WHERE c.channel = i.channel AND c.code = i.code)
        ON CONFLICT (channel) DO UPDATE SET code = EXCLUDED.code
    )
    SELECT code FROM room";

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
            && self.withdrawn.is_none()
    }
}

/// Writes one plain update (see [`OwnedSave::plain_update`]);
/// `Conflict` when the room is not at its version.
pub(super) async fn update(
    client: &impl GenericClient,
    save: &OwnedSave,
) -> Result<(), StoreError> {
    match update_many(client, std::slice::from_ref(save)).await?[..] {
        [true] => Ok(()),
        _ => Err(StoreError::Conflict),
    }
}

/// Writes plain updates of distinct rooms in one statement: for each,
/// whether it was written (`false`: the room is not at its version).
pub(super) async fn update_many(
    client: &impl GenericClient,
    saves: &[OwnedSave],
) -> Result<Vec<bool>, StoreError> {
    let codes: Vec<&str> = saves.iter().map(|s| s.code.as_str()).collect();
    let states: Vec<&[u8]> = saves.iter().map(|s| s.value.as_slice()).collect();
    let versions: Vec<Option<i64>> = saves.iter().map(|s| s.version).collect();
    let games: Vec<i32> = saves
        .iter()
        .map(|s| s.actions.as_ref().map_or(0, |(game, _, _)| *game))
        .collect();
    // A deadline that stays is neither dropped nor made again.
    let dropped: Vec<Option<i64>> = saves
        .iter()
        .map(|s| s.old.filter(|&old| Some(old) != s.new))
        .collect();
    let made: Vec<Option<i64>> = saves.iter().map(|s| s.new).collect();
    let tags: Vec<&str> = saves.iter().map(|s| s.tag.as_str()).collect();
    let channels: Vec<&str> = saves.iter().map(|s| s.channel.as_str()).collect();
    let (mut move_codes, mut plies, mut actions) = (Vec::new(), Vec::new(), Vec::new());
    for save in saves {
        if let Some((_, _, list)) = &save.actions {
            move_codes.extend(std::iter::repeat_n(save.code.as_str(), list.len()));
            plies.extend(save.plies());
            actions.extend(list.iter().map(String::as_str));
        }
    }
    let params: [&(dyn ToSql + Sync); 11] = [
        &codes,
        &states,
        &versions,
        &games,
        &dropped,
        &made,
        &tags,
        &channels,
        &move_codes,
        &plies,
        &actions,
    ];
    let statement = client.prepare_cached(UPDATE).await.map_err(pg)?;
    let rows = client.query(&statement, &params).await.map_err(pg)?;
    let updated: HashSet<String> = rows.iter().map(|row| row.get(0)).collect();
    Ok(saves.iter().map(|s| updated.contains(&s.code)).collect())
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

/// How long the first notice of a batch waits for others: every notice
/// statement is a commit and wakes every listener, and saves finish a few
/// at a time, so without a wait nearly every save had its own (2 ms won
/// each of 6 paired runs of `cargo bench --bench stores`, by 5–33 %; 5 ms
/// did no better). Another process hears of a change that much later.
const GATHER: std::time::Duration = std::time::Duration::from_millis(2);

/// Sends the notices as they come, each time all that came meanwhile
/// (waiting [`GATHER`] after the first) in one statement; a failure is
/// only logged (the saves stand).
async fn announce(pool: Pool, channel: String, mut queue: UnboundedReceiver<(String, i64)>) {
    while let Some(first) = queue.recv().await {
        tokio::time::sleep(GATHER).await;
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
