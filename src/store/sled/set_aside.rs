//! Setting a record aside in sled: out of its tree (a room also out of the
//! deadline and channel indexes) and into the quarantine, in one
//! transaction, only while the tree still holds the bytes that failed.

use super::Sled;
use super::archive::game_key;
use crate::store::backend::Quarantine;
use crate::store::{Kind, SetAside, StoreError};
use sled::Transactional;
use sled::transaction::ConflictableTransactionError;

/// What a transaction that sets a record aside returns.
type Moved = Result<(), ConflictableTransactionError<StoreError>>;

impl Quarantine for Sled {
    /// Moves `record` from its tree to the quarantine, if its tree still
    /// holds those bytes; a room also leaves the deadline and channel
    /// indexes. One transaction, made durable.
    fn set_aside(&self, record: &SetAside) -> Result<(), StoreError> {
        let key = match record.kind {
            Kind::Game => match record.key.parse::<u64>() {
                Ok(id) => game_key(id).to_vec(),
                Err(_) => return Ok(()),
            },
            Kind::Tournament => match record.key.parse::<u64>() {
                Ok(id) => id.to_be_bytes().to_vec(),
                Err(_) => return Ok(()),
            },
            Kind::Room | Kind::Setting => record.key.as_bytes().to_vec(),
        };
        let value = serde_json::to_vec(record)?;
        let slot = self.db.generate_id()?.to_be_bytes();
        // A tournament's value is its version and open flag (9 bytes),
        // then the JSON that failed.
        let skip = if record.kind == Kind::Tournament {
            9
        } else {
            0
        };
        let held = |stored: Option<sled::IVec>| {
            stored.as_deref().and_then(|s| s.get(skip..)) == Some(record.bytes.as_slice())
        };
        let gate = self.gate.writing();
        match record.kind {
            Kind::Room => {
                let (due, channels) = self.pointing_at(&record.key)?;
                let trees = (
                    &self.rooms,
                    &self.deadlines,
                    &self.channels,
                    &self.quarantine,
                );
                trees.transaction(|(rooms, deadlines, indexed, quarantine)| -> Moved {
                    if held(rooms.get(&key)?) {
                        rooms.remove(key.as_slice())?;
                        for at in &due {
                            deadlines.remove(at.as_ref())?;
                        }
                        for channel in &channels {
                            if indexed.get(channel)?.as_deref() == Some(key.as_slice()) {
                                indexed.remove(channel.as_ref())?;
                            }
                        }
                        quarantine.insert(&slot, value.as_slice())?;
                    }
                    Ok(())
                })?;
            }
            Kind::Game | Kind::Setting | Kind::Tournament => {
                let home = match record.kind {
                    Kind::Game => &self.archive,
                    Kind::Tournament => &self.tournaments,
                    _ => &self.settings,
                };
                (home, &self.quarantine).transaction(|(home, quarantine)| -> Moved {
                    if held(home.get(&key)?) {
                        home.remove(key.as_slice())?;
                        quarantine.insert(&slot, value.as_slice())?;
                    }
                    Ok(())
                })?;
            }
        }
        drop(gate);
        self.durable()
    }

    /// Every record set aside, oldest first (an entry that does not decode
    /// itself is logged and left out).
    fn records_set_aside(&self) -> Result<Vec<SetAside>, StoreError> {
        let mut records = Vec::new();
        for value in self.quarantine.iter().values() {
            match serde_json::from_slice(&value?) {
                Ok(record) => records.push(record),
                Err(error) => tracing::warn!("store: a quarantine entry does not decode: {error}"),
            }
        }
        Ok(records)
    }
}

impl Sled {
    /// The deadline and channel index keys that name room `code`.
    fn pointing_at(&self, code: &str) -> Result<(Vec<sled::IVec>, Vec<sled::IVec>), StoreError> {
        let mut due = Vec::new();
        for key in self.deadlines.iter().keys() {
            let key = key?;
            if key.get(8..) == Some(code.as_bytes()) {
                due.push(key);
            }
        }
        let mut channels = Vec::new();
        for entry in self.channels.iter() {
            let (channel, value) = entry?;
            if value.as_ref() == code.as_bytes() {
                channels.push(channel);
            }
        }
        Ok((due, channels))
    }
}
