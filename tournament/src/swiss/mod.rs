//! A Swiss tournament as a value: its players, the rounds paired so far and
//! their results. Every method is pure; the host stores the value with the
//! tournament and calls [`Swiss::pair`] when a round has ended, so a
//! restart, or another process reading the same state, pairs the same way.

mod pair;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::set::Set;
use crate::{Entrant, MAX_PLAYERS, Outcome, Side};

/// A missed game is a forfeit lost; this many withdraw the player.
pub const MISSES_TO_WITHDRAW: usize = 2;

/// Why a Swiss cannot do what was asked: each is a sentence for the host
/// to show.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SwissError {
    /// Fewer than two players registered.
    #[error("a Swiss needs at least two players")]
    TooFewPlayers,
    /// More than [`MAX_PLAYERS`].
    #[error("a Swiss takes at most {MAX_PLAYERS} players")]
    TooManyPlayers,
    /// More rounds than the field can play without meeting twice.
    #[error("{players} players can play at most {most} rounds")]
    TooManyRounds {
        /// Players registered.
        players: usize,
        /// The most rounds they can play.
        most: usize,
    },
    /// The current round still has games without a result.
    #[error("the round has not ended")]
    RoundNotOver,
    /// Every planned round has been paired.
    #[error("every round has been played")]
    AllRoundsPaired,
    /// No pairing of the players still in exists without a repeat.
    #[error("no pairing without a repeated game is left")]
    NoPairing,
    /// No game of that round has that white player.
    #[error("no such game")]
    NoSuchGame,
    /// The game already has a result.
    #[error("the game already has a result")]
    AlreadyRecorded,
}

/// A registered player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Rating at the start: the order of the first round.
    pub rating: i32,
    /// The number of rounds paired when the player withdrew.
    pub left_after: Option<usize>,
}

/// One game of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// Who plays first.
    pub white: Entrant,
    /// Who plays second.
    pub black: Entrant,
    /// The result, once the game has ended.
    pub outcome: Option<Outcome>,
}

/// One paired round: its boards, board 1 first, and the bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The games, board 1 first.
    pub games: Vec<Game>,
    /// Who has the bye (a point without playing).
    pub bye: Option<Entrant>,
    /// Whether the colour limits had to give way to pair the round.
    pub relaxed: bool,
}

/// What one player had in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Had {
    /// A game (possibly not yet over): the opponent, the colour, the
    /// result.
    Game {
        /// Who they met.
        opponent: Entrant,
        /// Their colour.
        side: Side,
        /// The result, once over.
        outcome: Option<Outcome>,
    },
    /// The bye: one point.
    Bye,
    /// Not paired (withdrawn): nothing.
    Absent,
}

impl Had {
    /// Half points scored (a game not yet over scores nothing yet).
    pub fn halves(self) -> u32 {
        match self {
            Had::Game {
                side,
                outcome: Some(outcome),
                ..
            } => outcome.halves(side),
            Had::Bye => 2,
            Had::Game { outcome: None, .. } | Had::Absent => 0,
        }
    }

    /// Whether the round was a game played over the board.
    pub fn played(self) -> bool {
        matches!(self, Had::Game { outcome: Some(outcome), .. } if outcome.played())
    }
}

/// A Swiss tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swiss {
    players: Vec<Player>,
    /// Entrants by rating, highest first (registration breaks ties).
    seeds: Vec<Entrant>,
    rounds: Vec<Round>,
    planned: usize,
}

impl Swiss {
    /// A Swiss of `planned` rounds between players with these ratings, in
    /// the order they registered.
    pub fn new(ratings: &[i32], planned: usize) -> Result<Swiss, SwissError> {
        let players = ratings.len();
        if players < 2 {
            return Err(SwissError::TooFewPlayers);
        }
        if players > MAX_PLAYERS {
            return Err(SwissError::TooManyPlayers);
        }
        // Meeting everyone once: n − 1 rounds, or n with a bye each round.
        let most = if players.is_multiple_of(2) {
            players - 1
        } else {
            players
        };
        if planned == 0 || planned > most {
            return Err(SwissError::TooManyRounds { players, most });
        }
        let mut seeds: Vec<Entrant> = (0..players).map(|at| Entrant(at as u16)).collect();
        seeds.sort_by_key(|entrant| std::cmp::Reverse(ratings[entrant.index()]));
        Ok(Swiss {
            players: ratings
                .iter()
                .map(|&rating| Player {
                    rating,
                    left_after: None,
                })
                .collect(),
            seeds,
            rounds: Vec::new(),
            planned,
        })
    }

    /// The players, in the order they registered.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The rounds paired so far.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The number of rounds the tournament plays.
    pub fn planned(&self) -> usize {
        self.planned
    }

    /// Whether every round has been paired and every game has a result.
    pub fn is_over(&self) -> bool {
        self.rounds.len() == self.planned && self.round_is_over()
    }

    fn round_is_over(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|round| round.games.iter().all(|game| game.outcome.is_some()))
    }

    /// What `entrant` had in each round so far.
    pub fn history(&self, entrant: Entrant) -> Vec<Had> {
        self.rounds
            .iter()
            .map(|round| had(round, entrant))
            .collect()
    }

    /// Score so far in half points.
    pub fn score(&self, entrant: Entrant) -> u32 {
        self.history(entrant).into_iter().map(Had::halves).sum()
    }

    /// Whether `entrant` is still paired: not withdrawn, and fewer than
    /// [`MISSES_TO_WITHDRAW`] games missed.
    pub fn is_in(&self, entrant: Entrant) -> bool {
        let missed = self
            .history(entrant)
            .into_iter()
            .filter(|had| matches!(had, Had::Game { side, outcome: Some(outcome), .. } if outcome.forfeited_by(*side)))
            .count();
        self.players[entrant.index()].left_after.is_none() && missed < MISSES_TO_WITHDRAW
    }

    /// Withdraws a player from the next round on. A game of theirs still
    /// running is the host's to end (as a forfeit).
    pub fn withdraw(&mut self, entrant: Entrant) {
        let paired = self.rounds.len();
        if let Some(player) = self.players.get_mut(entrant.index()) {
            player.left_after.get_or_insert(paired);
        }
    }

    /// Records the result of the game of round `round` (0 first) that
    /// `white` plays white in.
    pub fn record(
        &mut self,
        round: usize,
        white: Entrant,
        outcome: Outcome,
    ) -> Result<(), SwissError> {
        let game = self
            .rounds
            .get_mut(round)
            .and_then(|round| round.games.iter_mut().find(|game| game.white == white))
            .ok_or(SwissError::NoSuchGame)?;
        if game.outcome.is_some() {
            return Err(SwissError::AlreadyRecorded);
        }
        game.outcome = Some(outcome);
        Ok(())
    }

    /// Pairs the next round among the players still in, once the current
    /// one is over, and returns it.
    pub fn pair(&mut self) -> Result<&Round, SwissError> {
        if !self.round_is_over() {
            return Err(SwissError::RoundNotOver);
        }
        if self.rounds.len() >= self.planned {
            return Err(SwissError::AllRoundsPaired);
        }
        let seats: Vec<pair::Seat> = self
            .seeds
            .iter()
            .enumerate()
            .filter(|(_, entrant)| self.is_in(**entrant))
            .map(|(seed, &entrant)| self.seat(entrant, seed))
            .collect();
        if seats.len() < 2 {
            return Err(SwissError::TooFewPlayers);
        }
        let pairing = pair::pair(seats).ok_or(SwissError::NoPairing)?;
        self.rounds.push(Round {
            games: pairing
                .boards
                .into_iter()
                .map(|(white, black)| Game {
                    white,
                    black,
                    outcome: None,
                })
                .collect(),
            bye: pairing.bye,
            relaxed: pairing.relaxed,
        });
        Ok(self.rounds.last().expect("a round was just pushed"))
    }

    fn seat(&self, entrant: Entrant, seed: usize) -> pair::Seat {
        let history = self.history(entrant);
        let mut met = Set::default();
        let mut colours = Vec::new();
        for had in &history {
            if let Had::Game {
                opponent,
                side,
                outcome,
            } = *had
            {
                met.insert(opponent.index());
                if outcome.is_some_and(Outcome::played) {
                    colours.push(side);
                }
            }
        }
        pair::Seat {
            entrant,
            score: history.iter().map(|had| had.halves()).sum(),
            seed,
            met,
            colours,
            had_bye: history.contains(&Had::Bye),
        }
    }
}

fn had(round: &Round, entrant: Entrant) -> Had {
    if round.bye == Some(entrant) {
        return Had::Bye;
    }
    round
        .games
        .iter()
        .find_map(|game| {
            let (opponent, side) = if game.white == entrant {
                (game.black, Side::White)
            } else if game.black == entrant {
                (game.white, Side::Black)
            } else {
                return None;
            };
            Some(Had::Game {
                opponent,
                side,
                outcome: game.outcome,
            })
        })
        .unwrap_or(Had::Absent)
}
