//! Every text a player reads, as data: Project Fluent files under
//! `locales/`, one folder per language, built into the crate. Code names a
//! message by id and passes typed arguments ([`t!`]); the files say the
//! sentence, its plural forms (CLDR's, by `fluent-bundle`) and its word
//! order. A message missing in a language falls back to the language of a
//! regional folder (`pt-BR` → `pt`), then to Spanish.

mod catalogue;
pub mod inventory;
mod lang;

pub use catalogue::{FILES, chain, text};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use lang::{Info, LANGS, Lang, UnknownLang};

/// A message in `lang`: `t!(lang, "picture-to-move", team = "white")`.
/// Strings are passed as text, integers as numbers (which plural
/// selectors read).
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::text($lang, $id, None)
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($name), $value); )+
        $crate::text($lang, $id, Some(&args))
    }};
}
