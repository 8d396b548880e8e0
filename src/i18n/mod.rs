//! The message catalogue: every text the bot shows, in Spanish (the
//! default), English, Arabic and Russian, in one place.

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
    /// Arabic (Modern Standard), written right to left.
    Ar,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language, so tests and menus can walk them all.
    pub const ALL: [Lang; 4] = [Lang::Es, Lang::En, Lang::Ar, Lang::Ru];

    /// Whether the language is written right to left: the picture header
    /// and the web page lay out right-to-left for Arabic.
    pub const fn rtl(self) -> bool {
        matches!(self, Lang::Ar)
    }

    /// The side's name: "Blancas" / "White".
    pub const fn team(self, team: Team) -> &'static str {
        match (self, team) {
            (Lang::Es, Team::White) => "Blancas",
            (Lang::Es, Team::Black) => "Negras",
            (Lang::En, Team::White) => "White",
            (Lang::En, Team::Black) => "Black",
            (Lang::Ar, Team::White) => "الأبيض",
            (Lang::Ar, Team::Black) => "الأسود",
            (Lang::Ru, Team::White) => "Белые",
            (Lang::Ru, Team::Black) => "Чёрные",
        }
    }

    /// "Juegan Blancas" / "White to move".
    pub fn to_move(self, team: Team) -> String {
        let team = self.team(team);
        match self {
            Lang::Es => format!("Juegan {team}"),
            Lang::En => format!("{team} to move"),
            Lang::Ar => format!("دور {team}"),
            Lang::Ru => format!("Ходят {team}"),
        }
    }

    /// "Colocan Blancas (5 por colocar)" / "White places (5 left)".
    pub fn to_place(self, team: Team, left: usize) -> String {
        let team = self.team(team);
        match self {
            Lang::Es => format!("Colocan {team} ({left} por colocar)"),
            Lang::En => format!("{team} places ({left} left)"),
            Lang::Ar => format!("يضع {team} (بقي {left})"),
            Lang::Ru => format!("Расставляют {team} (осталось {left})"),
        }
    }

    /// "jugada 12/160" / "action 12/160".
    pub fn count(self, done: u16, limit: u16) -> String {
        match self {
            Lang::Es => format!("jugada {done}/{limit}"),
            Lang::En => format!("action {done}/{limit}"),
            Lang::Ar => format!("الحركة {done}/{limit}"),
            Lang::Ru => format!("действие {done}/{limit}"),
        }
    }

    /// "turno 12/200" / "turn 12/200" (`boyer` counts whole turns).
    pub fn turn_count(self, done: u16, limit: u16) -> String {
        match self {
            Lang::Es => format!("turno {done}/{limit}"),
            Lang::En => format!("turn {done}/{limit}"),
            Lang::Ar => format!("الدور {done}/{limit}"),
            Lang::Ru => format!("ход {done}/{limit}"),
        }
    }

    /// "parte 2" / "half 2".
    pub fn half(self, half: u8) -> String {
        match self {
            Lang::Es => format!("parte {half}"),
            Lang::En => format!("half {half}"),
            Lang::Ar => format!("الشوط {half}"),
            Lang::Ru => format!("тайм {half}"),
        }
    }

    /// "¡GOL de Blancas!" / "GOAL for White!".
    pub fn goal(self, team: Team) -> String {
        let team = self.team(team);
        match self {
            Lang::Es => format!("¡GOL de {team}!"),
            Lang::En => format!("GOAL for {team}!"),
            Lang::Ar => format!("هدف! سجّل {team}"),
            Lang::Ru => format!("ГОЛ! Забили {team}"),
        }
    }

    /// "Fin: ganan Blancas" / "Game over: White wins".
    pub fn winner(self, team: Team) -> String {
        let team = self.team(team);
        match self {
            Lang::Es => format!("Fin: ganan {team}"),
            Lang::En => format!("Game over: {team} wins"),
            Lang::Ar => format!("النهاية: فاز {team}"),
            Lang::Ru => format!("Конец: победили {team}"),
        }
    }

    /// "quedan 23h de 1d" / "23h of 1d left": a timed game's clock (the
    /// units are the same in every language, as typed in commands).
    pub fn clock(self, left: u64, per_move: u64) -> String {
        let (left, per_move) = (duration(left), duration(per_move));
        match self {
            Lang::Es => format!("quedan {left} de {per_move}"),
            Lang::En => format!("{left} of {per_move} left"),
            Lang::Ar => format!("بقي {left} من {per_move}"),
            Lang::Ru => format!("осталось {left} из {per_move}"),
        }
    }

    /// "Fin: tablas" / "Game over: draw".
    pub const fn draw(self) -> &'static str {
        match self {
            Lang::Es => "Fin: tablas",
            Lang::En => "Game over: draw",
            Lang::Ar => "النهاية: تعادل",
            Lang::Ru => "Конец: ничья",
        }
    }
}

/// Every text of this file, with sample arguments, in one language: the
/// same texts in the same order for every language.
#[cfg(test)]
fn samples(lang: Lang) -> Vec<String> {
    vec![
        lang.team(Team::White).into(),
        lang.team(Team::Black).into(),
        lang.to_move(Team::White),
        lang.to_move(Team::Black),
        lang.to_place(Team::White, 5),
        lang.count(12, 160),
        lang.turn_count(12, 200),
        lang.half(2),
        lang.goal(Team::White),
        lang.winner(Team::Black),
        lang.clock(82_800, 86_400),
        lang.draw().into(),
    ]
}

/// User text made safe to echo in any message on any platform: no control
/// characters, and a zero-width space after every `@` and `<`, so no
/// mention syntax survives (`@everyone`, `@room`, `<@123>`, `<@&123>`,
/// `<#123>`), and inside every `://`, so no URL in it is made a link (by
/// Discord, or a Matrix client); a backtick becomes the look-alike `ˋ`, so
/// user text never opens or closes a code span of the text around it
/// (Discord escapes the rest of its Markdown, see the Discord adapter's
/// `markdown`). At most `max` characters, with `…` when cut.
pub fn plain(text: &str, max: usize) -> String {
    // Private-use characters are the host's own markers (a mention, a
    // deadline): user text never carries them.
    let chars: Vec<char> = text
        .chars()
        .filter(|c| !c.is_control() && !('\u{E000}'..='\u{F8FF}').contains(c))
        .collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().take(max).enumerate() {
        out.push(if c == '`' { 'ˋ' } else { c });
        let link = c == ':' && chars.get(i + 1..i + 3) == Some(['/', '/'].as_slice());
        if matches!(c, '@' | '<') || link {
            out.push('\u{200b}');
        }
    }
    if chars.len() > max {
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
        assert_eq!(
            plain("[Gana](https://x.example) `x`", 100),
            "[Gana](https:\u{200b}//x.example) ˋxˋ",
            "no link, no code span; the rest as typed"
        );
        assert_eq!(duration(90), "1m30s");
        assert_eq!(duration(86_400 + 3_600 + 5), "1d1h");
        assert_eq!(duration(86_400 + 5), "1d");
        assert_eq!(duration(0), "0s");
    }

    /// Every text of the catalogue, in catalogue order, in one language.
    fn catalogue(lang: Lang) -> Vec<String> {
        [
            super::samples(lang),
            super::host::samples(lang),
            super::archive::samples(lang),
            super::clock::samples(lang),
            super::errors::samples(lang),
            super::reasons::samples(lang),
            super::board::samples(lang),
        ]
        .concat()
    }

    #[test]
    fn every_text_exists_in_every_language() {
        let arabic = |c: char| ('\u{0600}'..='\u{06FF}').contains(&c);
        let cyrillic = |c: char| ('\u{0400}'..='\u{04FF}').contains(&c);
        let english = catalogue(Lang::En);
        for lang in Lang::ALL {
            let texts = catalogue(lang);
            assert_eq!(
                texts.len(),
                english.len(),
                "{lang:?} has {} texts, English has {}",
                texts.len(),
                english.len()
            );
            for (i, (text, en)) in texts.iter().zip(&english).enumerate() {
                assert!(!text.trim().is_empty(), "{lang:?} text {i} is empty");
                let script = match lang {
                    Lang::Ar => Some(("Arabic", text.chars().any(arabic))),
                    Lang::Ru => Some(("Cyrillic", text.chars().any(cyrillic))),
                    Lang::Es | Lang::En => None,
                };
                if let Some((name, found)) = script {
                    assert!(found, "{lang:?} text {i} has no {name} letter: {text:?}");
                    assert_ne!(
                        text, en,
                        "{lang:?} text {i} is the English text unchanged: {text:?}"
                    );
                }
            }
        }
    }
}
