//! The store's operations in SQL, each run on the backend's runtime.

use super::save::{OwnedSave, archive_game};
use super::{CODE_CHUNK, Postgres, big, listen, pg, small};
use crate::store::backend::{ArchiveRecords, CodeRecords, RoomRecords, RoomSaves, SettingRecords};
use crate::store::{ArchivedGame, CodeUse, RoomSave, StoreError};

fn code_use(open: bool, free_at: i64, games: Vec<i64>) -> CodeUse {
    CodeUse {
        open,
        free_at: free_at.max(0) as u64,
        games: games.into_iter().map(|g| g.max(0) as u64).collect(),
    }
}

/// An archive row: the game's id and its JSON (kept as text).
fn game_row(row: &tokio_postgres::Row) -> (u64, Vec<u8>) {
    let (id, game): (i64, String) = (row.get(0), row.get(1));
    (id.max(0) as u64, game.into_bytes())
}

impl RoomSaves for Postgres {
    fn save(&self, saves: &[RoomSave]) -> Result<(), StoreError> {
        let written = self.write(saves.iter().map(OwnedSave::from).collect())?;
        self.leaders.rated(written);
        if let Some(notifier) = &self.notifier {
            notifier.updated(saves);
        }
        Ok(())
    }
}

impl RoomRecords for Postgres {
    fn rooms(&self) -> Result<Vec<(String, u64, Vec<u8>)>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query("SELECT code, version, state FROM rooms ORDER BY code", &[])
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|row| (row.get(0), row.get::<_, i64>(1).max(0) as u64, row.get(2)))
                .collect())
        })
    }

    fn room(&self, code: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT state FROM rooms WHERE code = $1", &[&code])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, Vec<u8>>(0)))
        })
    }

    fn shared(&self) -> bool {
        true
    }

    fn room_versioned(&self, code: &str) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT version, state FROM rooms WHERE code = $1", &[&code])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| (row.get::<_, i64>(0).max(0) as u64, row.get::<_, Vec<u8>>(1))))
        })
    }

    fn room_version(&self, code: &str) -> Result<Option<u64>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT version FROM rooms WHERE code = $1", &[&code])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, i64>(0).max(0) as u64))
        })
    }

    fn moves(&self, code: &str, game: u32) -> Result<Vec<String>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT action FROM moves WHERE code = $1 AND game = $2 ORDER BY ply",
                    &[&code, &small(game)],
                )
                .await
                .map_err(pg)?;
            Ok(rows.iter().map(|row| row.get::<_, String>(0)).collect())
        })
    }

    fn channel_room(&self, channel: &str) -> Result<Option<String>, StoreError> {
        let (pool, channel) = (self.pool.clone(), channel.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT code FROM channels WHERE channel = $1", &[&channel])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, String>(0)))
        })
    }

    fn due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
        let (pool, tag) = (self.pool.clone(), tag.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT at, code FROM deadlines WHERE at <= $1 AND tag = $2 ORDER BY at, code",
                    &[&big(now), &tag],
                )
                .await
                .map_err(pg)?;
            Ok(rows
                .iter()
                .map(|row| (row.get::<_, i64>(0).max(0) as u64, row.get::<_, String>(1)))
                .collect())
        })
    }

    fn claim_due(&self, now: u64, tag: &str) -> Result<Vec<(u64, String)>, StoreError> {
        let (pool, tag) = (self.pool.clone(), tag.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            // Rows another process is claiming right now are skipped, not
            // waited for; a claim lapses after a minute (its process died).
            let rows = client
                .query(
                    "UPDATE deadlines SET claimed_until = $1 + 60
                     WHERE (at, code) IN (
                         SELECT at, code FROM deadlines
                         WHERE at <= $1 AND tag = $2 AND claimed_until <= $1
                         ORDER BY at LIMIT 500
                         FOR UPDATE SKIP LOCKED)
                     RETURNING at, code",
                    &[&big(now), &tag],
                )
                .await
                .map_err(pg)?;
            let mut due: Vec<(u64, String)> = rows
                .iter()
                .map(|row| (row.get::<_, i64>(0).max(0) as u64, row.get::<_, String>(1)))
                .collect();
            due.sort();
            Ok(due)
        })
    }

    fn flush(&self) -> Result<(), StoreError> {
        // Every write above is a committed transaction: already durable.
        Ok(())
    }

    fn changes(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<String>> {
        let (send, receive) = tokio::sync::mpsc::unbounded_channel();
        let (config, channel) = (self.config.clone(), self.notices.clone());
        self.runtime.as_ref()?.spawn(listen(config, channel, send));
        Some(receive)
    }
}

impl SettingRecords for Postgres {
    fn setting(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let (pool, key) = (self.pool.clone(), key.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT value FROM settings WHERE key = $1", &[&key])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, Vec<u8>>(0)))
        })
    }

    fn save_setting(&self, key: &str, value: &[u8]) -> Result<(), StoreError> {
        let (pool, key, value) = (self.pool.clone(), key.to_string(), value.to_vec());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute(
                    "INSERT INTO settings (key, value) VALUES ($1, $2)
                     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
                    &[&key, &value],
                )
                .await
                .map_err(pg)?;
            Ok(())
        })
    }

    fn add_setting(&self, key: &str, value: &[u8]) -> Result<(), StoreError> {
        let (pool, key, value) = (self.pool.clone(), key.to_string(), value.to_vec());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute(
                    "INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
                    &[&key, &value],
                )
                .await
                .map_err(pg)?;
            Ok(())
        })
    }

    fn remove_settings(&self, keys: &[String]) -> Result<(), StoreError> {
        let (pool, keys) = (self.pool.clone(), keys.to_vec());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute("DELETE FROM settings WHERE key = ANY($1)", &[&keys])
                .await
                .map_err(pg)?;
            Ok(())
        })
    }
}

impl CodeRecords for Postgres {
    fn reserve_code(
        &self,
        now: u64,
        candidates: &mut dyn Iterator<Item = String>,
    ) -> Result<Option<String>, StoreError> {
        loop {
            let chunk: Vec<String> = (&mut *candidates).take(CODE_CHUNK).collect();
            if chunk.is_empty() {
                return Ok(None);
            }
            let pool = self.pool.clone();
            let reserved = self.run(async move {
                let client = Postgres::client(&pool).await?;
                // The chunk's free codes, in the order given.
                let free = client
                    .query(
                        "SELECT c.code FROM unnest($1::text[]) WITH ORDINALITY AS c(code, n)
                         LEFT JOIN codes ON codes.code = c.code
                         WHERE codes.code IS NULL OR (NOT codes.open AND codes.free_at <= $2)
                         ORDER BY c.n",
                        &[&chunk, &big(now)],
                    )
                    .await
                    .map_err(pg)?;
                for row in free {
                    let code: String = row.get(0);
                    // Taken by the unique key: two creations never share it.
                    let won = client
                        .execute(
                            "INSERT INTO codes (code, open, free_at, games) VALUES ($1, true, 0, '{}')
                             ON CONFLICT (code) DO UPDATE SET open = true, free_at = 0, games = '{}'
                             WHERE NOT codes.open AND codes.free_at <= $2",
                            &[&code, &big(now)],
                        )
                        .await
                        .map_err(pg)?;
                    if won == 1 {
                        return Ok(Some(code));
                    }
                }
                Ok(None)
            })?;
            if reserved.is_some() {
                return Ok(reserved);
            }
        }
    }

    fn unreserve_code(&self, code: &str) -> Result<(), StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute("DELETE FROM codes WHERE code = $1", &[&code])
                .await
                .map_err(pg)?;
            Ok(())
        })
    }

    fn code_use(&self, code: &str) -> Result<Option<CodeUse>, StoreError> {
        let (pool, code) = (self.pool.clone(), code.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt(
                    "SELECT open, free_at, games FROM codes WHERE code = $1",
                    &[&code],
                )
                .await
                .map_err(pg)?;
            Ok(row.map(|row| code_use(row.get(0), row.get(1), row.get(2))))
        })
    }

    fn hold_codes(&self, codes: &[String], free_at: u64) -> Result<(), StoreError> {
        let (pool, codes) = (self.pool.clone(), codes.to_vec());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            client
                .execute(
                    "INSERT INTO codes (code, open, free_at, games)
                     SELECT c, false, $2, '{}' FROM unnest($1::text[]) AS c
                     ON CONFLICT (code) DO UPDATE SET open = false, free_at = EXCLUDED.free_at",
                    &[&codes, &big(free_at)],
                )
                .await
                .map_err(pg)?;
            Ok(())
        })
    }
}

impl ArchiveRecords for Postgres {
    fn next_game_id(&self) -> Result<u64, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_one("SELECT nextval('game_ids')", &[])
                .await
                .map_err(pg)?;
            Ok(row.get::<_, i64>(0).max(0) as u64)
        })
    }

    fn archived(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_opt("SELECT game FROM archive WHERE id = $1", &[&big(id)])
                .await
                .map_err(pg)?;
            Ok(row.map(|row| row.get::<_, String>(0).into_bytes()))
        })
    }

    fn channel_games(
        &self,
        channel: &str,
        limit: usize,
    ) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        let (pool, channel) = (self.pool.clone(), channel.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT id, game FROM archive WHERE channel = $1 ORDER BY id DESC LIMIT $2",
                    &[&channel, &(limit as i64)],
                )
                .await
                .map_err(pg)?;
            Ok(rows.iter().map(game_row).collect())
        })
    }

    fn player_games(&self, owner: &str, limit: usize) -> Result<Vec<(u64, Vec<u8>)>, StoreError> {
        let (pool, owner) = (self.pool.clone(), owner.to_string());
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let rows = client
                .query(
                    "SELECT a.id, a.game FROM archive_players p JOIN archive a ON a.id = p.id
                     WHERE p.owner = $1 ORDER BY p.id DESC LIMIT $2",
                    &[&owner, &(limit as i64)],
                )
                .await
                .map_err(pg)?;
            Ok(rows.iter().map(game_row).collect())
        })
    }

    fn each_game(
        &self,
        visit: &mut dyn FnMut(u64, Vec<u8>) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let mut after = 0i64;
        loop {
            let pool = self.pool.clone();
            let games: Vec<(u64, Vec<u8>)> = self.run(async move {
                let client = Postgres::client(&pool).await?;
                let rows = client
                    .query(
                        "SELECT id, game FROM archive WHERE id > $1 ORDER BY id LIMIT 1000",
                        &[&after],
                    )
                    .await
                    .map_err(pg)?;
                Ok(rows.iter().map(game_row).collect())
            })?;
            let Some(&(last, _)) = games.last() else {
                return Ok(());
            };
            for (id, game) in games {
                visit(id, game)?;
            }
            after = big(last);
        }
    }

    fn import_games(&self, games: &[ArchivedGame]) -> Result<(), StoreError> {
        let (pool, games) = (self.pool.clone(), games.to_vec());
        self.run(async move {
            let mut client = Postgres::client(&pool).await?;
            let tx = client.transaction().await.map_err(pg)?;
            for game in &games {
                archive_game(&tx, game).await?;
            }
            tx.execute(
                "SELECT setval('game_ids', GREATEST((SELECT COALESCE(MAX(id), 1) FROM archive), 1))",
                &[],
            )
            .await
            .map_err(pg)?;
            tx.commit().await.map_err(pg)
        })
    }

    fn archive_len(&self) -> Result<usize, StoreError> {
        let pool = self.pool.clone();
        self.run(async move {
            let client = Postgres::client(&pool).await?;
            let row = client
                .query_one("SELECT COUNT(*) FROM archive", &[])
                .await
                .map_err(pg)?;
            Ok(row.get::<_, i64>(0).max(0) as usize)
        })
    }
}
