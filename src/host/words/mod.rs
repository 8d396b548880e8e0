//! The host's sentences about its own things: commands and their errors,
//! settings, clocks, holidays, summaries, the archive, tournaments and
//! missing permissions, as `impl Say` blocks in every language. They sit
//! beside the host they describe, so the text layer below (`crate::i18n`:
//! the languages, `Say`, the general sentences) imports nothing of the
//! host.

mod archive;
mod clock;
mod commands;
mod digest;
mod errors;
mod lacking;
pub mod server;
mod tournament_run;
mod vacation;

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;

    /// The host's sentences, in catalogue order, in one language.
    fn catalogue(lang: Lang) -> Vec<String> {
        [
            super::archive::samples(lang),
            super::clock::samples(lang),
            super::errors::samples(lang),
            super::commands::samples(lang),
            super::server::samples(lang),
            super::tournament_run::samples(lang),
            super::vacation::samples(lang),
            super::digest::samples(lang),
            super::lacking::samples(lang),
        ]
        .concat()
    }

    #[test]
    fn every_text_exists_in_every_language() {
        crate::i18n::tests::every_text_in_every_language(&catalogue);
    }
}
