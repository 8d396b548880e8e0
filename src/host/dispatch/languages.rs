//! The words of the commands in every language: each command's name and
//! each menu choice's one-word label, from the texts' `discord.ftl` (the
//! names Discord shows), read by the one parser so a command is typed on
//! Matrix and the page in any language the bot speaks.

use crate::host::dispatch::registry;
use crate::host::dispatch::spec::Spec;
use crate::i18n::Lang;
use std::collections::HashMap;
use std::sync::LazyLock;

/// The spec a typed word names, in any case: its Spanish or English
/// words, or its name in any language (Discord's, from the texts).
pub fn of_word(word: &str) -> Option<&'static Spec> {
    let word = word.to_lowercase();
    registry::all()
        .find(|spec| spec.es.iter().chain(spec.en).any(|w| *w == word))
        .or_else(|| NAMES.get(&word).copied())
}

/// Every language's name of every command (`discord-command-ES` in
/// `texts/locales/*/discord.ftl`), lower case: the words a command is
/// typed with on Matrix and the page in any language.
static NAMES: LazyLock<HashMap<String, &'static Spec>> = LazyLock::new(|| {
    let mut names = HashMap::new();
    for spec in registry::all() {
        for (lang, name) in names_of(spec) {
            if names
                .insert(name.clone(), spec)
                .is_some_and(|other| other.name != spec.name)
            {
                tracing::error!(name, ?lang, "a command name that names two commands");
            }
        }
    }
    names
});

/// Each language's one-word label of each menu choice (`discord-choice-…`
/// in the texts), lower case, by the Spanish option name, to the choice's
/// value: `("lado", "noirs")` → `negras`. Typed, such a word reads as the
/// value, so `!futbol créer noirs` is `crear negras`.
static CHOICE_WORDS: LazyLock<HashMap<(&'static str, String), &'static str>> =
    LazyLock::new(|| {
        let known: std::collections::HashSet<String> =
            (futbol_texts::inventory::messages("discord-choice-").into_iter())
                .map(|(id, _)| id)
                .collect();
        let mut words = HashMap::new();
        for kind in registry::all()
            .flat_map(|spec| spec.args)
            .map(|arg| arg.kind)
        {
            for (value, _) in kind.choices() {
                let id = format!("discord-choice-{}-{value}", kind.name);
                if !known.contains(&id) {
                    continue;
                }
                for lang in Lang::ALL {
                    let label = futbol_texts::text(lang, &id, None).to_lowercase();
                    if !label.contains(char::is_whitespace) {
                        words.insert((kind.name, label), value);
                    }
                }
            }
        }
        words
    });

impl Spec {
    /// The words after this command's name with each language's choice
    /// labels read as their values (other words as typed).
    pub fn choice_values<'a>(&self, rest: &[&'a str]) -> Vec<&'a str> {
        rest.iter()
            .map(|word| {
                let word_lower = word.to_lowercase();
                (self.args.iter())
                    .find_map(|arg| {
                        CHOICE_WORDS
                            .get(&(arg.kind.name, word_lower.clone()))
                            .copied()
                    })
                    .unwrap_or(word)
            })
            .collect()
    }
}

/// A command's name in each language, lower case.
fn names_of(spec: &Spec) -> Vec<(Lang, String)> {
    let id = format!("discord-command-{}", spec.discord_name());
    Lang::ALL
        .into_iter()
        .map(|lang| (lang, futbol_texts::text(lang, &id, None).to_lowercase()))
        .filter(|(_, name)| *name != id)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Across every language, no word (Spanish, English, or a language's
    /// name of a command) names two commands, and each names its own.
    #[test]
    fn no_word_names_two_commands_in_any_language() {
        let mut seen: HashMap<String, &str> = HashMap::new();
        for spec in registry::all() {
            let names = names_of(spec);
            assert_eq!(
                names.len(),
                Lang::ALL.len(),
                "{:?} has a name in each",
                spec.name
            );
            let words = (spec.es.iter().chain(spec.en)).map(|w| w.to_string());
            for word in words.chain(names.into_iter().map(|(_, n)| n)) {
                let before = seen.insert(word.clone(), spec.name);
                assert!(
                    before.is_none_or(|v| v == spec.name),
                    "{word}: {before:?} and {:?}",
                    spec.name
                );
                assert_eq!(of_word(&word).map(|s| s.name), Some(spec.name), "{word}");
            }
        }
        assert_eq!(of_word("créer").map(|s| s.name), Some("create"));
        // No word of a command's choices names two values.
        for spec in registry::all() {
            let mut seen: HashMap<String, &str> = HashMap::new();
            for ((kind, word), value) in CHOICE_WORDS.iter() {
                if spec.args.iter().any(|arg| arg.kind.name == *kind) {
                    let before = seen.insert(word.clone(), value);
                    assert!(
                        before.is_none_or(|v| v == *value),
                        "{:?}: {word}",
                        spec.name
                    );
                }
            }
        }
        assert_eq!(of_word("AUFGEBEN").map(|s| s.name), Some("resign"));
    }
}
