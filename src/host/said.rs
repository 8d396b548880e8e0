//! A reply's text in any language: what the host said, kept as the
//! words that say it, so each page says a room's line in its reader's
//! language while the room's channel reads the room's.

use std::sync::Arc;

/// A line of a room in any language: the event and its arguments, kept
/// as the function that words them, so each page that reads another
/// language than the room's says it in its own (the room's channel keeps
/// the room's).
#[derive(Clone)]
pub struct Said(Arc<dyn Fn(crate::i18n::Say) -> String + Send + Sync>);

impl Said {
    /// The line `words` says.
    pub fn new(words: impl Fn(crate::i18n::Say) -> String + Send + Sync + 'static) -> Said {
        Said(Arc::new(words))
    }

    /// No line (a board alone).
    pub fn none() -> Said {
        Said::new(|_| String::new())
    }

    /// The line in `say`'s language.
    pub fn say(&self, say: crate::i18n::Say) -> String {
        (self.0)(say)
    }

    /// This line, then `more` on a line of its own (either may be empty).
    pub fn then(self, more: Said) -> Said {
        Said::new(move |say| {
            let (first, second) = (self.say(say), more.say(say));
            match (first.is_empty(), second.is_empty()) {
                (_, true) => first,
                (true, false) => second,
                (false, false) => format!("{first}\n{second}"),
            }
        })
    }
}

/// The words are code: a line is told by what it says.
impl std::fmt::Debug for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Said(..)")
    }
}

/// Two are the same when they are one.
impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Said {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Say};

    #[test]
    fn a_line_is_said_in_each_language_and_joined_without_empty_lines() {
        let side = Said::new(|say| say.team(crate::engine::Team::White));
        let both = side.clone().then(Said::none()).then(side);
        assert_eq!(both.say(Say(Lang::Es)), "Blancas\nBlancas");
        assert_eq!(both.say(Say(Lang::En)), "White\nWhite");
        assert_eq!(Said::none().then(Said::none()).say(Say(Lang::En)), "");
    }
}
