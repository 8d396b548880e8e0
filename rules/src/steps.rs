//! One way to play for all three games, a turn in progress included.
//!
//! In `futbol` and `chessfootball` a turn is one action. In `boyer` it is a
//! move and then kicks, which a player may enter whole (`b1-c3 e5>e7`) or
//! step by step (a picker choice at a time, then `--` to end the turn).
//! The host only ever asks [`Game::play_text`], [`Game::pending`] and
//! [`Game::legal_steps`], so it needs no branch per game.

use super::{Action, ActionError, Game, Illegal, Played, Token, Turn, parse_turn};

/// How a text of actions is meant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Entry {
    /// A whole turn, as typed (`boyer`: `b1-c3` alone ends the turn).
    Whole,
    /// The next steps of the turn being built (`boyer`: `b1-c3` leaves
    /// the turn open for kicks; `--` ends it).
    Steps,
}

/// Where a legal step starts, for pickers and click-to-move: a square,
/// the role to place, the ball (`boyer` kicks) or nowhere (`--`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Origin {
    /// A piece on this square acts.
    Square(super::Square),
    /// A piece of this role is placed.
    Place(super::chess::Role),
    /// The ball is kicked (`boyer`).
    Ball,
    /// The turn passes or ends.
    Nowhere,
}

impl Game {
    /// Plays `text` (see [`Entry`]). Returns the finished turn, or `None`
    /// while a `boyer` turn stays open. On error nothing changes.
    pub fn play_text(&mut self, text: &str, entry: Entry) -> Result<Option<Played>, ActionError> {
        let stepwise =
            matches!(self, Game::Boyer(_)) && (entry == Entry::Steps || self.pending().is_some());
        if !stepwise {
            let action = self.parse_action(text)?;
            return Ok(Some(self.play(action)?));
        }
        let Game::Boyer(boyer) = self else {
            return Ok(None);
        };
        let mut next = boyer.clone();
        let finished = if text.trim() == "--" {
            Some(next.end_turn()?)
        } else {
            let turn = parse_turn(text, self.variant().size())?;
            let mut done = None;
            for &token in turn.tokens() {
                if done.is_some() {
                    return Err(Illegal::GoalEndsTurn.into());
                }
                done = next.step(token)?;
            }
            done
        };
        *self = Game::Boyer(next);
        Ok(finished)
    }

    /// The steps of the turn being built, if one is open.
    pub fn pending(&self) -> Option<Turn> {
        match self {
            Game::Boyer(boyer) => {
                let turn = boyer.pending();
                turn.tokens()
                    .iter()
                    .any(|t| *t != Token::None)
                    .then_some(turn)
            }
            Game::Futbol(_) | Game::ChessFootball(_) => None,
        }
    }

    /// Whether the side to move is between turns (no steps pending).
    pub fn turn_complete(&self) -> bool {
        self.pending().is_none()
    }

    /// Every step the side to move may take next, with where it starts:
    /// whole actions, or in `boyer` the next move or kick (and `--`, which
    /// passes an empty turn or ends an open one).
    pub fn legal_steps(&self) -> Vec<(Origin, Action)> {
        match self {
            Game::Boyer(boyer) => {
                let mut steps: Vec<(Origin, Action)> = boyer
                    .legal_steps()
                    .into_iter()
                    .filter_map(|token| token.as_step())
                    .map(|step| match step {
                        // A kick starts from the ball, whoever kicks.
                        Action::Ball { .. } => (Origin::Ball, step),
                        _ => (origin(step), step),
                    })
                    .collect();
                if !self.outcome().is_over() {
                    steps.push((Origin::Nowhere, Action::Skip));
                }
                steps
            }
            game => game
                .legal_actions()
                .into_iter()
                .map(|action| (origin(action), action))
                .collect(),
        }
    }
}

/// Where a whole action starts.
fn origin(action: Action) -> Origin {
    match action {
        Action::Move { from, .. }
        | Action::Capture { from, .. }
        | Action::Ball { from, .. }
        | Action::Promote { from, .. } => Origin::Square(from),
        Action::Place { role, .. } => Origin::Place(role),
        Action::Skip | Action::Turn(_) => Origin::Nowhere,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn boyer_turns_are_whole_or_stepwise_with_one_api() {
        let mut whole = Game::new(Variant::Boyer);
        let played = whole.play_text("b1-c3", Entry::Whole).expect("legal");
        assert!(played.is_some());
        assert!(whole.turn_complete());

        let mut steps = Game::new(Variant::Boyer);
        assert_eq!(steps.play_text("b1-c3", Entry::Steps), Ok(None));
        assert_eq!(steps.pending().map(|t| t.to_string()), Some("b1-c3".into()));
        // While a turn is open, typed text continues it.
        assert!(steps.play_text("--", Entry::Whole).expect("ends").is_some());
        assert_eq!(steps, whole);

        // A refused step changes nothing.
        let mut game = Game::new(Variant::Boyer);
        let before = game.clone();
        assert!(game.play_text("a1-a9", Entry::Steps).is_err());
        assert_eq!(game, before);
    }

    #[test]
    fn whole_actions_elsewhere() {
        for variant in [Variant::Futbol, Variant::ChessFootball] {
            let mut game = Game::new(variant);
            let (_, action) = game.legal_steps()[0];
            let played = game
                .play_text(&action.to_string(), Entry::Steps)
                .expect("legal");
            assert!(played.is_some() && game.turn_complete());
        }
    }
}
