//! A Swiss's standings: score, then Buchholz, then Sonneborn–Berger, then
//! the starting order.
//!
//! The definitions (FIDE's tie-break regulations of 2012, with their rule
//! for unplayed games), counting only rounds whose every game has ended:
//! - **Buchholz**: the sum of the opponents' scores.
//! - **Sonneborn–Berger**: the sum of the scores of the opponents beaten,
//!   and half the scores of those drawn.
//! - **Unplayed games** (a bye, a forfeit either way, a round after
//!   withdrawing): the player is taken to have met a *virtual opponent*
//!   who had the player's score before that round, got the opposite result
//!   in it (a forfeit won is a virtual opponent's loss), and drew every
//!   round after: `Svon = SPR + (1 − SfPR) + ½ (n − R)` for round `R` of
//!   `n` ended rounds. The round's own result counts as scored (a bye or
//!   forfeit won is a win against that opponent for Sonneborn–Berger).
//! - An **opponent's** unplayed games count as draws in the score used for
//!   the player's tie-breaks (their own standing keeps the real score).
//!
//! Scores and Buchholz are in half points; Sonneborn–Berger is in quarter
//! points (a draw against an odd number of halves), so everything compares
//! exactly.

use crate::swiss::{Had, Swiss};
use crate::{Entrant, halves_text};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the leader; every line has its own place.
    pub place: usize,
    /// Who.
    pub entrant: Entrant,
    /// Score in half points.
    pub score: u32,
    /// Buchholz in half points.
    pub buchholz: u32,
    /// Sonneborn–Berger in quarter points.
    pub sonneborn: u32,
    /// What they had in each ended round.
    pub rounds: Vec<Had>,
}

impl Standing {
    /// Buchholz as text (`12½`).
    pub fn buchholz_text(&self) -> String {
        halves_text(self.buchholz)
    }

    /// Sonneborn–Berger as text: quarters as decimals (`7.25`, `6.5`, `6`).
    pub fn sonneborn_text(&self) -> String {
        let (whole, quarters) = (self.sonneborn / 4, self.sonneborn % 4);
        match quarters {
            0 => whole.to_string(),
            2 => format!("{whole}.5"),
            _ => format!("{whole}.{}", quarters * 25),
        }
    }
}

/// The standings after the rounds that have ended, leader first.
pub fn standings(swiss: &Swiss) -> Vec<Standing> {
    let ended = swiss
        .rounds()
        .iter()
        .take_while(|round| round.games.iter().all(|game| game.outcome.is_some()))
        .count();
    let entrants: Vec<Entrant> = (0..swiss.players().len())
        .map(|at| Entrant(at as u16))
        .collect();
    let histories: Vec<Vec<Had>> = entrants
        .iter()
        .map(|&entrant| swiss.history(entrant).into_iter().take(ended).collect())
        .collect();
    // An opponent's score for tie-breaks: their unplayed rounds as draws.
    let adjusted: Vec<u32> = histories
        .iter()
        .map(|rounds| {
            rounds
                .iter()
                .map(|had| if had.played() { had.halves() } else { 1 })
                .sum()
        })
        .collect();
    let mut lines: Vec<Standing> = entrants
        .iter()
        .map(|&entrant| {
            let rounds = &histories[entrant.index()];
            let (mut buchholz, mut sonneborn, mut before) = (0, 0, 0);
            for (at, &had) in rounds.iter().enumerate() {
                let scored = had.halves();
                let opponent = match had {
                    Had::Game { opponent, .. } if had.played() => adjusted[opponent.index()],
                    // The virtual opponent, in half points: SPR + (1 − SfPR)
                    // + ½ for each later ended round.
                    _ => before + (2 - scored) + (ended - at - 1) as u32,
                };
                buchholz += opponent;
                sonneborn += scored * opponent;
                before += scored;
            }
            Standing {
                place: 0,
                entrant,
                score: before,
                buchholz,
                sonneborn,
                rounds: rounds.clone(),
            }
        })
        .collect();
    let seed_of = |entrant: Entrant| {
        let players = swiss.players();
        // The starting order: rating, then registration.
        (std::cmp::Reverse(players[entrant.index()].rating), entrant)
    };
    lines.sort_by_key(|line| {
        (
            std::cmp::Reverse((line.score, line.buchholz, line.sonneborn)),
            seed_of(line.entrant),
        )
    });
    for (at, line) in lines.iter_mut().enumerate() {
        line.place = at + 1;
    }
    lines
}
