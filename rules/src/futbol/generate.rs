//! Legal-action generation: every action of the side to move, fast.
//!
//! This is the hot path of perft and of random playouts, so it walks the
//! board once and pushes into one vector; [`super::check`] gives the reasons
//! when a typed action is refused, and the tests hold the two in agreement.

use super::{Futbol, Kind, PASS_RANGE, SHOT_RANGE, SIZE};
use crate::square::{ALL_DIRECTIONS, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL, Step};
use crate::{Action, Square};

impl Futbol {
    /// Every legal action, in generation order; `[Skip]` when nothing else is
    /// possible, empty when the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(48);
        self.extend_legal(&mut out);
        out
    }

    /// Appends every legal action to `out` (reuses its allocation).
    pub fn extend_legal(&self, out: &mut Vec<Action>) {
        if self.outcome().is_over() {
            return;
        }
        let start = out.len();
        let carrier = self.own_carrier();
        for (from, piece) in self.pieces() {
            if piece.team != self.turn {
                continue;
            }
            if Some(from) == carrier {
                self.carrier_actions(from, out);
            } else {
                self.piece_moves(from, piece.kind, out);
            }
        }
        if out.len() == start {
            out.push(Action::Skip);
        }
    }

    /// Moves and captures of a piece without the ball.
    fn piece_moves(&self, from: Square, kind: Kind, out: &mut Vec<Action>) {
        match kind {
            Kind::Goalkeeper => self.steps(from, &ALL_DIRECTIONS, 1, out),
            Kind::Defender => self.steps(from, &ORTHOGONAL, 2, out),
            Kind::Midfielder => self.steps(from, &DIAGONAL, 2, out),
            Kind::Forward => {
                for &leap in &KNIGHT_LEAPS {
                    if let Some(to) = from.offset(leap, SIZE) {
                        self.land(from, to, out);
                    }
                }
            }
        }
    }

    /// Up to `reach` squares along each direction, stopping at any piece.
    fn steps(&self, from: Square, dirs: &[Step], reach: u8, out: &mut Vec<Action>) {
        for &dir in dirs {
            let mut at = from;
            for _ in 0..reach {
                let Some(to) = at.offset(dir, SIZE) else {
                    break;
                };
                if !self.land(from, to, out) {
                    break;
                }
                at = to;
            }
        }
    }

    /// Pushes the move or capture onto `to`; returns whether `to` was empty
    /// (so a short slide may go on).
    fn land(&self, from: Square, to: Square, out: &mut Vec<Action>) -> bool {
        match self.piece_at(to) {
            None => {
                out.push(Action::Move { from, to });
                true
            }
            Some(p) => {
                if p.team != self.turn && self.actions > 0 {
                    out.push(Action::Capture { from, to });
                }
                false
            }
        }
    }

    /// Dribbles, passes, crosses and shots of the carrier.
    fn carrier_actions(&self, from: Square, out: &mut Vec<Action>) {
        let defender = !self.turn;
        for &dir in &ALL_DIRECTIONS {
            if let Some(to) = from.offset(dir, SIZE)
                && self.piece_at(to).is_none()
            {
                out.push(Action::Move { from, to });
            }
            let mut at = from;
            for distance in 1..=PASS_RANGE {
                let Some(to) = at.offset(dir, SIZE) else {
                    break;
                };
                at = to;
                let ball = Action::Ball {
                    kicker: None,
                    from,
                    to,
                };
                let shot = Futbol::is_goal_of(to, defender) && distance <= SHOT_RANGE;
                match self.piece_at(to) {
                    Some(p) => {
                        if p.team == self.turn || shot {
                            out.push(ball);
                        }
                        break;
                    }
                    None if shot || !Futbol::is_goal(to) => out.push(ball),
                    None => {}
                }
            }
        }
    }
}
