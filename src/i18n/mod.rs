//! The message catalogue: every text the bot shows, in Spanish (the
//! default) and English, in one place.

use crate::engine::Team;

/// A language the bot speaks.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Spanish, the default.
    #[default]
    Es,
    /// English.
    En,
}

impl Lang {
    /// The side's name: "Blancas" / "White".
    pub const fn team(self, team: Team) -> &'static str {
        match (self, team) {
            (Lang::Es, Team::White) => "Blancas",
            (Lang::Es, Team::Black) => "Negras",
            (Lang::En, Team::White) => "White",
            (Lang::En, Team::Black) => "Black",
        }
    }

    /// "Juegan Blancas" / "White to move".
    pub fn to_move(self, team: Team) -> String {
        match self {
            Lang::Es => format!("Juegan {}", self.team(team)),
            Lang::En => format!("{} to move", self.team(team)),
        }
    }

    /// "Coloca Blancas (5)" / "White places (5 left)".
    pub fn to_place(self, team: Team, left: usize) -> String {
        match self {
            Lang::Es => format!("Colocan {} ({left} por colocar)", self.team(team)),
            Lang::En => format!("{} places ({left} left)", self.team(team)),
        }
    }

    /// "jugada 12/160" / "action 12/160".
    pub fn count(self, done: u16, limit: u16) -> String {
        match self {
            Lang::Es => format!("jugada {done}/{limit}"),
            Lang::En => format!("action {done}/{limit}"),
        }
    }

    /// "turno 12/200" / "turn 12/200" (`boyer` counts whole turns).
    pub fn turn_count(self, done: u16, limit: u16) -> String {
        match self {
            Lang::Es => format!("turno {done}/{limit}"),
            Lang::En => format!("turn {done}/{limit}"),
        }
    }

    /// "parte 2" / "half 2".
    pub fn half(self, half: u8) -> String {
        match self {
            Lang::Es => format!("parte {half}"),
            Lang::En => format!("half {half}"),
        }
    }

    /// "¡GOL de Blancas!" / "GOAL for White!".
    pub fn goal(self, team: Team) -> String {
        match self {
            Lang::Es => format!("¡GOL de {}!", self.team(team)),
            Lang::En => format!("GOAL for {}!", self.team(team)),
        }
    }

    /// "Fin: ganan Blancas" / "Game over: White wins".
    pub fn winner(self, team: Team) -> String {
        match self {
            Lang::Es => format!("Fin: ganan {}", self.team(team)),
            Lang::En => format!("Game over: {} wins", self.team(team)),
        }
    }

    /// "quedan 23h de 1d" / "23h of 1d left": a timed game's clock.
    pub fn clock(self, left: u64, per_move: u64) -> String {
        let (left, per_move) = (duration(left), duration(per_move));
        match self {
            Lang::Es => format!("quedan {left} de {per_move}"),
            Lang::En => format!("{left} of {per_move} left"),
        }
    }

    /// "Fin: tablas" / "Game over: draw".
    pub const fn draw(self) -> &'static str {
        match self {
            Lang::Es => "Fin: tablas",
            Lang::En => "Game over: draw",
        }
    }
}

/// User text made safe to echo in any message on any platform: no control
/// characters, and a zero-width space after every `@` and `<`, so no
/// mention syntax survives (`@everyone`, `@room`, `<@123>`, `<@&123>`,
/// `<#123>`); at most `max` characters, with `…` when cut.
pub fn plain(text: &str, max: usize) -> String {
    let mut out = String::new();
    // Private-use characters are the host's own markers (a mention, a
    // deadline): user text never carries them.
    let mut chars = text
        .chars()
        .filter(|c| !c.is_control() && !('\u{E000}'..='\u{F8FF}').contains(c));
    for c in chars.by_ref().take(max) {
        out.push(c);
        if matches!(c, '@' | '<') {
            out.push('\u{200b}');
        }
    }
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// `90` → `1m30s`: a duration in its two largest units, the same in
/// every language.
pub fn duration(seconds: u64) -> String {
    let units = [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")];
    let mut left = seconds;
    let mut out = String::new();
    let mut used = 0;
    for (size, unit) in units {
        if left >= size && used < 2 {
            out.push_str(&format!("{}{unit}", left / size));
            left %= size;
            used += 1;
        } else if used > 0 {
            used = 2;
        }
    }
    if out.is_empty() { "0s".into() } else { out }
}

mod archive;
pub mod board;
mod clock;
mod errors;
pub mod host;
mod reasons;

pub use board::Label;
pub use host::Say;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn echoes_cannot_mention() {
        let echoed = plain("@everyone <@&123> @room <#9>", 100);
        assert!(!echoed.contains("@everyone") && !echoed.contains("@room"));
        assert!(!echoed.contains("<@") && !echoed.contains("<#"));
        assert_eq!(plain("e3>c5\n", 100), "e3>c5");
        assert_eq!(plain("abcdef", 3), "abc…");
        assert_eq!(plain("a\u{E000}b", 10), "ab");
        assert_eq!(duration(90), "1m30s");
        assert_eq!(duration(86_400 + 3_600 + 5), "1d1h");
        assert_eq!(duration(86_400 + 5), "1d");
        assert_eq!(duration(0), "0s");
    }
}
