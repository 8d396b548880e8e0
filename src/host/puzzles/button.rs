//! A puzzle's buttons, in the one grammar of button ids
//! (`fb:SUBJECT:SERIAL:KIND:ARG`), their subject `p`: `fb:p:7:act:e3>e8`.
//! The serial is the presser's own attempt counter, so a button of an
//! older attempt is known; whose attempt it is comes from the platform
//! (the presser), never from the id, so a forged id acts at most on the
//! presser's own puzzle.

use crate::engine::Variant;

/// What a puzzle button asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleKind {
    /// The picker's second step for a group (a square, the ball).
    Pick(String),
    /// The next page of a group's actions.
    Page(String, usize),
    /// Answer with this action.
    Act(String),
    /// A hint.
    Hint,
    /// Another puzzle of this rule set.
    Next(Variant),
    /// The community's puzzle of this day (`2026-12-05`).
    Day(String),
}

/// A decoded puzzle button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleButton {
    /// The presser's attempt counter when it was made (0: any).
    pub serial: u32,
    /// What it does.
    pub kind: PuzzleKind,
}

impl PuzzleButton {
    /// Encodes the id (at most 100 bytes: actions are short).
    pub fn encode(&self) -> String {
        let (kind, arg) = match &self.kind {
            PuzzleKind::Pick(group) => ("pick", group.clone()),
            PuzzleKind::Page(group, page) => ("page", format!("{group}|{page}")),
            PuzzleKind::Act(action) => ("act", action.clone()),
            PuzzleKind::Hint => ("hint", String::new()),
            PuzzleKind::Next(variant) => ("next", variant.name().to_string()),
            PuzzleKind::Day(day) => ("day", day.clone()),
        };
        format!("fb:p:{}:{kind}:{arg}", self.serial)
    }

    /// Decodes an id; `None` for anything that is not a puzzle button.
    pub fn decode(id: &str) -> Option<PuzzleButton> {
        let rest = id.strip_prefix("fb:p:")?;
        let mut parts = rest.splitn(3, ':');
        let (Some(serial), Some(kind)) = (parts.next(), parts.next()) else {
            return None;
        };
        let arg = parts.next().unwrap_or("").to_string();
        let kind = match kind {
            "pick" => PuzzleKind::Pick(arg),
            "page" => {
                let (group, page) = arg.split_once('|')?;
                PuzzleKind::Page(group.to_string(), page.parse().ok()?)
            }
            "act" => PuzzleKind::Act(arg),
            "hint" => PuzzleKind::Hint,
            "next" => PuzzleKind::Next(arg.parse().ok()?),
            "day" => PuzzleKind::Day(arg),
            _ => return None,
        };
        Some(PuzzleButton {
            serial: serial.parse().ok()?,
            kind,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzle_buttons_round_trip_and_are_never_a_rooms() {
        for kind in [
            PuzzleKind::Pick("e3".into()),
            PuzzleKind::Page("ball".into(), 2),
            PuzzleKind::Act("d4:e5>d7".into()),
            PuzzleKind::Hint,
            PuzzleKind::Next(Variant::ChessFootball),
            PuzzleKind::Day("2026-12-05".into()),
        ] {
            let button = PuzzleButton { serial: 9, kind };
            let id = button.encode();
            assert!(id.len() <= 100);
            assert_eq!(PuzzleButton::decode(&id), Some(button));
            assert_eq!(crate::host::controls::ButtonId::decode(&id), None, "{id}");
        }
        for forged in [
            "fb:p:x:hint:",
            "fb:p:1:dance:",
            "fb:p:1:next:chess",
            "fb:ABCD:1:hint:",
        ] {
            assert_eq!(PuzzleButton::decode(forged), None, "{forged}");
        }
    }
}
