//! Every legal whole turn: an optional move, then every sequence of kicks.

use super::{Boyer, SIZE};
use crate::chess::Role;
use crate::{Action, Square, Token, Turn};

impl Boyer {
    /// Every legal turn (completions of the pending turn, when one is being
    /// built), each distinct token string once, sorted; empty when over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut turns = Vec::new();
        if !self.outcome().is_over() {
            self.collect_turns(&mut turns);
        }
        turns.sort_unstable();
        turns.dedup();
        turns.into_iter().map(Action::Turn).collect()
    }

    /// The tokens that may come next in the turn being built: the moves
    /// (only before anything else) and the kicks.
    pub fn legal_steps(&self) -> Vec<Token> {
        let mut steps = Vec::new();
        if self.outcome().is_over() || self.progress.scored.is_some() {
            return steps;
        }
        if self.progress.turn == Turn::EMPTY {
            self.moves(&mut steps);
        }
        self.kicks(&mut steps);
        steps
    }

    fn collect_turns(&self, out: &mut Vec<Turn>) {
        out.push(self.progress.turn);
        if self.progress.scored.is_some() {
            return;
        }
        let mut steps = Vec::new();
        if self.progress.turn == Turn::EMPTY {
            self.moves(&mut steps);
        }
        self.kicks(&mut steps);
        for token in steps {
            let mut next = self.clone();
            next.apply_token(token);
            next.collect_turns(out);
        }
    }

    /// Applies a token known to be legal and canonical.
    fn apply_token(&mut self, token: Token) {
        match token {
            Token::Move { from, to } => self.apply_move(from, to),
            Token::Kick { kicker, to, .. } => {
                let kicker = kicker.or_else(|| self.sole_kicker(to));
                if let Some(kicker) = kicker {
                    self.apply_kick(kicker, to);
                }
            }
            Token::None => return,
        }
        if let Some(turn) = self.progress.turn.with(token) {
            self.progress.turn = turn;
        }
    }

    /// The one piece that can make an unprefixed kick.
    fn sole_kicker(&self, to: Square) -> Option<Square> {
        self.kickers_to(to).first().copied()
    }

    /// Every move of the side to move: to free, non-goal squares, without
    /// jumping (but knights) and without capturing.
    fn moves(&self, out: &mut Vec<Token>) {
        for (from, piece) in self.pieces() {
            if piece.team != self.turn {
                continue;
            }
            let taken = |s| !self.is_free(s);
            piece.role.reach(from, SIZE, taken, |to| {
                if self.is_free(to) && !Boyer::is_goal(to) {
                    out.push(Token::Move { from, to });
                }
            });
        }
    }

    /// Every kick possible now, prefixed where two knights could make it.
    fn kicks(&self, out: &mut Vec<Token>) {
        let mut targets = Vec::new();
        for kicker in self.kickers() {
            targets.clear();
            self.kick_targets(kicker, &mut targets);
            let knight = self
                .piece_at(kicker)
                .is_some_and(|p| p.role == Role::Knight);
            for &to in &targets {
                let named = knight && self.knights_for(to) > 1;
                out.push(Token::Kick {
                    kicker: named.then_some(kicker),
                    from: self.ball,
                    to,
                });
            }
        }
    }
}
