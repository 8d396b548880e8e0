//! Applying an action: the ball, steals, saves, goals and the reset.

use super::{Ball, Board, CENTRE, Futbol, KICKOFF_FALLBACK, Piece, RESET_ORDER, team_square};
use crate::{Action, ActionKind, Illegal, Played, Square, Team};

impl Futbol {
    /// Plays `action` if it is legal; the position is unchanged on error.
    pub fn play(&mut self, action: Action) -> Result<Played, Illegal> {
        let action = self.resolve(action)?;
        Ok(self.play_unchecked(action))
    }

    /// Plays an action known to be legal (from [`Futbol::legal_actions`] or
    /// [`Futbol::resolve`]). An illegal one leaves a consistent position but
    /// not a meaningful one; it never panics.
    pub fn play_unchecked(&mut self, action: Action) -> Played {
        let mover = self.turn;
        let kind = match action {
            Action::Skip => ActionKind::Skip,
            Action::Move { from, to } => self.apply_move(from, to),
            Action::Capture { from, to } => self.apply_capture(from, to),
            Action::Ball { from, to, .. } => self.apply_ball(from, to),
            Action::Promote { .. } | Action::Place { .. } | Action::Turn(_) => ActionKind::Skip,
        };
        self.actions = self.actions.saturating_add(1);
        self.turn = !mover;
        let goal = kind.is_goal().then_some(mover);
        if goal.is_some() {
            self.score[mover] = self.score[mover].saturating_add(1);
            if !self.outcome().is_over() {
                self.reset_after_goal(!mover);
            }
        }
        Played { action, kind, goal }
    }

    fn apply_move(&mut self, from: Square, to: Square) -> ActionKind {
        self.board.shift(from, to);
        match self.ball {
            Ball::Carried(s) if s == from => {
                self.ball = Ball::Carried(to);
                let scored = Futbol::is_goal_of(to, !self.turn);
                ActionKind::Dribble { goal: scored }
            }
            Ball::Loose(s) if s == to => {
                self.ball = Ball::Carried(to);
                ActionKind::PickUp
            }
            _ => ActionKind::Move,
        }
    }

    fn apply_capture(&mut self, from: Square, to: Square) -> ActionKind {
        self.board.shift(from, to);
        match self.ball {
            Ball::Carried(s) if s == to => ActionKind::Steal,
            _ => ActionKind::Capture,
        }
    }

    fn apply_ball(&mut self, from: Square, to: Square) -> ActionKind {
        debug_assert_eq!(self.ball, Ball::Carried(from));
        match self.piece_at(to) {
            Some(p) if p.team == self.turn => {
                self.ball = Ball::Carried(to);
                ActionKind::Pass
            }
            Some(_) => {
                self.ball = Ball::Carried(to);
                ActionKind::Save
            }
            None => {
                self.ball = Ball::Loose(to);
                if Futbol::is_goal_of(to, !self.turn) {
                    ActionKind::Shot { goal: true }
                } else {
                    ActionKind::Cross
                }
            }
        }
    }

    /// Survivors go home in the fixed fill order; the side that conceded
    /// gets the ball on its central square, or on its first fallback piece.
    fn reset_after_goal(&mut self, conceding: Team) {
        let survivors: Vec<Piece> = self.pieces().map(|(_, p)| p).collect();
        self.board = Board::empty();
        for team in Team::BOTH {
            for kind in RESET_ORDER {
                let count = survivors
                    .iter()
                    .filter(|p| p.team == team && p.kind == kind)
                    .count();
                for &home in kind.home_squares().iter().take(count) {
                    self.board
                        .set(team_square(home, team), Some(Piece { team, kind }));
                }
            }
        }
        let centre = team_square(CENTRE, conceding);
        let carrier = std::iter::once(CENTRE)
            .chain(KICKOFF_FALLBACK)
            .map(|s| team_square(s, conceding))
            .find(|&s| self.board.get_of(s, conceding).is_some());
        self.ball = carrier.map_or(Ball::Loose(centre), Ball::Carried);
        self.turn = conceding;
    }
}
