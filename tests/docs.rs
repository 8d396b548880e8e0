//! The documentation's links stay alive: every relative link in the
//! README and in the guides under `docs/` names a file that exists and,
//! with a `#fragment` into a Markdown file, one of its headings; the
//! README stays short and links every guide.

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
