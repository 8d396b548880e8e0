//! The bot's texts, named by id: the sentences are in `texts/locales/`
//! (the `futbol-texts` crate); here the code picks each message and its
//! arguments, and makes user text safe to echo.

/// The languages and a picture's words live with the pictures.
pub use futbol_pictures::{Words, duration};
pub use futbol_texts::Lang;

pub mod guide;
pub mod host;
mod plain;
pub mod ratings;
mod reasons;
mod tournament;

pub use guide::Label;
pub use host::Say;
pub use plain::plain;

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
