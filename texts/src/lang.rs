//! The languages the bot speaks.

use std::str::FromStr;

/// A language the bot speaks: a folder of `locales/`.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
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

    /// Its code as players type it (`es`, `en`, `ar`, `ru`).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
            Lang::Ar => "ar",
            Lang::Ru => "ru",
        }
    }

    /// Its folder under `locales/` (a BCP 47 tag).
    pub const fn tag(self) -> &'static str {
        self.code()
    }

    /// Whether the language is written right to left: the picture header
    /// and the web page lay out right-to-left for Arabic.
    pub const fn rtl(self) -> bool {
        matches!(self, Lang::Ar)
    }
}

/// Text that names no language the bot speaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?} (es, en, ar, ru)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// `es`, `en`, `ar` or `ru`, in either case.
    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        let text_lower = text.trim().to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code() == text_lower)
            .ok_or_else(|| UnknownLang(text.to_string()))
    }
}
