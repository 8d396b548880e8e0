//! The game-independent search: negamax with alpha-beta, principal
//! variation search, a quiescence search over goals and steals, a
//! transposition table, killer and history moves, iterative deepening.
//!
//! Each game plugs in through [`Node`]; nothing here knows a rule.

use super::table::{Bound, Table};
use super::{Limits, WIN};
use crate::{ByTeam, Outcome, Team};

/// Values above this are won games found by the search (a win in some
/// plies), not evaluations.
const WON: i32 = WIN - 1_000;
/// A value no position reaches: the window's ends.
pub const INFINITY: i32 = WIN + 1;
/// Plies of goals, steals and captures looked at past the horizon.
const QUIESCENCE_DEPTH: u32 = 6;
/// A goal's bonus at the root, and how much of it each ply down loses.
const URGENCY: i32 = 300;
const URGENCY_STEP: i32 = 50;
/// How often (in nodes) the deadline and the stop flag are read.
const CHECK_EVERY: u64 = 16;
/// History counters per side (indexed by a move's id).
pub const HISTORY: usize = 1 << 16;

/// A position of one game, as the search sees it.
pub trait Node: Clone {
    /// What the side to move may do (an action, or a whole turn's result).
    type Move: Clone;
    /// The Zobrist key: equal positions have equal keys.
    fn key(&self) -> u64;
    /// The side to move.
    fn turn(&self) -> Team;
    /// Won, drawn or still going.
    fn outcome(&self) -> Outcome;
    /// Appends every legal move to `out`.
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// Appends the moves worth a look past the horizon (goals, steals,
    /// captures) to `out`.
    fn noisy(&self, out: &mut Vec<Self::Move>) {
        self.moves(out);
        out.retain(|m| self.tactical(m) > 0);
    }
    /// Plays a move produced by [`Node::moves`].
    fn play(&mut self, mv: &Self::Move);
    /// The static evaluation from the side to move's view.
    fn evaluate(&self) -> i32;
    /// How forcing a move is: goals first, then shots, steals, captures;
    /// 0 for a quiet move.
    fn tactical(&self, mv: &Self::Move) -> i32;
    /// A short id for the table, killers and history (equal moves, equal ids).
    fn id(&self, mv: &Self::Move) -> u16;
    /// Goals so far.
    fn goals(&self) -> ByTeam<u8>;
}

/// The value of a finished game for the side to move, `None` while it goes on.
pub fn final_value(outcome: Outcome, turn: Team) -> Option<i32> {
    match outcome {
        Outcome::Ongoing => None,
        Outcome::Draw => Some(0),
        Outcome::Win(team) if team == turn => Some(WIN),
        Outcome::Win(_) => Some(-WIN),
    }
}

/// A won value found `ply` plies down: nearer wins are worth more.
fn at_ply(value: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    match value {
        v if v > WON => v - ply,
        v if v < -WON => v + ply,
        v => v,
    }
}

/// Table values count wins from the stored node, not the root.
fn to_table(value: i32, ply: usize) -> i32 {
    match value {
        v if v > WON => v + ply as i32,
        v if v < -WON => v - ply as i32,
        v => v,
    }
}

fn from_table(value: i32, ply: usize) -> i32 {
    at_ply(value, ply)
}

/// One search's working state.
pub struct Tree<'a, N: Node> {
    table: &'a mut Table,
    history: &'a mut [i32],
    killers: Vec<[u16; 2]>,
    buffers: Vec<Vec<N::Move>>,
    orders: Vec<Vec<i32>>,
    limits: &'a Limits,
    /// The score at the root, to count the goals scored since.
    root_goals: Option<ByTeam<u8>>,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Set when a limit was reached: every value after it is meaningless.
    pub stopped: bool,
}

impl<'a, N: Node> Tree<'a, N> {
    /// A search that stores into `table` and `history` (kept between
    /// searches by the caller) and stops at `limits`.
    pub fn new(table: &'a mut Table, history: &'a mut [i32], limits: &'a Limits) -> Self {
        Tree {
            table,
            history,
            killers: Vec::new(),
            buffers: Vec::new(),
            orders: Vec::new(),
            limits,
            root_goals: None,
            nodes: 0,
            stopped: false,
        }
    }

    /// Counts goals from `goals` on: a goal found nearer the root is worth
    /// a little more, so the search takes a goal now rather than the same
    /// goal later (and puts off conceding one).
    pub fn with_root_goals(mut self, goals: ByTeam<u8>) -> Self {
        self.root_goals = Some(goals);
        self
    }

    /// The bonus for the goals the side to move has gained on the other
    /// since the root, `ply` plies down.
    fn urgency(&self, node: &N, ply: usize) -> i32 {
        let Some(root) = self.root_goals else {
            return 0;
        };
        let (now, me) = (node.goals(), node.turn());
        let gained = |team| i32::from(now[team]) - i32::from(root[team]);
        let net = gained(me) - gained(!me);
        let step = i32::try_from(ply)
            .unwrap_or(i32::MAX)
            .saturating_mul(URGENCY_STEP);
        net * (URGENCY - step).max(0)
    }

    /// Counts a node and reads the limits now and then.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        let counted_out = self.limits.nodes.is_some_and(|n| self.nodes >= n);
        if counted_out || (self.nodes.is_multiple_of(CHECK_EVERY) && self.limits.expired()) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The value of `node` searched `depth` plies deep, `ply` plies below
    /// the root, within the window (`alpha`, `beta`).
    pub fn search(&mut self, node: &N, depth: i32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if let Some(value) = final_value(node.outcome(), node.turn()) {
            self.nodes += 1;
            return at_ply(value, ply);
        }
        if depth <= 0 {
            return self.quiesce(node, ply, alpha, beta, 0);
        }
        if self.tick() {
            return 0;
        }
        let key = node.key();
        let mut hint = None;
        if let Some(entry) = self.table.probe(key) {
            hint = Some(entry.best);
            if i32::from(entry.depth) >= depth {
                let value = from_table(entry.value, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= beta,
                    Bound::Upper => value <= alpha,
                };
                if cut {
                    return value;
                }
            }
        }
        let (mut moves, mut order) = self.take_buffers(ply);
        node.moves(&mut moves);
        self.score_moves(node, &moves, &mut order, hint, ply);
        let alpha_in = alpha;
        let (mut best, mut best_id) = (-INFINITY, 0u16);
        for i in 0..moves.len() {
            pick_next(&mut moves, &mut order, i);
            let mv = &moves[i];
            let mut child = node.clone();
            child.play(mv);
            let quiet = node.tactical(mv) == 0;
            // Late quiet moves are first searched one ply shallower.
            let reduce = i32::from(depth >= 3 && i >= 4 && quiet);
            let mut value = if i == 0 {
                -self.search(&child, depth - 1, ply + 1, -beta, -alpha)
            } else {
                let v = -self.search(&child, depth - 1 - reduce, ply + 1, -alpha - 1, -alpha);
                if v > alpha && reduce > 0 {
                    -self.search(&child, depth - 1, ply + 1, -alpha - 1, -alpha)
                } else {
                    v
                }
            };
            if i > 0 && value > alpha && value < beta {
                value = -self.search(&child, depth - 1, ply + 1, -beta, -alpha);
            }
            if self.stopped {
                self.give_back(ply, moves, order);
                return 0;
            }
            if value > best {
                best = value;
                best_id = node.id(mv);
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                if quiet {
                    self.reward(node, best_id, depth, ply);
                }
                break;
            }
        }
        self.give_back(ply, moves, order);
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_depth = i16::try_from(depth).unwrap_or(i16::MAX);
        self.table
            .store(key, to_table(best, ply), stored_depth, bound, best_id);
        best
    }

    /// Past the horizon: the side to move may stand pat or play a goal, a
    /// steal or a capture, a few plies deep.
    pub fn quiesce(&mut self, node: &N, ply: usize, mut alpha: i32, beta: i32, q: u32) -> i32 {
        if let Some(value) = final_value(node.outcome(), node.turn()) {
            self.nodes += 1;
            return at_ply(value, ply);
        }
        if self.tick() {
            return 0;
        }
        let stand = node.evaluate() + self.urgency(node, ply);
        if stand >= beta || q >= QUIESCENCE_DEPTH {
            return stand;
        }
        alpha = alpha.max(stand);
        let (mut moves, mut order) = self.take_buffers(ply);
        node.noisy(&mut moves);
        order.clear();
        order.extend(moves.iter().map(|m| node.tactical(m)));
        let mut best = stand;
        for i in 0..moves.len() {
            pick_next(&mut moves, &mut order, i);
            let mut child = node.clone();
            child.play(&moves[i]);
            let value = -self.quiesce(&child, ply + 1, -beta, -alpha, q + 1);
            if self.stopped {
                break;
            }
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.give_back(ply, moves, order);
        if self.stopped { 0 } else { best }
    }

    /// Orders moves: the table's move, then forcing moves, killers, history.
    fn score_moves(
        &self,
        node: &N,
        moves: &[N::Move],
        order: &mut Vec<i32>,
        hint: Option<u16>,
        ply: usize,
    ) {
        let killers = self.killers.get(ply).copied().unwrap_or([u16::MAX; 2]);
        let side = history_side(node.turn());
        order.clear();
        order.extend(moves.iter().map(|mv| {
            let id = node.id(mv);
            let tactical = node.tactical(mv);
            if Some(id) == hint {
                HINT
            } else if tactical > 0 {
                TACTICAL_BASE + tactical
            } else if killers.contains(&id) {
                KILLER
            } else {
                self.history
                    .get(side + id as usize)
                    .copied()
                    .unwrap_or(0)
                    .min(KILLER - 1)
            }
        }));
    }

    /// A quiet move refuted the opponent's: try it early elsewhere too.
    fn reward(&mut self, node: &N, id: u16, depth: i32, ply: usize) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [u16::MAX; 2]);
        }
        if let Some(slot) = self.killers.get_mut(ply)
            && slot[0] != id
        {
            *slot = [id, slot[0]];
        }
        let side = history_side(node.turn());
        if let Some(h) = self.history.get_mut(side + id as usize) {
            *h = (*h + depth * depth).min(KILLER / 2);
        }
    }

    fn take_buffers(&mut self, ply: usize) -> (Vec<N::Move>, Vec<i32>) {
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
            self.orders.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        let order = std::mem::take(&mut self.orders[ply]);
        moves.clear();
        (moves, order)
    }

    fn give_back(&mut self, ply: usize, moves: Vec<N::Move>, order: Vec<i32>) {
        if let Some(slot) = self.buffers.get_mut(ply) {
            *slot = moves;
        }
        if let Some(slot) = self.orders.get_mut(ply) {
            *slot = order;
        }
    }
}

/// Order keys: the table's move, forcing moves, killers, then history.
const HINT: i32 = 1 << 30;
const TACTICAL_BASE: i32 = 1 << 24;
const KILLER: i32 = 1 << 20;

/// Where a side's history counters start.
fn history_side(team: Team) -> usize {
    match team {
        Team::White => 0,
        Team::Black => HISTORY,
    }
}

/// Moves the best remaining move (by `order`) to index `i`.
fn pick_next<M>(moves: &mut [M], order: &mut [i32], i: usize) {
    let mut best = i;
    for j in i + 1..order.len() {
        if order[j] > order[best] {
            best = j;
        }
    }
    if best != i {
        moves.swap(i, best);
        order.swap(i, best);
    }
}
