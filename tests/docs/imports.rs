//! The import graph of a crate's `src/`, read from its files as Rust
//! resolves them (`use` trees, `crate::`, `super::`, `self::` and child
//! module paths), and its circles at file level and among each folder's
//! parts. What `scripts/layers.sh` shows as pairs, found at any length.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A source file and the module path it is (`["host", "play"]`).
type Module = (PathBuf, Vec<String>);

/// Every `.rs` file under `dir`, in order.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
            let path = entry.path();
            match path.is_dir() {
                true => walk(&path, found),
                false if path.extension().is_some_and(|e| e == "rs") => found.push(path),
                false => {}
            }
        }
    }
    let mut files = Vec::new();
    walk(dir, &mut files);
    files.sort();
    files
}

/// The source files of a crate's `src/` as modules: each file and the
/// module path it is (`src/host/mod.rs` and `src/host.rs` are `host`;
/// `lib.rs` is the root, `main.rs` a crate of its own and a unit-test
/// module's `tests.rs` left out).
fn modules(src: &Path) -> Vec<Module> {
    (rust_files(src).into_iter())
        .filter_map(|file| {
            let relative = file.strip_prefix(src).ok()?;
            let mut parts: Vec<String> = (relative.iter())
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            let last = parts.pop()?;
            match last.as_str() {
                // A unit-test module's own file (`#[cfg(test)] mod tests;`),
                // left out as the tests at a file's end are.
                "tests.rs" => return None,
                "main.rs" if parts.is_empty() => return None,
                "lib.rs" if parts.is_empty() => {}
                "mod.rs" => {}
                other => parts.push(other.trim_end_matches(".rs").to_string()),
            }
            Some((file, parts))
        })
        .collect()
}

/// The paths a file's code names (`use` trees expanded, and inline
/// `crate::…`, `super::…`, `self::…` and `child::…` paths), each as its
/// segments; comments and the unit tests at its end are left out.
fn named_modules(text: &str) -> Vec<Vec<String>> {
    let code = text.split("\n#[cfg(test)]").next().unwrap_or_default();
    // Visibility paths (`pub(in crate::a)`) import nothing.
    let code: String = (code.lines())
        .filter(|line| !line.trim_start().starts_with("//"))
        .map(|line| match (line.find("pub(in "), line.find(')')) {
            (Some(open), Some(close)) if close > open => {
                format!("{}pub{}\n", &line[..open], &line[close + 1..])
            }
            _ => format!("{line}\n"),
        })
        .collect();
    fn expand(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
        let tree = tree.trim();
        match tree.find('{') {
            Some(open) if tree.ends_with('}') => {
                let mut base = prefix.to_vec();
                base.extend(segments(&tree[..open]));
                let inner = &tree[open + 1..tree.len() - 1];
                let (mut depth, mut start) = (0, 0);
                for (i, c) in inner.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            expand(&base, &inner[start..i], out);
                            start = i + 1;
                        }
                        _ => {}
                    }
                }
                expand(&base, &inner[start..], out);
            }
            _ => {
                let mut path = prefix.to_vec();
                path.extend(segments(tree.split(" as ").next().unwrap_or_default()));
                if !path.is_empty() {
                    out.push(path);
                }
            }
        }
    }
    fn segments(path: &str) -> Vec<String> {
        (path.split("::"))
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    }
    let mut out = Vec::new();
    let mut inline = String::new();
    let mut lines = code.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        // `use …;`, `pub use …;`, `pub(crate) use …;`, over several lines.
        let unpub = match trimmed.strip_prefix("pub") {
            Some(rest) if rest.starts_with('(') => rest.find(')').map_or(rest, |e| &rest[e + 1..]),
            Some(rest) => rest,
            None => trimmed,
        };
        let Some(tree) = unpub.trim_start().strip_prefix("use ") else {
            inline.push_str(line);
            inline.push('\n');
            continue;
        };
        let mut statement = tree.to_string();
        while !statement.contains(';') {
            match lines.next() {
                Some(more) => statement.push_str(more),
                None => break,
            }
        }
        expand(
            &[],
            statement.split(';').next().unwrap_or_default(),
            &mut out,
        );
    }
    // Inline paths: a run of `ident::ident::…` whose first is a keyword
    // or any identifier (a child module's name; the caller resolves it).
    let bytes = inline.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < bytes.len() {
        if ident(bytes[i]) && (i == 0 || !ident(bytes[i - 1]) && bytes[i - 1] != b':') {
            let mut j = i;
            while j < bytes.len() && (ident(bytes[j]) || bytes[j..].starts_with(b"::")) {
                j += if bytes[j] == b':' { 2 } else { 1 };
            }
            let run = &inline[i..j];
            if run.contains("::") {
                out.push(segments(run));
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// Which file of `modules` the path `named` leads to, from module `at`
/// (the longest module its absolute path starts with; the crate root,
/// other crates and the file itself lead nowhere).
fn resolve(
    modules: &BTreeMap<Vec<String>, usize>,
    at: &[String],
    named: &[String],
) -> Option<usize> {
    let (mut abs, rest): (Vec<String>, &[String]) = match named.first()?.as_str() {
        "crate" => (Vec::new(), &named[1..]),
        "self" => (at.to_vec(), &named[1..]),
        "super" => {
            let ups = named.iter().take_while(|s| *s == "super").count();
            (at[..at.len().checked_sub(ups)?].to_vec(), &named[ups..])
        }
        _ => (at.to_vec(), named),
    };
    let first_known = !matches!(named[0].as_str(), "crate" | "self" | "super");
    abs.extend(rest.iter().cloned());
    if first_known && !modules.contains_key(&abs[..=at.len().min(abs.len() - 1)]) {
        return None;
    }
    (1..=abs.len())
        .rev()
        .find_map(|n| modules.get(&abs[..n]).copied())
}

/// The import graph of the files under `src`: for each file, the files
/// it names.
fn import_graph(src: &Path) -> (Vec<Module>, Vec<BTreeSet<usize>>) {
    let modules = modules(src);
    let index: BTreeMap<Vec<String>, usize> = (modules.iter().enumerate())
        .filter(|(_, (_, path))| !path.is_empty())
        .map(|(i, (_, path))| (path.clone(), i))
        .collect();
    let edges = (modules.iter().enumerate())
        .map(|(i, (file, at))| {
            let text = std::fs::read_to_string(file).expect("a source file");
            (named_modules(&text).iter())
                .filter_map(|named| resolve(&index, at, named))
                .filter(|&to| to != i)
                .collect()
        })
        .collect();
    (modules, edges)
}

/// The circles (strongly connected parts of two or more) of a graph.
fn circles(edges: &[BTreeSet<usize>]) -> Vec<BTreeSet<usize>> {
    // Tarjan's algorithm, with an explicit stack of (node, next edge).
    let n = edges.len();
    let (mut index, mut low, mut on) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut found, mut counter) = (Vec::new(), Vec::new(), 0);
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0)];
        while let Some(&mut (v, ref mut next)) = work.last_mut() {
            if *next == 0 && index[v] == usize::MAX {
                (index[v], low[v]) = (counter, counter);
                counter += 1;
                stack.push(v);
                on[v] = true;
            }
            let targets: Vec<usize> = edges[v].iter().copied().collect();
            if let Some(&w) = targets.get(*next) {
                *next += 1;
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut part = BTreeSet::new();
                while let Some(w) = stack.pop() {
                    on[w] = false;
                    part.insert(w);
                    if w == v {
                        break;
                    }
                }
                if part.len() > 1 {
                    found.push(part);
                }
            }
        }
    }
    found
}

/// Every circle of `src`, at file level and inside each folder (a
/// folder's files and subfolders, each subfolder as one), named by its
/// members' paths under `src`.
pub fn every_circle(src: &Path) -> Vec<String> {
    let (modules, edges) = import_graph(src);
    let name = |i: usize| {
        let file = modules[i].0.strip_prefix(src).unwrap_or(&modules[i].0);
        file.to_string_lossy().into_owned()
    };
    let mut found: Vec<String> = (circles(&edges).into_iter())
        .map(|part| {
            let names: Vec<String> = part.into_iter().map(name).collect();
            format!("files: {}", names.join(" "))
        })
        .collect();
    // Folder level: each file under folder D stands for D's child that
    // holds it.
    let mut folders: BTreeSet<PathBuf> = BTreeSet::new();
    for (file, _) in &modules {
        let mut dir = file.parent();
        while let Some(d) = dir.filter(|d| d.starts_with(src)) {
            folders.insert(d.to_path_buf());
            dir = d.parent();
        }
    }
    for folder in folders {
        let child = |file: &Path| -> Option<PathBuf> {
            let rest = file.strip_prefix(&folder).ok()?;
            let part = folder.join(rest.iter().next()?);
            // A module `x.rs` with its children in `x/` is one part.
            let folder_of_it = part.with_extension("");
            match part.extension().is_some_and(|e| e == "rs") && folder_of_it.is_dir() {
                true => Some(folder_of_it),
                false => Some(part),
            }
        };
        let children: Vec<PathBuf> = {
            let all: BTreeSet<PathBuf> = modules.iter().filter_map(|(f, _)| child(f)).collect();
            all.into_iter().collect()
        };
        let at = |file: &Path| child(file).and_then(|c| children.iter().position(|x| *x == c));
        let mut level = vec![BTreeSet::new(); children.len()];
        for (from, targets) in edges.iter().enumerate() {
            for &to in targets {
                if let (Some(a), Some(b)) = (at(&modules[from].0), at(&modules[to].0))
                    && a != b
                    && children[a].is_dir() | children[b].is_dir()
                {
                    level[a].insert(b);
                }
            }
        }
        for part in circles(&level) {
            let names: Vec<String> = (part.into_iter())
                .map(|i| {
                    let c = children[i].strip_prefix(src).unwrap_or(&children[i]);
                    let slash = if children[i].is_dir() { "/" } else { "" };
                    format!("{}{slash}", c.to_string_lossy())
                })
                .collect();
            found.push(format!("folders: {}", names.join(" ")));
        }
    }
    found.sort();
    found.dedup();
    found
}
