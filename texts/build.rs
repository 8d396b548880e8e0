//! Builds every `.ftl` file under `locales/` into the crate: a language is
//! a folder, found here, so adding one needs no Rust beyond its line in
//! `src/lang.rs`.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .expect("texts/locales")
        .filter_map(Result::ok)
        .filter(|entry| entry.path().is_dir())
        .collect();
    folders.sort_by_key(|entry| entry.file_name());
    let mut out = String::from("/// Every file: its language folder, its name, its text.\n");
    out.push_str("pub static FILES: &[(&str, &str, &str)] = &[\n");
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
        }
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("files.rs");
    std::fs::write(dest, out).expect("written");
}
