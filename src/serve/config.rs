//! What `serve` is given and how it fails: the operator's settings as the
//! command line or the environment said, the errors that stop it, and
//! the set of tasks its adapters run in.

use crate::host::HostError;
use crate::store::StoreError;
use std::path::PathBuf;
use thiserror::Error;

/// What `serve` runs, as the command line or the environment said.
#[derive(Clone, Debug, Default)]
pub struct ServeConfig {
    /// The web page's address, or `None` for no web page.
    pub web_addr: Option<String>,
    /// The operator's listener (`/livez`, `/readyz`, `/metrics`,
    /// `/backup`), off when `None`.
    pub ops_addr: Option<String>,
    /// Reverse proxies whose forwarding headers the page believes.
    pub web_trusted_proxies: Vec<std::net::IpAddr>,
    /// Host names the page answers to (empty: see the web adapter).
    pub web_hosts: Vec<String>,
    /// The sled database's directory (the Matrix session lives there too).
    pub data_dir: PathBuf,
    /// A PostgreSQL URL: keep the games there instead of in sled (never
    /// logged with its password).
    pub database_url: Option<String>,
    /// The Discord bot token, if Discord runs (never logged).
    pub discord_token: Option<String>,
    /// Register the Discord command in this guild only.
    pub discord_guild: Option<u64>,
    /// The Discord shards this process runs (`0-1/4`), all when `None`.
    pub discord_shards: Option<String>,
    /// Test only: a Discord stand-in's HTTPS address (`127.0.0.1:PORT`),
    /// which `discord.com` resolves to…
    #[cfg(feature = "test-hooks")]
    pub discord_api: Option<String>,
    /// …and the PEM file of the certificate it serves.
    #[cfg(feature = "test-hooks")]
    pub discord_api_ca: Option<PathBuf>,
    /// Discord's Activity (the live board inside Discord): the
    /// application's OAuth2 client id and secret (never logged). It runs
    /// with the web page and the Discord bot.
    pub discord_activity: Option<(u64, String)>,
    /// The Matrix homeserver's URL, if Matrix runs.
    pub matrix_homeserver: Option<String>,
    /// The Matrix bot's user name.
    pub matrix_user: String,
    /// Its password (used once; never logged).
    pub matrix_password: Option<String>,
    /// Or an access token (never logged).
    pub matrix_access_token: Option<String>,
    /// The page's public address for Matrix's room widget; it runs with
    /// the web page and the Matrix bot.
    pub matrix_widget_url: Option<String>,
    /// The homeserver's federation address, for the widget's checks.
    pub matrix_federation_url: Option<String>,
    /// Homeservers the widget may reach on private addresses.
    pub matrix_private_hosts: Vec<String>,
}

/// Why `serve` stopped.
#[derive(Debug, Error)]
pub enum ServeError {
    /// The database could not be opened. (`source` is its cause, which
    /// `{:#}` prints after this: not repeated here.)
    #[error("opening the database in {dir}")]
    Store {
        /// Its directory.
        dir: PathBuf,
        /// What failed.
        source: StoreError,
    },
    /// The PostgreSQL database could not be reached or set up (its cause
    /// names the database).
    #[error("opening the PostgreSQL store")]
    Database {
        /// What failed.
        source: StoreError,
    },
    /// `--discord-shards` does not read.
    #[error("{0}")]
    Shards(String),
    /// The Discord stand-in's address or certificate does not read.
    #[cfg(feature = "test-hooks")]
    #[error("the Discord stand-in: {0}")]
    DiscordApi(String),
    /// The host could not start.
    #[error(transparent)]
    Host(#[from] HostError),
    /// The operator's listener could not be bound or set up.
    #[error("the operator listener on {addr}: {reason}")]
    Ops {
        /// The address.
        addr: String,
        /// What failed.
        reason: String,
    },
    /// The web page's address could not be bound, or the page failed.
    #[error("the web page on {addr}: {source}")]
    Web {
        /// The address.
        addr: String,
        /// What failed.
        source: std::io::Error,
    },
    /// The Discord bot stopped.
    #[cfg(feature = "discord")]
    #[error("the Discord bot stopped: {0}")]
    Discord(Box<serenity::Error>),
    /// The Matrix bot stopped.
    #[cfg(feature = "matrix")]
    #[error("the Matrix bot stopped: {0}")]
    Matrix(#[from] crate::adapters::matrix::MatrixError),
    /// An adapter was asked for that this build leaves out.
    #[error("this build has no {what}: build with --features {feature}")]
    NotBuilt {
        /// The adapter.
        what: &'static str,
        /// The cargo feature that brings it.
        feature: &'static str,
    },
    /// No web page and no adapter configured.
    #[error("nothing to run: the web page is off and no adapter is configured")]
    NothingToRun,
    /// An adapter's task panicked.
    #[error("an adapter panicked: {0}")]
    Panicked(#[from] tokio::task::JoinError),
}

/// The adapters' tasks, each ending with why it stopped.
pub(crate) type Tasks = tokio::task::JoinSet<Result<(), ServeError>>;
