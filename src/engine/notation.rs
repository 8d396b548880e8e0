//! The shared action notation: what players type and what records hold.
//!
//! [`parse_action`] is the syntax step only: it turns text into an [`Action`]
//! without looking at a position. Each rule set then decides legality and
//! returns the canonical action (a capture typed with `-` comes back with `x`).

use super::Square;
use super::error::SyntaxError;
use std::fmt;

/// One action in the shared notation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// `--`: the turn passes (only when nothing else is possible).
    Skip,
    /// `c3-d4`: a piece moves (in `futbol`, for the carrier: a dribble).
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// `c3xd4`: a piece captures.
    Capture {
        /// Where the capturer stands.
        from: Square,
        /// The captured piece's square.
        to: Square,
    },
    /// `e3>c5`: the ball moves from `from` to `to` (pass, cross, shot, kick).
    Ball {
        /// `boyer` only: the kicking piece, when two could kick (`d4:`).
        kicker: Option<Square>,
        /// Where the ball is.
        from: Square,
        /// Where it goes.
        to: Square,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Skip => f.write_str("--"),
            Action::Move { from, to } => write!(f, "{from}-{to}"),
            Action::Capture { from, to } => write!(f, "{from}x{to}"),
            Action::Ball {
                kicker: Some(k),
                from,
                to,
            } => write!(f, "{k}:{from}>{to}"),
            Action::Ball {
                kicker: None,
                from,
                to,
            } => write!(f, "{from}>{to}"),
        }
    }
}

/// Reads one action token on a board of width `size` (syntax only).
///
/// Squares are case-insensitive; spaces around the token are ignored.
pub fn parse_action(text: &str, size: u8) -> Result<Action, SyntaxError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SyntaxError::Empty);
    }
    if text == "--" {
        return Ok(Action::Skip);
    }
    let unrecognized = || SyntaxError::Unrecognized(text.to_string());
    let (first, rest) = split_square(text).ok_or_else(unrecognized)?;
    let first = square(first, size)?;
    let mut chars = rest.chars();
    let separator = chars.next().ok_or_else(unrecognized)?;
    let rest = chars.as_str();
    match separator.to_ascii_lowercase() {
        '-' | 'x' => {
            let to = whole_square(rest, size, text)?;
            Ok(if separator == '-' {
                Action::Move { from: first, to }
            } else {
                Action::Capture { from: first, to }
            })
        }
        '>' => Ok(Action::Ball {
            kicker: None,
            from: first,
            to: whole_square(rest, size, text)?,
        }),
        ':' => {
            let (ball, rest) = split_square(rest).ok_or_else(unrecognized)?;
            let ball = square(ball, size)?;
            let to = rest.strip_prefix('>').ok_or_else(unrecognized)?;
            Ok(Action::Ball {
                kicker: Some(first),
                from: ball,
                to: whole_square(to, size, text)?,
            })
        }
        _ => Err(unrecognized()),
    }
}

/// Splits a leading square-like token (a letter, then digits) off `text`.
fn split_square(text: &str) -> Option<(&str, &str)> {
    let first = text.chars().next()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let digits = text[1..].bytes().take_while(u8::is_ascii_digit).count();
    (digits > 0).then(|| text.split_at(1 + digits))
}

/// A square-like token that must be on the board.
fn square(token: &str, size: u8) -> Result<Square, SyntaxError> {
    Square::parse(token, size).ok_or_else(|| SyntaxError::NotASquare(token.to_ascii_lowercase()))
}

/// The rest of the text must be exactly one square.
fn whole_square(rest: &str, size: u8, text: &str) -> Result<Square, SyntaxError> {
    match split_square(rest) {
        Some((token, "")) => square(token, size),
        _ => Err(SyntaxError::Unrecognized(text.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s, 9).unwrap()
    }

    #[test]
    fn reads_every_form() {
        assert_eq!(parse_action(" -- ", 8), Ok(Action::Skip));
        assert_eq!(
            parse_action("C3-D4", 8),
            Ok(Action::Move {
                from: sq("c3"),
                to: sq("d4")
            })
        );
        assert_eq!(
            parse_action("c3xd4", 8),
            Ok(Action::Capture {
                from: sq("c3"),
                to: sq("d4")
            })
        );
        assert_eq!(
            parse_action("e3>c5", 8),
            Ok(Action::Ball {
                kicker: None,
                from: sq("e3"),
                to: sq("c5")
            })
        );
        assert_eq!(
            parse_action("d4:e5>d7", 9),
            Ok(Action::Ball {
                kicker: Some(sq("d4")),
                from: sq("e5"),
                to: sq("d7")
            })
        );
    }

    #[test]
    fn names_the_bad_square() {
        assert_eq!(
            parse_action("e8-e9", 8),
            Err(SyntaxError::NotASquare("e9".into()))
        );
        assert_eq!(
            parse_action("E9-e8", 8).unwrap_err().to_string(),
            "e9 is not a square"
        );
    }

    #[test]
    fn rejects_leftovers_and_noise() {
        for bad in [
            "", "e4", "e4-", "e4-e5x", "e4-e5 e6", "hello", "e4=e5", "-", "e4>>e5",
        ] {
            assert!(parse_action(bad, 8).is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn prints_canonically() {
        for text in ["--", "c3-d4", "c3xd4", "e3>c5", "d4:e5>d7"] {
            assert_eq!(parse_action(text, 9).unwrap().to_string(), text);
        }
    }
}
