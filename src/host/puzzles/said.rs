//! What a puzzle's board says beside its picture: the words of a move
//! found, of a hint, of the end (the wing chooses, `board.rs` draws).

use crate::engine::{Action, Origin};
use crate::puzzles::attempt::Answer;
use crate::puzzles::bank::Entry;
use crate::puzzles::solver::Finish;

/// What a board reply says above its heading.
pub(in crate::host) enum Said {
    /// A new puzzle.
    New,
    /// The puzzle being solved, shown again.
    Again,
    /// A line of its own (a hint).
    Text(String),
    /// A right answer and the defender's reply.
    Good(Action, Option<Action>),
}

/// An attempt that ended, for its reply.
pub(in crate::host) struct Ended {
    pub entry: std::sync::Arc<Entry>,
    /// What was played before the last answer.
    pub played: Vec<String>,
    pub answered: Answer,
    pub finish: Finish,
    pub moved: Moved,
}

/// What ending an attempt did to the person's rating.
pub(in crate::host) struct Moved {
    pub before: f64,
    pub after: f64,
    pub streak: u32,
}

/// A square or the ball, as a hint names it.
pub(in crate::host) fn origin_name(origin: Origin) -> String {
    match origin {
        Origin::Square(square) => square.to_string(),
        Origin::Place(role) => format!("@{}", role.letter()),
        Origin::Ball => "⚽".into(),
        Origin::Nowhere => "--".into(),
    }
}
