//! The message catalogue: every text the bot shows, in Spanish (the
//! default), English, Arabic and Russian, in one place.

#[cfg(test)]
use crate::engine::Team;
/// The languages and a picture's words live with the pictures.
pub use futbol_pictures::{Words, duration};
pub use futbol_texts::Lang;

/// Every text of this file, with sample arguments, in one language: the
/// same texts in the same order for every language.
#[cfg(test)]
fn samples(lang: Lang) -> Vec<String> {
    vec![
        lang.team(Team::White),
        lang.team(Team::Black),
        lang.to_move(Team::White),
        lang.to_move(Team::Black),
        lang.to_place(Team::White, 5),
        lang.count(12, 160),
        lang.turn_count(12, 200),
        lang.half(2),
        lang.goal(Team::White),
        lang.winner(Team::Black),
        lang.clock(82_800, 86_400),
        lang.draw(),
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

pub mod guide;
pub mod host;
pub mod ratings;
mod reasons;
mod tournament;

pub use guide::Label;
pub use host::Say;

#[cfg(test)]
pub(crate) mod tests {
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
            super::reasons::samples(lang),
            super::guide::samples(lang),
            super::ratings::samples(lang),
            super::tournament::samples(lang),
        ]
        .concat()
    }

    #[test]
    fn every_text_exists_in_every_language() {
        every_text_in_every_language(&catalogue);
    }

    /// Checks a catalogue (every text, in one order, per language): each
    /// language has every text, none empty or lacking a variable, Arabic
    /// and Russian in their
    /// own script and not English left unchanged. Also run on the host's
    /// own sentences (`host::words`).
    pub(crate) fn every_text_in_every_language(catalogue: &dyn Fn(Lang) -> Vec<String>) {
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
                // The code passed every variable its message uses (Fluent
                // leaves `{$name}` for one it did not get).
                assert!(
                    !text.contains("{$"),
                    "{lang:?} text {i} lacks a variable: {text:?}"
                );
                let script = match lang {
                    Lang::Ar => Some(("Arabic", text.chars().any(arabic))),
                    Lang::Ru => Some(("Cyrillic", text.chars().any(cyrillic))),
                    _ => None,
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
