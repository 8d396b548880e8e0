//! Version 4 → 5: a leaderboard lists only players who met
//! [`MIN_OPPONENTS`] different opponents in rated games, which a record
//! keeps since version 5 (`Standing::opponents`). The records written
//! before are filled once from what the store already holds: each
//! player's rating history names the opponent of every rated game.

use super::Sled;
use crate::store::StoreError;
use crate::store::leaderboard::MIN_OPPONENTS;
use crate::store::ratings::{RatingChange, Standing};

impl Sled {
    /// Fills every record's opponents from its history (idempotent: a
    /// record that has some is left as it is).
    pub(super) fn fill_opponents(&self) -> Result<(), StoreError> {
        let mut filled = 0;
        for entry in self.ratings.iter() {
            let (key, value) = entry?;
            let Ok(mut standing) = serde_json::from_slice::<Standing>(&value) else {
                continue;
            };
            if !standing.opponents.is_empty() {
                continue;
            }
            let owner = key.splitn(2, |&b| b == 0).nth(1).unwrap_or_default();
            let platform = owner.split(|&b| b == b':').next().unwrap_or_default();
            let platform = String::from_utf8_lossy(platform).into_owned();
            // The history's keys are the record's key and a game id.
            for change in self.rating_history.scan_prefix(&key) {
                let (change_key, change) = change?;
                if change_key.len() != key.len() + 8 {
                    continue;
                }
                if let Ok(change) = serde_json::from_slice::<RatingChange>(&change) {
                    // `player_key`'s form: the platform's name, the id.
                    standing.met(&format!("{platform}:{}", change.opponent.id));
                }
                if standing.opponents.len() >= MIN_OPPONENTS {
                    break;
                }
            }
            self.ratings.insert(key, serde_json::to_vec(&standing)?)?;
            filled += 1;
        }
        if filled > 0 {
            tracing::info!("store: counted the opponents of {filled} rating records");
        }
        Ok(())
    }
}
