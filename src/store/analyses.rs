//! Game analyses, kept with the archive so a game is analysed once: each
//! under `analysis:ID` among the settings (notes as JSON under a key), so
//! both backends, backups and `migrate-store` keep them as they keep
//! every setting.

use super::{Store, StoreError};
use crate::engine::search::analysis::Analysis;

fn key(game: u64) -> String {
    format!("analysis:{game}")
}

impl Store {
    /// Archived game `game`'s analysis, if it was made.
    pub fn analysis(&self, game: u64) -> Result<Option<Analysis>, StoreError> {
        self.setting(&key(game))
    }

    /// Keeps game `game`'s analysis; when another process kept one first,
    /// that one stands (both are the same: an analysis repeats).
    pub fn save_analysis(&self, game: u64, analysis: &Analysis) -> Result<(), StoreError> {
        self.add_setting(&key(game), analysis).map(drop)
    }
}
