//! Files that go with a reply: a game's record (the project's record
//! format, which `futbol-bot replay` reads back) and its animated replay.
//!
//! The replay is drawn by the adapter, not by the host: a reply carries a
//! [`Replay`] to draw, and `Reply::drawn` draws it on the blocking pool
//! after the final board was sent, so neither that move's answer nor any
//! other room waits for a whole game's pictures.

use crate::engine::{Record, RecordError};
use crate::i18n::Lang;
use crate::render::{self, Options};
use std::sync::Arc;

/// One file sent with a reply.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Attachment {
    /// Its file name, also its kind for the platforms that guess from it.
    pub name: String,
    /// Its media type (`image/gif`, `text/plain; charset=utf-8`).
    pub mime: &'static str,
    /// The bytes, shared so fan-out is cheap.
    pub bytes: Arc<[u8]>,
    /// A picture's width and height in pixels (Matrix wants them).
    pub size: Option<(u32, u32)>,
}

/// The media type of a record file.
pub const RECORD_MIME: &str = "text/plain; charset=utf-8";

impl Attachment {
    /// A game's record as a text file named `name`.
    pub fn record(name: String, text: &str) -> Attachment {
        Attachment {
            name,
            mime: RECORD_MIME,
            bytes: Arc::from(text.as_bytes()),
            size: None,
        }
    }

    /// Whether it is a picture to show inline.
    pub fn is_image(&self) -> bool {
        self.mime.starts_with("image/")
    }
}

/// Why a replay could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The record does not read back.
    #[error("the record does not read: {0}")]
    Record(#[from] RecordError),
    /// Drawing failed.
    #[error(transparent)]
    Render(#[from] render::RenderError),
}

/// A game's animated replay, still to be drawn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// The GIF's file name.
    pub name: String,
    /// The game's record, as in its record file.
    pub record: String,
    /// The language of the pictures' header.
    pub lang: Lang,
    /// How the game ended, for the last picture's header, when the rules
    /// did not end it (a resignation, a loss on time, a draw agreed).
    pub ending: Option<String>,
}

impl Replay {
    /// The GIF of the whole game. Pure but slow (a picture per action):
    /// call it on the blocking pool.
    pub fn draw(&self) -> Result<Attachment, ReplayError> {
        let record = Record::parse(&self.record)?;
        let options = Options {
            lang: self.lang,
            ..Options::default()
        };
        let gif = render::replay_gif(&record, options, self.ending.as_deref())?;
        Ok(Attachment {
            name: self.name.clone(),
            mime: "image/gif",
            size: gif_size(&gif),
            bytes: Arc::from(gif),
        })
    }
}

/// A GIF's logical screen size, from its header.
fn gif_size(gif: &[u8]) -> Option<(u32, u32)> {
    let word = |at: usize| Some(u16::from_le_bytes([*gif.get(at)?, *gif.get(at + 1)?]) as u32);
    Some((word(6)?, word(8)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replay_is_a_gif_of_the_record_with_its_size() {
        let replay = Replay {
            name: "game-7.gif".into(),
            record: "variant: futbol\ne3-e4\n".into(),
            lang: Lang::En,
            ending: Some("Game over: Black wins".into()),
        };
        let gif = replay.draw().unwrap();
        assert_eq!(gif.name, "game-7.gif");
        assert!(gif.is_image());
        assert!(gif.bytes.starts_with(b"GIF89a"));
        let geometry = render::geometry(8);
        assert_eq!(gif.size, Some((geometry.width, geometry.height)));
        let bad = Replay {
            record: "variant: futbol\nz9-z10\n".into(),
            ..replay
        };
        assert!(bad.draw().is_err());
    }
}
