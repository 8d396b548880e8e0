//! A consistent copy of the running store, and a store made from one.
//!
//! Every write of this backend (a save's transaction, a setting, a code,
//! the ratings written behind) holds the gate for reading; a backup holds
//! it for writing while it copies every tree into memory, so the copy is
//! one instant of the store: no save is half in it. Writes wait for the
//! copy into memory (sled serves it from its page cache), never for the
//! file being written; how long they wait on a large store is not
//! measured yet.

use super::Sled;
use crate::store::StoreError;
use crate::store::backup::{self, Tree};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};

/// What every write holds, and a backup takes alone.
#[derive(Default)]
pub(super) struct Gate(RwLock<()>);

impl Gate {
    /// Held by a write for its duration (many writes hold it at once).
    pub(super) fn writing(&self) -> RwLockReadGuard<'_, ()> {
        // A panic while holding it leaves nothing half-written (sled's
        // own writes are atomic), so a poisoned gate still serves.
        self.0
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Held by a backup: no write runs until it is dropped.
    fn alone(&self) -> RwLockWriteGuard<'_, ()> {
        self.0
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Runs one write holding the gate (and not the flush after it).
    pub(super) fn write_with<T>(&self, write: impl FnOnce() -> T) -> T {
        let _held = self.writing();
        write()
    }
}

impl Sled {
    /// Writes a backup of every tree as it is at one instant.
    pub(super) fn write_backup(&self, out: &mut dyn Write) -> Result<(), StoreError> {
        let trees = {
            let _alone = self.gate.alone();
            copy(&self.db)?
        };
        backup::write(out, &trees)
    }
}

/// Every tree of `db`, in memory.
fn copy(db: &sled::Db) -> Result<Vec<Tree>, StoreError> {
    let mut trees = Vec::new();
    for name in db.tree_names() {
        let tree = db.open_tree(&name)?;
        let items = tree
            .iter()
            .map(|item| item.map(|(k, v)| (k.to_vec(), v.to_vec())))
            .collect::<Result<Vec<_>, _>>()?;
        trees.push((name.to_vec(), items));
    }
    Ok(trees)
}

/// Makes the sled store in `dir` (which must not hold one) from the backup
/// `file`, and opens it once as the bot would (which checks its layout and
/// rates the games a backup caught on their way). Returns how many trees
/// and entries it wrote.
pub fn restore(file: &mut dyn Read, dir: &Path) -> Result<(usize, usize), StoreError> {
    let trees = backup::read(file)?;
    let taken = std::fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some());
    if taken {
        return Err(StoreError::Backup(format!(
            "{} is not empty: restore into a new directory",
            dir.display()
        )));
    }
    let db = super::open_db(dir)?;
    let mut entries = 0;
    for (name, items) in &trees {
        let tree = db.open_tree(name)?;
        let mut batch = sled::Batch::default();
        for (key, value) in items {
            batch.insert(key.as_slice(), value.as_slice());
        }
        entries += items.len();
        tree.apply_batch(batch)?;
    }
    db.flush()?;
    drop(db);
    drop(Sled::open(dir)?);
    Ok((trees.len(), entries))
}
