//! The pairing search of one Swiss round: a depth-first search in the
//! order of FIDE's Dutch system, with the no-repeat and colour rules as
//! hard limits and every choice made in a fixed order, so the same players
//! always pair the same way.
//!
//! Players are ranked by score, then by seed (the rating order at the
//! start). The highest-ranked free player is paired first, with, in this
//! order of preference:
//! 1. someone of their own score (the score group): first the player half
//!    a group below them (the top of the group's lower half, as the Dutch
//!    system pairs S1 against S2), then further down, then back up;
//! 2. failing that, the nearest lower score, its best-ranked first (the
//!    player *floats* down);
//!
//! and, at the same score, a board where both want the same colour
//! strongly comes after one where they do not. A choice is only taken if
//! every player still free keeps someone they may meet; when a branch
//! fails the search backs up. Two players who have met never meet again,
//! nor two who must both have the same colour; only when no round can be
//! paired that way is the colour limit dropped (the round says so), and
//! only then may someone get a second bye.

use std::cmp::Reverse;

use crate::colour::{self, Preference};
use crate::set::Set;
use crate::{Entrant, Side};

/// Search steps one attempt may take before it gives up: a step is one
/// player paired. A field that pairs at all pairs in about as many steps
/// as it has boards; the limit only stops a hopeless field from searching
/// for ever, and counts steps (not time) so that it decides the same way
/// on every machine.
const STEPS: u32 = 20_000;

/// One player as the search sees them.
#[derive(Clone, Debug)]
pub(crate) struct Seat {
    pub(crate) entrant: Entrant,
    /// Score so far, in half points.
    pub(crate) score: u32,
    /// Rank in the starting order (0 for the highest rating).
    pub(crate) seed: usize,
    /// The entrants met so far (by [`Entrant::index`]).
    pub(crate) met: Set,
    /// Colours of the games played over the board, oldest first.
    pub(crate) colours: Vec<Side>,
    pub(crate) had_bye: bool,
}

/// A round's pairings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Pairing {
    /// (white, black), board 1 first.
    pub(crate) boards: Vec<(Entrant, Entrant)>,
    pub(crate) bye: Option<Entrant>,
    /// Whether the colour limit had to be dropped to pair the round.
    pub(crate) relaxed: bool,
}

/// Pairs a round, or `None` when no round without a repeated pairing
/// exists (or none was found within [`STEPS`] per attempt).
pub(crate) fn pair(mut seats: Vec<Seat>) -> Option<Pairing> {
    seats.sort_by_key(|seat| (Reverse(seat.score), seat.seed));
    let prefs: Vec<Preference> = seats
        .iter()
        .map(|seat| colour::preference(&seat.colours))
        .collect();
    let everyone = Set::first(seats.len());
    for strict in [true, false] {
        let allowed = allowed(&seats, &prefs, strict);
        let mut search = Search {
            seats: &seats,
            prefs: &prefs,
            allowed: &allowed,
            steps: 0,
            pairs: Vec::new(),
        };
        let found = if seats.len().is_multiple_of(2) {
            search.run(everyone).then_some(None)
        } else {
            // From the bottom up: the lowest-ranked player who has not had a
            // bye, and only when the colour limit is dropped too, anyone.
            (0..seats.len())
                .rev()
                .filter(|&at| !strict || !seats[at].had_bye)
                .find(|&at| {
                    let mut free = everyone;
                    free.remove(at);
                    search.run(free)
                })
                .map(Some)
        };
        if let Some(bye) = found {
            return Some(Pairing {
                boards: boards(&seats, &search.pairs),
                bye: bye.map(|at| seats[at].entrant),
                relaxed: !strict,
            });
        }
    }
    None
}

/// For each player (by rank), the players they may meet this round.
fn allowed(seats: &[Seat], prefs: &[Preference], strict: bool) -> Vec<Set> {
    (0..seats.len())
        .map(|a| {
            let mut set = Set::default();
            for b in (0..seats.len()).filter(|&b| b != a) {
                let met = seats[a].met.contains(seats[b].entrant.index());
                let clash = strict && colour::clash(prefs[a], prefs[b]);
                if !met && !clash {
                    set.insert(b);
                }
            }
            set
        })
        .collect()
}

struct Search<'a> {
    seats: &'a [Seat],
    prefs: &'a [Preference],
    allowed: &'a [Set],
    steps: u32,
    /// (higher-ranked, lower-ranked), in the order they were paired.
    pairs: Vec<(usize, usize)>,
}

impl Search<'_> {
    /// Pairs everyone in `free`, with a fresh step count.
    fn run(&mut self, free: Set) -> bool {
        self.steps = 0;
        self.pairs.clear();
        self.pair(free)
    }

    fn pair(&mut self, free: Set) -> bool {
        let Some(top) = free.smallest() else {
            return true;
        };
        for other in self.candidates(top, free) {
            self.steps += 1;
            if self.steps > STEPS {
                return false;
            }
            let mut rest = free;
            rest.remove(top);
            rest.remove(other);
            if !self.everyone_keeps_someone(rest) {
                continue;
            }
            self.pairs.push((top, other));
            if self.pair(rest) {
                return true;
            }
            self.pairs.pop();
        }
        false
    }

    fn everyone_keeps_someone(&self, free: Set) -> bool {
        free.iter()
            .all(|at| !self.allowed[at].and(&free).is_empty())
    }

    /// Whom `top` may meet among `free`, best first (the module's order).
    fn candidates(&self, top: usize, free: Set) -> Vec<usize> {
        let score = self.seats[top].score;
        let (group, lower): (Vec<usize>, Vec<usize>) = free
            .iter()
            .filter(|&at| at != top)
            .partition(|&at| self.seats[at].score == score);
        // `top` heads a group of `group.len() + 1`; the upper half's first
        // meets the lower half's first.
        let whole = group.len() + 1;
        let split = (whole / 2).saturating_sub(1);
        let mut order: Vec<usize> = group[split..]
            .iter()
            .chain(group[..split].iter().rev())
            .chain(lower.iter())
            .copied()
            .filter(|&at| self.allowed[top].contains(at))
            .collect();
        order.sort_by_key(|&at| {
            let strained = colour::strain(self.prefs[top], self.prefs[at]);
            (score - self.seats[at].score, strained)
        });
        order
    }
}

/// The boards of the found pairs, with colours: as [`colour::allocate`]
/// gives them, or when neither player has a colour yet, white for the
/// higher-ranked on boards 1, 3, 5… and black on boards 2, 4, 6…
fn boards(seats: &[Seat], pairs: &[(usize, usize)]) -> Vec<(Entrant, Entrant)> {
    let mut pairs = pairs.to_vec();
    pairs.sort();
    pairs
        .iter()
        .enumerate()
        .map(|(board, &(high, low))| {
            let (a, b) = (&seats[high], &seats[low]);
            let alternate = if board % 2 == 0 {
                Side::White
            } else {
                Side::Black
            };
            match colour::allocate(&a.colours, &b.colours, true).unwrap_or(alternate) {
                Side::White => (a.entrant, b.entrant),
                Side::Black => (b.entrant, a.entrant),
            }
        })
        .collect()
}
