//! The languages the bot speaks: one line of [`LANGS`] each, beside its
//! folder of `locales/`. Adding one is its folder and its line.

use std::str::FromStr;

/// What the bot knows of a language besides its texts.
#[derive(Debug)]
pub struct Info {
    /// Its code as players type it (`idioma pt`) and as it is stored.
    pub code: &'static str,
    /// Its folder under `locales/` (a BCP 47 tag: `pt-BR`).
    pub tag: &'static str,
    /// Its own name, as a language menu shows it.
    pub name: &'static str,
    /// Whether it is written right to left (the picture's header and the
    /// page lay out right to left).
    pub rtl: bool,
    /// Discord's locales it answers (Discord's documented list).
    pub discord: &'static [&'static str],
    /// The words that name it after `idioma`, besides its code.
    pub words: &'static [&'static str],
}

/// Every language, Spanish (the default and the last fallback) first.
pub const LANGS: &[Info] = &[
    Info {
        code: "es",
        tag: "es",
        name: "Español",
        rtl: false,
        discord: &["es-ES", "es-419"],
        words: &["español", "espanol", "spanish"],
    },
    Info {
        code: "en",
        tag: "en",
        name: "English",
        rtl: false,
        discord: &["en-US", "en-GB"],
        words: &["english", "inglés", "ingles"],
    },
    Info {
        code: "ar",
        tag: "ar",
        name: "العربية",
        rtl: true,
        discord: &[],
        words: &["arabic", "árabe", "arabe", "العربية", "عربي"],
    },
    Info {
        code: "ru",
        tag: "ru",
        name: "Русский",
        rtl: false,
        discord: &["ru"],
        words: &["russian", "ruso", "русский", "рус"],
    },
    Info {
        code: "pt",
        tag: "pt-BR",
        name: "Português",
        rtl: false,
        discord: &["pt-BR"],
        words: &["português", "portugues", "portuguese", "portugués"],
    },
    Info {
        code: "fr",
        tag: "fr",
        name: "Français",
        rtl: false,
        discord: &["fr"],
        words: &["français", "francais", "french", "francés", "frances"],
    },
    Info {
        code: "de",
        tag: "de",
        name: "Deutsch",
        rtl: false,
        discord: &["de"],
        words: &["deutsch", "german", "alemán", "aleman"],
    },
    Info {
        code: "it",
        tag: "it",
        name: "Italiano",
        rtl: false,
        discord: &["it"],
        words: &["italiano", "italian"],
    },
];

/// A language the bot speaks: a line of [`LANGS`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Lang(u8);

#[allow(non_upper_case_globals)]
impl Lang {
    /// Spanish, the default.
    pub const Es: Lang = Lang(0);
    /// English.
    pub const En: Lang = Lang(1);
    /// Arabic (Modern Standard), written right to left.
    pub const Ar: Lang = Lang(2);
    /// Russian.
    pub const Ru: Lang = Lang(3);
    /// Portuguese (Brazil).
    pub const Pt: Lang = Lang(4);
    /// French.
    pub const Fr: Lang = Lang(5);
    /// German.
    pub const De: Lang = Lang(6);
    /// Italian.
    pub const It: Lang = Lang(7);
}

const fn all() -> [Lang; LANGS.len()] {
    let mut out = [Lang(0); LANGS.len()];
    let mut i = 0;
    while i < LANGS.len() {
        out[i] = Lang(i as u8);
        i += 1;
    }
    out
}

impl Lang {
    /// Every language, so tests and menus can walk them all.
    pub const ALL: [Lang; LANGS.len()] = all();

    /// Its line of [`LANGS`].
    pub const fn info(self) -> &'static Info {
        &LANGS[self.0 as usize]
    }

    /// Its code as players type it (`es`, `en`, `ar`, `ru`).
    pub const fn code(self) -> &'static str {
        self.info().code
    }

    /// Its folder under `locales/` (a BCP 47 tag).
    pub const fn tag(self) -> &'static str {
        self.info().tag
    }

    /// Whether the language is written right to left: the picture header
    /// and the web page lay out right-to-left for Arabic.
    pub const fn rtl(self) -> bool {
        self.info().rtl
    }

    /// The language a word names (`ru`, `русский`, `English`), in any case.
    pub fn of_word(word: &str) -> Option<Lang> {
        let word = word.trim().to_lowercase();
        Lang::ALL.into_iter().find(|lang| {
            let info = lang.info();
            info.code == word || info.words.iter().any(|w| w.to_lowercase() == word)
        })
    }

    /// The language Discord's `locale` names (`pt-BR`, `en-GB`), if the bot
    /// speaks it; a locale Discord does not list for it is read by its
    /// language (`ar`, `pt-PT`), so a client in a language Discord adds
    /// later is answered in it.
    pub fn of_discord(locale: &str) -> Option<Lang> {
        let listed = Lang::ALL
            .into_iter()
            .find(|lang| lang.info().discord.contains(&locale));
        let language = locale.split('-').next().unwrap_or_default();
        listed.or_else(|| Lang::ALL.into_iter().find(|lang| lang.code() == language))
    }
}

/// Text that names no language the bot speaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// A code (`es`, `en`, `ar`, `ru`, …), in either case.
    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        let code = text.trim().to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code() == code)
            .ok_or_else(|| UnknownLang(text.to_string()))
    }
}

/// Stored and sent as its code.
impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        code.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_reads_back_and_no_word_names_two() {
        let mut seen = std::collections::HashSet::new();
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse(), Ok(lang));
            assert_eq!(Lang::of_word(lang.code()), Some(lang));
            for word in lang.info().words {
                assert!(seen.insert(word.to_lowercase()), "{word} twice");
                assert_eq!(Lang::of_word(word), Some(lang));
            }
            for locale in lang.info().discord {
                assert_eq!(Lang::of_discord(locale), Some(lang));
            }
        }
        assert_eq!(Lang::default(), Lang::Es);
        assert_eq!(Lang::of_discord("ar"), Some(Lang::Ar));
        assert_eq!(Lang::of_discord("pt-PT"), Some(Lang::Pt));
        assert_eq!(Lang::of_discord("ja"), None);
    }
}
