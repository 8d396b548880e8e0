//! The bot's options from all three places, in order: the config file
//! (`--config`), then environment variables, then flags. clap says where
//! each value it holds came from, so a file's value fills only what
//! neither an environment variable nor a flag gave. And `check-config`:
//! the options in effect, every secret hidden.

use anyhow::{Context, Result, bail};
use clap::parser::ValueSource;
use clap::{ArgMatches, Args};
use futbol_bot::serve::config_file::{ConfigFile, secret};
use std::path::PathBuf;

/// Where the bot serves and keeps its data.
#[derive(Args, Clone)]
pub(crate) struct ServeArgs {
    /// A TOML config file with any of these options (see
    /// `contrib/futbol-bot.toml`); environment variables and flags override
    /// it.
    #[arg(long, env = "FUTBOL_CONFIG")]
    pub(crate) config: Option<PathBuf>,
    /// Address of the local web page.
    #[arg(long, env = "FUTBOL_WEB_ADDR", default_value = "127.0.0.1:8080")]
    pub(crate) web_addr: String,
    /// Directory of the sled database.
    #[arg(long, env = "FUTBOL_DATA_DIR", default_value = "./data")]
    pub(crate) data_dir: PathBuf,
    /// Keep the games in this PostgreSQL database (`postgres://…`) instead
    /// of the sled directory.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub(crate) database_url: Option<String>,
    /// A file holding that URL (instead of DATABASE_URL).
    #[arg(long, env = "DATABASE_URL_FILE")]
    pub(crate) database_url_file: Option<PathBuf>,
    /// A file holding the database's password, for a URL that names the
    /// user but no password (the file a PostgreSQL container reads as
    /// POSTGRES_PASSWORD_FILE, so the address holds no secret).
    #[arg(long, env = "DATABASE_PASSWORD_FILE")]
    pub(crate) database_password_file: Option<PathBuf>,
    /// Do not serve the local web page (e.g. a Discord-only bot).
    #[arg(long)]
    pub(crate) no_web: bool,
    /// A reverse proxy in front of the page whose `X-Forwarded-For` and
    /// `X-Forwarded-Proto` are believed (repeat, or comma-separated).
    #[arg(long, env = "FUTBOL_WEB_TRUSTED_PROXY", value_delimiter = ',')]
    pub(crate) web_trusted_proxy: Vec<std::net::IpAddr>,
    /// A host name the page answers to, e.g. the public name behind the
    /// proxy (repeat, or comma-separated); by default only the loopback
    /// names when it listens on a loopback address.
    #[arg(long, env = "FUTBOL_WEB_HOST", value_delimiter = ',')]
    pub(crate) web_host: Vec<String>,
    /// Discord bot token; runs the Discord bot when given.
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    pub(crate) discord_token: Option<String>,
    /// A file holding the Discord bot token (instead of DISCORD_TOKEN).
    #[arg(long, env = "DISCORD_TOKEN_FILE")]
    pub(crate) discord_token_file: Option<PathBuf>,
    /// Run only these Discord gateway shards, `FIRST-LAST/TOTAL` (`0-1/4`
    /// runs shards 0 and 1 of 4), to split a big bot over processes.
    #[arg(long, env = "DISCORD_SHARDS")]
    pub(crate) discord_shards: Option<String>,
    /// Register /futbol in this guild only (instant) instead of globally.
    #[arg(long, env = "DISCORD_GUILD_ID")]
    pub(crate) discord_guild: Option<u64>,
    /// The application's id (OAuth2 client id): with its secret, the
    /// Activity (the live board inside Discord) runs on the web page.
    #[arg(long, env = "DISCORD_CLIENT_ID")]
    pub(crate) discord_client_id: Option<u64>,
    /// The application's OAuth2 client secret, for the Activity.
    #[arg(long, env = "DISCORD_CLIENT_SECRET", hide_env_values = true)]
    pub(crate) discord_client_secret: Option<String>,
    /// A file holding it (instead of DISCORD_CLIENT_SECRET).
    #[arg(long, env = "DISCORD_CLIENT_SECRET_FILE")]
    pub(crate) discord_client_secret_file: Option<PathBuf>,
    /// Matrix homeserver URL (`https://matrix.example.org`); runs the Matrix
    /// bot when given.
    #[arg(long, env = "MATRIX_HOMESERVER")]
    pub(crate) matrix_homeserver: Option<String>,
    /// The Matrix bot's user name.
    #[arg(long, env = "MATRIX_USER", default_value = "futbol-bot")]
    pub(crate) matrix_user: String,
    /// Its password, used once: the session is kept in the data directory.
    #[arg(long, env = "MATRIX_PASSWORD", hide_env_values = true)]
    pub(crate) matrix_password: Option<String>,
    /// A file holding it (instead of MATRIX_PASSWORD).
    #[arg(long, env = "MATRIX_PASSWORD_FILE")]
    pub(crate) matrix_password_file: Option<PathBuf>,
    /// A Matrix access token, instead of the password.
    #[arg(long, env = "MATRIX_ACCESS_TOKEN", hide_env_values = true)]
    pub(crate) matrix_access_token: Option<String>,
    /// A file holding it (instead of MATRIX_ACCESS_TOKEN).
    #[arg(long, env = "MATRIX_ACCESS_TOKEN_FILE")]
    pub(crate) matrix_access_token_file: Option<PathBuf>,
    /// The page's public address as Matrix users reach it
    /// (`https://futbol.example.org`): the board as a Matrix room widget,
    /// which `!futbol tablero` adds (needs Matrix and the page).
    #[arg(long, env = "MATRIX_WIDGET_URL")]
    pub(crate) matrix_widget_url: Option<String>,
    /// The bot's homeserver's federation address
    /// (`https://matrix.example.org:8448`), where the widget checks its
    /// users' tokens when the client address does not serve
    /// `/_matrix/federation/…`.
    #[arg(long, env = "MATRIX_FEDERATION_URL")]
    pub(crate) matrix_federation_url: Option<String>,
    /// Homeservers the widget may reach on a private address (host names
    /// or IP literals, comma-separated); every other private, loopback or
    /// link-local address is refused.
    #[arg(long, env = "MATRIX_PRIVATE_HOSTS", value_delimiter = ',')]
    pub(crate) matrix_private_host: Vec<String>,
    /// The operator's listener: `/livez`, `/readyz`, `/metrics` and
    /// `/backup` (off unless given; keep it off the public network).
    #[arg(long, env = "FUTBOL_OPS_ADDR")]
    pub(crate) ops_addr: Option<String>,
    /// Test only: a Discord stand-in's HTTPS address (`127.0.0.1:PORT`).
    #[cfg(feature = "test-hooks")]
    #[arg(long, env = "FUTBOL_DISCORD_API", hide = true)]
    pub(crate) discord_api: Option<String>,
    /// Test only: the PEM file of the certificate the stand-in serves.
    #[cfg(feature = "test-hooks")]
    #[arg(long, env = "FUTBOL_DISCORD_API_CA", hide = true)]
    pub(crate) discord_api_ca: Option<PathBuf>,
}

impl ServeArgs {
    /// These options with the config file's values where neither an
    /// environment variable nor a flag gave one (`matches`: this command's).
    pub(crate) fn with_file(mut self, matches: &ArgMatches) -> Result<ServeArgs> {
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
        if unset("database_url") && unset("database_url_file") {
            self.database_url = store.database_url.or(self.database_url);
            self.database_url_file = store.database_url_file.or(self.database_url_file);
        }
        if unset("database_password_file") {
            self.database_password_file =
                (store.database_password_file).or(self.database_password_file);
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
        if let (true, Some(id)) = (unset("discord_client_id"), discord.client_id) {
            self.discord_client_id = Some(id);
        }
        if unset("discord_client_secret") && unset("discord_client_secret_file") {
            self.discord_client_secret = discord.client_secret.or(self.discord_client_secret);
            self.discord_client_secret_file =
                (discord.client_secret_file).or(self.discord_client_secret_file);
        }
        if let (true, Some(url)) = (unset("matrix_homeserver"), matrix.homeserver) {
            self.matrix_homeserver = Some(url);
        }
        if let (true, Some(user)) = (unset("matrix_user"), matrix.user) {
            self.matrix_user = user;
        }
        if unset("matrix_password") && unset("matrix_password_file") {
            self.matrix_password = matrix.password.or(self.matrix_password);
            self.matrix_password_file = matrix.password_file.or(self.matrix_password_file);
        }
        if let (true, Some(url)) = (unset("matrix_widget_url"), matrix.widget_url) {
            self.matrix_widget_url = Some(url);
        }
        if let (true, Some(url)) = (unset("matrix_federation_url"), matrix.federation_url) {
            self.matrix_federation_url = Some(url);
        }
        if let (true, Some(hosts)) = (unset("matrix_private_host"), matrix.private_hosts) {
            self.matrix_private_host = hosts;
        }
        if unset("matrix_access_token") && unset("matrix_access_token_file") {
            self.matrix_access_token = matrix.access_token.or(self.matrix_access_token);
            self.matrix_access_token_file =
                (matrix.access_token_file).or(self.matrix_access_token_file);
        }
        Ok(self)
    }

    /// These options with every secret given as a file read (a value given
    /// directly wins), and the database's password put into its address.
    /// An option whose file cannot be read is named.
    pub(crate) fn read_secrets(mut self) -> Result<ServeArgs> {
        let read = |direct: Option<String>, file: &Option<PathBuf>, option: &str| {
            secret(direct, file.as_deref()).with_context(|| option.to_string())
        };
        self.database_url = read(
            self.database_url.take(),
            &self.database_url_file,
            "store.database_url_file (--database-url-file)",
        )?;
        let option = "store.database_password_file (--database-password-file)";
        if let Some(password) = read(None, &self.database_password_file, option)? {
            let Some(url) = &self.database_url else {
                bail!("{option}: there is no database URL to use it with");
            };
            let url = futbol_bot::store::with_password(url, &password);
            self.database_url = Some(url.with_context(|| option.to_string())?);
        }
        self.discord_client_secret = read(
            self.discord_client_secret.take(),
            &self.discord_client_secret_file,
            "discord.client_secret_file (--discord-client-secret-file)",
        )?;
        self.matrix_password = read(
            self.matrix_password.take(),
            &self.matrix_password_file,
            "matrix.password_file (--matrix-password-file)",
        )?;
        self.matrix_access_token = read(
            self.matrix_access_token.take(),
            &self.matrix_access_token_file,
            "matrix.access_token_file (--matrix-access-token-file)",
        )?;
        Ok(self)
    }

    /// Checks what a start would refuse later, naming the option.
    pub(crate) fn check(&self) -> Result<()> {
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
        self.check_activity()?;
        if let Some(url) = &self.matrix_homeserver
            && !(url.starts_with("https://") || url.starts_with("http://"))
        {
            bail!("matrix.homeserver (--matrix-homeserver): `{url}` is not an http(s) URL");
        }
        self.check_widget()
    }

    /// The widget's address: an http(s) URL, served by this page, to the
    /// Matrix bot's rooms.
    fn check_widget(&self) -> Result<()> {
        let Some(url) = &self.matrix_widget_url else {
            return Ok(());
        };
        if !(url.starts_with("https://") || url.starts_with("http://")) {
            bail!("matrix.widget_url (--matrix-widget-url): `{url}` is not an http(s) URL");
        }
        if self.matrix_homeserver.is_none() {
            bail!(
                "matrix.widget_url (--matrix-widget-url): the widget needs the Matrix bot \
                 (matrix.homeserver) to add it and post its moves"
            );
        }
        if self.no_web {
            bail!(
                "matrix.widget_url (--matrix-widget-url): the widget is served by the web page; it is off (--no-web)"
            );
        }
        Ok(())
    }

    /// The Activity's settings: the client id and secret go together,
    /// and the Activity needs the bot's token and the web page.
    fn check_activity(&self) -> Result<()> {
        let secret = self.discord_client_secret.is_some();
        match (self.discord_client_id, secret) {
            (None, false) => return Ok(()),
            (Some(_), false) => bail!(
                "discord.client_secret (--discord-client-secret): the Activity needs the \
                 application's OAuth2 client secret with its client id"
            ),
            (None, true) => bail!(
                "discord.client_id (--discord-client-id): the Activity needs the \
                 application's id with its client secret"
            ),
            (Some(_), true) => {}
        }
        if self.discord_token.is_none() && self.discord_token_file.is_none() {
            bail!(
                "discord.client_id (--discord-client-id): the Activity needs the Discord bot \
                 (discord.token or discord.token_file) to post its moves"
            );
        }
        if self.no_web {
            bail!(
                "discord.client_id (--discord-client-id): the Activity is served by the web page; it is off (--no-web)"
            );
        }
        if let Some(secret) = &self.discord_client_secret
            && (secret.trim().is_empty() || secret.trim().chars().any(char::is_whitespace))
        {
            bail!(
                "discord.client_secret (--discord-client-secret): not a client secret (empty or with spaces)"
            );
        }
        Ok(())
    }

    /// The options in effect, one a line; secrets only as set or not.
    pub(crate) fn effective(&self) -> String {
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
                "discord.client_id = {}",
                or_none(self.discord_client_id.map(|id| id.to_string()))
            ),
            format!(
                "discord.client_secret = {}",
                set(self.discord_client_secret.is_some())
            ),
            format!(
                "discord.activity = {}",
                match self.discord_client_id.is_some() && self.discord_client_secret.is_some() {
                    true => "on (the live board inside Discord, at /activity)",
                    false => "off (set discord.client_id and discord.client_secret_file)",
                }
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
            format!(
                "matrix.widget = {}",
                match &self.matrix_widget_url {
                    Some(url) => format!("on (the live board as a room widget, at {url}/widget)"),
                    None => "off (set matrix.widget_url)".to_string(),
                }
            ),
            format!(
                "matrix.federation_url = {}",
                or_none(self.matrix_federation_url.clone())
            ),
            format!(
                "matrix.private_hosts = {}",
                list(self.matrix_private_host.clone())
            ),
            format!("ops.addr = {}", or_none(self.ops_addr.clone())),
        ]
        .join("\n")
    }
}
