//! Builds every `.ftl` file under `locales/` into the crate: a language is
//! a folder, found here, so adding one needs no Rust beyond its line in
//! `src/lang.rs`.
//!
//! It also writes one type per Spanish message (Spanish has every message,
//! and the checks hold every language to its variables): `room-created`
//! with `$code` becomes `msg::room_created { code }`, which [`t!`] builds.
//! A misspelt id or a missing or stray argument is then a compile error,
//! not a catalogue test's finding.

#[path = "src/walk.rs"]
mod walk;

use fluent_syntax::ast::Entry;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::{Path, PathBuf};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    println!("cargo:rerun-if-changed=src/walk.rs");
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .expect("texts/locales")
        .filter_map(Result::ok)
        .filter(|entry| entry.path().is_dir())
        .collect();
    folders.sort_by_key(|entry| entry.file_name());
    let mut out = String::from("/// Every file: its language folder, its name, its text.\n");
    out.push_str("pub static FILES: &[(&str, &str, &str)] = &[\n");
    let mut spanish = Vec::new();
    for folder in folders {
        println!("cargo:rerun-if-changed={}", folder.path().display());
        let tag = folder.file_name().to_string_lossy().into_owned();
        let mut files: Vec<_> = std::fs::read_dir(folder.path())
            .expect("a language folder")
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
            writeln!(
                out,
                "    ({tag:?}, {:?}, include_str!({:?})),",
                name.unwrap_or_default(),
                file.display().to_string()
            )
            .expect("a string");
            if tag == "es" {
                spanish.push(file);
            }
        }
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    std::fs::write(dest.join("files.rs"), out).expect("written");
    std::fs::write(dest.join("messages.rs"), messages(&spanish)).expect("written");
}

/// One type per message of the Spanish files, with a field per variable
/// it reads (its own and those of the messages it names).
fn messages(files: &[PathBuf]) -> String {
    let mut vars: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut refs: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let source = std::fs::read_to_string(file).expect("a Fluent file");
        // A file that does not parse is the catalogue test's to report:
        // the messages that parse still get their types.
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let Some(pattern) = &message.value else {
                continue;
            };
            let mut found = walk::Found::default();
            found.walk(pattern);
            let id = message.id.name.to_string();
            vars.insert(id.clone(), found.vars);
            refs.insert(id, found.refs);
        }
    }
    let mut out = String::new();
    for id in vars.keys() {
        let arguments = arguments(id, &vars, &refs, &mut BTreeSet::new());
        let name = format!("r#{}", id.replace('-', "_"));
        let fields: String = (arguments.iter())
            .map(|a| format!("    /// `${a}`.\n    pub r#{a}: crate::FluentValue<'a>,\n"))
            .collect();
        let sets: String = (arguments.iter())
            .map(|a| format!("        args.set({a:?}, self.r#{a});\n"))
            .collect();
        let (generics, lifetime, body) = match arguments.is_empty() {
            true => ("", "", format!("crate::text(lang, {id:?}, None)")),
            false => (
                "<'a>",
                "<'_>",
                format!(
                    "let mut args = crate::FluentArgs::new();\n{sets}        crate::text(lang, {id:?}, Some(&args))"
                ),
            ),
        };
        writeln!(
            out,
            "/// Message `{id}`.\npub struct {name}{generics} {{\n{fields}}}\n\n\
             impl crate::Message for {name}{lifetime} {{\n    fn text(self, lang: crate::Lang) -> String {{\n        {body}\n    }}\n}}\n"
        )
        .expect("a string");
    }
    out
}

/// The variables a call of `id` passes: its own and those of the messages
/// it names, which see the same arguments.
fn arguments(
    id: &str,
    vars: &BTreeMap<String, BTreeSet<String>>,
    refs: &BTreeMap<String, BTreeSet<String>>,
    seen: &mut BTreeSet<String>,
) -> BTreeSet<String> {
    if !seen.insert(id.to_string()) {
        return BTreeSet::new();
    }
    let mut out = vars.get(id).cloned().unwrap_or_default();
    for other in refs.get(id).into_iter().flatten() {
        out.extend(arguments(other, vars, refs, seen));
    }
    out
}
