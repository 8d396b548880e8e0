//! The bot's texts, named by id: the sentences are in `texts/locales/`
//! (the `futbol-texts` crate); here the code picks each message and its
//! arguments, and makes user text safe to echo.

/// The languages and a picture's words live with the pictures.
pub use futbol_pictures::{Words, duration};
pub use futbol_texts::Lang;

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
}
