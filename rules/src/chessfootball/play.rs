//! Play: moves, passes, captures of the carrier, promotions, goals,
//! restarts and halves.

use super::{Board, ChessFootball, GAME_ACTIONS, HALF_ACTIONS, Phase, SIZE};
use crate::chess::{ChessPiece, Role};
use crate::{Action, ActionKind, Played, Square, Team};

impl ChessFootball {
    /// Every legal action; `[Skip]` when a side in play has none; empty when
    /// the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if self.outcome().is_over() {
            return out;
        }
        match self.phase {
            Phase::Placement => self.placements(&mut out),
            Phase::KickOff | Phase::Play => self.play_actions(&mut out),
        }
        if out.is_empty() {
            out.push(Action::Skip);
        }
        out
    }

    /// Calls `visit` for each square `piece` on `from` reaches: empty squares
    /// it may move to (`None`), and the occupied squares it touches (the
    /// first piece on a line, a leap, a step; a pawn's two forward
    /// diagonals), which are its pass or capture targets.
    pub(super) fn scan(
        &self,
        from: Square,
        piece: ChessPiece,
        mut visit: impl FnMut(Square, Option<ChessPiece>),
    ) {
        let mut step_to = |to: Square| visit(to, self.piece_at(to));
        match piece.role {
            Role::Pawn => {
                let f = piece.team.forward();
                if let Some(to) = from
                    .offset((0, f), SIZE)
                    .filter(|&s| self.piece_at(s).is_none())
                {
                    step_to(to);
                }
                for df in [-1, 1] {
                    if let Some(to) = from
                        .offset((df, f), SIZE)
                        .filter(|&s| self.piece_at(s).is_some())
                    {
                        step_to(to);
                    }
                }
            }
            role => role.reach(from, SIZE, |s| self.piece_at(s).is_some(), step_to),
        }
    }

    fn play_actions(&self, out: &mut Vec<Action>) {
        let team = self.turn;
        let carrier = self.ball.filter(|&b| self.own(b).is_some());
        let enemy_carrier = self.ball.filter(|&b| self.own(b).is_none());
        for (from, piece) in self.pieces() {
            if piece.team != team {
                continue;
            }
            if self.phase == Phase::KickOff && Some(from) != carrier {
                continue;
            }
            let is_carrier = Some(from) == carrier;
            self.scan(from, piece, |to, occupant| match occupant {
                None if self.phase == Phase::Play => self.push_step(from, to, piece, false, out),
                Some(o) if is_carrier && o.team == team => out.push(Action::Ball {
                    kicker: None,
                    from,
                    to,
                }),
                Some(o)
                    if !is_carrier && Some(to) == enemy_carrier && self.phase == Phase::Play =>
                {
                    if o.role == Role::King {
                        out.push(Action::Capture { from, to });
                    } else {
                        self.push_step(from, to, piece, true, out);
                    }
                }
                _ => {}
            });
        }
    }

    /// A move or capture, as four promotions when a pawn reaches its last rank.
    fn push_step(
        &self,
        from: Square,
        to: Square,
        piece: ChessPiece,
        capture: bool,
        out: &mut Vec<Action>,
    ) {
        if piece.role == Role::Pawn && to.rank() == ChessFootball::last_rank(piece.team) {
            for role in Role::PROMOTIONS {
                out.push(Action::Promote {
                    from,
                    to,
                    capture,
                    role,
                });
            }
        } else if capture {
            out.push(Action::Capture { from, to });
        } else {
            out.push(Action::Move { from, to });
        }
    }

    /// Plays an action known to be legal.
    pub fn play_unchecked(&mut self, action: Action) -> Played {
        if let Action::Place { role, to } = action {
            self.apply_place(role, to);
            return Played {
                action,
                kind: ActionKind::Place,
                goal: None,
            };
        }
        let mover = self.turn;
        let (kind, scored) = match action {
            Action::Move { from, to } => self.apply_step(from, to, None),
            Action::Promote {
                from,
                to,
                capture: false,
                role,
            } => self.apply_step(from, to, Some(role)),
            Action::Capture { from, to } => self.apply_capture(from, to, None),
            Action::Promote { from, to, role, .. } => self.apply_capture(from, to, Some(role)),
            Action::Ball { to, .. } => {
                self.ball = Some(to);
                (ActionKind::Pass, ChessFootball::is_goal_of(to, !mover))
            }
            _ => (ActionKind::Skip, false),
        };
        let kind = if matches!(action, Action::Promote { .. }) {
            ActionKind::Promote
        } else {
            kind
        };
        self.actions = self.actions.saturating_add(1);
        self.phase = Phase::Play;
        let goal = scored.then_some(mover);
        if scored {
            self.score[mover] = self.score[mover].saturating_add(1);
        }
        self.next_turn(mover, scored);
        Played { action, kind, goal }
    }

    fn apply_step(
        &mut self,
        from: Square,
        to: Square,
        promote: Option<Role>,
    ) -> (ActionKind, bool) {
        let piece = self.piece_at(from).map(|p| ChessPiece {
            role: promote.unwrap_or(p.role),
            ..p
        });
        self.board.set(from, None);
        self.board.set(to, piece);
        if self.ball == Some(from) {
            self.ball = Some(to);
            let goal = ChessFootball::is_goal_of(to, !self.turn);
            return (ActionKind::Dribble { goal }, goal);
        }
        (ActionKind::Move, false)
    }

    fn apply_capture(
        &mut self,
        from: Square,
        to: Square,
        promote: Option<Role>,
    ) -> (ActionKind, bool) {
        if self.piece_at(to).is_some_and(|p| p.role == Role::King) {
            self.ball = Some(from);
            return (ActionKind::Steal, true);
        }
        self.apply_step(from, to, promote);
        self.ball = Some(to);
        (ActionKind::Steal, ChessFootball::is_goal_of(to, !self.turn))
    }

    /// Half time, the end, a goal's restart, the kings-only restart, or
    /// simply the other side's turn.
    fn next_turn(&mut self, mover: Team, scored: bool) {
        self.turn = !mover;
        if self.actions >= GAME_ACTIONS {
            return;
        }
        if self.actions == HALF_ACTIONS {
            self.restart(Team::Black);
        } else if scored || self.pieces().all(|(_, p)| p.role == Role::King) {
            // After a goal the conceding side kicks off; when only the kings
            // are left, the side to move does: both are `!mover`.
            self.restart(!mover);
        }
    }

    /// Full armies come back: a fresh placement, `kickoff` places first.
    fn restart(&mut self, kickoff: Team) {
        self.board = Board::empty();
        self.ball = None;
        self.phase = Phase::Placement;
        self.turn = kickoff;
    }
}
