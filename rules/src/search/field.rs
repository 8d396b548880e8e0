//! `boyer` as the search holds it: a compact board and every distinct
//! result of a whole turn (which piece moved where, and where the ball
//! ended), found without spelling out the turns.
//!
//! The engine lists turns as token strings, and many strings lead to one
//! position (a kick there and back, kicks in another order); the search
//! only cares where things end up. A turn's result is its move and the
//! ball's final square. The kicks ([`super::kicks`]) are found once for
//! the position and again only after a move that touches a square they
//! looked at. The rules are RULES.md §2, the same as `engine::boyer`; the
//! root's actions still come from the engine, so a disagreement could only
//! weaken the search, never make it play an illegal turn (a unit test
//! checks that both find the same positions).

use super::kicks::{
    BLACK_GOAL, CELLS, WHITE_GOAL, bit, code, is_goal, kick_path, kicks, role_of, square, step,
    step_distance, team_of,
};
use super::table;
use crate::boyer::{SIZE, TURN_LIMIT};
use crate::chess::Role;
use crate::square::{ALL_DIRECTIONS, KNIGHT_LEAPS, Step};
use crate::{Boyer, ByTeam, Outcome, Square, Team, Token};

/// "No move" in a [`Kick`].
pub const NO_MOVE: u8 = u8::MAX;

/// A whole turn's result: the move (`from` = [`NO_MOVE`] for none) and the
/// ball's final square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Kick {
    /// Where the moved piece stood.
    pub from: u8,
    /// Where it went.
    pub to: u8,
    /// Where the ball ended.
    pub ball: u8,
}

/// A `boyer` position between turns.
#[derive(Clone, Debug)]
pub struct Field {
    /// 0 empty, else 1 + 8 × team + role.
    cells: [u8; CELLS],
    ball: u8,
    turn: Team,
    score: ByTeam<u8>,
    turns: u16,
    goals_to_win: u8,
    key: u64,
}

impl Field {
    /// The search's copy of an engine position (between turns).
    pub fn new(game: &Boyer) -> Field {
        let mut cells = [0; CELLS];
        for (s, piece) in game.pieces() {
            if let Some(cell) = cells.get_mut(s.index(SIZE)) {
                *cell = code(piece.team, piece.role);
            }
        }
        let mut field = Field {
            cells,
            ball: game.ball().index(SIZE) as u8,
            turn: game.turn(),
            score: game.score(),
            turns: game.turns(),
            goals_to_win: game.goals_to_win(),
            key: 0,
        };
        field.key = field.full_key();
        field
    }

    fn full_key(&self) -> u64 {
        let mut key = table::state(self.turn, self.score, self.turns, 0);
        for (cell, &c) in (0u8..).zip(&self.cells) {
            if c != 0 {
                key ^= table::piece(team_of(c), role_of(c) as usize, square(cell));
            }
        }
        key ^ table::ball(square(self.ball), false)
    }

    /// The Zobrist key.
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The side to move.
    pub fn turn(&self) -> Team {
        self.turn
    }

    /// Goals so far.
    pub fn score(&self) -> ByTeam<u8> {
        self.score
    }

    /// The ball's square.
    pub fn ball(&self) -> Square {
        square(self.ball)
    }

    /// The piece on a square: its side and role.
    pub fn piece_at(&self, at: Square) -> Option<(Team, Role)> {
        let c = *self.cells.get(at.index(SIZE))?;
        (c != 0).then(|| (team_of(c), role_of(c)))
    }

    /// Every piece: its square, side and role.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Team, Role)> + '_ {
        (0u8..)
            .zip(&self.cells)
            .filter(|&(_, &c)| c != 0)
            .map(|(cell, &c)| (square(cell), team_of(c), role_of(c)))
    }

    /// Every square `team`'s kicks could send the ball to now, without a
    /// move first (the ball's own square included).
    pub fn kick_reach(&self, team: Team) -> impl Iterator<Item = Square> {
        let mut rest = kicks(&self.cells, self.ball, team).0;
        std::iter::from_fn(move || {
            let cell = rest.trailing_zeros() as u8;
            (rest != 0).then(|| {
                rest &= rest - 1;
                square(cell)
            })
        })
    }

    /// Won, drawn or going on, as [`Boyer::outcome`] says.
    pub fn outcome(&self) -> Outcome {
        if let Some(team) = self.score.first_to(self.goals_to_win) {
            Outcome::Win(team)
        } else if self.turns >= TURN_LIMIT {
            Outcome::Draw
        } else {
            Outcome::Ongoing
        }
    }

    /// The goal `team` scores in.
    fn target(team: Team) -> u8 {
        match team {
            Team::White => BLACK_GOAL,
            Team::Black => WHITE_GOAL,
        }
    }

    /// Every distinct result of a turn of `team` (the side to move unless
    /// asked about the other); with `goals_only`, a quick look for a turn
    /// that scores for `team` (at most one; kicks after no move or after a
    /// move beside the ball, which finds most but not every goal).
    pub fn results(&self, team: Team, goals_only: bool, out: &mut Vec<Kick>) {
        if self.outcome().is_over() {
            return;
        }
        let target = Field::target(team);
        let emit = |from: u8, to: u8, reach: u128, out: &mut Vec<Kick>| {
            if goals_only {
                if reach & bit(target) != 0 {
                    out.push(Kick {
                        from,
                        to,
                        ball: target,
                    });
                }
                return;
            }
            let mut rest = reach;
            while rest != 0 {
                let ball = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                out.push(Kick { from, to, ball });
            }
        };
        let (reach, seen) = kicks(&self.cells, self.ball, team);
        emit(NO_MOVE, NO_MOVE, reach, out);
        for from in 0..CELLS as u8 {
            if goals_only && !out.is_empty() {
                return;
            }
            let c = self.cells[usize::from(from)];
            if c == 0 || team_of(c) != team {
                continue;
            }
            self.moves(from, role_of(c), |to| {
                if seen & (bit(from) | bit(to)) == 0 {
                    emit(from, to, reach, out);
                } else if goals_only && step_distance(to, self.ball) > 1 {
                    // A quick look: only a move beside the ball may start
                    // new kicks there.
                } else {
                    let mut cells = self.cells;
                    cells[usize::from(to)] = c;
                    cells[usize::from(from)] = 0;
                    emit(from, to, kicks(&cells, self.ball, team).0, out);
                }
            });
        }
    }

    /// Calls `visit` with every square the piece on `from` may move to:
    /// free, not a goal square, sliders stopped by pieces and the ball.
    fn moves(&self, from: u8, role: Role, mut visit: impl FnMut(u8)) {
        let free = |cell: u8| self.cells[usize::from(cell)] == 0 && cell != self.ball;
        let jumps: &[Step] = match role {
            Role::King => &ALL_DIRECTIONS,
            Role::Knight => &KNIGHT_LEAPS,
            _ => &[],
        };
        for &jump in jumps {
            if let Some(to) = step(from, jump).filter(|&to| free(to) && !is_goal(to)) {
                visit(to);
            }
        }
        for &dir in role.slides() {
            let mut at = from;
            while let Some(to) = step(at, dir).filter(|&to| free(to)) {
                if !is_goal(to) {
                    visit(to);
                }
                at = to;
            }
        }
    }

    /// The tokens of a turn of the side to move that has `kick`'s result:
    /// its move, then the fewest kicks, each naming its kicker (the engine
    /// drops a name that is not needed). `None` if there is none.
    pub fn path(&self, kick: Kick) -> Option<Vec<Token>> {
        let mut cells = self.cells;
        let mut tokens = Vec::new();
        if kick.from != NO_MOVE {
            let c = *cells.get(usize::from(kick.from))?;
            *cells.get_mut(usize::from(kick.to))? = c;
            cells[usize::from(kick.from)] = 0;
            let (from, to) = (square(kick.from), square(kick.to));
            tokens.push(Token::Move { from, to });
        }
        for (kicker, from, to) in kick_path(&cells, self.ball, self.turn, kick.ball)? {
            tokens.push(Token::Kick {
                kicker: Some(square(kicker)),
                from: square(from),
                to: square(to),
            });
        }
        Some(tokens)
    }

    /// Plays a result from [`Field::results`]: the move, the ball, the
    /// goal and its reset, the turn count.
    pub fn play(&mut self, kick: Kick) {
        let mover = self.turn;
        let state = |f: &Field| table::state(f.turn, f.score, f.turns, 0);
        self.key ^= state(self) ^ table::ball(square(self.ball), false);
        if kick.from != NO_MOVE {
            let c = self.cells[usize::from(kick.from) % CELLS];
            if c != 0 {
                let piece = |cell| table::piece(team_of(c), role_of(c) as usize, square(cell));
                self.key ^= piece(kick.from) ^ piece(kick.to);
                self.cells[usize::from(kick.from) % CELLS] = 0;
                self.cells[usize::from(kick.to) % CELLS] = c;
            }
        }
        self.ball = kick.ball;
        self.turns = self.turns.saturating_add(1);
        self.turn = !mover;
        self.key ^= state(self) ^ table::ball(square(self.ball), false);
        let scorer = match kick.ball {
            BLACK_GOAL => Some(Team::White),
            WHITE_GOAL => Some(Team::Black),
            _ => None,
        };
        if let Some(scorer) = scorer {
            self.score[scorer] = self.score[scorer].saturating_add(1);
            if !self.outcome().is_over() {
                let start = Field::new(&Boyer::start(self.goals_to_win));
                self.cells = start.cells;
                self.ball = start.ball;
                self.turn = !scorer;
            }
            self.key = self.full_key();
        }
    }
}
