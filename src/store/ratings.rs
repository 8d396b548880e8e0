//! Ratings in the store: one per game (rule set) and player, changed in
//! the same transaction that archives a rated game, so the ratings are
//! always what the archive implies (the arithmetic is
//! `community::ratings`; each backend reads, rates and writes both
//! players inside its save).

use super::{ArchivedGame, GameResult, Store, StoreError, player_key};
use crate::community::ratings::{Rating, Score, rate_game};
use crate::engine::Variant;
use crate::ids::Platform;

/// What a backend needs to rate an archived game: the rule set, both
/// players' index owners and White's score; `None` for a game without a
/// result or with one player on both sides.
pub(crate) fn rated(game: &ArchivedGame) -> Option<(&'static str, [String; 2], Score)> {
    let white_score = match game.result {
        GameResult::WhiteWins => Score::Win,
        GameResult::BlackWins => Score::Loss,
        GameResult::Draw => Score::Draw,
        GameResult::None => return None,
    };
    let owners = [&game.white, &game.black].map(|p| player_key(game.platform, &p.id));
    // One person on both sides (a local game) has no one to be rated
    // against.
    if owners[0] == owners[1] {
        return None;
    }
    Some((game.variant.name(), owners, white_score))
}

/// Both players' ratings after `game`, from their stored ones (JSON, or
/// none yet): what a backend writes back, as JSON.
pub(crate) fn rerated(
    game: &ArchivedGame,
    white_score: Score,
    stored: [Option<&[u8]>; 2],
) -> Result<[Vec<u8>; 2], StoreError> {
    let read = |bytes: Option<&[u8]>| -> Result<Rating, StoreError> {
        Ok(match bytes {
            Some(bytes) => serde_json::from_slice(bytes)?,
            None => Rating::default(),
        })
    };
    let (white, black) = (read(stored[0])?, read(stored[1])?);
    let (white, black) = rate_game(&white, &black, white_score, game.ended);
    Ok([serde_json::to_vec(&white)?, serde_json::to_vec(&black)?])
}

impl Store {
    /// A player's rating in `variant` (`None`: never rated there), as of
    /// their last rated game.
    pub fn rating(
        &self,
        variant: Variant,
        platform: Platform,
        id: &str,
    ) -> Result<Option<Rating>, StoreError> {
        let owner = player_key(platform, id);
        match self.backend.rating(variant.name(), &owner)? {
            Some(bytes) => Ok(Some(serde_json::from_slice(&bytes)?)),
            None => Ok(None),
        }
    }
}
