//! The shared action notation: what players type and what records hold.
//!
//! [`parse_action`] is the syntax step only: it turns text into an [`Action`]
//! without looking at a position. Each rule set then decides legality and
//! returns the canonical action (a capture typed with `-` comes back with `x`).

use super::Square;
use super::chess::Role;
use super::error::SyntaxError;
use std::fmt;

/// The most tokens a `boyer` turn can hold: one move and a kick by each of
/// the 8 pieces.
pub const MAX_TURN_TOKENS: usize = 9;

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
    /// `e7-e8=Q` (or `d7xe8=Q`): a pawn reaches the last rank and promotes.
    Promote {
        /// Where the pawn stands.
        from: Square,
        /// The last-rank square.
        to: Square,
        /// Whether it captures on the way.
        capture: bool,
        /// What it becomes.
        role: Role,
    },
    /// `N@e4`: a piece is placed (`chessfootball` placement phase).
    Place {
        /// What is placed.
        role: Role,
        /// Where.
        to: Square,
    },
    /// A whole `boyer` turn: an optional move, then kicks (`--` when empty).
    Turn(Turn),
}

/// One token of a `boyer` turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub enum Token {
    /// Filler for unused slots; never part of a turn.
    #[default]
    None,
    /// `b1-c3`: the turn's move.
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// `e5>e7` or `d4:e5>d7`: a kick.
    Kick {
        /// The kicker, written only when two knights could kick.
        kicker: Option<Square>,
        /// The ball's square.
        from: Square,
        /// Where the ball goes.
        to: Square,
    },
}

/// A `boyer` turn as a fixed-size list of tokens, so [`Action`] stays `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Turn {
    len: u8,
    tokens: [Token; MAX_TURN_TOKENS],
}

impl Turn {
    /// The empty turn (`--`).
    pub const EMPTY: Turn = Turn {
        len: 0,
        tokens: [Token::None; MAX_TURN_TOKENS],
    };

    /// The tokens in order.
    pub fn tokens(&self) -> &[Token] {
        &self.tokens[..self.len as usize]
    }

    /// This turn with one more token; `None` when full.
    pub fn with(mut self, token: Token) -> Option<Turn> {
        let slot = self.tokens.get_mut(self.len as usize)?;
        *slot = token;
        self.len += 1;
        Some(self)
    }
}

impl Token {
    /// This token as the step a picker lists (`Action::Move` or
    /// `Action::Ball`); `None` for the filler.
    pub const fn as_step(self) -> Option<Action> {
        match self {
            Token::Move { from, to } => Some(Action::Move { from, to }),
            Token::Kick { kicker, from, to } => Some(Action::Ball { kicker, from, to }),
            Token::None => None,
        }
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Token::None => Ok(()),
            Token::Move { from, to } => write!(f, "{from}-{to}"),
            Token::Kick { kicker, from, to } => Action::Ball { kicker, from, to }.fmt(f),
        }
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.len == 0 {
            return f.write_str("--");
        }
        for (i, token) in self.tokens().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            token.fmt(f)?;
        }
        Ok(())
    }
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
            Action::Promote {
                from,
                to,
                capture,
                role,
            } => {
                let sep = if *capture { 'x' } else { '-' };
                write!(f, "{from}{sep}{to}={}", role.letter())
            }
            Action::Place { role, to } => write!(f, "{}@{to}", role.letter()),
            Action::Turn(turn) => turn.fmt(f),
        }
    }
}

/// Reads a whole `boyer` turn: tokens separated by spaces, or `--`.
pub fn parse_turn(text: &str, size: u8) -> Result<Turn, SyntaxError> {
    let text = text.trim();
    if text == "--" {
        return Ok(Turn::EMPTY);
    }
    let mut turn = Turn::EMPTY;
    for word in text.split_whitespace() {
        let token = match parse_action(word, size)? {
            Action::Move { from, to } => Token::Move { from, to },
            Action::Ball { kicker, from, to } => Token::Kick { kicker, from, to },
            Action::Capture { .. } => return Err(SyntaxError::BoyerHasNoCaptures),
            Action::Skip => return Err(SyntaxError::SkipNotAlone),
            _ => return Err(SyntaxError::NotABoyerToken),
        };
        turn = turn.with(token).ok_or(SyntaxError::TurnTooLong)?;
    }
    if turn.len == 0 {
        return Err(SyntaxError::Empty);
    }
    Ok(turn)
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
    if let Some((letter, square_text)) = text.split_once('@') {
        let role = piece_letter(letter, text)?;
        let to = whole_square(square_text, size, text)?;
        return Ok(Action::Place { role, to });
    }
    if let Some((body, letter)) = text.split_once('=') {
        return parse_promotion(body, letter, size, text);
    }
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

/// `e7-e8=Q` or `d7xe8=Q`: a move or capture, then the new piece.
fn parse_promotion(body: &str, letter: &str, size: u8, text: &str) -> Result<Action, SyntaxError> {
    let role = piece_letter(letter, text)?;
    let (from, to, capture) = match parse_action(body, size)? {
        Action::Move { from, to } => (from, to, false),
        Action::Capture { from, to } => (from, to, true),
        _ => return Err(SyntaxError::Unrecognized(text.to_string())),
    };
    Ok(Action::Promote {
        from,
        to,
        capture,
        role,
    })
}

/// One piece letter, either case. A letter the game lacks is named; what
/// is not one letter at all makes the whole `action` unrecognized (so the
/// reply never quotes an empty token).
fn piece_letter(text: &str, action: &str) -> Result<Role, SyntaxError> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_alphabetic() => {
            Role::from_letter(c).ok_or_else(|| SyntaxError::NotAPiece(text.into()))
        }
        _ => Err(SyntaxError::Unrecognized(action.into())),
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
        for text in [
            "--", "c3-d4", "c3xd4", "e3>c5", "d4:e5>d7", "e7-e8=Q", "d7xe8=N", "N@e4",
        ] {
            assert_eq!(parse_action(text, 9).unwrap().to_string(), text);
        }
        for text in ["--", "b1-c3 e5>e7 e7>e8", "d4:e5>d7"] {
            assert_eq!(parse_turn(text, 9).unwrap().to_string(), text);
        }
        assert_eq!(
            parse_turn("  b1-c3   e5>e7 ", 9).unwrap().to_string(),
            "b1-c3 e5>e7"
        );
        assert!(parse_turn("b1xc3", 9).is_err());
        assert!(parse_turn("", 9).is_err());
        assert!(parse_turn("-- --", 9).is_err());
    }
}
