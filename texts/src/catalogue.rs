//! The catalogue: one Fluent bundle per language folder, built once.

use crate::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::collections::BTreeMap;
use std::sync::LazyLock;

include!(concat!(env!("OUT_DIR"), "/files.rs"));

/// Each language folder's bundle, by its tag (`es`, `pt-BR`).
struct Catalogue {
    bundles: BTreeMap<&'static str, FluentBundle<FluentResource>>,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(Catalogue::build);

impl Catalogue {
    /// Parses every file. A file with a syntax error keeps the messages
    /// that parse (the tests fail on any error, so none ships).
    fn build() -> Catalogue {
        let mut bundles = BTreeMap::new();
        for (tag, name, text) in FILES {
            let bundle = bundles.entry(*tag).or_insert_with(|| {
                let id = tag.parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Placeables are not wrapped in bidi isolation marks: texts
                // go into command names, ids and file names, and the
                // Arabic texts were written to read right without them.
                bundle.set_use_isolating(false);
                bundle
            });
            let resource =
                FluentResource::try_new(text.to_string()).unwrap_or_else(|(partial, errors)| {
                    tracing::error!(tag, name, ?errors, "a Fluent file that does not parse");
                    partial
                });
            if let Err(errors) = bundle.add_resource(resource) {
                tracing::error!(tag, name, ?errors, "a message defined twice");
            }
        }
        Catalogue { bundles }
    }
}

/// The folders a language tag falls back along: itself, its language
/// without the region (`pt-BR` → `pt`), then Spanish.
pub fn chain(tag: &str) -> Vec<&str> {
    let mut chain = vec![tag];
    if let Some((language, _)) = tag.split_once('-') {
        chain.push(language);
    }
    if !chain.contains(&"es") {
        chain.push("es");
    }
    chain
}

/// Message `id` in `lang` with `args`, from the first folder of its
/// [`chain`] that has it; the id itself if none does (which the tests
/// rule out).
pub fn text(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    for tag in chain(lang.tag()) {
        let Some(bundle) = CATALOGUE.bundles.get(tag) else {
            continue;
        };
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::error!(id, tag, ?errors, "a message that did not format");
        }
        return out.into_owned();
    }
    tracing::error!(id, "no such message");
    id.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regional_folder_falls_back_to_its_language_then_spanish() {
        assert_eq!(chain("pt-BR"), ["pt-BR", "pt", "es"]);
        assert_eq!(chain("fr"), ["fr", "es"]);
        assert_eq!(chain("es"), ["es"]);
    }
}
