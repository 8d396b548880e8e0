//! Ratings in the store: one [`Standing`] per game (rule set) and player,
//! and one [`RatingChange`] per rated game and player, both written in the
//! transaction that archives a rated game, so the ratings are always what
//! the archive implies. The arithmetic is `crate::rating`; what a
//! game does to both players' records is [`standings_after`], which each
//! backend runs inside its save.

use super::{ArchivedGame, ArchivedPlayer, GameResult, Store, StoreError, player_key};
use crate::engine::Variant;
use crate::ids::{Platform, platform_scope};
use crate::rating::{Rating, Score, rate_game};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Only players who played rated games against this many different
/// opponents are listed: a rating made against one friend (or one's own
/// second account) says little, and leads nobody's table.
pub const MIN_OPPONENTS: usize = 5;

/// A player's record in one game: the rating, the counts a profile shows,
/// and where they played rated games (what the leaderboards are made of).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// The rating after their last rated game.
    pub rating: Rating,
    /// Their name in their last rated game.
    pub name: String,
    /// Rated games won.
    pub wins: u32,
    /// Rated games drawn.
    pub draws: u32,
    /// Rated games lost.
    pub losses: u32,
    /// The current run: +n won in a row, −n lost in a row, 0 after a draw.
    pub streak: i32,
    /// Each leaderboard scope they are in (their communities and their
    /// platform's [`platform_scope`]), with the unix second of their last
    /// rated game there.
    pub places: BTreeMap<String, u64>,
    /// The first different opponents (owner keys) they played rated games
    /// against, up to [`MIN_OPPONENTS`]: a leaderboard lists only players
    /// with that many (records from before are filled from their history
    /// when the store is upgraded).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opponents: Vec<String>,
}

impl Standing {
    /// A new player's record.
    pub fn new(name: &str) -> Standing {
        Standing {
            rating: Rating::default(),
            name: name.to_string(),
            wins: 0,
            draws: 0,
            losses: 0,
            streak: 0,
            places: BTreeMap::new(),
            opponents: Vec::new(),
        }
    }

    /// Counts `owner` among the different opponents, while fewer than
    /// [`MIN_OPPONENTS`] are known.
    pub fn met(&mut self, owner: &str) {
        if self.opponents.len() < MIN_OPPONENTS && !self.opponents.iter().any(|o| o == owner) {
            self.opponents.push(owner.to_string());
        }
    }

    /// Rated games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// What one rated game did to one player: kept per player, newest last,
/// for the result line, the profile's last results and its chart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingChange {
    /// The archived game's id.
    pub game: u64,
    /// The rating before (grown with the absence before the game).
    pub before: Rating,
    /// The rating after.
    pub after: Rating,
    /// How it ended for this player.
    pub score: Score,
    /// Who they played.
    pub opponent: ArchivedPlayer,
}

/// The rule set and both players' owners (White's first) of a game that
/// changes ratings; `None` for one that does not.
pub(crate) fn rated(game: &ArchivedGame) -> Option<(&'static str, [String; 2])> {
    // `ratable` again: a record that says rated but could not be (one
    // person on both sides would read one row twice) rates nobody.
    (game.rated && game.ratable()).then(|| {
        let owners = [&game.white, &game.black].map(|p| player_key(game.platform, &p.id));
        (game.variant.name(), owners)
    })
}

/// A player's new record, then it and their change as JSON (the record
/// itself for the leaderboards, so nothing reads back what was written).
pub(crate) type Written = (Standing, Vec<u8>, Vec<u8>);

/// Both players' records and changes after `game`, from their stored
/// records (JSON, or none yet): what a backend writes back, as JSON.
pub(crate) fn standings_after(
    game: &ArchivedGame,
    stored: [Option<&[u8]>; 2],
) -> Result<[Written; 2], StoreError> {
    let read = |side: usize| -> Result<Option<Standing>, StoreError> {
        match stored[side] {
            Some(bytes) => Ok(Some(serde_json::from_slice(bytes)?)),
            None => Ok(None),
        }
    };
    let [white, black] = standings_of(game, [read(0)?, read(1)?]);
    let json = |(standing, change): (Standing, RatingChange)| -> Result<Written, StoreError> {
        let record = serde_json::to_vec(&standing)?;
        Ok((standing, record, serde_json::to_vec(&change)?))
    };
    Ok([json(white)?, json(black)?])
}

/// Both players' records and changes after `game`, from their records
/// before it (`None`: a new player).
pub(crate) fn standings_of(
    game: &ArchivedGame,
    stored: [Option<Standing>; 2],
) -> [(Standing, RatingChange); 2] {
    let white_score = match game.result {
        GameResult::WhiteWins => Score::Win,
        GameResult::BlackWins => Score::Loss,
        GameResult::Draw | GameResult::None => Score::Draw,
    };
    let players = [&game.white, &game.black];
    let [white, black] = stored;
    let mut standings = [
        white.unwrap_or_else(|| Standing::new(&players[0].name)),
        black.unwrap_or_else(|| Standing::new(&players[1].name)),
    ];
    let before = standings.each_ref().map(|s| s.rating.at_time(game.ended));
    let (new_white, new_black) = rate_game(
        &standings[0].rating,
        &standings[1].rating,
        white_score,
        game.ended,
    );
    let afters = [new_white, new_black];
    let scores = [white_score, white_score.flipped()];
    [0, 1].map(|side| {
        let (standing, after, score) = (&mut standings[side], afters[side], scores[side]);
        standing.rating = after;
        standing.name = players[side].name.clone();
        match score {
            Score::Win => standing.wins += 1,
            Score::Draw => standing.draws += 1,
            Score::Loss => standing.losses += 1,
        }
        standing.streak = match score {
            Score::Win => standing.streak.max(0) + 1,
            Score::Draw => 0,
            Score::Loss => standing.streak.min(0) - 1,
        };
        standing.met(&player_key(game.platform, &players[1 - side].id));
        let scopes = game.community.iter().cloned();
        for scope in scopes.chain([platform_scope(game.platform)]) {
            standing.places.insert(scope, game.ended);
        }
        let change = RatingChange {
            game: game.id,
            before: before[side],
            after,
            score,
            opponent: players[1 - side].clone(),
        };
        (standing.clone(), change)
    })
}

impl Store {
    /// A player's record in `variant` (`None`: never rated there), as of
    /// their last rated game.
    pub fn standing(
        &self,
        variant: Variant,
        platform: Platform,
        id: &str,
    ) -> Result<Option<Standing>, StoreError> {
        let owner = player_key(platform, id);
        match self.backend.standing(variant.name(), &owner)? {
            Some(bytes) => Ok(Some(serde_json::from_slice(&bytes)?)),
            None => Ok(None),
        }
    }

    /// A player's rating in `variant` (`None`: never rated there).
    pub fn rating(
        &self,
        variant: Variant,
        platform: Platform,
        id: &str,
    ) -> Result<Option<Rating>, StoreError> {
        Ok(self.standing(variant, platform, id)?.map(|s| s.rating))
    }

    /// What a rated game did to its players' ratings, White's then
    /// Black's (`None` for a game that was not rated).
    pub fn rating_changes(
        &self,
        game: &ArchivedGame,
    ) -> Result<Option<[RatingChange; 2]>, StoreError> {
        let Some((variant, [white, black])) = rated(game) else {
            return Ok(None);
        };
        let read = |owner: &str| -> Result<Option<RatingChange>, StoreError> {
            let newest = self
                .backend
                .rating_history(variant, owner, Some(game.id), 1)?;
            match newest.first() {
                Some(bytes) => Ok(Some(serde_json::from_slice(bytes)?)),
                None => Ok(None),
            }
        };
        match (read(&white)?, read(&black)?) {
            (Some(w), Some(b)) if w.game == game.id && b.game == game.id => Ok(Some([w, b])),
            _ => Ok(None),
        }
    }

    /// A player's last `limit` rating changes in `variant`, oldest first
    /// (a profile's last results and its chart).
    pub fn rating_history(
        &self,
        variant: Variant,
        platform: Platform,
        id: &str,
        limit: usize,
    ) -> Result<Vec<RatingChange>, StoreError> {
        let owner = player_key(platform, id);
        let mut changes = self
            .backend
            .rating_history(variant.name(), &owner, None, limit)?
            .iter()
            .map(|bytes| serde_json::from_slice(bytes))
            .collect::<Result<Vec<RatingChange>, _>>()?;
        changes.reverse();
        Ok(changes)
    }
}
