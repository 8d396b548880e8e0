//! The operator's config file (`--config futbol-bot.toml`): every option
//! the flags have, grouped by part (`[web]`, `[store]`, `[discord]`,
//! `[matrix]`). Environment variables override it and flags override
//! both (the command line applies that order, see `main.rs`). A secret may
//! be written as the path of a file that holds it (`token_file`), so the
//! file itself can be world-readable. Unknown keys and values of the
//! wrong type are refused with the key's name.

use serde::Deserialize;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The whole file.
#[derive(Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    /// The local web page.
    #[serde(default)]
    pub web: WebSection,
    /// Where the games are kept.
    #[serde(default)]
    pub store: StoreSection,
    /// The Discord bot.
    #[serde(default)]
    pub discord: DiscordSection,
    /// The Matrix bot.
    #[serde(default)]
    pub matrix: MatrixSection,
    /// The operator's listener.
    #[serde(default)]
    pub ops: OpsSection,
}

/// `[ops]`.
#[derive(Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct OpsSection {
    /// The listener's address (`--ops-addr`): `/livez`, `/readyz`,
    /// `/metrics`, `/backup`.
    pub addr: Option<SocketAddr>,
}

/// `[web]`.
#[derive(Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct WebSection {
    /// Serve the page at all (`false`: `--no-web`).
    pub enabled: Option<bool>,
    /// Its address (`--web-addr`).
    pub addr: Option<SocketAddr>,
    /// Reverse proxies believed (`--web-trusted-proxy`).
    pub trusted_proxy: Option<Vec<IpAddr>>,
    /// Host names answered (`--web-host`).
    pub host: Option<Vec<String>>,
}

/// `[store]`.
#[derive(Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct StoreSection {
    /// The sled directory (`--data-dir`).
    pub data_dir: Option<PathBuf>,
    /// A PostgreSQL URL (`--database-url`): a secret.
    pub database_url: Option<String>,
    /// A file holding that URL.
    pub database_url_file: Option<PathBuf>,
    /// A file holding the password of the URL's user
    /// (`--database-password-file`).
    pub database_password_file: Option<PathBuf>,
}

/// `[discord]`.
#[derive(Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DiscordSection {
    /// The bot token (`--discord-token`): a secret.
    pub token: Option<String>,
    /// A file holding it (`--discord-token-file`).
    pub token_file: Option<PathBuf>,
    /// The shards run here, `0-1/4` (`--discord-shards`).
    pub shards: Option<String>,
    /// Register the command in this server only (`--discord-guild`).
    pub guild: Option<u64>,
    /// The application's id, for the Activity (`--discord-client-id`).
    pub client_id: Option<u64>,
    /// Its OAuth2 client secret (`--discord-client-secret`): a secret.
    pub client_secret: Option<String>,
    /// A file holding it (`--discord-client-secret-file`).
    pub client_secret_file: Option<PathBuf>,
}

/// `[matrix]`.
#[derive(Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct MatrixSection {
    /// The homeserver's URL (`--matrix-homeserver`).
    pub homeserver: Option<String>,
    /// The bot's user (`--matrix-user`).
    pub user: Option<String>,
    /// Its password (`--matrix-password`): a secret.
    pub password: Option<String>,
    /// A file holding it.
    pub password_file: Option<PathBuf>,
    /// An access token instead (`--matrix-access-token`): a secret.
    pub access_token: Option<String>,
    /// A file holding it.
    pub access_token_file: Option<PathBuf>,
    /// The page's public address for the room widget
    /// (`--matrix-widget-url`).
    pub widget_url: Option<String>,
    /// The homeserver's federation address (`--matrix-federation-url`).
    pub federation_url: Option<String>,
    /// Homeservers reached on private addresses (`--matrix-private-host`).
    pub private_hosts: Option<Vec<String>>,
}

/// Why the config file could not be used.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// The file (or a secret's file) could not be read.
    #[error("reading {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What failed.
        source: std::io::Error,
    },
    /// The file is not valid, or a key or value is wrong; toml's message
    /// names the key and its line.
    #[error("{path}: {message}")]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where.
        message: String,
    },
}

impl ConfigFile {
    /// Reads and checks the file at `path`.
    pub fn load(path: &Path) -> Result<ConfigFile, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        ConfigFile::parse(&text).map_err(|message| ConfigError::Invalid {
            path: path.to_path_buf(),
            message,
        })
    }

    /// Reads a file's text; the error names the key that is wrong
    /// (`web.addr: invalid type…`) and shows its line.
    pub fn parse(text: &str) -> Result<ConfigFile, String> {
        toml::from_str(text).map_err(|error| {
            let key = error.span().and_then(|span| key_at(text, span.start));
            match key {
                Some(key) => format!("{key}: {error}"),
                None => error.to_string(),
            }
        })
    }
}

/// The dotted key (`section.key`) whose line holds byte `offset`, from
/// the last `[section]` header above it.
fn key_at(text: &str, offset: usize) -> Option<String> {
    let before = text.get(..offset)?;
    let line_start = before.rfind('\n').map_or(0, |at| at + 1);
    let line = text[line_start..].lines().next()?.trim();
    let section = before[..line_start].lines().rev().find_map(|line| {
        let line = line.trim();
        let name = line.strip_prefix('[')?.strip_suffix(']')?;
        Some(name.trim().to_string())
    });
    let key = match line.split_once('=') {
        Some((key, _)) => key.trim().to_string(),
        None => line
            .trim_start_matches('[')
            .trim_end_matches(']')
            .trim()
            .to_string(),
    };
    Some(match section {
        Some(section) if line.contains('=') => format!("{section}.{key}"),
        _ => key,
    })
}

/// A secret given directly or as a file's path: the file's contents,
/// trimmed (a trailing newline is not part of a token).
pub fn secret(direct: Option<String>, file: Option<&Path>) -> Result<Option<String>, ConfigError> {
    if let Some(value) = direct {
        return Ok(Some(value.trim().to_string()));
    }
    let Some(path) = file else {
        return Ok(None);
    };
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(Some(text.trim().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_section_reads_and_wrong_keys_or_values_are_named() {
        let file = ConfigFile::parse(
            r#"
            [web]
            enabled = true
            addr = "0.0.0.0:9000"
            trusted_proxy = ["10.0.0.1"]
            host = ["futbol.example.org"]
            [store]
            data_dir = "/var/lib/futbol"
            [discord]
            token_file = "/etc/futbol/discord-token"
            shards = "0-1/4"
            guild = 42
            [matrix]
            homeserver = "https://matrix.example.org"
            user = "futbol-bot"
            password_file = "/etc/futbol/matrix-password"
            "#,
        )
        .expect("parses");
        assert_eq!(file.web.addr, "0.0.0.0:9000".parse().ok());
        assert_eq!(file.discord.guild, Some(42));
        assert_eq!(file.store.data_dir, Some(PathBuf::from("/var/lib/futbol")));
        let wrong = ConfigFile::parse("[web]\naddr = 8080\n").expect_err("a number");
        assert!(wrong.starts_with("web.addr: "), "{wrong}");
        let later = ConfigFile::parse("[web]\nenabled = true\n[discord]\nguild = \"x\"\n");
        assert!(later.expect_err("a string").starts_with("discord.guild: "));
        let unknown = ConfigFile::parse("[discord]\ntokn = \"x\"\n").expect_err("a typo");
        assert!(unknown.contains("tokn"), "{unknown}");
        let section = ConfigFile::parse("[slack]\n").expect_err("no such part");
        assert!(section.contains("slack"), "{section}");
        assert_eq!(ConfigFile::parse("").expect("empty"), ConfigFile::default());
    }
}
