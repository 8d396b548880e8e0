//! The bot's options from all three places, in order: the config file
//! (`--config`), then environment variables, then flags. clap says where
//! each value it holds came from, so a file's value fills only what
//! neither an environment variable nor a flag gave. And `check-config`:
//! the options in effect, every secret hidden.

use super::ServeArgs;
use anyhow::{Context, Result, bail};
use clap::ArgMatches;
use clap::parser::ValueSource;
use futbol_bot::config_file::{ConfigFile, secret};

impl ServeArgs {
    /// These options with the config file's values where neither an
    /// environment variable nor a flag gave one (`matches`: this command's).
    pub(super) fn with_file(mut self, matches: &ArgMatches) -> Result<ServeArgs> {
        let Some(path) = self.config.clone() else {
            return Ok(self);
        };
        let file = ConfigFile::load(&path)?;
        let unset = |id: &str| {
            !matches!(
                matches.value_source(id),
                Some(ValueSource::CommandLine | ValueSource::EnvVariable)
            )
        };
        let (web, store, discord, matrix) = (file.web, file.store, file.discord, file.matrix);
        if let (true, Some(addr)) = (unset("ops_addr"), file.ops.addr) {
            self.ops_addr = Some(addr.to_string());
        }
        if let (true, Some(addr)) = (unset("web_addr"), web.addr) {
            self.web_addr = addr.to_string();
        }
        if let (true, Some(enabled)) = (unset("no_web"), web.enabled) {
            self.no_web = !enabled;
        }
        if let (true, Some(proxies)) = (unset("web_trusted_proxy"), web.trusted_proxy) {
            self.web_trusted_proxy = proxies;
        }
        if let (true, Some(hosts)) = (unset("web_host"), web.host) {
            self.web_host = hosts;
        }
        if let (true, Some(dir)) = (unset("data_dir"), store.data_dir) {
            self.data_dir = dir;
        }
        if unset("database_url") {
            let url = secret(store.database_url, store.database_url_file.as_deref())?;
            self.database_url = url.or(self.database_url);
        }
        if unset("discord_token") && unset("discord_token_file") {
            self.discord_token = discord.token.or(self.discord_token);
            self.discord_token_file = discord.token_file.or(self.discord_token_file);
        }
        if let (true, Some(shards)) = (unset("discord_shards"), discord.shards) {
            self.discord_shards = Some(shards);
        }
        if let (true, Some(guild)) = (unset("discord_guild"), discord.guild) {
            self.discord_guild = Some(guild);
        }
        if let (true, Some(url)) = (unset("matrix_homeserver"), matrix.homeserver) {
            self.matrix_homeserver = Some(url);
        }
        if let (true, Some(user)) = (unset("matrix_user"), matrix.user) {
            self.matrix_user = user;
        }
        if unset("matrix_password") {
            let password = secret(matrix.password, matrix.password_file.as_deref())?;
            self.matrix_password = password.or(self.matrix_password);
        }
        if unset("matrix_access_token") {
            let token = secret(matrix.access_token, matrix.access_token_file.as_deref())?;
            self.matrix_access_token = token.or(self.matrix_access_token);
        }
        Ok(self)
    }

    /// Checks what a start would refuse later, naming the option.
    pub(super) fn check(&self) -> Result<()> {
        let port = self
            .web_addr
            .rsplit_once(':')
            .map(|(_, port)| port.parse::<u16>());
        if !self.no_web && !matches!(port, Some(Ok(_))) {
            bail!(
                "web.addr (--web-addr): `{}` is not an address like 127.0.0.1:8080",
                self.web_addr
            );
        }
        if let Some(addr) = &self.ops_addr
            && addr.parse::<std::net::SocketAddr>().is_err()
        {
            bail!("ops.addr (--ops-addr): `{addr}` is not an address like 127.0.0.1:9090");
        }
        if self.ops_addr.as_deref() == Some(self.web_addr.as_str()) && !self.no_web {
            bail!("ops.addr (--ops-addr): the operator listener needs a port of its own");
        }
        #[cfg(feature = "discord")]
        if let Some(shards) = &self.discord_shards
            && let Err(why) = shards.parse::<futbol_bot::adapters::discord::ShardRange>()
        {
            bail!("discord.shards (--discord-shards): {why}");
        }
        if let Some(path) = &self.discord_token_file {
            std::fs::metadata(path).with_context(|| {
                format!(
                    "discord.token_file (--discord-token-file): {}",
                    path.display()
                )
            })?;
        }
        if let Some(url) = &self.matrix_homeserver
            && !(url.starts_with("https://") || url.starts_with("http://"))
        {
            bail!("matrix.homeserver (--matrix-homeserver): `{url}` is not an http(s) URL");
        }
        Ok(())
    }

    /// The options in effect, one a line; secrets only as set or not.
    pub(super) fn effective(&self) -> String {
        let set = |value: bool| if value { "(set, hidden)" } else { "(not set)" };
        let list = |items: Vec<String>| match items.is_empty() {
            true => "(none)".to_string(),
            false => items.join(", "),
        };
        let or_none = |value: Option<String>| value.unwrap_or_else(|| "(not set)".into());
        [
            format!("web.enabled = {}", !self.no_web),
            format!("web.addr = {}", self.web_addr),
            format!(
                "web.trusted_proxy = {}",
                list(
                    self.web_trusted_proxy
                        .iter()
                        .map(|p| p.to_string())
                        .collect()
                )
            ),
            format!("web.host = {}", list(self.web_host.clone())),
            format!("store.data_dir = {}", self.data_dir.display()),
            format!("store.database_url = {}", set(self.database_url.is_some())),
            format!("discord.token = {}", set(self.discord_token.is_some())),
            format!(
                "discord.token_file = {}",
                or_none(
                    self.discord_token_file
                        .as_ref()
                        .map(|p| p.display().to_string())
                )
            ),
            format!("discord.shards = {}", or_none(self.discord_shards.clone())),
            format!(
                "discord.guild = {}",
                or_none(self.discord_guild.map(|g| g.to_string()))
            ),
            format!(
                "matrix.homeserver = {}",
                or_none(self.matrix_homeserver.clone())
            ),
            format!("matrix.user = {}", self.matrix_user),
            format!("matrix.password = {}", set(self.matrix_password.is_some())),
            format!(
                "matrix.access_token = {}",
                set(self.matrix_access_token.is_some())
            ),
            format!("ops.addr = {}", or_none(self.ops_addr.clone())),
        ]
        .join("\n")
    }
}
