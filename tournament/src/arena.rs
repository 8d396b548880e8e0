//! An arena as a value: for a fixed time, whoever is free is paired again
//! at once. The host decides the time (it stops calling [`Arena::pair`]
//! at the end, and a game that ends after it does not count, as on
//! lichess); this module decides who meets whom and who leads.
//!
//! - **Points:** 2 a win, 1 a draw, 0 a loss; a player who won their two
//!   games before this one is *on fire* and scores double (4 a win, 2 a
//!   draw) until a game is not won. A forfeit counts as the win or loss it
//!   gives.
//! - **Pairing:** the free players in standings order; the best-placed is
//!   paired with the next one below who was not their last opponent, or
//!   with their last opponent only when no one else is free.
//! - **Colours:** white to the one who has had white less often (whites −
//!   blacks), then to the one who had black last, then to the better
//!   placed.
//! - **Standings:** points, then rating, then registration.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{Entrant, MAX_PLAYERS, Outcome, Side};

/// Why an arena refused.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ArenaError {
    /// It already has [`MAX_PLAYERS`].
    #[error("an arena takes at most {MAX_PLAYERS} players")]
    Full,
    /// No game has that number.
    #[error("no such game")]
    NoSuchGame,
    /// The game already has a result.
    #[error("the game already has a result")]
    AlreadyRecorded,
}

/// One game of an arena.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaGame {
    /// Who plays first.
    pub white: Entrant,
    /// Who plays second.
    pub black: Entrant,
    /// The result, once it ended within the arena's time.
    pub outcome: Option<Outcome>,
}

/// A registered player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaPlayer {
    /// Their rating when they joined.
    pub rating: i32,
    /// Whether they left (they keep their points, and are not paired).
    pub left: bool,
}

/// One line of an arena's standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaStanding {
    /// 1 for the leader.
    pub place: usize,
    /// Who.
    pub entrant: Entrant,
    /// Points (2 a win, doubled on fire).
    pub points: u32,
    /// Games ended.
    pub games: usize,
    /// Whether their next game scores double.
    pub on_fire: bool,
}

/// An arena tournament.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arena {
    players: Vec<ArenaPlayer>,
    games: Vec<ArenaGame>,
}

impl Arena {
    /// Registers a player (an arena takes players while it runs).
    pub fn join(&mut self, rating: i32) -> Result<Entrant, ArenaError> {
        if self.players.len() >= MAX_PLAYERS {
            return Err(ArenaError::Full);
        }
        self.players.push(ArenaPlayer {
            rating,
            left: false,
        });
        Ok(Entrant((self.players.len() - 1) as u16))
    }

    /// Takes a player out of the pairing; their points stay.
    pub fn leave(&mut self, entrant: Entrant) {
        if let Some(player) = self.players.get_mut(entrant.index()) {
            player.left = true;
        }
    }

    /// The players, in the order they joined.
    pub fn players(&self) -> &[ArenaPlayer] {
        &self.players
    }

    /// Every game paired, in the order it was paired.
    pub fn games(&self) -> &[ArenaGame] {
        &self.games
    }

    /// Records the result of game number `game`.
    pub fn record(&mut self, game: usize, outcome: Outcome) -> Result<(), ArenaError> {
        let game = self.games.get_mut(game).ok_or(ArenaError::NoSuchGame)?;
        if game.outcome.is_some() {
            return Err(ArenaError::AlreadyRecorded);
        }
        game.outcome = Some(outcome);
        Ok(())
    }

    /// Pairs every free player it can, and returns the numbers of the new
    /// games.
    pub fn pair(&mut self) -> Vec<usize> {
        let busy: Vec<bool> = (0..self.players.len())
            .map(|at| {
                self.games
                    .iter()
                    .any(|game| game.outcome.is_none() && game.has(Entrant(at as u16)))
            })
            .collect();
        let mut free: Vec<Entrant> = self
            .standings()
            .into_iter()
            .map(|line| line.entrant)
            .filter(|entrant| !busy[entrant.index()] && !self.players[entrant.index()].left)
            .collect();
        let first = self.games.len();
        while free.len() >= 2 {
            let top = free.remove(0);
            let last = self.last_opponent(top);
            let at = free
                .iter()
                .position(|&other| Some(other) != last)
                .unwrap_or(0);
            let other = free.remove(at);
            let (white, black) = if self.wants_white(top, other) {
                (top, other)
            } else {
                (other, top)
            };
            self.games.push(ArenaGame {
                white,
                black,
                outcome: None,
            });
        }
        (first..self.games.len()).collect()
    }

    /// Whether `a` (better placed) should have white against `b`.
    fn wants_white(&self, a: Entrant, b: Entrant) -> bool {
        let balance = |entrant: Entrant| -> i64 {
            self.ended(entrant)
                .map(|(side, _, _)| if side == Side::White { 1 } else { -1 })
                .sum()
        };
        let black_last = |entrant: Entrant| {
            self.ended(entrant)
                .last()
                .is_some_and(|(side, _, _)| side == Side::Black)
        };
        match balance(a).cmp(&balance(b)) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => black_last(a) || !black_last(b),
        }
    }

    fn last_opponent(&self, entrant: Entrant) -> Option<Entrant> {
        self.ended(entrant).last().map(|(_, opponent, _)| opponent)
    }

    /// `entrant`'s ended games in order: their side, the opponent, the
    /// outcome.
    fn ended(&self, entrant: Entrant) -> impl Iterator<Item = (Side, Entrant, Outcome)> + '_ {
        self.games.iter().filter_map(move |game| {
            let outcome = game.outcome?;
            if game.white == entrant {
                Some((Side::White, game.black, outcome))
            } else if game.black == entrant {
                Some((Side::Black, game.white, outcome))
            } else {
                None
            }
        })
    }

    /// The standings, leader first.
    pub fn standings(&self) -> Vec<ArenaStanding> {
        let mut lines: Vec<ArenaStanding> = (0..self.players.len())
            .map(|at| {
                let entrant = Entrant(at as u16);
                let (mut points, mut streak, mut games) = (0, 0, 0);
                for (side, _, outcome) in self.ended(entrant) {
                    let fire = if streak >= 2 { 2 } else { 1 };
                    let scored = outcome.halves(side);
                    points += scored * fire;
                    streak = if scored == 2 { streak + 1 } else { 0 };
                    games += 1;
                }
                ArenaStanding {
                    place: 0,
                    entrant,
                    points,
                    games,
                    on_fire: streak >= 2,
                }
            })
            .collect();
        lines.sort_by_key(|line| {
            (
                std::cmp::Reverse(line.points),
                std::cmp::Reverse(self.players[line.entrant.index()].rating),
                line.entrant,
            )
        });
        for (at, line) in lines.iter_mut().enumerate() {
            line.place = at + 1;
        }
        lines
    }
}

impl ArenaGame {
    fn has(&self, entrant: Entrant) -> bool {
        self.white == entrant || self.black == entrant
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_streak_of_two_wins_doubles_the_next_games() {
        let mut arena = Arena::default();
        let (a, _b) = (arena.join(1500).unwrap(), arena.join(1400).unwrap());
        // a wins, wins, wins (4), draws (2, and the fire goes out), wins (2).
        let results = [2, 2, 2, 1, 2];
        for scored in results {
            let game = arena.pair();
            assert_eq!(game.len(), 1, "the only two free players are paired again");
            let g = &arena.games()[game[0]];
            let a_white = g.white == a;
            let outcome = match (scored, a_white) {
                (2, true) => Outcome::WhiteWon,
                (2, false) => Outcome::BlackWon,
                _ => Outcome::Draw,
            };
            arena.record(game[0], outcome).unwrap();
        }
        let top = &arena.standings()[0];
        assert_eq!(
            (top.entrant, top.points, top.games, top.on_fire),
            (a, 2 + 2 + 4 + 2 + 2, 5, false)
        );
        assert_eq!(arena.standings()[1].points, 1);
        assert_eq!(
            arena.record(0, Outcome::Draw),
            Err(ArenaError::AlreadyRecorded)
        );
    }

    #[test]
    fn the_free_are_paired_near_in_the_standings_but_not_again_with_the_last() {
        let mut arena = Arena::default();
        let players: Vec<Entrant> = [1600, 1500, 1400, 1300]
            .map(|r| arena.join(r).unwrap())
            .to_vec();
        let first = arena.pair();
        // Rating order at the start: 1600–1500 and 1400–1300.
        let pairs: Vec<(Entrant, Entrant)> = first
            .iter()
            .map(|&g| {
                let game = &arena.games()[g];
                (game.white.min(game.black), game.white.max(game.black))
            })
            .collect();
        assert_eq!(pairs, [(players[0], players[1]), (players[2], players[3])]);
        // The first game ends; its two are free, but each other's last
        // opponent, and no one else is free: they meet again.
        arena.record(first[0], Outcome::WhiteWon).unwrap();
        let again = arena.pair();
        assert_eq!(again.len(), 1);
        arena.record(again[0], Outcome::Draw).unwrap();
        arena.record(first[1], Outcome::Draw).unwrap();
        // Now all four are free: no one meets their last opponent.
        for game in arena.pair() {
            let game = &arena.games()[game];
            assert_ne!(arena.last_before(game.white, game), Some(game.black));
        }
        // Colours alternate for the pair that met twice.
        let (g0, g1) = (&arena.games()[first[0]], &arena.games()[again[0]]);
        assert_eq!(g0.white, g1.black);
    }

    #[test]
    fn whoever_left_is_not_paired_and_keeps_their_points() {
        let mut arena = Arena::default();
        let [a, b, c] = [1500, 1500, 1500].map(|r| arena.join(r).unwrap());
        let game = arena.pair()[0];
        arena.record(game, Outcome::WhiteWon).unwrap();
        let winner = arena.games()[game].white;
        arena.leave(winner);
        let next = arena.pair();
        let paired: Vec<Entrant> = next
            .iter()
            .flat_map(|&g| [arena.games()[g].white, arena.games()[g].black])
            .collect();
        assert!(
            !paired.contains(&winner) && paired.len() == 2,
            "{a:?} {b:?} {c:?} {paired:?}"
        );
        assert_eq!(arena.standings()[0].entrant, winner);
    }

    impl Arena {
        /// The opponent `entrant` had in the ended game before `game`.
        fn last_before(&self, entrant: Entrant, game: &ArenaGame) -> Option<Entrant> {
            let at = self
                .games
                .iter()
                .position(|g| std::ptr::eq(g, game))
                .unwrap();
            self.games[..at]
                .iter()
                .rev()
                .find(|g| g.outcome.is_some() && g.has(entrant))
                .map(|g| if g.white == entrant { g.black } else { g.white })
        }
    }
}
