//! The catalogue is checked, not hoped: every folder parses; every
//! language has every message Spanish has, with the same variables; every
//! message is named by the code (or by another message; that the code
//! names only messages that exist, with their arguments, the compiler
//! checks); every message renders in every language
//! without an error or a `{$` left over.

use futbol_texts::inventory::{Folder, folders};
use futbol_texts::{FluentArgs, Lang, text};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every Rust source of the workspace that can name a message: its path
/// and its text.
fn sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut sources = Vec::new();
    for dir in ["src", "pictures/src", "texts/src"] {
        let mut stack = vec![root.join(dir)];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("a source folder").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let source = std::fs::read_to_string(&path).expect("a source file");
                    sources.push((path.display().to_string(), source));
                }
            }
        }
    }
    sources
}

/// The message ids the code names: every `t!(LANG, "id"` in the
/// workspace's Rust sources.
fn used_ids() -> BTreeSet<String> {
    sources()
        .iter()
        .flat_map(|(_, source)| ids_in(source))
        .collect()
}

/// The ids of the `t!` calls in `source`, and the prefixes of groups
/// named by `messages("prefix-")`.
fn ids_in(source: &str) -> Vec<String> {
    let groups = (source.match_indices("messages(\"")).filter_map(|(at, call)| {
        let rest = &source[at + call.len()..];
        Some(rest[..rest.find('"')?].to_string())
    });
    let id_like = |id: &String| {
        id.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    };
    groups
        .chain(calls_in(source).into_iter().filter(id_like))
        .collect()
}

#[test]
fn every_file_parses_and_defines_each_message_once() {
    for (tag, folder) in folders() {
        assert!(folder.errors.is_empty(), "{tag}: {:?}", folder.errors);
    }
}

#[test]
fn every_language_has_every_message_with_spanish_variables() {
    let folders = folders();
    let spanish = &folders["es"];
    assert!(!spanish.messages.is_empty());
    for lang in Lang::ALL {
        let folder = folders
            .get(lang.tag())
            .unwrap_or_else(|| panic!("no folder for {lang:?}"));
        for (id, variables) in &spanish.messages {
            let theirs = folder
                .messages
                .get(id)
                .unwrap_or_else(|| panic!("{}: no {id}", lang.tag()));
            assert_eq!(theirs, variables, "{}: {id}'s variables", lang.tag());
        }
        for id in folder.messages.keys() {
            assert!(
                spanish.messages.contains_key(id),
                "{}: {id} is not Spanish's",
                lang.tag()
            );
        }
    }
    // A regional folder (pt-BR) may hold only what differs; what it holds
    // is its language's.
    for (tag, folder) in &folders {
        for (id, variables) in &folder.messages {
            let spanish = spanish.messages.get(id);
            assert_eq!(spanish, Some(variables), "{tag}: {id}");
        }
    }
}

#[test]
fn the_code_names_every_message() {
    let folders = folders();
    let spanish = &folders["es"];
    // That each id the code names exists, the compiler checks (`t!`
    // builds a type of `futbol_texts::msg`); this checks the other way.
    let used = used_ids();
    // A group handed on whole: `inventory::messages("page-")`.
    let groups: Vec<&String> = used.iter().filter(|id| id.ends_with('-')).collect();
    for id in spanish.messages.keys() {
        let in_group = groups.iter().any(|prefix| id.starts_with(prefix.as_str()));
        assert!(
            used.contains(id) || in_group || spanish.references.contains(id),
            "{id} is in the files but nothing names it"
        );
    }
}

/// Message `id` in `lang` with every variable set to `sample` (a number
/// when it reads as one), except `chosen`'s variable, set to its key.
fn render(
    spanish: &Folder,
    lang: Lang,
    id: &str,
    sample: &str,
    chosen: Option<&(String, String)>,
) -> String {
    let mut args = FluentArgs::new();
    for variable in spanish.arguments(id) {
        match sample.parse::<i64>() {
            Ok(n) => args.set(variable, n),
            Err(_) => args.set(variable, sample.to_string()),
        }
    }
    if let Some((variable, key)) = chosen {
        args.set(variable.clone(), key.clone());
    }
    text(lang, id, Some(&args))
}

/// Every message in every language, with each sample and each key of its
/// selectors (every branch a caller can reach).
fn renderings() -> Vec<(Lang, String, String)> {
    let folders = folders();
    let spanish = &folders["es"];
    let mut out = Vec::new();
    for lang in Lang::ALL {
        for id in spanish.messages.keys() {
            let choices = spanish.choices_of(id);
            let chosen = std::iter::once(None).chain(choices.iter().map(Some));
            for choice in chosen {
                for sample in ["Ana", "1", "2", "5"] {
                    let rendered = render(spanish, lang, id, sample, choice);
                    out.push((lang, id.clone(), rendered));
                }
            }
        }
    }
    out
}

#[test]
fn every_message_renders_in_every_language() {
    for (lang, id, out) in renderings() {
        // No bidi isolation marks: texts go into command names, custom
        // ids and file names, which must stay plain.
        assert!(!out.contains(['\u{2068}', '\u{2069}']), "{lang:?} {id}");
        assert!(
            !out.contains("{$") && !out.contains("{ $"),
            "{lang:?} {id}: {out}"
        );
        assert!(!out.trim().is_empty(), "{lang:?} {id} is empty");
        assert_ne!(&out, &id, "{lang:?} {id} did not render");
        assert!(out.chars().count() <= 2000, "{lang:?} {id}");
    }
}

/// A selector on a word (`$team` → `white`, `black`) has the same keys in
/// every language: a key spelt otherwise in one file would fall to the
/// default branch there, silently.
#[test]
fn every_language_chooses_between_spanish_keys() {
    let folders = folders();
    let spanish = &folders["es"];
    for (tag, folder) in &folders {
        for (id, choices) in &folder.choices {
            assert_eq!(Some(choices), spanish.choices.get(id), "{tag}: {id}");
        }
    }
}

/// Arabic and Russian texts are in their own script, and neither is the
/// English left as it was where the Spanish differs from the English (a
/// name, a code or a number reads the same everywhere).
#[test]
fn every_translation_is_in_its_own_words() {
    let arabic = |c: char| ('\u{0600}'..='\u{06FF}').contains(&c);
    let cyrillic = |c: char| ('\u{0400}'..='\u{04FF}').contains(&c);
    let all = renderings();
    let mut by: BTreeMap<(String, &str), Vec<&String>> = BTreeMap::new();
    for (lang, id, out) in &all {
        by.entry((id.clone(), lang.tag())).or_default().push(out);
    }
    let mut same = Vec::new();
    for ((id, tag), outs) in &by {
        let (Some(es), Some(en)) = (by.get(&(id.clone(), "es")), by.get(&(id.clone(), "en")))
        else {
            continue;
        };
        // Discord's names in a language Discord does not offer (Arabic)
        // are Spanish's: no client shows them, and they read as typed
        // commands.
        let lang = Lang::ALL.into_iter().find(|lang| lang.tag() == *tag);
        let offered = lang.is_some_and(|lang| !lang.info().discord.is_empty());
        if !offered && id.starts_with("discord-") && id != "discord-futbol" {
            continue;
        }
        for (i, out) in outs.iter().enumerate() {
            // Letters of the message's own, not of a sample argument.
            let letters = es[i].replace("Ana", "").chars().any(char::is_alphabetic);
            let script = match *tag {
                "ar" => Some(("Arabic", out.chars().any(arabic))),
                "ru" => Some(("Cyrillic", out.chars().any(cyrillic))),
                _ => None,
            };
            if let Some((name, found)) = script {
                assert!(
                    found || !letters,
                    "{tag} {id} has no {name} letter: {out:?}"
                );
            }
            // French, German, Italian and Portuguese share many football
            // and computer words with English (cross, Pass, code, minutes).
            if ["ar", "ru"].contains(tag) && es[i] != en[i] && *out == en[i] {
                same.push(format!("{tag} {id}: {out:?}"));
            }
        }
    }
    same.dedup();
    assert!(
        same.is_empty(),
        "English left as it was:\n{}",
        same.join("\n")
    );
}

/// The ids of the `t!` calls in `source`: the macro's second argument is
/// a type of `futbol_texts::msg`, the id with `_` for `-` (no id has an
/// underscore). Whether each call's id and arguments exist the compiler
/// checks; this reads which messages are used at all.
fn calls_in(source: &str) -> Vec<String> {
    let mut calls = Vec::new();
    for (at, _) in source.match_indices("t!(") {
        let before = source[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        // The second top-level argument: after the first comma outside
        // brackets, to the next comma or the closing parenthesis.
        let (mut depth, mut part, mut parts) = (0, String::new(), 0);
        for c in source[at + 3..].chars() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts += 1;
                    if parts == 2 {
                        break;
                    }
                    continue;
                }
                _ => {}
            }
            if parts == 1 {
                part.push(c);
            }
        }
        let id = part.trim().trim_start_matches("r#");
        if !id.is_empty() && id.chars().all(|c| c.is_alphanumeric() || c == '_') {
            calls.push(id.replace('_', "-"));
        }
    }
    calls
}

#[test]
fn the_id_reader_reads_the_macro() {
    let source = "t!(self.lang(x, y), picture_team, team = x) t!(lang, a_b) format!(c, d)";
    assert_eq!(ids_in(source), ["picture-team", "a-b"]);
}
