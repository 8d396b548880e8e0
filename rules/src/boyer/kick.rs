//! Kick geometry: where the ball may go when a given piece kicks it.

use super::{Boyer, SIZE};
use crate::chess::Role;
use crate::square::KNIGHT_LEAPS;
use crate::{Square, Team};

impl Boyer {
    /// Every square the piece on `kicker` could kick the ball to, ignoring
    /// whose piece it is and whether it kicked already.
    pub(super) fn kick_targets(&self, kicker: Square, out: &mut Vec<Square>) {
        let Some(piece) = self.piece_at(kicker) else {
            return;
        };
        let ball = self.ball;
        if kicker.distance(ball) != 1 {
            return;
        }
        let Some(dir) = kicker.line_step(ball) else {
            return;
        };
        let orthogonal = dir.0 == 0 || dir.1 == 0;
        let reach = match piece.role {
            Role::Knight => {
                for leap in KNIGHT_LEAPS {
                    if let Some(to) = ball.offset(leap, SIZE)
                        && self.is_free(to)
                        && to.distance(kicker) > 1
                    {
                        out.push(to);
                    }
                }
                return;
            }
            Role::King => 1,
            Role::Queen => SIZE,
            Role::Rook if orthogonal => SIZE,
            Role::Bishop if !orthogonal => SIZE,
            _ => return,
        };
        let along_goal_rank = dir.1 == 0 && (ball.rank() == 0 || ball.rank() == SIZE - 1);
        let mut at = ball;
        for _ in 0..reach {
            let Some(to) = at.offset(dir, SIZE) else {
                break;
            };
            if !self.is_free(to) || (along_goal_rank && Boyer::is_goal(to)) {
                break;
            }
            out.push(to);
            if Boyer::is_goal(to) {
                break;
            }
            at = to;
        }
    }

    /// Own pieces that may kick now: adjacent to the ball, not kicked yet,
    /// and no goal scored this turn.
    pub(super) fn kickers(&self) -> impl Iterator<Item = Square> + '_ {
        let open = self.progress.scored.is_none() && !self.outcome().is_over();
        crate::square::ALL_DIRECTIONS
            .iter()
            .filter_map(move |&d| self.ball.offset(d, SIZE).filter(|_| open))
            .filter(move |&s| {
                self.own(s).is_some() && self.progress.kicked & (1u128 << s.index(SIZE)) == 0
            })
    }

    /// The knights that may kick now and could send the ball to `to`: more
    /// than one means the kick must name its kicker.
    pub(super) fn knights_for(&self, to: Square) -> usize {
        self.kickers_to(to)
            .into_iter()
            .filter(|&k| self.piece_at(k).is_some_and(|p| p.role == Role::Knight))
            .count()
    }

    /// The pieces that may kick now and could send the ball to `to`.
    pub(super) fn kickers_to(&self, to: Square) -> Vec<Square> {
        let mut targets = Vec::new();
        self.kickers()
            .filter(|&k| {
                targets.clear();
                self.kick_targets(k, &mut targets);
                targets.contains(&to)
            })
            .collect()
    }

    /// Who scores when the ball reaches `square`, if it is a goal.
    pub(super) fn scorer(square: Square) -> Option<Team> {
        Team::BOTH
            .into_iter()
            .find(|&defender| Boyer::goal_of(defender) == square)
            .map(|defender| !defender)
    }
}
