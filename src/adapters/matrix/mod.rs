//! Matrix: `!futbol …` text commands and reactions, on matrix-sdk.
//!
//! A thin adapter. The bot keeps one device forever (session file plus the
//! sqlite state and crypto stores in the data directory, owner-only), joins
//! the rooms it is invited to, syncs once before it listens (so nothing from
//! before its start is answered) and ignores its own events. Boards are
//! `m.image` events with their size; refusals are replies to the user's
//! message. Buttons become reactions on the board: ✋ join, 🤝 draw,
//! 🏳️ resign, 🔁 rematch, 🔍 analyse (under a finished game's record); a
//! reaction counts only when the host accepts it from that user, and
//! refusals to reactions are not posted.
//!
//! In encrypted rooms an event whose room key has not arrived yet is kept
//! (a bounded number, for a while) and handled once its key comes in a
//! later sync; every failure to decrypt is logged.
//!
//! - [`session`]: logging in, the session file, the private store directory;
//! - [`inbound`]: events in (messages, reactions, undecryptable events);
//! - [`outbound`]: the host's replies out (texts, boards, reactions);
//! - [`reactions`]: reactions, encrypted in encrypted rooms;
//! - [`widget`]: the board as a room's widget (the page's widget mode).

mod direct;
mod files;
mod inbound;
mod outbound;
mod reactions;
mod session;
mod widget;

use crate::host::Door;
use crate::telemetry::{PLATFORM_ERRORS, RECONNECTS};
use inbound::Undecrypted;
use matrix_sdk::Client;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::api::client::filter::{Filter, FilterDefinition, RoomEventFilter};
use matrix_sdk::ruma::api::client::sync::sync_events;
use matrix_sdk::ruma::api::error::ErrorKind;
use matrix_sdk_base::BaseClient;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use thiserror::Error;

/// How to reach the homeserver.
#[derive(Clone, Debug)]
pub struct MatrixConfig {
    /// The homeserver's URL (`https://matrix.example.org`).
    pub homeserver: String,
    /// The bot's user name (localpart or full id).
    pub user: String,
    /// Its password, for the first login.
    pub password: Option<String>,
    /// An access token, instead of the password (its device is kept).
    pub access_token: Option<String>,
    /// Where the session and the stores live.
    pub data_dir: PathBuf,
    /// Where the sync's connection is reported (`/readyz`).
    pub health: crate::ops::Part,
    /// The bridge to the page's widget mode, when the operator serves the
    /// board as a widget.
    pub widget: Option<Arc<crate::adapters::bridge::Bridge>>,
}

/// Why the Matrix bot stopped.
#[derive(Debug, Error)]
pub enum MatrixError {
    /// The client could not be built (bad URL, store).
    #[error("matrix client: {0}")]
    Build(Box<matrix_sdk::ClientBuildError>),
    /// A request failed.
    #[error("matrix: {0}")]
    Sdk(Box<matrix_sdk::Error>),
    /// The session file could not be read or written.
    #[error("matrix session file: {0}")]
    Session(String),
    /// The store directory could not be created or made private.
    #[error("matrix store: {0}")]
    Store(String),
    /// The homeserver no longer knows the session's access token.
    #[error(
        "matrix: the session was logged out; delete matrix-session.json and matrix-store from the data directory and log in again"
    )]
    LoggedOut,
    /// No saved session, no access token and no password.
    #[error("matrix: no saved session, access token or password to log in with")]
    NoCredentials,
}

// By hand rather than `#[from]`: the SDK's errors are boxed to keep every
// `Result` small.
impl From<matrix_sdk::ClientBuildError> for MatrixError {
    fn from(error: matrix_sdk::ClientBuildError) -> Self {
        MatrixError::Build(Box::new(error))
    }
}

impl From<matrix_sdk::Error> for MatrixError {
    fn from(error: matrix_sdk::Error) -> Self {
        MatrixError::Sdk(Box::new(error))
    }
}

impl From<matrix_sdk::HttpError> for MatrixError {
    fn from(error: matrix_sdk::HttpError) -> Self {
        matrix_sdk::Error::from(error).into()
    }
}

/// What every event handler shares.
#[derive(Clone)]
struct Bot {
    /// The host's door: the only way to it.
    host: Door,
    /// Events that could not be decrypted yet (see [`inbound`]).
    undecrypted: Arc<Mutex<Undecrypted>>,
    /// Whether the homeserver takes uploads to a reserved URI (until it
    /// refuses one; see [`outbound`]).
    async_uploads: Arc<AtomicBool>,
    /// The SDK's base client, whose crypto machine encrypts reactions.
    base: BaseClient,
    /// The widget's bridge, if it runs.
    bridge: Option<Arc<crate::adapters::bridge::Bridge>>,
}

impl Bot {
    /// Passes replies to the rooms' requests on to the widget's pages.
    fn to_pages(&self, replies: &[crate::host::Reply]) {
        if let Some(bridge) = &self.bridge {
            bridge.to_pages(replies.to_vec());
        }
    }
}

/// Logs in (or restores the saved session), then answers until `stop`
/// (then the sync ends); it returns early only when logging in fails or
/// the session is revoked.
pub async fn run(
    host: impl Into<Door>,
    config: MatrixConfig,
    stop: crate::ops::Stopping,
) -> Result<(), MatrixError> {
    let store = config.data_dir.join("matrix-store");
    session::create_private_dir(&config.data_dir, &store).await?;
    let base = reactions::base_client(&store).await?;
    let client = Client::builder()
        .homeserver_url(&config.homeserver)
        .base_client(base.clone())
        .build()
        .await?;
    // sqlite created its files under the umask; its -wal and -shm files
    // copy the database file's mode, so they follow.
    session::restrict_files(&store).await?;
    session::log_in(&client, &config).await?;
    client.add_event_handler(inbound::on_invite);
    sync_once_with_retry(&client).await?;
    config.health.up(0);
    let bot = Bot {
        host: host.into(),
        undecrypted: Arc::default(),
        async_uploads: Arc::new(AtomicBool::new(true)),
        base,
        bridge: config.widget.clone(),
    };
    if let Some(bridge) = config.widget.clone() {
        if let Some(me) = client.user_id() {
            bridge.set_server(me.server_name().as_str());
        }
        tokio::spawn(outbound::post_from_pages(
            bot.clone(),
            client.clone(),
            bridge.clone(),
        ));
        tokio::spawn(widget::answer_questions(client.clone(), bridge));
    }
    client.add_event_handler_context(bot.clone());
    client.add_event_handler(inbound::on_message);
    client.add_event_handler(inbound::on_reaction);
    client.add_event_handler(inbound::on_encrypted);
    tokio::spawn(outbound::sweep(bot.clone(), client.clone()));
    tracing::info!(
        "matrix: listening as {}",
        client.user_id().map(|u| u.to_string()).unwrap_or_default()
    );
    tokio::select! {
        result = sync_forever(&bot, &client, &config.health) => result,
        () = stop.wait() => {
            tracing::info!("matrix: sync stopped");
            Ok(())
        }
    }
}

/// Counts a failed call to the homeserver for the operator, by what it
/// was (`send`, `upload`, `react`, `sync`) and its HTTP status.
fn api_failed(route: &'static str, status: Option<u16>) {
    let status = status.map_or_else(|| "none".to_string(), |s| s.to_string());
    metrics::counter!(PLATFORM_ERRORS, "platform" => "matrix", "route" => route, "status" => status)
        .increment(1);
}

/// The HTTP status of a failed SDK call, when the homeserver answered.
fn status_of(error: &matrix_sdk::Error) -> Option<u16> {
    error.as_client_api_error().map(|e| e.status_code.as_u16())
}

/// Syncs until the session is revoked. Each sync resumes from the stored
/// token, so no event is handled twice and none is skipped; after one that
/// brought to-device messages (room keys come so) the events still waiting
/// for their keys are tried again.
///
/// Not `Client::sync`: its loop sleeps a whole second after any sync that
/// came back within a second of the previous one, which is exactly when a
/// game is being played (the bot's own events come back at once), so a
/// move waited up to a second before the bot even saw it. Here the next
/// sync starts at once, unless the homeserver keeps answering at once
/// with nothing (ignoring the long-poll timeout), or failing (backoff).
async fn sync_forever(
    bot: &Bot,
    client: &Client,
    health: &crate::ops::Part,
) -> Result<(), MatrixError> {
    let mut delay = Duration::from_millis(500);
    loop {
        let started = Instant::now();
        match client.sync_once(sync_settings()).await {
            Ok(response) => {
                health.up(0);
                delay = Duration::from_millis(500);
                if !response.to_device.is_empty() {
                    inbound::retry_undecrypted(bot, client).await;
                }
                let idle = response.rooms.is_empty() && response.to_device.is_empty();
                if idle && started.elapsed() < Duration::from_secs(1) {
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
            Err(error) if logged_out(&error) => return Err(MatrixError::LoggedOut),
            // Stopping: a sync cut short is the stop, not a fault.
            Err(_) if bot.host.stopping() => tokio::time::sleep(delay).await,
            Err(error) => {
                health.down(0);
                api_failed("sync", status_of(&error));
                metrics::counter!(RECONNECTS, "platform" => "matrix").increment(1);
                tracing::warn!("matrix: sync failed, retrying in {delay:?}: {error}");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(30));
            }
        }
    }
}

/// Every sync but for typing notifications, read receipts and presence:
/// the bot uses none, and each would wake it (and keep it busy while a
/// move comes in) for nothing. Room keys and device lists always come.
fn sync_settings() -> SyncSettings {
    let mut filter = FilterDefinition::default();
    filter.presence = Filter::ignore_all();
    filter.room.ephemeral = RoomEventFilter::ignore_all();
    SyncSettings::default().filter(sync_events::v3::Filter::FilterDefinition(filter))
}

/// The first sync, retried until the homeserver answers; event handlers
/// added after it never see what came before.
async fn sync_once_with_retry(client: &Client) -> Result<(), MatrixError> {
    let mut delay = Duration::from_millis(500);
    loop {
        match client.sync_once(sync_settings()).await {
            Ok(_) => return Ok(()),
            Err(error) if logged_out(&error) => return Err(MatrixError::LoggedOut),
            Err(error) => {
                tracing::warn!("matrix: first sync failed, retrying in {delay:?}: {error}");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(30));
            }
        }
    }
}

/// Whether the homeserver no longer knows the bot's access token.
fn logged_out(error: &matrix_sdk::Error) -> bool {
    matches!(
        error.client_api_error_kind(),
        Some(ErrorKind::UnknownToken(_))
    )
}
