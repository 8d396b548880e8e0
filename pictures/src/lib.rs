#![warn(missing_docs)]
//! Board pictures: a game (+ its last action, + which side is at the
//! bottom) becomes PNG bytes; a whole record becomes an animated GIF.
//! A crate of its own beside the rules: it builds and tests without
//! tokio, a store or any adapter.
//!
//! Pure: no I/O. [`view`] decides what to show, [`frame`] lays it out from
//! cached tiles ([`tiles`]) in a fixed palette ([`palette`]), and [`encode`]
//! writes indexed PNG or GIF bytes.

mod advantage;
mod chart;
mod describe;
mod encode;
mod font;
mod frame;
pub mod lang;
mod palette;
mod shape;
mod table;
mod tiles;
mod view;

pub use advantage::{Advantage, advantage_png};
pub use chart::{Chart, Series, chart_png};
pub use describe::{DESCRIPTION_LIMIT, board_description};
pub use encode::Encoding;
pub use frame::{BoardGeometry, Frame, geometry};
pub use lang::{Lang, UnknownLang, Words, duration};
pub use table::{Align, Column, MAX_ROWS, Table, table_png};
pub use view::{Last, View};

use futbol_rules::{ActionError, Game, Outcome, Played, Record};
use thiserror::Error;

/// How to draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Options {
    /// Black at the bottom.
    pub flip: bool,
    /// The language of the header.
    pub lang: Lang,
    /// A clock to show in the header, for timed games.
    pub clock: Option<ClockFace>,
    /// How a game ended off the board (a resignation, a loss on time, a
    /// draw agreed): the header says the result, which the position alone
    /// cannot show (it would still name the side to move).
    pub ended: Option<Outcome>,
    /// How the PNG is written (small for chats, fast for the page).
    pub encoding: Encoding,
}

/// A timed game's clock as the header shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ClockFace {
    /// Seconds each move may take.
    pub per_move: u64,
    /// Seconds left for the side to move when the picture was drawn.
    pub left: u64,
}

/// Why a picture could not be made.
#[derive(Debug, Error)]
pub enum RenderError {
    /// The PNG encoder failed.
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    /// The GIF encoder failed.
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
    /// A record's action no longer replays.
    #[error("the record does not replay: {0}")]
    Record(#[from] ActionError),
    /// A GIF needs at least one frame.
    #[error("nothing to draw")]
    Empty,
    /// Larger than GIF allows.
    #[error("the picture is too large")]
    TooLarge,
}

impl From<Played> for Last {
    fn from(played: Played) -> Last {
        Last {
            action: played.action,
            goal: played.goal,
        }
    }
}

/// The picture of `game` after `last`, in palette indices (for GIFs and tests).
pub fn board_frame(game: &Game, last: Option<Last>, options: Options) -> Frame {
    frame::compose(&view_of(game, last, options), options.flip)
}

/// What a picture shows, before it is laid out.
pub(crate) fn view_of(game: &Game, last: Option<Last>, options: Options) -> View {
    let mut view = View::new(game, last, options.lang);
    if let Some(clock) = options.clock {
        view.show_clock(clock, options.lang);
    }
    if let Some(outcome) = options.ended {
        view.show_result(outcome, options.lang);
    }
    view
}

/// A frame as PNG bytes, written as `encoding` says (what
/// [`board_png`] does after drawing; the benchmark times it alone).
pub fn frame_png(frame: &Frame, encoding: Encoding) -> Result<Vec<u8>, RenderError> {
    encode::png(frame, encoding)
}

/// The PNG the bot posts after every move.
pub fn board_png(
    game: &Game,
    last: Option<Last>,
    options: Options,
) -> Result<Vec<u8>, RenderError> {
    encode::png(&board_frame(game, last, options), options.encoding)
}

/// An analysis's turning point: `before` (the position the action was
/// played from) with the action `played` as one arrow and the engine's
/// `better` one as another, and `caption` in the header's news line.
pub fn choice_png(
    before: &Game,
    played: futbol_rules::Action,
    better: Option<futbol_rules::Action>,
    caption: String,
    options: Options,
) -> Result<Vec<u8>, RenderError> {
    let mut view = view_of(before, None, options);
    view.show_choice(played, better, caption);
    encode::png(&frame::compose(&view, options.flip), options.encoding)
}

/// Delays, in hundredths of a second.
const STEP_DELAY: u16 = 45;
const GOAL_DELAY: u16 = 200;
const END_DELAY: u16 = 400;

/// An animated GIF of a whole game: the start, then one frame per action,
/// with a longer pause on goals and at the end. `ending` replaces the last
/// picture's status line (in gold) for a game the rules did not end (a
/// resignation, a loss on time, a draw agreed): the record alone cannot
/// say so.
pub fn replay_gif(
    record: &Record,
    options: Options,
    ending: Option<&str>,
) -> Result<Vec<u8>, RenderError> {
    let count = record.actions.len();
    let picture = |game: &Game, last: Option<Last>, index: usize| {
        let mut view = view_of(game, last, options);
        if let (true, Some(text)) = (index == count, ending) {
            view.status = text.to_string();
            view.news = true;
        }
        frame::compose(&view, options.flip)
    };
    let mut game = record.start.clone();
    let first = picture(&game, None, 0);
    let mut gif = encode::GifWriter::new(first.width, first.height, frame::HEADER)?;
    gif.push(first, if count == 0 { END_DELAY } else { STEP_DELAY })?;
    for (index, text) in record.actions.iter().enumerate() {
        let action = game.parse_action(text)?;
        let played = game
            .play(action)
            .map_err(|e| RenderError::Record(e.into()))?;
        let delay = match (index + 1 == count, played.goal.is_some()) {
            (true, _) => END_DELAY,
            (false, true) => GOAL_DELAY,
            (false, false) => STEP_DELAY,
        };
        gif.push(picture(&game, Some(played.into()), index + 1), delay)?;
    }
    gif.finish()
}
