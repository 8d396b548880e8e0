//! Game records: a `variant:` header, an optional `position:` line, then one
//! action per line. `#` starts a comment; blank lines are ignored.

use super::{ActionError, Game, PositionError, UnknownVariant, Variant};
use std::fmt;
use thiserror::Error;

/// A whole game: where it started and every action, checked and canonical.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The position before the first action.
    pub start: Game,
    /// Each action's canonical text, in order.
    pub actions: Vec<String>,
    /// The position after the last action.
    pub end: Game,
}

/// Why a record was refused, and on which line (1-based).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {reason}")]
pub struct RecordError {
    /// The line that failed.
    pub line: usize,
    /// What is wrong with it.
    pub reason: RecordReason,
}

/// What went wrong in a record line.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordReason {
    /// The first line must be `variant: NAME`.
    #[error("a record starts with `variant: <name>`")]
    MissingHeader,
    /// The variant name is unknown.
    #[error(transparent)]
    Variant(#[from] UnknownVariant),
    /// The `position:` line is not a valid position.
    #[error("position: {0}")]
    Position(#[from] PositionError),
    /// An action line is not an action or not legal.
    #[error("`{text}`: {error}")]
    Action {
        /// The line as typed.
        text: String,
        /// Why it failed.
        error: ActionError,
    },
}

impl Record {
    /// Reads and replays a record, checking every action.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, line)| (i + 1, line.split('#').next().unwrap_or("").trim()))
            .filter(|(_, line)| !line.is_empty())
            .peekable();
        let fail = |line, reason| RecordError { line, reason };
        let (line, header) = lines.next().ok_or(fail(1, RecordReason::MissingHeader))?;
        let name = header
            .strip_prefix("variant:")
            .ok_or(fail(line, RecordReason::MissingHeader))?;
        let variant: Variant = name
            .trim()
            .parse()
            .map_err(|e| fail(line, RecordReason::from(e)))?;
        let mut game = Game::new(variant);
        if let Some(&(line, text)) = lines.peek()
            && let Some(position) = text.strip_prefix("position:")
        {
            game = Game::from_position(variant, position.trim())
                .map_err(|e| fail(line, RecordReason::from(e)))?;
            lines.next();
        }
        let start = game.clone();
        let mut actions = Vec::new();
        for (line, text) in lines {
            let action_error = |error| {
                fail(
                    line,
                    RecordReason::Action {
                        text: text.to_string(),
                        error,
                    },
                )
            };
            let action = game.parse_action(text).map_err(action_error)?;
            let played = game
                .play(action)
                .map_err(|e| action_error(ActionError::from(e)))?;
            actions.push(played.action.to_string());
        }
        Ok(Record {
            start,
            actions,
            end: game,
        })
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let variant = self.start.variant();
        writeln!(f, "variant: {variant}")?;
        if self.start != Game::new(variant) {
            writeln!(f, "position: {}", self.start)?;
        }
        for action in &self.actions {
            writeln!(f, "{action}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_with_comments_and_blanks() {
        let text = "# a game\nvariant: futbol\n\ne3>c3  # pass\nc6-d4\n";
        let record = Record::parse(text).unwrap();
        assert_eq!(record.actions, ["e3>c3", "c6-d4"]);
        assert_eq!(Record::parse(&record.to_string()).unwrap(), record);
    }

    #[test]
    fn names_the_failing_line() {
        let err = Record::parse("variant: futbol\ne3>c3\ne3-e4\n").unwrap_err();
        assert_eq!(err.line, 3);
        assert_eq!(err.to_string(), "line 3: `e3-e4`: e3 has no piece of yours");
        let err = Record::parse("variant: futbol\ne3-e9\n").unwrap_err();
        assert_eq!(err.to_string(), "line 2: `e3-e9`: e9 is not a square");
        assert_eq!(
            Record::parse("").unwrap_err().reason,
            RecordReason::MissingHeader
        );
        assert!(matches!(
            Record::parse("variant: chess\n").unwrap_err().reason,
            RecordReason::Variant(_)
        ));
    }

    #[test]
    fn reads_a_position_line() {
        let text = "variant: futbol\nposition: 3p4/8/8/8/8/4C*3/8/3P4 w 0-0 10\ne3>e6\n";
        let record = Record::parse(text).unwrap();
        assert_eq!(record.end.to_string(), "3p4/8/4o3/8/8/4C3/8/3P4 b 0-0 11");
        assert_eq!(record.to_string(), text);
    }
}
