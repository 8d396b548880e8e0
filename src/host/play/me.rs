//! What a person's own page (`/me`) shows: their ratings in each game,
//! their puzzles (rating, streak, solved and failed), and their last
//! games, each findable again by its archive number.

use crate::host::parts::Parts;
use crate::host::play::ratings::{PlayerProfile, profile_of};
use crate::ids::{Platform, UserId, UserKey};
use crate::puzzles::solver::Solver;
use crate::store::{ArchivedGame, StoreError};

/// How many of a person's last games their page lists.
pub const LAST_GAMES: usize = 10;

/// A person's own page, as the store keeps it.
pub struct Me {
    /// Their ratings, by game (empty: never rated).
    pub profile: PlayerProfile,
    /// Their puzzles (`None`: never tried one).
    pub puzzles: Option<Solver>,
    /// Their last games, newest first.
    pub games: Vec<ArchivedGame>,
}

/// Person `id` on `platform`'s own page.
pub fn me(parts: &Parts, platform: Platform, id: &str) -> Result<Me, StoreError> {
    let user = UserKey {
        platform,
        user: UserId::from(id),
    };
    let puzzles = parts.puzzles.records.solver(&user)?;
    let tried = puzzles.solved + puzzles.failed > 0;
    Ok(Me {
        profile: profile_of(parts, platform, id)?,
        puzzles: tried.then_some(puzzles),
        games: parts.store().player_games(platform, id, LAST_GAMES)?,
    })
}
