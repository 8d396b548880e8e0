//! Building a turn token by token, with the reason for every refusal.

use super::{Boyer, SIZE};
use crate::chess::Role;
use crate::{Action, ActionKind, Illegal, Played, Square, Token, Turn};

impl Boyer {
    /// Plays one token of the turn being built. Returns the finished turn
    /// when the token ended it (a goal ends the turn at once).
    pub fn step(&mut self, token: Token) -> Result<Option<Played>, Illegal> {
        if self.outcome().is_over() {
            return Err(Illegal::GameOver);
        }
        if self.progress.scored.is_some() {
            return Err(Illegal::GoalEndsTurn);
        }
        let canonical = match token {
            Token::None => return Err(Illegal::EmptyToken),
            Token::Move { from, to } => {
                self.check_move(from, to)?;
                self.apply_move(from, to);
                token
            }
            Token::Kick { kicker, from, to } => {
                let (kicker, canonical) = self.check_kick(kicker, from, to)?;
                self.apply_kick(kicker, to);
                canonical
            }
        };
        self.progress.turn = self
            .progress
            .turn
            .with(canonical)
            .ok_or(Illegal::TurnTooLong)?;
        Ok(self.progress.scored.map(|_| self.finish_turn()))
    }

    /// Ends the turn being built (the empty turn `--` included).
    pub fn end_turn(&mut self) -> Result<Played, Illegal> {
        if self.outcome().is_over() {
            return Err(Illegal::GameOver);
        }
        Ok(self.finish_turn())
    }

    /// Checks a whole turn here and returns it in canonical form.
    pub fn resolve(&self, action: Action) -> Result<Action, Illegal> {
        let mut copy = self.clone();
        copy.play(action).map(|played| played.action)
    }

    /// Plays a whole turn if it is legal; the position is unchanged on error.
    pub fn play(&mut self, action: Action) -> Result<Played, Illegal> {
        let Action::Turn(turn) = action else {
            return Err(Illegal::NotABoyerTurn);
        };
        let mut copy = self.clone();
        let mut played = None;
        for &token in turn.tokens() {
            if played.is_some() {
                return Err(Illegal::GoalEndsTurn);
            }
            played = copy.step(token)?;
        }
        let played = match played {
            Some(played) => played,
            None => copy.end_turn()?,
        };
        *self = copy;
        Ok(played)
    }

    /// Why a move token is refused, if it is.
    fn check_move(&self, from: Square, to: Square) -> Result<(), Illegal> {
        if self.progress.turn != Turn::EMPTY {
            return Err(Illegal::MoveComesFirst);
        }
        let piece = self.own(from).ok_or(Illegal::NoPieceOfYours(from))?;
        if from == to {
            return Err(Illegal::SameSquare);
        }
        if Boyer::is_goal(to) {
            return Err(Illegal::StopOnGoal);
        }
        match self.piece_at(to) {
            Some(p) if p.team == self.turn => return Err(Illegal::OwnPiece(to)),
            Some(_) => return Err(Illegal::BoyerHasNoCaptures),
            None if to == self.ball => return Err(Illegal::Occupied(to)),
            None => {}
        }
        if !piece.role.fits(self.turn, from, to) {
            return Err(Illegal::RolePattern(piece.role));
        }
        if piece.role == Role::Knight {
            return Ok(());
        }
        match from.between(to).find(|&s| !self.is_free(s)) {
            Some(blocker) => Err(Illegal::Blocked(blocker)),
            None => Ok(()),
        }
    }

    /// Finds the kicker and the canonical token of a kick, or says why not.
    fn check_kick(
        &self,
        kicker: Option<Square>,
        from: Square,
        to: Square,
    ) -> Result<(Square, Token), Illegal> {
        if from != self.ball {
            return Err(Illegal::BallNotThere(self.ball));
        }
        let candidates = self.kickers_to(to);
        let chosen = match (kicker, candidates.as_slice()) {
            (Some(k), _) if candidates.contains(&k) => k,
            (Some(k), _) => return Err(Illegal::CannotKick(k, to)),
            (None, []) => return Err(Illegal::NoKicker(from, to)),
            (None, [k]) => *k,
            (None, _) => return Err(Illegal::AmbiguousKick),
        };
        let named = (self.knights_for(to) > 1).then_some(chosen);
        Ok((
            chosen,
            Token::Kick {
                kicker: named,
                from,
                to,
            },
        ))
    }

    pub(super) fn apply_move(&mut self, from: Square, to: Square) {
        self.board.shift(from, to);
    }

    pub(super) fn apply_kick(&mut self, kicker: Square, to: Square) {
        self.ball = to;
        self.progress.kicked |= 1u128 << kicker.index(SIZE);
        self.progress.scored = Boyer::scorer(to);
    }

    /// Closes the turn: counts it, scores, resets after a goal that does not
    /// end the game, and hands the move over.
    pub(super) fn finish_turn(&mut self) -> Played {
        let turn = self.progress.turn;
        let goal = self.progress.scored;
        self.progress = Default::default();
        self.turns = self.turns.saturating_add(1);
        self.turn = !self.turn;
        if let Some(scorer) = goal {
            self.score[scorer] = self.score[scorer].saturating_add(1);
            if !self.outcome().is_over() {
                self.set_up_pieces();
                self.turn = !scorer;
            }
        }
        Played {
            action: Action::Turn(turn),
            kind: ActionKind::Turn,
            goal,
        }
    }
}
