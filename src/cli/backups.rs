//! `backup`, `restore` and `migrate-store`: the operator's copies of the
//! games. A running bot holds its sled directory alone, so `backup` asks
//! it over the operator's listener (`--ops-addr`); a stopped bot's
//! directory is read directly.

use anyhow::{Context, Result, bail};
use futbol_bot::store::Store;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::Duration;

/// Writes a backup of the store to `out` (through a temporary file, so a
/// backup cut short never leaves a file that looks whole).
pub fn backup(out: &Path, data_dir: &Path, ops_addr: Option<&str>) -> Result<()> {
    let bytes = match ops_addr {
        Some(addr) => fetch(addr)?,
        None => {
            let store = Store::open(data_dir).with_context(|| {
                format!(
                    "opening {} (if the bot is running, pass its --ops-addr)",
                    data_dir.display()
                )
            })?;
            let mut bytes = Vec::new();
            store.backup(&mut bytes)?;
            bytes
        }
    };
    let partial = out.with_extension("partial");
    std::fs::write(&partial, &bytes).with_context(|| format!("writing {}", partial.display()))?;
    std::fs::rename(&partial, out).with_context(|| format!("writing {}", out.display()))?;
    println!("backup: {} bytes written to {}", bytes.len(), out.display());
    Ok(())
}

/// Makes a sled store in `data_dir` from the backup `file`.
pub fn restore(file: &Path, data_dir: &Path) -> Result<()> {
    let mut input =
        std::fs::File::open(file).with_context(|| format!("opening {}", file.display()))?;
    let (trees, entries) = Store::restore(&mut input, data_dir)?;
    println!(
        "restore: {entries} entries in {trees} trees written to {}; the bot opens it with --data-dir {}",
        data_dir.display(),
        data_dir.display()
    );
    Ok(())
}

/// Copies the sled store in `from` (the bot stopped) into the empty
/// PostgreSQL database at `to`.
pub fn migrate(from: &Path, to: &str) -> Result<()> {
    let source = Store::open(from).with_context(|| format!("opening {}", from.display()))?;
    let target = Store::connect(to, None)
        .with_context(|| format!("connecting to {}", Store::redacted(to)))?;
    let copied = super::migrate::copy_store(&source, &target)?;
    println!(
        "migrate-store: {copied} into {}; start the bot with --database-url",
        Store::redacted(to)
    );
    Ok(())
}

/// `probe`: whether the running bot's operator listener answers `path`
/// (`/livez`, `/readyz`) with 200, for a container's health check (a slim
/// image has no curl). What it said goes to standard output.
pub fn probe(addr: &str, path: &str) -> Result<bool> {
    let (head, body) = get(addr, path, Duration::from_secs(5))?;
    print!("{}", String::from_utf8_lossy(&body));
    Ok(status_of(&head) == "200")
}

/// `GET path` from the bot's operator listener at `addr`, over plain
/// HTTP/1.1 (the listener is this machine's own): the head and the body.
fn get(addr: &str, path: &str, timeout: Duration) -> Result<(String, Vec<u8>)> {
    let mut stream =
        TcpStream::connect(addr).with_context(|| format!("connecting to the bot at {addr}"))?;
    stream.set_read_timeout(Some(timeout))?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .context("the bot's answer has no end of headers")?;
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let body = raw.split_off(split + 4);
    Ok((head, body))
}

/// The status code of a response's head.
fn status_of(head: &str) -> &str {
    head.split(' ').nth(1).unwrap_or_default()
}

/// The backup from a running bot's `/backup`.
fn fetch(addr: &str) -> Result<Vec<u8>> {
    let (head, body) = get(addr, "/backup", Duration::from_secs(120))?;
    let status = status_of(&head);
    if status != "200" {
        bail!(
            "the bot refused the backup ({status}): {}",
            String::from_utf8_lossy(&body).trim()
        );
    }
    let length = head.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case("content-length")
            .then(|| value.trim().parse::<usize>().ok())?
    });
    if length != Some(body.len()) {
        bail!(
            "the backup arrived cut short ({} bytes of {length:?})",
            body.len()
        );
    }
    Ok(body)
}
