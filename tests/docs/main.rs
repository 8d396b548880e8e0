//! The documentation's links stay alive: every relative link in the
//! README and in the guides under `docs/` names a file that exists and,
//! with a `#fragment` into a Markdown file, one of its headings; every
//! path of this repository they name in code exists; the README stays
//! short and links every guide.

mod imports;

use imports::{every_circle, rust_files};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The README and every Markdown file under `docs/`.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    let mut folders = vec![root().join("docs")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("docs/").flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                pages.push(path);
            }
        }
    }
    pages.sort();
    pages
}

/// The targets of the Markdown links `](target)` in `text`, outside code
/// blocks and code spans.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        // Between backticks is code: every other piece.
        for prose in line.split('`').step_by(2) {
            for (at, _) in prose.match_indices("](") {
                let rest = &prose[at + 2..];
                if let Some(end) = rest.find(')') {
                    out.push(rest[..end].trim().to_string());
                }
            }
        }
    }
    out
}

/// A heading's anchor as GitHub makes it: lower case, spaces to hyphens,
/// punctuation other than hyphens and underscores dropped.
fn anchor(heading: &str) -> String {
    (heading.trim().to_lowercase().chars())
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of the headings of a Markdown file.
fn anchors(path: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut fenced = false;
    let mut out = BTreeSet::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            out.insert(anchor(line.trim_start_matches('#')));
        }
    }
    out
}

#[test]
fn every_relative_link_leads_somewhere() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a page");
        let folder = page.parent().expect("a folder");
        for link in links(&text) {
            if link.contains("://") || link.starts_with("mailto:") || link.starts_with('<') {
                continue;
            }
            let (file, fragment) = match link.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (link.as_str(), None),
            };
            let target = if file.is_empty() {
                page.clone()
            } else {
                folder.join(file)
            };
            if !target.exists() {
                broken.push(format!("{}: {link} (no such file)", page.display()));
                continue;
            }
            let markdown = target.extension().is_some_and(|e| e == "md");
            if let (Some(fragment), true) = (fragment, markdown)
                && !anchors(&target).contains(fragment)
            {
                broken.push(format!("{}: {link} (no such heading)", page.display()));
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_is_short_and_links_every_guide() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("the README");
    assert!(
        readme.lines().count() <= 250,
        "{} lines",
        readme.lines().count()
    );
    let linked: BTreeSet<PathBuf> = links(&readme)
        .iter()
        .map(|link| root().join(link.split('#').next().unwrap_or_default()))
        .collect();
    for page in pages().into_iter().skip(1) {
        assert!(
            linked.contains(&page),
            "the README does not link {}",
            page.display()
        );
    }
}

#[test]
fn the_link_reader_reads_links_and_anchors() {
    assert_eq!(links("see [a](b.md#c) and `x` [d](e)"), ["b.md#c", "e"]);
    assert!(links("`[masked](links)` is code").is_empty());
    assert_eq!(anchor(" Run it on Discord "), "run-it-on-discord");
    assert_eq!(
        anchor("`futbol` — Fútbol-Ajedrez"),
        "futbol--fútbol-ajedrez"
    );
}

/// The folders of this repository a doc's path may start with.
const FOLDERS: [&str; 13] = [
    "src/",
    "tests/",
    "docs/",
    "scripts/",
    "assets/",
    "benches/",
    "rules/",
    "pictures/",
    "texts/",
    "tournament/",
    "contrib/",
    ".ci/",
    "puzzles/",
];

/// The paths of this repository that `text` names in code spans: a span
/// that starts with one of its folders and names a file of a kind the
/// folder keeps (a path such as `src/Discord.ts` is another project's,
/// quoted in research notes), or a folder (ending in `/`). A `:line` or
/// `#anchor` after it is not part of it.
fn named_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (n, span) in text.split('`').enumerate() {
        if n % 2 == 0 || span.contains(char::is_whitespace) {
            continue;
        }
        let path = span.split([':', '#']).next().unwrap_or_default();
        let placeholder = path.contains(['<', '{', '*', '…', '$', '|']) || path.contains("..");
        if placeholder || !FOLDERS.iter().any(|f| path.starts_with(f)) {
            continue;
        }
        let ours = path.ends_with('/')
            || [
                ".rs", ".md", ".sh", ".ftl", ".html", ".js", ".css", ".sql", ".toml", ".png",
                ".txt", ".json", ".yaml", ".mjs",
            ]
            .iter()
            .any(|kind| path.ends_with(kind));
        let foreign = path.starts_with("src/") && !path.ends_with(".rs") && !path.ends_with('/');
        if ours && !foreign {
            out.push(path.to_string());
        }
    }
    out
}

/// Of `paths`, those that do not exist under `root`.
fn missing(root: &Path, paths: &[String]) -> Vec<String> {
    (paths.iter())
        .filter(|path| !root.join(path).exists())
        .cloned()
        .collect()
}

#[test]
fn every_path_a_doc_names_exists() {
    let mut gone = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a page");
        for path in missing(&root(), &named_paths(&text)) {
            gone.push(format!("{}: `{path}`", page.display()));
        }
    }
    assert!(
        gone.is_empty(),
        "paths named in docs that do not exist:\n{}",
        gone.join("\n")
    );
}

#[test]
fn the_path_reader_finds_our_paths_and_a_planted_one_is_missing() {
    let text = "see `src/host/mod.rs:12`, `docs/`, `src/nowhere/planted.rs` and \
                `src/Discord.ts` (the SDK's), `docs/<lang>.md`, `cargo test`";
    let named = named_paths(text);
    assert_eq!(
        named,
        ["src/host/mod.rs", "docs/", "src/nowhere/planted.rs"]
    );
    assert_eq!(missing(&root(), &named), ["src/nowhere/planted.rs"]);
}

/// The lines of `text` an adapter's code would break the door with: one
/// that names the `Host` type, or runs work on the blocking pool itself.
/// Comments and the unit tests at a file's end (`#[cfg(test)]`) are not
/// code the adapter runs.
fn past_the_door(text: &str) -> Vec<String> {
    let code = text.split("\n#[cfg(test)]").next().unwrap_or_default();
    let names_host = |line: &str| {
        [
            "Arc<Host>",
            "&Host",
            "Host::",
            "host::Host",
            " Host,",
            "{Host,",
            " Host}",
        ]
        .iter()
        .any(|form| line.contains(form))
    };
    (code.lines())
        .map(str::trim)
        .filter(|line| !line.starts_with("//"))
        .filter(|line| names_host(line) || line.contains("spawn_blocking"))
        .map(String::from)
        .collect()
}

/// The adapters go through the host's door (`src/host/door.rs`, as
/// `docs/developers/code-map.md` says): no file of `src/adapters` names
/// the `Host` or calls `spawn_blocking`.
#[test]
fn the_adapters_reach_the_host_only_through_its_door() {
    let found = rust_files(&root().join("src/adapters"));
    assert!(found.len() > 50, "the adapters' files: {}", found.len());
    let mut broken = Vec::new();
    for file in found {
        let text = std::fs::read_to_string(&file).expect("a file");
        for line in past_the_door(&text) {
            broken.push(format!("{}: {line}", file.display()));
        }
    }
    assert!(broken.is_empty(), "past the door:\n{}", broken.join("\n"));
}

#[test]
fn a_planted_host_or_blocking_call_is_found() {
    let planted = "use crate::host::{Door, Host, Reply};\n\
                   // the Host is not named in a comment\n\
                   fn f(h: &Host) { tokio::task::spawn_blocking(|| ()); }\n\
                   #[cfg(test)]\nmod tests { use crate::host::Host; }\n";
    assert_eq!(
        past_the_door(planted),
        [
            "use crate::host::{Door, Host, Reply};",
            "fn f(h: &Host) { tokio::task::spawn_blocking(|| ()); }"
        ]
    );
    assert!(past_the_door("use crate::host::{Door, Reply};\nlet host = HOST;").is_empty());
}

/// The import circles known today (files that import each other in a
/// loop, listed by their folders (see [`known_as`]), or a folder's parts
/// that do; mostly a folder's `mod.rs` re-exporting what its children use
/// through it), each to be
/// taken apart (issue 76). A circle not listed fails, and so does a
/// listed one that is gone: strike it, so the list only shrinks.
const KNOWN_CIRCLES: &[&str] = &[
    "files in: store/ store/postgres/ store/sled/ store/sled/behind/",
    "folders: store/mod.rs store/postgres/ store/sled/",
    "folders: store/sled/behind/ store/sled/mod.rs",
];

/// How a circle is listed in [`KNOWN_CIRCLES`]: a circle of files by the
/// folders its files are in (a file added to a known circle's folders is
/// the same circle, one reaching a new folder a new one), a circle of
/// folders as found.
fn known_as(circle: &str) -> String {
    let Some(files) = circle.strip_prefix("files: ") else {
        return circle.to_string();
    };
    let folders: std::collections::BTreeSet<&str> = (files.split(' '))
        .map(|file| file.rsplit_once('/').map_or("", |(folder, _)| folder))
        .collect();
    let folders: Vec<String> = folders.into_iter().map(|f| format!("{f}/")).collect();
    format!("files in: {}", folders.join(" "))
}

#[test]
fn no_import_circle_but_the_known_ones() {
    let found: Vec<String> = (every_circle(&root().join("src")).iter())
        .map(|circle| known_as(circle))
        .collect();
    let new: Vec<&String> = (found.iter())
        .filter(|c| !KNOWN_CIRCLES.contains(&c.as_str()))
        .collect();
    let gone: Vec<&&str> = (KNOWN_CIRCLES.iter())
        .filter(|c| !found.iter().any(|f| f == *c))
        .collect();
    assert!(
        new.is_empty() && gone.is_empty(),
        "new import circles:\n{new:#?}\nknown ones gone (strike them):\n{gone:#?}"
    );
    // The adapters have none: they reach the host through its door.
    assert!(found.iter().all(|c| !c.contains("adapters/")), "{found:#?}");
}

#[test]
fn a_planted_circle_is_found_at_file_and_folder_level() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let src = dir.path();
    let write = |path: &str, text: &str| {
        let path = src.join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("folders");
        std::fs::write(path, text).expect("written");
    };
    write("lib.rs", "mod a;\nmod b;\nmod c;\nmod d;\nmod w;\n");
    // a → b → c → a, over three files and three ways of naming.
    write(
        "a.rs",
        "use crate::b::{Thing, other::More};\npub fn g() {}\n",
    );
    write("b.rs", "pub struct Thing;\nuse super::c;\n");
    write(
        "c.rs",
        "// crate::d is named in a comment only\npub fn f() { crate::a::g() }\n",
    );
    // d names a, and nothing names d: no circle.
    write(
        "d.rs",
        "use crate::a::g;\n#[cfg(test)]\nmod tests { use crate::d; }\n",
    );
    // A folder whose face re-exports a child that uses the face.
    write("w/mod.rs", "mod x;\npub use x::X;\npub struct Face;\n");
    write("w/x.rs", "use super::Face;\npub struct X;\n");
    assert_eq!(
        every_circle(src),
        ["files: a.rs b.rs c.rs", "files: w/mod.rs w/x.rs"]
    );
    // Broken by moving the face's struct to a file of its own.
    write("w/mod.rs", "mod face;\nmod x;\npub use x::X;\n");
    write("w/face.rs", "pub struct Face;\n");
    write("w/x.rs", "use super::face::Face;\npub struct X;\n");
    assert_eq!(every_circle(src), ["files: a.rs b.rs c.rs"]);
    // Two folders that need each other, with no file circle between
    // them: p's part uses q, q's face uses p's.
    write("lib.rs", "mod p;\nmod q;\n");
    for gone in ["a.rs", "b.rs", "c.rs", "d.rs"] {
        std::fs::remove_file(src.join(gone)).expect("removed");
    }
    std::fs::remove_dir_all(src.join("w")).expect("removed");
    write("p/mod.rs", "mod y;\npub struct P;\n");
    write("p/y.rs", "use crate::q::Q;\n");
    write("q/mod.rs", "pub struct Q;\nuse crate::p::P;\n");
    assert_eq!(every_circle(src), ["folders: p/ q/"]);
}
