//! What a command's argument holds: a [`Kind`] per sort of value, which
//! says how Discord offers it (its option's name and choices), how help
//! writes it and what it is for, how a chosen option is written back as
//! the words the one parser reads, and which words read as it. A kind is
//! data, so a command can bring its own (the common ones are in
//! `kinds.rs`).

use crate::engine::Variant;
use crate::host::command::asks::SeatChoice;
use crate::host::command::error::CommandError;
use crate::host::command::error::truncate;
use crate::i18n::Lang;
use std::fmt;

/// One argument: its kind, and whether it must be given.
#[derive(Clone, Copy, Debug)]
pub struct Arg {
    /// What it holds.
    pub kind: Kind,
    /// Whether the command needs it.
    pub required: bool,
}

impl Arg {
    /// An argument that may be left out.
    pub const fn optional(kind: Kind) -> Arg {
        Arg {
            kind,
            required: false,
        }
    }

    /// An argument the command needs.
    pub const fn required(kind: Kind) -> Arg {
        Arg {
            kind,
            required: true,
        }
    }
}

/// One Discord choice: the value sent back and its Spanish label (its
/// other languages' are `texts/locales/*/discord.ftl`'s).
pub type Choice = (&'static str, &'static str);

/// The sort of one argument.
#[derive(Clone, Copy)]
pub struct Kind {
    /// The option's Spanish name, which Discord registers and the adapter
    /// matches on (its other languages' are in `discord.ftl`,
    /// `discord-option-NAME`; its choices' `discord-choice-NAME-VALUE`).
    pub name: &'static str,
    /// The choices a menu offers: empty for free text (a code, an action).
    pub choices: fn() -> Vec<Choice>,
    /// What it is for, in a line: its option's description on Discord.
    pub describe: fn(Lang) -> String,
    /// How help writes it in a language: its choices, or a placeholder.
    pub usage: fn(Lang) -> &'static str,
    /// A chosen value as the words the parser reads after the command
    /// word, given the words written so far.
    pub words: fn(&str, &[String]) -> Vec<String>,
    /// Whether a word reads as this kind: every choice must.
    pub reads: fn(&str) -> bool,
    /// Offered on Discord as a user (the server's members), not as text.
    pub user: bool,
}

impl fmt::Debug for Kind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "Kind({})", self.name)
    }
}

impl Kind {
    /// The choices a menu offers.
    pub fn choices(&self) -> Vec<Choice> {
        (self.choices)()
    }

    /// A chosen value as the parser's words.
    pub fn words(&self, value: &str, so_far: &[String]) -> Vec<String> {
        (self.words)(value, so_far)
    }

    /// The words of most kinds: the value as chosen.
    pub fn as_chosen(value: &str, _so_far: &[String]) -> Vec<String> {
        vec![value.to_string()]
    }

    /// The same choice list for free text: none.
    pub fn free() -> Vec<Choice> {
        Vec::new()
    }
}

/// `es` in Spanish, `en` in every other language (Arabic and Russian
/// write the English words the parser reads).
pub fn es_en(lang: Lang, es: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Es => es,
        _ => en,
    }
}

/// A seat as players write it (`negras`, `black`, …).
pub fn seat_word(word: &str) -> Option<SeatChoice> {
    match word.to_lowercase().as_str() {
        "local" => Some(SeatChoice::Local),
        "blancas" | "white" => Some(SeatChoice::White),
        "negras" | "black" => Some(SeatChoice::Black),
        "azar" | "random" => Some(SeatChoice::Random),
        _ => None,
    }
}

/// Rated (`true`) or casual as players write it.
pub fn rated_word(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "puntuada" | "rated" => Some(true),
        "casual" | "amistosa" => Some(false),
        _ => None,
    }
}

/// The whole platform (`true`) or this community, as players write it.
pub fn scope_word(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "global" | "todos" | "all" => Some(true),
        "aqui" | "aquí" | "here" => Some(false),
        _ => None,
    }
}

/// In words (`true`) or as a picture, as players write it.
pub fn form_word(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "texto" | "text" | "текст" | "نص" => Some(true),
        "imagen" | "picture" | "image" | "картинка" | "صورة" => Some(false),
        _ => None,
    }
}

/// A language as players write it (`es`, `english`, `العربية`, `русский`,
/// …), in any case: its code or one of its words (`texts`' table).
pub fn language(word: &str) -> Option<Lang> {
    Lang::of_word(word)
}

/// Yes or no as players write it.
pub fn toggle(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "no" | "off" => Some(false),
        "si" | "sí" | "on" | "yes" => Some(true),
        _ => None,
    }
}

/// A game's name, or why it is not one.
pub fn variant(word: &str) -> Result<Variant, CommandError> {
    word.parse()
        .map_err(|_| CommandError::NotAGame(truncate(word, 30)))
}

/// `resumen` / `digest`: the summary instead of mentions.
pub fn digest_word(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "resumen" | "digest" | "сводка"
    )
}

/// An hour of the day: `18h`, `18`, `18:00`.
pub fn hour_word(word: &str) -> Option<u8> {
    let word = word.to_lowercase();
    let digits = word.trim_end_matches('h').trim_end_matches(":00");
    digits.parse::<u8>().ok().filter(|h| *h < 24)
}

/// The error of a time that did not read (`crear 5x`, `tiempo +99d`).
pub fn time_error(error: crate::host::clock::TimeError, word: &str) -> CommandError {
    match error {
        crate::host::clock::TimeError::Unreadable => CommandError::BadTime(truncate(word, 30)),
        crate::host::clock::TimeError::OutOfRange => CommandError::TimeOutOfRange,
    }
}

#[cfg(test)]
mod tests {
    use crate::host::dispatch::registry;

    /// Every choice a menu offers reads back as its kind: a menu cannot
    /// offer what the parser refuses.
    #[test]
    fn every_choice_reads_back() {
        for kind in registry::all()
            .flat_map(|spec| spec.args)
            .map(|arg| arg.kind)
        {
            for (value, _) in kind.choices() {
                assert!(
                    (kind.reads)(value),
                    "{kind:?} offers {value:?}, which does not read"
                );
            }
        }
    }
}
