//! Every text a player reads, as data: Project Fluent files under
//! `locales/`, one folder per language, built into the crate. Code names a
//! message by id and passes typed arguments ([`t!`]); the files say the
//! sentence, its plural forms (CLDR's, by `fluent-bundle`) and its word
//! order. A message missing in a language falls back to the language of a
//! regional folder (`pt-BR` → `pt`), then to Spanish.

mod catalogue;
pub mod inventory;
mod lang;
mod walk;

pub use catalogue::{FILES, chain, text};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use lang::{Info, LANGS, Lang, UnknownLang};

/// One type per message, written by the build script from the Spanish
/// files: its fields are the message's variables. Built by [`t!`].
#[allow(non_camel_case_types, clippy::all)]
pub mod msg {
    include!(concat!(env!("OUT_DIR"), "/messages.rs"));
}

/// A message with its arguments, ready to be said in a language.
pub trait Message {
    /// The message in `lang`.
    fn text(self, lang: Lang) -> String;
}

/// A message in `lang`: `t!(lang, picture_to_move, team = "white")` says
/// `picture-to-move`. The id is a type of [`msg`] and each argument one
/// of its fields, so a misspelt id, a missing argument or one the message
/// does not read is a compile error:
///
/// ```
/// use futbol_texts::{Lang, t};
/// assert_eq!(t!(Lang::En, picture_to_move, team = "white"), "White to move");
/// ```
///
/// ```compile_fail
/// futbol_texts::t!(futbol_texts::Lang::En, picture_to_mvoe, team = "white");
/// ```
///
/// ```compile_fail
/// futbol_texts::t!(futbol_texts::Lang::En, picture_to_move);
/// ```
///
/// Strings are passed as text, integers as numbers (which plural
/// selectors read).
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:ident $(,)?) => {
        $crate::Message::text($crate::msg::$id {}, $lang)
    };
    ($lang:expr, $id:ident, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::Message::text(
            $crate::msg::$id { $($name: ::core::convert::Into::into($value)),+ },
            $lang,
        )
    };
}
