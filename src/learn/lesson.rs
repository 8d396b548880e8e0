//! A lesson: a position, a task the engine checks, and how many actions
//! it may take. The learner plays White; Black answers by one fixed rule
//! (it passes when it may, else plays its first legal action as the
//! notation sorts them), so a lesson plays the same every time and its
//! fewest actions can be searched.

use super::board::Board;
use crate::engine::{Game, Outcome, PositionError, Team, Variant};
use serde::Deserialize;

/// One lesson, as `lessons.toml` writes it.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Its id, which names its texts (`learn-ID-…`) and its stored stars.
    pub id: String,
    /// The game it teaches.
    pub game: Variant,
    /// Where it starts (White to move).
    pub position: String,
    /// What the learner must do.
    pub task: Task,
    /// The most actions of the learner's it may take.
    pub most: u32,
}

/// What a lesson asks, checked on the position after each action.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum Task {
    /// A piece of the learner's stands on a square.
    Reach {
        /// The piece's letter, as positions write it.
        letter: char,
        /// The square.
        square: String,
    },
    /// The ball is on a square.
    Ball {
        /// The square.
        square: String,
        /// Carried by the learner (`true`), loose (`false`), or either.
        #[serde(default)]
        carried: Option<bool>,
    },
    /// The learner carries the ball.
    Carry {
        /// With a piece of this letter, if named.
        #[serde(default)]
        letter: Option<char>,
    },
    /// The learner has scored.
    Score {
        /// Goals in all.
        goals: u8,
    },
    /// The learner has won the game.
    Win,
    /// The learner's pieces are on the board (placed).
    Pieces {
        /// How many.
        count: usize,
    },
}

impl Lesson {
    /// Its title in `lang` (`learn-ID-title` in the texts).
    pub fn title(&self, lang: crate::i18n::Lang) -> String {
        futbol_texts::text(lang, &format!("learn-{}-title", self.id), None)
    }

    /// Its two or three sentences in `lang`, which end with its task
    /// (`learn-ID-intro`).
    pub fn intro(&self, lang: crate::i18n::Lang) -> String {
        futbol_texts::text(lang, &format!("learn-{}-intro", self.id), None)
    }

    /// The position it starts from.
    pub fn start(&self) -> Result<Game, PositionError> {
        Game::from_position(self.game, &self.position)
    }
}

impl Task {
    /// Whether `game` shows the task done.
    pub fn done(&self, game: &Game) -> bool {
        let board = || Board::of(game);
        let white = |letter: char, piece: &super::board::Piece| {
            piece.team == Team::White && piece.letter == letter
        };
        match self {
            Task::Reach { letter, square } => board()
                .pieces
                .get(square)
                .is_some_and(|p| white(*letter, p)),
            Task::Ball { square, carried } => {
                let board = board();
                let carrier = board.carrier();
                let at = board.ball() == Some(square.as_str());
                match carried {
                    None => at,
                    Some(true) => at && carrier.is_some_and(|p| p.team == Team::White),
                    Some(false) => board.loose.as_deref() == Some(square.as_str()),
                }
            }
            Task::Carry { letter } => board()
                .carrier()
                .is_some_and(|p| p.team == Team::White && letter.is_none_or(|l| l == p.letter)),
            Task::Score { goals } => game.score().white >= *goals,
            Task::Win => game.outcome() == Outcome::Win(Team::White),
            Task::Pieces { count } => board().count(Team::White) >= *count,
        }
    }
}

/// Black's answer by the lessons' one rule, until White is to move or
/// the game ended: a pass when it may, else its first legal action as
/// the notation sorts them.
pub fn answer(game: &mut Game) {
    while game.outcome() == Outcome::Ongoing && game.turn() == Team::Black {
        let mut actions = game.legal_actions();
        actions.sort_by_key(|a| a.to_string());
        let Some(&first) = actions.first() else {
            return;
        };
        let pass = actions.iter().copied().find(|a| a.to_string() == "--");
        if game.play(pass.unwrap_or(first)).is_err() {
            return;
        }
    }
}
