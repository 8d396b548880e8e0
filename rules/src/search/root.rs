//! The root: iterative deepening over the legal actions, and the choice
//! among the best of them that makes the lower levels weaker.

use super::table::Table;
use super::tree::{INFINITY, Node, Tree};
use super::{Limits, Thought, WIN};
use crate::{Action, ByTeam};
use std::time::Instant;

/// A legal action at the root and the position it leads to.
pub struct Child<N, L = Action> {
    /// What names the action: the action itself, or what the game's
    /// module turns into one once it is chosen.
    pub label: L,
    /// The position after it.
    pub node: N,
}

/// Each of `actions` with the position it leads to in `game`.
pub fn children<N: Clone>(
    game: &N,
    actions: Vec<Action>,
    play: impl Fn(&mut N, Action),
) -> Vec<Child<N>> {
    actions
        .into_iter()
        .map(|action| {
            let mut node = game.clone();
            play(&mut node, action);
            Child {
                label: action,
                node,
            }
        })
        .collect()
}

/// How a level searches: how deep at most, and how far below the best
/// value a move may be and still be chosen (with a random bonus up to it).
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// The deepest iteration, in plies (whole turns in `boyer`).
    pub depth: u32,
    /// The random bonus's range; 0 plays the best move.
    pub noise: i32,
}

/// Searches `children` deeper and deeper until a limit, then picks one
/// and asks `name` for its action.
pub fn run<N: Node, L>(
    children: Vec<Child<N, L>>,
    table: &mut Table,
    history: &mut [i32],
    limits: &Limits,
    style: Style,
    seed: u64,
    name: impl FnOnce(L) -> Option<Action>,
) -> Option<Thought> {
    if children.is_empty() {
        return None;
    }
    let started = Instant::now();
    let soft = limits
        .deadline
        .map(|deadline| started + deadline.saturating_duration_since(started) / 2);
    let mut tree = Tree::new(table, history, limits);
    // The root's score: no action lowers a side's goals.
    let goals = children
        .iter()
        .map(|c| c.node.goals())
        .reduce(|a, b| ByTeam::new(a.white.min(b.white), a.black.min(b.black)));
    if let Some(goals) = goals {
        tree = tree.with_root_goals(goals);
    }
    let noise = style.noise.max(0);
    // Before any search: the static value of each child, for the order.
    let mut scores: Vec<i32> = children.iter().map(|c| -c.node.evaluate()).collect();
    let mut order: Vec<usize> = (0..children.len()).collect();
    sort_by_score(&mut order, &scores);
    let mut depth_done = 0;
    for depth in 1..=style.depth.max(1) {
        let mut fresh = scores.clone();
        let mut done = vec![false; children.len()];
        let mut best = -INFINITY;
        for (rank, &i) in order.iter().enumerate() {
            let node = &children[i].node;
            let below = depth as i32 - 1;
            let value = if rank == 0 {
                -tree.search(node, below, 1, -INFINITY, INFINITY)
            } else {
                let floor = best.saturating_sub(noise);
                let v = -tree.search(node, below, 1, -floor - 1, -floor);
                if v > floor && !tree.stopped {
                    -tree.search(node, below, 1, -INFINITY, -floor)
                } else {
                    v
                }
            };
            if tree.stopped {
                break;
            }
            fresh[i] = value;
            done[i] = true;
            best = best.max(value);
        }
        if tree.stopped {
            // A cut-short iteration counts if the old best was searched
            // again: unsearched moves stay behind the searched ones.
            let first_done = order.first().is_some_and(|&i| done[i]);
            if first_done || depth == 1 {
                for i in 0..children.len() {
                    scores[i] = if done[i] || depth == 1 {
                        fresh[i]
                    } else {
                        -INFINITY
                    };
                }
                sort_by_score(&mut order, &scores);
            }
            break;
        }
        scores = fresh;
        sort_by_score(&mut order, &scores);
        depth_done = depth;
        let settled = best.abs() > WIN - 1_000 || children.len() == 1;
        let late = soft.is_some_and(|soft| Instant::now() >= soft);
        if settled || late {
            break;
        }
    }
    let pick = choose(&order, &scores, noise, seed)?;
    let nodes = tree.nodes;
    let child = children.into_iter().nth(pick)?;
    Some(Thought {
        action: name(child.label)?,
        value: scores[pick],
        depth: depth_done,
        nodes,
    })
}

/// Best first; equal values keep their order (so runs repeat).
fn sort_by_score(order: &mut [usize], scores: &[i32]) {
    order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
}

/// The best move, or with noise the best of value plus a random bonus
/// among the moves at most `noise` below the best (as Stockfish's skill
/// levels do).
fn choose(order: &[usize], scores: &[i32], noise: i32, seed: u64) -> Option<usize> {
    let &first = order.first()?;
    if noise == 0 {
        return Some(first);
    }
    let top = scores[first];
    let mut rng = fastrand::Rng::with_seed(seed);
    order
        .iter()
        .copied()
        .filter(|&i| scores[i] >= top.saturating_sub(noise))
        .max_by_key(|&i| scores[i] + rng.i32(0..=noise))
}
