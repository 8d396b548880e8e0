//! The kicks of one `boyer` turn on the search's compact board: every
//! square the ball can end on, found breadth first over (ball square,
//! pieces that have kicked) states, and the squares the kicks looked at
//! (a move that touches none of them cannot change what the kicks reach).
//! The geometry is RULES.md §2, as in `engine::boyer::kick`.
//!
//! A cell is a square's index on the 9×9 board (rank × 9 + file); a cell
//! code is 0 for an empty square, else 1 + 8 × side + role.

use crate::boyer::SIZE;
use crate::chess::Role;
use crate::square::{ALL_DIRECTIONS, KNIGHT_LEAPS, Step};
use crate::{Square, Team};

/// Squares on the board.
pub const CELLS: usize = 81;
/// The most pieces of one side the kicks tell apart (a `boyer` army has
/// 8); more could only come from an odd position string, and they do not
/// kick in the search (the root's naming still finds a legal turn).
const KICKERS: usize = 8;
/// Up to this many states, a new one is looked for among them; past it,
/// in a table with a bit per state.
const LOOK_THROUGH: usize = 24;
/// e1, White's goal (Black scores there).
pub const WHITE_GOAL: u8 = 4;
/// e9, Black's goal (White scores there).
pub const BLACK_GOAL: u8 = 76;
/// Marks the first state, which no kick led to.
const NO_KICKER: u8 = u8::MAX;

/// A piece's cell code.
pub fn code(team: Team, role: Role) -> u8 {
    1 + 8 * team as u8 + role as u8
}

/// The side of a non-empty cell code.
pub fn team_of(code: u8) -> Team {
    if code > 8 { Team::Black } else { Team::White }
}

/// The role of a non-empty cell code.
pub fn role_of(code: u8) -> Role {
    let index = usize::from(code.saturating_sub(1) % 8);
    Role::ALL.get(index).copied().unwrap_or(Role::Pawn)
}

/// The cell one `step` from `at`, if on the board.
pub fn step(at: u8, (df, dr): Step) -> Option<u8> {
    let (file, rank) = ((at % 9) as i8 + df, (at / 9) as i8 + dr);
    ((0..9).contains(&file) && (0..9).contains(&rank)).then(|| (rank * 9 + file) as u8)
}

pub fn bit(cell: u8) -> u128 {
    1u128 << cell
}

pub fn square(cell: u8) -> Square {
    Square::from_index(usize::from(cell), SIZE)
}

/// King-step distance between two cells.
pub fn step_distance(a: u8, b: u8) -> u8 {
    square(a).distance(square(b))
}

pub fn is_goal(cell: u8) -> bool {
    cell == WHITE_GOAL || cell == BLACK_GOAL
}

/// One state of a turn's kicks: where the ball is, which pieces (by
/// square) kicked, and the kick that led here.
#[derive(Clone, Copy, Debug)]
struct State {
    ball: u8,
    kicked: u8,
    parent: u16,
    kicker: u8,
}

/// Every square the ball can end on after the kicks of `team` from `ball`
/// (the start square included, a goal square ending the kicks), and every
/// square the kicks looked at.
pub fn kicks(cells: &[u8; CELLS], ball: u8, team: Team) -> (u128, u128) {
    explore(cells, ball, team, &mut Vec::with_capacity(16))
}

/// [`kicks`], keeping every state reached in `states` (breadth first, so
/// the first state with a given ball square is reached by fewest kicks).
fn explore(cells: &[u8; CELLS], ball: u8, team: Team, states: &mut Vec<State>) -> (u128, u128) {
    let mut reach = bit(ball);
    let mut seen = 0u128;
    // Each kicker's number (in the order met) and the (ball, kicked)
    // states met, one bit each.
    let mut number = [u8::MAX; CELLS];
    let mut numbered = 0u8;
    // Few states: a look through them; many: a bit per possible state.
    let mut visited: Option<Box<[u64]>> = None;
    states.clear();
    states.push(State {
        ball,
        kicked: 0,
        parent: 0,
        kicker: NO_KICKER,
    });
    let mut next = 0;
    while let Some(&State {
        ball: at, kicked, ..
    }) = states.get(next)
    {
        let parent = next as u16;
        next += 1;
        if is_goal(at) {
            continue;
        }
        for dir in ALL_DIRECTIONS {
            let Some(kicker) = step(at, dir) else {
                continue;
            };
            seen |= bit(kicker);
            let c = cells[usize::from(kicker)];
            if c == 0 || team_of(c) != team {
                continue;
            }
            let slot = &mut number[usize::from(kicker)];
            if *slot == u8::MAX && usize::from(numbered) < KICKERS {
                *slot = numbered;
                numbered += 1;
            }
            let Some(mine) = 1u8.checked_shl(u32::from(*slot)) else {
                continue;
            };
            if kicked & mine != 0 {
                continue;
            }
            let used = kicked | mine;
            let mut land = |to: u8| {
                reach |= bit(to);
                if states.len() == LOOK_THROUGH {
                    let mut bits = vec![0u64; CELLS << KICKERS >> 6].into_boxed_slice();
                    for s in states.iter() {
                        let index = usize::from(s.ball) << KICKERS | usize::from(s.kicked);
                        if let Some(word) = bits.get_mut(index / 64) {
                            *word |= 1 << (index % 64);
                        }
                    }
                    visited = Some(bits);
                }
                // A state is new unless the ball was here already with
                // the same kickers or fewer used (that one can do all
                // this one can).
                let new = match visited.as_mut() {
                    None => !states.iter().any(|s| s.ball == to && s.kicked & !used == 0),
                    Some(bits) => {
                        let base = usize::from(to) << KICKERS;
                        let met = |mask: u8| {
                            let index = base | usize::from(mask);
                            bits.get(index / 64)
                                .is_some_and(|w| w & (1 << (index % 64)) != 0)
                        };
                        let mut subset = used;
                        let mut dominated = met(0);
                        while subset != 0 && !dominated {
                            dominated = met(subset);
                            subset = (subset - 1) & used;
                        }
                        if let Some(word) = bits.get_mut((base | usize::from(used)) / 64) {
                            *word |= 1 << (usize::from(used) % 64);
                        }
                        !dominated
                    }
                };
                if new {
                    states.push(State {
                        ball: to,
                        kicked: used,
                        parent,
                        kicker,
                    });
                }
            };
            let free = |cell: u8| cells[usize::from(cell)] == 0;
            let kick = (-dir.0, -dir.1);
            let orthogonal = kick.0 == 0 || kick.1 == 0;
            let length = match role_of(c) {
                Role::Knight => {
                    for leap in KNIGHT_LEAPS {
                        if let Some(to) = step(at, leap) {
                            seen |= bit(to);
                            if free(to) && square(to).distance(square(kicker)) > 1 {
                                land(to);
                            }
                        }
                    }
                    continue;
                }
                Role::King => 1,
                Role::Queen => SIZE,
                Role::Rook if orthogonal => SIZE,
                Role::Bishop if !orthogonal => SIZE,
                _ => continue,
            };
            let along_goal_rank = kick.1 == 0 && (at / 9 == 0 || at / 9 == 8);
            let mut from = at;
            for _ in 0..length {
                let Some(to) = step(from, kick) else { break };
                seen |= bit(to);
                if !free(to) || (along_goal_rank && is_goal(to)) {
                    break;
                }
                land(to);
                if is_goal(to) {
                    break;
                }
                from = to;
            }
        }
    }
    (reach, seen)
}

/// The fewest kicks of `team` that take the ball from `ball` to `target`
/// as (kicker, from, to) cells, or `None` if none does.
pub fn kick_path(
    cells: &[u8; CELLS],
    ball: u8,
    team: Team,
    target: u8,
) -> Option<Vec<(u8, u8, u8)>> {
    let mut states = Vec::new();
    explore(cells, ball, team, &mut states);
    let mut at = states.iter().position(|s| s.ball == target)?;
    let mut path = Vec::new();
    while at != 0 {
        let state = states.get(at)?;
        let parent = states.get(usize::from(state.parent))?;
        path.push((state.kicker, parent.ball, state.ball));
        at = usize::from(state.parent);
    }
    path.reverse();
    Some(path)
}
