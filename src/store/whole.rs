//! The store as a whole, for its operator: whether it answers, a backup
//! of it and a store made from one, and what a move to another backend
//! reads and writes (`futbol-bot migrate-store`).

use super::{CodeUse, Store, StoreError};
use std::path::Path;

impl Store {
    /// Whether the store answers: one read (the operator's `/readyz`).
    pub fn answers(&self) -> Result<(), StoreError> {
        self.backend.setting("ops:ready").map(|_| ())
    }

    /// Writes a consistent copy of the whole store as a backup file, while
    /// the bot runs (sled; PostgreSQL is backed up with `pg_dump`).
    pub fn backup(&self, out: &mut dyn std::io::Write) -> Result<(), StoreError> {
        self.backend.backup(out)
    }

    /// Makes a sled store in the empty directory `dir` from a backup file
    /// and checks that it opens; returns the trees and entries written.
    pub fn restore(file: &mut dyn std::io::Read, dir: &Path) -> Result<(usize, usize), StoreError> {
        super::sled::restore(file, dir)
    }

    /// Every setting and note, as stored (for a move).
    pub fn all_settings(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.backend.all_settings()
    }

    /// Saves a setting as stored bytes, durably (for a move).
    pub fn save_setting_bytes(&self, key: &str, value: &[u8]) -> Result<(), StoreError> {
        self.backend.save_setting(key, value)
    }

    /// Every code's use, open and closed (for a move).
    pub fn all_codes(&self) -> Result<Vec<(String, CodeUse)>, StoreError> {
        self.backend.all_codes()
    }

    /// Writes codes' uses as another store had them, durably.
    pub fn import_codes(&self, codes: &[(String, CodeUse)]) -> Result<(), StoreError> {
        self.backend.import_codes(codes)
    }

    /// Rates the imported archive's rated games again, in order, into
    /// empty ratings; returns how many.
    pub fn rate_imported(&self) -> Result<usize, StoreError> {
        self.backend.rate_imported()
    }
}
